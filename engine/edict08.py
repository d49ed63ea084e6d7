"""Wildholds (card 8): 8 stars per village cluster of six or more spaces."""
from . import const
from .scoring_base import each, label_clusters, size
from .terrain import VILLAGE

_ANY = const(255)  # no upper bound for ``each``


def score(grid):
    label_clusters(1 << VILLAGE)
    return each(VILLAGE, 8, size, 6, _ANY, 0)

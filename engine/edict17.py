"""Deepwood (card 17): 6 stars per forest cluster of five or more not next to a village."""
from . import const
from .scoring_base import each, label_clusters, size
from .terrain import FOREST, VILLAGE

_ANY = const(255)  # no upper bound for ``each``


def score(grid):
    label_clusters(1 << FOREST)
    return each(FOREST, 6, size, 5, _ANY, 1 << VILLAGE)

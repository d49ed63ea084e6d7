"""Craylund (card 20): 7 stars per farm cluster next to three or more water spaces."""
from . import const
from .scoring_base import count, count_touching, each, label_clusters
from .terrain import FARM, WATER

_ANY = const(255)  # no upper bound for ``each``


def score(grid):
    label_clusters(1 << FARM)
    count_touching(WATER, FARM)
    return each(FARM, 7, count, 3, _ANY, 0)

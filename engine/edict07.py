"""Shoreside Expanse (card 7): 3 stars per farm or water cluster off the edge and the other."""
from . import const
from .scoring_base import EDGE, each, label_clusters, size
from .terrain import FARM, WATER

_ANY = const(255)  # no upper bound for ``each``


def score(grid):
    label_clusters(1 << FARM | 1 << WATER)
    return (each(FARM, 3, size, 1, _ANY, (1 << WATER) | EDGE)
            + each(WATER, 3, size, 1, _ANY, (1 << FARM) | EDGE))

"""Greengold Plains (card 9): 3 stars per village cluster next to 3 or more terrain types."""
from . import const
from .scoring_base import bits, count, each, label_clusters, touch
from .terrain import TYPE_MASK, VILLAGE

_ANY = const(255)  # no upper bound for ``each``


def score(grid):
    n = label_clusters(1 << VILLAGE)
    for k in range(1, n + 1):
        count[k] = bits(touch[k] & TYPE_MASK)
    return each(VILLAGE, 3, count, 3, _ANY, 0)

"""Outer Enclave (card 25): a chosen village cluster: 1 star per empty space next to it."""
from . import const
from . import scoring_base as base
from .scoring_base import (
    NEIGHBOURS,
    best,
    count,
    count_touching,
    label,
    label_clusters,
    mark,
    terrain,
)
from .terrain import EMPTY, VILLAGE

_CELLS = const(121)


def score(grid):
    label_clusters(1 << VILLAGE)
    count_touching(EMPTY, VILLAGE)
    n = best(VILLAGE, count, 0)
    if n and base.marking:
        for i in range(_CELLS):
            if terrain[i] == EMPTY:
                for d in range(4):
                    j = NEIGHBOURS[4 * i + d]
                    if label[j] == n:  # off the map: label 0
                        mark(i)
    return count[n]

"""Banded Hills (card 30): 4 stars per row holding five or more terrain types."""
from . import const
from .scoring_base import FULL, hl, rows
from .terrain import TYPE_MASK

_SIZE = const(11)


def score(grid):
    n = 0
    for r in range(_SIZE):
        types = 0
        for t in range(10):
            if (TYPE_MASK >> t) & 1 and rows[t * _SIZE + r]:
                types += 1
        if types >= 5:
            hl[r] = FULL
            n += 1
    return 4 * n

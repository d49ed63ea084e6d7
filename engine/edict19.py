"""Sleepy Valley (card 19): 4 stars per row holding three or more forest spaces."""
from . import const
from .scoring_base import FULL, bits, hl, rows
from .terrain import FOREST

_SIZE = const(11)
_FOREST = FOREST * _SIZE  # the forest masks' offset in ``rows``


def score(grid):
    n = 0
    for r in range(_SIZE):
        if bits(rows[_FOREST + r]) >= 3:
            hl[r] = FULL
            n += 1
    return 4 * n

"""Faunlost Thicket (card 16): 2 stars per space of the longest unbroken column of forest."""
from . import const
from .scoring_base import hl, rows
from .terrain import FOREST

_SIZE = const(11)
_FOREST = FOREST * _SIZE  # the forest masks' offset in ``rows``


def score(grid):
    best = 0
    for c in range(_SIZE):
        run = 0
        for r in range(_SIZE):
            if (rows[_FOREST + r] >> c) & 1:
                run += 1
                if run > best:
                    best = run
                    end_r = r
                    end_c = c
            else:
                run = 0
    for r in range(best):
        hl[end_r - r] = 1 << end_c
    return 2 * best

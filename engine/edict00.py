"""Sentinel Wood (card 0): 1 star per forest space on the map's edge."""
from . import const
from .scoring_base import rows
from .scoring_rows import keep
from .terrain import FOREST

_SIZE = const(11)
_LAST = const(10)
_SIDES = const(0x401)  # columns 0 and 10
_FOREST = FOREST * _SIZE  # the forest masks' offset in ``rows``


def score(grid):
    n = 0
    for r in range(_SIZE):
        m = rows[_FOREST + r]
        n += keep(r, m if r in (0, _LAST) else m & _SIDES)
    return n

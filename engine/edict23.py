"""Jorekburg (card 23): 4 stars per column with as many farms as waters, one or more."""
from . import const
from .scoring_base import bits, rows
from .scoring_rows import mark_columns
from .terrain import FARM, WATER

_SIZE = const(11)
_FARM = FARM * _SIZE  # the farm masks' offset in ``rows``
_WATER = WATER * _SIZE  # the water masks' offset in ``rows``


def score(grid):
    cols = 0
    for c in range(_SIZE):
        farms = 0
        waters = 0
        for r in range(_SIZE):
            farms += (rows[_FARM + r] >> c) & 1
            waters += (rows[_WATER + r] >> c) & 1
        if farms and farms == waters:
            cols |= 1 << c
    mark_columns(cols)
    return 4 * bits(cols)

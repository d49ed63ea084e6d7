"""Ulem's Wallow (card 21): 4 stars per water space next to two or more farms."""
from . import const
from .scoring_base import FULL, rows
from .scoring_rows import keep
from .terrain import FARM, WATER

_SIZE = const(11)
_LAST = const(10)
_FARM = FARM * _SIZE  # the farm masks' offset in ``rows``
_WATER = WATER * _SIZE  # the water masks' offset in ``rows``


def score(grid):
    n = 0
    for r in range(_SIZE):
        m = rows[_FARM + r]
        up = rows[_FARM + r - 1] if r else 0
        down = rows[_FARM + r + 1] if r < _LAST else 0
        left = (m << 1) & FULL
        right = m >> 1
        two = (up & down) | ((up | down) & (left | right)) | (left & right)
        n += keep(r, rows[_WATER + r] & two)
    return 4 * n

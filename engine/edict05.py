"""The Golden Granary (card 5): 1 star per water next to ruins, 3 per farm on ruins."""
from . import const
from .scoring_base import rows
from .scoring_rows import keep, near
from .terrain import FARM, WATER

_SIZE = const(11)
_FARM = FARM * _SIZE  # the farm masks' offset in ``rows``


def score(grid):
    n = 0
    for r in range(_SIZE):
        n += keep(r, rows[_FARM + r] & grid.ruins[r])
    return near(WATER, 1, grid.ruins, 0) + 3 * n

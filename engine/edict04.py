"""Canal Lake (card 4): 1 star per water space next to a farm, per farm next to water."""
from . import const
from .scoring_base import rows
from .scoring_rows import near
from .terrain import FARM, WATER

_SIZE = const(11)
_FARM = FARM * _SIZE  # the farm masks' offset in ``rows``
_WATER = WATER * _SIZE  # the water masks' offset in ``rows``


def score(grid):
    return near(WATER, 1, rows, _FARM) + near(FARM, 1, rows, _WATER)

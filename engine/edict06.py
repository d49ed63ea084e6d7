"""Mages Valley (card 6): 2 stars per water space, 1 per farm, next to a mountain."""
from . import const
from .scoring_base import rows
from .scoring_rows import near
from .terrain import FARM, MOUNTAIN, WATER

_SIZE = const(11)
_MOUNTAIN = MOUNTAIN * _SIZE  # the mountain masks' offset in ``rows``


def score(grid):
    return near(WATER, 2, rows, _MOUNTAIN) + near(FARM, 1, rows, _MOUNTAIN)

"""Heart of the Forest (card 18): 2 stars per forest space with forest or the edge on all sides."""
from . import const
from .scoring_base import rows
from .scoring_rows import enclosed_stars
from .terrain import FOREST

_SIZE = const(11)
_FOREST = FOREST * _SIZE  # the forest masks' offset in ``rows``


def score(grid):
    return enclosed_stars(FOREST, 2, rows, _FOREST)

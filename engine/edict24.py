"""Traylo Monastery (card 24): 7 stars per village cluster holding a 1x4 or 4x1 line."""
from . import const
from .scoring_base import count, each, label_clusters, rows
from .scoring_clusters import count_at
from .terrain import VILLAGE

_SIZE = const(11)
_ANY = const(255)  # no upper bound for ``each``
_VILLAGE = VILLAGE * _SIZE  # the village masks' offset in ``rows``


def score(grid):
    label_clusters(1 << VILLAGE)
    for r in range(_SIZE):
        m = rows[_VILLAGE + r]
        starts = m & (m >> 1) & (m >> 2) & (m >> 3)  # a 1x4 from (r, c)
        if r < _SIZE - 3:
            starts |= (m & rows[_VILLAGE + r + 1] & rows[_VILLAGE + r + 2]
                       & rows[_VILLAGE + r + 3])  # a 4x1 from (r, c)
        count_at(r, starts)
    return each(VILLAGE, 7, count, 1, _ANY, 0)

"""Gnomish Colony (card 26): 6 stars per village cluster holding a 2x2 square."""
from . import const
from .scoring_base import count, each, label_clusters, rows
from .scoring_clusters import count_at
from .terrain import VILLAGE

_SIZE = const(11)
_ANY = const(255)  # no upper bound for ``each``
_VILLAGE = VILLAGE * _SIZE  # the village masks' offset in ``rows``


def score(grid):
    label_clusters(1 << VILLAGE)
    for r in range(_SIZE - 1):
        m = rows[_VILLAGE + r] & rows[_VILLAGE + r + 1]
        count_at(r, m & (m >> 1))  # a 2x2 with its top-left at (r, c)
    return each(VILLAGE, 6, count, 1, _ANY, 0)

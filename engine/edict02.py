"""Greenbough (card 2): 1 star per row and per column holding a forest space."""
from . import const
from .scoring_base import FULL, bits, hl, rows
from .scoring_rows import mark_columns
from .terrain import FOREST

_SIZE = const(11)
_FOREST = FOREST * _SIZE  # the forest masks' offset in ``rows``


def score(grid):
    n = 0
    cols = 0
    for r in range(_SIZE):
        m = rows[_FOREST + r]
        cols |= m
        if m:
            hl[r] = FULL
            n += 1
    mark_columns(cols)
    return n + bits(cols)

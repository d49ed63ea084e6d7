"""Silos (card 29): 10 stars per complete odd-numbered column."""
from . import const
from .scoring_base import bits
from .scoring_rows import full_columns, mark_columns

_ODD_COLUMNS = const(0x555)  # 1st, 3rd, ... 11th column: indices 0, 2, ... 10


def score(grid):
    cols = full_columns(grid) & _ODD_COLUMNS
    mark_columns(cols)
    return 10 * bits(cols)

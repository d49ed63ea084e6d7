"""The Broken Road (card 13): 3 stars per complete diagonal from the left edge to the bottom."""
from . import const
from .scoring_base import hl

_SIZE = const(11)


def score(grid):
    n = 0
    for top in range(_SIZE):  # the diagonal from (top, 0) to (10, 10 - top)
        j = 0
        while top + j < _SIZE and (grid.filled[top + j] >> j) & 1:
            j += 1
        if top + j == _SIZE:
            n += 1
            for j in range(_SIZE - top):
                hl[top + j] |= 1 << j
    return 3 * n

"""Lost Barony (card 14): 3 stars per space along one side of the largest filled square."""
from . import const
from .scoring_base import FULL, hl

_SIZE = const(11)


def score(grid):
    filled = grid.filled
    side = 0
    for k in range(1, _SIZE + 1):  # squares nest: stop at the first size missing
        found = -1
        for top in range(_SIZE + 1 - k):
            across = FULL
            for j in range(k):
                across &= filled[top + j]
            starts = across
            for j in range(1, k):
                starts &= across >> j
            if starts:
                found = top
                break
        if found < 0:
            break
        side = k
        at_top = found
        at_col = starts & -starts
    for r in range(side):
        hl[at_top + r] = at_col * ((1 << side) - 1)
    return 3 * side

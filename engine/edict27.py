"""Caravansary (card 27): a chosen village cluster: 1 star per row and column it reaches."""
from . import const
from . import scoring_base as base
from .scoring_base import FULL, best, count, hl, label, label_clusters, stamp, terrain
from .terrain import VILLAGE

_SIZE = const(11)
_CELLS = const(121)


def score(grid):
    label_clusters(1 << VILLAGE)
    stamp[:] = count  # all 0 after labelling
    for line in range(2 * _SIZE):  # rows 0-10, then columns 0-10
        for k in range(_SIZE):
            i = line * _SIZE + k if line < _SIZE else k * _SIZE + line - _SIZE
            if terrain[i] == VILLAGE and stamp[label[i]] != line + 1:
                stamp[label[i]] = line + 1  # count each line once per cluster
                count[label[i]] += 1
    n = best(VILLAGE, count, 0)
    if n and base.marking:
        cols = 0
        for i in range(_CELLS):
            if label[i] == n:
                hl[i // _SIZE] = FULL
                cols |= 1 << (i % _SIZE)
        for r in range(_SIZE):
            hl[r] |= cols
    return count[n]

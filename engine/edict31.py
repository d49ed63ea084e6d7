"""Starlit Sigil (card 31): 4 stars per enclosed cluster of exactly three empty spaces."""
from . import const
from . import scoring_base as base
from .scoring_base import FULL, bits, each, label_clusters, rows, size
from .terrain import EMPTY

_SIZE = const(11)
_ones = [0] * _SIZE  # per row: the empty spaces with one empty neighbour


def score(grid):
    if base.marking:
        label_clusters(1 << EMPTY)
        return each(EMPTY, 4, size, 3, 3, 0)
    # Without marks: count the empty clusters of exactly 3 spaces by their
    # middle space, the one with two empty neighbours that each have only
    # it (rows 0-10 of ``rows`` are the empty spaces): a small fraction of
    # the cost of labelling the clusters.
    one = _ones
    for r in range(_SIZE):
        one[r] = _degrees(r, 0)
    n = 0
    for r in range(_SIZE):
        e = rows[r]
        busy = e & ~one[r]  # empty with other than one empty neighbour
        m = _degrees(r, 1) & ~((busy << 1) | (busy >> 1))
        if r:
            m &= ~(rows[r - 1] & ~one[r - 1])
        if r < _SIZE - 1:
            m &= ~(rows[r + 1] & ~one[r + 1])
        n += bits(m)
    return 4 * n


def _degrees(r, two):
    """Empty spaces of row ``r`` with exactly one empty neighbour, or with
    exactly two when ``two``."""
    e = rows[r]
    a = rows[r - 1] if r else 0
    b = rows[r + 1] if r < _SIZE - 1 else 0
    c = (e << 1) & FULL
    d = e >> 1
    x = a ^ b
    y = c ^ d
    pairs = (a & b) | (c & d) | (x & y)  # at least two
    if two:
        return e & pairs & ~(x ^ y) & ~(a & b & c & d)
    return e & (x ^ y) & ~pairs

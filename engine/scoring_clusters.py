"""Scoring cards about clusters (connected spaces of one code)."""
# Each card labels the grid loaded by ``scoring_base.prepare``, reduces every
# cluster to a number (its size, or a tally in ``count``), and scores the
# clusters through ``each`` or ``best``. It returns its stars and leaves the
# clusters it scored in ``pick`` and any single spaces it scored in ``hl``.
# Cards label only the codes they need. Cluster 0 (label of every other
# space) has size 0 and count 0 and is never picked, so a card whose ``best``
# finds nothing scores 0 without a special case.
from . import const
from . import scoring_base as base
from .grid import BIT37
from .scoring_base import (
    EDGE,
    FULL,
    NEIGHBOURS,
    adjacent,
    best,
    bits,
    count,
    count_touching,
    each,
    hl,
    kind,
    label,
    label_clusters,
    mark,
    pick,
    rows,
    size,
    stamp,
    terrain,
    touch,
)
from .terrain import EMPTY, FARM, FOREST, MOUNTAIN, TYPE_MASK, VILLAGE, WATER

_SIZE = const(11)
_CELLS = const(121)
_ANY = const(255)  # no upper bound for ``each``
_cols = [0] * _SIZE  # scratch row or column masks

_VILLAGE = VILLAGE * _SIZE  # offsets of the village and mountain masks in ``rows``
_MOUNTAIN = MOUNTAIN * _SIZE

# Which codes a card labels, as ``label_clusters`` bitmasks.
_EMPTIES = 1 << EMPTY
_FORESTS = 1 << FOREST
_VILLAGES = 1 << VILLAGE
_FARMS = 1 << FARM
_WATERS = 1 << WATER


def _linked_mountains(t, stars, need):
    """``stars`` for each mountain sharing a side with a cluster of code
    ``t`` whose ``count`` is at least ``need``; marks both."""
    total = 0
    for r in range(_SIZE):
        m = rows[_MOUNTAIN + r] & adjacent(rows, t * _SIZE, r)
        while m:
            low = m & -m
            m ^= low
            i = 4 * (r * _SIZE + BIT37[low % 37])
            linked = 0
            for d in range(4):
                j = NEIGHBOURS[i + d]
                if terrain[j] == t and count[label[j]] >= need:
                    pick[label[j]] = 1
                    linked = 1
            if linked:
                hl[r] |= low
                total += stars
    return total


def _count_at(r, starts):
    """Count 1 for the cluster of each space of row ``r`` set in ``starts``."""
    while starts:
        low = starts & -starts
        starts ^= low
        count[label[r * _SIZE + BIT37[low % 37]]] = 1


def stoneside_forest(grid):
    label_clusters(_FORESTS)
    count_touching(MOUNTAIN, FOREST)
    return _linked_mountains(FOREST, 3, 2)


def shoreside_expanse(grid):
    label_clusters(_FARMS | _WATERS)
    return (each(FARM, 3, size, 1, _ANY, (1 << WATER) | EDGE)
            + each(WATER, 3, size, 1, _ANY, (1 << FARM) | EDGE))


def wildholds(grid):
    label_clusters(_VILLAGES)
    return each(VILLAGE, 8, size, 6, _ANY, 0)


def greengold_plains(grid):
    n = label_clusters(_VILLAGES)
    for k in range(1, n + 1):
        count[k] = bits(touch[k] & TYPE_MASK)
    return each(VILLAGE, 3, count, 3, _ANY, 0)


def great_city(grid):
    label_clusters(_VILLAGES)
    n = best(VILLAGE, size, 1 << MOUNTAIN)
    return size[n]


def shieldgate(grid):
    label_clusters(_VILLAGES)
    first = second = 0
    first_n = second_n = 0
    for n in range(1, base.clusters + 1):
        if kind[n] != VILLAGE:
            continue
        s = size[n]
        if s > first:
            second, second_n = first, first_n
            first, first_n = s, n
        elif s > second:  # a tie for largest makes the later cluster second
            second, second_n = s, n
    if second_n:
        pick[second_n] = 1
    return 2 * second


def deepwood(grid):
    label_clusters(_FORESTS)
    return each(FOREST, 6, size, 5, _ANY, 1 << VILLAGE)


def craylund(grid):
    label_clusters(_FARMS)
    count_touching(WATER, FARM)
    return each(FARM, 7, count, 3, _ANY, 0)


def clawsgrave_peaks(grid):
    label_clusters(_WATERS)
    count_touching(FARM, WATER)
    return _linked_mountains(WATER, 5, 1)


def traylo_monastery(grid):
    label_clusters(_VILLAGES)
    for r in range(_SIZE):
        m = rows[_VILLAGE + r]
        starts = m & (m >> 1) & (m >> 2) & (m >> 3)  # a 1x4 from (r, c)
        if r < _SIZE - 3:
            starts |= (m & rows[_VILLAGE + r + 1] & rows[_VILLAGE + r + 2]
                       & rows[_VILLAGE + r + 3])  # a 4x1 from (r, c)
        _count_at(r, starts)
    return each(VILLAGE, 7, count, 1, _ANY, 0)


def outer_enclave(grid):
    label_clusters(_VILLAGES)
    count_touching(EMPTY, VILLAGE)
    n = best(VILLAGE, count, 0)
    if n and base.marking:
        for i in range(_CELLS):
            if terrain[i] == EMPTY:
                for d in range(4):
                    j = NEIGHBOURS[4 * i + d]
                    if label[j] == n:  # off the map: label 0
                        mark(i)
    return count[n]


def gnomish_colony(grid):
    label_clusters(_VILLAGES)
    for r in range(_SIZE - 1):
        m = rows[_VILLAGE + r] & rows[_VILLAGE + r + 1]
        _count_at(r, m & (m >> 1))  # a 2x2 with its top-left at (r, c)
    return each(VILLAGE, 6, count, 1, _ANY, 0)


def caravansary(grid):
    label_clusters(_VILLAGES)
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


def starlit_sigil(grid):
    if base.marking:
        label_clusters(_EMPTIES)
        return each(EMPTY, 4, size, 3, 3, 0)
    # Without marks: count the empty clusters of exactly 3 spaces by their
    # middle space, the one with two empty neighbours that each have only
    # it (rows 0-10 of ``rows`` are the empty spaces): a small fraction of
    # the cost of labelling the clusters.
    one = _cols
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

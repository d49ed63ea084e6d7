"""Scoring cards about clusters (connected spaces of one code).

Each card labels the grid loaded by ``scoring_base.prepare`` once, returns
its stars, and leaves the clusters it scored in ``pick`` and any single
spaces it scored in ``hl``.
"""
from array import array

from . import scoring_base as base
from .scoring_base import (terrain, rows, label, kind, size, touch, count,
                           pick, hl, NEIGHBOURS, EDGE, FULL, bits, mark,
                           label_clusters, count_touching, best_cluster)
from .terrain import EMPTY, FOREST, VILLAGE, FARM, WATER, MOUNTAIN, TYPE_MASK

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka's shim
    def const(x):
        return x

_SIZE = const(11)
_CELLS = const(121)
_OFF = const(255)

_VILLAGE = VILLAGE * _SIZE  # offset of the village masks in ``rows``

# Rows and columns each cluster spans (Caravansary).
_span_rows = array("H", [0] * (_CELLS + 1))
_span_cols = array("H", [0] * (_CELLS + 1))


def _each(t, stars, test):
    """``stars`` for each cluster of code ``t`` passing ``test(n)``."""
    total = 0
    for n in range(1, base.clusters + 1):
        if kind[n] == t and test(n):
            pick[n] = 1
            total += stars
    return total


def _linked_mountains(t, stars, test):
    """``stars`` for each mountain sharing a side with a cluster of code
    ``t`` that passes ``test(n)``; marks the mountains and those clusters."""
    total = 0
    for i in range(_CELLS):
        if terrain[i] != MOUNTAIN:
            continue
        linked = 0
        for d in range(4):
            j = NEIGHBOURS[4 * i + d]
            if j != _OFF and terrain[j] == t and test(label[j]):
                pick[label[j]] = 1
                linked = 1
        if linked:
            mark(i)
            total += stars
    return total


def _pick_at(r, starts):
    """Pick the cluster of each space of row ``r`` set in ``starts``."""
    for c in range(_SIZE):
        if (starts >> c) & 1:
            pick[label[r * _SIZE + c]] = 1


def _picked(stars):
    n = 0
    for k in range(1, base.clusters + 1):
        n += pick[k]
    return stars * n


def _two_mountains(n):
    return count[n] >= 2


def _borders_farm(n):
    return touch[n] & (1 << FARM)


def _inland_farm(n):
    return not touch[n] & ((1 << WATER) | EDGE)


def _inland_water(n):
    return not touch[n] & ((1 << FARM) | EDGE)


def _six_or_more(n):
    return size[n] >= 6


def _size_off_mountains(n):
    return 0 if touch[n] & (1 << MOUNTAIN) else size[n]


def _three_types(n):
    return bits(touch[n] & TYPE_MASK) >= 3


def _deep(n):
    return size[n] >= 5 and not touch[n] & (1 << VILLAGE)


def _three_waters(n):
    return count[n] >= 3


def _count_of(n):
    return count[n]


def _span_of(n):
    return bits(_span_rows[n]) + bits(_span_cols[n])


def _three_spaces(n):
    return size[n] == 3


def stoneside_forest(grid):
    label_clusters()
    count_touching(MOUNTAIN, FOREST)
    return _linked_mountains(FOREST, 3, _two_mountains)


def shoreside_expanse(grid):
    label_clusters()
    return _each(FARM, 3, _inland_farm) + _each(WATER, 3, _inland_water)


def wildholds(grid):
    label_clusters()
    return _each(VILLAGE, 8, _six_or_more)


def greengold_plains(grid):
    label_clusters()
    return _each(VILLAGE, 3, _three_types)


def great_city(grid):
    label_clusters()
    best, stars = best_cluster(VILLAGE, _size_off_mountains)
    if best:
        pick[best] = 1
    return stars


def shieldgate(grid):
    label_clusters()
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
    label_clusters()
    return _each(FOREST, 6, _deep)


def craylund(grid):
    label_clusters()
    count_touching(WATER, FARM)
    return _each(FARM, 7, _three_waters)


def clawsgrave_peaks(grid):
    label_clusters()
    return _linked_mountains(WATER, 5, _borders_farm)


def traylo_monastery(grid):
    label_clusters()
    for r in range(_SIZE):
        m = rows[_VILLAGE + r]
        starts = m & (m >> 1) & (m >> 2) & (m >> 3)  # a 1x4 from (r, c)
        if r < _SIZE - 3:
            starts |= (m & rows[_VILLAGE + r + 1] & rows[_VILLAGE + r + 2]
                       & rows[_VILLAGE + r + 3])  # a 4x1 from (r, c)
        _pick_at(r, starts)
    return _picked(7)


def outer_enclave(grid):
    label_clusters()
    count_touching(EMPTY, VILLAGE)
    best, stars = best_cluster(VILLAGE, _count_of)
    if best:
        pick[best] = 1
        for i in range(_CELLS):
            if terrain[i] == EMPTY:
                for d in range(4):
                    j = NEIGHBOURS[4 * i + d]
                    if j != _OFF and label[j] == best:
                        mark(i)
    return stars


def gnomish_colony(grid):
    label_clusters()
    for r in range(_SIZE - 1):
        m = rows[_VILLAGE + r] & rows[_VILLAGE + r + 1]
        _pick_at(r, m & (m >> 1))  # a 2x2 with its top-left at (r, c)
    return _picked(6)


def caravansary(grid):
    label_clusters()
    for n in range(1, base.clusters + 1):
        _span_rows[n] = 0
        _span_cols[n] = 0
    for i in range(_CELLS):
        if terrain[i] == VILLAGE:
            n = label[i]
            _span_rows[n] |= 1 << (i // _SIZE)
            _span_cols[n] |= 1 << (i % _SIZE)
    best, stars = best_cluster(VILLAGE, _span_of)
    if best:
        for r in range(_SIZE):
            hl[r] = FULL if (_span_rows[best] >> r) & 1 else _span_cols[best]
    return stars


def starlit_sigil(grid):
    label_clusters()
    return _each(EMPTY, 4, _three_spaces)

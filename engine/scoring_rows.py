"""Scoring cards computed from row bitmasks (bit c = column c)."""
# Each card takes the grid already loaded by ``scoring_base.prepare``, returns
# its stars and leaves the spaces it scored in ``scoring_base.hl``.
from . import const
from .scoring_base import FULL, adjacent, bits, enclosed, hl, rows
from .terrain import EMPTY, FARM, FOREST, MONSTER, MOUNTAIN, TYPE_MASK, WATER

_SIZE = const(11)
_LAST = const(10)
_SIDES = const(0x401)  # columns 0 and 10
_ODD_COLUMNS = const(0x555)  # 1st, 3rd, ... 11th column: indices 0, 2, ... 10

_FOREST = FOREST * _SIZE  # offsets of each terrain's masks in ``rows``
_FARM = FARM * _SIZE
_WATER = WATER * _SIZE
_MOUNTAIN = MOUNTAIN * _SIZE


def _keep(r, m):
    """Highlight mask ``m`` in row ``r``; return how many spaces it holds."""
    hl[r] |= m
    return bits(m)


def _columns(cols):
    """Highlight every space of the columns set in ``cols``."""
    for r in range(_SIZE):
        hl[r] |= cols


def _full_columns(grid):
    cols = FULL
    for r in range(_SIZE):
        cols &= grid.filled[r]
    return cols


def _near(t, stars, src, o):
    """``stars`` per space of code ``t`` sharing a side with a space set in
    the row masks ``src[o]..src[o + 10]``."""
    n = 0
    for r in range(_SIZE):
        m = rows[t * _SIZE + r]
        if m:
            m &= adjacent(src, o, r)
            if m:
                hl[r] |= m
                n += bits(m)
    return stars * n


def _enclosed(t, stars, wall, w):
    """``stars`` per space of code ``t`` whose four sides are each the edge
    or a space set in the row masks ``wall[w]..wall[w + 10]``."""
    n = 0
    for r in range(_SIZE):
        n += _keep(r, enclosed(t, wall, w, r))
    return stars * n


def _complete(grid, stars, t):
    """``stars`` per complete row and complete column; with ``t`` >= 0,
    only those that hold a space of code ``t``."""
    n = 0
    need = 0
    for r in range(_SIZE):
        m = rows[t * _SIZE + r] if t >= 0 else FULL
        need |= m
        if m and grid.filled[r] == FULL:
            hl[r] = FULL
            n += 1
    cols = _full_columns(grid) & need
    _columns(cols)
    return stars * (n + bits(cols))


def monster_penalty(grid):
    return _near(EMPTY, 1, rows, MONSTER * _SIZE)


def sentinel_wood(grid):
    n = 0
    for r in range(_SIZE):
        m = rows[_FOREST + r]
        n += _keep(r, m if r in (0, _LAST) else m & _SIDES)
    return n


def treetower(grid):
    return _enclosed(FOREST, 1, grid.filled, 0)


def greenbough(grid):
    n = 0
    cols = 0
    for r in range(_SIZE):
        m = rows[_FOREST + r]
        cols |= m
        if m:
            hl[r] = FULL
            n += 1
    _columns(cols)
    return n + bits(cols)


def canal_lake(grid):
    return _near(WATER, 1, rows, _FARM) + _near(FARM, 1, rows, _WATER)


def golden_granary(grid):
    n = 0
    for r in range(_SIZE):
        n += _keep(r, rows[_FARM + r] & grid.ruins[r])
    return _near(WATER, 1, grid.ruins, 0) + 3 * n


def mages_valley(grid):
    return _near(WATER, 2, rows, _MOUNTAIN) + _near(FARM, 1, rows, _MOUNTAIN)


def borderlands(grid):
    return _complete(grid, 6, -1)


def broken_road(grid):
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


def lost_barony(grid):
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


def cauldrons(grid):
    return _enclosed(EMPTY, 1, grid.filled, 0)


def faunlost_thicket(grid):
    best = 0
    for c in range(_SIZE):
        run = 0
        for r in range(_SIZE):
            if (rows[_FOREST + r] >> c) & 1:
                run += 1
                if run > best:
                    best = run
                    end_r = r
                    end_c = c
            else:
                run = 0
    for r in range(best):
        hl[end_r - r] = 1 << end_c
    return 2 * best


def heart_of_the_forest(grid):
    return _enclosed(FOREST, 2, rows, _FOREST)


def sleepy_valley(grid):
    n = 0
    for r in range(_SIZE):
        if bits(rows[_FOREST + r]) >= 3:
            hl[r] = FULL
            n += 1
    return 4 * n


def ulems_wallow(grid):
    n = 0
    for r in range(_SIZE):
        m = rows[_FARM + r]
        up = rows[_FARM + r - 1] if r else 0
        down = rows[_FARM + r + 1] if r < _LAST else 0
        left = (m << 1) & FULL
        right = m >> 1
        two = (up & down) | ((up | down) & (left | right)) | (left & right)
        n += _keep(r, rows[_WATER + r] & two)
    return 4 * n


def jorekburg(grid):
    cols = 0
    for c in range(_SIZE):
        farms = 0
        waters = 0
        for r in range(_SIZE):
            farms += (rows[_FARM + r] >> c) & 1
            waters += (rows[_WATER + r] >> c) & 1
        if farms and farms == waters:
            cols |= 1 << c
    _columns(cols)
    return 4 * bits(cols)

def dwarvenholds(grid):
    return _complete(grid, 7, MOUNTAIN)


def silos(grid):
    cols = _full_columns(grid) & _ODD_COLUMNS
    _columns(cols)
    return 10 * bits(cols)


def banded_hills(grid):
    n = 0
    for r in range(_SIZE):
        types = 0
        for t in range(10):
            if (TYPE_MASK >> t) & 1 and rows[t * _SIZE + r]:
                types += 1
        if types >= 5:
            hl[r] = FULL
            n += 1
    return 4 * n

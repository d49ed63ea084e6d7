"""Helpers of the scoring cards that count row bitmasks, and the monster penalty."""
# A card (``engine.edictNN``) takes the grid already loaded by
# ``scoring_base.prepare``, returns its stars and leaves the spaces it scored
# in ``scoring_base.hl`` (one row mask each, bit c = column c).
from . import const
from .scoring_base import FULL, adjacent, bits, enclosed, hl, rows
from .terrain import EMPTY, MONSTER

_SIZE = const(11)


def keep(r, m):
    """Highlight mask ``m`` in row ``r``; return how many spaces it holds."""
    hl[r] |= m
    return bits(m)


def mark_columns(cols):
    """Highlight every space of the columns set in ``cols``."""
    for r in range(_SIZE):
        hl[r] |= cols


def full_columns(grid):
    """Mask of the columns of ``grid`` whose every space is filled."""
    cols = FULL
    for r in range(_SIZE):
        cols &= grid.filled[r]
    return cols


def near(t, stars, src, o):
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


def enclosed_stars(t, stars, wall, w):
    """``stars`` per space of code ``t`` whose four sides are each the edge
    or a space set in the row masks ``wall[w]..wall[w + 10]``."""
    n = 0
    for r in range(_SIZE):
        n += keep(r, enclosed(t, wall, w, r))
    return stars * n


def complete_lines(grid, stars, t):
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
    cols = full_columns(grid) & need
    mark_columns(cols)
    return stars * (n + bits(cols))


def monster_penalty(grid):
    """Empty spaces sharing a side with a monster (empty ruins included)."""
    return near(EMPTY, 1, rows, MONSTER * _SIZE)

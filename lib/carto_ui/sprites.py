"""Draws the map's sprite sheet (see ``theme`` for its tile layout)."""
# Only needed while the sheet is drawn, once at start-up: the app draws it
# with ``sheet``, which keeps it in ``theme``, and on a board this module is
# forgotten after that (``carto_ui.unload``). Pixels
# are written by linear index (``y * width + x``), which allocates nothing,
# where an ``(x, y)`` index would allocate a tuple per pixel.
import displayio

from carto_ui import theme
from carto_ui.theme import (
    COLOURS,
    DESTROYED,
    FARM,
    FOREST,
    GHOST,
    GHOST_BAD,
    GHOST_EDGE,
    GHOST_MARK,
    HERO,
    INK,
    LINE,
    LIT,
    LIT_EDGE,
    MARK,
    MONSTER,
    MOUNTAIN,
    PAPER,
    RUINS,
    TILES,
    VILLAGE,
    WASTE,
    WATER,
    palette,
)


def _put(bmp, x, y, v):
    bmp[y * bmp.width + x] = v


def _fill(bmp, x0, y0, w, h, v):
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            _put(bmp, x, y, v)


def _frame(bmp, x0, y0, w, h, v, thick=1):
    for k in range(thick):
        for x in range(x0 + k, x0 + w - k):
            _put(bmp, x, y0 + k, v)
            _put(bmp, x, y0 + h - 1 - k, v)
        for y in range(y0 + k, y0 + h - k):
            _put(bmp, x0 + k, y, v)
            _put(bmp, x0 + w - 1 - k, y, v)


def _glyph(bmp, x0, n, t):
    """Details that tell terrains apart without colour. ``n``: inner size."""
    mid = n // 2
    if t == MOUNTAIN:
        for y in range(mid, n - 1):
            half = y - mid + 1
            for x in range(mid - half, mid + half + 1):
                if 0 <= x < n:
                    _put(bmp, x0 + x, y, INK)
    elif t == WASTE:
        for i in range(0, n, 3):
            for j in range(n):
                if (i + j) < n:
                    _put(bmp, x0 + i + j, j, INK)
    elif t == DESTROYED:
        for i in range(1, n - 1):
            _put(bmp, x0 + i, i, LINE)
            _put(bmp, x0 + n - 1 - i, i, LINE)
    elif t == MONSTER:
        q = max(n // 4, 1)
        _put(bmp, x0 + q, q + 1, INK)
        _put(bmp, x0 + n - 1 - q, q + 1, INK)
        for x in range(q, n - q):
            _put(bmp, x0 + x, n - 1 - q, INK)
    elif t == HERO:
        for x in range(1, n - 1):
            _put(bmp, x0 + x, mid, INK)
        for y in range(1, n - 1):
            _put(bmp, x0 + mid, y, INK)
    elif t == FOREST:
        for y in range(1, n - 1):
            _put(bmp, x0 + mid, y, INK)
        for x in range(mid - 1, mid + 2):
            _put(bmp, x0 + x, 2, INK)
    elif t == VILLAGE:
        _frame(bmp, x0 + n // 4, n // 3, n - 2 * (n // 4), n - n // 3 - 1, INK)
    elif t == FARM:
        for y in range(2, n - 1, 3):
            for x in range(1, n - 1):
                _put(bmp, x0 + x, y, INK)
    elif t == WATER:
        for y in range(2, n - 1, 3):
            for x in range(1, n - 1):
                if (x + y) % 4 < 2:
                    _put(bmp, x0 + x, y, PAPER)


def _ruins_marker(bmp, x0, n):
    # Corner brackets: visible around whatever terrain is drawn on ruins.
    # One call per corner pixel, not a loop over (x, y) tuples: those would
    # be allocated afresh for every pixel.
    k = max(n // 3, 2)
    e = n - 1
    for i in range(k):
        _bracket(bmp, x0, n, i, 0)
        _bracket(bmp, x0, n, 0, i)
        _bracket(bmp, x0, n, e - i, 0)
        _bracket(bmp, x0, n, e, i)
        _bracket(bmp, x0, n, i, e)
        _bracket(bmp, x0, n, 0, e - i)
        _bracket(bmp, x0, n, e - i, e)
        _bracket(bmp, x0, n, e, e - i)


def _bracket(bmp, x0, n, x, y):
    _put(bmp, x0 + x, y, RUINS)
    if n > 12:  # thicker brackets on big tiles
        e = n - 1
        _put(bmp, x0 + min(max(x, 1), e - 1), min(max(y, 1), e - 1), RUINS)


def _attack_marker(bmp, x0, n):
    for i in range(n):
        _put(bmp, x0 + i, i, MARK)
        _put(bmp, x0 + n - 1 - i, i, MARK)


def _tile(bmp, index, size, t):
    """Draw a plain terrain tile with its grid line (right and bottom)."""
    x0 = index * size
    n = size - 1
    _fill(bmp, x0, 0, size, size, LINE)
    _fill(bmp, x0, 0, n, n, t)
    _glyph(bmp, x0, n, t)
    return x0, n


class Sheet:
    """The map sprite sheet: ``bitmap`` (one row of ``TILES`` tiles of
    ``size`` px) and its ``palette``."""

    def __init__(self, size):
        self.size = size
        self.palette = palette()
        bmp = displayio.Bitmap(size * TILES, size, len(COLOURS))
        self.bitmap = bmp
        for t in range(10):
            _tile(bmp, t, size, t)
            x0, n = _tile(bmp, 10 + t, size, t)
            _ruins_marker(bmp, x0, n)
            x0, n = _tile(bmp, 20 + t, size, t)
            _attack_marker(bmp, x0, n)
            x0, n = _tile(bmp, 30 + t, size, t)
            _ruins_marker(bmp, x0, n)
            _attack_marker(bmp, x0, n)
            x0, n = _tile(bmp, GHOST + t, size, t)
            _frame(bmp, x0, 0, n, n, GHOST_EDGE, 2 if n > 12 else 1)
            x0, n = _tile(bmp, GHOST_BAD + t, size, t)
            for y in range(n):
                for x in range(n):
                    if (x + y) % 3 == 0:
                        _put(bmp, x0 + x, y, INK)
            _frame(bmp, x0, 0, n, n, MARK)
            x0, n = _tile(bmp, LIT + t, size, t)
            _frame(bmp, x0, 0, n, n, LIT_EDGE, 2 if n > 12 else 1)
        x0, n = _tile(bmp, GHOST_MARK, size, PAPER)
        _attack_marker(bmp, x0, n)
        _frame(bmp, x0, 0, n, n, MARK)


def sheet(size):
    """The map's sprite sheet for ``size``-px tiles, drawn and kept in
    ``theme`` unless it was already."""
    drawn = theme.sheet(size)
    if drawn is None:
        drawn = Sheet(size)
        theme.keep_sheet(drawn)
    return drawn

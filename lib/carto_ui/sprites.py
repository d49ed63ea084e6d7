"""Draws the map's sprite sheet (see ``theme`` for its tile layout)."""
# Only needed while the sheet is drawn, once at start-up: the app draws it
# with ``sheet``, which keeps it in ``theme``, and on a board this module is
# forgotten after that (``carto_ui.unload``).
# Every run of pixels is one ``bitmaptools`` call (native on a board, and in
# Blinka's displayio): the ten terrain tiles are drawn, and every variant is
# a ``blit`` of its terrain tile plus its marks. Drawn pixel by pixel in
# Python the sheet would take most of the start-up's instruction budget
# (docs/memory.md, "Budgets"); this way it takes a small share.
import bitmaptools
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


def _fill(bmp, x0, y0, w, h, v):
    bitmaptools.fill_region(bmp, x0, y0, x0 + w, y0 + h, v)


def _frame(bmp, x0, y0, w, h, v, thick=1):
    for k in range(thick):
        _fill(bmp, x0 + k, y0 + k, w - 2 * k, 1, v)
        _fill(bmp, x0 + k, y0 + h - 1 - k, w - 2 * k, 1, v)
        _fill(bmp, x0 + k, y0 + k, 1, h - 2 * k, v)
        _fill(bmp, x0 + w - 1 - k, y0 + k, 1, h - 2 * k, v)


def _glyph(bmp, x0, n, t):
    """Details that tell terrains apart without colour. ``n``: inner size."""
    mid = n // 2
    if t == MOUNTAIN:
        for y in range(mid, n - 1):
            half = y - mid + 1
            left = max(mid - half, 0)
            _fill(bmp, x0 + left, y, min(mid + half + 1, n) - left, 1, INK)
    elif t == WASTE:
        for i in range(0, n, 3):
            bitmaptools.draw_line(bmp, x0 + i, 0, x0 + n - 1, n - 1 - i, INK)
    elif t == DESTROYED:
        bitmaptools.draw_line(bmp, x0 + 1, 1, x0 + n - 2, n - 2, LINE)
        bitmaptools.draw_line(bmp, x0 + n - 2, 1, x0 + 1, n - 2, LINE)
    elif t == MONSTER:
        q = max(n // 4, 1)
        bmp[(q + 1) * bmp.width + x0 + q] = INK
        bmp[(q + 1) * bmp.width + x0 + n - 1 - q] = INK
        _fill(bmp, x0 + q, n - 1 - q, n - 2 * q, 1, INK)
    elif t == HERO:
        _fill(bmp, x0 + 1, mid, n - 2, 1, INK)
        _fill(bmp, x0 + mid, 1, 1, n - 2, INK)
    elif t == FOREST:
        _fill(bmp, x0 + mid, 1, 1, n - 2, INK)
        _fill(bmp, x0 + mid - 1, 2, 3, 1, INK)
    elif t == VILLAGE:
        _frame(bmp, x0 + n // 4, n // 3, n - 2 * (n // 4), n - n // 3 - 1, INK)
    elif t == FARM:
        for y in range(2, n - 1, 3):
            _fill(bmp, x0 + 1, y, n - 2, 1, INK)
    elif t == WATER:
        w = bmp.width
        for y in range(2, n - 1, 3):
            for x in range(1, n - 1):
                if (x + y) % 4 < 2:
                    bmp[y * w + x0 + x] = PAPER


def _ruins_marker(bmp, x0, n):
    # Corner brackets, visible around whatever terrain is drawn on ruins;
    # big tiles get a second bracket inside each, kept off the grid line.
    k = max(n // 3, 2)
    e = n - 1
    for inset in range(2 if n > 12 else 1):
        lo = inset
        hi = e - inset
        for corner in (0, e):
            start = max(lo, 0 if corner == 0 else e - k + 1)
            end = min(hi, k - 1 if corner == 0 else e)
            for other in (0, e):
                side = max(lo, min(other, hi))
                _fill(bmp, x0 + start, side, end - start + 1, 1, RUINS)
                _fill(bmp, x0 + side, start, 1, end - start + 1, RUINS)


def _attack_marker(bmp, x0, n, k=0):
    # A cross over the whole space, or one ``k`` px wide in its top-right
    # corner: a space drawn on after a hero's attack keeps the mark (a monster
    # drawn there later is destroyed), but a forest there must not look
    # destroyed.
    if k:
        x0 += n - k
        n = k
    bitmaptools.draw_line(bmp, x0, 0, x0 + n - 1, n - 1, MARK)
    bitmaptools.draw_line(bmp, x0 + n - 1, 0, x0, n - 1, MARK)


def _hatch(bmp, x0, n):
    # Every space with (x + y) % 3 == 0: the anti-diagonals x + y = s.
    e = n - 1
    for s in range(0, 2 * e + 1, 3):
        bitmaptools.draw_line(bmp, x0 + max(s - e, 0), min(s, e),
                              x0 + min(s, e), max(s - e, 0), INK)


def _tile(bmp, index, size, t):
    """Draw a plain terrain tile with its grid line (right and bottom)."""
    x0 = index * size
    n = size - 1
    _fill(bmp, x0, 0, size, size, LINE)
    _fill(bmp, x0, 0, n, n, t)
    _glyph(bmp, x0, n, t)
    return x0, n


def _copy(bmp, index, size, t):
    """Tile ``index`` as a copy of terrain tile ``t``."""
    x0 = index * size
    bitmaptools.blit(bmp, bmp, x0, 0, x1=t * size, y1=0, x2=(t + 1) * size, y2=size)
    return x0, size - 1


class Sheet:
    """The map sprite sheet: ``bitmap`` (one row of ``TILES`` tiles of
    ``size`` px) and its ``palette``."""

    def __init__(self, size):
        self.size = size
        self.palette = palette()
        bmp = displayio.Bitmap(size * TILES, size, len(COLOURS))
        self.bitmap = bmp
        thick = 2 if size > 13 else 1
        corner = max((size - 1) * 2 // 5, 4)  # a drawn space's attack mark
        for t in range(10):
            _tile(bmp, t, size, t)
        for t in range(10):
            k = 0 if t == PAPER or t == MONSTER else corner  # an empty space: all of it
            x0, n = _copy(bmp, 10 + t, size, t)
            _ruins_marker(bmp, x0, n)
            x0, n = _copy(bmp, 20 + t, size, t)
            _attack_marker(bmp, x0, n, k)
            x0, n = _copy(bmp, 30 + t, size, t)
            _ruins_marker(bmp, x0, n)
            _attack_marker(bmp, x0, n, k)
            x0, n = _copy(bmp, GHOST + t, size, t)
            _frame(bmp, x0, 0, n, n, GHOST_EDGE, thick)
            x0, n = _copy(bmp, GHOST_BAD + t, size, t)
            _hatch(bmp, x0, n)
            _frame(bmp, x0, 0, n, n, MARK)
            x0, n = _copy(bmp, LIT + t, size, t)
            _frame(bmp, x0, 0, n, n, LIT_EDGE, thick)
        x0, n = _copy(bmp, GHOST_MARK, size, PAPER)
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

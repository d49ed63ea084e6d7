"""Colours, layout metrics per screen size and the map's sprite sheet.

The sprite sheet is drawn procedurally at start-up (no image files), one
row of square tiles whose size follows the screen: 11 px at 160x128,
16 px at 240x240. Tile index layout (see ``tile_for``):

- ``t + 10 * v`` for terrain code ``t`` (0-9) and variant ``v``: 0 plain,
  1 on a ruins space, 2 with a hero attack mark, 3 marked ruins;
- ``GHOST + t`` / ``GHOST_BAD + t``: the shape being placed, legal / illegal;
- ``LIT + t``: a space the viewed edict scores;
- ``GHOST_MARK``: where a hero being placed would attack.
"""
import displayio

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# Text and frame colours (0xRRGGBB), shared with the other screens.
BACKGROUND = const(0x202028)
TEXT = const(0xF0E8D0)
DIM = const(0x9090A0)
TITLE = const(0xF0C040)
HIGHLIGHT = const(0x5A4A20)
GOOD = const(0x60D060)
BAD = const(0xFF5040)

# Palette slots of the sprite sheet. Slots 1-9 are the terrain codes.
PAPER = const(0)  # empty space
FOREST = const(1)
VILLAGE = const(2)
FARM = const(3)
WATER = const(4)
MONSTER = const(5)
HERO = const(6)
MOUNTAIN = const(7)
WASTE = const(8)
DESTROYED = const(9)
LINE = const(10)  # grid lines
RUINS = const(11)
MARK = const(12)  # hero attack marks, illegal ghost hatching
GHOST_EDGE = const(13)
LIT_EDGE = const(14)
INK = const(15)  # glyph details on tiles

COLOURS = (
    0xE8DCB8,  # paper
    0x2E8B3A,  # forest
    0xC0504A,  # village
    0xE8C040,  # farm
    0x3C78D8,  # water
    0x8A3CB0,  # monster
    0xF08A24,  # hero
    0x8C7860,  # mountain
    0x5A5048,  # wasteland
    0x181818,  # destroyed
    0x9C9078,  # grid line
    0x6E4A1E,  # ruins marker
    0xFF2020,  # attack mark / illegal
    0xFFFFFF,  # ghost edge
    0xFFE000,  # edict highlight edge
    0x202020,  # ink
)

VARIANTS = const(40)
GHOST = const(40)
GHOST_BAD = const(50)
LIT = const(60)
GHOST_MARK = const(70)
TILES = const(71)

# Map layout of terrain codes to the colour used in small HUD pictures.
TERRAIN_COLOURS = COLOURS[:10]


class Metrics:
    """Where things go on a ``width`` x ``height`` screen.

    ``tile``: map tile size; ``map_x``/``map_y``: map origin; ``panel_x``,
    ``panel_w``: the HUD column right of the map; ``cols``: characters per
    HUD line; ``bottom_y``: first row under the map (== height when the map
    takes the full height); ``cell``: size of a card-picture cell."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.line = 12
        self.char = 6
        roomy = width >= 200 and height >= 200
        if roomy:
            tile = min(width - 64, height - 48) // 11
        else:
            tile = min(height, width - 38) // 11
        self.tile = max(tile, 5)
        self.map_size = self.tile * 11
        self.map_x = 0
        self.map_y = 0
        self.panel_x = self.map_size + 1
        self.panel_w = width - self.panel_x
        self.cols = self.panel_w // self.char
        self.bottom_y = self.map_size
        self.roomy = roomy
        self.cell = 4 if self.tile < 14 else 6
        # Characters on a full-width message line.
        self.wide_cols = width // self.char


_metrics = {}


def metrics(width, height):
    """The (cached) ``Metrics`` for a screen size."""
    key = (width, height)
    m = _metrics.get(key)
    if m is None:
        m = Metrics(width, height)
        _metrics[key] = m
    return m


_palette = []


def palette():
    """The 16-colour palette of the sprite sheet and the HUD pictures
    (one shared instance)."""
    if not _palette:
        pal = displayio.Palette(len(COLOURS))
        for i, rgb in enumerate(COLOURS):
            pal[i] = rgb
        _palette.append(pal)
    return _palette[0]


def _fill(bmp, x0, y0, w, h, v):
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            bmp[x, y] = v


def _frame(bmp, x0, y0, w, h, v, thick=1):
    for k in range(thick):
        for x in range(x0 + k, x0 + w - k):
            bmp[x, y0 + k] = v
            bmp[x, y0 + h - 1 - k] = v
        for y in range(y0 + k, y0 + h - k):
            bmp[x0 + k, y] = v
            bmp[x0 + w - 1 - k, y] = v


def _glyph(bmp, x0, n, t):
    """Details that tell terrains apart without colour. ``n``: inner size."""
    mid = n // 2
    if t == MOUNTAIN:
        for y in range(mid, n - 1):
            half = y - mid + 1
            for x in range(mid - half, mid + half + 1):
                if 0 <= x < n:
                    bmp[x0 + x, y] = INK
    elif t == WASTE:
        for i in range(0, n, 3):
            for j in range(n):
                if (i + j) < n:
                    bmp[x0 + i + j, j] = INK
    elif t == DESTROYED:
        for i in range(1, n - 1):
            bmp[x0 + i, i] = LINE
            bmp[x0 + n - 1 - i, i] = LINE
    elif t == MONSTER:
        q = max(n // 4, 1)
        bmp[x0 + q, q + 1] = INK
        bmp[x0 + n - 1 - q, q + 1] = INK
        for x in range(q, n - q):
            bmp[x0 + x, n - 1 - q] = INK
    elif t == HERO:
        for x in range(1, n - 1):
            bmp[x0 + x, mid] = INK
        for y in range(1, n - 1):
            bmp[x0 + mid, y] = INK
    elif t == FOREST:
        for y in range(1, n - 1):
            bmp[x0 + mid, y] = INK
        for x in range(mid - 1, mid + 2):
            bmp[x0 + x, 2] = INK
    elif t == VILLAGE:
        _frame(bmp, x0 + n // 4, n // 3, n - 2 * (n // 4), n - n // 3 - 1, INK)
    elif t == FARM:
        for y in range(2, n - 1, 3):
            for x in range(1, n - 1):
                bmp[x0 + x, y] = INK
    elif t == WATER:
        for y in range(2, n - 1, 3):
            for x in range(1, n - 1):
                if (x + y) % 4 < 2:
                    bmp[x0 + x, y] = PAPER


def _ruins_marker(bmp, x0, n):
    # Corner brackets: visible around whatever terrain is drawn on ruins.
    k = max(n // 3, 2)
    e = n - 1
    for i in range(k):
        for x, y in ((i, 0), (0, i), (e - i, 0), (e, i),
                     (i, e), (0, e - i), (e - i, e), (e, e - i)):
            bmp[x0 + x, y] = RUINS
            if n > 12:  # thicker brackets on big tiles
                bmp[x0 + min(max(x, 1), e - 1), min(max(y, 1), e - 1)] = RUINS


def _attack_marker(bmp, x0, n):
    for i in range(n):
        bmp[x0 + i, i] = MARK
        bmp[x0 + n - 1 - i, i] = MARK


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
                        bmp[x0 + x, y] = INK
            _frame(bmp, x0, 0, n, n, MARK)
            x0, n = _tile(bmp, LIT + t, size, t)
            _frame(bmp, x0, 0, n, n, LIT_EDGE, 2 if n > 12 else 1)
        x0, n = _tile(bmp, GHOST_MARK, size, PAPER)
        _attack_marker(bmp, x0, n)
        _frame(bmp, x0, 0, n, n, MARK)


_sheets = {}


def sheet(size):
    """The (cached) sprite sheet for tile size ``size``."""
    s = _sheets.get(size)
    if s is None:
        s = Sheet(size)
        _sheets[size] = s
    return s


def tile_for(terrain, ruins, marked):
    """Tile index of a map space."""
    return terrain + 10 * (ruins + 2 * marked)

"""Colours, layout metrics per screen size and the map's sprite sheet."""
# The sprite sheet is drawn procedurally at start-up by ``sprites`` (no image
# files) and kept here: one row of square tiles whose size follows the
# screen, 11 px at 160x128, 16 px at 240x240. Tile index layout (see ``tile_for``):
#
# - ``t + 10 * v`` for terrain code ``t`` (0-9) and variant ``v``: 0 plain,
#   1 on a ruins space, 2 with a hero attack mark, 3 marked ruins;
# - ``GHOST + t`` / ``GHOST_BAD + t``: the shape being placed, legal / illegal;
# - ``LIT + t``: a space the viewed edict scores;
# - ``GHOST_MARK``: where a hero being placed would attack.
import displayio
from micropython import const

# Text and frame colours (0xRRGGBB), shared with the other screens.
# What the display shows where no layer draws: screens over it need no
# background layer of their own.
BACKGROUND = const(0x000000)
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


_sheets = {}


def sheet(size):
    """The sprite sheet drawn for tile size ``size``: an object with
    ``size``, ``bitmap`` and ``palette``; None until ``sprites.sheet(size)``
    has drawn it."""
    return _sheets.get(size)


def keep_sheet(drawn):
    """Keep a drawn sprite sheet for ``sheet(drawn.size)``."""
    _sheets[drawn.size] = drawn


def tile_for(terrain, ruins, marked):
    """Tile index of a map space."""
    return terrain + 10 * (ruins + 2 * marked)

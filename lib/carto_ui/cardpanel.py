"""An explore card as it is revealed: a panel over the map with its name,
time, shapes, terrains and coin, shown until the next press."""
# The play screen builds one when the card's sentence is the news at hand and
# drops it with that sentence, so its bitmap is not held while a shape is
# aimed (the map's fullest moment).
import displayio
import vectorio
from bitmaptools import fill_region

from carto_ui import theme
from carto_ui.text import Label
from engine import cards
from engine.terrain import COUNT


def _rect(colour, width, height, x=0, y=0):
    palette = displayio.Palette(1)
    palette[0] = colour
    return vectorio.Rectangle(pixel_shader=palette, width=width, height=height, x=x, y=y)


class CardPanel:
    """The panel of explore card ``card`` across the screen, centred on the
    map that ``metrics`` places; ``group`` holds it."""

    def __init__(self, metrics, card):
        m = metrics
        name, time, terrains, shape_a, shape_b, coin_on_a = cards.explore(card)
        cell = m.tile // 2  # a shape's cell: half a map tile
        width = m.width - 6  # over the HUD too: "Woodland Crossroads" needs 19 columns
        picture_h = 4 * cell + 2
        height = 2 * m.line + picture_h + 8
        self.group = displayio.Group(x=m.map_x + 3, y=m.map_y + (m.map_size - height) // 2)
        self.group.append(_rect(theme.COLOURS[theme.GHOST_EDGE], width, height))
        self.group.append(_rect(theme.COLOURS[theme.INK], width - 2, height - 2, 1, 1))
        cols = (width - 6) // m.char
        self.name = Label(cols, theme.TITLE, x=3, y=3)
        self.name.text = name
        self.group.append(self.name)
        self.picture = displayio.Bitmap(width - 6, picture_h, len(theme.COLOURS))
        self.picture.fill(theme.INK)
        self.group.append(displayio.TileGrid(self.picture, pixel_shader=theme.palette(),
                                             x=3, y=4 + m.line))
        self.time = Label(cols, theme.DIM, x=3, y=height - m.line - 2)
        self.time.text = "time %d%s" % (time, "  $: left shape" if coin_on_a else "")
        self.group.append(self.time)
        kinds = [t for t in range(COUNT) if (terrains >> t) & 1]
        one = kinds[0] if len(kinds) == 1 else theme.PAPER
        x = 1
        for shape, coin in ((shape_a, coin_on_a), (shape_b, 0)):
            if shape:
                x = self._shape(shape, one, coin, x, cell) + 2 * cell
        if len(kinds) > 1:
            for t in kinds:  # the terrains to draw it in, one swatch each
                fill_region(self.picture, x, 1, x + cell + 1, cell + 2, t)
                x += cell + 3

    def _shape(self, shape, terrain, coin, x, cell):
        """Draw ``shape`` from ``x``; returns the x after it."""
        picture = self.picture
        right = x
        for i in range(16):
            if (shape >> i) & 1:
                left = x + (i & 3) * cell
                top = 1 + (i >> 2) * cell
                fill_region(picture, left, top, left + cell - 1, top + cell - 1, terrain)
                right = max(right, left + cell)
        if coin:  # a gold coin beside the shape's top row
            fill_region(picture, right + 1, 1, right + cell, cell, theme.LIT_EDGE)
            right += cell + 1
        return right

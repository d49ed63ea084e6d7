"""An explore card as it is revealed: a panel over the map until the next press."""
# It shows the card's shapes, terrains and coin (a gold disc beside the left
# shape), and on small screens its name, time and the coin's words. The play
# screen builds one when the card's sentence is the news at hand and drops it
# with that sentence. The shapes are drawn with the map's own tiles (a small
# TileGrid over the sprite sheet): a bitmap of its own would take heap that
# a game beside sound, lights and records has no room for. The TileGrid has
# a palette of its own in which the grid lines and
# the destroyed colour are the panel's ink: the blank tile (the destroyed one)
# then shows nothing and the shape's cells stand apart.
#
# No two of its parts overlap: displayio draws each new part's area on its
# own, so text or tiles over a box the size of the panel drew most of it
# twice. The name, the tiles and the time are opaque on the panel's ink and
# only as wide as what they show (a box's pixel costs the firmware less than
# a TileGrid's), and boxes fill what lies around and between them.
import displayio
import vectorio

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.lang import get
from carto_ui.text import Label
from engine import cards, shapes
from engine.terrain import COUNT, DESTROYED

_BLANK = DESTROYED  # all ink in the panel's palette


def _fill(group, palette, x, y, x2, y2):
    """A box from (``x``, ``y``) to (``x2``, ``y2``) (excluded) in ``group``
    unless it is empty."""
    if x2 > x and y2 > y:
        group.append(vectorio.Rectangle(pixel_shader=palette, width=x2 - x, height=y2 - y,
                                        x=x, y=y))


class CardPanel:
    """The panel of explore card ``card`` across the screen, over the map
    and ``hud`` (``carto_ui.hud.Hud``), below the HUD's season and time
    track; ``group`` holds it, put in ``parent`` (a group on the display)
    when given."""

    def __init__(self, hud, card, parent=None):
        m = hud.metrics
        explore = cards.explore(card)
        name, time, terrains, shape_a, shape_b, coin_on_a = explore
        # As small as what it shows (every pixel it covers is drawn twice, as
        # it comes and as it goes): its tile rows are its shapes' rows, and
        # its width, worked out once its parts are made, the widest part's;
        # up to the screen's width less 6 px ("Woodland Crossroads": 19
        # columns, over the HUD too).
        widest = m.width - 6
        rows = max(shapes.size(shape_a)[0], shapes.size(shape_b)[0])  # (0, 0): no shape
        # On roomy screens the lines under the map say the card's name and
        # time, big (``carto_ui.play``): the panel is its pictures alone.
        words = not m.roomy
        height = (2 * m.line if words else 0) + rows * m.tile + 8
        left = m.map_x + 3
        # CircuitPython's vectorio redraws where a shape was first placed as
        # well as where it is drawn, and a shape put in a group that is not
        # yet on the display is placed by no transform at all (around the
        # screen's corner): a box placed so redraws the screen from (0, 0)
        # to its far corner. So the group goes on the display first, never
        # moves, and the boxes are made where they are drawn. Text and tiles
        # are made from the panel's top and moved down with it before they
        # are first drawn.
        self.group = displayio.Group()
        if parent is not None:
            parent.append(self.group)
        cols = (widest - 6) // m.char
        ink = theme.COLOURS[theme.INK]
        self.name = None
        self.time = None
        if words:
            self.name = Label(min(len(name), cols), theme.TITLE, ink, x=left + 3, y=3)
            self.name.text = name
            self.group.append(self.name)
        coin = self._picture(m, explore, left, rows, words)
        if words:
            said = get(S.PANEL_TIME) % time + (get(S.PANEL_COIN) if coin_on_a else "")
            self.time = Label(min(len(said), cols), theme.DIM, ink, x=left + 3,
                              y=height - m.line - 2)
            self.time.text = said
            self.group.append(self.time)
        # Centred on the map it hid the HUD's season and time track, where
        # the card's time goes: below them where the screen has room.
        y = max(m.map_y + (m.map_size - height) // 2, min(hud.edicts[0].y, m.height - height))
        for i in range(len(self.group)):
            self.group[i].y += y
        self._frame(left, y, height, ink)
        self.coin = None
        if coin_on_a:
            half = m.tile // 2
            palette = displayio.Palette(1)
            palette[0] = theme.TITLE
            self.coin = vectorio.Circle(pixel_shader=palette, radius=half - 1,
                                        x=self.tiles.x + coin * m.tile + half,
                                        y=self.tiles.y + half)
            self.group.append(self.coin)

    def _picture(self, m, explore, left, rows, words):
        """The TileGrid (``tiles``) of the shapes and terrains of card data
        ``explore`` (``cards.explore``), ``rows`` high, from ``left``, under
        the name when it has ``words``; returns the coin's column."""
        _name, _time, terrains, shape_a, shape_b, coin_on_a = explore
        # Methods of their own rather than one long __init__: the module is
        # loaded again at every turn on the smallest boards, and each
        # function's code needs a hole its size in the heap a game has
        # fragmented by then.
        sheet = theme.sheet(m.tile)
        if sheet is None:  # not drawn by the app (a panel on its own, in tests)
            from carto_ui import sprites

            sheet = sprites.sheet(m.tile)
        inked = displayio.Palette(len(theme.COLOURS))
        for i in range(len(theme.COLOURS)):
            inked[i] = theme.COLOURS[i]
        inked[theme.LINE] = inked[DESTROYED] = theme.COLOURS[theme.INK]
        # The tile columns of the coin (beside the shape it comes with, as on
        # the card), of the second shape and of the terrains' swatches.
        kinds = [t for t in range(COUNT) if (terrains >> t) & 1]
        coin = shapes.size(shape_a)[1]
        second = coin + (2 if coin_on_a else 1)
        swatches = second + shapes.size(shape_b)[1] + 1 if shape_b else second
        used = swatches + len(kinds) if len(kinds) > 1 else swatches - 1
        self.tiles = displayio.TileGrid(
            sheet.bitmap, pixel_shader=inked, width=min(used, (m.width - 12) // m.tile),
            height=rows, tile_width=m.tile, tile_height=m.tile, default_tile=_BLANK,
            x=left + 3, y=4 + m.line if words else 4)
        self.group.append(self.tiles)
        one = kinds[0] if len(kinds) == 1 else theme.PAPER
        self._shape(shape_a, one, 0)
        if shape_b:
            self._shape(shape_b, one, second)
        if len(kinds) > 1:
            x = swatches
            for t in kinds:  # the terrains to draw it in, a tile each
                self.tiles[x, 0] = t
                x += 1
        return coin

    def _frame(self, left, y, height, ink):
        """Its 1 px frame from (``left``, ``y``), ``height`` high, then the
        ink around and between the name, the tiles and the time (each
        scaled label is alone in its group), 2 px of it right of the widest
        part as left of them all."""
        group = self.group
        parts = len(group)
        extents = sorted([_extent(group[i]) for i in range(parts)])
        ends = 0  # where the widest part ends
        for e in extents:
            ends = max(ends, e[1])
        width = ends + 3 - left
        self.x = left
        self.y = y
        self.width = width
        self.height = height
        edge = displayio.Palette(1)
        edge[0] = theme.COLOURS[theme.GHOST_EDGE]
        right = left + width - 1
        bottom = y + height - 1
        _fill(group, edge, left, y, left + width, y + 1)
        _fill(group, edge, left, bottom, left + width, bottom + 1)
        _fill(group, edge, left, y + 1, left + 1, bottom)
        _fill(group, edge, right, y + 1, right + 1, bottom)
        fill = displayio.Palette(1)
        fill[0] = ink
        _fill(group, fill, left + 1, y + 1, left + 3, bottom)
        _fill(group, fill, ends, y + 1, right, bottom)
        top = y + 1
        for y0, x2, y2 in extents:  # from the top down
            _fill(group, fill, left + 3, top, ends, y0)
            _fill(group, fill, x2, y0, ends, y2)
            top = y2
        _fill(group, fill, left + 3, top, ends, bottom)

    def remove(self, parent):
        """Take the panel off ``parent``: what lies under all of it is
        drawn again. Displayio redraws the area of a removed group's
        TileGrids and of the shapes taken out of it, not of the shapes still
        in it: the boxes leave first."""
        group = self.group
        for i in range(len(group) - 1, -1, -1):
            if not isinstance(group[i], (displayio.TileGrid, displayio.Group)):
                group.pop(i)
        parent.remove(group)

    def _shape(self, shape, terrain, x):
        """Draw ``shape`` from column ``x``."""
        for i in range(16):
            if (shape >> i) & 1:
                self.tiles[x + (i & 3), i >> 2] = terrain


def _extent(part):
    """(y, x2, y2) of a TileGrid, or of a Group holding one (a scaled
    label), in the panel's group: its top, right and bottom edges (all
    start where the panel's text does)."""
    scale = 1
    if isinstance(part, displayio.Group):
        scale = part.scale
        x = part.x
        y = part.y
        part = part[0]
    else:
        x = part.x
        y = part.y
    return (y, x + part.width * part.tile_width * scale,
            y + part.height * part.tile_height * scale)

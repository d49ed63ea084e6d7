"""The map: one 11x11 ``TileGrid`` over the theme's sprite sheet."""
# The view keeps what each space should show underneath (``base``, from the
# grid), the spaces lit under the overlays (``lit``: an edict's scoring
# spaces, shown with a yellow edge) and what each space shows now
# (``shown``). Overlays — the ghost of the shape being placed, a one-space
# cursor, the hero's attack preview — only change ``want`` for the spaces
# they cover, and ``flush`` writes the TileGrid only where ``want`` differs
# from ``shown``. A cursor move therefore touches the old and new ghost
# spaces and nothing else, over lit spaces too; ``writes`` counts TileGrid
# assignments for the benchmark.
#
# When the grid shown is drawn again, the spaces where a monster arrived or
# was destroyed are kept as ``fresh`` with what they showed before, so that
# the play screen can blink them in (``blink``, ``settle``). The grid shown is
# ``grid``: a solo ambush not yet told is drawn on a copy of the game's map
# without it, with ``grid`` set to the copy for that draw and to the game's
# map after it (``carto_ui.held``), so that its spaces blink in later.
import displayio
from micropython import const

from carto_ui import theme
from engine.terrain import DESTROYED, MONSTER

_CELLS = const(121)
_NONE = const(255)  # no overlay, not in the touched list
_CLEARED = const(254)  # overlay removed, still listed until the next flush
_MAX_TOUCHED = const(32)
_MAX_FRESH = const(16)  # an ambush's five spaces, a hero's attack: more are shown at once


class MapView:
    """Draws a ``Grid`` and overlays at ``(x, y)`` with ``tile``-px tiles."""

    def __init__(self, tile, x=0, y=0):
        sheet = theme.sheet(tile)
        if sheet is None:  # not drawn by the app (a MapView on its own, in tests)
            from carto_ui import sprites

            sheet = sprites.sheet(tile)
        self.tiles = displayio.TileGrid(
            sheet.bitmap, pixel_shader=sheet.palette, width=11, height=11,
            tile_width=tile, tile_height=tile, x=x, y=y)
        self.group = displayio.Group()
        self.group.append(self.tiles)
        self.tile = tile
        self.base = bytearray(_CELLS)
        self.shown = bytearray(_CELLS)
        self.overlay = bytearray(b"\xff" * _CELLS)
        self.touched = bytearray(_MAX_TOUCHED)
        self.n_touched = 0
        self.writes = 0
        self.grid = None
        self.lit = None  # the spaces lit (``light``), None: none
        self.fresh = bytearray(_MAX_FRESH)  # spaces to blink in
        self.was = bytearray(_MAX_FRESH)  # the tile each showed before
        self.n_fresh = 0

    def draw(self, grid):
        """Show ``grid`` (all overlays kept); writes changed spaces only.
        Drawn again, a space where a monster arrived or something was
        destroyed is added to the ``fresh`` ones (see ``blink``)."""
        same = grid is self.grid
        self.grid = grid
        cells = grid.cells  # 4 bits a space (engine.grid)
        base = self.base
        tiles = self.tiles
        shown = self.shown
        overlay = self.overlay
        lit = self.lit
        i = 0
        for r in range(11):
            ruins = grid.ruins[r]
            marks = grid.marks[r]
            for c in range(11):
                # grid.get and theme.tile_for, inlined: 242 calls a map.
                t = ((cells[i >> 1] >> ((i & 1) << 2)) & 15) + 10 * (
                    ((ruins >> c) & 1) + 2 * ((marks >> c) & 1))
                if base[i] != t:
                    if same:
                        self._fresh(i, base[i], t)
                    base[i] = t
                v = overlay[i]
                if v >= _CLEARED:
                    v = t if lit is None or not lit[i] else theme.LIT + t % 10
                if shown[i] != v:
                    tiles[i] = v
                    shown[i] = v
                    self.writes += 1
                i += 1

    def _fresh(self, i, old, new):
        before = old % 10  # the terrain codes (theme.tile_for)
        now = new % 10
        if before == now or not (now == MONSTER or before == MONSTER or now == DESTROYED):
            return
        n = self.n_fresh
        if n < _MAX_FRESH:
            self.fresh[n] = i
            self.was[n] = old
            self.n_fresh = n + 1

    def blink(self, before):
        """Show the fresh spaces as they were (``before``) or as they are;
        a space under an overlay is left to it. Returns how many tiles
        changed."""
        tiles = self.tiles
        shown = self.shown
        changed = 0
        for k in range(self.n_fresh):
            i = self.fresh[k]
            if self.overlay[i] != _NONE:
                continue
            v = self.was[k] if before else self.base[i]
            if not before and self.lit is not None and self.lit[i]:
                v = theme.LIT + v % 10
            if shown[i] != v:
                tiles[i] = v
                shown[i] = v
                changed += 1
        self.writes += changed
        return changed

    def settle(self):
        """Stop blinking: the fresh spaces as they are, none fresh after."""
        self.blink(False)
        self.n_fresh = 0

    def _touch(self, i):
        n = self.n_touched
        if n < _MAX_TOUCHED:
            self.touched[n] = i
            self.n_touched = n + 1
        return n < _MAX_TOUCHED

    def _put(self, i, v):
        if self.overlay[i] == _NONE and not self._touch(i):
            return
        self.overlay[i] = v

    def clear(self):
        """Drop every overlay (flush to show it)."""
        overlay = self.overlay
        for k in range(self.n_touched):
            overlay[self.touched[k]] = _CLEARED

    def flush(self):
        """Write the spaces whose wanted tile changed since the last flush."""
        tiles = self.tiles
        shown = self.shown
        overlay = self.overlay
        touched = self.touched
        keep = 0
        for k in range(self.n_touched):
            i = touched[k]
            v = overlay[i]
            if v == _CLEARED:
                overlay[i] = _NONE
                v = self.base[i]
                if self.lit is not None and self.lit[i]:
                    v = theme.LIT + v % 10
            else:
                touched[keep] = i
                keep += 1
            if shown[i] != v:
                tiles[i] = v
                shown[i] = v
                self.writes += 1
        self.n_touched = keep

    def ghost(self, shape, r, c, terrain, legal):
        """Overlay ``shape`` (normalised) with its top-left at (r, c) in
        ``terrain``'s colour, framed if ``legal`` else hatched red; where an
        illegal ghost covers a filled space, that space shows through
        (its own terrain, hatched red). Spaces off the map are skipped.
        Call ``flush`` to show it."""
        first = theme.GHOST if legal else theme.GHOST_BAD
        v = first + terrain
        grid = self.grid
        dr = 0
        while shape:
            row = shape & 0xF
            rr = r + dr
            if 0 <= rr < 11:
                dc = 0
                while row:
                    cc = c + dc
                    if row & 1 and 0 <= cc < 11:
                        if not legal and grid is not None and grid.is_filled(rr, cc):
                            self._put(rr * 11 + cc, first + grid.get(rr, cc))
                        else:
                            self._put(rr * 11 + cc, v)
                    row >>= 1
                    dc += 1
            shape >>= 4
            dr += 1

    def attack(self, spaces):
        """Overlay a hero's attack preview on ``spaces``, a list of (r, c)
        on the map: an empty space shows the framed attack mark, a filled
        one its own terrain with the mark (a monster stays visible)."""
        grid = self.grid
        for r, c in spaces:
            if grid is not None and grid.is_filled(r, c):
                v = theme.tile_for(grid.get(r, c), grid.is_ruins(r, c), 1)
            else:
                v = theme.GHOST_MARK
            self._put(r * 11 + c, v)

    def cursor(self, r, c, legal):
        """A one-space cursor over whatever the space shows."""
        t = self.grid.get(r, c) if self.grid is not None else 0
        self._put(r * 11 + c, (theme.GHOST if legal else theme.GHOST_BAD) + t)

    def light(self, spaces, redraw=True):
        """Light every space i with ``spaces[i]`` set (a bytearray(121),
        e.g. from ``scoring.highlight``, kept as it is, not copied: the
        caller leaves it unchanged while it is lit), or none for ``None``.
        The overlays stay over it: the spaces under them are written as
        they go (``flush``). Walks the whole map, writing only the spaces
        whose tile changes; without ``redraw`` it writes nothing: the
        ``draw`` the caller makes next walks the map and writes them."""
        if spaces is None and self.lit is None:
            return
        self.lit = spaces
        if not redraw:
            return
        tiles = self.tiles
        shown = self.shown
        overlay = self.overlay
        base = self.base
        first = theme.LIT
        for i in range(_CELLS):
            if overlay[i] != _NONE:
                continue
            v = base[i]  # ``under``, inlined: 121 calls a map
            if spaces is not None and spaces[i]:
                v = first + v % 10
            if shown[i] != v:
                tiles[i] = v
                shown[i] = v
                self.writes += 1

"""Any player's map, read only, with what each edict gives it now, and the standings so far."""
# ``MapsView`` is opened from the game menu (every map sheet is public in
# the board game) and, in ``review``, shows the finished maps after the last
# season. LEFT/RIGHT: the previous/next player; UP/DOWN: light the spaces an
# edict scores (A-D, then none); A: ``on_next()`` (standings, or the next
# step of the review); B: ``on_back()``. The map is drawn by ``MapView`` over
# the theme's sprite sheet and lit by ``scoring.highlight``, as in the play
# screen's edict view. Under a roomy screen's map a line says the buttons,
# then what the lit edict is. A small screen has no room under its map: the
# line saying the buttons lies over the map's last row only when the view
# opens, until the first press or ``LINE_MS``, and never comes back, so no
# press hides a row of the map (the panel marks the lit edict and its stars).
import displayio

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.keynames import say
from carto_ui.lang import get
from carto_ui.mapview import MapView
from carto_ui.text import Label
from engine import scoring
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B
from hw.repeat import ticks_diff

LETTERS = "ABCD"
NONE = 4  # no edict lit
LINE_MS = 3000  # how long the line over a small screen's map stays


class MapsView:
    """``game``'s maps one at a time, from ``player``; ``edict`` 0-3 lights
    that edict's scoring spaces, NONE none. ``hints``: the keys of the line
    saying the buttons on a small screen and a roomy one, then the same in
    a game of one map (no player to switch to)."""

    def __init__(self, app, game, on_next, on_back, player=0, edict=NONE, hints=None):
        self.app = app
        self.game = game
        self.on_next = on_next
        self.on_back = on_back
        m = app.metrics
        self.metrics = m
        self.group = displayio.Group()  # over black: see play.Play
        self.map = MapView(m.tile, m.map_x, m.map_y)
        self.group.append(self.map.group)
        self.say = None  # a roomy screen's line under the map (bigcolumn.say)
        if m.roomy:  # the column at scale 2 (bigcolumn: the PyBadge never loads it)
            from carto_ui import bigcolumn

            bigcolumn.build(self)
            self.say = bigcolumn.say
        else:
            x = m.panel_x + 1
            cols = m.cols
            self.cols = cols
            # Name (a long one goes on two lines), edicts A-D, coins,
            # monster penalty now, total so far, which map of how many.
            self.name = self._label(cols, x, 0, theme.TITLE)
            self.name2 = self._label(cols, x, m.line, theme.TITLE)
            self.edicts = []
            for k in range(4):
                self.edicts.append(self._label(cols, x, (k + 2) * m.line))
            self.coins = self._label(cols, x, 6 * m.line)
            self.monsters = self._label(cols, x, 7 * m.line)
            self.total = self._label(cols, x, 8 * m.line)
            self.which = self._label(cols, x, 9 * m.line, theme.DIM)
            # One line about the lit edict (or the buttons) over the map's
            # last row.
            self.line = Label(m.map_size // m.char, theme.TEXT, theme.BACKGROUND, x=0,
                              y=m.map_size - m.line)
            self.group.append(self.line)
        if hints is None:
            hints = (S.MAPS_HINT_SMALL, S.MAPS_HINT_ROOMY,
                     S.MAPS_HINT_ONE_SMALL, S.MAPS_HINT_ONE_ROOMY)
        self.hint = say(app.hw, get(hints[(2 if game.n == 1 else 0) + (1 if m.roomy else 0)]))
        self.lit = bytearray(121)
        self.line_from = -1  # when the line over the map was shown (-1: not yet; -2: gone)
        self.hinted = False  # the line has said the buttons
        self.player = player % game.n
        self.edict = edict
        self._draw()

    def _label(self, cols, x, y, colour=theme.TEXT):
        label = Label(cols, colour, x=x, y=y)
        self.group.append(label)
        return label

    def _draw(self):
        g = self.game
        p = self.player
        grid = g.grids[p]
        m = self.metrics
        self.map.draw(grid)
        cols = self.cols
        name = g.names[p] if g.n > 1 else get(S.SOLO)
        self.name.text = name[:cols]
        self.name2.text = name[cols:]
        for k in range(4):
            stars = scoring.score(g.edicts[k], grid)
            label = self.edicts[k]
            label.text = "%s%s%3d" % (">" if k == self.edict else " ", LETTERS[k], stars)
            if k == self.edict:
                label.set_colour(theme.TITLE, theme.HIGHLIGHT)
            else:
                label.set_colour(theme.TEXT)
        words = 1 if cols >= 10 else 0
        self.coins.text = "$%4d" % g.coins[p]
        penalty = -scoring.monster_penalty(grid)
        self.monsters.text = (get(S.MAPS_MON) if words else "M") + "%4d" % penalty
        self.total.text = (get(S.MAPS_TOTAL) if words else "T") + "%4d" % g.total(p)
        self.which.text = "%d/%d" % (p + 1, g.n) if g.n > 1 else ""
        # The line says the buttons first, even over an edict lit (the final
        # review opens on edict A), then (roomy) what the lit edict is.
        text = self.hint
        if self.edict == NONE:
            self.map.light(None)
        else:
            card = g.edicts[self.edict]
            stars = scoring.highlight(card, grid, self.lit)
            self.map.light(self.lit)
            if self.hinted and m.roomy:
                text = get(S.STARS_NOW) % (LETTERS[self.edict], get(card), stars)
        if m.roomy:
            self.say(self, text)
        elif not self.hinted:
            self.line.text = text
        elif not self.line.hidden:  # a press: the map's last row shows again
            self.line.hidden = True
            self.line_from = -2
        self.hinted = True
        self.app.dirty = True

    def press(self, mask):
        if mask & LEFT:
            self.player = (self.player - 1) % self.game.n
        elif mask & RIGHT:
            self.player = (self.player + 1) % self.game.n
        elif mask & UP:
            self.edict = (self.edict - 1) % 5
        elif mask & DOWN:
            self.edict = (self.edict + 1) % 5
        elif mask & (A | START):
            self.on_next()
            return
        elif mask & B:
            self.on_back()
            return
        else:
            return
        self._draw()

    def update(self, now_ms):
        if self.line_from == -2 or self.metrics.roomy:
            return
        if self.line_from < 0:
            self.line_from = now_ms
        elif ticks_diff(now_ms, self.line_from) >= LINE_MS:
            self.line.hidden = True
            self.line_from = -2
            self.app.dirty = True


def standings_pages(app, game):
    """Pages: the standings so far, then each scored season's table."""
    from carto_ui import season

    cols, rows = season.page_size(app)
    pages = []
    if game.season:
        if game.n > 1:
            pages.extend(season.chunk(get(S.STANDINGS), season.standings(game, cols), rows))
        for s in range(min(game.season, 4)):
            pages.append(season.season_page(game, s, rows, cols))
    else:
        pages.append((get(S.STANDINGS), [get(S.NO_SEASON_YET)]))
    return pages


def open_maps(app, game, on_back):
    """The maps viewer from the game menu, on the map being drawn on; A
    shows the standings, which go back to it; B calls ``on_back()``."""
    def standings():
        from carto_ui.pages import Pages

        app.show(Pages(app, standings_pages(app, game), lambda: app.show(view), each=True))

    view = MapsView(app, game, standings, on_back, game.target, NONE)
    app.show(view)

"""The column beside the map: the card being drawn, season and time track,
the four edicts (the two that score this season marked), coins, the monster
penalty, the projected season score and whose map it is; and the live
scoring it shows (``Preview``): what each edict, the coins and the monster
penalty come to on a map, as it is and with the ghost drawn where it
stands."""
# ``show_card`` and ``show_state`` redraw only what changed: each label's
# text is set only when it differs, and the pictures are repainted only when
# their inputs change, with ``bitmaptools.fill_region`` (pixel by pixel in
# Python they would weigh on every press that redraws them). While a
# ghost is aimed (``Preview``) the edict, coin and monster rows add
# the change the ghost would make, and the season score is the one it would
# give. On roomy screens ``roomy.BigHud`` draws the time and the season
# score twice as large. ``time_lights`` shows the time track on the board's
# NeoPixels too; it lives here, loaded with the map, not in
# ``carto_ui.effects``: importing that on the press that continues a saved
# game would take that press over its instruction budget.
#
# The live scoring is here, not in a module of its own, since it is only
# ever loaded with this one and play: CircuitPython collects the heap after
# every module it imports, and one module fewer keeps the Continue press
# within its instruction budget (docs/memory.md, "Loading ahead").
#
# The ghost is drawn by the engine, as the move would draw it
# (``game.preview``), on one scratch grid reused for every press (no grid is
# allocated per press), which also gives the coins the move would bring;
# the HUD scores that grid with the engine's own scoring
# (``engine.scoring``): the four edicts and the monster penalty.
import displayio
from bitmaptools import fill_region
from micropython import const

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.lang import get
from carto_ui.text import Label
from engine import scoring
from engine.grid import Grid

COINS = const(4)  # index of the coins in ``now`` and ``then``
PENALTY = const(5)  # index of the monster penalty


class Preview:
    """``now``: edicts A-D, coins and monster penalty of the map as it is;
    ``then``: the same with the ghost drawn (valid while ``shown``)."""

    def __init__(self):
        self.grid = Grid()
        self.now = [0] * 6
        self.then = [0, 0, 0, 0, -1, 0]  # no coins match: nothing scored yet
        self.shown = False

    def base(self, game, player):
        """Score ``player``'s map as it is; no ghost."""
        grid = game.grids[player]
        coins = game.coins[player]
        # The map after a move is most often the last ghost's map, already
        # scored in ``then`` (scores depend on the spaces and the coins
        # only): taken over, a turn start's press spares scoring it again.
        mine = self.grid
        if (self.then[COINS] == coins and mine.cells == grid.cells
                and mine.filled == grid.filled and mine.ruins == grid.ruins):
            now = self.now
            then = self.then
            for i in range(6):
                now[i] = then[i]
        else:
            score(game, grid, coins, self.now)
        self.shown = False

    def ghost(self, game, choice, orient, r, c):
        """Score the target map with the pending decision's ``choice`` drawn
        in orientation ``orient`` (for a hero, its attack pattern) at
        (r, c), a legal placement."""
        grid = self.grid
        score(game, grid, game.preview(choice, orient, r, c, grid), self.then)
        self.shown = True


def score(game, grid, coins, out):
    """Edicts A-D, ``coins`` and the monster penalty of ``grid`` into ``out``."""
    for i in range(4):
        out[i] = scoring.score(game.edicts[i], grid)
    out[COINS] = coins
    out[PENALTY] = scoring.monster_penalty(grid)


def season_score(values, season):
    """The score of ``season`` (0-3) from ``values`` (``now`` or ``then``):
    its two edicts, the coins, minus the monster penalty."""
    return values[season] + values[(season + 1) % 4] + values[COINS] - values[PENALTY]


_CARD_BG = theme.INK
_EDICT_COLS = 8  # ">A 12 +3": the highlight of a scoring edict is as wide as this


def set_text(label, text):
    """Set a label's text; True when it changed."""
    if label.text != text:
        label.text = text
        return True
    return False


def signed(n):
    """``n`` with its sign: "+3", "+0", "-2"."""
    return ("+%d" if n >= 0 else "%d") % n


def _label(group, cols, x, y, colour=theme.TEXT, paper=None):
    lab = Label(cols, colour, paper, x=x, y=y)
    group.append(lab)
    return lab


# Each season's colour on the NeoPixels (green, red, blue; 8 is the chosen
# brightness): spring green, summer yellow, autumn orange, winter ice blue.
_SEASON_GRB = b"\x08\x01\x00\x06\x08\x00\x02\x08\x00\x04\x02\x08"


def game_clock(game):
    """(season 0-3, time spent, the time that ends it) of ``game``: the
    current card's time counted, as the HUD shows it."""
    return min(game.season, 3), game.time, game.threshold()


def time_lights(lights, level, clock, shown):
    """The season's time left on the five LEDs (``lights``, the board's, at
    brightness ``level``) for ``clock`` (``game_clock``): all lit in the
    season's colour as it begins, one going dark per fifth of it spent.
    ``shown`` is what the LEDs show (the value this returned last, -1:
    unknown); they are written only when that changes. Returns what they
    show now."""
    season, time, thr = clock
    left = (max(thr - time, 0) * 5 + thr - 1) // thr
    now = season * 8 + left
    if now != shown:
        grb = bytearray(15)
        for i in range(3 * left):
            grb[i] = _SEASON_GRB[3 * season + i % 3] * level // 8
        lights(grb)
    return now


class Hud:
    """HUD column at ``metrics.panel_x``; ``group`` holds it."""

    def __init__(self, metrics):
        m = metrics
        self.metrics = m
        self.group = displayio.Group(x=m.panel_x, y=0)
        cell = m.cell
        self.cell = cell
        w = m.panel_w
        self.wide = m.cols >= _EDICT_COLS
        # The HUD's words, read once (lang.get reads the file: four reads a
        # press made more garbage, and more collections, on every press):
        # the seasons' short names, then monsters, the season score, solo.
        wide = self.wide
        self.words = (get(S.SPR), get(S.SPR + 1), get(S.SPR + 2), get(S.SPR + 3),
                      get(S.MON_WIDE if wide else S.MON_NARROW),
                      get(S.SEASON_WIDE if wide else S.PTS_NARROW), get(S.SOLO))
        # Eight rows under the card: at 160x128 they are 11 px apart (the
        # font's glyphs are 12 px high with a blank top row) and the card and
        # time track are 3 px lower, so that all of them fit in 128 px.
        line = m.line if m.roomy else m.line - 1
        # Where the rows do not overlap, the labels are opaque on the
        # screen's background: displayio then draws each of their pixels from
        # the label alone, not through the full-screen box under it as well.
        paper = self.paper = theme.BACKGROUND if m.roomy else None
        # Card picture: the shape (4x4 cells) and a column of terrain swatches.
        self.card_h = 4 * cell + (6 if m.roomy else 4)
        self.card_bmp = displayio.Bitmap(w, self.card_h, len(theme.COLOURS))
        self.group.append(displayio.TileGrid(self.card_bmp, pixel_shader=theme.palette()))
        self._card_key = None
        y = self.card_h
        self.season = _label(self.group, m.cols, 1, y, paper=paper)
        y += line
        self.bar_bmp = displayio.Bitmap(w - 2, 4, len(theme.COLOURS))
        self.group.append(displayio.TileGrid(self.bar_bmp, pixel_shader=theme.palette(),
                                             x=1, y=y + 1))
        self._bar_key = None
        y += 6 if m.roomy else 5
        self.edicts = []
        for _ in range(4):
            self.edicts.append(_label(self.group, min(_EDICT_COLS, m.cols), 1, y, paper=paper))
            y += line
        self.coins = _label(self.group, m.cols, 1, y, paper=paper)
        y += line
        self.monsters = _label(self.group, m.cols, 1, y, paper=paper)
        y += line
        self.total = _label(self.group, m.cols, 1, y, paper=paper)
        y += line
        self.player = _label(self.group, m.cols, 1, y, theme.TITLE, paper)
        self.lit = -1  # which edict label has the scoring marker colours
        self._scoring = (-1, -1)

    def show_card(self, shape, terrain, terrains, time):
        """Picture of ``shape`` in ``terrain`` (``terrain`` 0 draws it as
        empty outlines), swatches for each code in ``terrains`` (the
        current one framed) and ``time`` pips."""
        key = (shape, terrain, terrains, time)
        if key == self._card_key:
            return False
        self._card_key = key
        bmp = self.card_bmp
        w = bmp.width
        h = self.card_h
        bmp.fill(_CARD_BG)
        cell = self.cell
        y0 = 1
        for i in range(16):
            if (shape >> i) & 1:
                x = 1 + (i & 3) * cell
                y = y0 + (i >> 2) * cell
                fill_region(bmp, x, y, x + cell - 1, y + cell - 1,
                            terrain if terrain else theme.PAPER)
        # Swatches right of the shape, one per offered terrain.
        sx = 4 * cell + 3
        size = cell + 1
        sy = y0
        for t in terrains:
            if sy + size > h:
                break
            fill_region(bmp, sx, sy, min(sx + size, w), sy + size, t)
            if t == terrain:
                # A frame 1 px outside the swatch, cut at the picture's edges.
                right = min(sx + size + 1, w)
                low = min(sy + size + 1, h)
                edge = theme.GHOST_EDGE
                fill_region(bmp, sx - 1, sy - 1, right, sy, edge)
                fill_region(bmp, sx - 1, sy - 1, sx, low, edge)
                if sy + size < h:
                    fill_region(bmp, sx - 1, sy + size, right, sy + size + 1, edge)
                if sx + size < w:
                    fill_region(bmp, sx + size, sy - 1, sx + size + 1, low, edge)
            sy += size + 2
        # Time pips along the bottom edge.
        px = 1
        for _ in range(time):
            fill_region(bmp, px, h - 3, px + 3, h - 1, theme.FARM)
            px += 5
        return True

    def show_state(self, game, player, now, then=None, ruins=False, clock=None):
        """Season, time track and, for ``player``'s map, the edicts, coins
        and monster penalty in ``now`` (``Preview``), with the
        change to ``then`` when a ghost is aimed; the season score; a ruins
        reminder with ``ruins``. ``clock``: the (season, time, threshold)
        to show, the game's own (``game_clock``) when None."""
        s, time, thr = clock or game_clock(game)
        self.show_time(self.words[s], min(time, thr), thr)  # the last card may pass it
        self._bar(time, thr)
        a = s
        b = (s + 1) % 4
        wide = self.wide
        for i in range(4):
            on = ">" if i == a or i == b else " "
            if then is None:
                text = "%s%s%3d" % (on, "ABCD"[i], now[i])
            elif wide:  # ">A 12 +3", ">A 12+10": eight columns
                d = signed(then[i] - now[i])
                text = "%s%s%3d%s%s" % (on, "ABCD"[i], now[i], " " if len(d) < 3 else "", d)
            else:
                text = "%s%s%4s" % (on, "ABCD"[i], signed(then[i] - now[i]))
            set_text(self.edicts[i], text)
        if self._scoring != (a, b):
            self._scoring = (a, b)
            for i in range(4):
                on = i == a or i == b
                if on:
                    self.edicts[i].set_colour(theme.TITLE, theme.HIGHLIGHT)
                else:
                    self.edicts[i].set_colour(theme.DIM, self.paper)
        gained = ""
        monsters = self.words[4] % -now[PENALTY]
        if then is not None:
            if then[COINS] != now[COINS]:
                gained = signed(then[COINS] - now[COINS])
            more = then[PENALTY] - now[PENALTY]
            if more:
                monsters += signed(-more)
                if len(monsters) > self.metrics.cols:  # "M  0-10": the padding goes
                    monsters = monsters.replace(" ", "")
        coins = "$%2d%s" % (now[COINS], gained)
        if ruins:  # the next shape must cover ruins
            if len(coins) + 3 <= self.metrics.cols:
                coins += " R!"
            else:
                coins = "$%d%sR!" % (now[COINS], gained)
        set_text(self.coins, coins)
        set_text(self.monsters, monsters)
        total = season_score(now if then is None else then, s)
        self.show_total(self.words[5] % total, total)
        name = game.names[player][: self.metrics.cols] if game.n > 1 else self.words[6]
        set_text(self.player, name)

    def show_time(self, season, time, thr):
        set_text(self.season, "%s%d/%d" % (season, time, thr))

    def show_total(self, text, total):
        set_text(self.total, text)

    def _bar(self, time, thr):
        key = (time, thr)
        if key == self._bar_key:
            return
        self._bar_key = key
        bmp = self.bar_bmp
        bmp.fill(theme.LINE)
        w = bmp.width
        done = min(time, thr)
        for k in range(thr):
            x0 = k * w // thr
            x1 = (k + 1) * w // thr - 1
            if x1 > x0:
                fill_region(bmp, x0, 0, x1, 4, theme.FARM if k < done else theme.INK)

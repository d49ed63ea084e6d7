"""The title screen and the game setup form."""
# ``Setup`` gathers players (solo or 2-6), names (letter picker), content
# (base / Heroes / mixed), map side A-D, scoring cards (random, or one chosen
# per category) and the seed (from the clock or typed in, always shown), and
# hands ``on_done`` the keyword arguments for ``engine.game.Game``.
import displayio
from micropython import const

from carto_ui.lang import get
from carto_ui.menus import Menu
from engine.terrain import LETTERS

_S_C_FOREST = const(50)
_S_NEW_GAME = const(59)
_S_HOW_TO_PLAY = const(60)
_S_ABOUT = const(61)
_S_CONTINUE = const(62)
_S_DISCARD_SAVED = const(63)
_S_NO_KEEP_IT = const(64)
_S_YES_NEW_GAME = const(65)
_S_SETUP_HINT = const(66)
_S_SOLO = const(67)
_S_YOU = const(231)
_S_RANDOM = const(68)
_S_CHOSEN = const(69)
_S_ROW_PLAYERS = const(70)
_S_ROW_NAMES = const(71)
_S_ROW_CONTENT = const(72)
_S_ROW_SIDE = const(73)
_S_ROW_EDICTS = const(74)
_S_ROW_SEED = const(75)
_S_START_GAME = const(76)
_S_CONTENT_BASE = const(77)
_S_SEED = const(80)
_S_SEED_NOTE = const(81)
_S_PLAYER_ROW = const(82)
_S_DONE = const(83)
_S_NAMES = const(84)
_S_PLAYER_NAME = const(85)
_S_EDICT_PICK_TITLE = const(86)
_S_EDICT_PICK_HINT = const(87)
_S_ABOUT_TEXT = const(88)
_S_RECORDS = const(240)
_S_SETTINGS = const(241)

# The engine is imported where the form needs it (the pool, the chosen
# edicts, Start): the title and the form keep none of it (carto_ui.unload).

CONTENTS = ("base", "heroes", "mixed")
DEFAULT_SIDE = (0, 2, 0)  # the first sheet of each box
MAX_PLAYERS = 6
SEED_DIGITS = 5
SEED_LIMIT = 100000

_PLAYERS, _NAMES, _CONTENT, _SIDE, _EDICTS, _SEED, _START = range(7)


# A strip of map for the title screen, in text-map letters (engine.textmap).
TITLE_MAP = ("ff^wwaa.vvf", "fwwwaa^vvvf", ".ffwaaavv^m", "^ffw.aaffww")


def title_map(width, top, bottom):
    """The title strip as one scaled TileGrid over a 1-pixel-per-space
    bitmap in the terrain colours, framed, between heights ``top`` and
    ``bottom`` (as large as fits, at least 2 pixels a space)."""
    from carto_ui import theme

    scale = max(min(width // 26, (bottom - top - 6) // len(TITLE_MAP)), 2)
    top = max(top + (bottom - top - scale * len(TITLE_MAP)) // 2, top + 3)
    bitmap = displayio.Bitmap(len(TITLE_MAP[0]), len(TITLE_MAP), len(LETTERS))
    palette = displayio.Palette(len(LETTERS))
    for code in range(len(LETTERS)):
        palette[code] = theme.COLOURS[code]
    for y in range(len(TITLE_MAP)):
        for x in range(len(TITLE_MAP[y])):
            bitmap[x, y] = LETTERS.find(TITLE_MAP[y][x])
    strip = displayio.Group(scale=scale, x=(width - bitmap.width * scale) // 2, y=top)
    strip.append(displayio.TileGrid(bitmap, pixel_shader=palette))
    art = displayio.Group()
    art.append(strip)
    title_art(art, theme, strip.x, top, bitmap.width * scale, bitmap.height * scale)
    return art


def title_art(art, theme, x, y, w, h):
    """The drawn part of the title: a frame around the map strip at ``x, y``
    (``w`` by ``h``; adafruit_display_shapes' ``Rect``, loaded only here), a
    compass needle left of it and a mountain right of it, where they fit."""
    # The needle and the mountain are vectorio polygons (filled in C): the
    # library's four Triangles drew pixel by pixel in Python, 4.1 M of the
    # start-up's VM instructions (61.8 -> 57.7 M without them, PyBadge VM,
    # .mpy; budget 60 M), and their two modules 3,472 bytes while drawing.
    from adafruit_display_shapes.rect import Rect

    art.append(Rect(x - 3, y - 3, w + 6, h + 6, outline=theme.TITLE, stroke=2))
    room = x - 3
    size = min(h, room - 8)
    if size < 8:  # no room beside the strip
        return
    half = size // 2
    cx = room // 2
    top = y + (h - size) // 2
    side = half // 2
    art.append(_triangle(cx - side, top + half, cx, top, cx + side, top + half, theme.TITLE))
    art.append(_triangle(cx - side, top + half, cx, top + size, cx + side, top + half,
                         theme.DIM))
    mx = x + w + 3 + room // 2
    art.append(_triangle(mx - half, top + size, mx, top, mx + half, top + size,
                         theme.COLOURS[theme.MOUNTAIN]))
    art.append(_triangle(mx - half // 3, top + size // 3, mx, top, mx + half // 3,
                         top + size // 3, theme.COLOURS[0]))


def _triangle(x0, y0, x1, y1, x2, y2, colour):
    """A filled triangle in ``colour`` (vectorio: no bitmap of its own)."""
    import vectorio

    palette = displayio.Palette(1)
    palette[0] = colour
    return vectorio.Polygon(pixel_shader=palette, points=[(x0, y0), (x1, y1), (x2, y2)])


def fit_names(names, room):
    """``names`` joined by spaces in at most ``room`` characters, whole
    names only, "+N" standing for the N that do not fit."""
    shown = " ".join(names)
    k = len(names)
    while len(shown) > room and k > 1:
        k -= 1
        shown = " ".join(names[:k]) + " +%d" % (len(names) - k)
    return shown


def _title_at(app, item):
    """A call of ``app.title`` selecting ``item`` (which holds nothing of the
    title screen it is made on)."""
    return lambda: app.title(item=item)


class Title:
    """The title screen: continue the saved game (when ``saved`` is a
    ``(where, on_continue)`` pair), new game, the records, the settings, or
    a short text about the game with the version and credits. A new game
    over a saved one is confirmed first. ``item`` selects an item (0 New
    game to 4 About, as ``_choose`` counts them), -1 the first: the screens
    opened from the title come back to the item they were opened from."""

    def __init__(self, app, on_new_game, saved=None, item=-1):
        self.app = app
        self.on_new_game = on_new_game
        self.saved = saved
        items = (get(_S_NEW_GAME), get(_S_HOW_TO_PLAY), get(_S_RECORDS), get(_S_SETTINGS),
                 get(_S_ABOUT))
        if saved:
            items = (get(_S_CONTINUE) + saved[0],) + items
        selected = 0
        if item >= 0:
            selected = item + (1 if saved else 0)
        self.menu = Menu(app, "CARTOGRAPHERS", items, self._choose, selected=selected)
        self.group = self.menu.group
        frame = self.menu.frame
        # Down to as far from the bottom as the body's first line is from
        # the top: the hint line on a small screen, a line over it on a
        # roomy one (whose menu frame has only as many lines as items).
        self.group.append(title_map(app.hw.WIDTH, frame.below(len(items)),
                                    app.hw.HEIGHT - frame.below(0)))

    def _choose(self, index):
        if self.saved:
            index -= 1
        if index < 0:
            self.saved[1]()
        elif index == 0 and self.saved:
            self.app.show(Menu(self.app, get(_S_DISCARD_SAVED),
                               (get(_S_NO_KEEP_IT), get(_S_YES_NEW_GAME)), self._confirm,
                               on_back=self._back))
        elif index == 0:
            self.on_new_game()
        elif index == 1:
            from carto_ui import learn

            self.app.show(learn.Learn(self.app, self._back, self._guided))
        elif index == 2:  # Records, Settings and About go back through app.title,
            from carto_ui import records_view  # which forgets their modules

            records_view.show(self.app, _title_at(self.app, index))
        elif index == 3:
            from carto_ui import settings_menu

            settings_menu.show(self.app, _title_at(self.app, index))
        else:
            from carto_ui import about
            from carto_ui.keynames import say
            from carto_ui.pages import TextView

            self.app.show(TextView(self.app, get(_S_ABOUT), say(self.app.hw, get(_S_ABOUT_TEXT)) +
                                   "\n\n" + about.text(), _title_at(self.app, index)))

    def _confirm(self, index):
        if index == 1:
            self.on_new_game()
        else:
            self._back()

    def _guided(self):
        from carto_ui import guided

        guided.offer(self.app, self.saved, self._back)

    def _back(self):
        self.app.show(self)

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass


class Setup:
    """The setup form: one row per setting. LEFT/RIGHT change a value, A
    changes it too or opens its editor, "Start game" calls
    ``on_done(kwargs)``; B calls ``on_back()``."""

    def __init__(self, app, on_done, on_back=None, seed=None):
        self.app = app
        self.on_done = on_done
        self.on_back = on_back
        self.players = 1
        self.names = ["P%d" % (i + 1) for i in range(MAX_PLAYERS)]
        self.content = 0
        self.side = DEFAULT_SIDE[0]
        self.edicts = None  # None: drawn at random from the seed
        if seed is None:
            seed = getattr(app, "seed", None)
        if seed is None:
            seed = app.hw.ticks_ms()
        self.seed = seed % SEED_LIMIT
        self.menu = Menu(app, get(_S_NEW_GAME), self._rows(), self._choose, on_back=self._back,
                         on_adjust=self._adjust, hint=get(_S_SETUP_HINT))
        self.group = self.menu.group

    # ----- the form -----

    def _rows(self):
        players = get(_S_SOLO) if self.players == 1 else str(self.players)
        # The names that fit the row (after its label and the menu marker),
        # "+N" for the rest: every name is shown in full on the Names menu.
        label = get(_S_ROW_NAMES)
        names = fit_names(self._names(), self.app.hw.WIDTH // 6 - 2 - len(label))
        edicts = get(_S_RANDOM) if self.edicts is None else get(_S_CHOSEN)
        return [
            get(_S_ROW_PLAYERS) + players,
            label + names,
            get(_S_ROW_CONTENT) + get(_S_CONTENT_BASE + self.content),
            get(_S_ROW_SIDE) + "ABCD"[self.side],
            get(_S_ROW_EDICTS) + edicts,
            get(_S_ROW_SEED) % self.seed,
            get(_S_START_GAME),
        ]

    def _redraw(self):
        rows = self._rows()
        for i in range(len(rows)):
            if self.menu.items[i] != rows[i]:
                self.menu.set_item(i, rows[i])

    def _adjust(self, row, step):
        if row == _PLAYERS:
            self.players = (self.players - 1 + step) % MAX_PLAYERS + 1
        elif row == _CONTENT:
            self.content = (self.content + step) % len(CONTENTS)
            self.side = DEFAULT_SIDE[self.content]
            self._check_edicts()
        elif row == _SIDE:
            self.side = (self.side + step) % 4
        elif row == _EDICTS:
            if self.edicts is None:
                self._choose_edicts()
                return
            self.edicts = None
        elif row == _SEED:
            self.seed = (self.seed + step) % SEED_LIMIT
        self._redraw()

    def _choose(self, row):
        if row in (_PLAYERS, _CONTENT, _SIDE):
            self._adjust(row, 1)
        elif row == _NAMES:
            self._names_menu()
        elif row == _EDICTS:
            self._choose_edicts()
        elif row == _SEED:
            from carto_ui.pickers import NumberPicker

            self.app.show(NumberPicker(
                self.app, get(_S_SEED), self.seed, SEED_DIGITS, self._seed_done, self._back_here,
                note=get(_S_SEED_NOTE)))
        else:
            self.on_done(self.kwargs())

    def _back(self):
        if self.on_back is not None:
            self.on_back()

    def _back_here(self):
        self._redraw()
        self.app.show(self)

    def _seed_done(self, value):
        self.seed = value % SEED_LIMIT
        self._back_here()

    def kwargs(self):
        """Keyword arguments for ``engine.game.Game`` from the form."""
        from engine.game import preset

        kwargs = preset(CONTENTS[self.content], self.players, self.seed)
        kwargs["side"] = self.side
        kwargs["names"] = self._names()
        if self.edicts is not None:
            kwargs["edicts"] = bytes(self.edicts)
        return kwargs

    # ----- names -----

    def _names(self):
        """The players' names; a solo player not named otherwise is "You",
        as in the guided game (the HUD says "Solo" for the mode)."""
        if self.players == 1 and self.names[0] == "P1":
            return [get(_S_YOU)]
        return self.names[:self.players]

    def _names_menu(self, selected=0):
        items = []
        names = self._names()
        for i in range(self.players):
            items.append(get(_S_PLAYER_ROW) % (i + 1, names[i]))
        items.append(get(_S_DONE))
        self.app.show(Menu(self.app, get(_S_NAMES), items, self._name_chosen,
                           on_back=self._back_here, selected=selected))

    def _name_chosen(self, index):
        if index >= self.players:
            self._back_here()
            return

        def done(name):
            self.names[index] = name
            self._names_menu(index + 1)

        from carto_ui.pickers import LetterPicker

        self.app.show(LetterPicker(self.app, get(_S_PLAYER_NAME) % (index + 1),
                                   self._names()[index], done, lambda: self._names_menu(index)))

    # ----- chosen scoring cards -----

    def _pool(self):
        from engine.game import preset

        return preset(CONTENTS[self.content], self.players, self.seed)["pool"]

    def _check_edicts(self):
        if self.edicts is not None:
            pool = self._pool()
            for card in self.edicts:
                if card not in pool:
                    self.edicts = None
                    return

    def _choose_edicts(self):
        # 255: not picked yet; going back a step keeps the earlier pick.
        self._picks = bytearray(self.edicts or b"\xff\xff\xff\xff")
        self._pick(0)

    def _pick(self, category):
        from engine import scoring

        pool = self._pool()
        cards = [c for c in pool if scoring.CATEGORY[c] == category]
        items = [get(c) for c in cards]
        selected = 0
        if self._picks[category] in cards:
            selected = cards.index(self._picks[category])

        def chosen(i):
            self._picks[category] = cards[i]
            if category == 3:
                self.edicts = bytes(self._picks)
                self._back_here()
            else:
                self._pick(category + 1)

        def back():
            if category == 0:
                self._back_here()
            else:
                self._pick(category - 1)

        def rules_text(i, step):
            from carto_ui import rulestext
            from carto_ui.pages import TextView

            self.app.show(TextView(self.app, get(cards[i]),
                                   rulestext.scoring_text(cards[i]), lambda: self.app.show(menu)))

        title = get(_S_EDICT_PICK_TITLE) % ("ABCD"[category], get(_S_C_FOREST + category))
        menu = Menu(self.app, title, items, chosen, on_back=back, selected=selected,
                    on_adjust=rules_text, hint=get(_S_EDICT_PICK_HINT))
        self.app.show(menu)

    # ----- screen protocol -----

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass

"""The game setup form (the title screen is ``carto_ui.title``)."""
# ``Setup`` gathers players (solo or 2-6), who plays each seat (a person or
# a bot of one of three strengths, engine.bot: LEFT/RIGHT on its row of the
# Players menu, opened from the names row) and their names (a keyboard grid;
# a bot seat takes a bot's name), content
# (base / Heroes / mixed), map side A-D, scoring cards (random, or one chosen
# per category: LEFT/RIGHT step between Random and the set last chosen, A
# opens the picker) and the seed (from the clock or typed in, always shown), and
# hands ``on_done`` the keyword arguments for ``engine.game.Game``. Its last
# row enters a challenge code (carto_ui.codeentry), which sets the rows to
# the game the code deals: Start then deals exactly that game.
from carto_ui import strings as S
from carto_ui.frame import first_button, roomy
from carto_ui.lang import get
from carto_ui.menus import Menu
from hw.buttons import START

# The engine is imported where the form needs it (the pool, the chosen
# edicts, Start): the title and the form keep none of it (carto_ui.unload).

CONTENTS = ("base", "heroes", "mixed")
DEFAULT_SIDE = (0, 2, 0)  # the first sheet of each box
MAX_PLAYERS = 6
NAME_LEN = 8  # the name picker's longest name
SEED_DIGITS = 5
SEED_LIMIT = 100000
# A bot seat's name, by seat: cartographers of old (at most 8 characters).
BOT_NAMES = ("Mercator", "Ortelius", "Blaeu", "Hondius", "Idrisi", "Piri")

_PLAYERS, _NAMES, _CONTENT, _SIDE, _EDICTS, _SEED, _START, _CODE = range(8)


def fit_names(names, room):
    """``names`` joined by spaces in at most ``room`` characters, whole
    names only, "+N" standing for the N that do not fit (all of them when
    not even the first fits beside its "+N")."""
    shown = " ".join(names)
    k = len(names)
    while len(shown) > room and k > 0:
        k -= 1
        shown = (" ".join(names[:k]) + " +%d" % (len(names) - k)).lstrip()
    return shown


class Setup:
    """The setup form: one row per setting. LEFT/RIGHT change a value, A
    changes it too or opens its editor, "Start game" calls
    ``on_done(kwargs)``; START selects "Start game" (then starts it); B
    calls ``on_back()``."""

    def __init__(self, app, on_done, on_back=None, seed=None):
        self.app = app
        self.on_done = on_done
        self.on_back = on_back
        self.players = 1
        self.names = ["P%d" % (i + 1) for i in range(MAX_PLAYERS)]
        self.seats = bytearray(MAX_PLAYERS)  # 0 a person, 1-3 a bot's strength
        self.content = 0
        self.side = DEFAULT_SIDE[0]
        self.edicts = None  # None: drawn at random from the seed
        self.chosen = None  # the set last chosen (``edicts`` when not None), kept for Random
        if seed is None:
            seed = getattr(app, "seed", None)
        if seed is None:
            seed = app.hw.ticks_ms()
        self.seed = seed % SEED_LIMIT
        self.drawn = None  # the edicts ``update`` imports ahead, for drawn_for
        self.drawn_for = None  # (content, seed, edicts) they were drawn for
        self.held = 0  # how many of them are imported
        self._build(0)

    def _build(self, selected):
        """The form's menu, ``selected`` its row. The rows' characters
        after the menu's marker: a big line's on a roomy screen when every
        text a row may take fits one."""
        app = self.app
        self.room = app.hw.WIDTH // 6 - 2
        widest = None
        if roomy(app):
            from carto_ui.makeframe import big_cols, fits

            widest = self._widest()
            if fits(app, widest, 1):
                self.room = big_cols(app) - 1
        self.menu = Menu(app, get(S.NEW_GAME), self._rows(), self._choose, on_back=self._back,
                         on_adjust=self._adjust, hint=get(S.SETUP_HINT), widest=widest,
                         selected=selected)
        self.group = self.menu.group

    # ----- the form -----

    def _rows(self):
        players = get(S.SOLO) if self.players == 1 else str(self.players)
        # The names that fit the row (after its label and the menu marker),
        # "+N" for the rest: every name is shown in full on the Names menu.
        label = get(S.ROW_NAMES)
        names = fit_names(self._names(), self.room - len(label))
        edicts = get(S.RANDOM) if self.edicts is None else get(S.CHOSEN)
        return [
            get(S.ROW_PLAYERS) + players,
            label + names,
            get(S.ROW_CONTENT) + get(S.CONTENT_BASE + self.content),
            get(S.ROW_SIDE) + "ABCD"[self.side],
            get(S.ROW_EDICTS) + edicts,
            get(S.ROW_SEED) % self.seed,
            get(S.START_GAME),
            get(S.ROW_CODE),
        ]

    def _widest(self):
        """Every text the rows may take, the names row with one whole name
        (the others are "+N" when they do not fit)."""
        out = [get(S.ROW_PLAYERS) + get(S.SOLO), get(S.ROW_NAMES) + "W" * NAME_LEN]
        for i in range(len(CONTENTS)):
            out.append(get(S.ROW_CONTENT) + get(S.CONTENT_BASE + i))
        out += [get(S.ROW_SIDE) + "A", get(S.ROW_EDICTS) + get(S.RANDOM),
                get(S.ROW_EDICTS) + get(S.CHOSEN),
                get(S.ROW_SEED) % max(self.seed, SEED_LIMIT - 1),  # a code's may be longer
                get(S.START_GAME), get(S.ROW_CODE)]
        return out

    def _redraw(self):
        rows = self._rows()
        for i in range(len(rows)):
            if self.menu.items[i] != rows[i]:
                self.menu.set_item(i, rows[i])

    def _adjust(self, row, step):
        if row == _PLAYERS:
            self.players = (self.players - 1 + step) % MAX_PLAYERS + 1
            if not self._people():  # a game has a person at the table
                self._seat_to(0, 0)
        elif row == _CONTENT:
            self.content = (self.content + step) % len(CONTENTS)
            self.side = DEFAULT_SIDE[self.content]
            self._check_edicts()
        elif row == _SIDE:
            self.side = (self.side + step) % 4
        elif row == _EDICTS:  # two values: Random and the set last chosen
            if self.edicts is None:
                self.edicts = self.chosen = self.chosen or self._first_cards()
            else:
                self.edicts = None
        elif row == _SEED:
            self.seed = (self.seed + step) % SEED_LIMIT
        self._redraw()

    def _choose(self, row):
        if row in (_PLAYERS, _CONTENT, _SIDE):
            self._adjust(row, 1)
            return
        if row == _START:
            self.on_done(self.kwargs())
            return
        # The form's own screens forget the map's modules it prefetched:
        # beside them, a rule page opened from the edict picker after a name
        # was typed needs more heap than a whole game.
        self.app.over_form()
        if row == _NAMES:
            self._names_menu()
        elif row == _EDICTS:
            self._choose_edicts()
        elif row == _CODE:
            self._enter_code()
        else:
            from carto_ui.pickers import NumberPicker

            self.app.show(NumberPicker(
                self.app, get(S.SEED), self.seed, SEED_DIGITS, self._seed_done, self._back_here,
                note=get(S.SEED_NOTE)))

    def _back(self):
        if self.on_back is not None:
            self.on_back()

    def _back_here(self):
        self.seats_menu = None
        self._redraw()
        self.app.show(self)
        self.app.prefetch()

    def _seed_done(self, value):
        self.seed = value % SEED_LIMIT
        self._back_here()

    def kwargs(self):
        """Keyword arguments for ``engine.game.Game`` from the form."""
        from engine.game import preset

        kwargs = preset(CONTENTS[self.content], self.players, self.seed)
        kwargs["side"] = self.side
        kwargs["names"] = self._names()
        kwargs["bots"] = bytes(self.seats[:self.players])
        if self.edicts is not None:
            kwargs["edicts"] = bytes(self.edicts)
        return kwargs

    # ----- a challenge code -----

    def _enter_code(self):
        from carto_ui.codeentry import CodePicker
        from engine import challenge

        # The code of the game the form deals now: a template of the right
        # length and version.
        code = challenge.encode(CONTENTS[self.content], self.seed, self.players, self.side,
                                self.edicts, bytes(self.seats[:self.players]))
        self.app.show(CodePicker(self.app, code, self.code_done, self._back_here))

    def code_done(self, fields):
        """Set the rows to the game of a code's ``fields``
        (``engine.challenge.decode``'s, its bot seats too) and select
        Start: ``kwargs`` then gives ``engine.challenge.game_options`` and
        the names."""
        self.players = fields["players"]
        for i in range(self.players):
            self._seat_to(i, fields["seats"][i])
        self.content = CONTENTS.index(fields["content"])
        self.side = fields["side"]
        self.edicts = fields["edicts"]
        if self.edicts is not None:
            self.chosen = self.edicts
        self.seed = fields["seed"]
        # The code's edicts are imported on this press, as ``update`` would
        # one a frame: the map's modules load in the frames after it
        # (``_back_here``), and Start then imports none.
        from engine import scoring

        self.drawn = self._edicts_to_play()
        self.drawn_for = (self.content, self.seed, self.edicts)
        scoring.use(self.drawn)
        self.held = 4
        if self.seed >= SEED_LIMIT and roomy(self.app):
            self._build(_START)  # its rows may no longer fit a big line
        else:
            self._redraw()
            self.menu.select(_START)
        self._back_here()

    # ----- names -----

    def _names(self):
        """The players' names; the one person at the table not named
        otherwise is "You", as in the guided game (the HUD says "Solo" for
        the mode)."""
        names = self.names[:self.players]
        if self._people() == 1:
            for i in range(self.players):
                if not self.seats[i] and names[i] == "P%d" % (i + 1):
                    names[i] = get(S.YOU)
        return names

    def _people(self):
        """How many of the seats people play."""
        n = 0
        for i in range(self.players):
            if not self.seats[i]:
                n += 1
        return n

    def _seat_to(self, i, kind):
        """Seat ``i`` played by ``kind`` (0 a person, 1-3 a bot); a bot
        takes a bot's name for a default one, a person the default for a
        bot's."""
        self.seats[i] = kind
        name = self.names[i]
        if kind and (name == "P%d" % (i + 1) or name in BOT_NAMES):
            self.names[i] = BOT_NAMES[i]
        elif not kind and name == BOT_NAMES[i]:
            self.names[i] = "P%d" % (i + 1)

    def _seat_row(self, i, names):
        if self.players == 1:
            return get(S.PLAYER_ROW) % (i + 1, names[i])
        # SEAT_PERSON, then the weak, fair and strong bots (engine.bot)
        return get(S.SEAT_ROW) % (i + 1, get(S.SEAT_PERSON + self.seats[i]), names[i])

    def _names_menu(self, selected=0):
        items = []
        names = self._names()
        for i in range(self.players):
            items.append(self._seat_row(i, names))
        items.append(get(S.DONE))
        if self.players == 1:  # a solo player is a person
            menu = Menu(self.app, get(S.NAMES), items, self._name_chosen,
                        on_back=self._back_here, selected=selected)
        else:
            # Its rows' widest texts, whatever LEFT/RIGHT make of a seat.
            widest = [get(S.DONE)]
            for kind in range(4):
                widest.append(get(S.SEAT_ROW) % (6, get(S.SEAT_PERSON + kind), "W" * NAME_LEN))
            menu = Menu(self.app, get(S.SEATS), items, self._name_chosen,
                        on_back=self._back_here, selected=selected,
                        on_adjust=self._seat_adjust, hint=get(S.SEATS_HINT), widest=widest)
        self.seats_menu = menu
        self.app.show(menu)

    def _seat_adjust(self, i, step):
        """LEFT/RIGHT on a seat's row: a person, a weak, fair or strong bot;
        the last person at the table stays one."""
        if i >= self.players:
            return
        kind = (self.seats[i] + step) % 4
        if kind and not self.seats[i] and self._people() == 1:
            return
        self._seat_to(i, kind)
        names = self._names()
        menu = self.seats_menu
        for k in range(self.players):  # a lone person's name may become "You"
            row = self._seat_row(k, names)
            if menu.items[k] != row:
                menu.set_item(k, row)

    def _name_chosen(self, index):
        if index >= self.players:
            self._back_here()
            return

        def done(name):  # back on the name just typed
            self.names[index] = name
            self._names_menu(index)

        from carto_ui.pickers import LetterPicker

        # A default name ("P2", a solo "You") is not edited but replaced.
        fresh = self.names[index] == "P%d" % (index + 1)
        self.app.show(LetterPicker(self.app, get(S.PLAYER_NAME) % (index + 1),
                                   self._names()[index], done, lambda: self._names_menu(index),
                                   fresh=fresh))

    # ----- chosen scoring cards -----

    def _pool(self):
        from engine.game import preset

        return preset(CONTENTS[self.content], self.players, self.seed)["pool"]

    def _check_edicts(self):
        """Forget a chosen set that is not all in the content's pool."""
        if self.chosen is not None:
            pool = self._pool()
            for card in self.chosen:
                if card not in pool:
                    self.chosen = self.edicts = None
                    return

    def _first_cards(self):
        """The first card of each category in the pool, A-D: the set the
        picker gives when A is pressed four times (the Chosen value before
        any set was chosen). A box's cards run four a category, forest
        first (engine.scoring.CATEGORY)."""
        first = self._pool()[0]
        return bytes((first, first + 4, first + 8, first + 12))

    def _choose_edicts(self):
        # 255: not picked yet; going back a step keeps the earlier pick.
        self._picks = bytearray(self.edicts or self.chosen or b"\xff\xff\xff\xff")
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
                self.edicts = self.chosen = bytes(self._picks)
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

            text = rulestext.scoring_text(cards[i], self.players == 1)
            self.app.show(TextView(self.app, get(cards[i]), text, lambda: self.app.show(menu)))

        title = get(S.EDICT_PICK_TITLE) % ("ABCD"[category], get(S.C_FOREST + category))
        menu = Menu(self.app, title, items, chosen, on_back=back, selected=selected,
                    on_adjust=rules_text, hint=get(S.EDICT_PICK_HINT))
        self.app.show(menu)

    # ----- screen protocol -----

    def press(self, mask):
        # START goes to "Start game", where START or A starts it: in the menu
        # it did what A does on its row (on "Players", one player more).
        if first_button(mask) == START and self.menu.selected != _START:
            self.menu.select(_START)
            return
        self.menu.press(mask)

    def update(self, now_ms):
        """While the form waits, the scoring cards the game will play are
        imported, one a frame once the map's modules are (``App.prefetch``):
        Start then imports none: four imports would take its press over
        its instruction budget (docs/memory.md, "Loading ahead")."""
        if self.app.preload:
            return
        if (self.drawn is None or self.drawn_for[0] != self.content
                or self.drawn_for[1] != self.seed or self.drawn_for[2] is not self.edicts):
            self.drawn = self._edicts_to_play()
            self.drawn_for = (self.content, self.seed, self.edicts)
            self.held = 0
        elif self.held < 4:
            from engine import scoring

            self.held += 1
            scoring.use(self.drawn[:self.held])  # the last game's go

    def _edicts_to_play(self):
        """The four edicts the game started now would play: those chosen,
        or those ``Game`` draws from the seed (``engine.setup.deal``)."""
        if self.edicts is not None:
            return bytes(self.edicts)
        from engine.rng import Rng
        from engine.setup import draw_edicts, preset

        return draw_edicts(Rng(self.seed), preset(CONTENTS[self.content], 1, self.seed)["pool"])

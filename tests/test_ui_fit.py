"""Every string the UI shows fits the screen, at 160x128, 240x240 and 320x240
in English, French, German and Italian, and no text at scale 2 overlaps another.

``carto_ui.text.on_cut`` reports each text longer than the label showing it
(or with more lines than a ``Lines``), and after every press the display tree
is walked for any visible label whose text runs off the screen. The UI is
driven by buttons through every screen: the title, How to play (every
topic, every page), About, the setup form with six players and long names,
its name, seed and edict pickers (every edict's rules), a guided game, and
whole six-player mixed and solo games by the engine's bot, opening on many
decisions the turn menu, the edict view, and every item of the game menu
(this card, each edict, each card this season, every player's map with each
edict lit, the standings), the handoff's game menu, the season ends, the
final review, the ranking and the end menu.

Every string of every language is proved: the driven runs at 160x128 record
the key of each string they read (``lang.get``), test_unreached_strings_fit
shows the rest where the UI shows them (the messages of a damaged store or
a failed save, out of memory, ties, news and reasons in the map's banner,
full records, the Settings of a board with sound, lights and a battery,
every reset and delete answered Yes, the title with a saved game; and the
map's hint line, the HUD's words and the handoff on a roomy screen, the
only screens that show them), and test_every_key_is_covered fails for a
key neither reached."""
import sys

import pytest

displayio = pytest.importorskip("displayio")
pytest.importorskip("pygame")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import botturn, codeline, lang, pickers, text  # noqa: E402,F401 (get watched)
from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import App  # noqa: E402

from engine import bot  # noqa: E402
from engine import game as rules  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import labels, shown_cols  # noqa: E402
from tools import langtable  # noqa: E402
from tools.botplay import next_press  # noqa: E402
from tools.langtable import key  # noqa: E402

K_SAVE_QUIT = key("SAVE_QUIT")
K_NEW_GAME = key("NEW_GAME")
K_BACK_TO_MAP = key("BACK_TO_MAP")
K_HOW_TO_PLAY = key("HOW_TO_PLAY")
K_MAPS_STANDINGS = key("MAPS_STANDINGS")
K_PLAY_AGAIN = key("PLAY_AGAIN")
K_GUIDED_GAME = key("GUIDED_GAME")
K_RECORDS = key("RECORDS")
K_SETTINGS = key("SETTINGS")
K_ABOUT = key("ABOUT")

SIZES3 = ((160, 128), (240, 240), (320, 240))
IDS3 = ["160x128", "240x240", "320x240"]
# (size, language) of each run: every size in every language.
RUNS = ([(size, "en") for size in SIZES3]
        + [(size, code) for size in SIZES3 for code in lang.LANGUAGES[1:]])
RUN_IDS = (IDS3 + ["%s-%s" % (name, code) for name in IDS3 for code in lang.LANGUAGES[1:]])


# The keys of the strings each language's driven runs at 160x128 read
# (lang.get), gathered for test_every_key_is_covered; and which runs ran.
DRIVEN = {code: set() for code in lang.LANGUAGES}
# The keys read on the roomy screen of test_unreached_strings_fit: the
# strings only roomy screens show (the map's hint line, the HUD's words).
ROOMY = {code: set() for code in lang.LANGUAGES}
RAN = set()
GLYPH_W = 6
GLYPH_H = 12


def modules_with(get):
    """The UI's modules (carto_ui.lang too) whose ``get`` is ``get``."""
    return [module for name, module in list(sys.modules.items())
            if name.startswith(("carto_ui.", "engine.")) or name == "code"
            if getattr(module, "get", None) is get]


class Watch:
    """Records every cut text and every label off the screen, with the
    screen it happened on, and (at 160x128) the key of every string read."""

    def __init__(self, app, keys=None):
        self.app = app
        self.problems = []
        self.presses = 0
        self.screens = set()
        text.on_cut = self.cut
        self.real_get = lang.get
        self.patched = []
        if keys is not None:
            real = self.real_get

            def get(k):
                keys[lang.code()].add(k)
                return real(k)

            for module in modules_with(real):
                module.get = get
            self.patched = get

    def close(self):
        text.on_cut = None
        if self.patched:
            for module in modules_with(self.patched):
                module.get = self.real_get

    def where(self):
        return type(getattr(self.app, "screen", None)).__name__

    def cut(self, words, cols):
        what = "more lines than fit" if cols == 0 else "cut to %d columns" % cols
        self.problems.append("%s: %r %s" % (self.where(), words, what))

    def check(self):
        hw = self.app.hw
        root = hw.display.root_group
        if root is None:
            return
        glyph_w = text.sheet().width // text.COUNT
        glyph_h = text.sheet().height
        for label, x, y, scale in labels(root):
            cols = shown_cols(label)
            if not cols:
                continue
            if (x < 0 or y < 0 or x + cols * glyph_w * scale > hw.WIDTH
                    or y + glyph_h * scale > hw.HEIGHT):
                shown = "".join(chr(text.FIRST + label[i]) if label[i] < text.ASCII else "~"
                                for i in range(cols))
                self.problems.append("%s: %r off the %dx%d screen at (%d, %d)" % (
                    self.where(), shown, hw.WIDTH, hw.HEIGHT, x, y))

        for a, b in overlaps(root):
            self.problems.append("%s: scale-2 text %r overlaps %r" % (self.where(), a, b))

    def press(self, *buttons):
        for b in buttons:
            self.app.press(b)
            self.app.update(0)
            self.app.dirty = False
            self.presses += 1
            self.screens.add(self.where())
            self.check()


def drawn(group, x=0, y=0, scale=1):
    """(item, x, y, scale) of every visible item under ``group`` in the
    order it is drawn (a Group's position is in its parent's scaled
    pixels, its children's in its own)."""
    if getattr(group, "hidden", False):
        return
    x += group.x * scale
    y += group.y * scale
    scale *= group.scale
    for item in group:
        if isinstance(item, displayio.Group):
            yield from drawn(item, x, y, scale)
        elif not getattr(item, "hidden", False):
            yield item, x + item.x * scale, y + item.y * scale, scale


def box(item, x, y, scale):
    """The screen box (left, top, right, bottom) an item covers: a label's
    shown characters, a TileGrid's tiles, a vectorio shape at screen scale
    (not scaled by its groups on every displayio, so the UI draws them at
    the screen's scale)."""
    if isinstance(item, text.Label):
        return x, y, x + shown_cols(item) * GLYPH_W * scale, y + GLYPH_H * scale
    if isinstance(item, displayio.TileGrid):
        w = item.width * item.tile_width * scale
        return x, y, x + w, y + item.height * item.tile_height * scale
    return x, y, x + getattr(item, "width", 0), y + getattr(item, "height", 0)


def meet(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def overlaps(root):
    """Pairs of texts on the screen that overlap, one of them at scale 2: a
    text drawn over another whose characters still show (no box or tiles
    drawn between them over it)."""
    shown = []  # (text, box, scale) of the labels drawn so far and not covered
    found = []
    for item, x, y, scale in drawn(root):
        if isinstance(item, text.Label):
            if not item.pixel_shader.is_transparent(0):
                # on its own paper: its whole line hides the texts under it
                w = item.width * item.tile_width * scale
                paper = (x, y, x + w, y + item.tile_height * scale)
                shown = [entry for entry in shown if not meet(entry[1], paper)]
            if not shown_cols(item):
                continue
            here = box(item, x, y, scale)
            words = "".join(chr(text.FIRST + item[i]) if item[i] < text.ASCII else "~"
                            for i in range(shown_cols(item)))
            for other, there, other_scale in shown:
                if max(scale, other_scale) >= 2 and meet(here, there):
                    found.append((words, other) if scale >= 2 else (other, words))
            shown.append((words, here, scale))
        else:  # a box or tiles drawn over the texts under them hide them
            here = box(item, x, y, scale)
            shown = [entry for entry in shown if not meet(entry[1], here)]
    return found


def screen_is(app, name):
    return type(app.screen).__name__ == name


def page_through(w):
    """Press A through a Pages screen (or one built on it) to its end."""
    screen = w.app.screen
    for _ in range(40):
        if w.app.screen is not screen:
            return
        w.press(A)
    raise AssertionError("pages did not close")


def on_title(w, k):
    """Choose the title's item of lang key ``k`` (the title keeps the item
    it was left from)."""
    menu = w.app.screen.menu
    at = menu.items.index(lang.get(k))
    while menu.selected != at:
        w.press(DOWN if menu.selected < at else UP)
    w.press(A)


def visit_learn(w):
    """On the How to play menu: open every topic and page through it."""
    menu = w.app.screen.menu
    first = 1 if menu.items[0] == lang.get(K_GUIDED_GAME) else 0
    for i in range(first, len(menu.items)):
        while menu.selected != i:
            w.press(DOWN)
        w.press(A)
        assert screen_is(w.app, "Pages")
        page_through(w)
        assert w.app.screen.menu is menu


def visit_settings(w):
    """From the title: every value of every Settings row, each reset's two
    questions (answered No), the message that there is no saved game."""
    app = w.app
    on_title(w, K_SETTINGS)
    assert screen_is(app, "Settings")
    values = len(app.screen.menu.items) - 4  # then Reset records .. Back
    for _ in range(values):
        w.press(*[RIGHT] * 4)
        w.press(DOWN)
    for _ in range(2):  # Reset records, Reset settings: asked twice
        w.press(A, DOWN, A)
        w.press(A)  # No
        w.press(DOWN)
    w.press(A)  # Delete saved game: there is none
    assert screen_is(app, "MessageBox")
    w.press(A, B)  # back, then leave (saving) for the title


def visit_setup(w):
    """The setup form at six players with long names and each of its pickers."""
    app = w.app
    on_title(w, K_NEW_GAME)
    assert screen_is(app, "Setup")
    w.press(*[RIGHT] * 5)  # six players
    w.press(DOWN, A)  # Names
    for _ in range(6):
        w.press(A)
        assert screen_is(app, "LetterPicker")
        w.press(DOWN, *[LEFT] * 4, *[A] * 8)  # as long as a name can be, of the widest letter
        assert app.screen.name() == "Wwwwwwww"
        assert app.screen.key_row == pickers.DONE_ROW
        w.press(A)  # Done: back on that name
        w.press(DOWN)
    w.press(A)  # Done
    w.press(DOWN)  # Content
    for _ in range(3):
        w.press(RIGHT)
    w.press(DOWN, DOWN, A)  # Edicts: the four category pickers
    for _ in range(4):
        menu = app.screen
        for i in range(len(menu.items)):
            while menu.selected != i:
                w.press(DOWN)
            w.press(RIGHT)  # its rules
            page_through(w)
        w.press(A)
    assert screen_is(app, "Setup")
    w.press(LEFT)  # edicts back to random
    w.press(DOWN, A)  # Seed
    assert screen_is(app, "NumberPicker")
    w.press(UP, LEFT, UP, A)
    visit_code_entry(w)
    w.press(B)
    assert screen_is(app, "Title")


def visit_code_entry(w):
    """The setup form's code entry: its note, a mistyped code's sentence,
    another version's; then back on the form."""
    from engine import challenge

    def refused(code):
        try:
            challenge.decode(code)
        except ValueError as error:
            return str(error)
        return None

    app = w.app
    w.press(DOWN, DOWN, A)  # Enter a code
    assert screen_is(app, "CodePicker")
    picker = app.screen
    w.press(UP, A)  # the check character changed: mistyped
    w.press(DOWN)  # as it was: the note again
    while picker.cursor:
        w.press(LEFT)
    w.press(UP)  # version 2, and a check character made whole for it
    while picker.cursor + 1 < len(picker.chars):
        w.press(RIGHT)
    while refused(picker.text()) != challenge.OTHER_VERSION:
        w.press(UP)
    w.press(A)
    assert screen_is(app, "CodePicker")
    w.press(B)
    assert screen_is(app, "Setup")


def visit_game_menu(w):
    """From the game menu: every item that shows something; last the maps
    and standings, whose B goes back to the game (the map or the handoff)."""
    app = w.app
    menu = app.screen.menu
    for i, item in enumerate(list(menu.items)):
        if item in (lang.get(K_SAVE_QUIT), lang.get(K_NEW_GAME), lang.get(K_BACK_TO_MAP),
                    lang.get(K_HOW_TO_PLAY), lang.get(K_MAPS_STANDINGS)):
            continue
        while menu.selected != i:
            w.press(DOWN)
        w.press(A)
        if screen_is(app, "Menu"):  # a list: open each entry
            sub = app.screen
            for k in range(len(sub.items)):
                while sub.selected != k:
                    w.press(DOWN)
                w.press(A)
                if app.screen is not sub:
                    page_through(w)
                    sub = app.screen  # the list is built again on the way back
                    assert screen_is(app, "Menu") and sub.selected == k
            w.press(B)
        else:
            page_through(w)
        assert app.screen.menu is menu, item
    while menu.items[menu.selected] != lang.get(K_MAPS_STANDINGS):
        w.press(DOWN)
    w.press(A)
    assert screen_is(app, "MapsView")
    for _ in range(app.game.n):
        w.press(*[DOWN] * 5)
        w.press(RIGHT)
    w.press(A)
    page_through(w)
    w.press(B)


def visit_map(w):
    """On the map: the turn menu, the edict view through A-D, the game menu."""
    app = w.app
    # A press on the map's news only dismisses it; in the guided game a note
    # on what the map shows may come once it is read (A reads it).
    while app.play.messages or screen_is(app, "Note"):
        w.press(A)
    w.press(START)
    assert screen_is(app, "Menu")
    w.press(DOWN, A)  # Edict view
    assert screen_is(app, "EdictView")
    w.press(RIGHT, RIGHT, RIGHT, RIGHT, B)
    assert app.screen is app.play
    w.press(START, DOWN, DOWN, A)  # Game menu
    assert screen_is(app, "GameMenu")
    visit_game_menu(w)
    assert app.screen is app.play


def decide(w, limit=80):
    app = w.app
    g = app.game
    action = bot.choose(g)
    before = g.to_bytes()
    for _ in range(limit):
        w.press(next_press(app, action))
        if app.game is not g or g.to_bytes() != before:
            return
    raise AssertionError("action %r not taken" % (action,))


def play_out(w, every=6):
    """Play to the end menu, visiting the map's menus every ``every``
    decisions and on the first hero, destroy and ambush; the handoff's game
    menu once; the final review through every map and edict."""
    app = w.app
    g = app.game
    decisions = 0
    firsts = set()
    handoff_menu = False
    for _ in range(6000):
        name = type(app.screen).__name__
        if name == "Menu" and app.screen.items[0] == lang.get(K_PLAY_AGAIN):
            # Its code line is made frames after the press that showed it
            # (carto_ui.review.code_later).
            for _ in range(3):
                app.update(0)
            w.check()
            return
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            kind = "destroy" if g.kind == rules.DESTROY else (
                g.choices[0][1] if g.actor == g.target else "ambush")
            if decisions % every == 0 or kind not in firsts:
                firsts.add(kind)
                visit_map(w)
            decide(w)
            decisions += 1
        elif name == "Handoff" and not handoff_menu:
            handoff_menu = True
            w.press(START)
            assert screen_is(app, "GameMenu")
            visit_game_menu(w)
            assert screen_is(app, "Handoff")
        elif name == "MapsView":
            for _ in range(g.n):
                w.press(*[DOWN] * 5)
                w.press(RIGHT)
            w.press(A)
        else:
            w.press(A)
    raise AssertionError("the game did not reach the end menu")


@pytest.fixture(params=RUNS, ids=RUN_IDS)
def watched(request):
    size, code = request.param
    lang.use(code)
    hw = FakeBoard(size=size, bare=True, step=10, render=False)  # read from the labels
    keys = DRIVEN if size == (160, 128) else None
    w = Watch(None, keys)
    w.app = App(hw, seed=41)
    yield w
    if keys is not None:
        RAN.add((request.function.__name__, code))
    w.close()
    hw.close()
    lang.use("en")


def test_title_help_and_setup_fit(watched):
    w = watched
    app = w.app
    w.check()
    on_title(w, K_HOW_TO_PLAY)
    visit_learn(w)
    w.press(B)
    on_title(w, K_ABOUT)
    page_through(w)  # back to a new title (app.title), About selected
    on_title(w, K_RECORDS)
    page_through(w)
    visit_settings(w)
    visit_setup(w)
    assert not w.problems, "\n".join(sorted(set(w.problems)))
    assert {"Learn", "Pages", "Setup", "LetterPicker", "NumberPicker", "Settings",
            "MessageBox"} <= w.screens
    assert app.game is None


def test_six_player_game_fits(watched):
    w = watched
    app = w.app
    w.press(A)  # New game
    w.press(*[RIGHT] * 5)
    w.press(DOWN, A)
    for _ in range(6):
        w.press(A, DOWN, *[LEFT] * 4, *[A] * 8)  # "Wwwwwwww"
        w.press(A, DOWN)  # Done, the next name
    w.press(A, DOWN, RIGHT, RIGHT)  # mixed content
    w.press(DOWN, DOWN, DOWN, DOWN, A)  # Start game
    g = app.game
    assert g.n == 6 and g.heroes_on and g.ruins_on
    assert max(len(name) for name in g.names) == 8
    play_out(w, every=11)
    assert not w.problems, "\n".join(sorted(set(w.problems)))
    assert {"Handoff", "GameMenu", "MapsView", "SeasonEnd", "GameOver"} <= w.screens


def test_games_with_bots_fit(watched):
    """Two people and four bots of every strength on the Players menu, long
    names, a whole mixed game (a bot draws on a person's map, named); then
    one person and a bot (a monster drawn on "your" map)."""
    w = watched
    app = w.app
    w.press(A)  # New game
    w.press(*[RIGHT] * 5)
    w.press(DOWN, A)  # the Players menu
    for kind in (0, 3, 0, 1, 2, 1):
        w.press(*[RIGHT] * kind)
        if not kind:
            w.press(A, DOWN, *[LEFT] * 4, *[A] * 8)  # "Wwwwwwww"
            w.press(A)  # Done: back on this seat
        w.press(DOWN)
    w.press(A, DOWN, RIGHT, RIGHT)  # Done; mixed content
    w.press(DOWN, DOWN, DOWN, DOWN, A)  # Start game
    g = app.game
    assert g.n == 6 and g.bots == b"\x00\x03\x00\x01\x02\x01"
    play_out(w, every=11)
    w.press(DOWN, A)  # New game
    w.press(DOWN, A, B)  # solo: the Names menu ("Player 1  You"), back
    w.press(UP, RIGHT, DOWN, A)  # two seats, the Players menu
    w.press(DOWN, RIGHT, RIGHT, DOWN, A)  # a fair bot
    w.press(*[DOWN] * 5, A)  # Start game
    assert app.game.bots == b"\x00\x02"
    play_out(w, every=20)
    assert not w.problems, "\n".join(sorted(set(w.problems)))
    assert "BotTurn" in w.screens


def test_guided_game_fits(watched):
    w = watched
    app = w.app
    w.press(DOWN, A, A)  # How to play, Guided first game
    assert app.guide is not None and screen_is(app, "Note")
    play_out(w, every=5)
    assert not w.problems, "\n".join(sorted(set(w.problems)))
    assert "Note" in w.screens


# A board with a speaker, NeoPixels and a battery: the Settings screen's
# Sound, Lights and Battery rows.
RICH = {"bare": True, "step": 10, "play": True, "lights": True, "battery": ("A6", 2)}


def fmt(name, *args):
    return lang.get(key(name)) % args if args else lang.get(key(name))


def start_solo(w):
    """From the title: a solo game with the default setup, on its map."""
    app = w.app
    on_title(w, K_NEW_GAME)
    assert screen_is(app, "Setup")
    menu = app.screen.menu
    while menu.items[menu.selected] != lang.get(key("START_GAME")):
        w.press(DOWN)
    w.press(A)
    while app.screen is not app.play:
        w.press(A)
    while app.play.messages:
        w.press(A)


def choose(w, name):
    """On a menu: the item that starts with string ``name`` chosen."""
    screen = w.app.screen
    menu = getattr(screen, "menu", screen)
    for _ in range(len(menu.items)):
        if menu.items[menu.selected].startswith(fmt(name)):
            break
        w.press(DOWN)
    else:
        raise AssertionError("no item %s" % name)
    w.press(A)


def game_menu_item(w, name):
    """From the map: the game menu, ``name``'s item chosen."""
    app = w.app
    w.press(START, DOWN, DOWN, A)
    assert screen_is(app, "GameMenu")
    menu = app.screen.menu
    while menu.items[menu.selected] != lang.get(key(name)):
        w.press(DOWN)
    w.press(A)


# Strings no driven run reaches at 160x128 (events the seeds never bring:
# a hero's kill, zombies, a failed save, a damaged store...): each is shown
# by the screen that shows it, with long sample arguments.
MESSAGES = ("OOM_BACK", "OOM_TO_TITLE", "SETTINGS_DAMAGED", "SETTINGS_NEWER", "RECORDS_DAMAGED",
            "RECORDS_NEWER", "RECORDS_RESET", "SETTINGS_RESET", "SAVE_DELETED", "NO_CARD_YET",
            "TIES_RULE")
SAVE_PROBLEMS = ("SAVE_SKIPPED", "SAVE_SKIPPED_VERSION", "SAVE_DAMAGED", "SAVE_OTHER_VERSION",
                 "SAVE_FOREIGN", "SAVE_UNREADABLE", "SAVE_NOT_A_GAME", "SAVE_NO_MEMORY")
WHY_NOT_SAVED = ("NOT_SAVED", "SETTINGS_NOT_SAVED", "RECORDS_NOT_SAVED", "SAVE_NOT_DELETED")
STORE_ERRORS = ("STORE_FULL", "STORE_READ_ONLY", "STORE_ERROR")
# News and reasons shown in the banner over the map.
BANNERS = ("CANNOT_DESTROY", "SPACE_DESTROYED", "TAKEN_BACK", "OFF_MAP", "FALLBACK_MONSTER",
           "FALLBACK_ANY", "TROLL_DESTROY", "GORGON_DESTROY", "PLACE_HERO", "RUINS_RULE")
TERRAINS = ("T_EMPTY", "T_FOREST", "T_VILLAGE", "T_FARM", "T_WATER", "T_MONSTER", "T_HERO",
            "T_MOUNTAIN", "T_WASTE", "T_DESTROYED")
# The map's hint line under the map (roomy screens only: play.show_info).
INFOS = ("ANY_NEXT", "KEYS_PICK", "KEYS_CHOOSE", "KEYS_AFTER", "KEYS_AIM", "A_CONTINUE",
         "THINKING_STOP", "EDICT_VIEW_KEYS", "CHOOSE_THEN_A", "A_ITS_SCORES", "KEYS_PASS")
LONG = "WWWWWWWW"


class FullRecords:
    """Records as full as they get: every title, the best ratings and
    ``scores`` best scores with long names and scores (carto_ui.records)."""

    problem = None

    def __init__(self, scores):
        self.scores = scores

    def solo(self, content):
        return 99, 0xFF, 9999

    def multi_games(self, content):
        return 9999

    def best_scores(self, content):
        return [(999, 6, LONG)] * self.scores

    def code_rows(self):  # the codes' page: scores and pars as wide as they get
        return [(b"CODE", -32767, 255), (b"CODE", 32767, 0)] * 2 + [(b"CODE", 999, 1)]


def show_unreached(w):
    """Show every string of MESSAGES .. INFOS on the screen that shows it."""
    from carto_ui import season
    from carto_ui.handoff import Handoff
    from carto_ui.menus import Menu
    from carto_ui.pages import MessageBox

    app = w.app
    here = app.screen

    def box(text, title=""):
        """``text`` in a MessageBox (as TextView and Pages wrap it), every page."""
        app.show(MessageBox(app, text, lambda: app.show(here), title=title))
        w.check()
        page_through(w)

    for name in MESSAGES:
        box(fmt(name))
    for name in SAVE_PROBLEMS:
        box(fmt(name), fmt("SAVED_GAME"))
    for name in WHY_NOT_SAVED:
        for why in STORE_ERRORS:
            box(fmt(name, fmt(why)))
    names = [LONG] * 6
    box(fmt("TIE_SHARE", season.join_names(names[:3]), 99, 99, 6))
    box(fmt("TIE_MONSTERS", season.join_names(names[:3]),
            99, ", ".join([LONG + " 99"] * 3)))
    for rank in range(8):
        box(fmt("SOLO_TITLE_%d" % rank))
    for corner in ("TOP_LEFT", "TOP_RIGHT", "BOTTOM_RIGHT", "BOTTOM_LEFT"):
        for way in ("CLOCKWISE", "COUNTER"):  # an ambush card's text (rulestext), solo
            box("Gnoll Raid" + fmt("SOLO_AMBUSH_HEAD", fmt(corner), fmt(way)), "Gnoll Raid")
    for way in ("CLOCKWISE", "COUNTER"):  # and in a game of several
        box("Gnoll Raid" + fmt("AMBUSH_HEAD") + fmt(way) + ".", "Gnoll Raid")
    # Menus: their titles, items (">" and the item) and hints.
    menus = (("DISCARD_SAVED", ("NO_KEEP_IT", "YES_NEW_GAME", "YES_GUIDED")),
             ("ABANDON", ("NO_KEEP_PLAYING", "YES_NEW_GAME")),
             ("ASK_DELETE_SAVE", ("NO", "YES")), ("SURE_LOST", ("NO", "YES")),
             ("EDICTS_STAR", ["EDICT_%d" % k for k in range(32)]))
    for title, items in menus:
        shown = [("A* " if title == "EDICTS_STAR" else "") + fmt(item) for item in items]
        app.show(Menu(app, fmt(title), shown, lambda i: None, on_back=lambda: None))
        for _ in range(len(shown)):
            w.press(DOWN)
    # The end menu's code line with a par kept (carto_ui.codeline), scores as
    # wide as a game makes them: the longest form the line has room for.
    from carto_ui import records

    kept = records.code_kept
    records.code_kept = lambda storage, code: (199, 191)
    try:
        line = codeline.code_line(app, rules.Game(**rules.preset("base", 1, 99999)))
    finally:
        records.code_kept = kept
    app.show(Menu(app, fmt("GAME_OVER_SEED", 7),
                  [fmt("PLAY_AGAIN"), fmt("NEW_GAME"), fmt("TITLE_SCREEN")], lambda i: None,
                  hint=line))
    w.check()
    # (no screen has a form without a hint of its own and B: ADJUST_CHOOSE alone)
    # The title's Continue: a solo game's season, a game's short season and player.
    resume = [fmt("CONTINUE") + fmt(season) for season in ("SPRING", "SUMMER", "FALL", "WINTER")]
    resume += [fmt("CONTINUE") + fmt(season) + ", " + LONG
               for season in ("SPR", "SUM", "FAL", "WIN")]
    app.show(Menu(app, "", resume + [fmt("TAKE_BACK")], lambda i: None,
                  on_adjust=lambda i, s: None))
    for _ in resume:
        w.press(DOWN)
    w.check()
    app.show(Handoff(app, LONG, lambda: None, note=fmt("AMBUSH_NOTE", "Gnoll Raid", LONG),
                     on_menu=lambda flow: None))
    w.check()
    app.show(here)
    # The banner over the map: news, reasons, the card's terrain.
    play = app.play
    for name in BANNERS:
        play.show_banner(fmt(name))
        w.check()
    for why in ("FOR_MOUNTAIN", "FOR_DRAGON"):
        for plural in ("COIN_1", "COINS_N"):
            play.show_banner(fmt(plural, 9, fmt(why)))
            w.check()
    for name in ("HERO_KILLED_1", "HERO_KILLED_N", "ZOMBIES_1", "ZOMBIES_N"):
        play.show_banner(fmt(name, 99))
        w.check()
    for name in ("SOLO_NO_ROOM", "SOLO_DRAWN", "RUINS_NEXT", "AMBUSH_BANG", "HERO_IS"):
        play.show_banner(fmt(name, "Gnoll Raid"))
        w.check()
    play.show_banner(fmt("CARD_TIME", "Hinterland Stream", 2))
    w.check()
    for where in ("ON_THIS_MAP", "ON_THAT_MAP"):
        play.show_banner(fmt("DRAWS_MONSTERS", LONG, LONG) + fmt(where))
        w.check()
        for name in ("FITS_NO_RUINS", "FITS_NOWHERE"):
            play.show_banner(fmt(name, "Gnoll Raid", fmt(where)))
            w.check()
    for name in TERRAINS:
        play.show_banner(fmt("IN_THE_WAY", fmt(name)))
        w.check()
        play.show_banner("Hinterland Stream: " + fmt(name) + fmt("PLUS_COIN"))
        w.check()
    for what in ("A_MOUNTAIN", "WASTELAND", "A_DESTROYED"):
        play.show_banner(fmt("HERO_NEEDS_EMPTY") + fmt(what))
        w.check()
        play.show_banner(fmt("IN_THE_WAY", fmt(what)))
        w.check()
    for name in TERRAINS:
        play.show_banner(fmt("HERO_NEEDS_EMPTY") + fmt("A_DRAWN", fmt(name)))
        w.check()
    play.show_banner(fmt("HINT_TOTAL", -99, -99))
    play.show_banner(fmt("HINT_SEASON", fmt("SPRING"), -99))
    play.show_banner("")
    w.check()


@pytest.mark.parametrize("code", lang.LANGUAGES)
def test_unreached_strings_fit(code):
    """Every string the driven runs do not reach, shown where the UI shows
    it at 160x128 (and the map's hint line at 240x240, the only screens
    that have it); the Settings screen of a board with a speaker,
    NeoPixels and a battery, every reset answered Yes, a saved game and
    its questions."""
    lang.use(code)
    keys = DRIVEN
    try:
        from carto_ui import settings_menu

        real_mv = settings_menu.battery_mv
        settings_menu.battery_mv = lambda battery: 4187
        hw = FakeBoard(size=(160, 128), **RICH)
        w = Watch(None, keys)
        app = w.app = App(hw, seed=41)
        w.check()
        w.press(DOWN, DOWN, DOWN, A)
        assert screen_is(app, "Settings")
        rows = app.screen.rows
        for _ in range(len(rows) - 4):
            w.press(*[RIGHT] * 4)
            w.press(DOWN)
        w.press(UP, A, A)  # the battery read again
        w.press(B)
        from carto_ui import records

        real_load = records.load
        try:  # full records: as a table, then as lines (more than a page holds)
            for scores in (5, 12):
                records.load = lambda area, scores=scores: FullRecords(scores)
                choose(w, "RECORDS")
                page_through(w)
        finally:
            records.load = real_load
        start_solo(w)
        show_unreached(w)
        game_menu_item(w, "NEW_GAME")
        assert screen_is(app, "Menu")
        w.press(A)  # No, keep playing
        game_menu_item(w, "SAVE_QUIT")
        assert screen_is(app, "Title")
        choose(w, "NEW_GAME")  # over the saved one: No
        assert screen_is(app, "Dialog")
        w.press(A)
        choose(w, "SETTINGS")
        assert screen_is(app, "Settings")
        choose(w, "DELETE_SAVE")
        w.press(DOWN, A, DOWN, A)
        assert screen_is(app, "MessageBox")
        w.press(A)
        for name in ("RESET_RECORDS", "RESET_SETTINGS"):  # Yes twice (English after)
            choose(w, name)
            w.press(DOWN, A, DOWN, A)
            assert screen_is(app, "MessageBox")
            w.press(A)
        w.close()
        hw.close()
        problems = w.problems
        # The map's hint line, on roomy screens only.
        lang.use(code)  # (Reset settings chose English)
        hw = FakeBoard(size=(240, 240), **RICH)
        w = Watch(None, ROOMY)
        w.problems = problems
        app = w.app = App(hw, seed=41)
        start_solo(w)
        here = app.screen
        from carto_ui.handoff import Handoff
        from carto_ui.menus import Menu
        from carto_ui.viewmaps import MapsView

        for name in ("Bo", LONG):  # a short name: the big frame's 19 columns
            app.show(Handoff(app, name, lambda: None, on_menu=lambda flow: None))
            w.check()
        app.show(Handoff(app, LONG, lambda: None, note=fmt("AMBUSH_NOTE", "Gnoll Raid", LONG),
                         on_menu=lambda flow: None))
        w.check()
        # the maps view's and the review's roomy lines of a game of several maps
        for roomy in (key("MAPS_HINT_ROOMY"), key("REVIEW_HINT_ROOMY")):
            app.show(MapsView(app, app.game, lambda: None, lambda: None, 0, 0,
                              (roomy, roomy, roomy, roomy)))
            w.check()
        # The turn menu's short forms, which only 240x240's big lines take.
        shorts = [fmt(name) for name in ("CHANGE_SHORT", "TAKE_BACK_SHORT", "HINT_SHORT")]
        app.show(Menu(app, fmt("TURN_TITLE_SHORT", -99), shorts, lambda i: None))
        w.check()
        app.show(here)
        for name in INFOS:
            app.play.show_info(fmt(name))
            w.check()
        app.play.show_info(fmt("THINKING_PCT", 100))
        for season in ("SPRING", "SUMMER", "FALL", "WINTER"):  # after a season's last move
            app.play.show_banner(fmt("SEASON_SCORED", fmt(season)))
            w.check()
        for name in ("HINT_TOTAL",):
            app.play.show_info(fmt(name, -99, -99))
        w.press(START, DOWN, A)  # the edict view
        w.press(RIGHT, RIGHT)
        w.press(B)
        game_menu_item(w, "MAPS_STANDINGS")
        w.press(DOWN, RIGHT, A)
        w.check()
        w.close()
        hw.close()
        # The maps view's column in words ("Mon", "Total"): only 320x240's
        # big column has the room (10 columns).
        lang.use(code)
        hw = FakeBoard(size=(320, 240), **RICH)
        problems = w.problems
        w = Watch(None, ROOMY)
        w.problems = problems
        app = w.app = App(hw, seed=41)
        start_solo(w)
        game_menu_item(w, "MAPS_STANDINGS")
        assert screen_is(app, "MapsView")
        w.press(DOWN)
        w.check()
    finally:
        settings_menu.battery_mv = real_mv
        w.close()
        hw.close()
        lang.use("en")
    RAN.add(("test_unreached_strings_fit", code))
    assert not w.problems, "\n".join(sorted(set(w.problems)))


def test_settings_labels_leave_a_space():
    """A Settings row is its label padded to 11 columns, then its value: a
    label of 11 or more runs into the value ("RipetizioneNormale")."""
    for code in lang.LANGUAGES:
        lang.use(code)
        for name in ("KEY_REPEAT", "BACKLIGHT", "DIM_IDLE", "SOUND", "LIGHTS", "BATTERY",
                     "LANGUAGE"):
            assert len(fmt(name)) <= 10, (code, name, fmt(name))
    lang.use("en")


def test_every_key_is_covered():
    """Every string of every language was shown by a driven run at 160x128
    or by test_unreached_strings_fit (at 160x128, and on a roomy screen the
    strings only roomy screens show): a new string must be shown by one of
    them. Meaningful only after the file's 160x128 runs (skipped if they
    were not all selected)."""
    runs = {(test.__name__, code) for code in lang.LANGUAGES
            for test in (test_title_help_and_setup_fit, test_six_player_game_fits,
                         test_games_with_bots_fit,
                         test_guided_game_fits, test_unreached_strings_fit)}
    if not runs <= RAN:
        pytest.skip("needs every 160x128 run of this file")
    for code in lang.LANGUAGES:
        missing = set(range(lang.COUNT)) - DRIVEN[code] - ROOMY[code]
        assert not missing, (code, sorted(langtable.ENTRIES[k][0] for k in missing))



def test_overlapping_big_text_is_a_problem():
    """The check after every press (``overlaps``) reports a scale-2 text
    over another text, unless a box drawn between them covers the one
    under; two scale-1 texts are left to the layout."""
    root = displayio.Group()
    under = text.Label(10, 0xFFFFFF, x=0, y=0)
    under.text = "under"
    root.append(under)
    big = displayio.Group(scale=2, x=12, y=6)
    over = text.Label(5, 0xFFFFFF)
    over.text = "big"
    big.append(over)
    root.append(big)
    assert overlaps(root) == [("big", "under")]
    big.y = 12  # just under it
    assert overlaps(root) == []
    big.y = 6
    from carto_ui.frame import rect

    root.insert(1, rect(0, 20, 20))  # a box between them hides the text under
    assert overlaps(root) == []
    root.pop(1)
    over.set_colour(0xFFFFFF, 0)  # on its own paper: its line hides the text under
    assert overlaps(root) == []
    over.set_colour(0xFFFFFF)
    big.scale = 1
    assert overlaps(root) == []  # scale 1 over scale 1: not this check's

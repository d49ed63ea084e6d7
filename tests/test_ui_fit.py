"""Every string the UI shows fits the screen, at 160x128, 240x240 and 320x240
in English and at 160x128 in French, German and Italian.

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
final review, the ranking and the end menu."""
import pytest

displayio = pytest.importorskip("displayio")
pygame = pytest.importorskip("pygame")
pgd = pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import lang, text  # noqa: E402
from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import App  # noqa: E402
from test_ui_play import FakeHW  # noqa: E402

from engine import bot  # noqa: E402
from engine import game as rules  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from tools.botplay import next_press  # noqa: E402
from tools.langtable import key  # noqa: E402

K_SAVE_QUIT = key("SAVE_QUIT")
K_NEW_GAME = key("NEW_GAME")
K_BACK_TO_MAP = key("BACK_TO_MAP")
K_HOW_TO_PLAY = key("HOW_TO_PLAY")
K_MAPS_STANDINGS = key("MAPS_STANDINGS")
K_PLAY_AGAIN = key("PLAY_AGAIN")
K_GUIDED_GAME = key("GUIDED_GAME")

SIZES3 = ((160, 128), (240, 240), (320, 240))
IDS3 = ["160x128", "240x240", "320x240"]
# (size, language) of each run: every size in English, the PyBadge's in the others.
RUNS = [(size, "en") for size in SIZES3] + [((160, 128), code) for code in lang.LANGUAGES[1:]]
RUN_IDS = IDS3 + ["160x128-" + code for code in lang.LANGUAGES[1:]]


def labels(group, x=0, y=0, scale=1):
    """(label, x, y, scale) for every visible ``text.Label`` under ``group``:
    its top-left corner on the screen and the scale it is drawn at (a
    Group's position is in its parent's scaled pixels, its children's in
    its own)."""
    if getattr(group, "hidden", False):
        return
    x += group.x * scale
    y += group.y * scale
    scale *= group.scale
    for item in group:
        if isinstance(item, text.Label):
            if not item.hidden:
                yield item, x + item.x * scale, y + item.y * scale, scale
        elif isinstance(item, displayio.Group):
            yield from labels(item, x, y, scale)


def shown_cols(label):
    """Columns up to the last non-blank character the label shows."""
    for i in range(label.width - 1, -1, -1):
        if label[i] != 0:
            return i + 1
    return 0


class Watch:
    """Records every cut text and every label off the screen, with the
    screen it happened on."""

    def __init__(self, app):
        self.app = app
        self.problems = []
        self.presses = 0
        self.screens = set()
        text.on_cut = self.cut

    def close(self):
        text.on_cut = None

    def where(self):
        return type(self.app.screen).__name__

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

    def press(self, *buttons):
        for b in buttons:
            self.app.press(b)
            self.app.update(0)
            self.app.dirty = False
            self.presses += 1
            self.screens.add(self.where())
            self.check()


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
    w.press(DOWN, DOWN, DOWN, A)
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
    w.press(A)  # New game
    assert screen_is(app, "Setup")
    w.press(*[RIGHT] * 5)  # six players
    w.press(DOWN, A)  # Names
    for _ in range(6):
        w.press(A)
        assert screen_is(app, "LetterPicker")
        w.press(*[RIGHT] * 8)  # as long as a name can be
        w.press(A)
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
    w.press(B)
    assert screen_is(app, "Title")


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
    while app.play.messages:  # a press on the map's news only dismisses it
        w.press(B)
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
    turns = 0
    for _ in range(limit):
        mask = next_press(app, action, turns)
        if mask in (B, SELECT) and app.screen is app.play:
            turns += 1
        w.press(mask)
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
    hw = FakeHW(*size)
    app = App(hw, seed=41)
    w = Watch(app)
    yield w
    w.close()
    hw.close()
    lang.use("en")


def test_title_help_and_setup_fit(watched):
    w = watched
    app = w.app
    w.check()
    w.press(DOWN, A)  # How to play
    visit_learn(w)
    w.press(B, DOWN, DOWN, DOWN, A)  # Records, Settings, About
    page_through(w)  # back to a new title (app.title): New game selected
    w.press(DOWN, DOWN, A)  # Records
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
        w.press(A, *[RIGHT] * 8)
        w.press(A)
    w.press(A, DOWN, RIGHT, RIGHT)  # mixed content
    w.press(DOWN, DOWN, DOWN, DOWN, A)  # Start game
    g = app.game
    assert g.n == 6 and g.heroes_on and g.ruins_on
    assert max(len(name) for name in g.names) == 8
    play_out(w, every=11)
    assert not w.problems, "\n".join(sorted(set(w.problems)))
    assert {"Handoff", "GameMenu", "MapsView", "SeasonEnd", "GameOver"} <= w.screens


def test_guided_game_fits(watched):
    w = watched
    app = w.app
    w.press(DOWN, A, A)  # How to play, Guided first game
    assert app.guide is not None and screen_is(app, "Note")
    play_out(w, every=5)
    assert not w.problems, "\n".join(sorted(set(w.problems)))
    assert "Note" in w.screens

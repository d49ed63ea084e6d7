"""Headless tests of learning and looking: button names per board, How to
play (every topic, read on demand), the guided first game, every player's
map and the standings from the game menu and the handoff, and the final
review with "play this seed again"; at 160x128 and 240x240."""
import sys

import pytest

displayio = pytest.importorskip("displayio")
pygame = pytest.importorskip("pygame")
pgd = pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import (  # noqa: E402
    guide,
    guided,
    keynames,
    learn,
    review,
    text,  # noqa: E402
    viewmaps,
)
from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import App  # noqa: E402
from test_ui_fit import decide, screen_is  # noqa: E402

from engine import game as rules  # noqa: E402
from engine import scoring  # noqa: E402
from hw import boards, keymaps  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text, labels, shown_cols  # noqa: E402
from testkit.presses import SIZES, press, take_option  # noqa: E402


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def hw(request):
    board = FakeBoard(size=request.param, bare=True, step=10)
    yield board
    board.close()


def screen_text(app):
    """Every visible line of text on the display, top to bottom."""
    lines = []
    for label, x, y, _ in labels(app.hw.display.root_group):
        cols = shown_cols(label)
        lines.append((y, x, "".join(chr(text.FIRST + label[i]) for i in range(cols))))
    return "\n".join(line for _, _, line in sorted(lines))


class Walk:
    """Press buttons into the real App the way the fit test does."""

    def __init__(self, app):
        self.app = app

    def press(self, *buttons):
        press(self.app, *buttons)


# ----- button names -----

def test_every_board_has_button_names():
    for row in boards.BOARDS:
        module = row[1]
        names = keymaps.BUTTON_NAMES[module]
        assert len(names) == 8 and names[4:6] == ("A", "B")
        with open("hw/%s.py" % module) as f:
            assert "BUTTON_NAMES" in f.read(), module
    assert keymaps.BUTTON_NAMES["picosystem"][6:] == ("X", "Y")
    assert keymaps.BUTTON_NAMES["pybadge"][6:] == ("START", "SELECT")


def test_texts_say_the_boards_button_names(hw):
    hw.BUTTON_NAMES = keymaps.X_Y_NAMES
    assert keynames.say(hw, "SELECT flips, START opens") == "Y flips, X opens"
    app = App(hw, seed=5)
    press(app, DOWN, A)  # How to play
    menu = app.screen.menu
    while menu.items[menu.selected] != "Buttons":
        press(app, DOWN)
    press(app, A)
    text = "\n".join("\n".join(lines) for _, lines in app.screen.pages)
    assert "Y: flip" in text and "X: the turn menu" in text
    assert "SELECT" not in text and "START" not in text
    if app.metrics.roomy:  # the controls line under the map
        app.new_game(rules.preset("base", 1, 5))
        while app.play.messages:  # a press on news only dismisses it
            press(app, A)
        take_option(app)
        assert "Y:flip X:menu" in app.play.info.text


# ----- How to play -----

def test_every_topic_reads_and_pages_fit(hw):
    app = App(hw, seed=5)
    topics = learn.titles(learn.HOWTO)
    assert len(topics) >= 12 and "HUD legend" in topics and "Heroes" in topics
    rows = hw.HEIGHT // 12 - 2
    cols = hw.WIDTH // 6 - 1
    for title in topics:
        text = learn.topic(learn.HOWTO, title)
        assert text and "@" not in text
        for _, lines in learn.pages(app, title, text):
            assert 0 < len(lines) <= rows
            assert all(len(line) <= cols for line in lines)
    assert learn.topic(learn.HOWTO, "No such topic") is None
    for name in guide.SITUATIONS:
        assert learn.topic(learn.GUIDE, name), name
    # and every note written is one the guide can show
    assert sorted(learn.titles(learn.GUIDE)) == sorted(guide.SITUATIONS)


def test_how_to_play_from_the_title_and_the_game_menu(hw):
    app = App(hw, seed=5)
    press(app, DOWN, A)
    assert screen_is(app, "Learn")
    assert app.screen.menu.items[:3] == ["Guided first game", "The goal", "Seasons and time"]
    press(app, DOWN, A)
    assert "The goal" in screen_text(app) and "Queen" in screen_text(app)
    press(app, B)
    assert screen_is(app, "Learn") and app.screen.menu.selected == 1
    press(app, B)
    assert screen_is(app, "Title")
    app.new_game(rules.preset("base", 2, 5))
    press(app, A)  # the map
    read_news(app)
    press(app, START, DOWN, DOWN, A)  # turn menu, game menu
    assert screen_is(app, "GameMenu")
    items = app.screen.menu.items
    for _ in range(items.index("How to play")):
        press(app, DOWN)
    press(app, A)
    assert screen_is(app, "Learn") and "Guided first game" not in app.screen.menu.items
    press(app, B)
    assert screen_is(app, "GameMenu")


# ----- the guided first game -----

def test_how_to_play_imports_what_builds_the_guided_game_while_it_is_read(hw):
    """From the title with no saved game, How to play imports what builds
    the guided game, one module a frame (the press that starts it then
    imports none of them); over a saved game, nothing."""
    app = App(hw, seed=5)
    press(app, DOWN)
    app.press(A)  # How to play, its frames not run yet
    assert screen_is(app, "Learn") and app.screen.ahead == [
        "carto_ui.guided", "engine.maps", "engine.setup"]
    for left in (2, 1, 0):
        app.update(hw.ticks_ms())
        assert len(app.screen.ahead) == left
    assert all(name in sys.modules for name in ("carto_ui.guided", "engine.maps", "engine.setup"))
    app.new_game(rules.preset("base", 1, 9))
    app.title()
    press(app, DOWN, DOWN, A)  # (Continue, New game,) How to play
    assert screen_is(app, "Learn") and not app.screen.ahead


class Watch(Walk):
    """A Walk that writes down, in order, each guide note, card panel and
    news sentence the player is shown (``shown``)."""

    def __init__(self, app):
        super().__init__(app)
        self.shown = []
        self.notes = {}  # id -> the Note itself: held, so a later Note never reuses its id

    def press(self, *buttons):
        for b in buttons:
            self.look()
            press(self.app, b)
        self.look()

    def look(self):
        app = self.app
        play = app.play
        if screen_is(app, "Note"):
            if id(app.screen) not in self.notes:
                self.notes[id(app.screen)] = app.screen
                self.shown.append("note: " + app.screen.view.pages[0][1][0])
            return
        if play is None or app.screen is not play or not play.messages:
            return
        if play.panel is not None:
            entry = "card: %d" % app.game.card
        else:
            entry = "news: " + banner_text(play).replace("\n", " ")
        if not self.shown or self.shown[-1] != entry:
            self.shown.append(entry)

    def first(self, prefix):
        return [i for i in range(len(self.shown)) if self.shown[i].startswith(prefix)][0]


def test_guided_game_explains_each_new_situation_once(hw):
    app = App(hw, seed=5)
    press(app, DOWN, A, A)  # How to play, Guided first game
    assert screen_is(app, "Note") and app.guide is not None
    assert "guided game" in screen_text(app)
    g = app.game
    assert g.n == 1 and list(g.revealed) == [3]  # Farmland, from the fixed deck
    w = Watch(app)
    for _ in range(3000):
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(w)
        elif screen_is(app, "Menu") and app.screen.items[0] == "Play this seed again":
            break
        else:
            w.press(A)
    explained = app.guide
    assert explained is None  # the guide ends with the game
    press(app, A)  # Play this seed again: the guided deal, without the notes
    assert app.game is not g and app.guide is None and app.screen is app.play
    assert app.game.to_bytes() == rules.Game(**guided.game_kwargs()).to_bytes()
    # Each note came once: start, aim, coins, ruins, ambush, hero, season,
    # end and more.
    seen = [entry[6:] for entry in w.shown if entry.startswith("note: ")]
    assert len(seen) == len(set(seen)) >= 8, seen
    for words in ("Welcome", "Now the d-pad", "A ruins card", "An ambush", "A hero",
                  "The season is over", "The game is over"):
        assert [line for line in seen if line.startswith(words)], words


def test_the_guides_notes_on_the_map_follow_what_they_explain(hw):
    """The ambush's note comes once the map has told the ambush, the hero's
    once its card has been shown, the ruins' once the ruins card has been
    read: between screens, they came before any of it."""
    app = App(hw, seed=5)
    press(app, DOWN, A, A)
    g = app.game
    w = Watch(app)
    while g.season < 1:
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(w)
        else:
            w.press(A)
    assert w.first("news: Ambush!") < w.first("note: An ambush")
    assert w.first("news: Hero:") < w.first("note: A hero!")  # the hero's card
    assert w.first("news: Temple Ruins") < w.first("note: A ruins card")


def test_the_first_shape_taken_brings_the_note_on_aiming_it_then_the_map_as_it_was(hw):
    app = App(hw, seed=5)
    press(app, DOWN, A, A)  # How to play, Guided first game
    while screen_is(app, "Note"):
        press(app, A)
    read_news(app)  # the card panel
    play = app.play
    assert play.mode == playmod.CHOOSE
    press(app, SELECT)  # the second shape
    ghost = (play.choice, play.orient, play.r, play.c)
    assert ghost[0] == 1
    press(app, A)  # taken: the note says how to move, turn and draw it
    assert screen_is(app, "Note")
    assert "rotates" in screen_text(app)
    while screen_is(app, "Note"):
        press(app, A)
    assert app.screen is play and play.mode == playmod.AIM
    assert (play.choice, play.orient, play.r, play.c) == ghost
    press(app, UP)  # the note's keys now work on the map
    assert (play.r, play.c) == (ghost[2] - 1, ghost[3]) and app.screen is play
    play.change_choice()  # (the turn menu's Change shape)
    press(app, SELECT, A)  # the other shape taken: no second note
    assert app.screen is play and play.mode == playmod.AIM and play.choice == 0


def test_b_on_the_note_on_aiming_ends_the_guide_and_shows_the_map_as_it_was(hw):
    app = App(hw, seed=5)
    press(app, DOWN, A, A)
    while screen_is(app, "Note"):
        press(app, A)
    read_news(app)
    press(app, A)
    assert screen_is(app, "Note")
    press(app, B)
    assert app.guide is None and app.screen is app.play and app.play.mode == playmod.AIM


def test_guided_game_notes_can_be_skipped(hw):
    app = App(hw, seed=5)
    press(app, DOWN, A, A)
    press(app, B)  # end the guide
    assert app.guide is None and app.screen is app.play
    for _ in range(200):
        if app.game.season >= 1:
            break
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(Walk(app))
        else:
            press(app, A)
        assert not screen_is(app, "Note")


def test_guided_game_asks_before_replacing_a_saved_game(hw):
    app = App(hw, seed=5)
    app.new_game(rules.preset("base", 1, 9))
    saved = hw.storage.load()
    app.title()
    press(app, DOWN, DOWN, A, A)  # (Continue, New game,) How to play, Guided first game
    assert screen_is(app, "Dialog") and "Discard" in app.screen.question
    press(app, A)  # No, keep it
    assert screen_is(app, "Title") and hw.storage.load() == saved
    press(app, A, A, DOWN, A)
    assert app.guide is not None and app.game.seed == guided.SEED


# ----- every map visible -----

def read_news(app):
    """A press on the map's news only dismisses it: read it all (A: on the
    card's panel another button also aims)."""
    while app.screen is app.play and app.play.messages:
        press(app, A)


def open_maps(app):
    read_news(app)
    press(app, START, DOWN, DOWN, A)  # turn menu, game menu
    assert screen_is(app, "GameMenu")
    items = app.screen.menu.items
    for _ in range(items.index("Maps & standings")):
        press(app, DOWN)
    press(app, A)
    assert screen_is(app, "MapsView")


def test_any_players_map_from_the_game_menu(hw):
    app = App(hw, seed=5)
    app.new_game(rules.preset("heroes", 3, 5))
    g = app.game
    for _ in range(600):  # into Summer: the maps differ, Spring is scored
        if g.season >= 1 and g.kind == rules.PLACE and g.actor == g.target:
            break
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(Walk(app))
        else:
            press(app, A)
    while app.screen is not app.play or app.play.mode == playmod.AFTER:
        press(app, A)
    assert g.season >= 1
    me = g.target
    open_maps(app)
    view = app.screen
    assert view.player == me
    for k in range(1, g.n + 1):
        press(app, RIGHT)
        p = (me + k) % g.n
        assert view.player == p and view.name.text + view.name2.text == g.names[p]
        grid = g.grids[p]
        assert view.map.grid is grid
        assert view.total.text.endswith("%4d" % g.total(p))
        press(app, DOWN)  # edict A lit
        lit = bytearray(121)
        stars = scoring.highlight(g.edicts[0], grid, lit)
        assert view.edicts[0].text == ">A%3d" % stars
        assert bytes(view.lit) == bytes(lit)
        press(app, UP)
    press(app, A)  # the standings and the scored seasons
    assert screen_is(app, "Pages")
    titles = [title for title, _ in app.screen.pages]
    assert titles[0] == "Standings" and "Spring scores" in titles
    assert g.names[0] in "\n".join(app.screen.pages[0][1])
    press(app, B)
    assert app.screen is view
    press(app, B)  # back to the map, built again
    assert app.screen is app.play and g.target == me
    # Looking changed nothing.
    assert hw.storage.load() == g.to_bytes()


def test_the_handoff_opens_the_game_menu(hw):
    app = App(hw, seed=5)
    app.new_game(rules.preset("base", 2, 5))
    assert screen_is(app, "Handoff")
    assert keynames.start(hw) in screen_text(app)
    press(app, START)
    assert screen_is(app, "GameMenu")
    press(app, B)
    assert screen_is(app, "Handoff")
    press(app, SELECT, LEFT, B)  # still ignored
    assert screen_is(app, "Handoff")
    press(app, A)
    assert app.screen is app.play


# ----- the final review -----

def play_to_the_end(app):
    g = app.game
    for _ in range(4000):
        if g.kind == rules.OVER and screen_is(app, "MapsView"):
            return
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(Walk(app))
        else:
            press(app, A)
    raise AssertionError("the game did not end")


def test_final_review_then_ranking_then_play_the_seed_again(hw):
    app = App(hw, seed=5)
    kwargs = rules.preset("base", 2, 77)
    kwargs["names"] = ["Ann", "Bo"]
    app.new_game(kwargs)
    g = app.game
    play_to_the_end(app)
    view = app.screen
    assert view.edict == 0 and view.player == 0
    lit = bytearray(121)
    scoring.highlight(g.edicts[0], g.grids[0], lit)
    assert bytes(view.lit) == bytes(lit) and any(lit) == bool(sum(lit))
    # Its line says the buttons first, then what the lit edict is.
    assert "^v edict" in view.line.text and "A" in view.line.text and not view.line.hidden
    press(app, RIGHT, DOWN)
    lit = bytearray(121)
    stars = scoring.highlight(g.edicts[1], g.grids[1], lit)
    assert bytes(view.lit) == bytes(lit) and view.edicts[1].text == ">B%3d" % stars
    if app.metrics.roomy:  # under the map; a small screen's map stays uncovered
        assert scoring.NAMES[g.edicts[1]] in view.line.text
    else:
        assert view.line.hidden
    press(app, A)
    assert screen_is(app, "GameOver")
    for _ in range(10):
        if not screen_is(app, "GameOver"):
            break
        press(app, A)
    assert screen_is(app, "Menu") and app.screen.items[0] == "Play this seed again"
    press(app, A)
    again = app.game
    assert again is not g and again.seed == 77 and again.names == ["Ann", "Bo"]
    assert again.to_bytes() == rules.Game(**kwargs).to_bytes()


def test_play_again_keeps_chosen_edicts_and_setup():
    kwargs = rules.preset("mixed", 3, 1234)
    kwargs["edicts"] = bytes((1, 5, 9, 13))
    kwargs["side"] = 2
    original = rules.Game(**kwargs)
    again = review.replay_kwargs(original)
    assert rules.Game(**again).to_bytes() == original.to_bytes()
    for content in ("base", "heroes", "mixed"):
        kwargs = rules.preset(content, 2, 4321)
        original = rules.Game(**kwargs)
        assert review.content_of(original) == content
        assert rules.Game(**review.replay_kwargs(original)).to_bytes() == original.to_bytes()


def test_play_again_after_the_guided_game_deals_the_guided_deal():
    original = rules.Game(**guided.game_kwargs())
    again = rules.Game(**review.replay_kwargs(original))
    assert again.stacked and again.to_bytes() == original.to_bytes()
    assert again.deck == original.deck and again.names == ["You"]


def test_maps_view_ignores_nothing_it_should_not(hw):
    """Every button on the maps view does what its hint says or nothing."""
    app = App(hw, seed=5)
    app.new_game(rules.preset("base", 1, 5))
    calls = []
    view = viewmaps.MapsView(app, app.game, lambda: calls.append("next"),
                             lambda: calls.append("back"))
    app.show(view)
    press(app, SELECT)
    assert calls == [] and view.edict == viewmaps.NONE
    press(app, UP)
    assert view.edict == 3
    press(app, LEFT, RIGHT)
    assert view.player == 0
    press(app, A, B)
    assert calls == ["next", "back"]


def test_the_maps_views_line_leaves_a_small_screens_last_map_row_after_a_while_for_good(hw):
    app = App(hw, seed=5)
    app.new_game(rules.preset("base", 1, 5))
    view = viewmaps.MapsView(app, app.game, lambda: None, lambda: None)
    app.show(view)
    m = app.metrics
    covers = view.line.y < m.map_y + m.map_size  # over the map's last row
    assert covers == (not m.roomy)
    view.update(1000)
    view.update(1000 + viewmaps.LINE_MS - 1)
    assert not view.line.hidden
    view.update(1000 + viewmaps.LINE_MS)
    assert view.line.hidden == covers
    press(app, DOWN)  # an edict lit: its name under a roomy map, none over a small one
    assert view.line.hidden == covers
    # (a roomy screen's line wraps under the map: bigcolumn.say)
    assert covers or scoring.NAMES[app.game.edicts[0]] in view.line.text.replace("\n", " ")


@pytest.mark.parametrize("players", (1, 2))
def test_the_maps_view_says_left_right_for_a_player_only_with_more_than_one_map(hw, players):
    app = App(hw, seed=5)
    app.new_game(rules.preset("base", players, 5))
    view = viewmaps.MapsView(app, app.game, lambda: None, lambda: None)
    app.show(view)
    assert ("<>" in view.line.text) == (players > 1)
    assert "^v" in view.line.text
    from tools import langtable

    small, roomy = langtable.key("REVIEW_HINT_SMALL"), langtable.key("REVIEW_HINT_ROOMY")
    hints = (small, roomy, small, small)  # as the review passes them
    final = viewmaps.MapsView(app, app.game, lambda: None, lambda: None, 0, viewmaps.NONE, hints)
    assert ("<>" in final.hint) == (players > 1 and app.metrics.roomy)


def test_the_hints_of_one_map_say_the_others_but_the_player_in_every_language():
    from tools import langtable

    for many, one in (("MAPS_HINT_SMALL", "MAPS_HINT_ONE_SMALL"),
                      ("MAPS_HINT_ROOMY", "MAPS_HINT_ONE_ROOMY"),
                      ("REVIEW_HINT_ROOMY", "REVIEW_HINT_SMALL")):
        pairs = zip(langtable.ENTRIES[langtable.key(many)][1:],
                    langtable.ENTRIES[langtable.key(one)][1:])
        for hint, alone in pairs:
            assert "<>" in hint and "<>" not in alone and "^v" in alone
            # the same buttons but LEFT/RIGHT's "<>" and its word
            assert len(alone.split()) == len(hint.split()) - 2, alone

"""The hint on the map (carto_ui.hintview): a slice a frame, progress shown, never committed."""
import pytest

pytest.importorskip("displayio")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import play as playmod  # noqa: E402
from carto_ui.lang import get  # noqa: E402

from engine import cards, hint  # noqa: E402
from engine import game as rules  # noqa: E402
from hw.buttons import UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text  # noqa: E402
from testkit.presses import drive, press, skip_to_play, start  # noqa: E402
from tools import langtable  # noqa: E402


@pytest.fixture
def hw():
    board = FakeBoard(size=(160, 128), bare=True, step=10)
    yield board
    board.close()


def open_hint(app):
    """START, then the turn menu's last item (UP wraps to it), A."""
    from hw.buttons import START

    press(app, START, UP)
    menu = app.screen
    assert menu.items[menu.selected].startswith("Hint")
    press(app, A)


def frames(app, n):
    for _ in range(n):
        app.update(0)


def test_the_hint_counts_up_then_shows_the_best_move_as_the_ghost_uncommitted(hw):
    app = start(hw, seed=5)
    skip_to_play(app)
    g = app.game
    expected, gains = hint.best(g)
    filled = list(g.grids[g.target].filled)
    open_hint(app)
    view = app.screen
    assert type(view).__name__ == "HintView"
    assert banner_text(app.play).startswith("Thinking... ")
    seen = set()
    for _ in range(400):
        if app.screen is not view:
            break
        seen.add(banner_text(app.play))
        app.update(0)
    p = app.play
    assert app.screen is p and len(seen) > 2  # the count moved while it worked
    assert p.mode == playmod.AIM
    assert (rules.PLACE, p.choice, p.orient, p.r, p.c) == expected
    text = banner_text(p).replace("\n", " ")
    said = "Hint: %+d this season, %+d by the end" % (gains[6], gains[7])
    assert len(g.choices) > 1  # so it names the option it took, which may be another
    terrain = get(langtable.key("T_EMPTY") + g.choices[expected[1]][1])
    assert text == "%s: %s %s" % (cards.name(g.card), terrain, said)
    # Nothing was committed: the same decision is pending; A only asks.
    assert app.game is g and g.kind == rules.PLACE
    assert list(g.grids[g.target].filled) == filled
    press(app, A)
    assert p.mode == playmod.CONFIRM and "Here?" in banner_text(p)


def test_b_stops_the_search_and_the_map_is_as_it_was(hw):
    app = start(hw, seed=5)
    skip_to_play(app)
    p = app.play
    where = (p.choice, p.orient, p.r, p.c, p.mode)
    open_hint(app)
    frames(app, 2)
    press(app, B)
    assert app.screen is p
    assert (p.choice, p.orient, p.r, p.c, p.mode) == where


def test_a_hint_for_a_destroy_points_the_cursor(hw):
    # Heroes solo games have Troll/Gorgon decisions; play until one comes.
    from engine import bot

    app = start(hw, content="heroes", seed=2)
    for _ in range(60):
        skip_to_play(app)
        if app.game.kind == rules.DESTROY:
            break
        drive(app, bot.choose(app.game))
    else:
        pytest.skip("no destroy decision in this seed")
    expected, _gains = hint.best(app.game)
    open_hint(app)
    for _ in range(200):
        if app.screen is app.play:
            break
        app.update(0)
    p = app.play
    assert p.mode == playmod.PICK and (rules.DESTROY, p.r, p.c) == expected

"""A power cut on a season's score screen: after resuming, that season's
scores are shown first (found by the app fuzzer as FUZZ-2)."""
import random

import pytest
from carto_ui import play as playmod
from carto_ui.app import App, unseen_season

from bench.bench_fuzz import A, Guide
from engine import bot
from engine import game as rules
from testkit.board import FakeBoard


@pytest.fixture
def hw():
    """A headless 160x128 board; its store outlives an App (a power cut)."""
    board = FakeBoard(size=(160, 128))
    yield board
    board.close()


def solo_game(hw):
    """An App on ``hw`` in a new solo base game (seed 5)."""
    app = App(hw, seed=5)
    app.new_game(rules.preset("base", 1, 5))
    return app


def play_to_season_end(app, guide, limit=2000):
    for _ in range(limit):
        if type(app.screen).__name__ == "SeasonEnd":
            return
        app.press(guide.button(app))
        app.update(0)
    raise AssertionError("no season end reached")


def test_resume_after_a_power_cut_on_the_season_end_shows_those_scores(hw):
    app = solo_game(hw)
    play_to_season_end(app, Guide(random.Random(1)))
    state = app.game.to_bytes()
    hw.display.root_group = None  # power cut: a new App on the same store
    app = App(hw, seed=5)
    assert app.game.to_bytes() == state
    assert type(app.screen).__name__ == "SeasonEnd"
    assert unseen_season(app.game) >= 0
    for _ in range(4):  # its pages, then the map
        app.press(A)
    assert type(app.screen).__name__ != "SeasonEnd"


def test_no_season_screen_once_a_move_was_made_in_the_new_season():
    game = rules.Game(**rules.preset("base", 1, 5))
    while game.season == 0:
        game.act(bot.choose(game))
    assert unseen_season(game) == 0
    game.act(bot.choose(game))
    assert unseen_season(game) == -1


def test_no_season_screen_in_the_first_season():
    game = rules.Game(**rules.preset("heroes", 3, 2))
    assert unseen_season(game) == -1


def continue_after_save_and_quit(app):
    """Save & quit (the game menu's verb), then A on the title's Continue."""
    app.save_quit()
    assert type(app.screen).__name__ == "Title" and app.screen.saved
    app.press(A)
    app.update(0)


def test_continue_after_save_and_quit_does_not_show_seen_scores_again(hw):
    app = solo_game(hw)
    play_to_season_end(app, Guide(random.Random(1)))
    for _ in range(6):  # its pages, then the map of the next season
        if app.screen is app.play:
            break
        app.press(A)
    assert app.screen is app.play and unseen_season(app.game) >= 0
    continue_after_save_and_quit(app)
    assert app.screen is app.play  # straight back to the map
    # A power-up on the same store shows the title (the game is as Save &
    # quit left it), and cannot know the scores were seen: Continue shows them.
    hw.display.root_group = None
    app = App(hw, seed=5)
    assert type(app.screen).__name__ == "Title" and app.screen.saved
    app.press(A)
    app.update(0)
    assert type(app.screen).__name__ == "SeasonEnd"


def test_continue_after_save_and_quit_shows_scores_not_yet_seen(hw):
    app = solo_game(hw)
    guide = Guide(random.Random(1))
    for _ in range(2000):  # to the map after the move that ends a season
        if app.screen is app.play and app.play.mode == playmod.AFTER and any(
                ev[0] == rules.EV_SCORED for ev in app.game.events):
            break
        app.press(guide.button(app))
        app.update(0)
    assert type(app.screen).__name__ != "SeasonEnd"
    continue_after_save_and_quit(app)
    assert type(app.screen).__name__ == "SeasonEnd"

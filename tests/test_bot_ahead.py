"""engine.ahead.Ahead: a bot's decision searched while an earlier seat decides."""
import pytest

from engine import bot, hint
from engine.ahead import Ahead
from engine.game import OVER, PLACE, Game, preset

SEATS = {"base": b"\x00\x01\x02\x03\x01\x02", "heroes": b"\x00\x03\x03\x02\x03\x01",
         "mixed": b"\x00\x02\x00\x03"}


def later_steps(game):
    """The searches ahead of every later step of the pending decision's phase."""
    return [Ahead(game, seat) for seat in range(game.step + 1, game.n)]


@pytest.mark.parametrize("content", sorted(SEATS))
def test_every_decision_searched_ahead_is_the_bots_own_when_it_comes(content):
    seats = SEATS[content]
    game = Game(**preset(content, len(seats), 7), bots=seats)
    used = 0
    aheads = []
    while game.kind != OVER:
        ready = [a for a in aheads if a.ready(game)]
        if game.bots[game.actor]:
            action = bot.choose(game, game.bots[game.actor])
            if ready:
                assert ready[0].action == action
                used += 1
            game.act(action)
            continue
        assert not ready  # a person's decision is never one searched ahead
        before = game.to_bytes()
        aheads = later_steps(game)
        for ahead in aheads:
            while ahead.step():
                pass
        # Searching ahead left the game as it was: the person still decides.
        assert game.to_bytes() == before
        game.act(bot.choose(game))  # the person's move (the bot plays it)
    assert used > 30


def test_a_search_ahead_is_not_taken_once_its_map_changed():
    game = Game(**preset("base", 3, 2), bots=b"\x00\x03\x03")
    ahead = Ahead(game, 1)
    while ahead.step():
        pass
    assert ahead.bot == 3 and ahead.action[0] == PLACE
    game.act(bot.choose(game))  # the person's move: seat 1 decides next
    assert game.actor == 1 and ahead.ready(game)
    grid = game.grids[1]
    r, c = next((r, c) for r in range(11) for c in range(11) if not grid.is_filled(r, c))
    grid.set(r, c, 1)  # drawn on by something else than the searched state knew
    assert not ahead.ready(game)
    grid.set(r, c, 0)
    assert ahead.ready(game)
    game.coins[1] += 1
    assert not ahead.ready(game)


def test_a_person_or_a_step_with_nothing_to_decide_is_not_searched():
    game = Game(**preset("base", 3, 2), bots=b"\x00\x00\x03")
    ahead = Ahead(game, 1)  # a person's step
    assert ahead.bot == 0 and not ahead.step() and ahead.action is None
    assert not ahead.ready(game)


def test_a_search_whose_slices_another_search_interleaved_starts_again():
    game = Game(**preset("base", 2, 5), bots=b"\x00\x03")
    while len(game.revealed) < 6 or game.actor != 0:  # two maps grown apart
        game.act(bot.choose(game))
    alone = Ahead(game, 1)
    while alone.step():
        pass
    ahead = Ahead(game, 1)
    while ahead.search.scored < 0:  # every placement rated: the best kept
        ahead.step()
    hint.best(game)  # the hint of the person's decision, on the same buffers
    while ahead.step():
        pass
    assert ahead.action == alone.action

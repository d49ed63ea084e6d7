"""engine.hint: the search behind the Hint and the bot, step by step."""
import random

import pytest

from engine import bot, deltas, hint, legal, scoring, textmap
from engine.game import DESTROY, OVER, PLACE, Game, preset
from engine.selfplay import play


def deltas_of(game, action):
    out = [0] * 8
    if action[0] == DESTROY:
        return deltas.destroy(game, action[1], action[2], out)
    return deltas.place(game, action[1], action[2], action[3], action[4], out)


@pytest.mark.parametrize("content,players,seed", [
    ("base", 1, 1), ("heroes", 2, 2), ("mixed", 3, 3), ("mixed", 1, 4)])
def test_the_hint_is_legal_and_its_gains_are_its_deltas_at_every_decision(
        content, players, seed):
    game = Game(**preset(content, players, seed))
    kinds = set()
    while game.kind != OVER:
        search = hint.HintSearch(game)
        assert search.action is None and search.done == 0 and search.total > 0
        steps = 0
        while search.step():
            steps += 1
            assert 0 < search.done < search.total  # progress a UI can draw
        assert search.done == search.total == steps + 1
        action = search.action
        assert action in legal.actions(game)
        assert search.gains == deltas_of(game, action)
        assert hint.best(game) == (action, search.gains)
        kinds.add((game.kind, game.actor == game.target))
        game.act(bot.choose(game))
    assert (PLACE, True) in kinds


def test_a_finished_game_has_no_hint():
    game = play(1, 1, "base")
    search = hint.HintSearch(game)
    assert not search.step() and search.action is None and search.total == 0


def test_solo_the_bot_plays_the_hint():
    game = Game(**preset("heroes", 1, 5))
    while game.kind != OVER:
        action = hint.best(game)[0]
        assert bot.choose(game) == action
        game.act(action)


def test_the_hint_takes_an_obvious_gain():
    """Wildholds (8 per village cluster of 6+) with a cluster of 5 villages
    and Hamlet's 2-space village: the hint completes the cluster and says
    so (+8 for edict B, Wildholds, in spring)."""
    text = "\n".join(["..........."] * 5 + ["vvvvv......"] + ["..........."] * 5)
    game = Game(players=1, deck=[4, 2, 3], edicts=(0, 8, 4, 12),
                maps=[textmap.parse(text)])
    action, gains = hint.best(game)
    assert gains[1] == 8 and gains[6] >= 8
    game.act(action)
    assert scoring.score(8, game.grids[0]) == 8


def test_seats_play_their_own_way_and_the_same_everywhere():
    """Issue 11: every seat has its own seeded preferences, so the maps of a
    multiplayer self-play game differ, and a game replays identically."""
    for seed, players, content in ((3, 6, "mixed"), (5, 3, "base"), (7, 4, "heroes")):
        game = play(seed, players, content)
        maps = {textmap.format(g) for g in game.grids}
        assert len(maps) == players
        assert len({game.total(p) for p in range(players)}) > 1
        assert len({bot.prefs(game, p) for p in range(players)}) == players
        again = play(seed, players, content)
        assert [again.total(p) for p in range(players)] == [game.total(p) for p in range(players)]
    solo = Game(**preset("base", 1, 1))
    assert bot.prefs(solo, 0) == hint.NEUTRAL


def test_the_hint_leaves_the_game_untouched():
    rnd = random.Random(4)
    game = Game(**preset("mixed", 2, 6))
    for _ in range(25):
        before = game.to_bytes()
        hint.best(game)
        assert game.to_bytes() == before
        game.act(rnd.choice(legal.actions(game)))

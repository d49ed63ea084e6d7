"""engine.bot's strengths: legal, ordered by score, the default unchanged."""
import statistics

import pytest

from engine import bot, hint, legal
from engine.game import OVER, Game, preset

SEEDS = range(1, 6)  # a small fixed set of seeds


def solo_total(content, seed, strength):
    game = Game(**preset(content, 1, seed))
    while game.kind != OVER:
        game.act(bot.choose(game, strength))
    return game.total(0)


@pytest.mark.parametrize("content", ["base", "heroes", "mixed"])
def test_stronger_bots_score_more_on_average(content):
    means = [statistics.mean(solo_total(content, seed, strength) for seed in SEEDS)
             for strength in (bot.WEAK, bot.FAIR, bot.STRONG)]
    assert means[0] + 10 < means[1] and means[1] + 5 < means[2], means


@pytest.mark.parametrize("strength", [bot.WEAK, bot.FAIR])
def test_every_strength_plays_legally_in_every_kind_of_decision(strength):
    kinds = set()
    for content, players, seed in (("mixed", 3, 3), ("heroes", 2, 8)):
        game = Game(**preset(content, players, seed))
        while game.kind != OVER:
            action = bot.choose(game, strength)
            assert action in legal.actions(game)
            kinds.add((action[0], game.actor == game.target))
            game.act(action)
    assert len(kinds) >= 3  # own maps, rivals' maps (monsters), destroying


def test_the_default_is_the_strongest_and_the_hints_search():
    game = Game(**preset("mixed", 3, 11))
    while game.kind != OVER:
        action = bot.choose(game)
        assert action == bot.choose(game, bot.STRONG)
        assert action == hint.best(game, bot.prefs(game, game.actor))[0]
        game.act(action)


def test_a_search_is_sliced_and_ends_on_the_bots_choice():
    game = Game(**preset("base", 1, 2))
    for strength in (bot.WEAK, bot.FAIR, bot.STRONG):
        search = bot.search(game, strength)
        slices = 0
        while search.step():
            slices += 1
        assert slices > 1 and search.action == bot.choose(game, strength)


@pytest.mark.parametrize("strength", [0, 4, -1])
def test_an_unknown_strength_is_refused(strength):
    game = Game(**preset("base", 1, 2))
    with pytest.raises(ValueError, match="strength"):
        bot.choose(game, strength)


def test_the_bench_prints_a_row_per_strength(capsys):
    from bench import bench_bots

    assert bench_bots.main(["--games", "2", "--contents", "base"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| base")]
    assert [row.split(" | ")[1] for row in rows] == ["1 weak", "2 fair", "3 strong"]

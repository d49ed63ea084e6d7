"""engine.legal lists exactly the actions the game accepts."""
import random

from engine import legal
from engine.game import DESTROY, OVER, PLACE, Game, IllegalAction, preset


def brute_force(game):
    """Every action the game accepts, found by trying them all."""
    out = []
    if game.kind == PLACE:
        for ci in range(len(game.choices)):
            for oi in range(len(game.orientations(ci))):
                for r in range(11):
                    for c in range(11):
                        if game.why_not(ci, oi, r, c) is None:
                            out.append((PLACE, ci, oi, r, c))
    elif game.kind == DESTROY:
        for r in range(11):
            for c in range(11):
                if game.can_destroy(r, c):
                    out.append((DESTROY, r, c))
    return out


def test_listed_actions_are_exactly_the_accepted_ones_over_whole_games():
    for content, players, seed in (("base", 1, 1), ("heroes", 3, 2), ("mixed", 2, 5)):
        game = Game(**preset(content, players, seed))
        rnd = random.Random(seed)
        while game.kind != OVER:
            listed = legal.actions(game)
            assert sorted(listed) == sorted(brute_force(game))
            assert listed, "every pending decision has a legal action"
            game.act(rnd.choice(listed))


def test_nothing_is_listed_when_the_game_is_over_and_the_game_refuses_moves():
    game = Game(**preset("base", 1, 3))
    while game.kind != OVER:
        game.act(legal.actions(game)[0])
    assert legal.actions(game) == [] and legal.destroyable(game) == []
    try:
        game.place(0, 0, 0, 0)
    except IllegalAction as e:
        assert str(e)
    else:
        raise AssertionError("a finished game accepted a placement")


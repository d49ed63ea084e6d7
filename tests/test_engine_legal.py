"""engine.legal lists exactly the actions the game accepts."""
import os
import random
import sys

from engine import legal
from engine.game import DESTROY, OVER, PLACE, Game, IllegalAction, preset
from engine.terrain import HERO

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "bench"))
import bench_engine  # noqa: E402


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



def random_decision(rnd):
    """A game stopped at a random decision of a random content, with its
    target map randomly filled further (and ruins added): a PLACE decision
    of any kind (shapes, ruins, 1x1 fallback, monster, hero)."""
    content = rnd.choice(["base", "heroes", "mixed"])
    game = Game(**preset(content, rnd.randrange(1, 4), rnd.randrange(1000)))
    for _ in range(rnd.randrange(60)):
        if game.kind == OVER:
            break
        game.act(rnd.choice(legal.actions(game)))
    return game


def test_bit_parallel_scan_finds_what_the_naive_scan_finds_on_seeded_maps():
    """Issue 11: ``legal.placements`` (row masks, shift-and-AND) and the
    benchmark's cell-by-cell yardstick find the same placements, and both
    agree with ``why_not``, on seeded decisions and seeded random maps with
    random ruins requirements (every third one checked against every action
    tried)."""
    from engine.grid import Grid

    rnd = random.Random(11)
    checked = 0
    while checked < 150:
        game = random_decision(rnd)
        if game.kind != PLACE:
            continue
        grid = game.grids[game.target]
        if checked % 2:  # half of them: a random map and ruins instead
            other = Grid()
            density = rnd.randrange(95)
            for r in range(11):
                for c in range(11):
                    if rnd.randrange(100) < density:
                        other.set(r, c, rnd.randrange(1, 10))
                    if rnd.randrange(100) < 8:
                        other.ruins[r] |= 1 << c
            grid.copy_from(other)
            game.need_ruins = rnd.randrange(2) and game.choices[0][1] != HERO
        engine_scan = legal.placements(game)
        assert engine_scan == sorted(engine_scan)
        assert engine_scan == bench_engine.naive_scan(*bench_engine.naive_inputs(game))
        if checked % 3 == 0:  # trying every action is slow
            assert [legal.unpack(p) for p in engine_scan] == sorted(brute_force(game))
        checked += 1

"""engine.deltas gives exactly what scoring the map after an action gives:
each edict, the coins gained and the monster penalty, over seeded games."""
import random

import pytest

from engine import deltas, legal, restore, scoring
from engine.game import DESTROY, EV_COINS, EV_SOLO, EV_ZOMBIES, OVER, Game, preset


def deltas_of(game, action, out):
    """engine.deltas for an action tuple."""
    if action[0] == DESTROY:
        return deltas.destroy(game, action[1], action[2], out)
    return deltas.place(game, action[1], action[2], action[3], action[4], out)


def rescored(game, action):
    """Score the target map after ``action``, taken on a copy of ``game``:
    (edicts A-D, coins gained by the target, monster penalty), or None when
    the flow changed the map further before the next decision (a solo
    ambush, zombies)."""
    copy = restore.load(game.to_bytes())
    p = copy.target
    copy.act(action)
    if [e for e in copy.events if e[0] in (EV_SOLO, EV_ZOMBIES)]:
        return None
    grid = copy.grids[p]
    coins = sum(e[2] for e in copy.events if e[0] == EV_COINS and e[1] == p)
    return ([scoring.score(e, grid) for e in game.edicts], coins,
            scoring.monster_penalty(grid))


def expected(game, action):
    after = rescored(game, action)
    if after is None:
        return None
    grid = game.grids[game.target]
    edicts = [a - scoring.score(e, grid) for a, e in zip(after[0], game.edicts)]
    monsters = after[2] - scoring.monster_penalty(grid)
    s = game.season
    weights = [0] * 4
    for k in range(s, 4):
        weights[k] += 1
        weights[(k + 1) % 4] += 1
    season = edicts[s] + edicts[(s + 1) % 4] + after[1] - monsters
    total = sum(w * d for w, d in zip(weights, edicts)) + (4 - s) * (after[1] - monsters)
    return edicts + [after[1], monsters, season, total]


@pytest.mark.parametrize("content,players,seed", [
    ("base", 1, 3), ("heroes", 1, 4), ("mixed", 1, 5),
    ("base", 3, 6), ("heroes", 2, 7), ("mixed", 4, 8),
])
def test_deltas_equal_full_rescoring_over_seeded_games(content, players, seed):
    """At every decision of a game played by random legal moves, up to 12
    random legal actions (every kind: shapes, ruins, fallbacks, monsters on
    a rival's map, heroes, destroyed spaces) give the deltas that scoring
    the map after them gives."""
    rnd = random.Random(seed)
    game = Game(**preset(content, players, seed))
    out = [0] * 8
    checked = kinds = 0
    seen = set()
    while game.kind != OVER:
        actions = legal.actions(game)
        for action in rnd.sample(actions, min(12, len(actions))):
            want = expected(game, action)
            if want is None:
                continue
            assert deltas_of(game, action, out) is out
            assert out == want, (action, game.edicts)
            checked += 1
            seen.add((action[0], game.actor == game.target,
                      action[0] != DESTROY and game.choices[action[1]][1]))
        game.act(rnd.choice(actions))
    assert checked > 100
    kinds = len(seen)
    assert kinds >= 4, seen


def test_deltas_follow_the_game_without_an_explicit_begin():
    """``place`` notices that the game moved on (or is another game) and
    loads the new map itself."""
    a = Game(**preset("base", 1, 1))
    b = Game(**preset("base", 1, 2))
    out = [0] * 8
    for game in (a, b, a):
        for _ in range(3):
            action = legal.actions(game)[0]
            want = expected(game, action)
            if want is not None:
                assert deltas_of(game, action, out) == want
            game.act(action)


DRAGON_MAP = "\n".join([
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "ff.ffffffff",
    "ff....fffff",
    "...ffffffff",
    ".ffffffffff",
])


def test_a_hero_that_destroys_the_dragons_last_open_space_pays_its_coins():
    """The solo Dragon lands at (8, 0); (8, 2) keeps it from being
    surrounded. Freyla on (8, 5), striking left, destroys (8, 2) without
    touching the Dragon's neighbourhood otherwise: the Dragon is done and
    pays 3 coins, which the deltas must see."""
    from engine import textmap
    from engine.game import PLACE
    from engine.terrain import HERO

    game = Game(players=1, deck=[28, 38, 2], heroes=True, ambushes=0xFFF,
                edicts=(0, 4, 8, 12), maps=[textmap.parse(DRAGON_MAP)])
    assert game.kind == PLACE and game.choices[0][1] == HERO
    left = [k for k, pattern in enumerate(game.patterns)
            if sorted(pattern) == [(0, -3), (0, -2), (0, -1)]]
    action = (PLACE, 0, left[0], 8, 5)
    out = [0] * 8
    assert deltas_of(game, action, out) == expected(game, action)
    assert out[4] == 3

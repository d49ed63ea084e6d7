"""Coins: the coin on a shape option, mountain coins (once, to the map's
owner, whoever completes the surround) and the 14-space coin track."""
from engine import textmap
from engine.game import COIN_MOUNTAIN, COIN_SHAPE, EV_COINS, PLACE, Game
from engine.shapes import MONO
from engine.terrain import FOREST, MONSTER, MOUNTAIN, WATER

GREAT_RIVER = 2
FARMLAND = 3
HAMLET = 4
FORGOTTEN_FOREST = 5
GOBLIN = 24

ROW_OF_MOUNTAINS = "^.^.^.^.^.^"
FOREST_ROW = "fffffffffff"
# 18 mountains; each gap between two of them is the last empty neighbour of
# both, and no shape larger than 1x1 fits anywhere.
MOUNTAIN_ROWS = "\n".join([ROW_OF_MOUNTAINS] + [FOREST_ROW] * 4 +
                          [ROW_OF_MOUNTAINS] + [FOREST_ROW] * 4 +
                          [ROW_OF_MOUNTAINS])


def game(deck, maps, players=1, **kw):
    kw.setdefault("edicts", (0, 4, 8, 12))
    return Game(players=players, deck=deck,
                maps=[textmap.parse(m) for m in maps], **kw)


def coin_events(g):
    return [e for e in g.events if e[0] == EV_COINS]


def test_the_coin_track_has_14_spaces_and_extra_coins_are_ignored():
    """Rules decision 4 and cards.md §6.5: the coin track holds 14 coins.
    Sources disagree: [S-M] caps coins at 10; cards.md follows the official
    sheet scan (14), and so does the engine."""
    g = game([GREAT_RIVER, FARMLAND, HAMLET, FORGOTTEN_FOREST], [MOUNTAIN_ROWS])
    surrounded = 0
    expected = []
    for _ in range(3):
        for c in (1, 3, 5, 7, 9):
            surrounded += 2 if c == 9 else 1
            expected.append(surrounded)
    got = []
    for r in (0, 5, 10):
        for c in (1, 3, 5, 7, 9):
            # the fallback, or Rift Lands in a later season: 1x1s, no coin
            assert g.kind == PLACE and g.choices[0] == (MONO, FOREST, 0)
            before = g.coins[0]
            g.place(0, 0, r, c)
            got.append(g.coins[0])
            gained = sum(e[2] for e in coin_events(g))
            assert gained == g.coins[0] - before
            assert all(e[3] == COIN_MOUNTAIN for e in coin_events(g))
    assert expected[-1] == 18
    assert got == [min(14, n) for n in expected]
    assert got[-1] == 14


def test_a_coin_shape_on_a_full_coin_track_gives_nothing():
    g = game([GREAT_RIVER, FARMLAND, HAMLET, FORGOTTEN_FOREST],
             ["\n".join(["..........."] * 11)])
    g.coins[0] = 14
    g.place(0, 0, 0, 0)
    assert g.coins[0] == 14
    assert coin_events(g) == []


def test_a_coin_shape_gives_exactly_one_coin():
    g = game([FORGOTTEN_FOREST, FARMLAND], ["\n".join(["..........."] * 11)])
    g.place(0, 0, 0, 0)
    assert g.coins[0] == 1
    assert coin_events(g) == [(EV_COINS, 0, 1, COIN_SHAPE)]


def test_a_mountain_pays_once_when_its_on_map_neighbours_are_filled():
    m = "\n".join(["^.........."] + ["..........."] * 10)
    g = game([FARMLAND, HAMLET, GREAT_RIVER], [m])
    g.place(0, 1, 0, 1)  # the domino lying flat: (0, 1) (0, 2)
    assert g.coins[0] == 1 and coin_events(g) == [(EV_COINS, 0, 1, COIN_SHAPE)]
    g.place(1, 0, 1, 0)  # ###/##. from (1, 0), no coin: closes the corner
    assert coin_events(g) == [(EV_COINS, 0, 1, COIN_MOUNTAIN)]
    assert g.coins[0] == 2
    g.place(1, 0, 5, 5)
    assert g.coins[0] == 2 and coin_events(g) == []


def test_a_monster_drawn_by_a_neighbour_pays_the_maps_owner():
    """Rules decision 4: whoever fills the last neighbour, the owner of the
    map gets the mountain's coin (monsters count as filled)."""
    m0 = "\n".join(["^f........."] + ["..........."] * 10)
    m1 = "\n".join(["..........."] * 11)
    g = game([GOBLIN, GREAT_RIVER], [m0, m1], players=2)
    assert (g.actor, g.target) == (1, 0)
    g.place(0, 0, 1, 0)  # #../.#./..# from (1, 0)
    assert g.grids[0].get(1, 0) == MONSTER
    assert g.coins[0] == 1 and g.coins[1] == 0
    assert coin_events(g) == [(EV_COINS, 0, 1, COIN_MOUNTAIN)]


def test_mountains_surrounded_on_the_starting_map_pay_nothing():
    m = "\n".join([".f........."] + ["f^f........"] + [".f........."] +
                  ["..........."] * 8)
    g = game([FARMLAND, HAMLET], [m])
    g.place(1, 0, 5, 5)
    assert g.coins[0] == 0
    assert g.grids[0].get(1, 1) == MOUNTAIN


def test_two_mountains_closed_by_one_shape_pay_two_coins():
    m = "\n".join(["^.^f......."] + ["f.f........"] + ["..........."] * 9)
    g = game([GREAT_RIVER, FARMLAND], [m])
    g.place(0, 0, 0, 1)  # the upright 3-line at column 1, with its coin
    assert g.coins[0] == 3
    assert sorted(coin_events(g)) == [(EV_COINS, 0, 1, COIN_SHAPE),
                                      (EV_COINS, 0, 2, COIN_MOUNTAIN)]
    assert g.grids[0].get(0, 1) == WATER


def test_surrounded_mountains_counts_each_mountain_whose_on_map_neighbours_are_filled():
    """``fill.surrounded_mountains`` (row masks) against a space-by-space
    count, on random maps of mountains, forests and empty spaces: the map's
    edge counts as filled, a diagonal does not."""
    import random

    from engine import fill, scoring
    from engine.grid import Grid

    rng = random.Random(5)
    for case in range(300):
        grid = Grid()
        for _ in range(rng.randrange(0, 121)):
            grid.set(rng.randrange(11), rng.randrange(11), rng.choice((FOREST, MOUNTAIN)))
        want = 0
        for r in range(11):
            for c in range(11):
                if grid.get(r, c) != MOUNTAIN:
                    continue
                near = [(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
                if all(grid.get(y, x) for y, x in near if 0 <= y < 11 and 0 <= x < 11):
                    want += 1
        scoring.monster_penalty(Grid())  # the scratch buffers hold another map
        assert fill.surrounded_mountains(grid) == want, case
        assert fill.surrounded_mountains(grid) == want, case  # loaded already

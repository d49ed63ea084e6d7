"""``game.preview`` draws a placement on the caller's copy of the map exactly
as the move draws it on the map, and gives the coins the target has after
the move: over seeded games' random legal placements, and in the Heroes
cases a preview most easily gets wrong (a hero's marks, monsters drawn on
them, the Dragon)."""
import copy
import random

from engine import ambush, cards, legal, textmap
from engine.game import EV_SOLO, EV_ZOMBIES, OVER, PLACE, Game, preset
from engine.grid import SIZE, Grid, tagged
from engine.maps import new_grid
from engine.terrain import FOREST, HERO, MONSTER, MOUNTAIN


def moved(game, action):
    """The target's map and coins after ``action``, taken on a copy of
    ``game`` (a deep copy: a save would not keep the ruins of a map given to
    ``Game``); None when the flow changed the map further before the next
    decision (a solo ambush, zombies)."""
    after = copy.deepcopy(game)
    p = after.target
    after.act(action)
    if [e for e in after.events if e[0] in (EV_SOLO, EV_ZOMBIES)]:
        return None
    return after.grids[p], after.coins[p]


def same_map(a, b):
    return (a.cells == b.cells and a.tags == b.tags and a.filled == b.filled
            and a.ruins == b.ruins and a.marks == b.marks)


def previewed(game, action, grid):
    """``game.preview`` for ``action`` on ``grid``, checked against the move
    taken on a copy: the game untouched, the same map and coins. Returns
    the coins the move gains, or None when the move could not be compared."""
    before = game.to_bytes()
    coins = game.preview(action[1], action[2], action[3], action[4], grid)
    assert game.to_bytes() == before, action  # the game is not changed
    after = moved(game, action)
    if after is None:
        return None
    want, want_coins = after
    assert same_map(grid, want), (action, textmap.format(grid), textmap.format(want))
    assert coins == want_coins, action
    return coins - game.coins[game.target]


def kind_of(game, action):
    """What a placement draws: a hero (striking monsters or not), monsters
    on a rival's map, monsters on a hero's marks, or another shape."""
    _, terrain, _ = game.choices[action[1]]
    grid = game.grids[game.target]
    if terrain == HERO:
        marks = game.hero_marks(action[2], action[3], action[4])
        return "hero strikes" if [1 for y, x in marks if grid.get(y, x) == MONSTER] else "hero"
    if terrain == MONSTER:
        v = game.orientations(action[1])[action[2]]
        for i in range(16):
            if (v >> i) & 1 and grid.is_marked(action[3] + (i >> 2), action[4] + (i & 3)):
                return "monster on marks"
        return "monster" if game.actor == game.target else "monster on a rival's map"
    return "shape"


GAMES = [("heroes", 1, 3), ("heroes", 2, 4), ("heroes", 3, 5), ("mixed", 4, 6),
         ("base", 1, 7), ("mixed", 1, 8), ("heroes", 4, 9), ("heroes", 3, 10)]


def test_the_preview_draws_what_the_move_draws_over_seeded_games():
    """At every placement of games played by random legal moves, up to 8
    random legal placements drawn by ``preview`` on one reused scratch grid
    give the target's map and coins that the move gives: shapes, monsters
    on a rival's map and on a hero's marks, heroes striking monsters."""
    grid = Grid()
    kinds = {}
    gained = 0
    for content, players, seed in GAMES:
        rnd = random.Random(seed)
        game = Game(**preset(content, players, seed))
        while game.kind != OVER:
            actions = legal.actions(game)
            if game.kind == PLACE:
                for action in rnd.sample(actions, min(8, len(actions))):
                    got = previewed(game, action, grid)
                    if got is not None:
                        kind = kind_of(game, action)
                        kinds[kind] = kinds.get(kind, 0) + 1
                        gained += got
            game.act(rnd.choice(actions))
    assert sum(kinds.values()) > 1000
    assert gained > 0
    for kind in ("shape", "hero", "hero strikes", "monster on a rival's map",
                 "monster on marks"):
        assert kinds.get(kind, 0) >= 5, kinds


BLANK = "\n".join(["." * SIZE] * SIZE)
DRAGON = 28
DOBRIK = 36


def put(text, cells, ch):
    rows = [list(line) for line in text.split("\n")]
    for r, c in cells:
        rows[r][c] = ch
    return "\n".join("".join(row) for row in rows)


def test_a_dragon_drawn_already_hemmed_in_is_previewed_paid():
    """A neighbour draws the Dragon where every space is already
    surrounded: the drawing tags its monster spaces, so the preview sees a
    finished Dragon and its 3 coins for the map's owner, as the move does."""
    around = [(3, 6), (4, 5), (4, 7), (4, 4), (5, 3), (6, 5), (6, 6), (5, 7),
              (7, 4), (6, 3)]
    game = Game(players=2, deck=[DRAGON, 2], edicts=(0, 4, 8, 12),
                maps=[textmap.parse(put(BLANK, around, "f")), textmap.parse(BLANK)])
    assert (game.actor, game.target) == (1, 0)
    assert previewed(game, (PLACE, 0, 0, 4, 4), Grid()) == 3


def test_a_hero_that_finishes_the_dragon_is_previewed_paid():
    """Dobrik on the Dragon's last empty neighbour destroys the two Dragon
    spaces beside it: the Dragon is done, 3 coins in the preview too."""
    around = [(7, 2), (8, 3), (10, 1), (10, 2), (9, 3), (8, 0)]
    game = Game(players=1, deck=[DRAGON, DOBRIK, 2], heroes=True, edicts=(0, 4, 8, 12),
                maps=[textmap.parse(put(BLANK, around, "f"))])
    assert game.kind == PLACE and game.choices[0][1] == HERO
    assert previewed(game, (PLACE, 0, 0, 8, 1), Grid()) == 3


def test_the_coins_stop_at_the_coin_track():
    """With 13 coins, a space that surrounds two mountains brings the map
    to the track's 14, not 15."""
    rows = "\n".join(["^.^f^.^f^.^"] + ["fffffffffff"] * 10)
    game = Game(players=1, deck=[5, 2, 3], edicts=(0, 4, 8, 12),
                maps=[textmap.parse(rows)])
    game.coins[0] = 13
    assert game.kind == PLACE and game.fallback
    grid = Grid()
    for action in legal.actions(game):
        previewed(game, action, grid)
    assert game.preview(0, 0, 0, 1, grid) == 14


def test_the_dragon_is_looked_for_only_where_its_tag_is():
    """``fill.dragon_coins`` skips the space-by-space check on a map with
    no Dragon tag: ``grid.tagged`` finds every tag there is, and with no
    Dragon tag the Dragon is never done."""
    rng = random.Random(5)
    for case in range(300):
        grid = new_grid(case % 2)
        for _ in range(rng.randrange(0, 121)):
            grid.set(rng.randrange(11), rng.randrange(11), rng.choice((FOREST, MOUNTAIN)))
        for _ in range(rng.randrange(0, 4)):
            grid.set_tag(rng.randrange(11), rng.randrange(11), rng.randrange(1, 16))
        for tag in range(1, 16):
            has = any(grid.tag(r, c) == tag for r in range(11) for c in range(11))
            assert tagged(grid.tags, tag) == has, case
        if not tagged(grid.tags, cards.DRAGON):
            assert not ambush.dragon_done(grid, cards.DRAGON)

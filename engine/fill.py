"""What drawing on a map causes, for any map of a game."""
# Terrain and monster spaces (monsters drawn in a hero's attack marks are
# destroyed at once), heroes and their marks, destroyed spaces, and the coins
# that fills earn (shape coins, surrounded mountains, a finished Dragon; the
# track holds 14). ``paint`` and ``hero`` draw on any grid: a move's map, or
# the copy of it that ``actions.preview`` draws on, whose coins
# ``coins_with`` works out by the rules ``after_fill`` pays them by.
# The Dragon is looked for only on a map that holds one: its space-by-space
# check (``ambush.dragon_done``) would be a large share of every drawing,
# and ``engine.ambush`` is loaded only for such a map.
from . import shapes
from .cards import COIN_TRACK, DRAGON
from .grid import tagged
from .phases import COIN_DRAGON, COIN_MOUNTAIN, EV_COINS, EV_DESTROYED, EV_KILLED
from .scoring_base import surrounded_mountains
from .terrain import DESTROYED, HERO, MONSTER


def draw(game, p, v, r, c, terrain, tag):
    """``paint`` on player p's map, the monsters it destroyed told."""
    killed = paint(game.grids[p], v, r, c, terrain, tag)
    if killed:
        game.events.append((EV_KILLED, p, killed))


def paint(grid, v, r, c, terrain, tag):
    """Fill shape ``v`` at (r, c) of ``grid``; monster spaces get ``tag``
    (the ambush that drew them), and those on a hero's attack marks are
    destroyed at once. Returns how many were."""
    killed = 0
    for dr, dc in shapes.cells(v):
        y = r + dr
        x = c + dc
        if terrain == MONSTER and grid.is_marked(y, x):
            grid.set(y, x, DESTROYED)
            killed += 1
        else:
            grid.set(y, x, terrain)
        if terrain == MONSTER:
            grid.set_tag(y, x, tag)
    return killed


def hero(grid, marks, r, c):
    """A hero at (r, c) of ``grid`` marking ``marks``; monsters there are
    destroyed. Returns how many were."""
    killed = 0
    grid.set(r, c, HERO)
    for y, x in marks:
        grid.marks[y] |= 1 << x
        if grid.get(y, x) == MONSTER:
            grid.set(y, x, DESTROYED)
            killed += 1
    return killed


def destroy(game, p, r, c):
    game.grids[p].set(r, c, DESTROYED)
    game.events.append((EV_DESTROYED, p, r, c))
    after_fill(game, p)


def gain_coins(game, p, n, source):
    n = min(n, COIN_TRACK - game.coins[p])
    if n > 0:
        game.coins[p] += n
        game.events.append((EV_COINS, p, n, source))


def after_fill(game, p):
    """Coins for newly surrounded mountains and a finished Dragon."""
    grid = game.grids[p]
    n = _mountain_coins(game, p, grid)
    if n:
        gain_coins(game, p, n, COIN_MOUNTAIN)
        game.mountains[p] += n
    if _dragon_coins(game, p, grid):
        game.dragon_paid[p] = 1
        gain_coins(game, p, 3, COIN_DRAGON)


def coins_with(game, p, grid, coin):
    """The coins player p would have with ``grid``, a copy of their map
    drawn on, paid for as ``after_fill`` pays: a shape's ``coin``, newly
    surrounded mountains and a finished Dragon, up to the track's end."""
    n = game.coins[p] + _mountain_coins(game, p, grid) + _dragon_coins(game, p, grid)
    if coin:
        n += 1
    return min(n, COIN_TRACK)


def _mountain_coins(game, p, grid):
    """The coins player p earns for the mountains surrounded on ``grid``
    beyond those already paid."""
    n = surrounded_mountains(grid) - game.mountains[p]
    return n if n > 0 else 0


def _dragon_coins(game, p, grid):
    """3 when the Dragon on ``grid`` is finished and player p is not paid for
    it yet, else 0."""
    if game.dragon_paid[p] or not tagged(grid.tags, DRAGON):
        return 0
    from . import ambush  # loaded only once a Dragon is on the map

    return 3 if ambush.dragon_done(grid, DRAGON) else 0

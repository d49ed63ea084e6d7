"""What drawing on a map causes, for any map of a game."""
# Terrain and monster spaces (monsters drawn in a hero's attack marks are
# destroyed at once), heroes and their marks, destroyed spaces, and the coins
# that fills earn (shape coins, surrounded mountains, a finished Dragon; the
# track holds 14).
from . import shapes
from .cards import COIN_TRACK, DRAGON
from .grid import tagged
from .phases import COIN_DRAGON, COIN_MOUNTAIN, EV_COINS, EV_DESTROYED, EV_KILLED
from .scoring_base import surrounded_mountains
from .terrain import DESTROYED, HERO, MONSTER


def draw(game, p, v, r, c, terrain, tag):
    """Fill shape ``v`` at (r, c) of player p's map; monster spaces get
    ``tag`` (the ambush that drew them)."""
    grid = game.grids[p]
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
    if killed:
        game.events.append((EV_KILLED, p, killed))


def hero(game, p, marks, r, c):
    """A hero at (r, c) marking ``marks``; monsters there are destroyed."""
    grid = game.grids[p]
    killed = 0
    grid.set(r, c, HERO)
    for y, x in marks:
        grid.marks[y] |= 1 << x
        if grid.get(y, x) == MONSTER:
            grid.set(y, x, DESTROYED)
            killed += 1
    if killed:
        game.events.append((EV_KILLED, p, killed))
    after_fill(game, p)


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
    n = surrounded_mountains(grid)
    if n > game.mountains[p]:
        gain_coins(game, p, n - game.mountains[p], COIN_MOUNTAIN)
        game.mountains[p] = n
    if not game.dragon_paid[p] and tagged(grid.tags, DRAGON):
        from . import ambush  # loaded only once a Dragon is on the map

        if ambush.dragon_done(grid, DRAGON):
            game.dragon_paid[p] = 1
            gain_coins(game, p, 3, COIN_DRAGON)

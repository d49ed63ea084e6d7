"""Live scoring: what each edict, the coins and the monster penalty come to
on a map, as it is and with the ghost drawn where it stands."""
# The ghost is drawn on one scratch grid, reused for every press (no grid is
# allocated per press), then scored with the engine's own scoring
# (``engine.scoring``): the four edicts, the monster penalty and the coins
# the drawing earns (its shape's coin, newly surrounded mountains, the slain
# Dragon), capped by the coin track.
#
# The surrounded mountains are counted a row at a time on the row masks the
# scoring has just loaded for the scratch grid, and the Dragon is looked for
# only on a map that holds one: a ghost's move cost 0.46 M and 0.45 M VM
# instructions for these two by the engine's space-by-space checks
# (``fill.surrounded_mountains``, ``ambush.dragon_done``) out of about 2.4 M
# (callgrind, .mpy, PyBadge profile, a solo base game).
from engine import ambush, scoring, scoring_base, shapes
from engine.cards import COIN_TRACK, DRAGON
from engine.grid import SIZE, Grid
from engine.terrain import DESTROYED, HERO, MONSTER, MOUNTAIN

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

COINS = const(4)  # index of the coins in ``now`` and ``then``
PENALTY = const(5)  # index of the monster penalty


class Preview:
    """``now``: edicts A-D, coins and monster penalty of the map as it is;
    ``then``: the same with the ghost drawn (valid while ``shown``)."""

    def __init__(self):
        self.grid = Grid()
        self.now = [0] * 6
        self.then = [0, 0, 0, 0, -1, 0]  # no coins match: nothing scored yet
        self.shown = False

    def base(self, game, player):
        """Score ``player``'s map as it is; no ghost."""
        grid = game.grids[player]
        coins = game.coins[player]
        # The map after a move is most often the last ghost's map, already
        # scored in ``then`` (scores depend on the spaces and the coins
        # only): taken over, a turn start's press is about 2 M VM
        # instructions cheaper (callgrind, .mpy, PyBadge profile).
        mine = self.grid
        if (self.then[COINS] == coins and mine.cells == grid.cells
                and mine.filled == grid.filled and mine.ruins == grid.ruins):
            now = self.now
            then = self.then
            for i in range(6):
                now[i] = then[i]
        else:
            score(game, grid, coins, self.now)
        self.shown = False

    def ghost(self, game, choice, v, orient, r, c):
        """Score the target map with the pending decision's ``choice`` drawn
        as shape ``v`` (its orientation ``orient``; for a hero, its attack
        pattern) at (r, c), a legal placement."""
        p = game.target
        grid = self.grid
        grid.copy_from(game.grids[p])
        shape, terrain, coin = game.choices[choice]
        coins = game.coins[p]
        if terrain == HERO:
            grid.set(r, c, HERO)
            for y, x in game.hero_marks(orient, r, c):
                grid.marks[y] |= 1 << x
                if grid.get(y, x) == MONSTER:
                    grid.set(y, x, DESTROYED)
        else:
            for dr, dc in shapes.cells(v):
                y = r + dr
                x = c + dc
                if terrain == MONSTER and grid.is_marked(y, x):
                    grid.set(y, x, DESTROYED)
                else:
                    grid.set(y, x, terrain)
            coins += coin
        then = self.then
        score(game, grid, 0, then)
        n = surrounded(grid)
        if n > game.mountains[p]:
            coins += n - game.mountains[p]
        if (not game.dragon_paid[p] and tagged(grid.tags, DRAGON)
                and ambush.dragon_done(grid, DRAGON)):
            coins += 3
        then[COINS] = min(coins, COIN_TRACK)
        self.shown = True


def score(game, grid, coins, out):
    """Edicts A-D, ``coins`` and the monster penalty of ``grid`` into ``out``."""
    for i in range(4):
        out[i] = scoring.score(game.edicts[i], grid)
    out[COINS] = coins
    out[PENALTY] = scoring.monster_penalty(grid)


def surrounded(grid):
    """How many mountains of ``grid`` have every on-map neighbour filled
    (as ``engine.fill.surrounded_mountains``), from the row masks
    ``engine.scoring_base`` holds: ``score`` must have loaded ``grid``."""
    filled = grid.filled
    rows = scoring_base.rows
    top = MOUNTAIN * SIZE
    n = 0
    for r in range(SIZE):
        f = filled[r]
        # a space's left and right neighbours filled; the map's edge counts
        around = ((f << 1) | 1) & ((f >> 1) | (1 << (SIZE - 1)))
        if r:
            around &= filled[r - 1]
        if r < SIZE - 1:
            around &= filled[r + 1]
        m = rows[top + r] & around
        if m:
            n += scoring_base.bits(m)
    return n


def tagged(tags, tag):
    """Some space of the packed monster ``tags`` holds ``tag``."""
    for b in tags:
        if b & 15 == tag or b >> 4 == tag:
            return True
    return False


def season_score(values, season):
    """The score of ``season`` (0-3) from ``values`` (``now`` or ``then``):
    its two edicts, the coins, minus the monster penalty."""
    return values[season] + values[(season + 1) % 4] + values[COINS] - values[PENALTY]

"""A bot that takes any pending decision legally and sensibly."""
# Own map: every legal placement gets a cheap local rating from row masks
# (touching the same terrain, hugging filled spaces and edges, coins); the
# best few are then drawn on a scratch map and scored on the edicts still to
# come, and the best projected score wins. Monsters, heroes and destroying
# are in ``engine.bot_attack``. Deterministic: the same game gives the same
# choices everywhere.
from . import bot_attack, const, scoring, shapes
from .grid import FULL_ROW, SIZE, Grid
from .phases import DESTROY, PLACE
from .terrain import HERO

_KEEP = const(3)
_SCRATCH = Grid()
_BEST_Q = [0] * _KEEP            # ratings of the placements kept so far
_BEST_A = bytearray(4 * _KEEP)   # and their choice, orientation, row, column
_TERRAIN = [0] * SIZE


def _pop(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def choose(game):
    """An action tuple for the pending decision of ``game``."""
    if game.kind == DESTROY:
        return bot_attack.destroy(game)
    if game.kind != PLACE:
        raise ValueError("no decision is pending")
    if game.choices[0][1] == HERO:
        return bot_attack.hero(game)
    if game.actor != game.target:
        return bot_attack.monster(game)
    return _own(game)


def _terrain_rows(grid, terrain):
    for r in range(SIZE):
        m = 0
        for c in range(SIZE):
            if grid.get(r, c) == terrain:
                m |= 1 << c
        _TERRAIN[r] = m


def _rate(grid, v, r, c):
    """Local rating: same-terrain contacts (x3), filled contacts and edges."""
    filled = grid.filled
    same = 0
    touch = 0
    y = r
    while v:
        bits = (v & 0xF) << c
        side = ((bits << 1) | (bits >> 1)) & ~bits & FULL_ROW
        same += _pop(side & _TERRAIN[y])
        touch += _pop(side & filled[y])
        if y > 0:
            same += _pop(bits & _TERRAIN[y - 1])
            touch += _pop(bits & filled[y - 1])
        else:
            touch += _pop(bits)
        if y < SIZE - 1:
            same += _pop(bits & _TERRAIN[y + 1])
            touch += _pop(bits & filled[y + 1])
        else:
            touch += _pop(bits)
        touch += (bits & 1) + ((bits >> 10) & 1)
        v >>= 4
        y += 1
    return 3 * same + touch


def _weights(game):
    """How many of the remaining scorings each edict takes part in."""
    w = bytearray(4)
    for s in range(game.season, 4):
        w[s] += 1
        w[(s + 1) % 4] += 1
    return w


def _project(game, grid, v, r, c, terrain, coin, weights):
    _SCRATCH.copy_from(grid)
    for dr, dc in shapes.cells(v):
        _SCRATCH.set(r + dr, c + dc, terrain)
    left = 4 - game.season
    total = 0
    for e in range(4):
        if weights[e]:
            total += weights[e] * scoring.score(game.edicts[e], _SCRATCH)
    total -= left * scoring.monster_penalty(_SCRATCH)
    return total + left * coin


def _own(game):
    grid = game.grids[game.target]
    need = grid.ruins if game.need_ruins else None
    rating = _BEST_Q
    found = _BEST_A  # choice, orientation, row, column of each kept placement
    kept = 0
    for ci in range(len(game.choices)):
        shape, terrain, coin = game.choices[ci]
        _terrain_rows(grid, terrain)
        orients = shapes.orientations(shape)
        for oi in range(len(orients)):
            v = orients[oi]
            p = shapes.find(grid.filled, v, need)
            while p >= 0:
                r = p // SIZE
                c = p - r * SIZE
                q = _rate(grid, v, r, c) + 4 * coin
                # keep the best _KEEP ratings, earlier placements first on ties
                i = kept
                while i > 0 and q > rating[i - 1]:
                    i -= 1
                if i < _KEEP:
                    j = min(kept, _KEEP - 1)
                    while j > i:
                        rating[j] = rating[j - 1]
                        for k in range(4 * j, 4 * j + 4):
                            found[k] = found[k - 4]
                        j -= 1
                    rating[i] = q
                    found[4 * i] = ci
                    found[4 * i + 1] = oi
                    found[4 * i + 2] = r
                    found[4 * i + 3] = c
                    kept = min(kept + 1, _KEEP)
                p = shapes.find(grid.filled, v, need, p + 1)
    weights = _weights(game)
    pick = -1
    pick_value = 0
    for i in range(kept):
        ci = found[4 * i]
        shape, terrain, coin = game.choices[ci]
        v = shapes.orientations(shape)[found[4 * i + 1]]
        value = _project(game, grid, v, found[4 * i + 2], found[4 * i + 3], terrain,
                         coin, weights)
        if pick < 0 or value > pick_value:
            pick = i
            pick_value = value
    i = 4 * pick
    return (PLACE, found[i], found[i + 1], found[i + 2], found[i + 3])

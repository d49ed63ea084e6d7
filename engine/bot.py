"""A bot that takes any pending decision legally and sensibly.

Own map: every legal placement gets a cheap local rating from row masks
(touching the same terrain, hugging filled spaces and edges, coins); the
best few are then drawn on a scratch map and scored on the edicts still to
come, and the best projected score wins. Monsters go where they border the
most empty spaces of the victim; heroes where they strike the most
monsters. Deterministic: the same game gives the same choices everywhere.
"""
from . import cards, scoring, shapes
from .flow import PLACE, DESTROY, PH_EFFECT
from .grid import Grid, SIZE, FULL_ROW
from .terrain import EMPTY, MONSTER, HERO, WASTE, MOUNTAIN, DESTROYED

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka's shim
    def const(x):
        return x

_KEEP = const(3)
_SCRATCH = Grid()
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
        return _destroy(game)
    if game.kind != PLACE:
        raise ValueError("no decision is pending")
    if game.choices[0][1] == HERO:
        return _hero(game)
    if game.actor != game.target:
        return _monster(game)
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
    best = []  # up to _KEEP (rating, order, action, shape, terrain, coin)
    order = 0
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
                if len(best) < _KEEP or q > best[-1][0]:
                    best.append((q, -order, (PLACE, ci, oi, r, c), v, terrain, coin))
                    best.sort(reverse=True)
                    if len(best) > _KEEP:
                        best.pop()
                order += 1
                p = shapes.find(grid.filled, v, need, p + 1)
    weights = _weights(game)
    pick = None
    pick_value = None
    for q, _, action, v, terrain, coin in best:
        value = _project(game, grid, v, action[3], action[4], terrain, coin, weights)
        if pick is None or value > pick_value:
            pick = action
            pick_value = value
    return pick


def _monster(game):
    grid = game.grids[game.target]
    filled = grid.filled
    marks = grid.marks
    shape = game.choices[0][0]
    orients = shapes.orientations(shape)
    pick = None
    best = -1000
    for oi in range(len(orients)):
        v = orients[oi]
        p = shapes.find(filled, v, None)
        while p >= 0:
            r = p // SIZE
            c = p - r * SIZE
            q = 0
            y = r
            w = v
            while w:
                bits = (w & 0xF) << c
                side = ((bits << 1) | (bits >> 1)) & ~bits & FULL_ROW
                q += _pop(side & ~filled[y])
                if y > 0:
                    q += _pop(bits & ~filled[y - 1])
                if y < SIZE - 1:
                    q += _pop(bits & ~filled[y + 1])
                q -= 4 * _pop(bits & marks[y])
                w >>= 4
                y += 1
            if q > best:
                best = q
                pick = (PLACE, 0, oi, r, c)
            p = shapes.find(filled, v, None, p + 1)
    return pick


def _hero(game):
    grid = game.grids[game.target]
    patterns = cards.hero_orientations(game.card)
    pick = None
    best = -1
    for r in range(SIZE):
        for c in range(SIZE):
            if grid.is_filled(r, c):
                continue
            for oi in range(len(patterns)):
                q = 0
                for dr, dc in patterns[oi]:
                    y = r + dr
                    x = c + dc
                    if 0 <= y < SIZE and 0 <= x < SIZE:
                        t = grid.get(y, x)
                        q += 10 if t == MONSTER else (1 if t == EMPTY else 0)
                if q > best:
                    best = q
                    pick = (PLACE, 0, oi, r, c)
    return pick


def _destroy(game):
    grid = game.grids[game.target]
    own = game.actor == game.target or game.ph == PH_EFFECT
    pick = None
    best = -1000
    for r in range(SIZE):
        for c in range(SIZE):
            if not game.can_destroy(r, c):
                continue
            t = grid.get(r, c)
            if own:
                # least harm: wasteland or a monster, else an empty space
                # next to monsters (its penalty goes away)
                q = {WASTE: 50, MONSTER: 40, EMPTY: 10}.get(t, 0)
                if t == EMPTY:
                    q += _monsters_around(grid, r, c)
            else:
                q = 0 if t in (EMPTY, WASTE, MONSTER, MOUNTAIN, DESTROYED) else 10
            if q > best:
                best = q
                pick = (DESTROY, r, c)
    return pick


def _monsters_around(grid, r, c):
    n = 0
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        y = r + dr
        x = c + dc
        if 0 <= y < SIZE and 0 <= x < SIZE and grid.get(y, x) == MONSTER:
            n += 1
    return n

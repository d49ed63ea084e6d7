"""The bot's choices that hit a map: monsters, heroes and destroyed spaces."""
# Where a monster goes on a rival's map, where a hero stands, and which
# space to destroy (Gorgon, Troll).
from . import shapes
from .grid import FULL_ROW, SIZE
from .phases import DESTROY, PH_EFFECT, PLACE
from .terrain import EMPTY, FOREST, HERO, MONSTER, WASTE, WATER


def _pop(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def monster(game):
    """Where a monster borders the most empty spaces of its victim."""
    grid = game.grids[game.target]
    filled = grid.filled
    marks = grid.marks
    shape = game.choices[0][0]
    orients = shapes.orientations(shape)
    pick = spot = 0
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
                pick = oi
                spot = p
            p = shapes.find(filled, v, None, p + 1)
    return (PLACE, 0, pick, spot // SIZE, spot % SIZE)


def hero(game):
    """Where a hero strikes the most monsters (then empty spaces)."""
    grid = game.grids[game.target]
    patterns = game.patterns
    pick = spot = 0
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
                    pick = oi
                    spot = r * SIZE + c
    return (PLACE, 0, pick, spot // SIZE, spot % SIZE)


def destroy(game):
    """The least harmful space on one's own map, the most harmful on a rival's."""
    grid = game.grids[game.target]
    own = game.actor == game.target or game.ph == PH_EFFECT
    spot = -1
    best = -1000
    for i in range(SIZE * SIZE):
        r = i // SIZE
        c = i - r * SIZE
        if not game.can_destroy(r, c):
            continue
        t = grid.get(r, c)
        if own:
            # least harm: wasteland or a monster, else an empty space next to
            # monsters (its penalty goes away)
            if t == WASTE:
                q = 50
            elif t == MONSTER:
                q = 40
            elif t == EMPTY:
                q = 10 + _monsters_around(grid, r, c)
            else:
                q = 0
        else:
            q = 10 if FOREST <= t <= WATER or t == HERO else 0  # a rival's drawn terrain
        if q > best:
            best = q
            spot = i
    return (DESTROY, spot // SIZE, spot % SIZE)


def _monsters_around(grid, r, c):
    n = 0
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        y = r + dr
        x = c + dc
        if 0 <= y < SIZE and 0 <= x < SIZE and grid.get(y, x) == MONSTER:
            n += 1
    return n

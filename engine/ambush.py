"""Ambushes on one map: the solo placement spiral and the Heroes ambushes' effects."""
# The effects are the spaces touched by the ongoing effects of the Heroes
# ambushes (Dragon, Zombie, Troll, Gorgon).
#
# Monster spaces remember which ambush drew them in the grid's tag layer; an
# effect is active on a map while one of its spaces is still a monster.
#
# No module imports this one at its top: each imports it inside the function
# that plays an ambush, after the cheap checks that say one is in play (a
# solo ambush's reveal, a Gorgon or a Troll to resolve, the Zombies' spread,
# a Dragon's tag on the map). Most turns never call it, and on a board the
# UI forgets it between (carto_ui.unload): its code is heap that a base
# game's turns would otherwise keep all game.
from .cards import BOTTOM_RIGHT, GORGON, TOP_LEFT, TOP_RIGHT
from .grid import FULL_ROW, SIZE, nib_get
from .shapes import size, spread
from .terrain import DESTROYED, EMPTY, MONSTER, MOUNTAIN

_LIVE = [0] * SIZE  # zombie_targets' scratch rows
_NEAR = [0] * SIZE


def _ring(r0, c0, r1, c1):
    """Anchor positions around a rectangle, clockwise from its top-left."""
    out = [(r0, c) for c in range(c0, c1 + 1)]
    out += [(r, c1) for r in range(r0 + 1, r1 + 1)]
    if r1 > r0:
        out += [(r1, c) for c in range(c1 - 1, c0 - 1, -1)]
    if c1 > c0:
        out += [(r, c0) for r in range(r1 - 1, r0, -1)]
    return out


def solo_spot(grid, shape, corner, clockwise):
    """Where the solo rules draw ``shape`` unrotated: start with its bounding
    box flush in ``corner`` and slide it around the edge in the arrow's
    direction, then one space further in, ring by ring. Returns the top-left
    (r, c), or None when it fits nowhere (the card is discarded)."""
    h, w = size(shape)
    k = 0
    while True:
        r0 = c0 = k
        r1 = SIZE - k - h
        c1 = SIZE - k - w
        if r1 < r0 or c1 < c0:
            return None
        ring = _ring(r0, c0, r1, c1)
        if corner == TOP_LEFT:
            start = (r0, c0)
        elif corner == TOP_RIGHT:
            start = (r0, c1)
        elif corner == BOTTOM_RIGHT:
            start = (r1, c1)
        else:
            start = (r1, c0)
        n = len(ring)
        i = ring.index(start)
        if r0 == r1 or c0 == c1:
            # one space wide: a line walked from its start end to the other,
            # whichever the arrow (both sides of the ring run that way)
            step = 1 if i == 0 else -1
        else:
            step = 1 if clockwise else -1
        for _ in range(n):
            r, c = ring[i]
            if not (spread(grid.filled, shape, r) >> c) & 1:
                return r, c
            i = (i + step) % n
        k += 1


def alive(grid, tag):
    """True while a monster space drawn by ambush ``tag`` survives."""
    for i in range(SIZE * SIZE):
        r = i // SIZE
        c = i - r * SIZE
        if grid.tag(r, c) == tag and grid.get(r, c) == MONSTER:
            return True
    return False


def _touches(grid, tag, r, c):
    """True if (r, c) is next to a surviving monster space of ``tag``."""
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        y = r + dr
        x = c + dc
        if 0 <= y < SIZE and 0 <= x < SIZE and grid.tag(y, x) == tag \
                and grid.get(y, x) == MONSTER:
            return True
    return False


def can_destroy(grid, tag, r, c):
    """May the effect of ambush ``tag`` destroy (r, c)? The Gorgon destroys
    an adjacent non-mountain space that is not destroyed yet and not part of
    itself; the Troll an adjacent empty space."""
    if not (0 <= r < SIZE and 0 <= c < SIZE) or not _touches(grid, tag, r, c):
        return False
    t = grid.get(r, c)
    if tag == GORGON:
        return t != MOUNTAIN and t != DESTROYED and not (
            t == MONSTER and grid.tag(r, c) == GORGON)
    return t == EMPTY


def any_destroyable(grid, tag):
    """True if the effect of ambush ``tag`` may destroy some space of ``grid``."""
    # Only the neighbours of its surviving monster spaces are asked (the
    # tag layer is scanned a byte, two spaces, at a time), not every space
    # about its four neighbours: the press that plays the Gorgon asks this,
    # and a press has an instruction budget (docs/memory.md, "Budgets").
    tags = grid.tags
    for j in range(len(tags)):
        b = tags[j]
        if b & 15 != tag and b >> 4 != tag:
            continue
        for i in range(2 * j, min(2 * j + 2, SIZE * SIZE)):
            if nib_get(tags, i) == tag and nib_get(grid.cells, i) == MONSTER:
                r = i // SIZE
                c = i - r * SIZE
                if (can_destroy(grid, tag, r - 1, c) or can_destroy(grid, tag, r + 1, c)
                        or can_destroy(grid, tag, r, c - 1) or can_destroy(grid, tag, r, c + 1)):
                    return True
    return False


def zombie_targets(grid, tag):
    """The empty spaces next to a surviving monster of ambush ``tag``, as
    row masks (a scratch list: bit c is column c) and how many they are.
    The spread is simultaneous."""
    # Only the tag bytes that hold ``tag`` are looked at, two spaces a byte,
    # then one shift-and-OR per row: asking every space costs several times
    # as much, and a 6-player Heroes season's end asks it of six maps in one
    # press (docs/memory.md, "Budgets").
    live = _LIVE
    for r in range(SIZE):
        live[r] = 0
    tags = grid.tags
    cells = grid.cells
    for j in range(len(tags)):
        b = tags[j]
        if b & 15 != tag and b >> 4 != tag:
            continue
        for i in range(2 * j, min(2 * j + 2, SIZE * SIZE)):
            if nib_get(tags, i) == tag and nib_get(cells, i) == MONSTER:
                r = i // SIZE
                live[r] |= 1 << (i - r * SIZE)
    near = _NEAR
    n = 0
    for r in range(SIZE):
        m = live[r]
        spaces = (m << 1) | (m >> 1)
        if r:
            spaces |= live[r - 1]
        if r < SIZE - 1:
            spaces |= live[r + 1]
        spaces &= FULL_ROW & ~grid.filled[r]
        near[r] = spaces
        while spaces:
            spaces &= spaces - 1
            n += 1
    return near, n


def surrounded(grid, r, c):
    """All on-map orthogonal neighbours of (r, c) are filled."""
    f = grid.filled
    if r > 0 and not (f[r - 1] >> c) & 1:
        return False
    if r < SIZE - 1 and not (f[r + 1] >> c) & 1:
        return False
    if c > 0 and not (f[r] >> (c - 1)) & 1:
        return False
    if c < SIZE - 1 and not (f[r] >> (c + 1)) & 1:
        return False
    return True


def dragon_done(grid, tag):
    """Every space of the Dragon is surrounded or destroyed (and it exists)."""
    seen = False
    for i in range(SIZE * SIZE):
        r = i // SIZE
        c = i - r * SIZE
        if grid.tag(r, c) != tag:
            continue
        seen = True
        if grid.get(r, c) != DESTROYED and not surrounded(grid, r, c):
            return False
    return seen

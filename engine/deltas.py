"""Score deltas: what one placement or destroyed space changes in each edict, coins and monsters."""
# ``begin(game)`` loads the pending decision's target map once: a scratch
# copy, its scoring buffers and its scores. Each ``place``/``destroy`` then
# draws on the scratch copy, patches the saved scoring buffers at the few
# changed spaces instead of unpacking the map again, scores, and undoes the
# drawing; nothing is allocated per call. The figures are identical to
# scoring the map after the action (tests/test_engine_deltas.py).
#
# ``out`` (a list of at least 8) receives: 0-3 the change of edicts A-D,
# 4 the coins gained, 5 the change of the monster penalty (positive: more
# stars lost), 6 the change of this season's score (its two edicts + coins -
# monsters), 7 the change of the rest of the game's score if the map stayed
# as it is (each edict times the scorings left that use it, coins and
# monsters times the seasons left). A monster placed on a rival's map gives
# the rival's deltas.
from array import array

from . import cards, fits, scoring
from . import scoring_base as base
from .cards import COIN_TRACK, DRAGON
from .grid import BIT37, FULL_ROW, SIZE, Grid
from .phases import PH_AMBUSH, PLACE
from .terrain import DESTROYED, HERO, MONSTER, MOUNTAIN

_GRID = Grid()  # the target map, drawn on and restored for each call
_TERRAIN = bytearray(SIZE * SIZE + 1)  # its scoring buffers, saved by ``begin``
_ROWS = array("H", bytes(2 * 10 * SIZE))
# Copies between arrays go through memoryviews: ``a[:] = b`` on an array
# allocates a 16-byte slice object each time under MicroPython, a view's
# nothing (measured with gc.mem_alloc on both VMs).
_ROWS_VIEW = memoryview(_ROWS)
_BASE_ROWS = memoryview(base.rows)
_DRAGON = [0] * SIZE  # row masks of its Dragon spaces (while it can still pay)
# Row masks of the spaces whose change can pay coins: the empty neighbours of
# mountains, and while the Dragon can pay, its spaces not yet destroyed and
# their empty neighbours.
_NEAR = [0] * SIZE
_SPACES = bytearray(16)  # spaces changed by the call, and their new codes
_CODES = bytearray(16)
# target, coins the track still takes, mountains paid, the Dragon can pay,
# the monster tag drawn, season, base scores of edicts A-D and the monster
# penalty, weights of edicts A-D in the rest of the game
_STATE = [0] * 15
# what the deltas depend on besides the map (compared with _GRID): edicts,
# kind, card, phase, fallback, Dragon paid
_KEY = [b"", 0, 0, 0, 0, 0]


def _current(game):
    """``begin(game)`` unless it was called for this very state."""
    p = game.target
    grid = game.grids[p]
    k = _KEY
    s = _STATE
    g = _GRID
    if (s[0] != p or g.cells != grid.cells or k[0] != game.edicts
            or s[1] != COIN_TRACK - game.coins[p] or s[2] != game.mountains[p]
            or s[5] != game.season or k[1] != game.kind or k[2] != game.card
            or k[3] != game.ph or k[4] != game.fallback or k[5] != game.dragon_paid[p]
            or g.tags != grid.tags or g.ruins != grid.ruins or g.marks != grid.marks):
        begin(game)


def begin(game):
    """Load the map of the pending decision (``game.target``); the next
    calls measure changes against it. ``place`` and ``destroy`` call it
    themselves when the game has moved on."""
    p = game.target
    grid = game.grids[p]
    g = _GRID
    g.copy_from(grid)
    base.prepare(g)
    _TERRAIN[:] = base.terrain
    _ROWS_VIEW[:] = base.rows
    s = _STATE
    s[0] = p
    s[1] = COIN_TRACK - game.coins[p]
    s[2] = game.mountains[p]
    s[4] = 0
    if game.kind == PLACE and game.ph == PH_AMBUSH and not game.fallback:
        s[4] = cards.ambush(game.card)[4]
    s[5] = game.season
    for e in range(4):
        s[6 + e] = scoring.score(game.edicts[e], g)
        s[11 + e] = 0
    s[10] = scoring.monster_penalty(g)
    for k in range(game.season, 4):  # season k scores edicts k and k + 1
        s[11 + k] += 1
        s[11 + (k + 1) % 4] += 1
    k = _KEY
    k[0] = game.edicts
    k[1] = game.kind
    k[2] = game.card
    k[3] = game.ph
    k[4] = game.fallback
    k[5] = game.dragon_paid[p]
    # the Dragon's spaces, from the tags, while it has not paid
    dragon = 0
    tags = grid.tags
    for r in range(SIZE):
        _DRAGON[r] = 0
    if not k[5]:
        dragon = s[4] == DRAGON
        for j in range(len(tags)):
            b = tags[j]
            if b:
                for i in (2 * j, 2 * j + 1):
                    if (b >> ((i & 1) << 2)) & 15 == DRAGON:
                        r = i // SIZE
                        _DRAGON[r] |= 1 << (i - r * SIZE)
                        dragon = 1
    s[3] = dragon
    rows = base.rows  # still the map's: scoring loaded it last
    filled = grid.filled
    for r in range(SIZE):
        _NEAR[r] = 0
    for r in range(SIZE):
        m = rows[MOUNTAIN * SIZE + r]
        if dragon:
            m |= _DRAGON[r] & ~rows[DESTROYED * SIZE + r]
            _NEAR[r] |= m
        if m:
            _NEAR[r] |= ((m << 1) | (m >> 1)) & ~filled[r] & FULL_ROW
            if r:
                _NEAR[r - 1] |= m & ~filled[r - 1]
            if r < SIZE - 1:
                _NEAR[r + 1] |= m & ~filled[r + 1]


def rows(game, t, out):
    """Copy the 11 row masks of terrain code ``t`` on the map of the pending
    decision into ``out``."""
    _current(game)
    for r in range(SIZE):
        out[r] = _ROWS[t * SIZE + r]
    return out


def place(game, choice, orient, r, c, out):
    """The deltas (see the module comment) of ``game.place(choice, orient,
    r, c)``, which must be legal, on the map drawn on; returns ``out``."""
    _current(game)
    shape, terrain, coin = game.choices[choice]
    n = 0
    if terrain == HERO:
        _SPACES[0] = r * SIZE + c
        _CODES[0] = HERO
        n = 1
        for dr, dc in game.patterns[orient]:
            y = r + dr
            x = c + dc
            if 0 <= y < SIZE and 0 <= x < SIZE and _TERRAIN[y * SIZE + x] == MONSTER:
                _SPACES[n] = y * SIZE + x
                _CODES[n] = DESTROYED
                n += 1
        coin = 0
    else:
        marks = _GRID.marks
        v = fits.orientations(shape)[orient]
        y = r
        while v:
            m = (v & 15) << c
            while m:
                low = m & -m
                m ^= low
                _SPACES[n] = y * SIZE + BIT37[low % 37]
                # a monster drawn in a hero's attack marks is destroyed
                _CODES[n] = DESTROYED if terrain == MONSTER and marks[y] & low else terrain
                n += 1
            v >>= 4
            y += 1
    return _measure(game, n, coin, out)


def destroy(game, r, c, out):
    """The deltas of ``game.destroy(r, c)``, which must be legal."""
    _current(game)
    _SPACES[0] = r * SIZE + c
    _CODES[0] = DESTROYED
    return _measure(game, 1, 0, out)


def _measure(game, n, coin, out):
    """Draw the n codes in _CODES at _SPACES on the scratch map, score, undo."""
    g = _GRID
    cells = g.cells
    filled = g.filled
    s = _STATE
    new_dragon = s[4] == DRAGON and s[3]
    near = new_dragon
    for k in range(n):
        i = _SPACES[k]
        y = i // SIZE
        bit = 1 << (i - y * SIZE)
        t = _CODES[k]
        j = i >> 1
        if i & 1:
            cells[j] = (cells[j] & 0x0F) | (t << 4)
        else:
            cells[j] = (cells[j] & 0xF0) | t
        filled[y] |= bit  # a drawn code is never EMPTY
        near |= _NEAR[y] & bit
        if new_dragon:
            _DRAGON[y] |= bit
    try:
        _load(g, n)
        season = 0
        total = 0
        for e in range(4):
            d = scoring.score(game.edicts[e], g) - s[6 + e]
            out[e] = d
            total += s[11 + e] * d
            if e == s[5] or e == (s[5] + 1) % 4:
                season += d
        out[4] = min(coin + (_new_coins(g) if near else 0), s[1])
        out[5] = d = scoring.monster_penalty(g) - s[10]
        out[6] = season + out[4] - d
        out[7] = total + (4 - s[5]) * (out[4] - d)
    finally:
        old = game.grids[s[0]]
        cells[:] = old.cells
        for k in range(n):
            i = _SPACES[k]
            y = i // SIZE
            filled[y] = old.filled[y]
            if new_dragon:
                _DRAGON[y] &= ~(1 << (i - y * SIZE))
    return out


def _new_coins(g):
    """Coins the scratch map pays beyond the base: newly surrounded
    mountains, and the Dragon when every space of it is surrounded or
    destroyed. Needs the scoring buffers loaded for ``g``."""
    filled = g.filled
    rows = base.rows
    dragon = _STATE[3]
    mountains = 0
    for r in range(SIZE):
        f = filled[r]
        around = ((f << 1) | 1) & ((f >> 1) | 0x400)
        if r:
            around &= filled[r - 1]
        if r < SIZE - 1:
            around &= filled[r + 1]
        m = rows[MOUNTAIN * SIZE + r] & around
        if m:
            mountains += base.bits(m)
        if dragon and _DRAGON[r] & ~(around | rows[DESTROYED * SIZE + r]) & FULL_ROW:
            dragon = 0
    gain = mountains - _STATE[2] if mountains > _STATE[2] else 0
    if dragon:
        gain += 3
    return gain


def _load(grid, n):
    """Load ``grid`` into engine.scoring_base's buffers: the buffers
    ``begin`` saved, patched at the n spaces ``_SPACES[0:n]`` instead of
    unpacking the whole map as ``prepare`` does, the costly part of a
    delta."""
    terrain = base.terrain
    rows = base.rows
    terrain[:] = _TERRAIN
    _BASE_ROWS[:] = _ROWS
    cells = grid.cells
    for k in range(n):
        i = _SPACES[k]
        new = (cells[i >> 1] >> ((i & 1) << 2)) & 15
        old = terrain[i]
        if new != old:
            r = i // SIZE
            bit = 1 << (i - r * SIZE)
            rows[old * SIZE + r] &= ~bit
            rows[new * SIZE + r] |= bit
            terrain[i] = new
    base.cells[:] = cells

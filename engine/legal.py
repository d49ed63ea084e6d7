"""Lists what the pending decision allows, bit-parallel over the row masks."""
# Every legal placement of a choice and orientation, every space that may be
# destroyed, or all legal actions at once (what a fuzzer, the bot and the hint
# need).
#
# ``fit_rows`` finds the legal top-left columns of one orientation for a
# whole map row at once: for a shape row ``s`` the columns it fits from are
# the AND of the row's free mask shifted right by each bit of ``s`` (kept per
# pattern in a table), and the rows of a shape AND together. The Python work
# is per map row and shape row, never per candidate; only listing the
# placements one by one (``placements``) is per placement. Measured with
# callgrind, the mid-game card of bench/bench_engine.py (252 placements):
# the full list costs 0.45 M VM instructions on MicroPython 1.27 (0.49 M on
# CircuitPython 10) against 4.72 M (5.73 M) for the naive cell-by-cell scan
# over 11 lists of 11: 0.095 (0.085) of naive.
#
# A placement is packed in one small int: ``choice << 10 | orient << 7 |
# r * 11 + c`` (``pack``, ``unpack``).
from . import shapes
from .grid import BIT37, FULL_ROW, SIZE
from .phases import DESTROY, PLACE
from .terrain import HERO

# Width of a shape from the OR of its 4-bit rows.
_WIDTH = b"\x00\x01\x02\x02\x03\x03\x03\x03\x04\x04\x04\x04\x04\x04\x04\x04"
# _FIT[s * 11 + y]: the columns from which the 4-bit row pattern s fits in
# map row y of the filled masks in _KEY. The contiguous patterns 1, 3, 7 and
# 15 are built together in one pass (bit 0 of _BUILT[0] set), the others on
# demand (bit s set); an even pattern is an odd one moved right, so its row is
# the odd one's shifted. Block 16 (and 3 more entries) is all ones, what a
# shape's missing rows 2-4 read.
_FIT = [FULL_ROW] * (17 * SIZE + 3)
_KEY = [-1] * SIZE
_BUILT = [0]
_ALL = [0] * SIZE  # fit_rows output for the list builders
_ORIENTS = [-1, None, -1, None]  # the last two shapes and their orientations


def orientations(shape):
    """``shapes.orientations(shape)`` (do not change the list), remembered
    for the last two shapes: computing them costs about 250 k VM
    instructions."""
    o = _ORIENTS
    if o[0] == shape:
        return o[1]
    if o[2] != shape:
        o[2] = shape
        o[3] = shapes.orientations(shape)
    o[0], o[1], o[2], o[3] = o[2], o[3], o[0], o[1]
    return o[1]


def _pattern(filled, s, built):
    """Build row pattern ``s`` into _FIT; returns the new built bits."""
    fit = _FIT
    if not built & 1:
        built |= 1
        for y in range(SIZE):
            e = FULL_ROW ^ filled[y]
            fit[SIZE + y] = e
            f = e & e >> 1
            fit[3 * SIZE + y] = f
            f &= e >> 2
            fit[7 * SIZE + y] = f
            fit[15 * SIZE + y] = f & e >> 3
    if (built >> s) & 1 or s in (1, 3, 7, 15):
        return built | (1 << s)
    i = s * SIZE
    if s & 1:
        for y in range(SIZE):
            f = FULL_ROW ^ filled[y]
            m = f
            if s & 2:
                m &= f >> 1
            if s & 4:
                m &= f >> 2
            if s & 8:
                m &= f >> 3
            fit[i + y] = m
        return built | (1 << s)
    k = 1
    while not (s >> k) & 1:
        k += 1
    t = s >> k
    built = _pattern(filled, t, built)
    j = t * SIZE
    for y in range(SIZE):
        fit[i + y] = fit[j + y] >> k
    return built | (1 << s)


def fit_rows(filled, ruins, v, out, o=0):
    """Set ``out[o + r]`` (11 row masks) to the columns c where orientation
    ``v`` with its top-left at (r, c) stays on the map, covers no space set
    in ``filled`` and, unless ``ruins`` is None, covers a space set in
    ``ruins`` (11 row masks). Returns the OR of the masks (0: it fits
    nowhere)."""
    built = _BUILT[0]
    if _KEY != filled:
        _KEY[:] = filled
        built = 0
    t = v
    while t:
        if not (built >> (t & 15)) & 1:
            built = _pattern(filled, t & 15, built)
        t >>= 4
    _BUILT[0] = built
    fit = _FIT
    lim = FULL_ROW >> (_WIDTH[(v | v >> 4 | v >> 8 | v >> 12) & 15] - 1)
    h = 1 + (v > 15) + (v > 255) + (v > 4095)
    a = (v & 15) * SIZE
    b = (((v >> 4) & 15) or 16) * SIZE + 1
    c = (((v >> 8) & 15) or 16) * SIZE + 2
    d = ((v >> 12) or 16) * SIZE + 3
    found = 0
    if ruins is None and h < 3:  # most shapes: fewer terms per row
        for r in range(SIZE + 1 - h):
            m = lim & fit[a + r] & fit[b + r]
            out[o + r] = m
            found |= m
    else:
        for r in range(SIZE + 1 - h):
            m = lim & fit[a + r] & fit[b + r] & fit[c + r] & fit[d + r]
            if m and ruins is not None:
                m &= _cover(ruins, v, r)
            out[o + r] = m
            found |= m
    for r in range(o + SIZE + 1 - h, o + SIZE):
        out[r] = 0
    return found


def _cover(ruins, v, y):
    """Columns c from which shape ``v`` at row ``y`` covers a space set in
    ``ruins``."""
    cover = 0
    while v:
        s = v & 15
        g = ruins[y]
        for k in range(4):
            if (s >> k) & 1:
                cover |= g >> k
        v >>= 4
        y += 1
    return cover


def free_rows(filled, out, o=0):
    """``out[o + r]``: the empty spaces of row r (where a 1x1 or a hero
    goes). Returns their OR."""
    found = 0
    for r in range(SIZE):
        m = FULL_ROW ^ filled[r]
        out[o + r] = m
        found |= m
    return found


def option_rows(game, choice, orient, out):
    """``fit_rows`` for choice ``choice`` in orientation ``orient`` of the
    pending PLACE decision (a hero: every empty space)."""
    grid = game.grids[game.target]
    if game.choices[choice][1] == HERO:
        return free_rows(grid.filled, out)
    return fit_rows(grid.filled, grid.ruins if game.need_ruins else None,
                    orientations(game.choices[choice][0])[orient], out)


def pack(choice, orient, r, c):
    return (choice << 10) | (orient << 7) | (r * SIZE + c)


def unpack(p):
    """(PLACE, choice, orient, r, c), the action tuple of a packed placement."""
    i = p & 127
    r = i // SIZE
    return (PLACE, p >> 10, (p >> 7) & 7, r, i - r * SIZE)


def _emit(out, masks, o, base):
    """Append the packed placements ``base | r * 11 + c`` of the 11 row
    masks at ``masks[o:]``."""
    add = out.append
    bit = BIT37
    i = base
    for r in range(o, o + SIZE):
        m = masks[r]
        while m:
            low = m & -m
            add(i + bit[low % 37])
            m ^= low
        i += SIZE


def placements(game, out=None):
    """Every legal placement of the pending PLACE decision, packed, by
    choice, orientation, row and column, appended to ``out`` (a new list if
    None). A choice with the shape of the one before it (one shape in
    several terrains, the 1x1 fallback) copies its placements."""
    if out is None:
        out = []
    if game.kind != PLACE:
        return out
    masks = _ALL
    grid = game.grids[game.target]
    ruins = grid.ruins if game.need_ruins else None
    choices = game.choices
    _BUILT[0] = 0  # a cold scan: the pattern table is rebuilt
    first = len(out)
    for ci in range(len(choices)):
        start = len(out)
        if ci and choices[ci][0] == choices[ci - 1][0] and choices[ci][1] != HERO:
            out.extend([p + 1024 for p in out[first:start]])  # choice + 1
            first = start
            continue
        first = start
        if choices[ci][1] == HERO:
            free_rows(grid.filled, masks)
            for oi in range(len(game.patterns)):
                _emit(out, masks, 0, (ci << 10) | (oi << 7))
            continue
        orients = orientations(choices[ci][0])
        for oi in range(len(orients)):
            if fit_rows(grid.filled, ruins, orients[oi], masks):
                _emit(out, masks, 0, (ci << 10) | (oi << 7))
    return out


def positions(game, choice, orient):
    """Top-left (r, c) of every legal placement of ``choice`` in
    orientation ``orient``, row by row."""
    out = []
    if game.kind != PLACE:
        return out
    masks = _ALL
    option_rows(game, choice, orient, masks)
    for r in range(SIZE):
        m = masks[r]
        c = 0
        while m:
            if m & 1:
                out.append((r, c))
            m >>= 1
            c += 1
    return out


def destroyable(game):
    """Every (r, c) that ``game.destroy`` accepts now."""
    out = []
    if game.kind == DESTROY:
        for i in range(SIZE * SIZE):
            if game.can_destroy(i // SIZE, i % SIZE):
                out.append((i // SIZE, i % SIZE))
    return out


def actions(game):
    """Every legal action tuple for the pending decision."""
    if game.kind == DESTROY:
        return [(DESTROY, r, c) for r, c in destroyable(game)]
    return [unpack(p) for p in placements(game)]

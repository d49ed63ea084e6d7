"""Bit-parallel fitting of shapes on a map: row masks of the legal top-left positions."""
# ``fit_rows`` finds the legal top-left columns of one orientation for a
# whole map row at once: for a shape row ``s`` the columns it fits from are
# the AND of the row's free mask shifted right by each bit of ``s`` (kept per
# pattern in a table), and the rows of a shape AND together. The Python work
# is per map row and shape row, never per candidate (engine.legal lists the
# placements one by one from these masks). Figures: docs/engine-speed.md.
from array import array

from . import const, shapes

# Local constants fold into the bytecode (grid.SIZE would be a global
# lookup in every loop).
_SIZE = const(11)
_FULL = const(0x7FF)

# _FIT[s * 11 + y]: the columns from which the 4-bit row pattern s fits in
# map row y of the filled masks in _KEY. The contiguous patterns 1, 3, 7 and
# 15 are built together in one pass (bit 0 of _BUILT[0] set), the others on
# demand (bit s set); an even pattern is an odd one moved right, so its row is
# the odd one's shifted. Block 16 (and 3 more entries) is all ones, what a
# shape's missing rows 2-4 read. A pattern's entries never hold a column
# where it would leave the map, so the widest row keeps the shape on it.
# An array("H"), not a list: less heap at engine.selfplay's peak (the hint's
# import) for a little more time per scan of a new map, since the heap wins
# (docs/memory.md, "Heap before speed"). Built from the bytes of 0x7FF
# (little-endian, as on every board) rather than a list of them: no such
# list at the hint's import either.
_FIT = array("H", b"\xff\x07" * (17 * _SIZE + 3))
_KEY = [-1] * _SIZE
_BUILT = [0]
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


def reset():
    """Forget the pattern table: the next scan builds it afresh (what a
    scan of a new map costs; the benchmark measures that)."""
    _BUILT[0] = 0


def _pattern(filled, s, built):
    """Build row pattern ``s`` into _FIT; returns the new built bits."""
    fit = _FIT
    if not built & 1:
        built |= 1
        for y in range(_SIZE):
            e = _FULL ^ filled[y]
            fit[_SIZE + y] = e
            f = e & e >> 1
            fit[3 * _SIZE + y] = f
            f &= e >> 2
            fit[7 * _SIZE + y] = f
            fit[15 * _SIZE + y] = f & e >> 3
    if (built >> s) & 1 or s in (1, 3, 7, 15):
        return built | (1 << s)
    i = s * _SIZE
    if s & 1:
        for y in range(_SIZE):
            f = _FULL ^ filled[y]
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
    j = t * _SIZE
    for y in range(_SIZE):
        fit[i + y] = fit[j + y] >> k
    return built | (1 << s)


def fit_rows(filled, ruins, v, out):
    """Set ``out[r]`` (11 row masks) to the columns c where orientation
    ``v`` with its top-left at (r, c) stays on the map, covers no space set
    in ``filled`` and, unless ``ruins`` is None, covers a space set in
    ``ruins`` (11 row masks). Returns the largest mask: 0 when it fits
    nowhere."""
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
    h = 1 + (v > 15) + (v > 255) + (v > 4095)
    a = (v & 15) * _SIZE
    b = (((v >> 4) & 15) or 16) * _SIZE + 1
    c = (((v >> 8) & 15) or 16) * _SIZE + 2
    if ruins is None and h < 3:  # most shapes: no more terms than rows
        for r in range(_SIZE + 1 - h):
            out[r] = fit[a + r] & fit[b + r]
    elif ruins is None and h == 3:
        for r in range(_SIZE - 2):
            out[r] = fit[a + r] & fit[b + r] & fit[c + r]
    else:
        d = ((v >> 12) or 16) * _SIZE + 3
        for r in range(_SIZE + 1 - h):
            m = fit[a + r] & fit[b + r] & fit[c + r] & fit[d + r]
            if m and ruins is not None:
                m &= shapes.spread(ruins, v, r)
            out[r] = m
    for r in range(_SIZE + 1 - h, _SIZE):
        out[r] = 0
    return max(out)


def free_rows(filled, out):
    """``out[r]``: the empty spaces of row r (where a 1x1 or a hero goes).
    Returns the largest: 0 on a full map."""
    for r in range(_SIZE):
        out[r] = _FULL ^ filled[r]
    return max(out)

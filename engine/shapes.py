"""Polyomino shapes as 16-bit ints, and where they fit on a map."""
# A shape is four 4-bit rows, row 0 in the low nibble; bit c of a row is
# column c. Normalised shapes touch row 0 and column 0. Fitting a shape is a
# shift and an AND per row against the grid's row masks of filled spaces.
from . import const

MONO = const(1)


def transform(v, k):
    """Orientation ``k`` (0-7) of shape ``v``: k & 3 quarter turns
    clockwise, after a left-right mirror when k & 4."""
    out = 0
    for i in range(16):
        if (v >> i) & 1:
            r = i >> 2
            c = i & 3
            if k & 4:
                c = 3 - c
            for _ in range(k & 3):
                r, c = c, 3 - r
            out |= 1 << (r * 4 + c)
    while out and not out & 0xF:  # normalised: up and left to row 0 and column 0
        out >>= 4
    while out and not out & 0x1111:
        out >>= 1
    return out


# The last shape asked for and its orientations: a turn asks for the same
# shape again and again (every legality check does, and the play screen's
# search for the nearest legal spot makes up to 121 checks). Without it the
# slowest press of a solo game cost 20.3 M VM instructions instead of 11.7 M
# (CircuitPython VM, .mpy).
_last = [-1, ()]


def orientations(v):
    """The distinct orientations of shape ``v``, in a fixed order (a tuple)."""
    if v == _last[0]:
        return _last[1]
    out = []
    for k in range(8):
        t = transform(v, k)
        if t not in out:
            out.append(t)
    out = tuple(out)
    _last[0] = v
    _last[1] = out
    return out


def size(v):
    """(height, width) of a normalised shape."""
    h = 0
    cols = 0
    while v:
        cols |= v & 0xF
        v >>= 4
        h += 1
    w = 0
    while cols:
        cols >>= 1
        w += 1
    return h, w


def cells(v):
    """The (dr, dc) offsets of the shape's spaces, row by row."""
    out = []
    for i in range(16):
        if (v >> i) & 1:
            out.append((i >> 2, i & 3))
    return out


def find(filled, v, need, start=0):
    """The first position index p = r * 11 + c >= ``start`` where ``v``
    fits, and if ``need`` (11 row masks) is given, covers one of its spaces;
    -1 if there is none. Allocates nothing."""
    # A whole row of positions at once: bit c of ``bad`` is set when the
    # shape at column c would cover a filled space (each of its spaces
    # shifts the row mask below it onto its own column). Position by
    # position (a test per position, 121 times an orientation) the card reveals that
    # check every orientation were 4.3-7.4 M VM instructions of a guided
    # game's slowest presses; this way they cost about a fifth of that
    # (docs/memory.md, "VM instructions").
    h, w = size(v)
    cols = (2 << (11 - w)) - 1  # the columns where the shape stays on the map
    r = start // 11
    low = start - r * 11
    while r <= 11 - h:
        bad = spread(filled, v, r)
        good = cols & ~bad
        if low:
            good &= ~((1 << low) - 1)
            low = 0
        if good and need is not None:
            good &= spread(need, v, r)
        if good:
            c = 0
            while not (good >> c) & 1:
                c += 1
            return r * 11 + c
        r += 1
    return -1


def spread(masks, v, r):
    """Bit c set when shape ``v`` with its top-left at (r, c) covers a
    space set in ``masks`` (11 row masks); the shape's rows must be on the
    map. (Also where ``engine.actions`` and ``engine.ambush`` test one
    position, and the ruins test of ``engine.fits``.)"""
    out = 0
    while v:
        m = masks[r]
        if v & 1:
            out |= m
        if v & 2:
            out |= m >> 1
        if v & 4:
            out |= m >> 2
        if v & 8:
            out |= m >> 3
        v >>= 4
        r += 1
    return out

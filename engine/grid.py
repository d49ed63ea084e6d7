"""One player's 11x11 map sheet."""
# Terrain is packed 4 bits per space in 61 bytes (codes from ``terrain``).
# Beside it live row bitmasks (bit c = column c, one small int per row) of
# filled spaces, ruins spaces and hero attack marks, so that placement
# legality is a handful of integer operations per row. ``tags`` is a second
# 4-bit layer naming which ambush drew a monster space (0 = none), needed by
# the ongoing effects of the Heroes ambushes.
from . import const

SIZE = const(11)
CELLS = const(121)
FULL_ROW = const(0x7FF)
PACKED = const(61)

# BIT37[(1 << k) % 37] = k for k = 0..11: the column of a row mask's lowest
# set bit ``m & -m`` with one lookup (2**k mod 37 differ for k < 36). A
# bytes literal: a tuple constant would stay in the heap with the module.
BIT37 = (
    b"\x00\x00\x01\x00\x02\x00\x00\x00\x03\x00\x00\x00\x00\x0b\x00\x00"
    b"\x04\x07\x00\x00\x00\x00\x00"
    b"\x00\x00\x0a\x00\x06\x00\x00\x00\x09\x05\x00\x08\x00\x00"
)


def nib_get(buf, i):
    """The 4-bit value at index ``i`` of a packed buffer."""
    return (buf[i >> 1] >> ((i & 1) << 2)) & 15


def nib_set(buf, i, v):
    """Store the 4-bit value ``v`` at index ``i`` of a packed buffer."""
    j = i >> 1
    if i & 1:
        buf[j] = (buf[j] & 0x0F) | (v << 4)
    else:
        buf[j] = (buf[j] & 0xF0) | v


def tagged(tags, tag):
    """Some space of the packed monster ``tags`` holds ``tag``."""
    for b in tags:
        if b & 15 == tag or b >> 4 == tag:
            return True
    return False


class Grid:
    """Packed terrain plus row masks of filled, ruins and attack marks."""

    def __init__(self):
        self.cells = bytearray(PACKED)
        self.tags = bytearray(PACKED)
        self.filled = [0] * SIZE
        self.ruins = [0] * SIZE
        self.marks = [0] * SIZE

    def get(self, r, c):
        """Terrain code at row ``r``, column ``c``."""
        return nib_get(self.cells, r * SIZE + c)

    def set(self, r, c, t):
        """Put terrain code ``t`` at (r, c), keeping the filled mask in step."""
        nib_set(self.cells, r * SIZE + c, t)
        if t:
            self.filled[r] |= 1 << c
        else:
            self.filled[r] &= ~(1 << c)

    def tag(self, r, c):
        """Which ambush drew the monster at (r, c); 0 for none."""
        return nib_get(self.tags, r * SIZE + c)

    def set_tag(self, r, c, v):
        nib_set(self.tags, r * SIZE + c, v)

    def is_filled(self, r, c):
        return (self.filled[r] >> c) & 1

    def is_ruins(self, r, c):
        return (self.ruins[r] >> c) & 1

    def is_marked(self, r, c):
        return (self.marks[r] >> c) & 1

    def empty_count(self):
        n = 0
        for r in range(SIZE):
            m = FULL_ROW & ~self.filled[r]
            while m:
                m &= m - 1
                n += 1
        return n

    def unpack(self, buf):
        """Write the 121 terrain codes (row-major) into ``buf``."""
        cells = self.cells
        for i in range(CELLS):
            buf[i] = (cells[i >> 1] >> ((i & 1) << 2)) & 15
        return buf

    def copy_from(self, other):
        """Make this grid an exact copy of ``other`` without allocating."""
        self.cells[:] = other.cells
        self.tags[:] = other.tags
        for r in range(SIZE):
            self.filled[r] = other.filled[r]
            self.ruins[r] = other.ruins[r]
            self.marks[r] = other.marks[r]

    def rebuild_filled(self):
        """Recompute the filled masks from the packed terrain."""
        for r in range(SIZE):
            m = 0
            for c in range(SIZE):
                if nib_get(self.cells, r * SIZE + c):
                    m |= 1 << c
            self.filled[r] = m

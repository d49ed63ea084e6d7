"""Scratch state shared by the scoring cards, refreshed once per evaluation."""
# ``prepare(grid)`` unpacks the terrain and builds one row bitmask per terrain
# code; ``label_clusters(codes)`` labels the clusters of the codes a card needs
# (empty regions included when asked) in one iterative flood fill. Cards read
# these module-level buffers and mark the spaces they score in ``hl`` (row
# masks) and ``pick`` (whole clusters), which ``engine.scoring.highlight``
# turns into a per-space map. All buffers are allocated once, at import.
#
# Cards visit only the spaces their row masks select (seeds of clusters, the
# spaces of a code next to another), never all 121 in turn, and skip marking
# work unless ``marking``: a season's end scores every map, and a press has
# an instruction budget (docs/memory.md, "Budgets").
from array import array

from . import const
from .grid import BIT37, PACKED
from .terrain import MOUNTAIN

_SIZE = const(11)
_CELLS = const(121)
FULL = const(0x7FF)
EDGE = const(0x400)  # bit 10 of ``touch``: the cluster reaches the map edge
# The neighbour of a space that lies off the map: an index one past the map,
# where ``terrain`` holds code 10, so that ``1 << terrain[j]`` is EDGE and no
# test for the map's edge is needed (see ``label_clusters``).
_OFF = const(121)

terrain = bytearray(_CELLS + 1)  # terrain code per space, row-major
terrain[_OFF] = 10
# rows[t * 11 + r]: bit c set where space (r, c) holds code t.
rows = array("H", bytes(2 * 10 * _SIZE))
hl = array("H", bytes(2 * _SIZE))  # row masks of the spaces the last card scored

label = bytearray(_CELLS + 1)  # cluster number per space, 1..clusters
kind = bytearray(_CELLS + 1)  # terrain code of each cluster
size = bytearray(_CELLS + 1)  # spaces in each cluster
# touch[n]: bit t set where cluster n borders code t; EDGE: the map edge.
touch = array("H", bytes(2 * (_CELLS + 1)))
count = bytearray(_CELLS + 1)  # per-cluster tally for the card being scored
pick = bytearray(_CELLS + 1)  # 1 = the card scores (or chose) this cluster
clusters = 0  # how many clusters ``label`` holds; 0 = not labelled this time
# 1 while ``engine.scoring.highlight`` runs: only then do cards mark what
# they score where marking costs more than the score (a cell-by-cell pass).
marking = 0
_ZEROS = bytes(_CELLS + 1)
_BITS6 = (  # set bits of 0-63 (a bytes literal, as engine.scoring.SOLO)
    b"\x00\x01\x01\x02\x01\x02\x02\x03\x01\x02\x02\x03\x02\x03\x03\x04"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
)

_stack = bytearray(_CELLS)
# The packed terrain loaded last; no map's at first (code 15 is no terrain).
# engine.deltas loads a map by patching these buffers and setting ``cells``.
cells = bytearray(b"\xff" * PACKED)
stamp = bytearray(_CELLS + 1)  # per cluster: last space/line that counted


# NEIGHBOURS[4 * i + d]: the space above, below, left and right of space i,
# or _OFF off the map (terrain code 10, label 0: it matches no cluster).
# Built by module-level code so no builder is kept.
NEIGHBOURS = bytearray(4 * _CELLS)
for _i in range(_CELLS):
    _r = _i // _SIZE  # not divmod: its tuples left 2 KB behind in MicroPython
    _c = _i % _SIZE
    NEIGHBOURS[4 * _i] = _i - _SIZE if _r else _OFF
    NEIGHBOURS[4 * _i + 1] = _i + _SIZE if _r < _SIZE - 1 else _OFF
    NEIGHBOURS[4 * _i + 2] = _i - 1 if _c else _OFF
    NEIGHBOURS[4 * _i + 3] = _i + 1 if _c < _SIZE - 1 else _OFF
del _i, _r, _c


def prepare(grid):
    """Load ``grid`` into the scratch buffers and clear the highlight.

    The masks depend only on the packed terrain, so a grid whose ``cells``
    match the last one loaded (the next card of the same map) is not
    unpacked again.
    """
    global clusters
    clusters = 0
    if marking:  # cards mark freely; only a highlight reads the marks
        for r in range(_SIZE):
            hl[r] = 0
    src = grid.cells
    if src == cells:
        return
    cells[:] = src
    # One pass over the packed bytes, two spaces each, the row and column
    # bit stepped by hand, cheaper than unpacking into ``terrain`` and then
    # a loop over (row, column): a 6-player season's end prepares six maps in
    # one press (docs/memory.md, "Budgets"). A byte's two halves are written
    # out, cheaper than a loop of two.
    codes = terrain
    masks = rows
    for k in range(10 * _SIZE):
        masks[k] = 0
    i = 0
    r = 0
    bit = 1
    for b in src:
        t = b & 15
        codes[i] = t
        masks[t * _SIZE + r] |= bit
        i += 1
        bit <<= 1
        if bit > FULL:
            bit = 1
            r += 1
        if i == _CELLS:  # the last byte's high half is padding
            break
        t = b >> 4
        codes[i] = t
        masks[t * _SIZE + r] |= bit
        i += 1
        bit <<= 1
        if bit > FULL:
            bit = 1
            r += 1


def bits(m):
    """Number of set bits in ``m`` (0 <= m < 4096)."""
    return _BITS6[m & 63] + _BITS6[m >> 6]


def surrounded_mountains(grid):
    """How many mountains of ``grid`` have every on-map neighbour filled,
    a row at a time on the row masks (``prepare`` loads ``grid``)."""
    prepare(grid)
    filled = grid.filled
    top = MOUNTAIN * _SIZE
    n = 0
    for r in range(_SIZE):
        f = filled[r]
        # a space's left and right neighbours filled; the map's edge counts
        around = ((f << 1) | 1) & ((f >> 1) | EDGE)
        if r:
            around &= filled[r - 1]
        if r < _SIZE - 1:
            around &= filled[r + 1]
        m = rows[top + r] & around
        if m:
            n += bits(m)
    return n


def adjacent(src, o, r):
    """Mask of row ``r`` spaces sharing a side with a space set in the row
    masks ``src[o]..src[o + 10]``."""
    m = src[o + r]
    a = (m << 1) | (m >> 1)
    if r:
        a |= src[o + r - 1]
    if r < _SIZE - 1:
        a |= src[o + r + 1]
    return a & FULL


def enclosed(t, wall, w, r):
    """Mask of row ``r`` spaces of code ``t`` whose four sides are each the
    map edge or a space set in the row masks ``wall[w]..wall[w + 10]``."""
    m = wall[w + r]
    up = wall[w + r - 1] if r else FULL
    down = wall[w + r + 1] if r < _SIZE - 1 else FULL
    return rows[t * _SIZE + r] & up & down & ((m << 1) | 1) & ((m >> 1) | EDGE)


def label_clusters(codes):
    """Label each cluster of the terrain codes set in the bitmask ``codes``
    (other spaces get label 0); fill kind, size, touch, and zero count and
    pick. Returns the number of clusters. Seeds come from the row masks, so
    only the spaces of those codes are visited."""
    # The four sides of a space are written out, and the off-map side is
    # read as code 10 (``_OFF``) rather than tested for: both are cheaper
    # than a loop over the sides or an edge test, and a season's end labels
    # Great City and Shoreside Expanse on six maps in one press
    # (docs/memory.md, "Budgets").
    global clusters
    label[:] = _ZEROS
    n = 0
    t = 0
    while codes:
        if codes & 1:
            o = t * _SIZE
            for r in range(_SIZE):
                m = rows[o + r]
                while m:
                    low = m & -m
                    m ^= low
                    s = r * _SIZE + BIT37[low % 37]
                    if label[s]:
                        continue
                    n += 1
                    label[s] = n
                    _stack[0] = s
                    top = 1
                    spaces = 0
                    near = 0
                    while top:
                        top -= 1
                        i = 4 * _stack[top]
                        spaces += 1
                        j = NEIGHBOURS[i]  # above
                        u = terrain[j]
                        if u != t:
                            near |= 1 << u
                        elif not label[j]:
                            label[j] = n
                            _stack[top] = j
                            top += 1
                        j = NEIGHBOURS[i + 1]  # below
                        u = terrain[j]
                        if u != t:
                            near |= 1 << u
                        elif not label[j]:
                            label[j] = n
                            _stack[top] = j
                            top += 1
                        j = NEIGHBOURS[i + 2]  # left
                        u = terrain[j]
                        if u != t:
                            near |= 1 << u
                        elif not label[j]:
                            label[j] = n
                            _stack[top] = j
                            top += 1
                        j = NEIGHBOURS[i + 3]  # right
                        u = terrain[j]
                        if u != t:
                            near |= 1 << u
                        elif not label[j]:
                            label[j] = n
                            _stack[top] = j
                            top += 1
                    kind[n] = t
                    size[n] = spaces
                    touch[n] = near
        codes >>= 1
        t += 1
    count[:] = _ZEROS
    pick[:] = _ZEROS
    clusters = n
    return n


def count_touching(space_t, cluster_t):
    """For each cluster of code ``cluster_t``, set ``count`` to how many
    distinct spaces of code ``space_t`` share a side with it."""
    count[:] = _ZEROS
    stamp[:] = _ZEROS
    so = space_t * _SIZE
    for r in range(_SIZE):
        m = rows[so + r] & adjacent(rows, cluster_t * _SIZE, r)
        while m:
            low = m & -m
            m ^= low
            i = r * _SIZE + BIT37[low % 37]
            for d in range(4):
                j = NEIGHBOURS[4 * i + d]
                if terrain[j] == cluster_t:
                    n = label[j]
                    if stamp[n] != i + 1:  # count each space once per cluster
                        stamp[n] = i + 1
                        count[n] += 1


def mark(i):
    """Add space ``i`` to the highlight."""
    hl[i // _SIZE] |= 1 << (i % _SIZE)


def best(t, values, avoid):
    """The cluster of code ``t`` touching nothing in the ``touch`` mask
    ``avoid`` with the highest ``values[n]`` (the first one on ties), picked;
    or 0 when no such cluster has a value above 0."""
    top = 0
    n_top = 0
    for n in range(1, clusters + 1):
        if kind[n] == t and not touch[n] & avoid and values[n] > top:
            top = values[n]
            n_top = n
    if n_top:
        pick[n_top] = 1
    return n_top


def each(t, stars, values, lo, hi, avoid):
    """``stars`` for each cluster of code ``t`` with ``lo <= values[n] <=
    hi`` touching nothing in the ``touch`` mask ``avoid``; picks them."""
    total = 0
    for n in range(1, clusters + 1):
        if (kind[n] == t and lo <= values[n] <= hi
                and not touch[n] & avoid):
            pick[n] = 1
            total += stars
    return total

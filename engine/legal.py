"""Lists what the pending decision allows, bit-parallel over the row masks."""
# Every legal placement of a choice and orientation, every space that may be
# destroyed, or all legal actions at once (what a fuzzer, the bot and the hint
# need).
#
# The masks come from ``engine.fits`` (bit-parallel, per map row and
# orientation); only listing them one by one here is per placement, a small
# fraction of the cost of a naive cell-by-cell scan over 11 lists of 11
# (docs/engine-speed.md, the legality scan).
#
# A placement is packed in one small int: ``choice << 18 | orient << 15 |
# r << 11 | 1 << c`` (``pack``, ``unpack``): listing a row mask's columns
# then needs no column number, which makes the whole list cheaper.
from .fits import fit_rows, free_rows, orientations
from .grid import BIT37, FULL_ROW, SIZE
from .phases import DESTROY, PLACE
from .terrain import HERO

_ALL = [0] * SIZE  # fit_rows output for the list builders


def option_rows(game, choice, orient, out):
    """``fit_rows`` for choice ``choice`` in orientation ``orient`` of the
    pending PLACE decision (a hero: every empty space)."""
    grid = game.grids[game.target]
    if game.choices[choice][1] == HERO:
        return free_rows(grid.filled, out)
    return fit_rows(grid.filled, grid.ruins if game.need_ruins else None,
                    orientations(game.choices[choice][0])[orient], out)


def pack(choice, orient, r, c):
    return (choice << 18) | (orient << 15) | (r << 11) | (1 << c)


def unpack(p):
    """(PLACE, choice, orient, r, c), the action tuple of a packed placement."""
    return (PLACE, p >> 18, (p >> 15) & 7, (p >> 11) & 15, BIT37[(p & FULL_ROW) % 37])


def _emit(out, masks, base):
    """Append the packed placements ``base | r << 11 | 1 << c`` of the 11
    row masks ``masks``."""
    add = out.append
    for r in range(SIZE):
        m = masks[r]
        if m:
            i = base | (r << 11)
            while m:
                low = m & -m
                add(i | low)
                m ^= low


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
    first = len(out)
    for ci in range(len(choices)):
        start = len(out)
        shape, terrain, _ = choices[ci]
        if ci and shape == choices[ci - 1][0] and terrain != HERO:
            out.extend([p + 0x40000 for p in out[first:start]])  # choice + 1
            first = start
            continue
        first = start
        if terrain == HERO:
            free_rows(grid.filled, masks)
            for oi in range(len(game.patterns)):
                _emit(out, masks, (ci << 18) | (oi << 15))
            continue
        orients = orientations(shape)
        filled = grid.filled
        for oi in range(len(orients)):
            if fit_rows(filled, ruins, orients[oi], masks):
                _emit(out, masks, (ci << 18) | (oi << 15))
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

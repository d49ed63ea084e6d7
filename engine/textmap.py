"""The text map format: 11 lines of 11 characters, one line per row."""
# ``.`` empty, ``R`` empty ruins, ``^`` mountain, ``#`` wasteland, ``f`` forest,
# ``v`` village, ``a`` farm, ``w`` water, ``m`` monster, ``h`` hero,
# ``x`` destroyed; an uppercase letter (``F V A W M H X``) is that terrain on a
# ruins space. Rows and columns in error messages count from 1.
from .grid import SIZE, Grid
from .terrain import LETTERS

_RUINS_OK = "fvawmhx"


def parse(text, grid=None):
    """A Grid from map text; raises ValueError naming row, column and char."""
    lines = text.replace("\r", "").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if len(lines) != SIZE:
        raise ValueError("map has %d rows, expected 11" % len(lines))
    g = Grid() if grid is None else grid
    if grid is not None:
        g.__init__()
    for r in range(SIZE):
        line = lines[r].rstrip()
        if len(line) != SIZE:
            raise ValueError("row %d has %d characters, expected 11"
                             % (r + 1, len(line)))
        for c in range(SIZE):
            ch = line[c]
            if ch == "R":
                g.ruins[r] |= 1 << c
                continue
            low = ch.lower()
            t = LETTERS.find(low)
            if t < 0 or (ch != low and low not in _RUINS_OK):
                raise ValueError("row %d, column %d: unexpected character %r"
                                 % (r + 1, c + 1, ch))
            if ch != low:
                g.ruins[r] |= 1 << c
            if t:
                g.set(r, c, t)
    return g


def format(grid):  # noqa: A001 - the module's public name, as in the issue
    """The 11-line text of a Grid (no trailing newline)."""
    rows = []
    for r in range(SIZE):
        line = ""
        for c in range(SIZE):
            t = grid.get(r, c)
            if grid.is_ruins(r, c):
                line += "R" if t == 0 else LETTERS[t].upper()
            else:
                line += LETTERS[t]
        rows.append(line)
    return "\n".join(rows)

"""Why the aimed ghost cannot be placed where it is, in a few words."""
# Loaded only while an illegal ghost is aimed, and forgotten by the memory
# policy before a move is made (``unload.MOVE``).
from engine import game as rules
from engine import shapes
from engine.terrain import DESTROYED, HERO, MOUNTAIN, NAMES, WASTE


def why_not(g, grid, choice, orient, v, r, c):
    """None when option ``choice`` in orientation ``orient`` (shape ``v``)
    may be placed at (r, c) on ``grid``, else the exact reason: what is in
    the way, off the map, or the ruins rule."""
    why = g.why_not(choice, orient, r, c)
    if why is None or g.kind != rules.PLACE:
        return why
    if g.choices[choice][1] == HERO:
        if grid.is_filled(r, c):
            return "The hero needs an empty space, not " + what(grid.get(r, c))
        return why
    for dr, dc in shapes.cells(v):
        y = r + dr
        x = c + dc
        if not (0 <= y < 11 and 0 <= x < 11):
            return "Off the map: the whole shape must be on it"
        if grid.is_filled(y, x):
            return "In the way: " + what(grid.get(y, x))
    if g.need_ruins:
        return "Ruins: the shape must cover an empty ruins space"
    return why


def what(terrain):
    """What a filled space is, for the sentence saying why a shape cannot
    go there (short: one line under the map on the larger screens)."""
    if terrain == MOUNTAIN:
        return "a mountain"
    if terrain == WASTE:
        return "wasteland"
    if terrain == DESTROYED:
        return "a destroyed space"
    return "a drawn space (%s)" % NAMES[terrain]

"""Why the aimed ghost cannot be placed where it is, in a few words."""
# Loaded only while an illegal ghost is aimed, and forgotten by the memory
# policy before a move is made on the PyBadge (``unload.MOVE``).
from carto_ui import strings as S
from carto_ui.lang import get
from engine import game as rules
from engine import shapes
from engine.terrain import DESTROYED, HERO, MOUNTAIN, WASTE


def why_not(g, grid, choice, orient, v, r, c):
    """None when option ``choice`` in orientation ``orient`` (shape ``v``)
    may be placed at (r, c) on ``grid``, else the exact reason: what is in
    the way, off the map, or the ruins rule."""
    why = g.why_not(choice, orient, r, c)
    if why is None or g.kind != rules.PLACE:
        return why
    if g.choices[choice][1] == HERO:
        if grid.is_filled(r, c):
            return get(S.HERO_NEEDS_EMPTY) + what(grid.get(r, c))
        return why
    for dr, dc in shapes.cells(v):
        y = r + dr
        x = c + dc
        if not (0 <= y < 11 and 0 <= x < 11):
            return get(S.OFF_MAP)
        if grid.is_filled(y, x):
            return get(S.IN_THE_WAY) % what(grid.get(y, x), True)
    if g.need_ruins:
        return get(S.RUINS_RULE)
    return why


def what(terrain, covered=False):
    """What a filled space is, for the sentence saying why a shape cannot
    go there; a drawn space is its terrain's name alone when ``covered``
    ("Covers Farm": one big line under the map on the larger screens)."""
    if terrain == MOUNTAIN:
        return get(S.A_MOUNTAIN)
    if terrain == WASTE:
        return get(S.WASTELAND)
    if terrain == DESTROYED:
        return get(S.A_DESTROYED)
    name = get(S.T_EMPTY + terrain)
    return name if covered else get(S.A_DRAWN) % name

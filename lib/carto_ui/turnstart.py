"""What the map screen works out only when a turn starts: the sentences that
describe the decision and the legal placement nearest the cursor."""
# Loaded only when a turn starts (or an option is stepped to) and forgotten
# by the memory policy before a move is made (``unload.MOVE``): the press that
# commits a move is the game's peak heap, and it needs none of this.
from carto_ui import strings as S
from carto_ui.lang import get
from engine import cards, shapes
from engine.terrain import HERO, MONSTER


def situation(g):
    """The sentences that say what is special about ``g``'s pending
    placement: whose map, the 1x1 fallback and why, ruins, a hero."""
    out = []
    terrain = g.choices[0][1]
    if g.actor != g.target:
        out.append(get(S.DRAWS_MONSTERS) % (
            g.names[g.actor], g.names[g.target]))
    if g.fallback:
        # The rules' 1x1 fallback, and why it applies: two sentences,
        # each fits the PyBadge's banner.
        where = get(S.ON_THIS_MAP if g.actor == g.target else S.ON_THAT_MAP)
        if g.ruins_pending:
            out.append(get(S.FITS_NO_RUINS) % (cards.name(g.card), where))
        else:
            out.append(get(S.FITS_NOWHERE) % (cards.name(g.card), where))
        if terrain == MONSTER or len(g.choices) == 1:
            out.append(get(S.FALLBACK_MONSTER))
        else:
            out.append(get(S.FALLBACK_ANY))
    elif g.need_ruins:
        out.append(get(S.RUINS_RULE))
    if terrain == HERO:
        out.append(get(S.PLACE_HERO))
    return out


def destroy_sentence(g):
    """What the pending Troll or Gorgon decision asks."""
    if g.destroyer == cards.TROLL:
        return get(S.TROLL_DESTROY)
    return get(S.GORGON_DESTROY)


def first_destroyable(g):
    """(r, c) of the first space in reading order ``g`` lets be destroyed
    (``g.can_destroy``: the Troll's or the Gorgon's rule on the target's map)."""
    # The rule's module is imported once for the scan: ``g.can_destroy``
    # imports it at every call, a lookup and an allocation a space: over a
    # scan, too much for the instruction budget of the press it runs in.
    from engine import ambush

    grid = g.grids[g.target]
    tag = g.destroyer
    for i in range(121):
        if ambush.can_destroy(grid, tag, i // 11, i % 11):
            return i // 11, i % 11
    return 5, 5


def near_legal(g, grid, choice, orient, r, c, only=-1):
    """(option, orientation, r, c): the legal placement on ``grid`` nearest
    (r, c) over every option and orientation (or only option ``only``'s
    orientations), so that a turn starts with a placement that can be
    confirmed. Among the nearest, the current option and orientation win,
    then the options in turn from it, then reading order."""
    # Ring by ring from the cursor, every candidate on each ring, stopping at
    # the first ring with a legal placement: listing every legal placement
    # of every orientation (shapes.find) would take a solo game's turn
    # starts over a press's instruction budget (docs/memory.md, "Budgets").
    filled = grid.filled
    need = grid.ruins if g.need_ruins else None
    tried = _candidates(g, choice, orient, only)
    for d in range(21):
        for k, oi, v, h, w in tried:
            for y in range(max(r - d, 0), min(r + d, 11 - h) + 1):
                dx = d - abs(y - r)
                x = c - dx
                while True:
                    if 0 <= x <= 11 - w and _fits(filled, need, v, y, x):
                        return k, oi, y, x
                    if x >= c + dx:
                        break
                    x = c + dx
    return (choice if only < 0 else only), orient, r, c


def _candidates(g, choice, orient, only):
    """``near_legal``'s shapes to try, in its order: (option, orientation,
    shape, height, width), shape 0 for the hero. A function of its own: the
    module is loaded at every turn's start, and each function's code needs
    a hole its size in the heap a game has fragmented by then."""
    shown = []  # shapes already listed: terrains share their placements
    tried = []  # (option, orientation, shape, height, width); shape 0: the hero
    n = len(g.choices)
    for j in range(n if only < 0 else 1):
        k = (choice + j) % n if only < 0 else only
        shape, terrain, _ = g.choices[k]
        if shape in shown:
            continue
        shown.append(shape)
        if terrain == HERO:
            tried.append((k, orient, 0, 1, 1))
            continue
        orients = g.orientations(k)
        m = len(orients)
        first = orient if k == choice and orient < m else 0
        for o in range(m):
            oi = (first + o) % m
            h, w = shapes.size(orients[oi])
            tried.append((k, oi, orients[oi], h, w))
    return tried


def _fits(filled, need, v, y, x):
    """Shape ``v`` (0: the hero, one space, no ruins rule) with its top-left
    at (y, x), inside the map, covers no filled space and, with ``need``,
    one of its spaces."""
    if not v:
        return not (filled[y] >> x) & 1
    hit = need is None
    while v:
        row = (v & 15) << x
        if row & filled[y]:
            return False
        if not hit and row & need[y]:
            hit = True
        v >>= 4
        y += 1
    return hit

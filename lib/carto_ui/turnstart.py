"""What the map screen works out only when a turn starts: the sentences that
describe the decision and the legal placement nearest the cursor."""
# Loaded only when a turn starts (or an option is stepped to) and forgotten
# by the memory policy before a move is made (``unload.MOVE``): the press that
# commits a move is the game's peak heap, and it needs none of this.
from engine import cards, shapes
from engine.terrain import HERO, MONSTER


def situation(g):
    """The sentences that say what is special about ``g``'s pending
    placement: whose map, the 1x1 fallback and why, ruins, a hero."""
    out = []
    terrain = g.choices[0][1]
    if g.actor != g.target:
        out.append("%s draws the monsters on %s's map" % (
            g.names[g.actor], g.names[g.target]))
    if g.fallback:
        # The rules' 1x1 fallback, and why it applies: two sentences,
        # each fits the PyBadge's banner.
        where = " on this map" if g.actor == g.target else " on that map"
        if g.ruins_pending:
            out.append("%s fits on no ruins space%s" % (cards.name(g.card), where))
        else:
            out.append("%s fits nowhere%s" % (cards.name(g.card), where))
        if terrain == MONSTER or len(g.choices) == 1:
            out.append("The rules: draw one 1x1 monster space instead")
        else:
            out.append("The rules: draw one 1x1 space of any terrain instead")
    elif g.need_ruins:
        out.append("Ruins: the shape must cover an empty ruins space")
    if terrain == HERO:
        out.append("Place the hero; red crosses show its attack")
    return out


def destroy_sentence(g):
    """What the pending Troll or Gorgon decision asks."""
    if g.destroyer == cards.TROLL:
        return "Giant Troll Ravage: destroy an empty space next to its monsters"
    return "Gorgon Gaze: destroy a space next to its monsters"


def first_destroyable(g):
    """(r, c) of the first space in reading order ``g`` lets be destroyed."""
    for i in range(121):
        if g.can_destroy(i // 11, i % 11):
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
    # of every orientation (shapes.find) made a solo game's turn starts
    # 12-21 M VM instructions (callgrind, .mpy, PyBadge profile).
    filled = grid.filled
    need = grid.ruins if g.need_ruins else None
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

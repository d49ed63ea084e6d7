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
    confirmed. The current option and orientation win a tie."""
    filled = grid.filled
    need = grid.ruins if g.need_ruins else None
    best = -1
    pick = (choice if only < 0 else only, orient, r, c)
    tried = []  # shapes already searched: terrains share their placements
    n = len(g.choices)
    for j in range(n if only < 0 else 1):
        k = (choice + j) % n if only < 0 else only
        shape, terrain, _ = g.choices[k]
        if shape in tried:
            continue
        tried.append(shape)
        if terrain == HERO:
            for i in range(121):
                if not (filled[i // 11] >> (i % 11)) & 1:
                    d = abs(i // 11 - r) + abs(i % 11 - c)
                    if best < 0 or d < best:
                        best = d
                        pick = (k, orient, i // 11, i % 11)
            continue
        orients = g.orientations(k)
        m = len(orients)
        first = orient if k == choice and orient < m else 0
        for o in range(m):
            oi = (first + o) % m
            v = orients[oi]
            p = shapes.find(filled, v, need)
            while p >= 0:
                d = abs(p // 11 - r) + abs(p % 11 - c)
                if best < 0 or d < best:
                    best = d
                    pick = (k, oi, p // 11, p % 11)
                p = shapes.find(filled, v, need, p + 1)
    return pick

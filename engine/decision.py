"""The pending decision of a game: who decides what, on which map, with which options."""
# It sets the game's ``kind``, ``actor``, ``target``, ``choices``,
# ``fallback`` and ``need_ruins``, and is rebuilt from the saved flow fields
# alone, so a loaded game waits for exactly the decision it was saved at.
from . import cards, shapes
from .cards import GORGON, TROLL
from .grid import SIZE
from .phases import DESTROY, PH_AMBUSH, PH_DRAW, PH_EFFECT, PH_HERO, PLACE
from .terrain import HERO, MONSTER

_ANY = (1, 2, 3, 4, 5)  # forest, village, farm, water, monster: the 1x1 fallback


def set_decision(game, kind, actor, target, choices, fallback=False, ruins=False):
    game.kind = kind
    game.actor = actor
    game.target = target
    game.choices = choices
    game.fallback = fallback
    game.need_ruins = ruins


def destroyer(game):
    """Whose effect destroys a space now: TROLL or GORGON (engine.cards)
    while ``kind`` is DESTROY, else 0."""
    if game.kind != DESTROY:
        return 0
    return TROLL if game.ph == PH_EFFECT else GORGON


def orientations(game, choice):
    """The orientations for a choice: shapes, or a hero's attack patterns."""
    shape, terrain, _ = game.choices[choice]
    if terrain == HERO:
        return game.patterns
    return shapes.orientations(shape)


def hero_marks(game, orient, r, c):
    """On-map spaces a hero at (r, c) attacks in orientation ``orient``."""
    out = []
    for dr, dc in game.patterns[orient]:
        y = r + dr
        x = c + dc
        if 0 <= y < SIZE and 0 <= x < SIZE:
            out.append((y, x))
    return out


def resume(game):
    """Rebuild the pending decision of a loaded game; False if it has none."""
    if game.ph == PH_EFFECT:
        if game.effect_i >= len(game.effects) or cards.ambush(
                game.effects[game.effect_i])[4] != TROLL or game.step >= game.n:
            return False
    elif game.ph not in (PH_DRAW, PH_AMBUSH, PH_HERO) or game.step >= game.n:
        return False
    elif cards.kind(game.card) != (cards.EXPLORE, cards.AMBUSH,
                                   cards.HERO)[game.ph - PH_DRAW]:
        return False
    return prepare(game)


def prepare(game):
    """Set up the decision for the current phase and step; False when
    this player has nothing to do (the flow moves on)."""
    ph = game.ph
    p = game.step
    if ph == PH_EFFECT:
        from . import ambush  # the Troll's effect: loaded only then

        if not ambush.any_destroyable(game.grids[p], TROLL):
            return False
        set_decision(game, DESTROY, p, p, ())
        return True
    if ph == PH_AMBUSH:
        row = cards.ambush(game.card)
        arrow = 1 if row[2] == cards.CLOCKWISE else -1
        actor = (p + arrow) % game.n
        if game.sub:
            from . import ambush  # the Gorgon's gaze: loaded only then

            if not ambush.any_destroyable(game.grids[p], GORGON):
                return False
            set_decision(game, DESTROY, actor, p, ())
            return True
        if game.n == 1:
            return False
        return _offer(game, actor, p, ((row[1], MONSTER, 0),), False, (MONSTER,))
    grid = game.grids[p]
    if ph == PH_HERO:
        if grid.empty_count() == 0:
            return False
        game.patterns = cards.hero_orientations(game.card)
        set_decision(game, PLACE, p, p, ((shapes.MONO, HERO, 0),))
        return True
    name, t, terrains, a, b, coin = cards.explore(game.card)
    opts = []
    for shape in (a, b):
        if shape:
            for terrain in range(1, 6):
                if (terrains >> terrain) & 1:
                    opts.append((shape, terrain, coin if shape == a else 0))
    need = game.ruins_pending  # no empty ruins left: nothing covers one, 1x1 fallback
    return _offer(game, p, p, opts, need, _ANY)


def _offer(game, actor, target, opts, need, fallback_terrains):
    """Offer ``opts`` if one fits (covering ruins if ``need``), else the
    1x1 fallback in ``fallback_terrains``; False if the map is full."""
    grid = game.grids[target]
    mask = grid.ruins if need else None
    for shape, _, _ in opts:
        for v in shapes.orientations(shape):
            if shapes.find(grid.filled, v, mask) >= 0:
                set_decision(game, PLACE, actor, target, tuple(opts), False, need)
                return True
    if grid.empty_count() == 0:
        return False
    fb = tuple((shapes.MONO, t, 0) for t in fallback_terrains)
    set_decision(game, PLACE, actor, target, fb, True, False)
    return True

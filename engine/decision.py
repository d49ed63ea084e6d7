"""The pending decision of a game: who decides what, on which map, with which options."""
# It is rebuilt from the saved flow fields alone, so a loaded game waits for
# exactly the decision it was saved at. Base class of ``engine.flow.Flow``.
from . import ambush, cards, shapes
from .cards import GORGON, TROLL
from .phases import DESTROY, PH_AMBUSH, PH_DRAW, PH_EFFECT, PH_HERO, PLACE
from .results import Results
from .terrain import HERO, MONSTER

_ANY = (1, 2, 3, 4, 5)  # forest, village, farm, water, monster: the 1x1 fallback


class Decision(Results):
    """Sets ``kind``, ``actor``, ``target``, ``choices``, ``fallback`` and
    ``need_ruins`` for the current phase and step."""

    def _resume(self):
        """Rebuild the pending decision after loading; False if none."""
        if self.ph == PH_EFFECT:
            if self.effect_i >= len(self.effects) or cards.ambush(
                    self.effects[self.effect_i])[4] != TROLL or self.step >= self.n:
                return False
        elif self.ph not in (PH_DRAW, PH_AMBUSH, PH_HERO) or self.step >= self.n:
            return False
        elif cards.kind(self.card) != (cards.EXPLORE, cards.AMBUSH,
                                       cards.HERO)[self.ph - PH_DRAW]:
            return False
        return self._prepare()

    def _set_decision(self, kind, actor, target, choices, fallback=False, ruins=False):
        self.kind = kind
        self.actor = actor
        self.target = target
        self.choices = choices
        self.fallback = fallback
        self.need_ruins = ruins

    @property
    def destroyer(self):
        """Whose effect destroys a space now: TROLL or GORGON (engine.cards)
        while ``kind`` is DESTROY, else 0."""
        if self.kind != DESTROY:
            return 0
        return TROLL if self.ph == PH_EFFECT else GORGON

    def _prepare(self):
        """Set up the decision for the current phase and step; False when
        this player has nothing to do (the flow moves on)."""
        ph = self.ph
        p = self.step
        if ph == PH_EFFECT:
            if not ambush.any_destroyable(self.grids[p], TROLL):
                return False
            self._set_decision(DESTROY, p, p, ())
            return True
        if ph == PH_AMBUSH:
            row = cards.ambush(self.card)
            arrow = 1 if row[2] == cards.CLOCKWISE else -1
            actor = (p + arrow) % self.n
            if self.sub:
                if not ambush.any_destroyable(self.grids[p], GORGON):
                    return False
                self._set_decision(DESTROY, actor, p, ())
                return True
            if self.n == 1:
                return False
            return self._offer(actor, p, ((row[1], MONSTER, 0),), False, (MONSTER,))
        grid = self.grids[p]
        if ph == PH_HERO:
            if grid.empty_count() == 0:
                return False
            self.patterns = cards.hero_orientations(self.card)
            self._set_decision(PLACE, p, p, ((shapes.MONO, HERO, 0),))
            return True
        name, t, terrains, a, b, coin = cards.explore(self.card)
        opts = []
        for shape in (a, b):
            if shape:
                for terrain in range(1, 6):
                    if (terrains >> terrain) & 1:
                        opts.append((shape, terrain, coin if shape == a else 0))
        need = self.ruins_pending  # no empty ruins left: nothing covers one, 1x1 fallback
        return self._offer(p, p, opts, need, _ANY)

    def _offer(self, actor, target, opts, need, fallback_terrains):
        """Offer ``opts`` if one fits (covering ruins if ``need``), else the
        1x1 fallback in ``fallback_terrains``; False if the map is full."""
        grid = self.grids[target]
        mask = grid.ruins if need else None
        for shape, _, _ in opts:
            for v in shapes.orientations(shape):
                if shapes.find(grid.filled, v, mask) >= 0:
                    self._set_decision(PLACE, actor, target, tuple(opts), False, need)
                    return True
        if grid.empty_count() == 0:
            return False
        fb = tuple((shapes.MONO, t, 0) for t in fallback_terrains)
        self._set_decision(PLACE, actor, target, fb, True, False)
        return True

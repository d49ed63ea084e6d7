"""The actions (place, destroy) and their legality checks."""
# What the fills cause is in ``engine.fill``. Base class of
# ``engine.game.Game``.
from . import ambush, cards, fill, shapes
from .cards import GORGON
from .flow import Flow
from .grid import SIZE
from .phases import COIN_SHAPE, DESTROY, PH_AMBUSH, PLACE
from .terrain import HERO


class IllegalAction(ValueError):
    """An action that the rules do not allow now; nothing was changed."""


class Board(Flow):
    """The actions and their effects on the maps."""

    def why_not(self, choice, orient, r, c):
        """None if placing is legal now, else a sentence saying why."""
        if self.kind != PLACE:
            return "Nothing is to be placed now."
        if not 0 <= choice < len(self.choices):
            return "Choose one of the offered shapes."
        shape, terrain, _ = self.choices[choice]
        orients = self.orientations(choice)
        if not 0 <= orient < len(orients):
            return "That orientation does not exist."
        grid = self.grids[self.target]
        if terrain == HERO:
            if not (0 <= r < SIZE and 0 <= c < SIZE) or grid.is_filled(r, c):
                return "The hero must go on an empty space."
            return None
        v = orients[orient]
        h, w = shapes.size(v)
        if r < 0 or c < 0 or r + h > SIZE or c + w > SIZE:
            return "The shape must stay on the map."
        if not shapes.fits(grid.filled, v, r, c):
            return "The shape cannot cover a filled space."
        if self.need_ruins and not shapes.covers(grid.ruins, v, r, c):
            return "The shape must cover an empty ruins space."
        return None

    def can_destroy(self, r, c):
        return self.kind == DESTROY and ambush.can_destroy(
            self.grids[self.target], self.destroyer, r, c)

    def place(self, choice, orient, r, c):
        self.act((PLACE, choice, orient, r, c))

    def destroy(self, r, c):
        self.act((DESTROY, r, c))

    def act(self, action):
        """Apply ``(PLACE, choice, orient, r, c)`` or ``(DESTROY, r, c)``."""
        if not isinstance(action, tuple) or not action or [
                x for x in action if not isinstance(x, int)]:
            raise IllegalAction(
                "An action is a tuple of ints such as (PLACE, choice, orient, r, c).")
        if action[0] == PLACE and len(action) == 5:
            why = self.why_not(action[1], action[2], action[3], action[4])
            if why:
                raise IllegalAction(why)
            self.events = []
            self._do_place(action[1], action[2], action[3], action[4])
        elif action[0] == DESTROY and len(action) == 3:
            if self.kind != DESTROY:
                raise IllegalAction("Nothing is to be destroyed now.")
            if not self.can_destroy(action[1], action[2]):
                raise IllegalAction("That space cannot be destroyed.")
            self.events = []
            fill.destroy(self, self.target, action[1], action[2])
            self.step += 1
            self.sub = 0
        else:
            raise IllegalAction("Unknown action.")
        self._advance()

    def _do_place(self, choice, orient, r, c):
        shape, terrain, coin = self.choices[choice]
        p = self.target
        grid = self.grids[p]
        if terrain == HERO:
            fill.hero(self, p, self.hero_marks(orient, r, c), r, c)
            self.step += 1
            return
        v = self.orientations(choice)[orient]
        tag = 0
        if self.ph == PH_AMBUSH and not self.fallback:
            tag = cards.ambush(self.card)[4]
        fill.draw(self, p, v, r, c, terrain, tag)
        if coin:
            fill.gain_coins(self, p, 1, COIN_SHAPE)
        fill.after_fill(self, p)
        if tag == GORGON and ambush.any_destroyable(grid, GORGON):
            self.sub = 1
        else:
            self.step += 1

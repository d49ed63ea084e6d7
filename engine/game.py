"""A game of Cartographers / Cartographers Heroes: the API of docs/engine-api.md."""
# Setup, turn flow and the action API that the UI, the bot and the tests
# share.
#
# The game advances on its own (``engine.flow``) until a player must decide
# something (``engine.decision``), then waits in ``kind`` (PLACE, DESTROY or
# OVER) for ``place`` or ``destroy`` (``engine.board``). This module holds the
# setup and the results. The class is split over those small modules because
# MicroPython needs about three times a module's size to compile it from
# source, and the device has little RAM.
from array import array

from . import cards, shapes
from .board import Board, IllegalAction  # noqa: F401 (part of the API)
from .grid import SIZE

# Re-exported: users take the API's constants from engine.game.
from .phases import (  # noqa: F401  # noqa: F401  # noqa: F401  # noqa: F401
    COIN_DRAGON,
    COIN_MOUNTAIN,
    COIN_SHAPE,
    DESTROY,
    EV_COINS,
    EV_DESTROYED,
    EV_KILLED,
    EV_REVEAL,
    EV_SCORED,
    EV_SOLO,
    EV_ZOMBIES,
    MAX_PLAYERS,
    OVER,
    PH_REVEAL,
    PLACE,
)
from .rng import Rng
from .terrain import HERO

# engine.setup (presets, dealing) and engine.maps (the printed sheets) are
# imported only where a game is set up or loaded, so a device can forget
# them while a game is played (docs/engine-api.md, "Memory").


def preset(content, players, seed):
    """Game keyword arguments for content "base", "heroes" or "mixed"."""
    from . import setup

    return setup.preset(content, players, seed)


def draw_edicts(rng, pool):
    """One scoring card per category from ``pool``, in random order under A-D."""
    from . import setup

    return setup.draw_edicts(rng, pool)


class Game(Board):
    """The whole game state plus the pending decision."""

    def __init__(self, players=1, names=None, side=0, explore=0, ruins=True,
                 heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                 pool=None, edicts=None, seed=0, deck=None, maps=None,
                 _blank=False):
        from . import setup
        from .maps import new_grid

        self.names = setup.check(players, names, side, explore, seasons, ambushes, seed)
        self.n = players
        self.side = side
        self.explore = explore
        self.ruins_on = 1 if ruins else 0
        self.heroes_on = 1 if heroes else 0
        self.ambushes = ambushes
        self.seasons = seasons
        self.seed = seed
        self.grids = [new_grid(side) for _ in range(players)]
        self.coins = bytearray(players)
        self.mountains = bytearray(players)   # surrounded mountains paid out
        self.dragon_paid = bytearray(players)
        self.table = array("h", bytes(2 * 16 * players))  # 4 seasons x 4 parts
        self.events = []
        self.patterns = ()  # the hero's attack orientations while a hero is placed
        if _blank:
            return
        self.rng = Rng(seed)
        # Card lists are small lists of ids (MicroPython's bytearray has no pop).
        self.deck = []
        self.revealed = []
        self.effects = []   # revealed Heroes ambushes, in order
        self.season = 0
        self.time = 0
        self.ruins_pending = 0
        self.card = 0
        self.step = 0
        self.sub = 0
        self.effect_i = 0
        setup.deal(self, pool, edicts, deck, maps)
        self.events = []
        self.ph = PH_REVEAL
        self._advance()

    # ----- reading the state -----
    def threshold(self):
        return cards.THRESHOLDS[self.seasons][min(self.season, 3)]

    def orientations(self, choice):
        """The orientations for a choice: shapes, or a hero's attack patterns."""
        shape, terrain, _ = self.choices[choice]
        if terrain == HERO:
            return self.patterns
        return shapes.orientations(shape)

    def hero_marks(self, orient, r, c):
        """On-map spaces a hero at (r, c) attacks in orientation ``orient``."""
        out = []
        for dr, dc in self.patterns[orient]:
            y = r + dr
            x = c + dc
            if 0 <= y < SIZE and 0 <= x < SIZE:
                out.append((y, x))
        return out

    def to_bytes(self):
        """The whole state as versioned, checksummed bytes (engine.save)."""
        from .save import to_bytes
        return to_bytes(self)

    @staticmethod
    def from_bytes(data):
        """The Game saved in ``data`` (engine.restore); raises SaveError."""
        from .restore import from_bytes
        return from_bytes(data)

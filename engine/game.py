"""A game of Cartographers / Cartographers Heroes: setup, turn flow and the
action API that the UI, the bot and the tests share (docs/engine-api.md).

The game advances on its own (``engine.flow``) until a player must decide
something (``engine.decision``), then waits in ``kind`` (PLACE, DESTROY or
OVER) for ``place`` or ``destroy`` (``engine.board``). This module holds the
setup and the results. The class is split over those small modules because
MicroPython needs about three times a module's size to compile it from
source, and the device has little RAM.
"""
from array import array

from . import cards, scoring, setup, shapes
from .setup import preset, draw_edicts  # noqa: F401 (part of the API)
from .board import Board, IllegalAction  # noqa: F401 (part of the API)
from .cards import FIRST_AMBUSH, FIRST_HERO
from .grid import SIZE
from .maps import new_grid
# Re-exported: users take the API's constants from engine.game.
from .phases import PLACE, DESTROY, OVER, MAX_PLAYERS  # noqa: F401
from .phases import EV_REVEAL, EV_COINS, EV_KILLED, EV_SOLO  # noqa: F401
from .phases import EV_SCORED, EV_ZOMBIES, EV_DESTROYED  # noqa: F401
from .phases import COIN_SHAPE, COIN_MOUNTAIN, COIN_DRAGON, PH_REVEAL  # noqa: F401
from .rng import Rng
from .terrain import HERO


class Game(Board):
    """The whole game state plus the pending decision."""

    def __init__(self, players=1, names=None, side=0, explore=0, ruins=True,
                 heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                 pool=None, edicts=None, seed=0, deck=None, maps=None,
                 _blank=False):
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
        if _blank:
            return
        rng = Rng(seed)
        if edicts is None:
            edicts = draw_edicts(rng, bytes(range(32)) if pool is None else pool)
        if len(edicts) != 4 or [c for c in edicts if not 0 <= c < 32]:
            raise ValueError("edicts are 4 scoring cards 0-31")
        self.edicts = bytes(edicts)
        amb = [FIRST_AMBUSH + i for i in range(12) if (ambushes >> i) & 1]
        rng.shuffle(amb)
        self.ambush_deck = amb
        hero = list(range(FIRST_HERO, FIRST_HERO + 4)) if heroes else []
        rng.shuffle(hero)
        self.hero_deck = hero
        self.rng = rng
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
        self._new_deck()
        if deck is not None:  # a stacked first season, top card first
            for c in deck:
                if not 0 <= c < cards.COUNT:
                    raise ValueError("deck holds card ids 0-39")
            self.deck = list(reversed(deck))
        if maps is not None:  # starting maps (Grids), e.g. for puzzles and tests
            if len(maps) != players:
                raise ValueError("one map per player")
            for p in range(players):
                self.grids[p].copy_from(maps[p])
                self.mountains[p] = self._surrounded(p)  # no coins for a given map
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
            return cards.hero_orientations(self.card)
        return shapes.orientations(shape)

    def hero_marks(self, orient, r, c):
        """On-map spaces a hero at (r, c) attacks in orientation ``orient``."""
        out = []
        for dr, dc in cards.hero_marks(self.card, orient):
            y = r + dr
            x = c + dc
            if 0 <= y < SIZE and 0 <= x < SIZE:
                out.append((y, x))
        return out

    def scores(self, p):
        """Per season (edict 1, edict 2, coins, monsters, total)."""
        out = []
        t = self.table
        for s in range(4):
            i = p * 16 + s * 4
            out.append((t[i], t[i + 1], t[i + 2], t[i + 3],
                        t[i] + t[i + 1] + t[i + 2] - t[i + 3]))
        return out

    def total(self, p):
        return sum(row[4] for row in self.scores(p))

    def monster_loss(self, p):
        return sum(row[3] for row in self.scores(p))

    def ranking(self):
        """[(place, player, total, monster loss)], best first; the tie-break
        is fewer stars lost to monsters, and equal players share a place."""
        rows = [(-self.total(p), self.monster_loss(p), p) for p in range(self.n)]
        rows.sort()
        out = []
        for i, (neg, loss, p) in enumerate(rows):
            if i and rows[i - 1][0] == neg and rows[i - 1][1] == loss:
                place = out[-1][0]
            else:
                place = i + 1
            out.append((place, p, -neg, loss))
        return out

    def solo_rating(self):
        """(rating, title): score minus the four edicts' solo numbers."""
        rating = self.total(0) - sum(scoring.SOLO[c] for c in self.edicts)
        return rating, cards.solo_title(rating)

    def to_bytes(self):
        """The whole state as versioned, checksummed bytes (engine.save)."""
        from .save import to_bytes
        return to_bytes(self)

    @staticmethod
    def from_bytes(data):
        from .save import from_bytes
        return from_bytes(data)

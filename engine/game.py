"""A game of Cartographers / Cartographers Heroes: setup, turn flow and the
action API that the UI, the bot and the tests share (docs/engine-api.md).

The game advances on its own (``engine.flow``) until a player must decide
something, then waits in ``kind`` (PLACE, DESTROY or OVER) for ``place`` or
``destroy``. This module holds the setup, the actions and their checks,
drawing on a map, and the results.
"""
from array import array

from . import ambush, cards, scoring, shapes
from .cards import COIN_TRACK, FIRST_AMBUSH, FIRST_HERO, GORGON, DRAGON
from .flow import (Flow, PLACE, DESTROY, OVER, PH_AMBUSH, PH_REVEAL,  # noqa: F401
                   EV_REVEAL, EV_COINS, EV_KILLED, EV_SOLO, EV_SCORED,
                   EV_ZOMBIES, EV_DESTROYED, COIN_SHAPE, COIN_MOUNTAIN, COIN_DRAGON,
                   MAX_PLAYERS)
from .grid import SIZE
from .maps import new_grid
from .rng import Rng
from .terrain import MONSTER, MOUNTAIN, HERO, DESTROYED

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka's shim
    def const(x):
        return x



class IllegalAction(ValueError):
    """An action that the rules do not allow now; nothing was changed."""


def preset(content, players, seed):
    """Game keyword arguments for content "base", "heroes" or "mixed"."""
    if content == "base":
        return dict(players=players, side=seed % 2, explore=0, ruins=True,
                    heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                    pool=bytes(range(16)), seed=seed)
    if content == "heroes":
        return dict(players=players, side=2 + seed % 2, explore=1, ruins=False,
                    heroes=True, ambushes=cards.HEROES_AMBUSHES, seasons=1,
                    pool=bytes(range(16, 32)), seed=seed)
    if content == "mixed":
        explore = seed % 2
        return dict(players=players, side=seed % 4, explore=explore, ruins=True,
                    heroes=True, ambushes=cards.BASE_AMBUSHES | cards.HEROES_AMBUSHES,
                    seasons=explore, pool=bytes(range(32)), seed=seed)
    raise ValueError("content must be base, heroes or mixed")


def draw_edicts(rng, pool):
    """One scoring card per category from ``pool``, placed in random order
    under edicts A-D (setup step 5)."""
    picks = bytearray(4)
    for k in range(4):
        group = bytes(c for c in pool if scoring.CATEGORY[c] == k)
        if not group:
            raise ValueError("the scoring pool has no card of category %d" % k)
        picks[k] = group[rng.below(len(group))]
    rng.shuffle(picks)
    return bytes(picks)


class Game(Flow):
    """The whole game state plus the pending decision."""

    def __init__(self, players=1, names=None, side=0, explore=0, ruins=True,
                 heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                 pool=None, edicts=None, seed=0, deck=None, maps=None,
                 _blank=False):
        if not 1 <= players <= MAX_PLAYERS:
            raise ValueError("players must be 1 to %d" % MAX_PLAYERS)
        if not 0 <= side <= 3 or explore not in (0, 1) or seasons not in (0, 1):
            raise ValueError("side must be 0-3, explore and seasons 0 or 1")
        if not 0 <= ambushes < 0x1000:
            raise ValueError("ambushes is a 12-bit mask")
        if not 0 <= seed < 0x40000000:
            raise ValueError("seed must be 0 to 2**30 - 1")
        self.n = players
        if names is None:
            names = ["P%d" % (i + 1) for i in range(players)]
        if len(names) != players:
            raise ValueError("one name per player")
        self.names = ["".join(ch for ch in str(x)[:8] if " " <= ch <= "~")
                      for x in names]
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

    # ----- actions -----

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
            self.grids[self.target], self._destroyer(), r, c)

    def to_bytes(self):
        """The whole state as versioned, checksummed bytes (engine.save)."""
        from .save import to_bytes
        return to_bytes(self)

    @staticmethod
    def from_bytes(data):
        from .save import from_bytes
        return from_bytes(data)

    def place(self, choice, orient, r, c):
        self.act((PLACE, choice, orient, r, c))

    def destroy(self, r, c):
        self.act((DESTROY, r, c))

    def act(self, action):
        """Apply ``(PLACE, choice, orient, r, c)`` or ``(DESTROY, r, c)``."""
        if not isinstance(action, tuple) or not action or [
                x for x in action if not isinstance(x, int)]:
            raise IllegalAction("An action is a tuple of ints such as (PLACE, choice, orient, r, c).")
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
            self._destroy(self.target, action[1], action[2])
            self.step += 1
            self.sub = 0
        else:
            raise IllegalAction("Unknown action.")
        self._advance()

    # ----- drawing on a map -----

    def _do_place(self, choice, orient, r, c):
        shape, terrain, coin = self.choices[choice]
        p = self.target
        grid = self.grids[p]
        if terrain == HERO:
            killed = 0
            grid.set(r, c, HERO)
            for y, x in self.hero_marks(orient, r, c):
                grid.marks[y] |= 1 << x
                if grid.get(y, x) == MONSTER:
                    grid.set(y, x, DESTROYED)
                    killed += 1
            if killed:
                self.events.append((EV_KILLED, p, killed))
            self._after_fill(p)
            self.step += 1
            return
        v = self.orientations(choice)[orient]
        tag = 0
        if self.ph == PH_AMBUSH and not self.fallback:
            tag = cards.ambush(self.card)[4]
        self._draw(p, v, r, c, terrain, tag)
        if coin:
            self._coins(p, 1, COIN_SHAPE)
        self._after_fill(p)
        if tag == GORGON and ambush.any_destroyable(grid, GORGON):
            self.sub = 1
        else:
            self.step += 1

    def _draw(self, p, v, r, c, terrain, tag):
        grid = self.grids[p]
        killed = 0
        for dr, dc in shapes.cells(v):
            y = r + dr
            x = c + dc
            if terrain == MONSTER and grid.is_marked(y, x):
                grid.set(y, x, DESTROYED)
                killed += 1
            else:
                grid.set(y, x, terrain)
            if terrain == MONSTER:
                grid.set_tag(y, x, tag)
        if killed:
            self.events.append((EV_KILLED, p, killed))

    def _destroy(self, p, r, c):
        self.grids[p].set(r, c, DESTROYED)
        self.events.append((EV_DESTROYED, p, r, c))
        self._after_fill(p)

    def _coins(self, p, n, source):
        n = min(n, COIN_TRACK - self.coins[p])
        if n > 0:
            self.coins[p] += n
            self.events.append((EV_COINS, p, n, source))

    def _surrounded(self, p):
        """How many mountains on the map have every neighbour filled."""
        grid = self.grids[p]
        n = 0
        for i in range(SIZE * SIZE):
            r = i // SIZE
            c = i - r * SIZE
            if grid.get(r, c) == MOUNTAIN and ambush.surrounded(grid, r, c):
                n += 1
        return n

    def _after_fill(self, p):
        """Coins for newly surrounded mountains and a finished Dragon."""
        grid = self.grids[p]
        n = self._surrounded(p)
        if n > self.mountains[p]:
            self._coins(p, n - self.mountains[p], COIN_MOUNTAIN)
            self.mountains[p] = n
        if not self.dragon_paid[p] and ambush.dragon_done(grid, DRAGON):
            self.dragon_paid[p] = 1
            self._coins(p, 3, COIN_DRAGON)

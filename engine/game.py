"""A game of Cartographers / Cartographers Heroes: setup, turn flow and the
action API that the UI, the bot and the tests share (docs/engine-api.md).

The game advances on its own until a player must decide something, then
waits in ``kind`` (PLACE, DESTROY or OVER) for ``place`` or ``destroy``.
Every field that the flow depends on is a small int or a bytearray, so
``engine.save`` can write the whole state and the decision is rebuilt from
it (``_prepare``) after loading.
"""
from array import array

from . import ambush, cards, scoring, shapes
from .cards import COIN_TRACK, FIRST_AMBUSH, FIRST_HERO, ZOMBIE, TROLL, GORGON, DRAGON
from .grid import SIZE
from .maps import SIDES, new_grid
from .rng import Rng
from .terrain import EMPTY, MONSTER, HERO, DESTROYED

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka's shim
    def const(x):
        return x

# What the game waits for.
PLACE = const(1)
DESTROY = const(2)
OVER = const(3)

# Flow phases (saved).
PH_REVEAL = const(0)
PH_DRAW = const(1)
PH_AMBUSH = const(2)
PH_HERO = const(3)
PH_CHECK = const(4)
PH_SCORE = const(5)
PH_EFFECT = const(6)
PH_OVER = const(7)

# Events: tuples whose first item is one of these.
EV_REVEAL = const(1)     # (EV_REVEAL, card)
EV_COINS = const(2)      # (EV_COINS, player, gained, source)
EV_KILLED = const(3)     # (EV_KILLED, player, monsters destroyed by heroes)
EV_SOLO = const(4)       # (EV_SOLO, card, r, c), r = -1 when discarded
EV_SCORED = const(5)     # (EV_SCORED, season)
EV_ZOMBIES = const(6)    # (EV_ZOMBIES, player, spaces)
EV_DESTROYED = const(7)  # (EV_DESTROYED, player, r, c)

COIN_SHAPE = const(0)
COIN_MOUNTAIN = const(1)
COIN_DRAGON = const(2)

MAX_PLAYERS = const(8)
_ANY = (1, 2, 3, 4, 5)  # forest, village, farm, water, monster: the 1x1 fallback


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


class Game:
    """The whole game state plus the pending decision."""

    def __init__(self, players=1, names=None, side=0, explore=0, ruins=True,
                 heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                 pool=None, edicts=None, seed=0, _blank=False):
        if not 1 <= players <= MAX_PLAYERS:
            raise ValueError("players must be 1 to %d" % MAX_PLAYERS)
        if not 0 <= side <= 3 or explore not in (0, 1) or seasons not in (0, 1):
            raise ValueError("side must be 0-3, explore and seasons 0 or 1")
        if not 0 <= ambushes < 0x1000:
            raise ValueError("ambushes is a 12-bit mask")
        self.n = players
        if names is None:
            names = ["P%d" % (i + 1) for i in range(players)]
        if len(names) != players:
            raise ValueError("one name per player")
        self.names = [str(x)[:8] for x in names]
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
        amb = bytearray(FIRST_AMBUSH + i for i in range(12) if (ambushes >> i) & 1)
        rng.shuffle(amb)
        self.ambush_deck = amb
        hero = bytearray(range(FIRST_HERO, FIRST_HERO + 4)) if heroes else bytearray()
        rng.shuffle(hero)
        self.hero_deck = hero
        self.rng = rng
        self.deck = bytearray()
        self.revealed = bytearray()
        self.effects = bytearray()   # revealed Heroes ambushes, in order
        self.season = 0
        self.time = 0
        self.ruins_pending = 0
        self.card = 0
        self.step = 0
        self.sub = 0
        self.effect_i = 0
        self._new_deck()
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

    def _after_fill(self, p):
        """Coins for newly surrounded mountains and a finished Dragon."""
        grid = self.grids[p]
        n = 0
        for i in SIDES[self.side][0]:
            if ambush.surrounded(grid, i // SIZE, i % SIZE):
                n += 1
        if n > self.mountains[p]:
            self._coins(p, n - self.mountains[p], COIN_MOUNTAIN)
            self.mountains[p] = n
        if not self.dragon_paid[p] and ambush.dragon_done(grid, DRAGON):
            self.dragon_paid[p] = 1
            self._coins(p, 3, COIN_DRAGON)

    # ----- the flow -----

    def _new_deck(self):
        """Explore cards (+ ruins), the unrevealed ambush and hero cards still
        in the deck, one new ambush and one new hero; shuffled."""
        base = cards.BASE_EXPLORE if self.explore == 0 else cards.HEROES_EXPLORE
        deck = bytearray(base)
        if self.explore == 1 and self.ruins_on:
            deck += cards.RUINS_CARDS
        elif self.explore == 0 and not self.ruins_on:
            deck = deck[2:]
        for card in self.deck:
            if card >= FIRST_AMBUSH:
                deck.append(card)
        if self.ambush_deck:
            deck.append(self.ambush_deck.pop())
        if self.hero_deck:
            deck.append(self.hero_deck.pop())
        self.rng.shuffle(deck)
        self.deck = deck
        self.revealed = bytearray()
        self.time = 0

    def _reveal(self):
        if not self.deck:  # cannot happen with real decks; end the season
            self.ph = PH_SCORE
            return
        card = self.deck.pop()
        self.revealed.append(card)
        self.time += cards.time(card)
        self.card = card
        self.events.append((EV_REVEAL, card))
        self.step = 0
        self.sub = 0
        k = cards.kind(card)
        if k == cards.RUINS:
            self.ruins_pending = 1
        elif k == cards.EXPLORE:
            self.ph = PH_DRAW
        elif k == cards.HERO:
            self.ph = PH_HERO
        else:
            row = cards.ambush(card)
            if row[4]:
                self.effects.append(card)
            self.ph = PH_AMBUSH
            if self.n == 1:
                self._solo_ambush(row)

    def _solo_ambush(self, row):
        grid = self.grids[0]
        spot = ambush.solo_spot(grid, row[1], row[3], row[2])
        if spot is None:
            self.events.append((EV_SOLO, self.card, -1, -1))
            self.ph = PH_CHECK
            return
        r, c = spot
        self._draw(0, row[1], r, c, MONSTER, row[4])
        self.events.append((EV_SOLO, self.card, r, c))
        self._after_fill(0)
        if row[4] == GORGON:
            self.sub = 1  # the Gorgon's gaze is the player's choice

    def _advance(self):
        n = self.n
        while True:
            ph = self.ph
            if ph == PH_DRAW or ph == PH_AMBUSH or ph == PH_HERO:
                if self.step < n:
                    if self._prepare():
                        return
                    self.step += 1
                    self.sub = 0
                    continue
                if ph == PH_DRAW:
                    self.ruins_pending = 0
                self.ph = PH_CHECK
            elif ph == PH_REVEAL:
                self._reveal()
            elif ph == PH_CHECK:
                self.ph = PH_SCORE if self.time >= self.threshold() else PH_REVEAL
            elif ph == PH_SCORE:
                self._score_season()
            elif ph == PH_EFFECT:
                if self._effect_step():
                    return
            else:
                self._set_decision(OVER, 0, 0, ())
                return

    def _score_season(self):
        s = self.season
        a = self.edicts[s]
        b = self.edicts[(s + 1) % 4]
        t = self.table
        for p in range(self.n):
            grid = self.grids[p]
            i = p * 16 + s * 4
            t[i] = scoring.score(a, grid)
            t[i + 1] = scoring.score(b, grid)
            t[i + 2] = self.coins[p]
            t[i + 3] = scoring.monster_penalty(grid)
        self.events.append((EV_SCORED, s))
        if s == 3:
            self.ph = PH_OVER  # effects after the last scoring change nothing
        else:
            self.ph = PH_EFFECT
            self.effect_i = 0
            self.step = 0

    def _effect_step(self):
        """Resolve ongoing effects in reveal order; True when a decision waits."""
        while self.effect_i < len(self.effects):
            effect = cards.ambush(self.effects[self.effect_i])[4]
            if effect == ZOMBIE:
                for p in range(self.n):
                    self._spread_zombies(p)
            elif effect == TROLL:
                while self.step < self.n:
                    if self._prepare():
                        return True
                    self.step += 1
            self.effect_i += 1
            self.step = 0
        self.season += 1
        self._new_deck()
        self.ph = PH_REVEAL
        return False

    def _spread_zombies(self, p):
        grid = self.grids[p]
        buf, n = ambush.zombie_targets(grid, ZOMBIE)
        if not n:
            return
        for i in range(SIZE * SIZE):
            if buf[i]:
                r = i // SIZE
                c = i - r * SIZE
                grid.set(r, c, DESTROYED if grid.is_marked(r, c) else MONSTER)
                grid.set_tag(r, c, ZOMBIE)
        self.events.append((EV_ZOMBIES, p, n))
        self._after_fill(p)

    # ----- the pending decision, rebuilt from the saved fields -----

    def _set_decision(self, kind, actor, target, choices, fallback=False, ruins=False):
        self.kind = kind
        self.actor = actor
        self.target = target
        self.choices = choices
        self.fallback = fallback
        self.need_ruins = ruins

    def _destroyer(self):
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
            self._set_decision(PLACE, p, p, ((shapes.MONO, HERO, 0),))
            return True
        name, t, terrains, a, b, coin = cards.EXPLORE_CARDS[self.card]
        opts = []
        for shape in (a, b):
            if shape:
                for terrain in range(1, 6):
                    if (terrains >> terrain) & 1:
                        opts.append((shape, terrain, coin if shape == a else 0))
        need = self.ruins_pending and grid.empty_ruins() > 0
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

"""The turn flow: explore, draw, check and season end, as a base class of
``engine.game.Game`` (kept apart so that each module compiles in a small
heap on the device).

Every field the flow depends on is a small int, a bytearray or a short list
of card ids, so ``engine.save`` can write the whole state, and the pending
decision is rebuilt from those fields (``_resume``) after loading.
"""
from . import ambush, cards, scoring, shapes
from .cards import FIRST_AMBUSH, ZOMBIE, TROLL, GORGON
from .grid import SIZE
from .terrain import MONSTER, HERO, DESTROYED

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


class Flow:
    """Advances a game from one decision to the next."""

    def _new_deck(self):
        """Explore cards (+ ruins), the unrevealed ambush and hero cards still
        in the deck, one new ambush and one new hero; shuffled."""
        base = cards.BASE_EXPLORE if self.explore == 0 else cards.HEROES_EXPLORE
        deck = list(base)
        if self.explore == 1 and self.ruins_on:
            deck += list(cards.RUINS_CARDS)
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
        self.revealed = []
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

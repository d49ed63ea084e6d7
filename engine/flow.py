"""The turn flow: explore, draw, check and season end."""
# Every field the flow depends on is a small int, a bytearray or a short list
# of card ids, so ``engine.save`` can write the whole state, and the pending
# decision is rebuilt from those fields after loading. Base class of
# ``engine.board.Board``.
from . import ambush, cards, fill, scoring
from .cards import FIRST_AMBUSH, GORGON, TROLL, ZOMBIE
from .decision import Decision
from .grid import SIZE
from .phases import (
    EV_REVEAL,
    EV_SCORED,
    EV_SOLO,
    EV_ZOMBIES,
    OVER,
    PH_AMBUSH,
    PH_CHECK,
    PH_DRAW,
    PH_EFFECT,
    PH_HERO,
    PH_OVER,
    PH_REVEAL,
    PH_SCORE,
)
from .terrain import DESTROYED, MONSTER


class Flow(Decision):
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
        fill.draw(self, 0, row[1], r, c, MONSTER, row[4])
        self.events.append((EV_SOLO, self.card, r, c))
        fill.after_fill(self, 0)
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
        fill.after_fill(self, p)

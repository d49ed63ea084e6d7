"""The best action for the pending decision, searched in small steps: the hint and the bot."""
# ``HintSearch(game)`` works in slices so a UI can draw its progress between
# them: ``step()`` does one slice (one orientation of one choice scanned,
# one candidate scored, or one row of spaces to destroy) and returns True
# while work remains; ``done`` and ``total`` count the slices (``total`` is
# exact once the scan is over). Then ``action`` is the chosen action tuple
# and ``gains`` its deltas (``engine.deltas``: edicts A-D, coins, monsters,
# this season, rest of the game). ``best(game)`` runs a whole search.
#
# Every legal placement gets a cheap local rating from row masks
# (same-terrain neighbours, filled neighbours and map edges, coins; on a
# rival's map the empty spaces the monster spoils; for a hero the monsters
# it strikes), the best KEEP (``keep``: fewer for a weaker bot, engine.bot)
# are scored exactly with ``engine.deltas``, and
# the best value wins: 16 x the rest of the game's score change (for a
# rival's map its opposite) plus the local rating times prefs[2], the
# earlier candidate on ties. Every destroyable space is scored. ``prefs``
# (4 bytes: weights of same-terrain and of filled neighbours, weight of the
# local rating, a seat's salt for its own taste) lets each bot seat play its
# own way; the hint uses NEUTRAL. The kept candidates live in module buffers,
# so one search uses them at a time: a search whose slices come after another
# search's starts again (the hint opened while the bots search ahead).
# KEEP 48 and NEUTRAL were chosen on 100 solo games per content.
from array import array

from . import const, deltas, fits
from .grid import BIT37, FULL_ROW, SIZE
from .phases import DESTROY, PLACE
from .scoring_base import bits
from .terrain import HERO, MONSTER

KEEP = const(48)  # candidates scored exactly
NEUTRAL = b"\x02\x02\x01\x00"

_MASKS = [0] * SIZE
_TERRAIN = [0] * SIZE  # row masks of the terrain being placed
_RATING = array("h", bytes(2 * KEEP))  # the kept candidates, best first
_FOUND = array("H", bytes(2 * KEEP))  # their placements: ci << 10 | oi << 7 | r * 11 + c
_OUT = [0] * 8
_USER = [0]  # the number of the search whose slices the buffers hold
_MADE = [0]  # searches made so far: each one's number


class HintSearch:
    """One search over the pending decision of ``game``; ``step()`` until
    it returns False."""

    def __init__(self, game, prefs=NEUTRAL, keep=KEEP):
        self.game = game
        self.prefs = prefs
        self.keep = keep
        self.gains = [0] * 8
        _MADE[0] = self.number = (_MADE[0] + 1) & 0x3FFFFFFF
        self._begin()

    def _begin(self):
        """Start the search from its first slice."""
        game = self.game
        self.action = None
        self.value = self.done = self.kept = self.choice = self.orient = 0
        self.scored = -1  # -1 while scanning
        self.total = 0
        if game.kind == DESTROY:
            self.total = SIZE
        elif game.kind == PLACE:
            self.total = self.keep
            for ci in range(len(game.choices)):
                self.total += _count(game, ci)

    def step(self):
        """Do one slice of the search; False once it is over."""
        game = self.game
        if self.done >= self.total:
            return False
        if _USER[0] != self.number:
            if self.done:  # another search's slices took the buffers
                self._begin()
            _USER[0] = self.number
        if game.kind == DESTROY:
            r = self.done
            for c in range(SIZE):
                if game.can_destroy(r, c):
                    deltas.destroy(game, r, c, _OUT)
                    self._consider(DESTROY, r * SIZE + c, 0)
        elif self.choice < len(game.choices):
            self._scan()
        else:
            if self.scored < 0:
                self.total = self.done + self.kept
                self.scored = 0
                if not self.kept:
                    return False
            i = self.scored
            p = _FOUND[i]
            k = p & 127
            r = k // SIZE
            deltas.place(game, p >> 10, (p >> 7) & 7, r, k - r * SIZE, _OUT)
            self._consider(PLACE, p, _RATING[i])
            self.scored = i + 1
        self.done += 1
        return self.done < self.total

    def _scan(self):
        """Rate every legal position of the current choice and orientation,
        keeping the best ``keep`` (earlier ones first on ties)."""
        game = self.game
        ci = self.choice
        oi = self.orient
        shape, terrain, coin = game.choices[ci]
        grid = game.grids[game.target]
        filled = grid.filled
        own = game.actor == game.target
        v = 0
        if terrain == HERO:
            fits.free_rows(filled, _MASKS)
        else:
            v = fits.orientations(shape)[oi]
            fits.fit_rows(filled, grid.ruins if game.need_ruins else None, v, _MASKS)
            if own:
                deltas.rows(game, terrain, _TERRAIN)
        prefs = self.prefs
        unit = (ci << 10) | (oi << 7)
        kept = self.kept
        keep = self.keep
        for r in range(SIZE):
            m = _MASKS[r]
            while m:
                low = m & -m
                m ^= low
                c = BIT37[low % 37]
                if terrain == HERO:
                    q = _hero_rating(game, grid, oi, r, c)
                elif own:
                    q = _own_rating(filled, v, r, c, prefs) + 4 * coin
                else:
                    q = _monster_rating(grid, v, r, c)
                i = kept
                while i > 0 and q > _RATING[i - 1]:
                    i -= 1
                if i < keep:
                    if kept < keep:
                        kept += 1
                    j = kept - 1
                    while j > i:
                        _RATING[j] = _RATING[j - 1]
                        _FOUND[j] = _FOUND[j - 1]
                        j -= 1
                    _RATING[i] = q
                    _FOUND[i] = unit + r * SIZE + c
        self.kept = kept
        self.orient = oi + 1
        if self.orient >= _count(game, ci):
            self.orient = 0
            self.choice = ci + 1

    def _consider(self, kind, p, local):
        """Keep an action if it beats the best so far: a placement packed
        in ``p`` or the space ``p`` = r * 11 + c to destroy; ``_OUT`` holds
        its deltas, ``local`` its local rating."""
        game = self.game
        gain = _OUT[7] if game.actor == game.target else -_OUT[7]
        value = 16 * gain + self.prefs[2] * local
        if self.prefs[3]:  # a seat's own taste, worth up to one star
            value += (p * 7 + self.prefs[3]) & 15
        if self.action is None or value > self.value:
            k = p & 127
            if kind == PLACE:
                self.action = (PLACE, p >> 10, (p >> 7) & 7, k // SIZE, k % SIZE)
            else:
                self.action = (DESTROY, k // SIZE, k % SIZE)
            self.value = value
            for k in range(8):
                self.gains[k] = _OUT[k]


def best(game, prefs=NEUTRAL, keep=KEEP):
    """(action, gains) of a whole search on the pending decision, scoring
    the best ``keep`` (1 to KEEP) candidates of the local rating exactly."""
    search = HintSearch(game, prefs, keep)
    while search.step():
        pass
    return search.action, search.gains


def _count(game, ci):
    """How many orientations choice ``ci`` has."""
    shape, terrain, _ = game.choices[ci]
    return len(game.patterns) if terrain == HERO else len(fits.orientations(shape))


def _own_rating(filled, v, r, c, prefs):
    """Same-terrain neighbours (weight prefs[0]), filled neighbours and map
    edges (prefs[1]) of shape ``v`` at (r, c)."""
    same = 0
    touch = 0
    y = r
    while v:
        m = (v & 15) << c
        side = ((m << 1) | (m >> 1)) & ~m & FULL_ROW
        same += bits(side & _TERRAIN[y])
        touch += bits(side & filled[y])
        if y > 0:
            same += bits(m & _TERRAIN[y - 1])
            touch += bits(m & filled[y - 1])
        else:
            touch += bits(m)
        if y < SIZE - 1:
            same += bits(m & _TERRAIN[y + 1])
            touch += bits(m & filled[y + 1])
        else:
            touch += bits(m)
        touch += (m & 1) + ((m >> 10) & 1)
        v >>= 4
        y += 1
    return prefs[0] * same + prefs[1] * touch


def _monster_rating(grid, v, r, c):
    """Empty spaces a monster at (r, c) borders, less 4 per space it would
    lose to a hero's attack marks."""
    filled = grid.filled
    q = 0
    y = r
    while v:
        m = (v & 15) << c
        side = ((m << 1) | (m >> 1)) & ~m & FULL_ROW
        q += bits(side & ~filled[y] & FULL_ROW)
        if y > 0:
            q += bits(m & ~filled[y - 1] & FULL_ROW)
        if y < SIZE - 1:
            q += bits(m & ~filled[y + 1] & FULL_ROW)
        q -= 4 * bits(m & grid.marks[y])
        v >>= 4
        y += 1
    return q


def _hero_rating(game, grid, oi, r, c):
    """Monsters a hero at (r, c) strikes (x10), then empty spaces."""
    q = 0
    for dr, dc in game.patterns[oi]:
        y = r + dr
        x = c + dc
        if 0 <= y < SIZE and 0 <= x < SIZE:
            t = grid.get(y, x)
            q += 10 if t == MONSTER else (1 if t == 0 else 0)
    return q

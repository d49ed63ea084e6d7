"""A game rebuilt from the bytes of ``engine.save``, every field checked."""
# ``load(data)`` is the one way to load a save. Any damage raises
# ``engine.save.SaveError`` with one sentence saying what is wrong; the
# pending decision is rebuilt from the saved flow fields.
from . import cards, decision, scoring
from .game import Game
from .grid import PACKED, SIZE
from .maps import new_grid
from .phases import MAX_PLAYERS, OVER, PH_OVER, PH_REVEAL
from .save import FLOW, MAGIC, VERSION, SaveError, crc16
from .setup import check_bots


class _Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def take(self, n):
        if self.pos + n > len(self.data) - 2:
            raise SaveError("The save is truncated.")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def byte(self):
        return self.take(1)[0]

    def u16(self):
        b = self.take(2)
        return b[0] | b[1] << 8

    def cards(self, first=0, end=cards.COUNT):
        """A card list whose ids must lie in range(first, end)."""
        ids = list(self.take(self.byte()))
        for c in ids:
            if not first <= c < end:
                raise SaveError("The save names a card that does not exist.")
        return ids


def load(data):
    """The Game saved in ``data``; raises SaveError saying what is wrong."""
    if not isinstance(data, (bytes, bytearray)):
        raise SaveError("A save is bytes.")
    if len(data) < 5 or data[:2] != MAGIC:
        raise SaveError("This is not a Cartographers save.")
    if data[2] != VERSION:
        raise SaveError("The save is from another version (%d, expected %d)."
                        % (data[2], VERSION))
    if crc16(data[:-2]) != data[-2] | data[-1] << 8:
        raise SaveError("The save is damaged (checksum mismatch).")
    rd = _Reader(data)
    rd.take(3)
    n = rd.byte()
    opts = rd.byte()
    if not 1 <= n <= MAX_PLAYERS:
        raise SaveError("The save's setup is invalid.")
    amb = rd.u16()
    seed = rd.u16() | rd.u16() << 16
    if amb >> 12 or seed >> 31:
        raise SaveError("The save's setup is invalid.")
    chosen = seed >> 30  # engine.save: the edicts were chosen
    seed &= 0x3FFFFFFF
    g = Game(players=n, side=opts & 3, explore=(opts >> 2) & 1,
             ruins=(opts >> 3) & 1, heroes=(opts >> 4) & 1, ambushes=amb,
             seasons=(opts >> 5) & 1, seed=seed, deal=False)
    g.paused = (opts >> 6) & 1 == 1
    if opts >> 7:
        g.stacked = True
    if chosen:
        g.chosen = True
    st = rd.take(3)
    g.rng = _rng(st[0] | st[1] << 8 | st[2] << 16)
    g.edicts = bytes(rd.take(4))
    (g.season, g.time, g.ruins_pending, g.card, g.step, g.sub, g.effect_i,
     g.ph) = rd.take(FLOW)
    for c in g.edicts:
        if c >= 32:
            raise SaveError("The save names a scoring card that does not exist.")
    scoring.use(g.edicts)  # their code now, not on a turn's press
    if (g.season > 3 or g.card >= cards.COUNT or g.ph > PH_OVER or g.step > n
            or g.sub > 1 or g.ruins_pending > 1):
        raise SaveError("The save's turn state is invalid.")
    g.deck = rd.cards()
    g.revealed = rd.cards()
    g.ambush_deck = rd.cards(cards.FIRST_AMBUSH, cards.FIRST_HERO)
    g.hero_deck = rd.cards(cards.FIRST_HERO)
    g.effects = rd.cards(cards.FIRST_AMBUSH + 4, cards.FIRST_AMBUSH + 8)  # Heroes ambushes
    if g.effect_i > len(g.effects):
        raise SaveError("The save's turn state is invalid.")
    names = []
    bots = bytearray(n)
    for p in range(n):
        head = rd.byte()  # the name's length; bits 6-7: the seat's bot (engine.save)
        bots[p] = head >> 6
        raw = bytes(rd.take(head & 63))
        for b in raw:
            if not 32 <= b < 127:
                raise SaveError("The save has an invalid player name.")
        names.append(raw.decode())
    g.names = names
    try:
        g.bots = check_bots(n, bots)
    except ValueError:
        raise SaveError("The save's setup is invalid.")
    for p in range(n):
        grid = new_grid(g.side, g.grids[p])
        grid.cells[:] = rd.take(PACKED)
        grid.tags[:] = rd.take(PACKED)
        for b in grid.cells:
            if (b & 15) > 9 or (b >> 4) > 9:
                raise SaveError("The save has an invalid map space.")
        if grid.cells[PACKED - 1] >> 4:
            raise SaveError("The save has an invalid map space.")
        grid.rebuild_filled()
        for r in range(SIZE):
            grid.marks[r] = rd.u16() & 0x7FF
        g.coins[p] = rd.byte()
        g.mountains[p] = rd.byte()
        g.dragon_paid[p] = rd.byte()
        if g.coins[p] > cards.COIN_TRACK:
            raise SaveError("The save has too many coins.")
        for i in range(16):
            v = rd.u16()
            g.table[p * 16 + i] = v - 0x10000 if v & 0x8000 else v
    if rd.pos != len(data) - 2:
        raise SaveError("The save has trailing bytes.")
    if g.ph == PH_OVER:
        decision.set_decision(g, OVER, 0, 0, ())
    elif g.ph == PH_REVEAL or not decision.resume(g):
        raise SaveError("The save has no pending decision.")
    return g


def _rng(state):
    from .rng import Rng
    r = Rng(0)
    r.state = state & 0xFFFFFF
    return r

"""The whole game state as compact versioned bytes with a checksum, and back."""
# Layout (little-endian): magic "CG", version, player count, option bits,
# ambush mask (2), seed (4), PRNG state (3), edicts (4), the flow fields, the
# five card lists (length + ids), the names, then per player: packed terrain
# (61), monster tags (61), attack marks (11 x 2), coins, paid mountains,
# Dragon flag and the score table (16 x 2), and last a CRC-16/CCITT of all
# that precedes it. The pending decision is not stored: it is rebuilt from
# the flow fields, exactly as the game built it.
#
# This module writes a save, on every autosave (``game.to_bytes()``);
# ``engine.restore.load`` reads one back, once per game loaded, so a device
# can forget it in between.
from .grid import SIZE

MAGIC = b"CG"
VERSION = 1
FLOW = 8  # season, time, ruins_pending, card, step, sub, effect_i, phase


class SaveError(ValueError):
    """Saved bytes that are not a valid game of this version."""


# CRC-16/CCITT-FALSE a nibble at a time: _NIBBLE[i] is i << 12 shifted
# through four steps of the polynomial 0x1021. 768 bytes (about a 3-player
# save) cost 1.3 M VM instructions so, 4.6 M bit by bit (CircuitPython VM,
# .mpy), on every autosave.
_NIBBLE = (0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
           0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF)


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of ``data``."""
    table = _NIBBLE
    for b in data:
        crc ^= b << 8
        crc = ((crc << 4) & 0xFFFF) ^ table[crc >> 12]
        crc = ((crc << 4) & 0xFFFF) ^ table[crc >> 12]
    return crc


def _u16(out, v):
    out.append(v & 0xFF)
    out.append((v >> 8) & 0xFF)


def to_bytes(game):
    g = game
    out = bytearray(MAGIC)
    out.append(VERSION)
    out.append(g.n)
    out.append(g.side | g.explore << 2 | g.ruins_on << 3 | g.heroes_on << 4
               | g.seasons << 5)
    _u16(out, g.ambushes)
    _u16(out, g.seed & 0xFFFF)
    _u16(out, (g.seed >> 16) & 0x3FFF)
    s = g.rng.state
    out += bytes((s & 0xFF, (s >> 8) & 0xFF, s >> 16))
    out += g.edicts
    out += bytes((g.season, g.time, g.ruins_pending, g.card, g.step, g.sub,
                  g.effect_i, g.ph))
    for lst in (g.deck, g.revealed, g.ambush_deck, g.hero_deck, g.effects):
        out.append(len(lst))
        out += bytes(lst)
    for name in g.names:
        raw = name.encode()
        out.append(len(raw))
        out += raw
    for p in range(g.n):
        grid = g.grids[p]
        out += grid.cells
        out += grid.tags
        for r in range(SIZE):
            _u16(out, grid.marks[r])
        out.append(g.coins[p])
        out.append(g.mountains[p])
        out.append(g.dragon_paid[p])
        for i in range(16):
            _u16(out, g.table[p * 16 + i] & 0xFFFF)
    _u16(out, crc16(out))
    return bytes(out)

"""The whole game state as compact versioned bytes with a checksum, and back."""
# Layout (little-endian): magic "CG", version, player count, option bits
# (side 2, explore, ruins, heroes, seasons, bit 6: saved by Save & quit,
# ``Game.paused``, bit 7: its first season's deck was stacked,
# ``Game.stacked``), ambush mask (2), seed (4; bit 30 set when the edicts
# were chosen, not drawn, ``Game.chosen``), PRNG state (3), edicts (4), the
# flow fields, the five card lists (length + ids), the names (length +
# ASCII; the length byte's bits 6-7 hold the seat's bot strength,
# ``Game.bots``, 0 for a person: a name has at most 8 characters, and a save
# written before bots read as all people), then per player: packed terrain
# (61), monster tags (61), attack marks (11 x 2), coins, paid mountains,
# Dragon flag and the score table (16 x 2), and last a CRC-16/CCITT of all
# that precedes it. The pending decision is not stored: it is rebuilt from
# the flow fields, exactly as the game built it.
#
# This module writes a save, on every autosave (``game.to_bytes()``);
# ``engine.restore.load`` reads one back, once per game loaded, so a device
# can forget it in between.

from array import array

MAGIC = b"CG"
VERSION = 1
FLOW = 8  # season, time, ruins_pending, card, step, sub, effect_i, phase


class SaveError(ValueError):
    """Saved bytes that are not a valid game of this version."""


# CRC-16/CCITT-FALSE a byte at a time without a table (the polynomial's
# terms as shifts), on every autosave: faster than a 16-entry table a nibble
# at a time; two 256-byte tables would be faster still but stay in the heap
# all game, and the heap wins (docs/memory.md, "Heap before speed").
def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of ``data``."""
    for b in data:
        x = (crc >> 8) ^ b
        x ^= x >> 4
        crc = (((crc << 8) | x) ^ (x << 12) ^ (x << 5)) & 0xFFFF
    return crc


def to_bytes(game):
    """The save of ``game``: ``to_parts`` joined."""
    return b"".join(to_parts(game))


def to_parts(game):
    """The save of ``game`` as a list of bytes-like parts, in order. The
    autosave hands them to ``hw.storage`` unjoined: it copies them into its
    slot's block, so a save needs one block of its size (1,142 bytes in a
    6-player game), not two."""
    g = game
    s = g.rng.state
    parts = [MAGIC, bytes((
        VERSION, g.n, g.side | g.explore << 2 | g.ruins_on << 3 | g.heroes_on << 4 | g.seasons << 5
        | (64 if g.paused else 0) | (128 if g.stacked else 0),
        g.ambushes & 0xFF, (g.ambushes >> 8) & 0xFF, g.seed & 0xFF, (g.seed >> 8) & 0xFF,
        (g.seed >> 16) & 0xFF, (g.seed >> 24) & 0x3F | (64 if g.chosen else 0),
        s & 0xFF, (s >> 8) & 0xFF, s >> 16)),
        g.edicts, bytes((g.season, g.time, g.ruins_pending, g.card, g.step, g.sub,
                         g.effect_i, g.ph))]
    for lst in (g.deck, g.revealed, g.ambush_deck, g.hero_deck, g.effects):
        parts.append(bytes((len(lst),)))
        parts.append(bytes(lst))
    for p in range(g.n):
        raw = g.names[p].encode()
        parts.append(bytes((len(raw) | g.bots[p] << 6,)))
        parts.append(raw)
    for p in range(g.n):
        grid = g.grids[p]
        parts.append(grid.cells)
        parts.append(grid.tags)
        # An array packs them natively (in the machine's byte order: little-
        # endian on every board and desktop this runs on): faster than a
        # value at a time in Python, and unlike struct.pack(*values) it
        # builds no argument tuple, which a 6-player game has no heap for.
        parts.append(bytes(array("H", grid.marks)))
        parts.append(bytes((g.coins[p], g.mountains[p], g.dragon_paid[p])))
        parts.append(bytes(array("h", g.table[p * 16:p * 16 + 16])))
    crc = 0xFFFF
    for part in parts:
        crc = crc16(part, crc)
    parts.append(bytes((crc & 0xFF, crc >> 8)))
    return parts

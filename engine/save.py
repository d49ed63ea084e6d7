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

from array import array

MAGIC = b"CG"
VERSION = 1
FLOW = 8  # season, time, ruins_pending, card, step, sub, effect_i, phase


class SaveError(ValueError):
    """Saved bytes that are not a valid game of this version."""


# CRC-16/CCITT-FALSE a byte at a time: _HIGH[i] and _LOW[i] are the two
# bytes of i << 8 shifted through eight steps of the polynomial 0x1021. A
# 6-player save (1,139 bytes) costs 1.10 M VM instructions so, 1.93 M with a
# 16-entry table a nibble at a time, on every autosave; the two tables keep
# 496 bytes more heap (CircuitPython VM, .mpy; docs/memory.md).
_HIGH = (
    b"\x00\x10\x20\x30\x40\x50\x60\x70\x81\x91\xa1\xb1\xc1\xd1\xe1\xf1"
    b"\x12\x02\x32\x22\x52\x42\x72\x62\x93\x83\xb3\xa3\xd3\xc3\xf3\xe3"
    b"\x24\x34\x04\x14\x64\x74\x44\x54\xa5\xb5\x85\x95\xe5\xf5\xc5\xd5"
    b"\x36\x26\x16\x06\x76\x66\x56\x46\xb7\xa7\x97\x87\xf7\xe7\xd7\xc7"
    b"\x48\x58\x68\x78\x08\x18\x28\x38\xc9\xd9\xe9\xf9\x89\x99\xa9\xb9"
    b"\x5a\x4a\x7a\x6a\x1a\x0a\x3a\x2a\xdb\xcb\xfb\xeb\x9b\x8b\xbb\xab"
    b"\x6c\x7c\x4c\x5c\x2c\x3c\x0c\x1c\xed\xfd\xcd\xdd\xad\xbd\x8d\x9d"
    b"\x7e\x6e\x5e\x4e\x3e\x2e\x1e\x0e\xff\xef\xdf\xcf\xbf\xaf\x9f\x8f"
    b"\x91\x81\xb1\xa1\xd1\xc1\xf1\xe1\x10\x00\x30\x20\x50\x40\x70\x60"
    b"\x83\x93\xa3\xb3\xc3\xd3\xe3\xf3\x02\x12\x22\x32\x42\x52\x62\x72"
    b"\xb5\xa5\x95\x85\xf5\xe5\xd5\xc5\x34\x24\x14\x04\x74\x64\x54\x44"
    b"\xa7\xb7\x87\x97\xe7\xf7\xc7\xd7\x26\x36\x06\x16\x66\x76\x46\x56"
    b"\xd9\xc9\xf9\xe9\x99\x89\xb9\xa9\x58\x48\x78\x68\x18\x08\x38\x28"
    b"\xcb\xdb\xeb\xfb\x8b\x9b\xab\xbb\x4a\x5a\x6a\x7a\x0a\x1a\x2a\x3a"
    b"\xfd\xed\xdd\xcd\xbd\xad\x9d\x8d\x7c\x6c\x5c\x4c\x3c\x2c\x1c\x0c"
    b"\xef\xff\xcf\xdf\xaf\xbf\x8f\x9f\x6e\x7e\x4e\x5e\x2e\x3e\x0e\x1e"
)
_LOW = (
    b"\x00\x21\x42\x63\x84\xa5\xc6\xe7\x08\x29\x4a\x6b\x8c\xad\xce\xef"
    b"\x31\x10\x73\x52\xb5\x94\xf7\xd6\x39\x18\x7b\x5a\xbd\x9c\xff\xde"
    b"\x62\x43\x20\x01\xe6\xc7\xa4\x85\x6a\x4b\x28\x09\xee\xcf\xac\x8d"
    b"\x53\x72\x11\x30\xd7\xf6\x95\xb4\x5b\x7a\x19\x38\xdf\xfe\x9d\xbc"
    b"\xc4\xe5\x86\xa7\x40\x61\x02\x23\xcc\xed\x8e\xaf\x48\x69\x0a\x2b"
    b"\xf5\xd4\xb7\x96\x71\x50\x33\x12\xfd\xdc\xbf\x9e\x79\x58\x3b\x1a"
    b"\xa6\x87\xe4\xc5\x22\x03\x60\x41\xae\x8f\xec\xcd\x2a\x0b\x68\x49"
    b"\x97\xb6\xd5\xf4\x13\x32\x51\x70\x9f\xbe\xdd\xfc\x1b\x3a\x59\x78"
    b"\x88\xa9\xca\xeb\x0c\x2d\x4e\x6f\x80\xa1\xc2\xe3\x04\x25\x46\x67"
    b"\xb9\x98\xfb\xda\x3d\x1c\x7f\x5e\xb1\x90\xf3\xd2\x35\x14\x77\x56"
    b"\xea\xcb\xa8\x89\x6e\x4f\x2c\x0d\xe2\xc3\xa0\x81\x66\x47\x24\x05"
    b"\xdb\xfa\x99\xb8\x5f\x7e\x1d\x3c\xd3\xf2\x91\xb0\x57\x76\x15\x34"
    b"\x4c\x6d\x0e\x2f\xc8\xe9\x8a\xab\x44\x65\x06\x27\xc0\xe1\x82\xa3"
    b"\x7d\x5c\x3f\x1e\xf9\xd8\xbb\x9a\x75\x54\x37\x16\xf1\xd0\xb3\x92"
    b"\x2e\x0f\x6c\x4d\xaa\x8b\xe8\xc9\x26\x07\x64\x45\xa2\x83\xe0\xc1"
    b"\x1f\x3e\x5d\x7c\x9b\xba\xd9\xf8\x17\x36\x55\x74\x93\xb2\xd1\xf0"
)


def crc16(data, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of ``data``."""
    high = crc >> 8
    low = crc & 0xFF
    table_high = _HIGH
    table_low = _LOW
    for b in data:
        i = high ^ b
        high = low ^ table_high[i]
        low = table_low[i]
    return high << 8 | low


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
        VERSION, g.n, g.side | g.explore << 2 | g.ruins_on << 3 | g.heroes_on << 4 | g.seasons << 5,
        g.ambushes & 0xFF, (g.ambushes >> 8) & 0xFF, g.seed & 0xFF, (g.seed >> 8) & 0xFF,
        (g.seed >> 16) & 0xFF, (g.seed >> 24) & 0x3F, s & 0xFF, (s >> 8) & 0xFF, s >> 16)),
        g.edicts, bytes((g.season, g.time, g.ruins_pending, g.card, g.step, g.sub,
                         g.effect_i, g.ph))]
    for lst in (g.deck, g.revealed, g.ambush_deck, g.hero_deck, g.effects):
        parts.append(bytes((len(lst),)))
        parts.append(bytes(lst))
    for name in g.names:
        raw = name.encode()
        parts.append(bytes((len(raw),)))
        parts.append(raw)
    for p in range(g.n):
        grid = g.grids[p]
        parts.append(grid.cells)
        parts.append(grid.tags)
        # An array packs them natively (in the machine's byte order: little-
        # endian on every board and desktop this runs on). A 6-player save's
        # marks and scores cost 0.21 M VM instructions so, 0.49 M a value at
        # a time in Python; struct.pack(*values) was as fast but its
        # arguments left a 6-player game needing 125 KiB instead of 122.
        parts.append(bytes(array("H", grid.marks)))
        parts.append(bytes((g.coins[p], g.mountains[p], g.dragon_paid[p])))
        parts.append(bytes(array("h", g.table[p * 16:p * 16 + 16])))
    crc = 0xFFFF
    for part in parts:
        crc = crc16(part, crc)
    parts.append(bytes((crc & 0xFF, crc >> 8)))
    return parts

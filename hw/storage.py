"""Crash-safe save slots over a small raw byte store."""
# A *raw store* is any object with ``size`` (bytes), ``read(offset, n)``
# (bytes-like), ``write(offset, data)`` and, optionally, ``flush()``. A
# power cut may stop a write after any byte. ``MemoryStore`` (a bytearray:
# tests, and the reference model of the board's NVM) is here; ``file_store``
# has ``FileStore`` (a fixed-size file: the desktop simulator, or CIRCUITPY)
# and ``nvm_store`` the one over ``microcontroller.nvm``.
#
# ``Storage`` splits the raw store into two halves, one save slot each::
#
#     offset  size  field
#     0       4     magic (which program wrote it)
#     4       2     storage format version
#     6       2     sequence number, counts up modulo 65536
#     8       2     payload length
#     10      4     CRC-32 (as zlib) of bytes 0..9 and then the payload
#     14      n     payload
#
# All fields are little-endian. Later format versions must keep these 14
# bytes as they are so that this build can still tell them apart.
#
# ``save`` writes to the slot that does not hold the newest good save, header
# and payload in one write (one block: on NVM one flash commit, and one
# block of the save's size in the heap). A cut anywhere leaves the newest
# good save untouched, and the half-written slot fails its CRC.
# When there is no good save yet, ``save`` writes the game into both slots,
# one after the other. From then on both slots always hold a save, so a slot
# that looks unused (a header of all 0xFF bytes, as erased flash) next to a
# good one means damage or a cut write, and is reported like them.
#
# ``load`` returns the newest slot whose CRC holds and sets ``error`` to one
# sentence whenever something was found that may hide a newer game: a
# damaged, erased or foreign slot, or another format version. A store whose
# two headers are both erased loads as "no save" without a message: that
# cannot be told apart from a new board.
#
# Storage assumes it is the only writer of its raw store: ``save`` reuses
# what the last ``load`` or ``save`` found out about the slots.
import struct

from micropython import const

try:
    from binascii import crc32 as _lib_crc32
except ImportError:  # small builds drop binascii, or its crc32
    _lib_crc32 = None

MAGIC = b"CRTG"
FORMAT_VERSION = const(1)
HEADER_SIZE = const(14)
_CHECKED = const(10)  # header bytes covered by the CRC (all before it)
_SEQ_MASK = const(0xFFFF)
_SEQ_HALF = const(0x8000)
_ROOM = const(32)  # bytes a kept save block has beyond its save: the next may be longer
_ERASED = b"\xff" * HEADER_SIZE
_ZEROED = bytes(HEADER_SIZE)

# What one slot holds, from the point of view of this build.
BLANK = const(0)  # never written, or cleared
VALID = const(1)
DAMAGED = const(2)  # our magic, but the CRC or the length is wrong
FOREIGN = const(3)  # not our magic: another program's data, or damage
OTHER_VERSION = const(4)  # our magic and a good CRC, another format version

MSG_SKIPPED = "A damaged save was skipped; the game resumed from the last good one."
MSG_SKIPPED_VERSION = ("A save from a different version of the game was skipped;"
                       " the game resumed from the last good one.")
MSG_DAMAGED = "The save data is damaged and could not be used; starting fresh."
MSG_OTHER_VERSION = "The save is from a different version of the game; starting fresh."
MSG_FOREIGN = "The stored data is not a save of this game; starting fresh."
MSG_UNREADABLE = "The save could not be read; starting fresh."


def _lib_usable():
    # Without long ints, binascii.crc32 overflows on half of all inputs.
    try:
        crc = _lib_crc32(b"123456789")
        return (crc >> 16) == 0xCBF4 and (crc & 0xFFFF) == 0x3926
    except (TypeError, OverflowError):
        return False


if _lib_crc32 is not None and not _lib_usable():
    _lib_crc32 = None


def crc32(first, second=b""):
    """CRC-32 of ``first`` then ``second``, as (high, low) 16-bit halves."""
    if _lib_crc32 is None:
        # Only builds without a usable binascii.crc32 load it: kept loaded,
        # its code would stay in the heap all game.
        from hw.soft_crc import soft_crc32

        return soft_crc32(first, second)
    crc = _lib_crc32(second, _lib_crc32(first))
    return crc >> 16, crc & 0xFFFF


def is_newer(seq, than):
    """True when sequence number ``seq`` comes after ``than``, across wrap-around."""
    ahead = (seq - than) & _SEQ_MASK
    return 0 < ahead < _SEQ_HALF


def size_for(payload_size):
    """Raw store size needed for saves of up to ``payload_size`` bytes."""
    return 2 * (HEADER_SIZE + payload_size)


class MemoryStore:
    """A raw store in RAM, 0xFF-filled like erased flash."""

    def __init__(self, size):
        self.size = size
        self.data = bytearray(b"\xff" * size)

    def read(self, offset, n):
        return bytes(self.data[offset:offset + n])

    def write(self, offset, data):
        self.data[offset:offset + len(data)] = data


class Storage:
    """Two alternating save slots with sequence numbers and CRCs.

    ``magic`` and ``version`` default to this build's; tests pass others to
    make saves from another program or another format version. The slots
    take the ``span`` bytes of ``raw`` from ``base`` (default: all of it),
    slot 1 starting half-way; ``capacity`` (bytes of payload) may keep them
    shorter than that, leaving the rest of each half to others
    (``hw.areas``).
    """

    _ready = None  # a save made ready and not written yet (``save``)

    def __init__(self, raw, magic=MAGIC, version=FORMAT_VERSION, capacity=None, base=0,
                 span=None):
        self.raw = raw
        self.magic = magic
        self.version = version
        self._base = base
        self._slot_size = (raw.size - base if span is None else span) // 2
        self.capacity = self._slot_size - HEADER_SIZE
        if capacity is not None and capacity < self.capacity:
            self.capacity = capacity
        if self.capacity < 1:
            raise ValueError("raw store too small for two save slots")
        self.error = None
        self._states = bytearray(2)
        self._newest = None  # slot of the newest good save, -1 for none, None before a scan
        self._seq = 0
        self._block = None  # the last save's block, kept for the next (``save``)

    def _inspect(self, slot):
        """(state, sequence, payload or None) of one slot."""
        base = self._base + slot * self._slot_size
        head = self.raw.read(base, HEADER_SIZE)
        if head == _ERASED:
            return BLANK, 0, None
        if len(head) < HEADER_SIZE or head == _ZEROED:
            return DAMAGED, 0, None
        if head[0:4] != self.magic:
            return FOREIGN, 0, None
        version, seq, length, crc_lo, crc_hi = struct.unpack_from("<HHHHH", head, 4)
        if length > self.capacity:
            return DAMAGED, seq, None
        payload = self.raw.read(base + HEADER_SIZE, length)
        if len(payload) != length:
            return DAMAGED, seq, None
        crc_hi_found, crc_lo_found = crc32(memoryview(head)[0:_CHECKED], payload)
        if crc_hi_found != crc_hi or crc_lo_found != crc_lo:
            return DAMAGED, seq, None
        if version != self.version:
            return OTHER_VERSION, seq, None
        return VALID, seq, payload

    def load(self):
        """Payload of the newest good save, or None; sets ``error``.

        Never raises for what the store holds; a store that cannot be read
        at all (OSError) loads as None with ``MSG_UNREADABLE``.
        """
        try:
            state0, seq0, payload0 = self._inspect(0)
            state1, seq1, payload1 = self._inspect(1)
        except OSError:
            self._states[0] = DAMAGED
            self._states[1] = DAMAGED
            self._newest = -1
            self.error = MSG_UNREADABLE
            return None
        self._states[0] = state0
        self._states[1] = state1
        if state0 == VALID and (state1 != VALID or not is_newer(seq1, seq0)):
            best, other, self._seq, payload = 0, state1, seq0, payload0
        elif state1 == VALID:
            best, other, self._seq, payload = 1, state0, seq1, payload1
        else:
            best, payload = -1, None
        self._newest = best
        if best >= 0:
            if other == OTHER_VERSION:
                self.error = MSG_SKIPPED_VERSION
            elif other != VALID:
                self.error = MSG_SKIPPED
            else:
                self.error = None
        elif OTHER_VERSION in (state0, state1):
            self.error = MSG_OTHER_VERSION
        elif DAMAGED in (state0, state1):
            self.error = MSG_DAMAGED
        elif FOREIGN in (state0, state1):
            self.error = MSG_FOREIGN
        else:
            self.error = None
        return payload

    def load_older(self):
        """Payload of the good save before the newest (the other slot), or
        None: after a save, the game as it was saved before that."""
        if self._newest is None:
            self.load()
        if self._newest < 0:
            return None
        try:
            state, seq, payload = self._inspect(1 - self._newest)
        except OSError:
            return None
        if state != VALID or not is_newer(self._seq, seq):
            return None
        return payload

    def _flush(self):
        flush = getattr(self.raw, "flush", None)
        if flush is not None:
            flush()

    def save(self, data, write=True):
        """Store ``data`` as the newest save: bytes, or a list of bytes-like
        parts making them up in order (they are copied straight into the
        slot's block, never joined first). Without ``write`` it is only made
        ready, its memory taken, and ``save(None)`` writes it: the caller
        shows the player something first, and writes it before the store is
        used again.

        Raises ValueError when it is larger than ``capacity``, and lets an
        OSError of the raw store (say, a file gone) through to the caller.
        """
        if data is not None:
            parts = data if isinstance(data, list) else (data,)
            size = 0
            for part in parts:
                size += len(part)
            if size > self.capacity:
                raise ValueError("save larger than the slot capacity")
            if self._newest is None:
                error = self.error
                self.load()
                self.error = error
            # The block is kept from one save to the next, allocated again
            # only when a save outgrows it (or needs far less): late in a
            # game the heap is fragmented, and a 6-player game's block
            # allocated at every save can find no hole its size with enough
            # heap free in smaller holes (docs/memory.md, "The heap
            # fragments").
            need = HEADER_SIZE + size
            block = self._block
            if block is None or len(block) < need or len(block) > need + 2 * _ROOM:
                self._block = block = None
                block = self._block = bytearray(need + _ROOM)
            if len(block) > need:
                block = memoryview(block)[:need]
            at = HEADER_SIZE
            for part in parts:
                block[at:at + len(part)] = part
                at += len(part)
            parts = data = None
            self._ready = block
            if not write:
                return
        block = self._ready
        if block is None:
            return
        self._ready = None
        if self._newest >= 0:
            self._write_slot(1 - self._newest, (self._seq + 1) & _SEQ_MASK, block)
        else:  # no good save yet: fill both slots (see the module docstring)
            self._write_slot(1, 0, block)
            self._write_slot(0, 1, block)

    def renew_older(self, payload):
        """Make the older save the newest again (a take back); ``payload``
        is its payload, as ``load_older`` returned it. Only that slot's
        header is rewritten, with the next sequence number: the payload is
        neither encoded nor written again. The newest save becomes the
        older one. Raises ValueError when there is no older good save."""
        newest = self._newest
        if newest is None or newest < 0 or self._states[1 - newest] != VALID:
            raise ValueError("no older save to take back to")
        self._write_slot(1 - newest, (self._seq + 1) & _SEQ_MASK, bytearray(HEADER_SIZE),
                         payload)

    def _write_slot(self, slot, seq, block, payload=None):
        """Write ``block`` (a header's room, then the payload, or only the
        header's room when ``payload`` is given apart) at ``slot``."""
        if payload is None:
            payload = memoryview(block)[HEADER_SIZE:]
        block[0:4] = self.magic
        struct.pack_into("<HHH", block, 4, self.version, seq, len(payload))
        crc_hi, crc_lo = crc32(memoryview(block)[0:_CHECKED], payload)
        struct.pack_into("<HH", block, _CHECKED, crc_lo, crc_hi)
        self.raw.write(self._base + slot * self._slot_size, block)
        self._flush()
        self._states[slot] = VALID
        self._newest = slot
        self._seq = seq

    def clear(self):
        """Forget both saves: the older slot first, so a cut never revives it."""
        self._ready = None
        if self._newest is None:
            self.load()
        first = 0 if self._newest == 1 else 1
        for slot in (first, 1 - first):
            if self._states[slot] != BLANK:
                self.raw.write(self._base + slot * self._slot_size, _ERASED)
                self._states[slot] = BLANK
        self._flush()
        self._newest = -1
        self.error = None

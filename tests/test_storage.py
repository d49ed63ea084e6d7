"""Crash-safe save slots: round trips, slot rotation, sequence wrap, a power cut
after every byte of a write, thousands of random corruptions, the file and
NVM stores. The torture campaigns and their pass rules live in
bench/bench_storage.py, which runs them bigger and prints the figures."""
import os
import random
import sys
import types
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench import bench_storage as torture
from hw import nvm_store, storage
from hw.file_store import FileStore
from hw.nvm_store import NvmStore, open_store
from hw.soft_crc import soft_crc32
from hw.storage import (
    HEADER_SIZE,
    MemoryStore,
    Storage,
    crc32,
    is_newer,
    size_for,
)

GAME = bytes(range(256)) * 6  # 1536 bytes, the size of a 6-player game
MESSAGES = torture.MESSAGES


def slot_header(raw, slot):
    """(magic, version, sequence, length) read straight from a slot."""
    at = slot * (raw.size // 2)
    head = raw.read(at, HEADER_SIZE)
    return (bytes(head[0:4]), head[4] | head[5] << 8, head[6] | head[7] << 8,
            head[8] | head[9] << 8)


# ------------------------------------------------------------------- CRC-32

def test_crc_check_value():
    assert crc32(b"123456789") == (0xCBF4, 0x3926)
    assert soft_crc32(b"123456789") == (0xCBF4, 0x3926)


@given(st.binary(max_size=300), st.binary(max_size=300))
def test_both_crcs_match_zlib(first, second):
    expected = zlib.crc32(first + second)
    halves = (expected >> 16, expected & 0xFFFF)
    assert crc32(first, second) == halves
    assert soft_crc32(first, second) == halves


def test_pure_python_crc_writes_the_same_bytes(monkeypatch):
    with_lib = MemoryStore(size_for(len(GAME)))
    Storage(with_lib).save(GAME)
    monkeypatch.setattr(storage, "_lib_crc32", None)
    without = MemoryStore(size_for(len(GAME)))
    Storage(without).save(GAME)
    assert without.data == with_lib.data
    assert Storage(with_lib).load() == GAME


# ------------------------------------------------------- slots and sequence

def test_round_trip_through_a_fresh_storage():
    raw = MemoryStore(8192)
    Storage(raw).save(GAME)
    box = Storage(raw)
    assert box.load() == GAME
    assert box.error is None


def test_the_older_save_is_the_one_before_the_newest():
    raw = MemoryStore(8192)
    box = Storage(raw)
    assert box.load_older() is None
    box.save(b"one")
    box.save(b"two!")
    assert box.load_older() == b"one"
    box.save(b"three")
    assert Storage(raw).load_older() == b"two!"
    raw.write(raw.size // 2 + HEADER_SIZE, b"X")  # slot 1 (b"two!") damaged
    assert Storage(raw).load_older() is None
    assert Storage(raw).load() == b"three"


def test_a_save_made_ready_is_written_only_when_asked():
    # The map shows a move before its save is written (carto_ui.play): made
    # ready, the store still holds the game before it; a cut then resumes
    # that one, and save(None) writes the ready one, once.
    raw = MemoryStore(8192)
    box = Storage(raw)
    box.save(b"one")
    box.save([b"tw", b"o!"], write=False)
    before = bytes(raw.data)
    assert Storage(raw).load() == b"one"
    box.save(None)
    assert Storage(raw).load() == b"two!" and Storage(raw).load_older() == b"one"
    after = bytes(raw.data)
    box.save(None)  # nothing ready: nothing written
    assert bytes(raw.data) == after != before


def test_a_save_from_parts_is_the_save_of_their_bytes():
    parts = [GAME[:5], bytearray(GAME[5:700]), memoryview(GAME)[700:]]
    joined, split = MemoryStore(8192), MemoryStore(8192)
    for payload in (GAME, GAME[::-1]):
        Storage(joined).save(payload)
    box = Storage(split)
    box.save(parts)
    box.save([GAME[::-1]])
    assert split.data == joined.data
    with pytest.raises(ValueError):
        box.save([GAME, bytes(box.capacity - len(GAME) + 1)])
    assert Storage(split).load() == GAME[::-1]


def test_saves_longer_and_shorter_than_the_last_load_back_exactly():
    # Each save's block is kept for the next: a longer save, a slightly
    # shorter one (the kept block's tail must not be written) and a far
    # shorter one all read back as written, on NVM in one flash write each.
    nvm = CountingNvm(b"\xff" * 8192)
    box = Storage(NvmStore(nvm))
    box.load()
    for size in (700, 701, 760, 698, 3, 0, 1000):
        payload = bytes((size + i) & 0xFF for i in range(size))
        box.save([payload[:size // 2], payload[size // 2:]])
        assert Storage(NvmStore(nvm)).load() == payload, size
    assert nvm.writes == 2 + 6
    assert box.load_older() == b""  # the save before the last, of 0 bytes


def test_renew_older_makes_the_older_save_the_newest_by_its_header_alone():
    raw = MemoryStore(8192)
    box = Storage(raw)
    box.save(b"one")
    box.save(b"two!")  # slot 1, sequence 2 (the first save used 0 and 1)
    before = bytes(raw.data)
    older = box.load_older()
    box.renew_older(older)
    half = raw.size // 2
    # Slot 0 (b"one") got the next sequence number; its payload and all of
    # slot 1 are untouched.
    assert slot_header(raw, 0) == (b"CRTG", 1, 3, 3)
    assert raw.data[HEADER_SIZE:half] == before[HEADER_SIZE:half]
    assert raw.data[half:] == before[half:]
    for fresh in (box, Storage(raw)):
        assert fresh.load() == b"one" and fresh.error is None
        assert fresh.load_older() == b"two!"
    box.save(b"three")  # goes over slot 1, the older one now
    assert Storage(raw).load() == b"three" and Storage(raw).load_older() == b"one"


def test_renew_older_needs_an_older_good_save():
    box = Storage(MemoryStore(8192))
    with pytest.raises(ValueError):
        box.renew_older(b"")
    box.save(b"only")  # fills both slots with the same save
    assert box.load_older() == b"only"
    box.renew_older(b"only")
    assert box.load() == b"only"
    raw = MemoryStore(8192)
    Storage(raw).save(b"one")
    Storage(raw).save(b"two!")
    raw.write(HEADER_SIZE, b"X")  # slot 0 (b"one") damaged
    box = Storage(raw)
    assert box.load() == b"two!" and box.load_older() is None
    with pytest.raises(ValueError):
        box.renew_older(b"one")
    assert Storage(raw).load() == b"two!"


def test_a_power_cut_while_renewing_keeps_one_of_the_two_saves():
    raw = MemoryStore(8192)
    box = Storage(raw)
    box.save(b"one")
    box.save(b"two!")
    image = bytes(raw.data)
    for budget in range(HEADER_SIZE + 1):
        cut = torture.CutStore(image, budget)
        renewing = Storage(cut)
        try:
            renewing.renew_older(renewing.load_older())
        except torture.PowerCut:
            pass
        got = Storage(cut).load()
        assert got == (b"one" if budget == HEADER_SIZE else b"two!"), budget


def test_blank_store_loads_nothing_without_a_message():
    box = Storage(MemoryStore(8192))
    assert box.load() is None
    assert box.error is None


def test_empty_payload_is_a_save():
    raw = MemoryStore(64)
    Storage(raw).save(b"")
    assert Storage(raw).load() == b""


def test_first_save_fills_both_slots_then_slots_alternate():
    raw = MemoryStore(8192)
    box = Storage(raw)
    box.save(b"one")
    assert slot_header(raw, 1) == (storage.MAGIC, storage.FORMAT_VERSION, 0, 3)
    assert slot_header(raw, 0) == (storage.MAGIC, storage.FORMAT_VERSION, 1, 3)
    box.save(b"two!")
    assert slot_header(raw, 1)[2:] == (2, 4)
    box.save(b"three")
    assert slot_header(raw, 0)[2:] == (3, 5)
    assert slot_header(raw, 1)[2:] == (2, 4)
    check = Storage(raw)
    assert check.load() == b"three"
    assert check.error is None


def test_capacity_is_half_the_store_less_a_header():
    raw = MemoryStore(8192)
    box = Storage(raw)
    assert box.capacity == 4096 - HEADER_SIZE
    box.save(bytes(box.capacity))
    assert Storage(raw).load() == bytes(box.capacity)
    with pytest.raises(ValueError):
        box.save(bytes(box.capacity + 1))
    assert size_for(1536) == 2 * (1536 + HEADER_SIZE)
    with pytest.raises(ValueError):
        Storage(MemoryStore(2 * HEADER_SIZE))


def test_is_newer_across_wrap_around():
    assert is_newer(1, 0)
    assert not is_newer(0, 1)
    assert is_newer(0, 0xFFFF)
    assert not is_newer(0xFFFF, 0)
    assert is_newer(5, 0xFFF0)
    assert not is_newer(7, 7)


def test_sequence_wraps_around_through_saves():
    raw = MemoryStore(size_for(4))
    box = Storage(raw)
    for n in range(70000):
        box.save(n.to_bytes(4, "little"))
        if n % 5000 == 0 or 65530 <= n <= 65540:
            assert Storage(raw).load() == n.to_bytes(4, "little"), n
    seqs = sorted((slot_header(raw, 0)[2], slot_header(raw, 1)[2]))
    assert seqs == [69999 & 0xFFFF, 70000 & 0xFFFF]  # the first save used two numbers
    assert Storage(raw).load() == (69999).to_bytes(4, "little")


# ---------------------------------------------------------------- messages

def test_every_message_is_one_sentence():
    for text in MESSAGES:
        assert text.endswith(".") and text.count(".") == 1 and text[0].isupper()


def _two_saves():
    raw = MemoryStore(8192)
    box = Storage(raw)
    box.save(b"old game")
    box.save(b"new game")  # goes to slot 1
    return raw


def test_damaged_newest_falls_back_with_a_message():
    raw = _two_saves()
    raw.data[4096 + HEADER_SIZE + 2] ^= 0x10
    box = Storage(raw)
    assert box.load() == b"old game"
    assert box.error == storage.MSG_SKIPPED


def test_erased_newest_slot_is_reported_not_taken_for_unused():
    raw = _two_saves()
    raw.data[4096:8192] = b"\xff" * 4096
    box = Storage(raw)
    assert box.load() == b"old game"
    assert box.error == storage.MSG_SKIPPED


def test_newer_save_of_another_format_version_is_skipped_with_a_message():
    raw = _two_saves()
    raw.data[0:4096] = torture.slot_image(b"future game", 9, version=2).ljust(4096, b"\xff")
    box = Storage(raw)
    assert box.load() == b"new game"
    assert box.error == storage.MSG_SKIPPED_VERSION


def test_only_another_format_version():
    raw = MemoryStore(8192)
    Storage(raw, version=2).save(b"future game")
    box = Storage(raw)
    assert box.load() is None
    assert box.error == storage.MSG_OTHER_VERSION
    assert Storage(raw, version=2).load() == b"future game"


def test_save_of_another_build_is_foreign():
    raw = MemoryStore(8192)
    Storage(raw, magic=b"XXXX").save(b"someone else")
    box = Storage(raw)
    assert box.load() is None
    assert box.error == storage.MSG_FOREIGN


def test_all_zeros_is_damage_and_all_ff_is_a_new_store():
    raw = MemoryStore(8192)
    raw.data[:] = bytes(8192)
    box = Storage(raw)
    assert box.load() is None
    assert box.error == storage.MSG_DAMAGED
    raw.data[:] = b"\xff" * 8192
    assert box.load() is None
    assert box.error is None


def test_first_save_over_foreign_data_leaves_no_message_behind():
    raw = MemoryStore(8192)
    raw.data[:] = bytes(random.Random(4).getrandbits(8) for _ in range(8192))
    box = Storage(raw)
    assert box.load() is None
    assert box.error == storage.MSG_FOREIGN
    box.save(GAME)
    again = Storage(raw)
    assert again.load() == GAME
    assert again.error is None


def test_clear_forgets_and_a_new_game_starts_clean():
    raw = _two_saves()
    box = Storage(raw)
    box.load()
    box.clear()
    check = Storage(raw)
    assert check.load() is None
    assert check.error is None
    box.save(b"fresh")
    assert Storage(raw).load() == b"fresh"


# ----------------------------------------------------- power cuts, corruption

def test_power_cut_after_every_byte_keeps_old_or_new():
    tried, failures = torture.sweep_cuts(random.Random(11))
    assert failures == []
    # five scenarios of 28 to 3100 bytes, every byte, clean and 6 torn variants
    assert tried > 7 * (3100 + 1564 + 1564)


def test_thousands_of_random_corruptions():
    tried, failures, kinds, _ = torture.corruption_campaign(4000, seed=12)
    assert failures == []
    assert tried == 4000
    assert len(kinds) == 13  # every kind, and each fill of whole and slot


def test_truncated_save_files(tmp_path):
    tried, failures = torture.truncation_campaign(300, str(tmp_path), seed=13)
    assert failures == []
    assert tried == 300


_BASES = torture._base_states(random.Random(14))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(range(len(_BASES))),
       st.lists(st.tuples(st.integers(0, torture.STORE_SIZE - 1), st.integers(0, 255)),
                min_size=1, max_size=40))
def test_any_overwritten_bytes(which, writes):
    base, saved, newest = _BASES[which]
    image = bytearray(base)
    for at, value in writes:
        image[at] = value
    result, error = torture.load_image(bytes(image))
    assert torture.judge(base, saved, newest, bytes(image), result, error) is None


@settings(max_examples=300, deadline=None)
@given(st.binary(min_size=2 * HEADER_SIZE + 2, max_size=400))
def test_random_garbage_store(garbage):
    raw = MemoryStore(len(garbage))
    raw.data[:] = garbage
    box = Storage(raw)
    assert box.load() is None
    assert box.error in MESSAGES or garbage[:HEADER_SIZE] == b"\xff" * HEADER_SIZE


# ---------------------------------------------------------------- FileStore

def test_file_store_create_reopen_resume(tmp_path):
    path = str(tmp_path / "deep" / "er" / "game.sav")
    raw = FileStore(path, 8192)
    assert os.path.getsize(path) == 8192
    assert raw.read(0, 8192) == b"\xff" * 8192
    assert not os.path.exists(path + ".new")
    box = Storage(raw)
    assert box.load() is None
    box.save(b"turn 1")
    box.save(b"turn 2")
    again = Storage(FileStore(path, 8192))
    assert again.load() == b"turn 2"
    assert again.error is None
    again.save(b"turn 3")
    assert Storage(FileStore(path, 8192)).load() == b"turn 3"


def test_short_file_is_padded_and_reported(tmp_path):
    path = str(tmp_path / "game.sav")
    box = Storage(FileStore(path, 8192))
    box.save(b"turn 1")
    box.save(b"turn 2")  # slot 1, at 4096
    with open(path, "r+b") as handle:
        handle.truncate(4100)
    raw = FileStore(path, 8192)
    assert os.path.getsize(path) == 8192
    again = Storage(raw)
    assert again.load() == b"turn 1"
    assert again.error == storage.MSG_SKIPPED


def test_unreadable_store_loads_nothing_with_a_message(tmp_path):
    path = str(tmp_path / "game.sav")
    box = Storage(FileStore(path, 8192))
    box.save(b"turn 1")
    os.remove(path)
    assert box.load() is None
    assert box.error == storage.MSG_UNREADABLE
    with pytest.raises(OSError):
        box.save(b"turn 2")


def test_file_store_that_cannot_be_created_raises(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_bytes(b"")
    with pytest.raises(OSError):
        FileStore(str(blocker / "game.sav"), 8192)


# ----------------------------------------------------------------- NvmStore

class CountingNvm(bytearray):
    """A bytearray that counts slice assignments, as flash writes."""

    writes = 0

    def __setitem__(self, index, value):
        self.writes += 1
        super().__setitem__(index, value)


def test_nvm_store_one_flash_write_per_save():
    nvm = CountingNvm(b"\xff" * 8192)
    raw = NvmStore(nvm)
    box = Storage(raw)
    assert box.load() is None
    box.save(GAME)
    assert nvm.writes == 2  # the first save writes both slots
    box.save(GAME[::-1])
    assert nvm.writes == 3
    assert Storage(NvmStore(nvm)).load() == GAME[::-1]
    box.renew_older(box.load_older())  # a take back: one header
    assert nvm.writes == 4
    assert Storage(NvmStore(nvm)).load() == GAME
    box.clear()
    assert nvm.writes == 6  # two headers, far apart
    box.clear()
    assert nvm.writes == 6
    assert raw.commits == nvm.writes


def test_nvm_store_skips_unchanged_bytes_and_reads_pending_writes():
    nvm = CountingNvm(bytes(64))
    raw = NvmStore(nvm, offset=16, size=32)
    raw.write(4, b"\x00\x00")
    raw.flush()
    assert nvm.writes == 0
    raw.write(4, b"ab")
    raw.write(2, b"xy")  # touches the held-back run: merged into it
    raw.write(5, b"ZZ")  # overlaps it
    assert raw.read(0, 8) == b"\x00\x00xyaZZ\x00"
    assert nvm.writes == 1
    assert bytes(nvm[16:24]) == b"\x00\x00xyaZZ\x00"
    with pytest.raises(ValueError):
        raw.write(31, b"ab")
    with pytest.raises(ValueError):
        NvmStore(nvm, offset=40, size=32)


def test_samd51_block_rewrite_never_loads_a_wrong_game():
    tried, tally, failures = torture.samd51_campaign(random.Random(15), step=5)
    assert failures == []
    assert tried == 2 * (8192 // 5 + 1)
    assert tally.get("lost silently", 0) <= 2  # only a cut right after the erase


@pytest.fixture
def fake_board(monkeypatch):
    """Install a fake ``microcontroller`` module; returns a setter for its nvm."""
    module = types.ModuleType("microcontroller")
    monkeypatch.setitem(sys.modules, "microcontroller", module)

    def set_nvm(nvm):
        module.nvm = nvm
    return set_nvm


def test_open_store_prefers_nvm(fake_board, tmp_path):
    fake_board(bytearray(b"\xff" * 8192))
    raw = open_store(size_for(1536), str(tmp_path / "x.sav"))
    assert isinstance(raw, NvmStore) and raw.size == 8192
    assert not os.path.exists(str(tmp_path / "x.sav"))


def test_open_store_falls_back_to_a_file(fake_board, tmp_path):
    path = str(tmp_path / "x.sav")
    for nvm in (None, bytearray(256)):
        fake_board(nvm)
        raw = open_store(size_for(1536), path)
        assert isinstance(raw, FileStore) and raw.size == nvm_store.FILE_SIZE
    blocker = tmp_path / "file"
    blocker.write_bytes(b"")
    assert open_store(size_for(1536), str(blocker / "x.sav")) is None


def test_nvm_store_without_nvm_raises(fake_board):
    fake_board(None)
    with pytest.raises(OSError):
        NvmStore()


# ------------------------------------------------------ under real MicroPython

MICROPYTHON_CHECK = """
from hw import storage
from hw.storage import Storage, MemoryStore, crc32
from hw.soft_crc import soft_crc32
from hw.nvm_store import NvmStore

class Cut(Exception):
    pass

class CutStore(MemoryStore):
    def __init__(self, image, budget):
        self.size = len(image)
        self.data = bytearray(image)
        self.budget = budget
    def write(self, offset, data):
        n = min(len(data), self.budget)
        self.data[offset:offset + n] = data[:n] if n < len(data) else data
        self.budget -= n
        if n < len(data):
            raise Cut()

def run(lib):
    if not lib:
        storage._lib_crc32 = None
    game = bytes(range(256)) * 6
    assert crc32(b"123456789") == (0xCBF4, 0x3926)
    assert soft_crc32(game, b"x") == crc32(game, b"x")
    raw = MemoryStore(8192)
    Storage(raw).save(game)
    base = bytes(raw.data)
    new = bytes(reversed(game))
    cuts = 0
    for budget in range(0, 1551, 3 if lib else 50):
        store = CutStore(base, budget)
        try:
            Storage(store).save(new)
        except Cut:
            pass
        got = Storage(store).load()
        assert got == (new if budget == 1550 else game), budget
        cuts += 1
    nvm = bytearray(b"\\xff" * 8192)
    box = Storage(NvmStore(nvm))
    box.save(game)
    box.save(new)
    nvm[4096 + 20] ^= 1
    check = Storage(NvmStore(nvm))
    assert check.load() == game and check.error == storage.MSG_SKIPPED
    print("ok", lib, cuts)

run(%r)
"""


@pytest.mark.parametrize("lib", [True, False], ids=["binascii", "pure-crc"])
def test_under_micropython(lib):
    from tools import mpyrun
    try:
        code, out, err = mpyrun.run(MICROPYTHON_CHECK % lib, heap=64 * 1024, dirs=("hw",))
    except mpyrun.HarnessMissing as missing:
        pytest.skip(str(missing))
    assert code == 0, err
    assert out.split()[:2] == ["ok", str(lib)]

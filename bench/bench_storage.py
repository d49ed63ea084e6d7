"""Torture and timing of the crash-safe save slots (hw/storage.py, hw/nvm_store.py).

Four campaigns, each judged by rules that tests/test_storage.py also runs
(smaller) and asserts on:

* power cuts: a save (or a clear) is stopped after every byte it writes,
  once cleanly and once more for each of six ways the torn byte may end up
  half old and half new; the store must then load the old game or the new
  one, the new one early only with a message, and after a clear never the
  game before the newest;
* corruptions: seeded random damage of 13 kinds to stores holding zero to
  three saves; the store must load a game that was saved and is still
  intact (the newest when that one is), never roll back without a message,
  never lose a game silently unless both headers read as erased, never
  raise;
* truncations: a save file cut to a random length and reopened, same rules;
* SAMD51 flash model: one commit of ``NvmStore`` as that chip does it (the
  whole 8 KB block erased, then programmed back in address order) cut after
  every byte; each outcome is counted as old game, new game or lost, with
  or without a message, and a wrong game is a failure.

Then save/load times for a 1.5 KB payload on CPython.

Run: ``python bench/bench_storage.py [corruptions]`` (default 20000).
"""
import os
import random
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)

from hw import storage  # noqa: E402
from hw.file_store import FileStore  # noqa: E402
from hw.nvm_store import NvmStore  # noqa: E402
from hw.soft_crc import soft_crc32  # noqa: E402
from hw.storage import (  # noqa: E402
    HEADER_SIZE,
    MAGIC,
    MemoryStore,
    Storage,
    crc32,
)

STORE_SIZE = 8192
SLOT_SIZE = STORE_SIZE // 2
GAME_SIZE = 1536
TORN_MASKS = (0x0F, 0xF0, 0x55, 0xAA, 0x01, 0x80)
MESSAGES = (storage.MSG_SKIPPED, storage.MSG_SKIPPED_VERSION, storage.MSG_DAMAGED,
            storage.MSG_OTHER_VERSION, storage.MSG_FOREIGN, storage.MSG_UNREADABLE)


class PowerCut(Exception):
    """Raised by CutStore when its byte budget runs out."""


class CutStore(MemoryStore):
    """A MemoryStore that loses power after ``budget`` bytes.

    With ``torn`` set, the byte being written when the power goes keeps
    the old value's bits outside ``torn`` and takes the new one's inside.
    With ``budget`` None it never cuts and counts the bytes written.
    """

    def __init__(self, image, budget=None, torn=None):
        self.size = len(image)
        self.data = bytearray(image)
        self.budget = budget
        self.torn = torn
        self.written = 0

    def write(self, offset, data):
        n = len(data)
        if self.budget is None or self.written + n <= self.budget:
            self.data[offset:offset + n] = data
            self.written += n
            return
        done = self.budget - self.written
        self.data[offset:offset + done] = data[:done]
        self.written += done
        if self.torn is not None:
            at = offset + done
            self.data[at] = (self.data[at] & ~self.torn & 0xFF) | (data[done] & self.torn)
        raise PowerCut()


def game(rng, size=GAME_SIZE):
    """Random bytes standing in for a saved game."""
    return bytes(rng.getrandbits(8) for _ in range(size))


def slot_image(payload, seq, magic=MAGIC, version=storage.FORMAT_VERSION):
    """Header and payload of one slot as Storage would write them."""
    head = bytearray(HEADER_SIZE)
    head[0:4] = magic
    head[4:10] = bytes((version & 0xFF, version >> 8, seq & 0xFF, seq >> 8,
                        len(payload) & 0xFF, len(payload) >> 8))
    hi, lo = crc32(bytes(head[0:10]), payload)
    head[10:14] = bytes((lo & 0xFF, lo >> 8, hi & 0xFF, hi >> 8))
    return bytes(head) + payload


def load_image(image):
    """(payload or None, error) of a fresh Storage over a copy of ``image``."""
    box = Storage(MemoryStore(len(image)))
    box.raw.data[:] = image
    return box.load(), box.error


# ---------------------------------------------------------------- power cuts

def _saved(image, saves):
    store = CutStore(image)
    box = Storage(store)
    for payload in saves:
        box.save(payload)
    return bytes(store.data)


def cut_scenarios(rng):
    """(name, image before, operation, (old game, new game), atomic).

    A clear's "new game" is None: no save. ``atomic``: the old game must
    stay until the very last byte is written (the first save writes two
    copies, and may show the new game, with a message, after the first)."""
    first = game(rng)
    second = game(rng)
    third = game(rng, 200)  # shorter than what it overwrites
    blank = b"\xff" * STORE_SIZE
    garbage = bytes(rng.getrandbits(8) for _ in range(STORE_SIZE))
    one = _saved(blank, [first])
    two = _saved(blank, [first, second])
    return (
        ("first save", blank, lambda box: box.save(first), (None, first), False),
        ("second save", one, lambda box: box.save(second), (first, second), True),
        ("third save, shorter", two, lambda box: box.save(third), (second, third), True),
        ("first save over garbage", garbage, lambda box: box.save(first), (None, first), False),
        ("clear", two, lambda box: box.clear(), (second, None), False),
    )


def sweep_cuts(rng, masks=TORN_MASKS):
    """Cut every scenario after every byte; returns (cuts tried, failures)."""
    tried = 0
    failures = []
    for name, image, operation, allowed, atomic in cut_scenarios(rng):
        old, complete = allowed
        counter = CutStore(image)
        operation(Storage(counter))
        length = counter.written
        finished = counter.data
        for budget in range(length + 1):
            for torn in (None,) + (masks if budget < length else ()):
                store = CutStore(image, budget, torn)
                try:
                    operation(Storage(store))
                except PowerCut:
                    pass
                tried += 1
                try:
                    result, error = load_image(store.data)
                except Exception as caught:  # the very thing being hunted
                    failures.append((name, budget, torn, "raised %r" % caught))
                    continue
                if error is not None and error not in MESSAGES:
                    failures.append((name, budget, torn, "unknown error text"))
                elif result not in allowed:
                    failures.append((name, budget, torn, "loaded a game never saved"))
                elif store.data == finished:  # a torn byte may land right
                    if result != complete:
                        failures.append((name, budget, torn, "completed write not loaded"))
                elif result == complete and error is None:
                    # only the first save, once its first copy is whole, may
                    # show the new game early, and then with a message
                    failures.append((name, budget, torn, "incomplete write taken silently"))
                elif atomic and result != old:
                    failures.append((name, budget, torn, "old game not kept"))
    return tried, failures


# -------------------------------------------------------------- corruptions

def _base_states(rng):
    """(image, {slot: payload}, newest slot or -1) for 0, 1, 2 and 3 saves."""
    states = []
    image = b"\xff" * STORE_SIZE
    saved = {}
    states.append((image, {}, -1))
    for count in range(3):
        payload = game(rng, rng.randrange(1, GAME_SIZE + 1))
        image = _saved(image, [payload])
        # the first save fills both slots and ends in slot 0; then they alternate
        newest = count & 1
        saved = dict(saved)
        saved[newest] = payload
        if count == 0:
            saved[1] = payload
        states.append((image, saved, newest))
    return states


def _garbage(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def corrupt(rng, image, newest):
    """(kind, corrupted image) for one random corruption of ``image``."""
    data = bytearray(image)
    older = 1 - newest if newest >= 0 else rng.randrange(2)
    kind = rng.choice(("bytes", "bits", "span", "whole", "slot", "newer_bad_crc",
                       "other_version", "other_build", "header"))
    if kind == "bytes":
        for _ in range(rng.randrange(1, 17)):
            data[rng.randrange(STORE_SIZE)] = rng.getrandbits(8)
    elif kind == "bits":
        for _ in range(rng.randrange(1, 9)):
            data[rng.randrange(STORE_SIZE)] ^= 1 << rng.randrange(8)
    elif kind == "span":
        at = rng.randrange(STORE_SIZE)
        size = min(rng.randrange(1, 301), STORE_SIZE - at)
        data[at:at + size] = _garbage(rng, size)
    elif kind == "whole":
        fill = rng.choice(("zeros", "ff", "garbage"))
        kind += " " + fill
        if fill == "garbage":
            data[:] = _garbage(rng, STORE_SIZE)
        else:
            data[:] = (b"\x00" if fill == "zeros" else b"\xff") * STORE_SIZE
    elif kind == "slot":
        fill = rng.choice(("zeros", "ff", "garbage"))
        slot = rng.randrange(2)
        kind += " " + fill
        if fill == "garbage":
            block = _garbage(rng, SLOT_SIZE)
        else:
            block = (b"\x00" if fill == "zeros" else b"\xff") * SLOT_SIZE
        data[slot * SLOT_SIZE:(slot + 1) * SLOT_SIZE] = block
    elif kind == "header":
        slot = rng.randrange(2)
        at = slot * SLOT_SIZE + rng.randrange(HEADER_SIZE)
        data[at] = rng.getrandbits(8)
    else:
        seq = _newest_seq(image, newest) + rng.randrange(1, 100)
        payload = game(rng, rng.randrange(1, GAME_SIZE + 1))
        if kind == "newer_bad_crc":
            block = bytearray(slot_image(payload, seq))
            block[10:14] = _garbage(rng, 4)
        elif kind == "other_version":
            block = slot_image(payload, seq, version=rng.choice((0, 2, 7, 0xFFFF)))
        else:
            block = slot_image(payload, seq, magic=rng.choice((b"CRTH", b"XXXX", b"crtg")))
        slot = older if rng.randrange(4) else 1 - older
        data[slot * SLOT_SIZE:slot * SLOT_SIZE + len(block)] = block
    return kind, bytes(data)


def _newest_seq(image, newest):
    if newest < 0:
        return 0
    at = newest * SLOT_SIZE
    return image[at + 6] | (image[at + 7] << 8)


def _slot_span(image, slot, saved):
    at = slot * SLOT_SIZE
    if slot in saved:
        return at, at + HEADER_SIZE + len(saved[slot])
    return at, at + HEADER_SIZE


def judge(base, saved, newest, image, result, error):
    """What is wrong with loading ``image`` (corrupted from ``base``), or None."""
    if error is not None and error not in MESSAGES:
        return "unknown error text"
    intact = []
    for slot in (0, 1):
        start, end = _slot_span(base, slot, saved)
        if base[start:end] == image[start:end]:
            intact.append(slot)
    good = [slot for slot in intact if slot in saved]
    if result is not None and result not in [saved[slot] for slot in good]:
        return "loaded a game that is not an intact save"
    if newest in good:
        if result != saved[newest]:
            return "newest save intact but not loaded"
        return None
    if good:
        if result != saved[good[0]]:
            return "older save intact but not loaded"
        if error is None:
            return "rolled back to the older save without a message"
        return None
    if result is None and saved and error is None:
        erased = b"\xff" * HEADER_SIZE
        if image[0:HEADER_SIZE] != erased or image[SLOT_SIZE:SLOT_SIZE + HEADER_SIZE] != erased:
            return "game lost without a message"
    return None


def corruption_campaign(count, seed=5):
    """Run ``count`` seeded corruptions; (tried, failures, kinds, silent blanks)."""
    rng = random.Random(seed)
    states = _base_states(rng)
    failures = []
    kinds = {}
    blanked = 0
    for trial in range(count):
        base, saved, newest = states[trial % len(states)]
        kind, image = corrupt(rng, base, newest)
        kinds[kind] = kinds.get(kind, 0) + 1
        try:
            result, error = load_image(image)
        except Exception as caught:  # the very thing being hunted
            failures.append((trial, kind, "raised %r" % caught))
            continue
        problem = judge(base, saved, newest, image, result, error)
        if problem:
            failures.append((trial, kind, problem))
        elif result is None and error is None and saved:
            blanked += 1
    return count, failures, kinds, blanked


def truncation_campaign(count, folder, seed=6):
    """Save files cut to random lengths and reopened; (tried, failures)."""
    rng = random.Random(seed)
    states = _base_states(rng)
    failures = []
    path = os.path.join(folder, "trunc.sav")
    for trial in range(count):
        base, saved, newest = states[trial % len(states)]
        with open(path, "wb") as handle:
            handle.write(base[:rng.randrange(STORE_SIZE)])
        try:
            box = Storage(FileStore(path, STORE_SIZE))
            result, error = box.load(), box.error
            with open(path, "rb") as handle:
                image = handle.read()
        except Exception as caught:  # the very thing being hunted
            failures.append((trial, "raised %r" % caught))
            continue
        if len(image) != STORE_SIZE:
            failures.append((trial, "file not restored to its size"))
            continue
        problem = judge(base, saved, newest, image, result, error)
        if problem:
            failures.append((trial, problem))
    return count, failures


# ------------------------------------------------------------ SAMD51 model

class FlashCut(Exception):
    """The SAMD51 model lost power."""


class Samd51Nvm:
    """``microcontroller.nvm`` as the SAMD51 writes it: any slice assignment
    erases the whole 8 KB block and programs it back in address order.
    ``cut_after`` programmed bytes (None: never) the power goes."""

    def __init__(self, image, cut_after=None):
        self.cells = bytearray(image)
        self.cut_after = cut_after

    def __len__(self):
        return len(self.cells)

    def __getitem__(self, index):
        return bytearray(self.cells[index])

    def __setitem__(self, index, value):
        block = bytearray(self.cells)
        block[index] = value
        cut = self.cut_after
        if cut is None or cut >= len(block):
            self.cells[:] = block
            return
        self.cells[:] = block[:cut] + b"\xff" * (len(block) - cut)
        raise FlashCut()


def samd51_campaign(rng, step=1):
    """Cut one NvmStore commit at every programmed byte; (tried, tally, failures)."""
    first = game(rng)
    second = game(rng)
    third = game(rng)
    one = _saved(b"\xff" * STORE_SIZE, [first])
    two = _saved(b"\xff" * STORE_SIZE, [first, second])
    tally = {}
    failures = []
    tried = 0
    for image, old, new in ((one, first, second), (two, second, third)):
        for cut in range(0, STORE_SIZE + 1, step):
            nvm = Samd51Nvm(image, cut)
            box = Storage(NvmStore(nvm))
            box.load()
            try:
                box.save(new)
            except FlashCut:
                pass
            tried += 1
            try:
                after = Storage(NvmStore(Samd51Nvm(nvm.cells)))
                result = after.load()
            except Exception as caught:  # the very thing being hunted
                failures.append((cut, "raised %r" % caught))
                continue
            if result == old:
                outcome = "old game"
            elif result == new:
                outcome = "new game"
            elif result is None:
                outcome = "lost"
            else:
                failures.append((cut, "loaded a game never saved"))
                continue
            outcome += " with a message" if after.error else " silently"
            tally[outcome] = tally.get(outcome, 0) + 1
    return tried, tally, failures


# ------------------------------------------------------------------ timing

def _best_of(repeat, action):
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        took = time.perf_counter() - start
        best = took if best is None or took < best else best
    return best * 1000


def timings(folder, repeat=50):
    """Best-of-``repeat`` milliseconds for save and load of a 1.5 KB game."""
    rng = random.Random(7)
    payload = game(rng)
    rows = []
    stores = (
        ("MemoryStore", MemoryStore(STORE_SIZE)),
        ("NvmStore over a bytearray", NvmStore(bytearray(b"\xff" * STORE_SIZE))),
        ("FileStore (fsync each write)", FileStore(os.path.join(folder, "t.sav"), STORE_SIZE)),
    )
    for name, raw in stores:
        box = Storage(raw)
        box.load()
        save_ms = _best_of(repeat, lambda box=box: box.save(payload))
        load_ms = _best_of(repeat, lambda raw=raw: Storage(raw).load())
        rows.append((name, save_ms, load_ms))
    soft_ms = _best_of(repeat, lambda: soft_crc32(payload))
    return rows, soft_ms


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rng = random.Random(3)
    started = time.perf_counter()
    cuts, cut_failures = sweep_cuts(rng)
    print("power cuts: %d interrupted writes tried (every byte of 5 save/clear"
          " scenarios, clean and %d torn-byte variants), %d failures"
          % (cuts, len(TORN_MASKS), len(cut_failures)))
    tried, failures, kinds, blanked = corruption_campaign(count)
    print("corruptions: %d tried, %d failures; %d left both headers erased and"
          " loaded as 'no save' without a message (by design)" % (tried, len(failures), blanked))
    print("  by kind: " + ", ".join("%s %d" % (k, kinds[k]) for k in sorted(kinds)))
    with tempfile.TemporaryDirectory() as folder:
        truncated, trunc_failures = truncation_campaign(max(count // 20, 100), folder)
        print("truncated save files: %d tried, %d failures" % (truncated, len(trunc_failures)))
        flash_tried, tally, flash_failures = samd51_campaign(rng)
        outcomes = ", ".join("%s %d" % (k, tally[k]) for k in sorted(tally))
        print("SAMD51 model, one save's commit cut after every programmed byte: %d cuts, %s,"
              " wrong game %d" % (flash_tried, outcomes, len(flash_failures)))
        rows, soft_ms = timings(folder)
    for name, save_ms, load_ms in rows:
        print("%s: save %.3f ms, load %.3f ms (1536-byte game, best of 50)"
              % (name, save_ms, load_ms))
    print("pure-Python CRC-32 of 1536 bytes (the path for builds without binascii):"
          " %.3f ms on CPython" % soft_ms)
    print("total time %.1f s" % (time.perf_counter() - started))
    for failure in (cut_failures + failures + trunc_failures + flash_failures)[:20]:
        print("FAILURE", failure)
    return 1 if cut_failures or failures or trunc_failures or flash_failures else 0


if __name__ == "__main__":
    sys.exit(main())

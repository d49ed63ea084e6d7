"""Run the device program on CircuitPython 10's own VM for the desktop.

The VM (``../shared/circuitpython/bin/circuitpython``, or ``$CIRCUITPYTHON``) is
CircuitPython's unix port built 32-bit like a PyBadge, with the native
``displayio``; ``tools/cpvm_standins/`` plays ``board``, ``keypad``,
``supervisor``, ``microcontroller`` and ``analogio``. The program is staged as
the bundle ships it (``tools/bundle.py``), as ``.py`` or compiled to ``.mpy``
by CircuitPython's ``mpy-cross`` (``$CIRCUITPY_MPY_CROSS`` or the shared one),
and ``code.py`` runs unchanged with a fixed heap.

Key events are what a player does: ``events_for(board, masks)`` turns button
masks into (key number, pressed) pairs; the stand-in scanner gives one event a
frame and ends the run when they run out. The save store (``nvm``) is a file,
so a run can be cut and the next run powers up on what it left.

    from tools import cpvm
    vm = cpvm.find_vm()                      # raises Missing with one line
    stage = cpvm.Stage(mpy=True)             # a staged program, reused by runs
    result = stage.run(events, board="pybadge", heap=120 * 1024)
    result.ok, result.out, result.save       # the save is the nvm's newest slot
"""
import os
import platform
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)

from tools.cpfind import (  # noqa: E402,F401  (re-exported: cpvm.Missing, cpvm.MAJOR, ...)
    MAJOR,
    SHARED_BIN,
    Missing,
    check_mpy_cross,
    find_mpy_cross,
    find_vm,
)

STANDINS = os.path.join(ROOT, "tools", "cpvm_standins")
SEED_MS = 12  # the stand-in clock until the first key is released: the setup's seed
END = "CPVM-END"
OOM_LINE = "Out of memory."  # App.out_of_memory prints it when it recovers from a MemoryError
KEYS = "keys.bin"  # a run's key events, in its folder
NVM = "nvm.bin"  # a run's save store (microcontroller.nvm), in its folder
STANDINS_LINK = "standins"  # the stand-ins, as a run's folder shows them
KEEP_FAILED = 8  # failed runs Stage.keep copies to build/failed-vm-runs
# Heap budgets, board: (start-up, whole game) in KiB of VM heap, stand-ins
# included (about 6 KB that a board keeps in firmware): each board's heap less
# what it must keep free. The PyBadge family's heap is about 146 KB
# (computed from its firmware build): 126 KiB here leaves about 16% of it.
# The RP2040 boards' is about 155 KB (gc.mem_free() on the real firmware,
# ../shared/rp2040): 134 KiB here leaves 15% of it.
BUDGETS = {
    "pybadge": (100, 126),
    "pygamer": (100, 126),
    "picosystem": (100, 134),
    "picopad": (102, 134),
}
# Each board's whole heap in KiB of VM heap, stand-ins included: where a
# player's game runs, with the room the guards keep free. The PyBadge
# family's 146 KB (120 KiB here is about 128 KiB of its 155 KiB outer heap,
# docs/memory.md); the RP2040 boards' 154,864 bytes free at the REPL, with
# the stand-ins' 5-6 KB.
WHOLE_HEAPS = {"pybadge": 146, "pygamer": 146, "picosystem": 155, "picopad": 155}


def board_row(board):
    from hw.boards import find

    row = find(board)
    if row is None:
        raise ValueError("unknown board %r" % board)
    return row


def keymap(board):
    """The board's key numbers -> logical bits table (hw.keymaps)."""
    from hw import keymaps

    module = board_row(board)[1]
    return keymaps.PYBADGE if module in ("pybadge", "pygamer") else keymaps.PICOSYSTEM


def events_for(board, masks):
    """Key events for pressing and releasing each mask of ``masks`` in turn:
    the mask's keys go down one a frame, then come up one a frame."""
    table = keymap(board)
    events = []
    for mask in masks:
        keys = [k for k, bit in enumerate(table) if bit & mask]
        if len(keys) != bin(mask).count("1"):
            raise ValueError("board %s has no key for mask %#x" % (board, mask))
        events += [(k, 1) for k in keys]
        events += [(k, 0) for k in keys]
    return events


class Result:
    """One VM run: exit ``code``, ``out`` and ``err`` text, the ``nvm`` bytes
    after it, and the newest good ``save`` in them (or None)."""

    def __init__(self, code, out, err, nvm):
        self.code = code
        self.out = out
        self.err = err
        self.nvm = nvm

    @property
    def ended(self):
        """The key events ran out and the stand-in ended the run."""
        return self.code == 0 and END in self.out

    @property
    def out_of_memory(self):
        return "MemoryError" in self.err or "MemoryError" in self.out or OOM_LINE in self.out

    @property
    def ok(self):
        """Ended cleanly: no traceback and no out-of-memory recovery."""
        return self.ended and not self.out_of_memory and "Traceback" not in self.out + self.err

    @property
    def save(self):
        from hw import storage

        if self.nvm is None:
            return None
        store = storage.Storage(storage.MemoryStore(len(self.nvm)))
        store.raw.data[:] = self.nvm
        return store.load()

    again = None  # (stage, run folder, argv, environment, nvm, valgrind) of Stage.run

    def why(self):
        """A few lines saying how the run went, for assertion messages; a
        failed run is kept to be run again (Stage.keep)."""
        text = "exit %d\n--- out (end)\n%s\n--- err (end)\n%s" % (
            self.code, self.out[-1500:], self.err[-1500:])
        if not self.ok and self.again:
            kept = self.again[0].keep(*self.again[1:])
            if kept:
                text += "\n--- with the working tree's program: python tools/rerun.py %s" % kept
                text += "\n--- run it again: sh %s/run.sh" % kept
        return text


_layout = []


def fixed_layout():
    """The argv prefix that starts the VM at the same addresses every run
    (``setarch -R``: no address randomisation), or [] where the system
    refuses it. A board's heap and stack sit at one address; with them
    moving, the conservative collector takes different stale words for
    pointers from run to run, and the same recorded game needs a different
    heap (a few KiB near a guard), so the same test could pass and fail."""
    if not _layout:
        prefix = ["setarch", platform.machine(), "-R"]
        try:
            ok = subprocess.run(prefix + ["true"], capture_output=True).returncode == 0
        except OSError:
            ok = False
        _layout.append(prefix if ok else [])
    return _layout[0]


class Stage:
    """The device program staged in a temporary folder as the bundle ships it
    (``mpy=True``: compiled by CircuitPython's mpy-cross, its names renamed
    unless ``rename=False``, which ``execute`` snippets using our modules'
    names need), with the stand-ins."""

    def __init__(self, mpy=True, vm=None, mpy_cross=None, folder=None, rename=True):
        from tools import bundle

        self.vm = vm or find_vm()
        self.mpy = mpy
        self.folder = folder or tempfile.mkdtemp(prefix="cpvm-")
        self.drive = os.path.join(self.folder, "CIRCUITPY")
        cross = (mpy_cross or find_mpy_cross()) if mpy else None
        bundle.build(self.drive, mpy_cross=cross, log=lambda *a: None, rename=rename)
        self.standins = os.path.join(self.folder, "standins")
        self.cross = cross
        os.mkdir(self.standins)
        for name in sorted(os.listdir(STANDINS)):
            if name.endswith(".py"):
                with open(os.path.join(STANDINS, name), encoding="utf-8") as f:
                    self.put_standin(name[:-3], f.read())

    def put_standin(self, module, source):
        """Stage ``source`` as the stand-in ``module`` (e.g. "keypad"), in
        place of any staged before. Compiled like the program when ``mpy``:
        a stand-in plays a firmware module, which a board never compiles."""
        from tools import bundle

        for name in os.listdir(self.standins):
            if name.split(".")[0] == module:
                os.remove(os.path.join(self.standins, name))
        path = os.path.join(self.standins, module + ".py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        if self.cross:
            bundle.compile_one(self.cross, path, path[:-3] + ".mpy", module + ".py")
            os.remove(path)

    def path(self):
        """MICROPYPATH as a board has it: the drive (the current folder), then
        its lib, then the stand-ins, every entry relative to the run's folder.
        A module's ``__file__`` is an interned name the heap keeps, so a path
        that named the staging folder would make the heap depend on where (and
        on which test worker) the program was staged; a board has
        ``engine/game.mpy`` or ``/lib/carto_ui/play.mpy``."""
        return ":".join(("", "lib", STANDINS_LINK))

    def mirror(self, work):
        """Make ``work`` show the drive's files and the stand-ins (symbolic
        links), so that a run in ``work`` finds them by relative paths."""
        for name in os.listdir(self.drive):
            os.symlink(os.path.join(self.drive, name), os.path.join(work, name))
        os.symlink(self.standins, os.path.join(work, STANDINS_LINK))

    def run(self, events, board="pybadge", heap=1024 * 1024, nvm=None, seed_ms=SEED_MS,
            script="code.py", valgrind=None, timeout=900, lang=None):
        """Run ``script`` (code.py) fed ``events``; ``nvm`` is the store's bytes
        at power-up (None: erased flash). ``valgrind`` is a list of valgrind
        arguments to run under it (e.g. callgrind's). ``lang``: a language
        code written to the drive's ``lang.txt`` (carto_ui.lang.chosen)."""
        row = board_row(board)
        work = tempfile.mkdtemp(prefix="run-", dir=self.folder)
        keys = os.path.join(work, KEYS)
        with open(keys, "wb") as f:
            f.write(bytes(b for event in events for b in event))
        nvm_path = os.path.join(work, NVM)
        if lang is not None:
            with open(os.path.join(work, "lang.txt"), "w") as f:
                f.write(lang + "\n")
        if nvm is not None:
            with open(nvm_path, "wb") as f:
                f.write(bytes(nvm))
        with open(os.path.join(work, "cpvm_run.txt"), "w") as f:
            # The stand-ins keep these strings: relative, so their length never
            # depends on the staging folder.
            f.write("%s %d %d %d %s %s\n" % (row[0], row[2], row[3], seed_ms, KEYS, NVM))
        env = dict(os.environ, MICROPYPATH=self.path(), CPVM_NO_SLEEP="1")
        self.mirror(work)
        # -m: sys.path[0] stays "" (a script's own folder would be absolute)
        # and the module still runs as __main__, as code.py does on a board.
        argv = [self.vm, "-X", "heapsize=%d" % heap, "-m", script[:-3]]
        if valgrind:
            argv = ["valgrind"] + list(valgrind) + argv
        argv = fixed_layout() + argv
        done = subprocess.run(argv, cwd=work, env=env, capture_output=True, text=True,
                              timeout=timeout)
        data = None
        if os.path.exists(nvm_path):
            with open(nvm_path, "rb") as f:
                data = f.read()
        result = Result(done.returncode, done.stdout, done.stderr, data)
        result.work = work
        result.again = (self, work, argv[argv.index(self.vm):], env, nvm, valgrind)
        return result

    def keep(self, work, argv, env, nvm, valgrind=None, top=None):
        """Copy a failed run (its drive, stand-ins, inputs as they were
        before it and its command) to ``build/failed-vm-runs/<n>`` (or
        ``top``) so that it can be run again after the staging folder is
        gone; None once ``KEEP_FAILED`` runs are kept."""
        top = top or os.path.join(ROOT, "build", "failed-vm-runs")
        os.makedirs(top, exist_ok=True)
        if len(os.listdir(top)) >= KEEP_FAILED:
            return None
        dest = tempfile.mkdtemp(prefix="run-", dir=top)
        for name in os.listdir(work):
            path = os.path.join(work, name)
            if not os.path.islink(path) and os.path.isfile(path):
                shutil.copy(path, dest)
        for name in os.listdir(self.drive):
            path = os.path.join(self.drive, name)
            if os.path.isdir(path):
                shutil.copytree(path, os.path.join(dest, name))
            else:
                shutil.copy(path, dest)
        shutil.copytree(self.standins, os.path.join(dest, STANDINS_LINK))
        if os.path.exists(os.path.join(dest, NVM)):
            os.remove(os.path.join(dest, NVM))
        if nvm is not None:
            with open(os.path.join(dest, NVM), "wb") as f:
                f.write(bytes(nvm))
        with open(os.path.join(dest, "run.sh"), "w") as f:
            f.write(again_command(env["MICROPYPATH"], argv, valgrind))
        return dest

    def run_boots(self, boots, board="pybadge", heap=1024 * 1024, nvm=None, lang=None):
        """Run each event list of ``boots`` as one power-up, the store carried
        from one to the next (a power cut between them); return the results."""
        results = []
        for events in boots:
            result = self.run(events, board, heap, nvm, lang=lang)
            results.append(result)
            if not result.ok:
                break
            nvm = result.nvm
        return results

    def smallest_heap(self, boots, board="pybadge", low=32, high=256, window=12, probes=6,
                      lang=None):
        """The smallest heap in KiB from which every heap up to ``high`` that
        was tried runs every boot of ``boots`` cleanly; None if ``high``
        fails. Whether a heap fits is not monotonic (fragmentation: a run
        can fit 113 KiB and fail 116), so after a bisection finds some heap
        that fits, the ``window`` KiB above it are tried too and the answer
        is one above the largest failure. Several heaps are tried at once
        (``probes``), each run its own process."""
        from concurrent.futures import ThreadPoolExecutor

        def fits(kib):
            results = self.run_boots(boots, board, kib * 1024, lang=lang)
            return len(results) == len(boots) and results[-1].ok

        with ThreadPoolExecutor(probes) as pool:
            if not fits(high):
                return None
            while high - low > 1:
                span = high - low
                tried = sorted({low + max(1, span * k // (probes + 1))
                                for k in range(1, probes + 1)})
                tried = [kib for kib in tried if low < kib < high]
                for kib, ok in zip(tried, pool.map(fits, tried)):
                    if ok:
                        high = kib
                        break
                    low = kib
            above = range(high + 1, high + window + 1)
            failed = [kib for kib, ok in zip(above, pool.map(fits, above)) if not ok]
        return max(failed) + 1 if failed else high

    def execute(self, source, heap=1024 * 1024, board="pybadge"):
        """Run Python ``source`` on the VM with the drive and stand-ins on the
        path (no key events); return the Result."""
        name = "snippet_%d.py" % len(os.listdir(self.folder))
        with open(os.path.join(self.drive, name), "w") as f:
            f.write(source)
        try:
            return self.run([], board, heap, script=name)
        finally:
            os.remove(os.path.join(self.drive, name))

    def standins_heap(self, board="pybadge"):
        """Bytes the stand-ins keep once imported (a board's firmware keeps
        them outside the heap): subtract it from a VM figure for a board."""
        probe = ("import gc\ngc.collect()\nbase = gc.mem_alloc()\n"
                 "import board, keypad, supervisor, microcontroller, cpvm_run\n"
                 "gc.collect()\nprint('STANDINS', gc.mem_alloc() - base)\n")
        result = self.execute(probe, board=board)
        for line in result.out.splitlines():
            if line.startswith("STANDINS "):
                return int(line.split()[1])
        raise RuntimeError("stand-in probe failed: " + result.why())

    def close(self):
        shutil.rmtree(self.folder, ignore_errors=True)


def again_command(micropypath, argv, valgrind=None):
    """The line of a kept run's ``run.sh``: the VM's ``argv`` in the run's
    folder, under valgrind's tool again when the run had one (its files
    not written). The VM's heap and stack sit elsewhere under valgrind, so
    the conservative collector keeps other stale words: a run that failed
    there can run clean without it."""
    tool = [option for option in valgrind or () if option.startswith("--tool=")]
    if tool:
        quiet = ["valgrind", "--quiet"] + tool
        if tool == ["--tool=callgrind"]:
            quiet.append("--callgrind-out-file=/dev/null")
        argv = quiet + list(argv)
    return "cd \"$(dirname \"$0\")\" && MICROPYPATH=%s CPVM_NO_SLEEP=1 %s\n" % (
        micropypath, " ".join(fixed_layout() + list(argv)))


def press_spans(events, end):
    """(first, last) of each press of ``events``: a press runs from its
    key-down event to the next key-down (or ``end``)."""
    downs = [i for i, event in enumerate(events) if event[1]]
    return [(first, downs[n + 1] if n + 1 < len(downs) else end)
            for n, first in enumerate(downs)]


def press_costs(parts, events):
    """VM instructions of each press (``press_spans``): ``parts`` are the
    instruction counts between key events (``parts[0]`` is the start-up, up
    to the first event), ``events`` the events."""
    return [sum(parts[first + 1:last + 1]) for first, last in press_spans(events, len(parts) - 1)]


def callgrind_parts(stage, events, board="pybadge", heap=1024 * 1024, nvm=None, lang=None):
    """Run under valgrind's callgrind with one dump before every key event;
    return (result, instruction counts: start-up, then one per event)."""
    out = os.path.join(stage.folder, "callgrind")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    result = stage.run(events, board, heap, nvm, valgrind=[
        "--tool=callgrind", "--dump-before=" + event_marker(stage.vm), "--dump-instr=no",
        "--callgrind-out-file=%s/cg.out" % out], lang=lang)
    parts = dump_counts(out)
    # The marker also runs when the board module makes its keypad.Event, at
    # start-up: every dump before the first key event is the start-up's.
    early = len(parts) - 1 - len(events)
    if result.ended and early < 0:
        raise RuntimeError("callgrind dumped %d times for %d key events" % (
            len(parts), len(events)))
    if early > 0:
        parts = [sum(parts[:early + 1])] + parts[early + 1:]
    return result, parts


_markers = {}


def event_marker(vm):
    """The name callgrind knows the function by that fills a keypad.Event
    (the stand-in scanner's ``_keypad.fill`` calls it once an event; making
    an Event calls it too). The VM may be stripped of symbols, so the
    function is found by counting calls: the one called exactly once per
    Event made plus once per fill, in two probes that fill different counts.
    """
    if vm not in _markers:
        folder = tempfile.mkdtemp(prefix="marker-")
        try:
            found = None
            for fills in (997, 613):
                path = os.path.join(folder, "probe.py")
                with open(path, "w") as f:
                    f.write("import _keypad\ne = _keypad.Event()\nfor i in range(%d):\n"
                            "    _keypad.fill(e, 1, True)\n" % fills)
                out = os.path.join(folder, "cg.out")
                subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
                                vm, path], capture_output=True, check=True, timeout=300)
                # A name with a ' is a recursion level, not a function.
                named = {name for name, count in call_counts(out).items()
                         if count == fills + 1 and "'" not in name}
                found = named if found is None else found & named
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        if len(found) != 1:
            raise RuntimeError("no single function fills a keypad.Event in %s: %s" % (
                vm, sorted(found)))
        _markers[vm] = found.pop()
    return _markers[vm]


def call_counts(path):
    """Calls of each function (by name) in callgrind output file ``path``."""
    names = {}
    counts = {}
    callee = None
    with open(path) as f:
        for line in f:
            if line.startswith(("fn=", "cfn=")):
                ref, _, name = line.split("=", 1)[1].rstrip("\n").partition(" ")
                if name:
                    names[ref] = name
                if line.startswith("cfn="):
                    callee = names.get(ref, ref)
            elif line.startswith("calls=") and callee is not None:
                counts[callee] = counts.get(callee, 0) + int(line[6:].split()[0])
    return counts


def dump_counts(folder):
    """Instruction counts of the callgrind dumps in ``folder``, in dump
    order (``part:`` number), one per dump."""
    parts = []
    for name in os.listdir(folder):
        with open(os.path.join(folder, name)) as f:
            part = number = None
            for line in f:
                if line.startswith("part:"):
                    part = int(line.split()[1])
                elif line.startswith(("summary:", "totals:")):
                    number = int(line.split()[1])
        parts.append((part or 0, number))
    parts.sort()
    return [n for _, n in parts]

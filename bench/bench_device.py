"""Device figures from CircuitPython 10's own VM: heap and VM instructions.

Runs the unchanged ``code.py`` (the bundle as it ships, from ``.mpy`` and from
``.py``) on the CircuitPython desktop VM (``tools/cpvm.py``, the PyBadge-like
32-bit unix port in ``../shared/circuitpython``) over the stand-ins of
``tools/cpvm_standins``, fed the key events of whole games that
``tools/botplay.py`` plays by buttons on CPython:

- start-up (power-up to the title screen), a solo base game, a 3-player
  Heroes game, the same with a hint asked before every decision, the guided
  first game, a 3-player Heroes Save & quit then Continue, 6-player base and
  Heroes games (the most players a game takes), and random presses with
  three power cuts: the runs ``tests/test_circuitpython.py`` guards;
- for each: the smallest heap it runs in (1 KiB steps, real garbage
  collection, a fixed heap as on a board), the heap live at its end, and
  its peak live heap: the most live at any frame's end, each frame
  collected first. The smallest heap is what a board needs, and it moves
  with where things happen to lie in the heap (holes, stale words the
  collector takes for pointers) by a few KiB either way for a change that
  adds nothing live; the peak live heap moves far less, so a change's
  effect on what the game holds is read there (docs/memory.md, "Figures");
- at the end, from ``.mpy``: the smallest heaps as one Markdown table, a
  column per board, against each board's budgets (``cpvm.BUDGETS``), and the
  peak live heaps as another: the tables of docs/memory.md, "Figures";
- the stand-ins' own heap, subtracted for the "board" figures (a board's
  firmware keeps board, keypad and nvm in C, outside the heap);
- the names each run has interned at its end (``micropython.qstr_info``,
  from a keypad stand-in that prints them, in runs of their own): the pool
  is never freed and grows by blocks that double, so a run near a block's
  edge needs about 4.3 KB more once a change adds a few names;
- with valgrind: VM instructions of the start-up and of every press
  (median, p90, max), a press being everything from one key-down event to
  the next (``callgrind --dump-before=keypad_native_fill``);
- with ``--alloc`` instead: the bytes each press of the solo game allocates
  (from ``.mpy``, in a 3 MB heap with the app's collections off, so that a
  press's growth is what it allocated), by the kind of press
  (``bench_rp2040.kind_of``; a press as ``cpvm.press_costs`` counts it):
  count, median, max and sum. CircuitPython
  still collects after every import: a press that imports a module shows
  what was left after that (often less than nothing);
- with ``--live`` instead: the heap live at the end of every frame
  (collected first) of a solo game and of one person against five strong
  Heroes bots, the most of each press by kind, and the modules loaded at
  the run's peak: where a run's live heap is largest, and what is in it;
- with ``--modules``: the same, then the heap each of our modules loaded at
  those peaks keeps, each imported on its own after what it imports.

    python bench/bench_device.py [--board pybadge|picosystem|picopad|all]
                                 [--format mpy|py|both] [--no-callgrind]
                                 [--alloc] [--live] [--modules]

About 1 minute per board and format with callgrind.
"""
import argparse
import contextlib
import os
import shutil
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import botplay, cpvm  # noqa: E402

BOARDS = ("pybadge", "picosystem", "picopad")
KIB = 1024
MASH_PRESSES = 600
MASH_CUTS = (150, 300, 450)


def games(board):
    """{name: list of boots (event lists)} played on CPython for ``board``."""
    solo = botplay.play_game(1, "base", board)
    heroes = botplay.play_game(3, "heroes", board)
    hints = botplay.play_game(3, "heroes", board, limit=20000, hints=True)
    guided = botplay.guided_game(board)
    resumed, _ = botplay.save_and_continue(3, "heroes", board=board)
    six = botplay.play_game(6, "base", board)
    six_heroes = botplay.play_game(6, "heroes", board)
    _, boots = botplay.mash(MASH_PRESSES, 5, board, cuts=MASH_CUTS)
    return {
        "start-up": [[]],
        "solo base game": [solo.events],
        "3-player Heroes game": [heroes.events],
        "3-player Heroes, a hint each decision": [hints.events],
        "guided first game": [guided.events],
        "3-player Heroes Save & quit, Continue": [resumed.events],
        "6-player base game": [six.events],
        "6-player Heroes game": [six_heroes.events],
        "random presses, 3 power cuts": boots,
    }


def table(heaps, figure="heap"):
    """One figure of every board's runs as a Markdown table: ``heaps`` is
    {board: {run: figures}}, each board's column headed by its budgets;
    ``figure`` "heap" (the smallest heap, KiB), "peak" (the peak live
    heap, bytes, shown in KiB to one decimal) or "names" (the names
    interned at the run's end, the pool's KiB in brackets)."""
    boards = list(heaps)
    head = ["Run (names)" if figure == "names" else "Run (KiB)"]
    head += ["%s (%d / %d)" % ((board,) + cpvm.BUDGETS[board]) for board in boards]
    lines = ["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
    for run in heaps[boards[0]]:
        cells = [run]
        for board in boards:
            value = heaps[board].get(run, {}).get(figure)
            if value is None:
                cells.append("-")
            elif figure == "peak":
                cells.append("%.1f" % (value / KIB))
            elif figure == "names":
                cells.append("%d (%.1f)" % (value[0], value[2] / KIB))
            else:
                cells.append("%d" % value)
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def measure(stage, board, runs, callgrind):
    """Print and return the figures of ``runs`` on ``stage`` for ``board``."""
    standins = stage.standins_heap(board)
    kind = ".mpy" if stage.mpy else ".py"
    print("%s, from %s: stand-ins keep %d bytes (subtracted for a board)"
          % (board, kind, standins))
    print("  %-38s %9s %9s %9s %9s %9s %7s" % ("run", "heap KiB", "board KiB", "live KiB",
                                               "board live", "peak live", "names"))
    figures = {}
    for name, boots in runs.items():
        smallest = stage.smallest_heap(boots, board)
        results = stage.run_boots(boots, board, 256 * KIB)
        live = None
        for line in results[-1].out.splitlines():
            if line.startswith(cpvm.END):
                live = int(line.split("alloc=")[1].split()[0])
        peak = peak_live(stage, board, boots, results)
        if peak == 0:  # no frame: the heap live once it is up
            peak = live
        with names_counted(stage):
            counted = stage.run_boots(boots, board, LIVE_HEAP)
        pools = [interned(result.out) for result in counted]
        if len(counted) != len(boots) or not counted[-1].ok or None in pools:
            print("  %s: the run counting its names did not end cleanly\n%s"
                  % (name, counted[-1].why()))
            names = None
        else:
            names = max(pools)
        figures[name] = {"heap": smallest, "live": live, "peak": peak, "names": names}
        if smallest is None:
            print("  %-38s does not fit 256 KiB" % name)
            continue
        print("  %-38s %9d %9.1f %9.1f %9.1f %9s %7s" % (
            name, smallest, smallest - standins / KIB, live / KIB, (live - standins) / KIB,
            "-" if peak is None else "%.1f" % (peak / KIB),
            "-" if names is None else "%d/%d" % names[:2]))
    if callgrind and shutil.which("valgrind"):
        # The PyBadge's budget heap; a larger board's own need, a little over.
        largest = max(f["heap"] or 256 for f in figures.values())
        heap = 120 * KIB if stage.mpy and board == "pybadge" else (largest + 8) * KIB
        print("  VM instructions (callgrind, heap %d KiB):" % (heap // KIB))
        for name, boots in runs.items():
            if len(boots) != 1:
                continue
            result, parts = cpvm.callgrind_parts(stage, boots[0], board, heap)
            if not result.ok:
                print("  %-38s did not end cleanly under callgrind" % name)
                continue
            figures[name]["start-up"] = parts[0]
            line = "  %-38s start-up %6.1f M" % (name, parts[0] / 1e6)
            costs = cpvm.press_costs(parts, boots[0])
            if costs:
                figures[name]["presses"] = costs
                line += ", %d presses: median %.2f M, p90 %.2f M, max %.2f M" % (
                    len(costs), percentile(costs, 0.5) / 1e6, percentile(costs, 0.9) / 1e6,
                    max(costs) / 1e6)
            print(line)
    elif callgrind:
        print("  (valgrind not found: no instruction counts)")
    return figures


# Run on the VM before code.py: hw.loop's frame wrapped, each frame's figure
# printed (FRAME_LINE). The stand-in keypad gives one key event a frame, so
# line k is event k's frame.
FRAME_SCRIPT = """import sys
import gc as _gc

import hw.loop as _loop

_step = _loop.step
%s
_loop.step = _counted
import code
"""
FRAME_LINE = "CPVM-FRAME"  # as FRAME_SCRIPT's frames print it
PEAK_LINE = "CPVM-PEAK"  # the live script's modules at each new peak
NAMES_LINE = "qstr pool:"  # micropython.qstr_info(): n_pool=, n_qstr=, ..., n_total_bytes=
# The keypad stand-in's end, with the pool of interned names printed before
# it (names_counted): the firmware's own names, so the run interns no more.
STANDIN_END = '    print("CPVM-END'
POOL_AT_END = "    import micropython\n    micropython.qstr_info()\n"
FRAME_HEAP = 3 * 1024 * KIB
LIVE_HEAP = 256 * KIB  # the peak live runs': collected every frame, they need no more
# Collections off (gc.collect too, through a stand-in gc module): a frame's
# growth of the heap is what it allocated.
ALLOC_FRAME = """

class _NoCollect:
    def collect(self):
        pass

    def enable(self):
        pass

    def disable(self):
        pass

    def mem_alloc(self):
        return _gc.mem_alloc()

    def mem_free(self):
        return _gc.mem_free()


_gc.disable()
sys.modules["gc"] = _NoCollect()


def _counted(hw, app):
    a = _gc.mem_alloc()
    _step(hw, app)
    print("CPVM-FRAME %d" % (_gc.mem_alloc() - a))
"""
# The heap live at each frame's end (collected first), and the modules loaded
# at each new peak.
LIVE_FRAME = """
_peak = [0]


def _counted(hw, app):
    _step(hw, app)
    _gc.collect()
    live = _gc.mem_alloc()
    print("CPVM-FRAME %d" % live)
    if live > _peak[0]:
        _peak[0] = live
        print("CPVM-PEAK", " ".join(sorted(sys.modules)))
"""


def press_frames(frames, events, kinds):
    """{kind: [each press's frames' figures]}: ``frames`` holds a figure per
    event's frame, ``kinds`` the kinds of the last len(kinds) presses of
    ``events`` (``cpvm.press_spans``)."""
    spans = cpvm.press_spans(events, len(frames))
    if len(kinds) > len(spans):
        raise ValueError("%d kinds for %d presses" % (len(kinds), len(spans)))
    by_kind = {}
    for kind, (first, last) in zip(kinds, spans[len(spans) - len(kinds):]):
        by_kind.setdefault(kind, []).append(frames[first:last])
    return by_kind


def allocation_by_kind(frames, events, kinds):
    """{kind: [bytes each press allocated]} (``press_frames``)."""
    return {kind: [sum(press) for press in presses]
            for kind, presses in press_frames(frames, events, kinds).items()}


def run_frames(stage, board, events, measure, heap=FRAME_HEAP, nvm=None):
    """Replay key ``events`` on the VM with ``measure`` (ALLOC_FRAME,
    LIVE_FRAME) around every frame, from the store ``nvm`` (None: erased):
    (each event's frame's figure, the run's output), or None (said) when the
    run did not end cleanly."""
    name = "cpvm_frames.py"
    with open(os.path.join(stage.drive, name), "w") as f:
        f.write(FRAME_SCRIPT % measure)
    try:
        result = stage.run(events, board, heap, nvm=nvm, script=name)
    finally:
        os.remove(os.path.join(stage.drive, name))
    frames = [int(line.split()[1]) for line in result.out.splitlines()
              if line.startswith(FRAME_LINE + " ")]
    if not result.ended or len(frames) != len(events):
        print("%s: the run did not end cleanly (%d frames for %d events)\n%s"
              % (board, len(frames), len(events), result.why()))
        return None
    return frames, result.out


def interned(out):
    """The pool of interned names at the last ``micropython.qstr_info()``
    line of ``out`` (NAMES_LINE): (names, the pool's blocks, its bytes), or
    None when there is none. The pool is never freed and grows by blocks
    that double: the sixth, about 4.3 KB, comes with the 621st name."""
    for line in reversed(out.splitlines()):
        if line.startswith(NAMES_LINE):
            fields = dict(part.strip().split("=") for part in line[len(NAMES_LINE):].split(","))
            return (int(fields["n_qstr"]), int(fields["n_pool"]), int(fields["n_total_bytes"]))
    return None


@contextlib.contextmanager
def names_counted(stage):
    """Within it, ``stage``'s keypad stand-in prints the pool of interned
    names at a run's end (``interned`` reads it). Its bytecode is a few
    bytes longer, so the runs that measure the heap use the usual one."""
    with open(os.path.join(cpvm.STANDINS, "keypad.py"), encoding="utf-8") as f:
        source = f.read()
    if source.count(STANDIN_END) != 1:
        raise ValueError("the keypad stand-in's end (%r) is not where the bench looks"
                         % STANDIN_END)
    stage.put_standin("keypad", source.replace(STANDIN_END, POOL_AT_END + STANDIN_END))
    try:
        yield
    finally:
        stage.put_standin("keypad", source)


def peak_live(stage, board, boots, results):
    """The most heap live at any frame's end of ``boots`` (each frame
    collected first, LIVE_FRAME), each boot from the store the one before
    left (``results``: the boots' runs): it moves far less than the
    smallest heap with where things happen to lie in the heap. 0 for runs
    with no frame (the start-up alone); None when a boot did not end
    cleanly."""
    peak = 0
    nvm = None
    for boot, result in zip(boots, results):
        if not boot:
            continue  # the start-up alone: no frame
        run = run_frames(stage, board, boot, LIVE_FRAME, heap=LIVE_HEAP, nvm=nvm)
        if run is None:
            return None
        peak = max(peak, max(run[0]))
        nvm = result.nvm
    return peak


def watched(recipe, *args, **kwargs):
    """A botplay game (``recipe`` with ``args``) and its presses' kinds
    (``bench_rp2040.kind_of``)."""
    from bench import bench_rp2040

    kinds = []
    session = getattr(botplay, recipe)(
        *args, watch=lambda app, mask: kinds.append(bench_rp2040.kind_of(app, mask)), **kwargs)
    return session, kinds


def allocation(stage, board):
    """Print and return what each press of a solo game allocates on ``board``."""
    session, kinds = watched("play_game", 1, "base", board)
    run = run_frames(stage, board, session.events, ALLOC_FRAME)
    if run is None:
        return None
    by_kind = allocation_by_kind(run[0], session.events, kinds)
    print("%s, solo base game, bytes a press allocates (.mpy, the app's collections off;"
          " a press that imports collects):" % board)
    print("  %-30s %5s %8s %8s %9s" % ("press", "count", "median", "max", "sum"))
    for kind, sizes in sorted(by_kind.items(), key=lambda item: -sum(item[1])):
        print("  %-30s %5d %8d %8d %9d" % (kind, len(sizes), percentile(sizes, 0.5),
                                          max(sizes), sum(sizes)))
    every = [size for sizes in by_kind.values() for size in sizes]
    print("  %-30s %5d %8d %8d %9d" % ("all", len(every), percentile(every, 0.5), max(every),
                                      sum(every)))
    return by_kind


LIVE_GAMES = {  # the runs --live reads: botplay recipes and their arguments
    "solo base game": ("play_game", 1, "base"),
    "one person and five strong Heroes bots": ("bot_game", [0, 3, 3, 3, 3, 3], "heroes"),
}


def live(stage, board, runs=None):
    """Print and return the heap live after each press of ``runs`` (default
    ``LIVE_GAMES``) on ``board``: {game: ({kind: [the most live heap of each
    press]}, the modules loaded at the peak)}."""
    games = {}
    for game, (recipe, *args) in (runs or LIVE_GAMES).items():
        session, kinds = watched(recipe, *args, board=board)
        run = run_frames(stage, board, session.events, LIVE_FRAME)
        if run is None:
            continue
        frames, out = run
        by_kind = {kind: [max(press) for press in presses]
                   for kind, presses in press_frames(frames, session.events, kinds).items()}
        peak = max(frames)
        modules = [line.split()[1:] for line in out.splitlines()
                   if line.startswith(PEAK_LINE + " ")][-1]
        games[game] = (by_kind, modules)
        where = [kind for kind, sizes in by_kind.items() if peak in sizes]
        print("%s, %s: the heap live at a frame's end (.mpy, collected), most per press:"
              % (board, game))
        print("  %-30s %5s %9s %9s" % ("press", "count", "median", "max"))
        for kind, sizes in sorted(by_kind.items(), key=lambda item: -max(item[1])):
            print("  %-30s %5d %9d %9d" % (kind, len(sizes), percentile(sizes, 0.5), max(sizes)))
        print("  peak %d bytes (%s); modules loaded there: %s"
              % (peak, ", ".join(where) or "before the game", " ".join(modules)))
    return games


def load_order(names):
    """``names`` (modules of the device program) in an order that loads
    each after those of ``names`` it imports, itself or through others
    (anywhere: a board's module opens the save store as it loads; the
    imports have no cycle, tests/test_code_shape.py), and a package before
    its modules, so that importing them one by one in it loads one at a
    time."""
    from tools import codeshape

    imports = codeshape.graph(codeshape.load(ROOT))
    for name in imports:
        if "." in name:  # a package before its modules
            imports[name].append(name.rsplit(".", 1)[0])

    def reached(name):
        """Every module of ours ``name`` imports, itself or through others."""
        seen = set()
        todo = [name]
        while todo:
            for target in imports[todo.pop()]:
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
        return seen

    names = set(names)
    needs = {name: sorted(reached(name) & names - {name}) for name in names}
    order = []
    placed = set()

    def place(name):
        if name not in placed:
            placed.add(name)
            for need in needs[name]:
                place(need)
            order.append(name)

    for name in sorted(names):
        place(name)
    return order


MODULE_LINE = "CPVM-MODULE"  # a module's name and the heap its import kept
MODULE_PROBE = """import gc
import micropython
import board, keypad, supervisor, microcontroller, cpvm_run
for name in %r:
    gc.collect()
    before = gc.mem_alloc()
    __import__(name)
    gc.collect()
    print("%s", name, gc.mem_alloc() - before)
"""


def module_heap(stage, board, names):
    """[(module, bytes of heap its import kept)] of ``names`` (modules of
    the device program), each imported after what it imports when it loads
    (``load_order``), on ``board``'s stand-ins; None (said) if the probe
    failed. A module's figure is its code, its names and its module-level
    objects, and what it imports as it loads that ``names`` leaves out (a
    board's module: the boards' tables, forgotten once it is set up); the
    VM's tables of interned names grow in steps, each step counted with the
    module that made it (several hundred bytes)."""
    order = load_order(names)
    result = stage.execute(MODULE_PROBE % (order, MODULE_LINE), board=board)
    kept = [(line.split()[1], int(line.split()[2])) for line in result.out.splitlines()
            if line.startswith(MODULE_LINE + " ")]
    if len(kept) != len(order):
        print("%s: the module probe failed\n%s" % (board, result.why()))
        return None
    return kept


def modules(stage, board, runs=None):
    """Print and return, for each game of ``runs`` (default ``LIVE_GAMES``)
    on ``board``, the heap each module of ours loaded at its peak keeps,
    most first: {game: [(module, bytes)]}."""
    from tools import codeshape

    ours = codeshape.device_modules(ROOT)
    found = {}
    for game, (by_kind, loaded) in live(stage, board, runs).items():
        # code.py is the program itself: importing it would play the game.
        kept = module_heap(stage, board, [name for name in loaded
                                          if name in ours and name != "code"])
        if kept is None:
            continue
        found[game] = kept
        peak = max(max(sizes) for sizes in by_kind.values())
        total = sum(size for _, size in kept)
        print("%s, %s: the heap each module of ours loaded at the peak keeps"
              " (%d modules, %d bytes of the peak's %d):" % (board, game, len(kept), total, peak))
        for name, size in sorted(kept, key=lambda item: -item[1]):
            print("  %-30s %6d" % (name, size))
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="pybadge", choices=BOARDS + ("all",))
    parser.add_argument("--format", default="both", choices=("mpy", "py", "both"))
    parser.add_argument("--no-callgrind", action="store_true")
    parser.add_argument("--alloc", action="store_true",
                        help="the bytes each press of a solo game allocates, by kind")
    parser.add_argument("--live", action="store_true",
                        help="the heap live after each press, by kind, and at its peak")
    parser.add_argument("--modules", action="store_true",
                        help="the heap each module loaded at the --live games' peaks keeps")
    args = parser.parse_args(argv)
    try:
        vm = cpvm.find_vm()
        cross = cpvm.find_mpy_cross()
    except cpvm.Missing as missing:
        print("bench_device: %s" % missing)
        return 1
    print("VM: %s (CircuitPython %d, PyBadge-like 32-bit unix port)" % (vm, cpvm.MAJOR))
    boards = BOARDS if args.board == "all" else (args.board,)
    formats = {"mpy": (True,), "py": (False,), "both": (True, False)}[args.format]
    started = time.time()
    if args.alloc or args.live or args.modules:
        stage = cpvm.Stage(mpy=True, vm=vm, mpy_cross=cross)
        try:
            for board in boards:
                if args.alloc:
                    allocation(stage, board)
                if args.live and not args.modules:
                    live(stage, board)
                if args.modules:
                    modules(stage, board)
        finally:
            stage.close()
        print("(%.0f s)" % (time.time() - started))
        return 0
    heaps = {}
    for board in boards:
        runs = games(board)
        for mpy in formats:
            stage = cpvm.Stage(mpy=mpy, vm=vm, mpy_cross=cross)
            try:
                figures = measure(stage, board, runs, not args.no_callgrind)
            finally:
                stage.close()
            if mpy:
                heaps[board] = figures
    if heaps:
        print("\nSmallest heap, KiB of VM heap, .mpy, stand-ins included"
              " (a board's column: its start-up / whole-game budgets):")
        print(table(heaps))
        print("\nPeak live heap, KiB, .mpy, stand-ins included (the most live at a"
              " frame's end, collected: it moves far less with the heap's layout):")
        print(table(heaps, "peak"))
        print("\nInterned names at the run's end (the most of its boots), .mpy, the"
              " stand-ins' included, in brackets the pool's KiB (never freed; its"
              " sixth block, about 4.3 KB, comes with the 621st name):")
        print(table(heaps, "names"))
    print("(%.0f s)" % (time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())

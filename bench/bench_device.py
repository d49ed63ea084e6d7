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
  collection, a fixed heap as on a board), and the heap live at its end;
- at the end, from ``.mpy``: the smallest heaps as one Markdown table, a
  column per board, against each board's budgets (``cpvm.BUDGETS``): the
  table of docs/memory.md, "Figures";
- the stand-ins' own heap, subtracted for the "board" figures (a board's
  firmware keeps board, keypad and nvm in C, outside the heap);
- with valgrind: VM instructions of the start-up and of every press
  (median, p90, max), a press being everything from one key-down event to
  the next (``callgrind --dump-before=keypad_native_fill``);
- with ``--alloc`` instead: the bytes each press of the solo game allocates
  (from ``.mpy``, in a 3 MB heap with the app's collections off, so that a
  press's growth is what it allocated), by the kind of press
  (``bench_rp2040.kind_of``): count, median, max and sum. CircuitPython
  still collects after every import: a press that imports a module shows
  what was left after that (often less than nothing).

    python bench/bench_device.py [--board pybadge|picosystem|picopad|all]
                                 [--format mpy|py|both] [--no-callgrind] [--alloc]

About 1 minute per board and format with callgrind.
"""
import argparse
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


def table(heaps):
    """The smallest heaps of every board as one Markdown table: ``heaps`` is
    {board: {run: figures}}, each board's column headed by its budgets."""
    boards = list(heaps)
    head = ["Run (KiB)"] + ["%s (%d / %d)" % ((board,) + cpvm.BUDGETS[board]) for board in boards]
    lines = ["| " + " | ".join(head) + " |", "|---" * len(head) + "|"]
    for run in heaps[boards[0]]:
        cells = [run]
        for board in boards:
            kib = heaps[board].get(run, {}).get("heap")
            cells.append("-" if kib is None else "%d" % kib)
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
    print("  %-38s %9s %9s %9s %9s" % ("run", "heap KiB", "board KiB", "live KiB", "board live"))
    figures = {}
    for name, boots in runs.items():
        smallest = stage.smallest_heap(boots, board)
        results = stage.run_boots(boots, board, 256 * KIB)
        live = None
        for line in results[-1].out.splitlines():
            if line.startswith(cpvm.END):
                live = int(line.split("alloc=")[1].split()[0])
        figures[name] = {"heap": smallest, "live": live}
        if smallest is None:
            print("  %-38s does not fit 256 KiB" % name)
            continue
        print("  %-38s %9d %9.1f %9.1f %9.1f" % (
            name, smallest, smallest - standins / KIB, live / KIB, (live - standins) / KIB))
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


# Run on the VM before code.py: collections off (gc.collect too, through a
# stand-in gc module), and each frame's growth of the heap printed. The
# stand-in keypad gives one key event a frame, so line k is event k's frame.
ALLOC_SCRIPT = """import sys
import gc as _gc


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
import hw.loop as _loop

_step = _loop.step


def _counted(hw, app):
    a = _gc.mem_alloc()
    _step(hw, app)
    print("CPVM-ALLOC %d" % (_gc.mem_alloc() - a))


_loop.step = _counted
import code
"""
ALLOC_LINE = "CPVM-ALLOC"  # as ALLOC_SCRIPT prints it
ALLOC_HEAP = 3 * 1024 * KIB


def press_starts(events):
    """The indices of ``events`` where a press begins: a key going down
    while none is down (an idle frame is a key that is up released)."""
    starts = []
    down = set()
    for i, (key, pressed) in enumerate(events):
        if pressed:
            if not down:
                starts.append(i)
            down.add(key)
        else:
            down.discard(key)
    return starts


def allocation_by_kind(frames, events, kinds):
    """{kind: [bytes per press]}: ``frames`` are the bytes each event's frame
    allocated, ``kinds`` the kinds of the last len(kinds) presses of
    ``events`` (a press runs until the next one begins)."""
    starts = press_starts(events)
    if len(kinds) > len(starts):
        raise ValueError("%d kinds for %d presses" % (len(kinds), len(starts)))
    starts = starts[len(starts) - len(kinds):] + [len(frames)]
    by_kind = {}
    for k, kind in enumerate(kinds):
        by_kind.setdefault(kind, []).append(sum(frames[starts[k]:starts[k + 1]]))
    return by_kind


def allocation(stage, board):
    """Print and return what each press of a solo game allocates on ``board``."""
    from bench import bench_rp2040

    kinds = []
    session = botplay.play_game(1, "base", board,
                                watch=lambda app, mask: kinds.append(
                                    bench_rp2040.kind_of(app, mask)))
    name = "cpvm_alloc.py"
    with open(os.path.join(stage.drive, name), "w") as f:
        f.write(ALLOC_SCRIPT)
    try:
        result = stage.run(session.events, board, ALLOC_HEAP, script=name)
    finally:
        os.remove(os.path.join(stage.drive, name))
    frames = [int(line.split()[1]) for line in result.out.splitlines()
              if line.startswith(ALLOC_LINE + " ")]
    if not result.ended or len(frames) != len(session.events):
        print("%s: the run did not end cleanly (%d frames for %d events)\n%s"
              % (board, len(frames), len(session.events), result.why()))
        return None
    by_kind = allocation_by_kind(frames, session.events, kinds)
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="pybadge", choices=BOARDS + ("all",))
    parser.add_argument("--format", default="both", choices=("mpy", "py", "both"))
    parser.add_argument("--no-callgrind", action="store_true")
    parser.add_argument("--alloc", action="store_true",
                        help="the bytes each press of a solo game allocates, by kind")
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
    if args.alloc:
        stage = cpvm.Stage(mpy=True, vm=vm, mpy_cross=cross)
        try:
            for board in boards:
                allocation(stage, board)
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
    print("(%.0f s)" % (time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())

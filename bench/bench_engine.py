"""Engine benchmark: speed in VM instructions and heap, on the 32-bit VMs beside the clone.

Prints, each figure with the VM that produced it:
- the legality scan against the naive cell-by-cell yardstick (``naive_scan``,
  written once here) on the mid-game card (same map, same placements): VM
  instructions with valgrind's callgrind on ``../shared/micropython`` and
  ``../shared/circuitpython``, or without them wall-time medians of both
  scans in one WebAssembly MicroPython run;
- the cost of ``engine.deltas`` per placement on that map, and of one
  season's scoring;
- the hint (``engine.hint``) on every decision of seeded games, on the
  CircuitPython VM from CircuitPython ``.mpy``: the worst and the median;
- the bot's average solo rating over 100 seeded games per content, main's
  bot before issue 11 and this one (CPython);
- the smallest hard-capped heap of self-play games on ``../shared/micropython``
  from ``.py`` and from ``.mpy``, and the code each engine module keeps;
- the WebAssembly MicroPython heap figures of issue #2 (an upper bound: that
  port cannot collect during a step).

Run from the repository root: ``python bench/bench_engine.py`` (about 30
minutes with valgrind on 2 cores; ``--quick`` measures one hint game and
fewer heap games).
"""
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import bot, fits, legal, scoring, shapes  # noqa: E402
from engine.game import OVER, Game, preset  # noqa: E402
from engine.terrain import HERO  # noqa: E402
from tools import bundle, cpvm, firmware_names, shortnames  # noqa: E402

SHARED = os.path.join(os.path.dirname(ROOT), "shared")
MICROPYTHON = "MicroPython 1.27 (32-bit unix, ../shared/micropython)"
CIRCUITPYTHON = "CircuitPython 10 (32-bit pybadge VM, ../shared/circuitpython)"
VMS = {  # name: (interpreter, its mpy-cross)
    MICROPYTHON: (os.path.join(SHARED, "micropython", "bin", "micropython"),
                  os.path.join(SHARED, "micropython", "bin", "mpy-cross")),
    CIRCUITPYTHON: (os.path.join(SHARED, "circuitpython", "bin", "circuitpython"),
                    os.path.join(SHARED, "circuitpython", "bin", "mpy-cross")),
}

# Imported by engine.game only when a game is set up (or loaded), so a
# device (and engine.selfplay) can forget them while the game is played.
SETUP_ONLY = ("setup", "maps")

# Self-play games whose smallest hard-capped heap the benchmark reports
# (SEED PLAYERS CONTENT); tests/test_engine_memory.py holds them to 52 KiB.
HEAP_RUNS = (["3", "6", "mixed"], ["1", "1", "base"], ["2", "3", "heroes"],
             ["4", "1", "mixed"], ["5", "4", "base"], ["6", "2", "heroes"])

# The names each VM's firmware holds (tools/firmware_names.py)
FIRMWARE_NAMES = {
    MICROPYTHON: firmware_names.MICROPYTHON_PATH,
    CIRCUITPYTHON: firmware_names.PATH,
}


def available(vm):
    """True when the VM's interpreter and mpy-cross are there."""
    return all(os.access(path, os.X_OK) for path in VMS[vm])


def import_order(top="game", extra=SETUP_ONLY, skip=()):
    """Engine modules that ``engine.<top>`` and the ``extra`` modules need,
    each after its own dependencies (read from their top-level
    ``from . import`` / ``from .x import`` lines), leaving out ``skip``: the
    order in which the WebAssembly benchmark imports them."""
    order = []

    def visit(name):
        path = os.path.join(ROOT, "engine", name + ".py")
        # not a module: e.g. ``const``, from engine/__init__
        if name in order or name in skip or not os.path.exists(path):
            return
        with open(path) as f:
            for line in f:
                if line.startswith("from . import "):
                    deps = line[len("from . import "):].split("#")[0].strip(" ()\n").split(",")
                elif line.startswith("from ."):
                    deps = [line[len("from ."):].split()[0]]
                else:
                    continue
                for dep in deps:
                    visit(dep.split()[0])
        order.append(name)

    for name in extra:
        visit(name)
    visit(top)
    return order


# ----- the yardstick -----

def naive_scan(cells, ruins, options, need):
    """The yardstick of issue 11: every legal placement found cell by cell.

    ``cells`` and ``ruins`` are 11 lists of 11 (terrain codes, 1 on a ruins
    space), ``options`` one list per choice of one list per orientation of
    the (dr, dc) spaces it covers, ``need`` whether a ruins space must be
    covered. Returns the placements packed as ``engine.legal`` packs them,
    ``choice << 18 | orient << 15 | r << 11 | 1 << c``. Plain MicroPython:
    the VM benchmarks run this very source."""
    out = []
    for ci in range(len(options)):
        orients = options[ci]
        for oi in range(len(orients)):
            spaces = orients[oi]
            for r in range(11):
                for c in range(11):
                    ok = True
                    hit = not need
                    for dr, dc in spaces:
                        y = r + dr
                        x = c + dc
                        if y > 10 or x > 10 or cells[y][x]:
                            ok = False
                            break
                        if ruins[y][x]:
                            hit = True
                    if ok and hit:
                        out.append((ci << 18) | (oi << 15) | (r << 11) | (1 << c))
    return out


def naive_inputs(game):
    """The arguments of ``naive_scan`` for the pending PLACE decision."""
    grid = game.grids[game.target]
    cells = [[grid.get(r, c) for c in range(11)] for r in range(11)]
    ruins = [[grid.is_ruins(r, c) for c in range(11)] for r in range(11)]
    options = []
    for ci in range(len(game.choices)):
        if game.choices[ci][1] == HERO:
            options.append([[(0, 0)]] * len(game.patterns))
        else:
            options.append([shapes.cells(v) for v in game.orientations(ci)])
    return cells, ruins, options, bool(game.need_ruins)


# The mid-game map of issue 11: the old bot's 3-player base game, seed 7, at
# the start of its second season (all three maps alike), where Homestead
# (card 7, village or farm) has 252 legal placements. Rebuilt from text so it
# stays the same map whatever the bot or the save format become.
MID_GAME_MAP = "\n".join([
    "a..........", "a....mR.^..", "..R^..m....", ".....#.m...", "....##R....",
    "....###....", "vV...#..w..", "vv...^..Www", "vv......w^w", "v.^R......w",
    "vvvv......w"])
MID_GAME_EDICTS = (3, 8, 5, 13)  # Stoneside Forest, Wildholds, Golden Granary, Broken Road


def mid_game():
    """The mid-game decision of issue 11 (see MID_GAME_MAP)."""
    from engine import textmap

    return Game(players=3, deck=[7, 2, 3], edicts=MID_GAME_EDICTS,
                maps=[textmap.parse(MID_GAME_MAP) for _ in range(3)])


# ----- running engine code on a VM -----

def vm_tree(vm, mpy, folder, renamed=False):
    """Copy the engine into ``folder``/engine (no __pycache__), compiled to
    the VM's .mpy (named ``engine.x`` inside, as tools/bundle.py does)
    when ``mpy``; ``renamed``: compiled from copies whose names are renamed
    as the bundle renames them, to names that VM's firmware holds
    (tools/shortnames.py; then only ``engine.selfplay`` can drive it, since
    a probe script would use the old names). Returns ``folder``."""
    target = os.path.join(folder, "engine")
    os.makedirs(target)
    source = os.path.join(ROOT, "engine")
    names = sorted(name for name in os.listdir(source) if name.endswith(".py"))
    plan = {}
    if renamed:
        sources = []
        for name in names:
            with open(os.path.join(source, name)) as f:
                sources.append(shortnames.Source("engine/" + name, f.read()))
        held, spare = firmware_names.load(FIRMWARE_NAMES[vm])
        plan = shortnames.plan(sources, held=held, spare=spare)
    for name in names:
        path = os.path.join(source, name)
        if mpy and name != "__init__.py":
            done = bundle.compile_one(VMS[vm][1], path, os.path.join(target, name[:-3] + ".mpy"),
                                      "engine." + name[:-3], plan.get("engine/" + name))
            if done.returncode != 0:
                raise RuntimeError(done.stdout + done.stderr)
        else:
            with open(path) as f:
                text = shortnames.rename(f.read(), plan.get("engine/" + name, {}))
            with open(os.path.join(target, name), "w") as f:
                f.write(text)
    return folder


def vm_run(vm, folder, script, args=(), heap=512 * 1024, callgrind=False):
    """Run ``script`` (source text) with the engine in ``folder``; returns
    (returncode, stdout, VM instructions or None)."""
    path = os.path.join(folder, "probe.py")
    with open(path, "w") as f:
        f.write(script)
    command = [VMS[vm][0], "-X", "heapsize=%d" % heap, "probe.py"] + list(args)
    if callgrind:
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command
    env = dict(os.environ, MICROPYPATH=".")
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True)
    count = re.search(r"Collected : (\d+)", done.stderr) if callgrind else None
    if done.returncode:
        raise RuntimeError("%s failed:\n%s%s" % (vm, done.stdout, done.stderr[-2000:]))
    return done.returncode, done.stdout, int(count.group(1)) if count else None


def per_call(vm, folder, script, mode, low=2, high=12):
    """VM instructions of one iteration of ``mode`` in ``script``: two
    callgrind runs doing ``low`` and ``high`` iterations, the difference
    divided. The count travels as a fixed-width argument ("x0002"): under
    these VMs a run's total moves with the length and text of its arguments
    (they are allocated, or interned, before the work)."""
    runs = [vm_run(vm, folder, script, (mode, "x%04d" % n), callgrind=True)[2]
            for n in (low, high)]
    return (runs[1] - runs[0]) / (high - low)


PROBE_HEAD = """import sys, gc, binascii
from engine import deltas, fits, legal, scoring, shapes
from engine import restore
from engine.terrain import HERO
g = restore.load(binascii.unhexlify(%r))
mode = sys.argv[1]
n = int(sys.argv[2][1:])
"""

SCAN_PROBE = """
%s
args = naive_inputs(g)
legal_list = legal.placements(g)
assert legal_list == naive_scan(*args), "the scans differ"
masks = [0] * 11
shapes = []
for ci in range(len(g.choices)):
    shape = g.choices[ci][0]
    if shape not in shapes:
        shapes.append(shape)
gc.collect()
for _ in range(n):
    if mode == "engine":
        fits.reset()
        legal.placements(g)
    elif mode == "masks":
        fits.reset()
        for shape in shapes:
            for v in fits.orientations(shape):
                fits.fit_rows(g.grids[g.target].filled, None, v, masks)
    elif mode == "naive":
        naive_scan(*args)
print(len(legal_list))
"""

DELTA_PROBE = """
acts = legal.actions(g)
out = [0] * 8
deltas.begin(g)
gc.collect()
for k in range(n):
    a = acts[k % len(acts)]
    if mode == "place":
        deltas.place(g, a[1], a[2], a[3], a[4], out)
    elif mode == "season":
        for m in g.grids:
            scoring.score(g.edicts[g.season], m)
            scoring.score(g.edicts[(g.season + 1) % 4], m)
            scoring.monster_penalty(m)
print(len(acts))
"""

HINT_PROBE = """import sys, binascii
from engine import hint
from engine import restore
f = open("save.hex")
g = restore.load(binascii.unhexlify(f.read().strip()))
f.close()
if sys.argv[1] == "find":
    s = hint.HintSearch(g)
    while s.step():
        pass
    print(s.action, s.done)
"""


def naive_source():
    """The source of ``naive_inputs`` and ``naive_scan``, for the VMs."""
    return inspect.getsource(naive_inputs) + "\n" + inspect.getsource(naive_scan)


def scan_figures(vm, folder, game):
    """(placements, engine list, masks only, naive) VM instructions per scan."""
    script = PROBE_HEAD % game.to_bytes().hex() + SCAN_PROBE % naive_source()
    found = int(vm_run(vm, folder, script, ("none", "x0000"))[1].split()[-1])
    return (found, per_call(vm, folder, script, "engine"),
            per_call(vm, folder, script, "masks"), per_call(vm, folder, script, "naive"))


def delta_figures(vm, folder, game):
    """(placements, VM instructions per deltas.place over all of them, per
    season's scoring of every map)."""
    script = PROBE_HEAD % game.to_bytes().hex() + DELTA_PROBE
    n = len(legal.actions(game))
    return (n, per_call(vm, folder, script, "place", 0, n),
            per_call(vm, folder, script, "season", 2, 7))


def decisions(content, players, seed):
    """The save of every decision of a bot game."""
    game = Game(**preset(content, players, seed))
    saves = []
    while game.kind != OVER:
        saves.append(game.to_bytes().hex())
        game.act(bot.choose(game))
    return saves


def hint_figures(vm, folder, games, log=print):
    """VM instructions of a whole hint search at every decision of each
    (content, players, seed) game: [(instructions, game, decision, action,
    save)]. Two runs per decision, the same save loaded, with and without
    the search."""
    out = []
    for content, players, seed in games:
        name = "%s %dp seed %d" % (content, players, seed)
        saves = decisions(content, players, seed)
        worst = 0
        for i, save in enumerate(saves):
            # a file, not an argument: the CircuitPython VM dies on a long one
            with open(os.path.join(folder, "save.hex"), "w") as f:
                f.write(save)
            base = vm_run(vm, folder, HINT_PROBE, ("load",), callgrind=True)[2]
            text, total = vm_run(vm, folder, HINT_PROBE, ("find",), callgrind=True)[1:]
            out.append((total - base, name, i, text.strip(), save))
            worst = max(worst, total - base)
        log("  %s: %d decisions, worst %.1f M" % (name, len(saves), worst / 1e6))
    return out


SLICE_PROBE = """import gc, binascii
from engine import hint, restore
f = open("save.hex")
g = restore.load(binascii.unhexlify(f.read().strip()))
f.close()
s = hint.HintSearch(g)
gc.isenabled()
while s.step():
    gc.isenabled()
gc.isenabled()
"""


def slice_costs(vm, folder, save):
    """VM instructions of each slice (``HintSearch.step()`` call) of the
    search on ``save``: callgrind dumps before every ``gc.isenabled()``
    which the probe calls between slices and nothing else calls."""
    with open(os.path.join(folder, "save.hex"), "w") as f:
        f.write(save)
    out = os.path.join(folder, "slices")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    with open(os.path.join(folder, "probe.py"), "w") as f:
        f.write(SLICE_PROBE)
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--dump-before=gc_isenabled", "--dump-instr=no",
         "--callgrind-out-file=%s/cg.out" % out, VMS[vm][0], "-X", "heapsize=%d" % (512 * 1024),
         "probe.py"], cwd=folder, env=dict(os.environ, MICROPYPATH="."), capture_output=True,
        text=True)
    if done.returncode:
        raise RuntimeError("%s failed:\n%s" % (vm, done.stderr[-2000:]))
    # dumps: up to the first marker (load, import, HintSearch()), then one
    # per slice, then the end
    return cpvm.dump_counts(out)[1:-1]


def selfplay_heap(folder, args, low=16 * 1024, high=160 * 1024, step=64):
    """The smallest -X heapsize that plays ``engine.selfplay ARGS`` to the
    end on ../shared/micropython (it collects during the run and never
    grows its heap), to ``step`` bytes."""
    vm = VMS[MICROPYTHON][0]
    env = dict(os.environ, MICROPYPATH=".")

    def fits_in(heap):
        done = subprocess.run([vm, "-X", "heapsize=%d" % heap, "-m", "engine.selfplay"] + args,
                              cwd=folder, env=env, capture_output=True, text=True)
        return done.stdout.rstrip().endswith("done")

    if not fits_in(high):
        return None
    while high - low > step:
        mid = (low + high) // 2 // step * step
        if fits_in(mid):
            high = mid
        else:
            low = mid
    return high


# Imports each of a list of engine modules and prints what each keeps.
IMPORT_EACH = """for m in %r:
    __import__("engine." + m)
    gc.collect()
    a = gc.mem_alloc()
    print(m, a - prev)
    prev = a
"""
KEPT_PROBE = ("""import gc, sys
gc.collect()
a0 = gc.mem_alloc()
from engine.game import Game, preset
g = Game(**preset("mixed", 6, 3))
from engine import selfplay
selfplay.forget(selfplay.SETUP_ONLY)
gc.collect()
prev = gc.mem_alloc()
print("state+game", prev - a0)
""" + IMPORT_EACH
              + """print("total", prev - a0)
""")


def kept_code(folder):
    """Heap each engine module keeps on ../shared/micropython, imported one
    by one in dependency order (the game's modules first, then the search
    loaded after the game is built, as engine.selfplay does)."""
    game_mods = import_order("game", ())
    play_mods = [m for m in import_order("bot", ()) if m not in game_mods]
    before = ("""import gc
gc.collect()
a0 = gc.mem_alloc()
prev = a0
""" + IMPORT_EACH) % (game_mods,)
    first = vm_run(MICROPYTHON, folder, before, ())[1]
    second = vm_run(MICROPYTHON, folder, KEPT_PROBE % (play_mods,), ())[1]
    return first, second


HINT_KEPT_PROBE = ("""import gc, sys
import engine
from engine.game import Game, preset
g = Game(**preset("heroes", 3, 3))
for name in ("setup", "maps"):
    sys.modules.pop("engine." + name)
    delattr(engine, name)
gc.collect()
prev = gc.mem_alloc()
""" + IMPORT_EACH % (("fits", "deltas", "hint"),) + """from engine import hint
s = hint.HintSearch(g)
while s.step():
    pass
s = None
gc.collect()
print("left after a search", gc.mem_alloc() - prev)
""")


def hint_kept(folder):
    """What the hint's modules keep on the CircuitPython VM (.mpy) when a
    3-player Heroes game is held, as the device would load them for the
    Hint: 'module bytes' lines."""
    return vm_run(CIRCUITPYTHON, folder, HINT_KEPT_PROBE, ())[1]


# ----- the bot's solo ratings, before and after -----

# main's bot before issue 11 (engine/bot.py with engine/bot_attack.py): the
# "before" of the ratings, run over this engine's other modules.
BEFORE_BOT = "87546c0"

RATINGS = """import sys
sys.path.insert(0, sys.argv[1])
from engine import bot
from engine.game import OVER, Game, preset
for content in sys.argv[3:]:
    total = 0
    for seed in range(1, int(sys.argv[2]) + 1):
        g = Game(**preset(content, 1, seed))
        while g.kind != OVER:
            g.act(bot.choose(g))
        total += g.solo_rating()[0]
    print(content, total)
"""


def bot_ratings(before, games=100, contents=("base", "heroes", "mixed")):
    """{content: average solo rating over seeds 1..games} of this engine's
    bot, or with ``before`` of main's bot at BEFORE_BOT (None when git
    cannot show it). On CPython: the bot's choices are the same on every
    interpreter (tests/test_micropython_conformance.py)."""
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(os.path.join(ROOT, "engine"), os.path.join(tmp, "engine"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        if before:
            for name in ("bot.py", "bot_attack.py"):
                shown = subprocess.run(["git", "show", "%s:engine/%s" % (BEFORE_BOT, name)],
                                       cwd=ROOT, capture_output=True, text=True)
                if shown.returncode:
                    return None
                with open(os.path.join(tmp, "engine", name), "w") as f:
                    f.write(shown.stdout)
        out = subprocess.run([sys.executable, "-c", RATINGS, tmp, str(games)] + list(contents),
                             capture_output=True, text=True, check=True).stdout
    return {line.split()[0]: int(line.split()[1]) / games for line in out.splitlines()}


# ----- WebAssembly MicroPython (issue #2's figures, and the fallback) -----

def mpy_run(heap, seed=3, players=6, content="mixed", forget=()):
    """One bot game under WebAssembly MicroPython in a ``heap``-byte heap:
    the game's modules imported from source, the game built, ``forget``
    dropped, then the bot's modules imported; the JSON figures of
    mpy_memory.mjs."""
    extra = ["--forget"] + list(forget) if forget else []
    first = import_order("game", SETUP_ONLY)
    then = ["--then"] + [m for m in import_order("bot", ()) if m not in first]
    out = subprocess.run(
        ["node", os.path.join(ROOT, "bench", "mpy_memory.mjs"), str(heap), str(seed),
         str(players), content] + first + extra + then, capture_output=True, text=True,
        check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def smallest_heap(start=96 * 1024, step=512, floor=32 * 1024, forget=()):
    """Step down from ``start`` until a heap does not fit; the last that did.

    Fitting is not monotonic in the heap size (where blocks land changes
    fragmentation), so this reports the first failure going down, not a
    bisection. Returns (heap, result) or (None, result) if ``start`` does
    not fit."""
    result = mpy_run(start, forget=forget)
    if not result["fits"]:
        return None, result
    heap = start
    while heap - step >= floor:
        trial = mpy_run(heap - step, forget=forget)
        if not trial["fits"]:
            break
        heap, result = heap - step, trial
    return heap, result


WASM_SCAN = """import time, gc
from engine import bot, fits, legal, shapes
from engine.game import Game, OVER, preset
from engine.terrain import HERO
%s
g = Game(**preset('base', 3, 7))
while g.kind != OVER and g.season < 1:
    g.act(bot.choose(g))
args = naive_inputs(g)
def median(fn):
    t = []
    for _ in range(9):
        a = time.ticks_us()
        fn()
        t.append(time.ticks_diff(time.ticks_us(), a))
    t.sort()
    return t[4]
def engine_scan():
    fits.reset()
    return legal.placements(g)
assert engine_scan() == naive_scan(*args)
print(len(engine_scan()), median(engine_scan), median(lambda: naive_scan(*args)))
"""


def wasm_scan():
    """(placements, engine µs, naive µs): medians of 9 in one WebAssembly run."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mpyrun
    code, out, err = mpyrun.run(WASM_SCAN % naive_source(), heap=512 * 1024, dirs=("engine",))
    if code:
        raise RuntimeError(err)
    n, engine_us, naive_us = out.split()
    return int(n), int(engine_us), int(naive_us)


def main(argv):
    quick = "--quick" in argv
    print("engine benchmark")
    game = mid_game()
    grid = game.grids[game.target]
    print("mid-game card %d (%s), %d legal placements, edicts %s" % (
        game.card, ", ".join("%d%s" % (c[0], "/%d" % c[1]) for c in game.choices),
        len(legal.placements(game)), ", ".join(scoring.NAMES[e] for e in game.edicts)))
    valgrind = shutil.which("valgrind")
    tmp = tempfile.mkdtemp(prefix="bench_engine_")
    try:
        for vm in (MICROPYTHON, CIRCUITPYTHON):
            if not (valgrind and available(vm)):
                print("%s: not measured (%s)" % (vm, "no valgrind" if available(vm)
                                                 else "not beside the clone"))
                continue
            folder = vm_tree(vm, True, os.path.join(tmp, "speed" if vm == MICROPYTHON else "cp"))
            n, engine, masks, naive = scan_figures(vm, folder, game)
            print("%s, callgrind, engine from .mpy:" % vm)
            print("  legality scan, %d placements listed: engine %.3f M VM instructions,"
                  " naive %.3f M: ratio %.3f (masks only, no list: %.3f M, %.3f)"
                  % (n, engine / 1e6, naive / 1e6, engine / naive, masks / 1e6, masks / naive))
            n, place, season = delta_figures(vm, folder, game)
            print("  deltas.place, average over all %d placements: %.3f M VM instructions;"
                  " one season's scoring of %d maps: %.3f M" % (
                      n, place / 1e6, len(game.grids), season / 1e6))
        if not (valgrind and available(MICROPYTHON) and available(CIRCUITPYTHON)):
            n, engine_us, naive_us = wasm_scan()
            print("WebAssembly MicroPython 1.27 (wall time, medians of 9 in one run, this PC):"
                  " %d placements, engine %d us, naive %d us: ratio %.3f"
                  % (n, engine_us, naive_us, engine_us / naive_us))
        if valgrind and available(CIRCUITPYTHON):
            games = [("base", 1, 1)] if quick else [
                ("base", 1, 1), ("heroes", 1, 2), ("mixed", 1, 3), ("mixed", 2, 4)]
            print("%s, callgrind, engine from CircuitPython .mpy: the hint at every"
                  " decision:" % CIRCUITPYTHON)
            folder = os.path.join(tmp, "cp")
            print("  kept by the hint's modules beside a 3-player Heroes game (bytes): "
                  + ", ".join(hint_kept(folder).strip().split("\n")))
            figures = sorted(hint_figures(CIRCUITPYTHON, folder, games), reverse=True)
            print("  worst %.1f M VM instructions (%s, decision %d: %s), median %.1f M,"
                  " %d decisions" % (figures[0][0] / 1e6, figures[0][1], figures[0][2],
                                     figures[0][3], figures[len(figures) // 2][0] / 1e6,
                                     len(figures)))
            slices = slice_costs(CIRCUITPYTHON, folder, figures[0][4])
            print("  its %d slices (HintSearch.step calls, callgrind dumps between them):"
                  " largest %.2f M, median %.2f M" % (
                      len(slices), max(slices) / 1e6, sorted(slices)[len(slices) // 2] / 1e6))
        after = bot_ratings(False, 20 if quick else 100)
        before = bot_ratings(True, 20 if quick else 100)
        print("CPython (the same choices on every interpreter): the bot's average solo rating"
              " over seeded games 1-%d, main's bot at %s -> this bot: %s" % (
                  20 if quick else 100, BEFORE_BOT, ", ".join(
                      "%s %s -> %.2f" % (c, "%.2f" % before[c] if before else "(no git)",
                                         after[c]) for c in sorted(after))))
        if available(MICROPYTHON):
            print("%s, hard-capped heap, smallest that plays engine.selfplay to the end"
                  " (64-byte steps):" % MICROPYTHON)
            runs = HEAP_RUNS[:2] if quick else HEAP_RUNS
            for mpy, renamed in ((True, True), (True, False), (False, False)):
                folder = vm_tree(MICROPYTHON, mpy, os.path.join(tmp, "heap%d%d" % (mpy, renamed)),
                                 renamed=renamed)
                sizes = [(selfplay_heap(folder, args), " ".join(args)) for args in runs]
                print("  from %s: %s; worst %d bytes (%.1f KiB)" % (
                    ".mpy, names renamed as the bundle does" if renamed else
                    ".mpy" if mpy else ".py",
                    ", ".join("%s: %s" % (a, h) for h, a in sizes),
                    max(h or 0 for h, _ in sizes), max(h or 0 for h, _ in sizes) / 1024))
                if mpy and not renamed:
                    first, second = kept_code(folder)
                    print("  kept from .mpy, module by module (bytes): "
                          + ", ".join(first.split("\n")).strip(", "))
                    print("  after the game is built: " + ", ".join(second.split("\n")).strip(", "))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("WebAssembly MicroPython 1.27 (npm), from source, collects only between steps"
          " (an upper bound):")
    heap, result = smallest_heap()
    if heap is None:
        print("  a 6-player mixed bot game does NOT fit 96 KB: %s" % result)
    else:
        print("  6-player mixed bot game: smallest heap %d bytes (%.1f KB) going down in"
              " 512-byte steps; code %d bytes, state %d, most in use within a decision %d"
              % (heap, heap / 1024, result["code_bytes"], result["state_bytes"],
                 result["step_peak_alloc"]))
    heap, result = smallest_heap(forget=SETUP_ONLY)
    if heap is not None:
        print("  with %s forgotten once the game is built (%d bytes freed): %d bytes (%.1f KB)"
              % (", ".join("engine." + m for m in SETUP_ONLY), result["forgotten_bytes"],
                 heap, heap / 1024))
    start = time.perf_counter()
    for _ in range(20):
        fits.reset()
        legal.placements(game)
    print("CPython: legality scan %.0f us, one map's season scoring %.0f us" % (
        (time.perf_counter() - start) / 20 * 1e6,
        per_cpython(lambda: (scoring.score(game.edicts[0], grid),
                             scoring.score(game.edicts[1], grid), scoring.monster_penalty(grid)))))


def per_cpython(fn, repeat=200):
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat * 1e6


if __name__ == "__main__":
    main(sys.argv[1:])

"""Engine benchmark: memory under real MicroPython and speed on CPython.

Prints, for a 6-player mixed game played by the bot:
- under MicroPython (WebAssembly, 32-bit, via bench/mpy_memory.mjs): whether
  the engine's imports (from source) and the whole game fit a 64 KB GC heap,
  the smallest heap that fits going down from there, the code and live
  state sizes, and the largest heap use within one decision; then the same
  with the modules only a game's setup needs (``SETUP_ONLY``) forgotten once
  the game is built, as a device may do;
- under MicroPython: the legality scan and one season's scoring on a
  mid-game map, their time and the bytes they allocate;
- the bytes of live state per player map;
- on CPython: the legality scan of every option x orientation x position of
  a card on a mid-game map, and one season's scoring, per call.

Run from the repository root: ``python bench/bench_engine.py``.
"""
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import bot, scoring, shapes  # noqa: E402
from engine.game import OVER, Game, preset  # noqa: E402

# Imported by engine.game only when a game is set up (or loaded), so a
# device can forget them while the game is played.
SETUP_ONLY = ("setup", "maps")


def import_order(top="selfplay", extra=SETUP_ONLY):
    """Engine modules that ``engine.<top>`` and the ``extra`` modules need,
    each after its own dependencies (read from their top-level
    ``from . import`` / ``from .x import`` lines): the order in which the
    benchmark imports them."""
    order = []

    def visit(name):
        path = os.path.join(ROOT, "engine", name + ".py")
        if name in order or not os.path.exists(path):  # e.g. ``const``, from __init__
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


def mpy_run(heap, seed=3, players=6, content="mixed", forget=()):
    """One bot game under MicroPython in a ``heap``-byte heap, ``forget``
    dropped once the game is built; the JSON figures of mpy_memory.mjs."""
    extra = ["--forget"] + list(forget) if forget else []
    out = subprocess.run(
        ["node", os.path.join(ROOT, "bench", "mpy_memory.mjs"), str(heap), str(seed),
         str(players), content] + import_order() + extra, capture_output=True, text=True,
        check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def smallest_heap(start=64 * 1024, step=512, floor=32 * 1024, forget=()):
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


def mid_game():
    """A 3-player base game played by the bot up to the second season."""
    game = Game(**preset("base", 3, 7))
    while game.kind != OVER and game.season < 1:
        game.act(bot.choose(game))
    return game


def time_per_call(fn, repeat=200):
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat * 1e6


def legality_scan(game):
    """Count legal placements of every option of the current card."""
    grid = game.grids[game.target]
    need = grid.ruins if game.need_ruins else None
    n = 0
    for shape, _, _ in game.choices:
        for v in shapes.orientations(shape):
            p = shapes.find(grid.filled, v, need)
            while p >= 0:
                n += 1
                p = shapes.find(grid.filled, v, need, p + 1)
    return n


MPY_SCAN = """
import gc, time
from engine import bot, scoring, shapes
from engine.game import Game, OVER, preset
g = Game(**preset('base', 3, 7))
while g.kind != OVER and g.season < 1:
    g.act(bot.choose(g))
grid = g.grids[g.target]
need = grid.ruins if g.need_ruins else None
opts = [shapes.orientations(s) for s, _, _ in g.choices]
def scan():
    n = 0
    for orients in opts:
        for v in orients:
            p = shapes.find(grid.filled, v, need)
            while p >= 0:
                n += 1
                p = shapes.find(grid.filled, v, need, p + 1)
    return n
def season():
    for m in g.grids:
        scoring.score(g.edicts[0], m)
        scoring.score(g.edicts[1], m)
        scoring.monster_penalty(m)
scan(); season()
a = gc.mem_alloc(); n = scan(); b = gc.mem_alloc()
season(); c = gc.mem_alloc()
t = time.ticks_ms()
for _ in range(20):
    scan()
t1 = time.ticks_ms()
for _ in range(20):
    season()
t2 = time.ticks_ms()
print(n, b - a, c - b, (t1 - t) / 20, (t2 - t1) / 20, len(g.grids))
"""


def mpy_scan():
    """Legality scan and season scoring under MicroPython: placements found,
    bytes allocated by one scan and one season, ms per scan and season."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mpyrun
    code, out, err = mpyrun.run(MPY_SCAN, heap=256 * 1024, dirs=("engine",))
    if code:
        raise RuntimeError(err)
    n, scan_bytes, season_bytes, scan_ms, season_ms, maps = out.split()
    return (int(n), int(scan_bytes), int(season_bytes), float(scan_ms), float(season_ms),
            int(maps))


def main():
    print("engine benchmark")
    heap, result = smallest_heap()
    if heap is None:
        print("MicroPython: a 6-player mixed bot game does NOT fit a 64 KB heap:", result)
    else:
        print("MicroPython: a 6-player mixed bot game fits a 64 KB heap; going down in"
              " 512-byte steps, the smallest that fits is %d bytes (%.1f KB)"
              % (heap, heap / 1024))
        print("  code retained after imports: %d bytes" % result["code_bytes"])
        print("  live game state, 6 players: %d bytes (%d per player)"
              % (result["state_bytes"], result["state_bytes"] // 6))
        print("  most heap in use within one decision: %d bytes" % result["step_peak_alloc"])
    heap, result = smallest_heap(forget=SETUP_ONLY)
    if heap is None:
        print("  with %s forgotten once the game is built: does NOT fit 64 KB: %s"
              % (", ".join("engine." + m for m in SETUP_ONLY), result))
    else:
        print("  with %s forgotten once the game is built (%d bytes freed, none"
              " imported again: %s): smallest heap %d bytes (%.1f KB)"
              % (", ".join("engine." + m for m in SETUP_ONLY), result["forgotten_bytes"],
                 "yes" if not set(SETUP_ONLY) & {m[7:] for m in result["loaded"]} else "NO",
                 heap, heap / 1024))
        print("  most heap in use within one decision: %d bytes" % result["step_peak_alloc"])
    n, scan_bytes, season_bytes, scan_ms, season_ms, maps = mpy_scan()
    print("MicroPython (WebAssembly on this PC, not a device clock), mid-game map:")
    print("  legality scan of every option x orientation x position: %d legal placements,"
          " %.2f ms, %d bytes allocated" % (n, scan_ms, scan_bytes))
    print("  one season's scoring of %d maps (2 edicts + monsters each): %.2f ms,"
          " %d bytes allocated" % (maps, season_ms, season_bytes))
    game = mid_game()
    print("CPython: legal placements of card %d on a mid-game map: %d"
          % (game.card, legality_scan(game)))
    print("  legality scan: %.0f us per card" % time_per_call(lambda: legality_scan(game)))
    grid = game.grids[0]
    print("  one season's scoring (2 edicts + monsters), one map: %.0f us" % time_per_call(
        lambda: (scoring.score(game.edicts[0], grid), scoring.score(game.edicts[1], grid),
                 scoring.monster_penalty(grid))))
    print("  packed map: %d bytes terrain + %d bytes monster tags per player"
          % (len(grid.cells), len(grid.tags)))


if __name__ == "__main__":
    main()

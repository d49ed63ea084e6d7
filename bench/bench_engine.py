"""Engine benchmark: memory under real MicroPython and speed on CPython.

Prints, for a 6-player mixed game played by the bot:
- under MicroPython (WebAssembly, 32-bit, via bench/mpy_memory.mjs): the
  smallest GC heap in which the engine's imports (from source) and the whole
  game fit, the code and live state sizes, and the largest heap use within
  one decision;
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


def import_order(top="selfplay"):
    """Engine modules that ``engine.<top>`` needs, each after its own
    dependencies (read from their ``from . import`` / ``from .x import``
    lines): the order in which the benchmark imports them."""
    order = []

    def visit(name):
        if name in order:
            return
        with open(os.path.join(ROOT, "engine", name + ".py")) as f:
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

    visit(top)
    return order


def mpy_run(heap, seed=3, players=6, content="mixed"):
    out = subprocess.run(
        ["node", os.path.join(ROOT, "bench", "mpy_memory.mjs"), str(heap), str(seed),
         str(players), content] + import_order(), capture_output=True, text=True,
        check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def smallest_heap(lo=32 * 1024, hi=256 * 1024):
    """Bisect the smallest heap (to 1 KB) in which the run never grows it."""
    best = mpy_run(hi)
    if not best["fits"]:
        return None, best
    while hi - lo > 1024:
        mid = (lo + hi) // 2 // 256 * 256
        result = mpy_run(mid)
        if result["fits"]:
            hi, best = mid, result
        else:
            lo = mid
    return hi, best


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


def main():
    print("engine benchmark")
    heap, result = smallest_heap()
    if heap is None:
        print("MicroPython: does not fit in 256 KB:", result)
    else:
        print("MicroPython smallest heap for a 6-player mixed bot game: %d bytes (%.1f KB)"
              % (heap, heap / 1024))
        print("  code retained after imports: %d bytes" % result["code_bytes"])
        print("  live game state, 6 players: %d bytes (%d per player)"
              % (result["state_bytes"], result["state_bytes"] // 6))
        print("  most heap in use within one decision: %d bytes" % result["step_peak_alloc"])
        print("  64 KB heap:", "fits" if mpy_run(65536)["fits"] else "does NOT fit")
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

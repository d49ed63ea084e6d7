"""The play screen's cost per cursor move, in the simulator: TileGrid
tiles (and the pixels they cover) written by one d-pad press, the time the
app takes to handle the press, and ``display.refresh()`` of the whole play
screen, on the PyBadge (160x128), PicoSystem (240x240) and PicoPad
(320x240) screens.

Run: ``python bench/bench_ui.py [moves]`` (headless, no window needed).
The simulator always renders the full screen, so the refresh figure is a
desktop figure, not a model of the device, where displayio sends only the
dirty tiles.
"""
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))
sys.path.insert(1, ROOT)
os.environ["BLINKA_OS_AGNOSTIC"] = "1"
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from carto_ui import play  # noqa: E402
from carto_ui.app import App  # noqa: E402

from engine import game as rules  # noqa: E402
from hw import boards  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, UP, A  # noqa: E402
from hw.storage import MemoryStore, Storage, size_for  # noqa: E402
from sim import clock  # noqa: E402
from sim.simboard import SimBoard  # noqa: E402

# A sweep over the map: right along a row, one down, left back, and so on.
SWEEP = [RIGHT] * 7 + [DOWN] + [LEFT] * 7 + [DOWN]


def measure(name, moves):
    storage = Storage(MemoryStore(size_for(boards.SAVE_PAYLOAD)))
    hw = SimBoard(name, storage, clock.StepClock(), scale=1)
    try:
        app = App(hw, seed=1)
        app.new_game(rules.preset("base", 1, 1))
        p = app.play
        if p.mode == play.CHOOSE:
            app.press(A)
        app.press(UP | LEFT)  # the top-left corner, so the sweep stays on the map
        for _ in range(10):
            app.press(UP)
            app.press(LEFT)
        hw.display.refresh()
        tiles = []
        press_ms = []
        refresh_ms = []
        for k in range(moves):
            before = p.map.writes
            start = time.perf_counter()
            app.press(SWEEP[k % len(SWEEP)])
            press_ms.append((time.perf_counter() - start) * 1000)
            tiles.append(p.map.writes - before)
            start = time.perf_counter()
            hw.display.refresh()
            refresh_ms.append((time.perf_counter() - start) * 1000)
            app.dirty = False
        size = p.map.tile
        cells = len(p.map.shown)
        return size, cells, tiles, press_ms, refresh_ms
    finally:
        hw.close()


def main():
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    print("Play screen, one d-pad press per frame, %d presses (base game, seed 1):" % moves)
    for name in ("pybadge", "picosystem", "picopad"):
        if boards.find(name) is None:
            continue
        width, height = boards.find(name)[2:]
        size, cells, tiles, press_ms, refresh_ms = measure(name, moves)
        print("  %-10s %dx%d, %d px tiles:" % (name, width, height, size))
        print("    tiles written per move: median %d, max %d of %d (%d / %d px)"
              % (statistics.median(tiles), max(tiles), cells,
                 statistics.median(tiles) * size * size, max(tiles) * size * size))
        print("    app.press: median %.2f ms; display.refresh(): median %.1f ms, max %.1f ms"
              % (statistics.median(press_ms), statistics.median(refresh_ms), max(refresh_ms)))


if __name__ == "__main__":
    main()

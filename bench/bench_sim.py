"""Simulator frame time: median ``display.refresh()`` of a representative
scene (an 11x11 TileGrid board sized to the screen, a cursor tile and a few
text labels, one board tile changed per frame) on the PyBadge (160x128),
PicoSystem (240x240) and PicoPad (320x240) screens, at window scale 1 and at
the default scale.

Run: ``python bench/bench_sim.py [frames]`` (headless, no window needed).
These are desktop figures, not a model of the device's speed.
"""
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ["BLINKA_OS_AGNOSTIC"] = "1"
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import displayio  # noqa: E402
import terminalio  # noqa: E402
from adafruit_display_text import label  # noqa: E402

from hw import boards  # noqa: E402
from sim import clock  # noqa: E402
from sim.simboard import SimBoard, default_scale  # noqa: E402

TILES = 10


def build_scene(width, height):
    """Root group and the board TileGrid of a game-like screen."""
    cell = min(width, height) // 11
    sheet = displayio.Bitmap(cell * TILES, cell, TILES)
    for tile in range(TILES):
        for y in range(1, cell):
            for x in range(1, cell):
                sheet[tile * cell + x, y] = tile
    palette = displayio.Palette(TILES)
    for i in range(TILES):
        palette[i] = (i * 0x1F3D5B) & 0xFFFFFF
    board = displayio.TileGrid(sheet, pixel_shader=palette, width=11, height=11,
                               tile_width=cell, tile_height=cell)
    cursor = displayio.TileGrid(sheet, pixel_shader=palette, width=1, height=1,
                                tile_width=cell, tile_height=cell, default_tile=1)
    root = displayio.Group()
    root.append(board)
    root.append(cursor)
    hud_x = cell * 11 + 2
    for row, text in enumerate(("Season 1", "Time 3/8", "Coins 2", "Score 41")):
        root.append(label.Label(terminalio.FONT, text=text, color=0xFFFFFF,
                                x=min(hud_x, width - 40), y=8 + 12 * row))
    return root, board, cursor


def measure(name, scale, frames):
    """Median and first refresh time in ms for ``frames`` frames."""
    hw = SimBoard(name, None, clock.StepClock(), scale)
    try:
        root, board, cursor = build_scene(hw.WIDTH, hw.HEIGHT)
        hw.display.root_group = root
        start = time.perf_counter()
        hw.display.refresh()
        first = (time.perf_counter() - start) * 1000
        times = []
        for frame in range(frames):
            board[frame % 11, (frame // 11) % 11] = frame % TILES
            cursor.x = (frame % 11) * board.tile_width
            start = time.perf_counter()
            hw.display.refresh()
            times.append((time.perf_counter() - start) * 1000)
        return statistics.median(times), first
    finally:
        hw.close()


def main():
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print("display.refresh(), median of %d frames (first frame):" % frames)
    for name in ("pybadge", "picosystem", "picopad"):
        width, height = boards.find(name)[2:]
        for scale in (1, default_scale(width)):
            median, first = measure(name, scale, frames)
            print("  %-10s %dx%d scale %d: %6.1f ms  (%5.1f ms)"
                  % (name, width, height, scale, median, first))


if __name__ == "__main__":
    main()

"""What displayio's redraws cost on the real firmware: the emulated PicoSystem.

A small ``code.py`` (``DEVICE``, not the game) runs on the emulated board
(``tools/rp2040.py``) and times ``display.refresh()`` for one change at a
time, in emulated milliseconds: a band under the map as wide as the screen
(two scale-2 text lines, 48 rows) shown and hidden over a screen-wide
``vectorio`` box, over nothing, with other layers in the tree, its text
opaque or transparent, at scale 1; a full-screen box moved; a map's
``TileGrid`` with 4 and 121 tiles changed. From them the bench prints what a
pixel costs by what draws it (a ``TileGrid``, a ``vectorio`` box, nothing:
the transfer and the window), and what each layer of the tree adds to each
display window (displayio refreshes a dirty area a buffer at a time: a
240-px-wide area a row at a time).

    python bench/bench_draw.py [--out DIR]

About a minute here (the firmware's boot included).
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import rp2040  # noqa: E402

DEVICE = r'''
import time, board, displayio, vectorio
d = board.DISPLAY
d.auto_refresh = False
sheet = displayio.Bitmap(6 * 95, 12, 2)  # a glyph sheet's shape: 95 glyphs of 6x12
for x in range(0, 6 * 95, 3):
    for y in range(0, 12, 2):
        sheet[x, y] = 1
opaque = displayio.Palette(2)
opaque[0] = 0x202028
opaque[1] = 0xF0E8D0
clear = displayio.Palette(2)
clear[0] = 0
clear[1] = 0xF0E8D0
clear.make_transparent(0)
paper = displayio.Palette(1)
paper[0] = 0x202028

def label(cols, scale, x, y, palette):
    g = displayio.Group(scale=scale, x=x, y=y)
    t = displayio.TileGrid(sheet, pixel_shader=palette, width=cols, height=1,
                           tile_width=6, tile_height=12)
    for i in range(cols):
        t[i] = (i * 7) % 95
    g.append(t)
    return g

def timed(change):
    t = time.monotonic_ns()
    change()
    d.refresh()
    return (time.monotonic_ns() - t) / 1e6

def case(name, root, change):
    d.root_group = root
    d.refresh()
    # each change twice: a band shown at first is hidden, then shown again
    print("CASE %s %.2f %.2f" % (name, timed(change), timed(change)))

def band(box=True, scale=2, others=0, palette=opaque):
    root = displayio.Group()
    if box:
        root.append(vectorio.Rectangle(pixel_shader=paper, width=240, height=240, x=0, y=0))
    for k in range(others):  # 2 layers each (a group and its TileGrid), off the band
        root.append(label(8, 1, 180, 60 + 10 * (k % 10), palette))
    lines = displayio.Group(x=0, y=177)
    for row in range(2):
        lines.append(label(40, scale, 0, row * 12 * scale, palette))
    root.append(lines)

    def toggle():
        lines.hidden = not lines.hidden
    return root, toggle

case("band_over_box", *band())
case("band_over_nothing", *band(box=False))
case("band_with_30_more_layers", *band(others=15))
case("band_transparent", *band(palette=clear))
case("band_scale1", *band(scale=1))
root = displayio.Group()
box = vectorio.Rectangle(pixel_shader=paper, width=240, height=240, x=0, y=0)
root.append(box)

def move():
    box.x = 1 - box.x
case("box_moved", root, move)
tiles = displayio.Bitmap(16 * 30, 16, 30)
for x in range(16 * 30):
    for y in range(16):
        tiles[x, y] = (x // 16 + y) % 30
colours = displayio.Palette(30)
for i in range(30):
    colours[i] = i * 0x070503
root = displayio.Group()
grid = displayio.TileGrid(tiles, pixel_shader=colours, width=11, height=11,
                          tile_width=16, tile_height=16)
root.append(grid)
step = [0]

def four():
    step[0] += 1
    for i in range(4):
        grid[(step[0] + i * 11) % 121] = (step[0] + i) % 30

def every():
    step[0] += 1
    for i in range(121):
        grid[i] = (step[0] + i) % 30
case("map_4_tiles", root, four)
case("map_121_tiles", root, every)
print("BENCH DONE")
'''

BAND_PX = 240 * 48  # two scale-2 lines, the screen's width
BAND_ROWS = 48  # windows: a 240-px row each
MAP_PX = 176 * 176


def run(out):
    """Run ``DEVICE`` on the emulator; {case: (first, second)} in ms."""
    emulator = rp2040.Emulator()
    drive = os.path.join(out, "CIRCUITPY")
    os.makedirs(drive, exist_ok=True)
    with open(os.path.join(drive, "code.py"), "w") as f:
        f.write(DEVICE)
    image = emulator.image(drive, os.path.join(out, "draw.img"))
    done = emulator.run('wait "BENCH DONE" 60\n', os.path.join(out, "run"), fs=image,
                        max_s=60, nvm=False)
    with open(os.path.join(out, "run", "serial.log"), encoding="utf-8",
              errors="replace") as f:
        log = f.read()
    cases = {}
    for name, a, b in re.findall(r"CASE (\S+) ([\d.]+) ([\d.]+)", log):
        cases[name] = (float(a), float(b))
    if "box_moved" not in cases or "map_121_tiles" not in cases:
        raise SystemExit("bench_draw: the board did not finish: " + done.why())
    return cases


def report(cases):
    """Each case's ms, then the costs worked out from them (us)."""
    for name, (first, second) in sorted(cases.items()):
        print("%-26s %7.1f ms %7.1f ms" % (name, first, second))
    hidden, shown = cases["band_over_box"]  # (its first change hides it)
    bare = cases["band_over_nothing"][0]  # hidden over nothing: the windows alone
    print("a pixel under nothing (windows, transfer): %.2f us" % (1000 * bare / BAND_PX))
    print("a pixel of a vectorio box: %.2f us more" % (1000 * (hidden - bare) / BAND_PX))
    print("a pixel of a TileGrid (opaque text): %.2f us more" % (1000 * (shown - bare) / BAND_PX))
    print("transparent text over the box: %.2f us a pixel more than opaque" % (
        1000 * (cases["band_transparent"][1] - shown) / BAND_PX))
    more = cases["band_with_30_more_layers"][0] - hidden
    print("a layer elsewhere in the tree: %.2f us a window" % (1000 * more / BAND_ROWS / 30))
    print("the map's 121 tiles: %.2f us a pixel; 4 tiles: %.1f ms" % (
        1000 * cases["map_121_tiles"][0] / MAP_PX, cases["map_4_tiles"][0]))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join(rp2040.CACHE, "bench-draw"))
    args = parser.parse_args(argv)
    try:
        cases = run(args.out)
    except rp2040.Missing as missing:
        print("bench_draw: skipped: %s" % missing)
        return 0
    report(cases)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The whole device program fits the heap budget of issues #4 and #5 under
real MicroPython (the WebAssembly build of tools/micropython).

``code.py``'s start-up (board module, App, title screen) and a solo game
played to the end by button presses run on the displayio/board stand-ins of
bench/bench_device.py, every import and press one top-level step, and must
never grow the heap past the budget. The figures themselves (smallest heap
per phase, per-module sizes) are reported by bench/bench_device.py and
docs/memory.md; the budgets here are those figures (113,664 and 155,648
bytes at the time of writing) plus about 4 KB, rounded to 4 KB.
"""
import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))

import bench_device  # noqa: E402

PACKAGE = os.path.join(ROOT, "tools", "micropython", "node_modules", "@micropython")

START_UP_HEAP = 116 * 1024
SOLO_GAME_HEAP = 160 * 1024


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    if shutil.which("node") is None or not os.path.isdir(PACKAGE):
        pytest.fail("the MicroPython harness is not installed; run `make test`")
    return str(tmp_path_factory.mktemp("device"))


def test_start_up_fits(folder):
    assert bench_device.fits(bench_device.startup_steps(folder), START_UP_HEAP, folder)


def test_start_up_on_the_240x240_board_fits(folder, monkeypatch):
    """The PicoSystem's larger sprite sheet (16 px tiles) and longer labels:
    118,784 bytes when measured; the budget is that plus about 4 KB."""
    monkeypatch.setattr(bench_device, "BOARD", "picosystem")
    out, _, code, err = bench_device.mpy(
        ["import board\nprint(board.board_id, board.DISPLAY.width)"], 256 * 1024, folder)
    assert code == 0 and out.split() == ["pimoroni_picosystem", "240"], err
    assert bench_device.fits(bench_device.startup_steps(folder), 120 * 1024, folder)


def test_solo_game_by_buttons_fits(folder):
    presses = bench_device.record_presses(1, "base", folder)
    assert len(presses) > 100
    steps = bench_device.game_steps(presses, folder)
    # The game was played to its end, the final ranking on screen.
    steps.append("assert type(app.screen).__name__ == 'GameOver'\n"
                 "from engine.game import OVER\nassert app.game.kind == OVER")
    assert bench_device.fits(steps, SOLO_GAME_HEAP, folder)


def test_stand_in_bitmap_is_sized_like_circuitpython(folder):
    out, _, code, err = bench_device.mpy([
        "import displayio",
        "print(len(displayio.Bitmap(781, 11, 16)._data), "
        "len(displayio.Bitmap(33, 12, 2)._data), len(displayio.Bitmap(5, 3, 3)._data), "
        "len(displayio.TileGrid(displayio.Bitmap(8, 8, 2), width=11, height=11)._tiles))",
    ], 256 * 1024, folder)
    assert code == 0, err
    # 781 px x 4 bits = 98 words a row; 33 x 1 bit = 2 words; 3 values -> 2 bits.
    assert out.split() == [str(98 * 4 * 11), str(2 * 4 * 12), str(1 * 4 * 3), "121"]

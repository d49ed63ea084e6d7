"""Headless simulator runs: scripted keys, screenshots at native size
(sim/run.py, sim/screen.py, sim/simboard.py); stopped by a signal."""
import os
import signal
import subprocess
import sys
import time

import pygame
import pytest

from hw.buttons import DOWN, RIGHT, A
from sim import clock, leds, run
from sim.simboard import SimBoard, default_scale
from testkit.rectapp import RectApp

RED = (255, 0, 0, 255)
BLACK = (0, 0, 0, 255)


@pytest.fixture(params=["pybadge", "picosystem"])
def board(request):
    """A simulated board at scale 3; its display is released afterwards."""
    sim = SimBoard(request.param, None, clock.StepClock(), scale=3)
    yield sim
    sim.close()


def _load(path):
    return pygame.image.load(str(path))


def test_final_screenshot_native_size_with_expected_pixels(board, tmp_path):
    app = RectApp(board)
    shot = tmp_path / "final.png"
    written = run.run_headless(board, app, [RIGHT, RIGHT, DOWN, A],
                               run.Screenshots(board.display, str(shot)))
    assert written == [str(shot)]
    image = _load(shot)
    assert image.get_size() == (board.WIDTH, board.HEIGHT)
    assert image.get_at((25, 15)) == RED  # square now at (20, 10)
    assert image.get_at((5, 5)) == BLACK
    assert image.get_at((board.WIDTH - 1, board.HEIGHT - 1)) == BLACK
    assert app.presses == [RIGHT, RIGHT, DOWN, A]
    # A frame after each key, then SETTLE_MS of frames 100 ms apart before
    # the final screenshot (blinks and tallies end first).
    settle = [750 + 100 * k for k in range(1, run.SETTLE_MS // 100 + 1)]
    assert [n - app.updates[0] for n in app.updates] == [0, 250, 500, 750] + settle


def test_one_screenshot_per_step_into_directory(board, tmp_path):
    app = RectApp(board)
    folder = tmp_path / "shots"
    folder.mkdir()
    written = run.run_headless(board, app, [RIGHT, A],
                               run.Screenshots(board.display, str(folder)))
    names = [p.rsplit("/", 1)[1] for p in written]
    assert names == ["000-start.png", "001-right.png", "002-a.png"]
    assert _load(folder / "000-start.png").get_at((5, 5)) == RED
    assert _load(folder / "001-right.png").get_at((5, 5)) == BLACK
    assert _load(folder / "001-right.png").get_at((15, 5)) == RED


def test_scale_and_teardown_allow_a_second_display():
    assert default_scale(160) == 4 and default_scale(240) == 3
    first = SimBoard("pygamer", None, clock.StepClock())
    # The NeoPixel strip (sim/leds.py) is under the screen.
    assert pygame.display.get_surface().get_size() == (640, 512 + 4 * leds.HEIGHT)
    first.close()
    # At scale 1 without a strip the window is the screen's own surface.
    second = SimBoard("picopad", None, clock.StepClock(), scale=1)
    try:
        assert second.display.surface is pygame.display.get_surface()
    finally:
        second.close()


def test_unknown_board_is_rejected():
    with pytest.raises(ValueError, match="unknown board"):
        SimBoard("gameboy", None, clock.StepClock())


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("windowed", [False, True], ids=["headless", "windowed"])
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["TERM", "INT"])
def test_a_signal_ends_a_run_cleanly(signum, windowed, tmp_path):
    # ``timeout`` sends SIGTERM, Ctrl-C SIGINT: either ends the run at once,
    # without a traceback, the display closed and a headless run's
    # throw-away save folder removed. The window is SDL's dummy one here.
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    shots = tmp_path / "shots"
    env = dict(os.environ, TMPDIR=str(scratch), SDL_VIDEODRIVER="dummy")
    if windowed:
        env["DISPLAY"] = ":0"
        mode = ["--mute", "--save", str(tmp_path / "save.bin")]
    else:
        mode = ["--headless"]
    run_ = subprocess.Popen(
        [sys.executable, "-m", "sim", "--keys", "5000xdown",
         "--screenshot", str(shots) + os.sep] + mode,
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while not (shots / "002-down.png").exists():  # keys are being played
            assert run_.poll() is None, run_.communicate()
            assert time.monotonic() < deadline
            time.sleep(0.1)
        assert os.listdir(scratch) or windowed  # the throw-away save's folder
        run_.send_signal(signum)
        out, err = run_.communicate(timeout=20)
    finally:
        if run_.poll() is None:
            run_.kill()
            run_.communicate()
    assert run_.returncode == 128 + signum, err
    assert "Traceback" not in err
    assert err.strip() == "python -m sim: stopped by %s." % signal.Signals(signum).name
    assert len(os.listdir(shots)) < 5001
    assert os.listdir(scratch) == []

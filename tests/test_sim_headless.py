"""Headless simulator runs: scripted keys, screenshots at native size
(sim/run.py, sim/screen.py, sim/simboard.py)."""
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

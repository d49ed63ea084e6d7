"""Key scripts and the pygame keyboard adapter (sim/keyscript.py,
sim/keyboard.py)."""
import os

import pygame
import pytest

from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B
from hw.repeat import DELAY_MS, TICKS_MAX, ticks_diff
from sim import clock, keyscript, leds
from sim.keyboard import Keyboard
from sim.simboard import SimBoard

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_parse_names_case_and_whitespace():
    assert keyscript.parse("up DOWN\nleft\tright a b start select") == [
        UP, DOWN, LEFT, RIGHT, A, B, START, SELECT]
    assert keyscript.parse("   ") == []


def test_parse_repeat_prefix():
    assert keyscript.parse("3xright a 2xB") == [RIGHT, RIGHT, RIGHT, A, B, B]


@pytest.mark.parametrize("bad", ["jump", "3x", "xright", "3xjump", "right3"])
def test_parse_rejects_unknown_words(bad):
    with pytest.raises(ValueError, match="unknown key"):
        keyscript.parse("a " + bad)


def test_name_of():
    assert keyscript.name_of(SELECT) == "select"
    with pytest.raises(ValueError):
        keyscript.name_of(A | B)


def test_demo_script_is_valid():
    with open(os.path.join(ROOT, "sim", "demo_keys.txt")) as f:
        keys = keyscript.parse(f.read())
    assert len(keys) >= 10


def test_step_clock_wraps_like_supervisor():
    ticks = clock.StepClock()
    start = ticks()
    assert ticks_diff(ticks.advance(70000), start) == 70000
    assert ticks() < start  # wrapped past 2**29
    wall = clock.WallClock()
    first = wall()
    assert 0 <= first <= TICKS_MAX
    assert 0 <= ticks_diff(wall(), first) < 1000


@pytest.fixture
def board():
    """A simulated PyBadge; the display is released after the test."""
    sim = SimBoard("pybadge", None, clock.StepClock(), scale=2)
    yield sim
    sim.close()


def _post(kind, key):
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def test_window_is_scaled_and_surface_native(board):
    assert pygame.display.get_surface().get_size() == (320, 256 + 2 * leds.HEIGHT)
    assert board.display.surface.get_size() == (160, 128)


def test_keys_map_to_bits_in_arrival_order(board):
    keyboard = Keyboard(board.buttons)
    for key in (pygame.K_UP, pygame.K_z, pygame.K_RETURN, pygame.K_x,
                pygame.K_BACKSPACE, pygame.K_SPACE, pygame.K_TAB):
        _post(pygame.KEYDOWN, key)
        _post(pygame.KEYUP, key)
    assert keyboard.pump()
    assert board.buttons.poll(0) == UP | A | B | START | SELECT
    assert board.buttons.held == 0

    _post(pygame.KEYDOWN, pygame.K_RIGHT)
    keyboard.pump()
    assert board.buttons.poll(10) == RIGHT
    # Released and pressed again within one frame: still held afterwards.
    # A type-filtered event.get would deliver the KEYDOWN first and lose it.
    _post(pygame.KEYUP, pygame.K_RIGHT)
    _post(pygame.KEYDOWN, pygame.K_RIGHT)
    keyboard.pump()
    assert board.buttons.held == RIGHT
    assert board.buttons.poll(20) == RIGHT
    assert board.buttons.poll(20 + DELAY_MS) == RIGHT  # held: auto-repeat


def test_unmapped_keys_are_ignored_and_escape_quits(board):
    keyboard = Keyboard(board.buttons)
    _post(pygame.KEYDOWN, pygame.K_q)
    assert keyboard.pump()
    assert board.buttons.poll(0) == 0
    _post(pygame.KEYDOWN, pygame.K_ESCAPE)
    assert not keyboard.pump()


def test_window_close_quits(board):
    keyboard = Keyboard(board.buttons)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert not keyboard.pump()
    assert keyboard.quit

"""The device program on CircuitPython 10's own VM (tools/cpvm.py), from .mpy:
it prints its version, shows the title's Records, Settings and About screens
and plays a game's first moves in the PyBadge's budget. Skipped where the VM
is not installed."""
import pytest

from hw.buttons import DOWN, A, B
from tools import botplay, cpvm

# The PyBadge's budget for a whole game (tests/test_circuitpython.py).
HEAP_KIB = 120


def events(board, moves=6):
    """Key events of a solo base game's first ``moves`` decisions, entered by
    buttons as the bot decides (tools/botplay.py)."""
    session = botplay.Session(board)
    botplay.set_up(session, 1, "base")
    for _ in range(moves):
        botplay.decide(session)
    return session.events


@pytest.fixture(scope="module")
def stage():
    try:
        s = cpvm.Stage(mpy=True)
    except cpvm.Missing as missing:
        pytest.skip(str(missing))
    yield s
    s.close()


def test_starts_prints_its_version_and_plays(stage):
    result = stage.run(events("pybadge"), board="pybadge", heap=HEAP_KIB * 1024)
    assert result.ok, result.why()
    assert "Cartographers Handheld 0.1.0" in result.out


def test_records_settings_and_about_open_and_close(stage):
    # Title: New game, How to play, Records, Settings, About. Each screen
    # is opened and closed with B; the settings are read from their area.
    masks = [DOWN, DOWN, A, B, DOWN, A, B, DOWN, A, B, DOWN, DOWN, A, B]
    result = stage.run(cpvm.events_for("pybadge", masks), board="pybadge",
                       heap=HEAP_KIB * 1024)
    assert result.ok, result.why()
    assert "The settings were damaged" not in result.out

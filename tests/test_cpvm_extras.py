"""The device program on CircuitPython 10's own VM (tools/cpvm.py), from .mpy,
with the sound and light stand-ins: it starts, plays presses, sounds its
effects and lights its time track. Skipped where the VM is not installed."""
import pytest

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


def test_starts_and_plays_with_sound_and_lights(stage):
    result = stage.run(events("pybadge"), board="pybadge", heap=HEAP_KIB * 1024)
    assert result.ok, result.why()
    out = result.out
    assert "Cartographers Handheld 0.1.0" in out
    assert "CPVM-AUDIO play Synthesizer" in out
    assert "CPVM-NOTE on" in out and "CPVM-NOTE off" in out
    # each effect's speaker is released when it ends (the last may still play
    # when the key events run out)
    plays = out.count("CPVM-AUDIO play")
    assert plays > 1 and out.count("CPVM-AUDIO deinit") in (plays - 1, plays)
    assert "No room for sound effect" not in out
    pixels = [line for line in out.splitlines() if line.startswith("CPVM-PIXELS")]
    assert len(pixels) >= 2 and pixels[-1] != "CPVM-PIXELS " + "00" * 15


def test_picosystem_piezo(stage):
    result = stage.run(events("picosystem"), board="picosystem", heap=200 * 1024)
    assert result.ok, result.why()
    assert "CPVM-PWM" in result.out and "CPVM-PIXELS" not in result.out
    assert result.out.count("CPVM-PWM deinit") > 1

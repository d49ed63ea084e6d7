"""The game on CircuitPython 10's real firmware, on an emulated RP2040.

``tools/rp2040.py`` boots the PicoSystem's firmware (``../shared/rp2040``) on
rp2040js with the bundle as ``make bundle`` builds it, and presses the
board's buttons on its GPIOs: the title, a new solo game, its first card,
one shape drawn, the next card, Save & quit, Continue. The run must show no
traceback, safe mode or out-of-memory recovery; its 13 frames must be the
desktop simulator's screens for the same presses (the simulator renders with
Blinka's displayio, the firmware with its own, both from the same UI code);
and the save left in the board's NVM must be the one CPython's game makes
for the same presses with the same seed (the seed comes from the board's
clock: it is read from that save).

Without Node, the npm packages (installed on first use), the firmware,
CircuitPython's mpy-cross or mtools the tier is skipped with one line; with
``CI=true`` that is a failure.

The run takes about 22 emulated seconds: two to four minutes of wall time,
as the emulator runs at 0.1-0.4 of real time with the machine's load. Tests
of this module share one run, even on several pytest-xdist workers: the
first to ask makes it under a file lock, the others read it back
(``build/rp2040/session-*``).
"""
import functools
import glob
import os
import shutil
import time

import pytest

from hw.buttons import DOWN, START, A
from tools import botplay, cpfind, rp2040

# The presses, each with the name of the frame taken once the display is
# quiet after it (None: no frame). X is Start on the PicoSystem.
STEPS = (
    [(A, "setup")]
    + [(DOWN, None)] * 6
    + [(A, "card"),  # "Start game": the first card's panel over the map
       (A, "dismissed"),  # the panel goes: choosing the shape and terrain
       (A, "aim"), (A, "confirm"), (A, "drawn"),
       (A, "next_card"),
       (START, None),  # dismisses the card's news
       (START, "turn_menu"), (DOWN, None), (DOWN, None), (A, "game_menu")]
    + [(DOWN, None)] * 6
    + [(A, "title_continue"),  # Save & quit
       (A, "continued"),  # Continue: the card's panel again
       (A, "resumed")]
)
NAMES = {A: "A", DOWN: "DOWN", START: "X"}
MAX_S = 90  # emulated seconds: the run needs about 20


def script(steps=STEPS):
    lines = ['wait "mem_free after UI setup" 30', "settle 500", "frame title"]
    for mask, frame in steps:
        lines += ["press %s" % NAMES[mask], "settle 300 20000"]
        if frame:
            lines.append("frame %s" % frame)
    return "\n".join(lines) + "\n"


def need(finder, *args):
    try:
        return finder(*args)
    except (rp2040.Missing, cpfind.Missing) as missing:
        if os.environ.get("CI") == "true":
            pytest.fail("the emulated firmware tier is required in CI: %s" % missing)
        pytest.skip(str(missing))


def session_folder():
    """One folder per pytest run, shared by its xdist workers."""
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID") or "pid%d" % os.getpid()
    return os.path.join(rp2040.CACHE, "session-" + run_id)


@pytest.fixture(scope="module")
def emulator():
    return need(rp2040.Emulator)


@pytest.fixture(scope="module")
def played(emulator):
    """The scenario's run (made once per pytest run, under a lock)."""
    mpy_cross = need(cpfind.find_mpy_cross)
    folder = session_folder()
    with rp2040.locked("session"):
        for old in glob.glob(os.path.join(rp2040.CACHE, "session-*")):
            if old != folder and time.time() - os.path.getmtime(old) > 3600:
                shutil.rmtree(old, ignore_errors=True)
        out = os.path.join(folder, "run")
        if not os.path.exists(os.path.join(out, "exit.txt")):
            shutil.rmtree(folder, ignore_errors=True)
            os.makedirs(folder)
            drive = rp2040.bundle(os.path.join(folder, "CIRCUITPY"), mpy_cross)
            image = emulator.image(drive, os.path.join(folder, "game.img"))
            emulator.run(script(), out, fs=image, max_s=MAX_S)
        return rp2040.Run(out)


def seed_of(save):
    from engine import restore

    return restore.load(save).seed


@functools.lru_cache(maxsize=1)
def simulator_frames(seed):
    """{frame name: RGB565 array} of the simulator's screen after the same
    presses, its setup form given the board's seed."""
    from carto_ui.app import App

    from hw.storage import MemoryStore, Storage
    from sim import clock
    from sim.simboard import SimBoard

    storage = Storage(MemoryStore(rp2040.NVM_SIZE), capacity=_payload())
    hw = SimBoard("picosystem", storage, clock.StepClock(), scale=1)
    try:
        app = App(hw, seed=seed)
        frames = {}

        def shoot(name):
            for _ in range(30):  # as tools/screenshots.py: blinking and tallies end
                app.update(hw.ticks_ms.advance(100))
            hw.display.refresh()
            frames[name] = rp2040.surface565(hw.display.surface)

        shoot("title")
        for mask, name in STEPS:
            app.press(mask)
            if name:
                shoot(name)
        return frames
    finally:
        hw.close()


def _payload():
    from hw.boards import SAVE_PAYLOAD

    return SAVE_PAYLOAD


def test_a_short_game_on_the_firmware(played):
    assert played.ok, played.why()
    assert "mem_free after UI setup" in played.console
    assert len(played.settles) == len(STEPS), played.why()
    for settle in played.settles:
        assert settle["display_done_ms"] is not None, settle  # every press redrew something
    print("emulated %.1f s in %.0f s wall" % (played.emulated_s, played.wall))


def test_the_save_is_cpythons_for_the_same_presses(played):
    save = played.save
    assert save is not None, played.why()
    session = botplay.Session("picosystem", seed_ms=seed_of(save))
    for mask, _ in STEPS:
        session.press(mask)
    assert session.app.screen is session.app.play
    assert save == session.save


def test_the_screens_are_the_simulators(played):
    """Every frame is the simulator's, pixel for pixel in RGB565: both
    displayio's take a palette colour's top bits for the ST7789's 16 bits
    and draw the same groups, so no tolerance is needed."""
    assert played.ok, played.why()
    expected = simulator_frames(seed_of(played.save))
    assert sorted(expected) == sorted(played.frames)
    for name in expected:
        board = rp2040.rgb565(played.frames[name])
        differ = (board != expected[name]).nonzero()
        assert not len(differ[0]), "%s: %d pixels differ, first at (x, y) %s" % (
            name, len(differ[0]), (differ[1][0], differ[0][0]))


def test_no_stale_rows_after_the_card_panel(played):
    """The card panel's top rows went away with it: the screen after it is
    dismissed is the simulator's (which redraws the whole screen) from the
    map's first row to the panel's last."""
    expected = simulator_frames(seed_of(played.save))["dismissed"]
    board = rp2040.rgb565(played.frames["dismissed"])
    for y in range(0, 180):
        assert (board[y] == expected[y]).all(), "row %d keeps other pixels" % y


def test_a_missing_emulator_is_one_line(monkeypatch, tmp_path):
    monkeypatch.setenv(rp2040.SHARED_VARIABLE, str(tmp_path))
    with pytest.raises(rp2040.Missing) as missing:
        rp2040.find_firmware()
    assert "firmware" in str(missing.value) and "\n" not in str(missing.value)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(rp2040.Missing, match="node is not on PATH"):
        rp2040.find_node()
    with pytest.raises(rp2040.Missing, match="mtools is not installed"):
        rp2040.find_mtools()
    harness = tmp_path / "harness"
    harness.mkdir()
    (harness / "package-lock.json").write_text("{}")
    with pytest.raises(rp2040.Missing, match="npm is not on PATH"):
        rp2040.install(str(harness))


def test_a_hang_stops_at_its_bound(emulator, tmp_path):
    run = emulator.run('wait "a line the firmware never prints" 60\n', str(tmp_path),
                       max_s=3, nvm=False)
    assert run.hung and not run.ok
    assert "emulated time limit 3 s" in run.why()
    assert "--- console (last lines)" in run.why()

"""The game on CircuitPython 10's real firmware, on an emulated RP2040.

``tools/rp2040.py`` boots the PicoSystem's firmware (``../shared/rp2040``) on
rp2040js with the bundle as ``make bundle`` builds it, its ``settings.toml``
fixing the deal (``CARTO_SEED``), and presses the board's buttons on its
GPIOs: the title, a new solo game, the bot's first moves, Save & quit,
Continue and one move more. The presses are the bot's on CPython for the
same seed (``tools/botplay.py``, which knows the controls). The run must
show no traceback, safe mode or out-of-memory recovery; every press must
redraw something; its frames must be the desktop simulator's screens for
the same presses (the simulator renders with Blinka's displayio, the firmware
with its own, both from the same UI code); and the save left in the board's
NVM must be the one CPython's game makes for the same presses.

The same module runs the board check's solo game (``tools/boardcheck.py``,
``make emu-check``) on the firmware with no more heap left than the
PicoSystem's game budget (``tools/cpvm.py``, ``BUDGETS``), where the scenario
above has the board's whole heap. The desktop VM's guards
(``tests/test_circuitpython.py``) check the same budget, but the firmware lays
its heap out differently and can run out where the VM does not; where it runs
out depends on the layout, so the check is a whole game, not a short one.

Without Node, the npm packages (installed on first use), the firmware,
CircuitPython's mpy-cross or mtools the tier is skipped with one line; with
``CI=true`` that is a failure.

Tests of this module share one run, even on several pytest-xdist workers:
the first to ask makes it under a file lock, the others read it back
(``build/rp2040/session-*``).
"""
import functools
import glob
import os
import shutil
import time

import pytest

from hw import buttons
from tools import botplay, cpfind, rp2040

# One worker runs the module: its tests share one emulator run.
pytestmark = pytest.mark.xdist_group("rp2040")

SEED = 2026  # every new game's deal (the drive's settings.toml)
MOVES = 2  # the bot's decisions before Save & quit; one more after Continue
MAX_S = 150  # emulated seconds: the run needs about 40
BUDGET_MAX_S = 300  # emulated seconds for the solo game within the budget
GPIO = {buttons.UP: "UP", buttons.DOWN: "DOWN", buttons.LEFT: "LEFT",
        buttons.RIGHT: "RIGHT", buttons.A: "A", buttons.B: "B",
        buttons.START: "X", buttons.SELECT: "Y"}  # X and Y: the PicoSystem's START and SELECT


@functools.lru_cache(maxsize=1)
def scenario():
    """The bot's presses on CPython: ([(mask, the name of the frame taken
    once the display is quiet after it, or None)], the save they leave)."""
    from carto_ui import play as playmod

    session = botplay.Session("picosystem", seed=SEED)
    app = session.app
    names = {0: "setup"}  # press number: frame name

    def pressed():
        return sum(1 for event in session.events if event[1])

    def decisions(first, count):
        for n in range(first, first + count):
            while not (app.screen is app.play and app.play.mode != playmod.AFTER
                       and not app.play.messages):
                session.press(buttons.A)
            botplay.decide(session)
            names[pressed() - 1] = "move%d" % n

    botplay.set_up(session, 1, "base")
    names[pressed() - 1] = "card"  # the first card's panel over the map
    session.press(buttons.A)
    names[pressed() - 1] = "dismissed"
    decisions(1, MOVES)
    while app.screen is not app.play or app.play.messages or app.play.mode == playmod.AFTER:
        session.press(buttons.A)
    session.press(buttons.START)
    names[pressed() - 1] = "turn_menu"
    botplay.choose(session, botplay.label("GAME_MENU"))
    names[pressed() - 1] = "game_menu"
    botplay.choose(session, botplay.label("SAVE_QUIT"))
    names[pressed() - 1] = "title_continue"
    session.press(buttons.A)
    names[pressed() - 1] = "continued"
    decisions(MOVES + 1, 1)
    masks = [mask for key, down in session.events if down
             for mask in [botplay.cpvm.keymap("picosystem")[key]]]
    return [(mask, names.get(i)) for i, mask in enumerate(masks)], session.save


def script(steps):
    lines = ['wait "mem_free after UI setup" 30', "settle 500", "frame title"]
    for mask, frame in steps:
        lines += ["press %s" % GPIO[mask], "settle 300 20000"]
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
            drive = rp2040.bundle(os.path.join(folder, "CIRCUITPY"), mpy_cross, seed=SEED)
            image = emulator.image(drive, os.path.join(folder, "game.img"))
            emulator.run(script(scenario()[0]), out, fs=image, max_s=MAX_S)
        return rp2040.Run(out)


@functools.lru_cache(maxsize=1)
def simulator_frames():
    """{frame name: RGB565 array} of the simulator's screen after the same
    presses, with the same seed."""
    from carto_ui.app import App

    from hw.boards import SAVE_PAYLOAD
    from hw.storage import MemoryStore, Storage
    from sim import clock
    from sim.simboard import SimBoard

    storage = Storage(MemoryStore(rp2040.NVM_SIZE), capacity=SAVE_PAYLOAD)
    hw = SimBoard("picosystem", storage, clock.StepClock(), scale=1)
    try:
        app = App(hw, seed=SEED)
        frames = {}

        def shoot(name):
            for _ in range(30):  # as tools/screenshots.py: blinking and tallies end
                app.update(hw.ticks_ms.advance(100))
            hw.display.refresh()
            frames[name] = rp2040.surface565(hw.display.surface)

        shoot("title")
        for mask, name in scenario()[0]:
            app.press(mask)
            if name:
                shoot(name)
        return frames
    finally:
        hw.close()


def test_a_short_game_on_the_firmware(played):
    assert played.ok, played.why()
    assert "Every new game deals seed %d" % SEED in played.console
    assert "mem_free after UI setup" in played.console
    assert len(played.settles) == len(scenario()[0]), played.why()
    for settle in played.settles:
        assert settle["display_done_ms"] is not None, settle  # every press redrew something
    print("emulated %.1f s in %.0f s wall" % (played.emulated_s, played.wall))


def test_the_save_is_cpythons_for_the_same_presses(played):
    assert played.save is not None, played.why()
    assert played.save == scenario()[1]


def test_the_screens_are_the_simulators(played):
    """Every frame is the simulator's, pixel for pixel in RGB565: both
    displayio's take a palette colour's top bits for the ST7789's 16 bits
    and draw the same groups, so no tolerance is needed."""
    assert played.ok, played.why()
    expected = simulator_frames()
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
    expected = simulator_frames()["dismissed"]
    board = rp2040.rgb565(played.frames["dismissed"])
    for y in range(0, 180):
        assert (board[y] == expected[y]).all(), "row %d keeps other pixels" % y


def test_a_solo_game_within_the_budget(emulator):
    """The board check's whole solo game, the game left the heap of the
    PicoSystem's budget: no out-of-memory recovery, and the desktop's save."""
    out = os.path.join(session_folder(), "budget")
    run, lines = need(rp2040.board_check, "solo", out, BUDGET_MAX_S, emulator,
                      lambda *a: None)
    assert not (run.code or run.hung or run.problems(may_end=True)), run.why()
    assert "check: clean" in lines, run.why()
    assert any(line.endswith("the same as the desktop's") for line in lines), lines


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


def test_a_sleeping_board_stops_at_its_bound(emulator, tmp_path):
    """A board asleep in ``time.sleep`` (the emulator skips from one timer
    alarm to the next) is stopped at the bound too, not at the script's end.
    Both bound tests boot a formatted drive (the first boot formats an
    erased one: seconds more of busy emulation)."""
    run = emulator.run('wait "Press any key to enter the REPL" 30\nsend "\\r"\n'
                       'wait ">>> " 10\nsend "import time; time.sleep(100)\\r"\n'
                       'run 60000\n', str(tmp_path), fs=emulator.base_image(),
                       max_s=12, nvm=False)
    assert run.hung and not run.ok
    assert "emulated time limit 12 s" in run.why()
    assert run.emulated_s < 13
    # Asleep, the core waits for its next interrupt, as on a board with a
    # host that has nothing to send: not half the cycles of 12 s at 125 MHz
    # (tools/rp2040js/corrections.mjs, the idle USB host).
    assert run.cycles_m < 0.5 * run.emulated_s * 125, run.out


def test_a_hang_stops_at_its_bound(emulator, tmp_path):
    run = emulator.run('wait "a line the firmware never prints" 60\n', str(tmp_path),
                       fs=emulator.base_image(), max_s=3, nvm=False)
    assert run.hung and not run.ok
    assert "emulated time limit 3 s" in run.why()
    assert "--- console (last lines)" in run.why()

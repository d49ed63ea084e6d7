"""The device program on CircuitPython 10's own VM, played by button presses.

``code.py`` runs unchanged on the CircuitPython desktop VM (``tools/cpvm.py``;
native displayio, a fixed heap with real garbage collection) from the bundle
as it ships, compiled by CircuitPython's own ``mpy-cross``, over the small
stand-ins of ``tools/cpvm_standins``. The key events are those of games the
bot plays by buttons on CPython (``tools/botplay.py``); each run must end with
no traceback and no out-of-memory recovery, in its heap budget, and leave the
very save the CPython run left (so the final scores are the same seed's).

Budgets, in KiB of VM heap, stand-ins included: the PyBadge's are issue 9's
(120 for a whole game, 100 for the start-up: its heap is about 142.9 KiB);
the RP2040 boards have no computed heap yet, so theirs are the figures
measured by ``bench/bench_device.py`` plus 4 KiB, so they cannot silently
grow.

Without the VM or mpy-cross (``CIRCUITPYTHON``, ``CIRCUITPY_MPY_CROSS``, or
``../shared/circuitpython/bin``) the tier is skipped with one line; with
``CI=true`` that is a failure instead.
"""
import pytest

from testkit import recorded, vm
from tools import cpvm

BOARDS = ("pybadge", "picosystem", "picopad")
# cpvm.BUDGETS, board: (start-up, whole game) heap budgets in KiB; how they
# came to be:
# The larger boards have no computed heap yet (their RP2040 has about 180-200
# KB): measured plus a little, so they cannot silently grow. Smallest heaps at
# c79a2d7: PicoSystem start-up 93, games 116-123; PicoPad 95, 117-126 KiB. With
# the four languages (lang13 merged with the roomy screens, docs/memory.md
# "Languages"): PicoSystem guided game 132 (main 126), hint at every decision
# 128 (127); PicoPad guided 131 (130), hints 129. The start-up with the
# title's Records and Settings and its drawn frame and triangles (branch
# extras13b, docs/memory.md "Sound, lights, settings, records"): PicoSystem
# 97 (main 94), PicoPad 100 (96); PyBadge 91 (88). With the stand-ins
# compiled like the program and the PicoSystem's piezo (docs/memory.md,
# "Sound and lights on main"): PicoSystem 99, PicoPad 101 (start-up guards
# measured plus one). With saves written from their parts and take backs
# rewriting a header (docs/memory.md, "Saves, take backs and six players"):
# PicoPad guided 134 (main 133, its guard then). With stop 28's Settings
# position, remembered title item, records told over the title and wording
# (docs/memory.md, "Stop 28"): the PicoPad's guided game ran out of memory
# (and recovered, a different game) at every heap from 126 to 134 KiB and ran
# cleanly from 135 to 146, so its guard is 135 plus 4; the PicoSystem's ran
# cleanly from 134. At stop 30 (a shorter code.py, docs/memory.md "Stop 30")
# the PicoSystem's guided game ran cleanly at 133 and from 135 to 144 KiB but
# ran out of memory at 134 (a guide note's text), as it did with only the
# stale-file check changed: its guard is 135.
BUDGETS = cpvm.BUDGETS
MASH_PRESSES = 500
MASH_CUTS = (120, 250, 380)


@pytest.fixture(scope="module")
def stage():
    return vm.shared_stage()


@pytest.fixture(scope="module", params=BOARDS)
def board(request):
    return request.param


# kind: the botplay recipe and its arguments (with the board last)
GAMES = {
    "solo": ("play_game", 1, "base"),
    "heroes": ("play_game", 3, "heroes"),
    "hints": ("play_game", 3, "heroes"),
    "guided": ("guided_game",),
    "six": ("play_game", 6, "base"),
    "six heroes": ("play_game", 6, "heroes"),
    "continue": ("save_and_continue", 3, "heroes"),
    "mash": ("mash", MASH_PRESSES, 11),
}


def played(kind, board):
    """The CPython session of a game (recorded once per board and kind,
    shared by every test worker: testkit.recorded)."""
    recipe, *args = GAMES[kind]
    if kind == "hints":
        return recorded.play(recipe, *args, board=board, limit=20000, hints=True)
    if kind == "continue":
        return recorded.play(recipe, *args, board=board)[0]
    if kind == "mash":
        return recorded.play(recipe, *args, board, cuts=MASH_CUTS)
    return recorded.play(recipe, *args, board)


def test_start_up_fits(stage, board):
    result = stage.run([], board, BUDGETS[board][0] * 1024)
    assert result.ok, result.why()
    assert "mem_free after UI setup" in result.out


def finished_game(save):
    from engine import game as rules
    from engine import restore

    game = restore.load(save)
    assert game.kind == rules.OVER and game.season == 3
    return game


def test_solo_base_game(stage, board):
    session = played("solo", board)
    result = stage.run(session.events, board, BUDGETS[board][1] * 1024)
    assert result.ok, result.why()
    assert result.save == session.save
    game = finished_game(result.save)
    assert game.n == 1 and not game.heroes_on


def test_three_player_heroes_game(stage, board):
    session = played("heroes", board)
    result = stage.run(session.events, board, BUDGETS[board][1] * 1024)
    assert result.ok, result.why()
    assert result.save == session.save
    game = finished_game(result.save)
    assert game.n == 3 and game.heroes_on


# Six players, the most a game takes, on the PyBadge. Each player adds
# about 670 bytes live, but the heap fragmented: the games needed 122 KiB
# (124 before the save kept its block), failing with 11,264 bytes free in
# holes of at most 496. A collection before a turn's modules load
# (App._play) brought them to 116 (base) and 117 (Heroes), within the
# budget (docs/memory.md, "Six players within 120 KiB").


@pytest.mark.parametrize("content", ["base", "heroes"])
def test_a_six_player_game_fits(stage, content):
    session = played("six" if content == "base" else "six heroes", "pybadge")
    result = stage.run(session.events, "pybadge", BUDGETS["pybadge"][1] * 1024)
    assert result.ok, result.why()
    assert result.save == session.save
    assert finished_game(result.save).n == 6
    assert "Out of memory" not in result.out  # not even a card panel left out (Play)


# A game asking a hint before every decision: the search (engine.hint,
# engine.deltas, engine.fits, 9.4 KB) loads over the map and is forgotten
# after. It needed 122 KiB on the PyBadge profile before the bundle renamed
# names to those the firmware holds; 113 KiB since (docs/memory.md).


def test_three_player_heroes_game_with_a_hint_at_every_decision(stage, board):
    session = played("hints", board)
    result = stage.run(session.events, board, BUDGETS[board][1] * 1024)
    assert result.ok, result.why()
    assert result.save == session.save
    assert finished_game(result.save).n == 3


def test_the_guided_first_game(stage, board):
    session = played("guided", board)
    result = stage.run(session.events, board, BUDGETS[board][1] * 1024)
    assert result.ok, result.why()
    assert result.save == session.save
    assert finished_game(result.save).n == 1


# Save & quit hands the title the game it saved, which the title holds for
# Continue while it loads the map's modules (PyBadge smallest heap 116 KiB
# at 9deff1e; 117 at 65f3800, which read the save back on both presses).


# On the larger boards this path needed more than main's games did: Save &
# quit saved with the map still held, and the save's copies came on top of
# it (PicoSystem 127, PicoPad 133 KiB at 541c6ad). Save & quit now lets go of
# the map first: 124 and 128 (the PyBadge 116 -> 113). Guarded at those plus
# 4 KiB, like the other runs. With the stand-ins compiled and the
# PicoSystem's piezo the PicoSystem needs 129 (docs/memory.md, "Sound and
# lights on main"): guarded at 133.
CONTINUE_BUDGETS = {"pybadge": 120, "picosystem": 133, "picopad": 132}


def test_save_and_quit_then_continue(stage, board):
    session = played("continue", board)
    result = stage.run(session.events, board, CONTINUE_BUDGETS[board] * 1024)
    assert result.ok, result.why()
    assert result.save == session.save
    modules = [line for line in result.out.splitlines() if line.startswith("CPVM-MODULES")]
    assert modules and " carto_ui.play" in modules[0]  # it ended on the map, continued


def test_random_presses_with_power_cuts(stage, board):
    session, boots = played("mash", board)
    assert len(boots) == len(MASH_CUTS) + 1
    results = stage.run_boots(boots, board, BUDGETS[board][1] * 1024)
    assert len(results) == len(boots)
    for n, result in enumerate(results):
        assert result.ok, "boot %d: %s" % (n, result.why())
    assert results[-1].save == session.save
    assert session.save is not None  # the presses started a game


# In German, the language with the longest words (issue 13): the PyBadge's
# whole games recorded on CPython in German and run with the drive's
# lang.txt saying "de" (docs/memory.md, "Languages (branch lang13)").
@pytest.mark.parametrize("kind", ["heroes", "solo"])
def test_a_whole_game_in_german(stage, kind):
    recipe, *args = GAMES[kind]
    session = recorded.play(recipe, *args, lang="de")
    result = stage.run(session.events, "pybadge", BUDGETS["pybadge"][1] * 1024, lang="de")
    assert result.ok, result.why()
    assert result.save == session.save
    finished_game(result.save)


def test_a_missing_vm_is_one_line(monkeypatch, tmp_path):
    monkeypatch.setenv("CIRCUITPYTHON", str(tmp_path / "nothing"))
    with pytest.raises(cpvm.Missing) as missing:
        cpvm.find_vm()
    assert "CIRCUITPYTHON" in str(missing.value) and "\n" not in str(missing.value)
    fake = tmp_path / "python"
    fake.write_text("#!/bin/sh\necho micropython 1\n")
    fake.chmod(0o755)
    monkeypatch.setenv("CIRCUITPYTHON", str(fake))
    with pytest.raises(cpvm.Missing, match="is not CircuitPython 10"):
        cpvm.find_vm()


def test_a_wrong_mpy_cross_is_one_line(monkeypatch, tmp_path):
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!/bin/sh\n"
                    "echo 'MicroPython v1.27.0 on 2025-12-01; mpy-cross emitting mpy v6.3'\n")
    fake.chmod(0o755)
    monkeypatch.setenv("CIRCUITPY_MPY_CROSS", str(fake))
    with pytest.raises(cpvm.Missing) as missing:
        cpvm.find_mpy_cross()
    assert "not CircuitPython 10" in str(missing.value) and "\n" not in str(missing.value)

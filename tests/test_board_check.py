"""The board check (``tools/boardcheck.py``, ``bench/board_check.py``) on CircuitPython's VM.

The check's program is what a board runs as ``code.py`` to replay a game the
bot played on the desktop; here the VM runs it, from the bundle as it ships
(``.mpy``, names renamed), so it is proven to run on CircuitPython 10, to
replay the very game (the final save's CRC), to fail where the heap is too
small, and to put the board's own saves back.
"""
import ast
import os
import random

import pytest

from testkit.vm import need
from tools import boardcheck, bundle, cpvm


@pytest.fixture(scope="module")
def stage():
    """The VM with the bundle as it ships, the check's program made its
    code.py: a stage of its own."""
    staged = cpvm.Stage(mpy=True, vm=need(cpvm.find_vm), mpy_cross=need(cpvm.find_mpy_cross))
    yield staged
    staged.close()


@pytest.fixture(scope="module")
def solo(stage):
    return boardcheck.Check(stage, "pybadge", "solo")


def test_the_check_replays_the_desktop_game_cleanly_in_the_budget(solo):
    result, lines = solo.run_on_vm()
    assert lines[-2:] == ["check: clean",
                          "check: the board's saves, settings and records put back"], result.why()
    events = len(solo.session.events)
    assert "check: solo on pybadge at %d KiB, %d events in %d frames, 0 out-of-memory " \
           "recoveries" % (cpvm.BUDGETS["pybadge"][1], events, events + 1) in lines
    assert any(line.endswith("the same as the desktop's") for line in lines), lines
    presses = sum(1 for _key, down in solo.session.events if down)
    assert any(line.startswith("check: %d presses, their frames: median " % presses)
               for line in lines), lines
    # The board's share lacks what the VM's stand-ins keep.
    assert 0 < solo.leave_vm - solo.leave < 16 * 1024
    # What an effect keeps while it plays: on the VM only its MIDI events
    # (the stand-in has no synthio buffers), on a board synthio's buffers too.
    kept = [int(line.split()[-4]) for line in lines
            if line.startswith("check: an effect playing keeps ")]
    assert len(kept) == 1 and 0 < kept[0] < 512, lines


def test_the_board_store_is_put_back(solo):
    theirs = bytes(range(256)) * 32  # 8 KiB, the PyBadge's nvm
    result, lines = solo.run_on_vm(nvm=theirs)
    assert lines[-2] == "check: clean", result.why()
    assert result.nvm == theirs


def test_too_small_a_heap_is_reported(stage):
    check = boardcheck.Check(stage, "pybadge", "solo", heap=100)
    result, lines = check.run_on_vm()
    assert result.code == 0, result.why()
    assert any(line.startswith("check: out of memory at event ") for line in lines), lines
    assert lines[-2] in ("check: ran out of memory", "check: stopped"), lines


def test_the_drive_holds_the_game_and_the_check(solo, tmp_path):
    drive = solo.copy(str(tmp_path / "out"))
    with open(os.path.join(drive, "check", "check.txt")) as f:
        settings = f.read().split("\n")
    assert settings[0] == "solo on pybadge at %d KiB" % cpvm.BUDGETS["pybadge"][1]
    assert int(settings[1]) == solo.leave
    assert settings[3] == "en"
    assert os.path.getsize(os.path.join(drive, "check", "keys.bin")) == \
        2 * len(solo.session.events)
    assert os.path.exists(os.path.join(drive, bundle.MARKER))
    with open(os.path.join(drive, "code.py"), encoding="utf-8") as f:
        program = f.read()
    compile(program, "code.py", "exec")
    assert "class CheckedApp(" in program
    assert "(App)" not in program  # the game's App is renamed in the bundle


def test_the_program_takes_the_bundle_names_or_says_why_not(tmp_path):
    with open(tmp_path / bundle.NAMES, "w") as f:
        f.write("# module: new name <- name in the source\n"
                "carto_ui.a: x <- alpha\ncarto_ui.b: x <- beta\n"
                "carto_ui.a: y <- gamma\ncarto_ui.b: z <- gamma\n")
    program = tmp_path / "check.py"
    program.write_text("alpha = 1  # beta\ngamma = 'alpha'\n")
    assert boardcheck.renamed_program(str(tmp_path), str(program)) == \
        "x = 1  # beta\ngamma = 'alpha'\n"
    program.write_text("alpha = beta\n")
    with pytest.raises(boardcheck.CheckError, match="alpha, beta"):
        boardcheck.renamed_program(str(tmp_path), str(program))
    program.write_text("alpha = x\n")
    with pytest.raises(boardcheck.CheckError, match="alpha"):
        boardcheck.renamed_program(str(tmp_path), str(program))


def test_a_check_in_german_replays_the_game_played_in_german(stage):
    check = boardcheck.Check(stage, "pybadge", "guided", lang="de")  # menus by name
    result, lines = check.run_on_vm()
    assert lines[-2] == "check: clean", result.why()
    assert any(line.endswith("the same as the desktop's") for line in lines), lines


def test_the_press_times_rank_as_a_sorted_list_would():
    with open(boardcheck.PROGRAM, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    rank = next(node for node in tree.body if isinstance(node, ast.FunctionDef)
                and node.name == "rank")
    rng = random.Random(5)
    for n in (1, 2, 7, 100):
        ms = [rng.choice((0, 3, 40, 41, 250, 1200, 65535)) for _ in range(n)]
        space = {"times": bytearray(b for v in ms for b in (v & 255, v >> 8)),
                 "tally": [0, 0, n, 0]}
        exec(compile(ast.Module(body=[rank], type_ignores=[]), "board_check", "exec"), space)
        for k in range(n):
            assert space["rank"](k) == sorted(ms)[k], (ms, k)

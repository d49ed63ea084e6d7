"""The device program on CircuitPython 10's own VM, played by button presses.

``code.py`` runs unchanged on the CircuitPython desktop VM (``tools/cpvm.py``;
native displayio, a fixed heap with real garbage collection) from the bundle
as it ships, compiled by CircuitPython's own ``mpy-cross``, over the small
stand-ins of ``tools/cpvm_standins``. The key events are those of games the
bot plays by buttons on CPython (``tools/botplay.py``); each run must end with
no traceback and no out-of-memory recovery, in its heap budget, and leave the
very save the CPython run left (so the final scores are the same seed's).

Budgets (``cpvm.BUDGETS``), in KiB of VM heap, stand-ins included, are the
boards' heaps less what a board must keep free: the PyBadge family's
126 KiB for a whole game leaves about 16% of its heap, the RP2040 boards'
134 KiB about 15% of their 155 KB (the real firmware's ``gc.mem_free()``);
every start-up fits 100 KiB (the PicoPad's larger screen: 102).

Without the VM or mpy-cross (``CIRCUITPYTHON``, ``CIRCUITPY_MPY_CROSS``, or
``../shared/circuitpython/bin``) the tier is skipped with one line; with
``CI=true`` that is a failure instead.
"""
import pytest

from testkit import recorded, vm
from tools import cpvm

BOARDS = ("pybadge", "picosystem", "picopad")
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
    "languages": ("languages",),
    "code": ("code_game",),
    "bots": ("bot_game", [0, 1, 2, 3, 1, 2], "base"),
    "heroes bots": ("bot_game", [0, 3, 3, 3, 3, 3], "heroes"),
    "bots aiming": ("bot_game", [0, 1, 2, 3, 1, 2], "base"),
    "heroes bots aiming": ("bot_game", [0, 3, 3, 3, 3, 3], "heroes"),
    "bots reading": ("bot_game", [0, 1, 2, 3, 1, 2], "base"),
}
AIM_FRAMES = 600  # a person's frames of no press in each decision ("aiming" kinds)
READ_FRAMES = 600  # ... after each of their moves, and on a season's scores ("bots reading")
# The clock at the first key's release, the game's seed (cpvm.SEED_MS where
# not named): "bots reading" deals an ambush first in the third season.
SEEDS = {"bots reading": 4}


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
    if kind.endswith("aiming"):
        return recorded.play(recipe, *args, board, aim=AIM_FRAMES)
    if kind == "bots reading":
        return recorded.play(recipe, *args, board, aim=AIM_FRAMES, read=READ_FRAMES,
                             between=READ_FRAMES, seed_ms=SEEDS[kind])
    return recorded.play(recipe, *args, board)


def replayed(stage, kind, board, heap=None):
    """The VM's run of a kind's CPython session at the board's whole-game
    budget (or ``heap`` KiB), asserted clean and ending with the same save
    as CPython's."""
    session = played(kind, board)
    result = stage.run(session.events, board, (heap or BUDGETS[board][1]) * 1024,
                       seed_ms=SEEDS.get(kind, cpvm.SEED_MS))
    assert result.ok, result.why()
    assert result.save == session.save
    return result


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
    result = replayed(stage, "solo", board)
    game = finished_game(result.save)
    assert game.n == 1 and not game.heroes_on


def test_three_player_heroes_game(stage, board):
    result = replayed(stage, "heroes", board)
    game = finished_game(result.save)
    assert game.n == 3 and game.heroes_on


# Six players, the most a game takes, on the PyBadge: each player adds heap
# that stays, and the heap fragments unless it is collected before a turn's
# modules load (App._play).


@pytest.mark.parametrize("content", ["base", "heroes"])
def test_a_six_player_game_fits(stage, content):
    result = replayed(stage, "six" if content == "base" else "six heroes", "pybadge")
    assert finished_game(result.save).n == 6
    assert "Out of memory" not in result.out  # not even a card panel left out (Play)


# One person and five bots of every strength (engine.bot): the bots' turns
# (carto_ui.botturn) load their search one module a frame and forget the
# map's modules, which load again one a frame once the bots are done.


def test_one_person_and_five_bots(stage, board):
    result = replayed(stage, "bots", board)
    game = finished_game(result.save)
    assert game.n == 6 and game.bots == b"\x00\x01\x02\x03\x01\x02"
    assert "Out of memory" not in result.out


# With Heroes, on the PicoPad (the RP2040 board where it ran short): the bots'
# turns keep the map's modules loaded and let go of the map's screen, display
# included, before the heap is collected; the search goes and the heap is
# collected again before a person's map is built.


def test_one_person_and_five_strong_bots_in_heroes(stage):
    result = replayed(stage, "heroes bots", "picopad")
    game = finished_game(result.save)
    assert game.n == 6 and game.heroes_on and game.bots == b"\x00\x03\x03\x03\x03\x03"
    assert "Out of memory" not in result.out


# A person aiming with bots at the table: the bots' moves are searched in the
# map's idle frames beside the map (carto_ui.ahead) and made at once after the
# person's, in a board's whole heap, where a player's game runs (the guards
# keep room free beyond the runs above, which press through and search
# nothing ahead). The news after the bots' moves are pressed at once: a run
# whose bots searched on their turn's screen instead would take those
# presses there and play another game.
@pytest.mark.parametrize("kind", ["bots aiming", "heroes bots aiming"])
def test_the_bots_search_ahead_while_a_person_aims_in_a_boards_whole_heap(stage, board, kind):
    result = replayed(stage, kind, board, cpvm.WHOLE_HEAPS[board])
    assert finished_game(result.save).n == 6
    assert "out of memory" not in result.out.lower()  # not even a search ahead given up


# A person aiming, then reading each move and each season's scores: the bots
# found ahead move on their maps while the person reads, an ambush's first
# bots are searched then, or while the season's scores before it are read;
# all beside the map or those scores, in a board's whole heap.
def test_the_bots_move_and_search_while_a_person_reads_in_a_boards_whole_heap(stage, board):
    result = replayed(stage, "bots reading", board, cpvm.WHOLE_HEAPS[board])
    assert finished_game(result.save).n == 6
    assert "out of memory" not in result.out.lower()  # not even a search ahead given up


# A game asking a hint before every decision: the search (engine.hint,
# engine.deltas, engine.fits) loads over the map and is forgotten after.


def test_three_player_heroes_game_with_a_hint_at_every_decision(stage, board):
    result = replayed(stage, "hints", board)
    assert finished_game(result.save).n == 3


def test_the_guided_first_game(stage, board):
    result = replayed(stage, "guided", board)
    assert finished_game(result.save).n == 1


# Save & quit hands the title the game it saved, which the title holds for
# Continue while it loads the map's modules; Save & quit lets go of the map
# before it saves.


def test_save_and_quit_then_continue(stage, board):
    result = replayed(stage, "continue", board)
    modules = [line for line in result.out.splitlines() if line.startswith("CPVM-MODULES")]
    assert modules and " carto_ui.play" in modules[0]  # it ended on the map, continued


def test_every_language_in_settings_then_a_game(stage, board):
    """Settings' Language row through every language: each step builds the
    screen anew in the new language, with the old one gone first."""
    replayed(stage, "languages", board)


def test_random_presses_with_power_cuts(stage, board):
    session, boots = played("mash", board)
    assert len(boots) == len(MASH_CUTS) + 1
    results = stage.run_boots(boots, board, BUDGETS[board][1] * 1024)
    assert len(results) == len(boots)
    for n, result in enumerate(results):
        assert result.ok, "boot %d: %s" % (n, result.why())
    assert results[-1].save == session.save
    assert session.save is not None  # the presses started a game


# A challenge code typed on the setup form deals its game; the end menu shows
# the code (engine.challenge and the records loaded there) and the title
# counts the game in the records, the best score kept for its code.


def test_a_game_dealt_from_a_code_to_the_records(stage, board):
    from carto_ui import records

    from engine.challenge import code_of
    from hw import areas, storage
    from hw.boards import SAVE_PAYLOAD
    from tools import botplay

    result = replayed(stage, "code", board)
    game = finished_game(result.save)
    assert code_of(game) == botplay.CODE and game.seed == 123456789
    raw = storage.MemoryStore(len(result.nvm))
    raw.data[:] = result.nvm
    area = areas.records(storage.Storage(raw, capacity=SAVE_PAYLOAD))
    assert records.Records(area.load()).code_best(botplay.CODE) == game.total(0)


# In German, the language with the longest words: the PyBadge's whole games
# recorded on CPython in German and run with the drive's lang.txt saying "de".
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


# A solo game's par (carto_ui.parrun): the game played to its end, its end
# menu's Title screen, then idle frames (no press) on the title until the par
# is known and kept in the records; the par kept is the one engine.par gives
# on CPython for the game's code, and its search is forgotten once done.
# Every board's title right after the game works it out at its guard; with
# "cut", a power cut 30 idle frames into that title stops the par, and the
# power-up's title works it out from the start.
@pytest.mark.parametrize("board, content, cut", [
    ("pybadge", "base", False), ("pybadge", "heroes", False), ("pybadge", "base", True),
    ("picosystem", "base", False), ("picopad", "base", False)])
def test_a_solo_games_par_worked_out_on_the_title(stage, board, content, cut):
    from carto_ui import records

    from engine import par
    from engine.challenge import code_of
    from hw import areas, storage
    from hw.boards import SAVE_PAYLOAD

    session, frames, boots = recorded.play("par_game", board, content, cut)
    results = stage.run_boots(boots, board, BUDGETS[board][1] * 1024)
    assert len(results) == len(boots) and all(result.ok for result in results), \
        results[-1].why()
    result = results[-1]
    assert result.save == session.save
    code = code_of(finished_game(result.save))
    run = par.Par(par.deal(code))
    while run.step():
        pass
    raw = storage.MemoryStore(len(result.nvm))
    raw.data[:] = result.nvm
    area = areas.records(storage.Storage(raw, capacity=SAVE_PAYLOAD))
    assert records.Records(area.load()).code_par(code) == run.score
    assert frames > 500
    assert not any("Par: out of memory" in each.out for each in results)
    modules = [line for line in result.out.splitlines() if line.startswith("CPVM-MODULES")]
    assert modules and " engine.hint" not in modules[0]  # the search went once done

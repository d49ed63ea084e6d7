"""Speed budgets on CircuitPython 10's own VM, counted by valgrind's callgrind.

A whole solo base game, a whole 3-player Heroes game, the guided first game,
Save & quit -> Continue (solo and 3-player Heroes: three decisions, the
game menu's Save & quit, Continue on the title, three more) and whole
6-player base and Heroes games and a whole game of one person and five
bots (tools/botplay's ``bot_game``) are played by buttons on CPython
(``tools/botplay``), then replayed on the VM from ``.mpy`` (PyBadge profile,
120 KiB heap, six players too) under callgrind: the start-up (power-up
to the first key event) must stay within 60 M VM instructions and every
press (one key-down event to the next) within 12 M; see docs/memory.md,
"Budgets" and "VM instructions". Without the VM, its mpy-cross or valgrind
the tests are skipped with one line naming what is missing, but they fail
instead when CI=true: CI must run them (.ci/run installs valgrind).
"""
import os
import shutil

import pytest

from testkit import recorded, vm
from tools import cpvm

STARTUP_BUDGET = 60_000_000
PRESS_BUDGET = 12_000_000
HEAP = cpvm.BUDGETS["pybadge"][1] * 1024  # the PyBadge's guard for a whole game
GAMES = {  # the botplay recipes and their arguments (testkit.recorded)
    "solo base": ("play_game", 1, "base"),
    "3-player Heroes": ("play_game", 3, "heroes"),
    "guided first game": ("guided_game",),
    # The replay has no idle frames: the title's prefetch of the map's
    # modules (App.prefetch) gets one frame before Continue is pressed.
    "solo Save & quit, Continue": ("save_and_continue", 1, "base"),
    "3-player Heroes Save & quit, Continue": ("save_and_continue", 3, "heroes"),
    # Their last move of a season scores six maps and saves 1,139 bytes; a
    # Heroes season's end spreads the zombies on six maps too.
    "6-player base": ("play_game", 6, "base"),
    "6-player Heroes": ("play_game", 6, "heroes"),
    # A code typed on the setup form (carto_ui.codeentry), its game played to
    # the end menu, the code on its hint. (Not on to the title: the press
    # that counts a finished game in the records is over the budget with or
    # without codes. A solo base deal: the Start press of some deals is
    # over it, typed or set on the form alike.)
    "solo from a code": ("code_game", "pybadge", "1002-290D", False),
    # One person and five bots of every strength: a bot's search a few
    # slices a frame, its move (a season's end: six maps scored) and the
    # map's modules loaded again, one a frame, each in frames of their own.
    "1 person and 5 bots": ("bot_game", [0, 1, 2, 3, 1, 2], "base"),
}

# No press of any game is over PRESS_BUDGET. Of the games of 1 to 3 players:
# the engine is kept from the title (the first press and a solo game's
# start), a Heroes game's first handoff loads the map's modules in the
# handoff's idle frames, a move that ends a season shows the scores on the
# press after it, Save & quit hands the title the game it saved (Continue
# was 15.0 M at 65f3800) and the guided game's map keeps its notes' modules
# (an ambush's note was 14.0 M). Six players' last move of a season (six
# maps scored, a 1,139-byte save) was 13.65 M (base) and 13.38 M (Heroes) at
# d2be84c, 11.47 and 11.81 M at 4ae0f7d (in a 130 KiB heap), 10.97 and
# 11.32 M in 120 KiB since the six-player games fit it (docs/memory.md,
# "Collecting").
# German (the longest words), recorded and replayed with lang "de".
GERMAN = ("solo base", "3-player Heroes", "guided first game")


def _missing():
    """One line naming what is missing, or None."""
    try:
        cpvm.find_vm()
        cpvm.find_mpy_cross()
    except cpvm.Missing as err:
        return str(err)
    if shutil.which("valgrind") is None:
        return "valgrind is not on PATH (apt-get install valgrind)"
    return None


@pytest.fixture(scope="module")
def stage():
    why = _missing()
    if why:
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but the VM speed budgets cannot be checked: " + why)
        pytest.skip(why)
    return vm.shared_stage()


_measured = {}


def measured(stage, game):
    """(the run's ``why`` or None when it ended cleanly, start-up
    instructions, instructions per press) of ``game`` ("... (de)": played and
    replayed in German); measured once for both its tests, whichever test
    worker runs them."""
    if game not in _measured:
        def measure():
            code = "de" if game.endswith(" (de)") else "en"
            played = recorded.play(*GAMES[game.replace(" (de)", "")], lang=code)
            events = (played[0] if isinstance(played, tuple) else played).events
            result, parts = cpvm.callgrind_parts(stage, events, heap=HEAP, lang=code)
            return [None if result.ok else result.why(), parts[0],
                    cpvm.press_costs(parts, events)]

        vm = os.stat(stage.vm)  # the counts are this VM binary's
        key = "callgrind %s %d %s %d %d" % (game, HEAP, stage.vm, vm.st_size, vm.st_mtime_ns)
        _measured[game] = recorded.kept(key, measure)
    return _measured[game]


# A game's two tests share one callgrind run: they stay on one test worker.
RUNS = [pytest.param(game, marks=pytest.mark.xdist_group(game))
        for game in sorted(GAMES) + [game + " (de)" for game in GERMAN]]


@pytest.mark.parametrize("game", RUNS)
def test_the_start_up_fits_its_budget(stage, game):
    why, startup, _ = measured(stage, game)
    assert why is None, why
    assert startup <= STARTUP_BUDGET, "start-up %.1f M > %.0f M" % (
        startup / 1e6, STARTUP_BUDGET / 1e6)


@pytest.mark.parametrize("game", RUNS)
def test_every_press_fits_its_budget(stage, game):
    why, _, costs = measured(stage, game)
    assert why is None, why
    over = [(n, round(c / 1e6, 1)) for n, c in enumerate(costs) if c > PRESS_BUDGET]
    assert not over, "presses over %.0f M (press number, M): %s" % (PRESS_BUDGET / 1e6, over)

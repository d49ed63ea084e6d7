"""The engine behaves identically under CPython and real MicroPython.

MicroPython here is the WebAssembly build from npm (tools/micropython),
driven through tools/mpyrun.py; `make test` installs it. A scripted self-play
game must print exactly the same lines on both.
"""
import os
import subprocess
import sys

import pytest

from tools import mpyrun

ROOT = mpyrun.ROOT
HEAP = 256 * 1024  # generous: this test checks behaviour, the benchmarks check memory


def cpython_selfplay(args):
    done = subprocess.run(
        [sys.executable, "-m", "engine.selfplay"] + list(args),
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, "CPython selfplay failed:\n" + done.stderr
    return done.stdout


def micropython_run(code, **options):
    try:
        return mpyrun.run(code, **options)
    except mpyrun.HarnessMissing as missing:
        pytest.fail("MicroPython harness not installed (%s)" % missing)


@pytest.mark.parametrize(
    "args",
    [
        ["1", "1", "base"],
        ["2", "3", "heroes"],
        ["3", "6", "mixed"],
        ["4", "1", "mixed"],
    ],
    ids=lambda args: "-".join(args),
)
def test_selfplay_matches_cpython(args):
    expected = cpython_selfplay(args)
    code = "import engine.selfplay\nengine.selfplay.main(%r)\n" % (args,)
    returncode, out, err = micropython_run(code, heap=HEAP, dirs=("engine",))
    assert returncode == 0, "MicroPython selfplay failed:\n" + err
    assert out == expected
    assert out.rstrip("\n").split("\n")[-1] == "done"


# A game of one person and three bots whose bots' decisions are each
# searched ahead while the person decides (engine.ahead.Ahead): the actions
# found ahead and the bots' own, printed as they come.
AHEAD_GAME = """
from engine import bot
from engine.ahead import Ahead
from engine.game import OVER, Game, preset
g = Game(**preset("mixed", 4, 3), bots=bytes((0, 1, 2, 3)))
aheads = []
while g.kind != OVER:
    if g.bots[g.actor]:
        action = bot.choose(g, g.bots[g.actor])
        print(g.actor, action, [a.action for a in aheads if a.ready(g)])
    else:
        aheads = [Ahead(g, seat) for seat in range(g.step + 1, g.n)]
        for a in aheads:
            while a.step():
                pass
        action = bot.choose(g)
    g.act(action)
print(g.total(0), g.total(1), g.total(2), g.total(3))
"""


def printed_alike(code):
    """What ``code`` prints, the same under CPython and MicroPython."""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    returncode, out, err = micropython_run(code, heap=HEAP, dirs=("engine",))
    assert returncode == 0, "MicroPython failed:\n" + err
    assert out == done.stdout
    return out


def test_bots_searched_ahead_match_cpython():
    assert printed_alike(AHEAD_GAME).count("[(") > 20


# A 3-player Heroes game of seeded legal moves with, at each placement, a
# few placements drawn on one scratch grid by ``game.preview`` (the HUD's
# preview): the coins and every layer of the drawn map, printed as they come.
PREVIEW_GAME = """
from engine import legal
from engine.game import OVER, PLACE, Game, preset
from engine.grid import Grid
from engine.rng import Rng
g = Game(**preset("heroes", 3, 5))
rng = Rng(9)
grid = Grid()
def digest(buf):
    return sum((i + 1) * b for i, b in enumerate(buf))
while g.kind != OVER:
    actions = legal.actions(g)
    if g.kind == PLACE:
        for _ in range(3):
            a = actions[rng.below(len(actions))]
            coins = g.preview(a[1], a[2], a[3], a[4], grid)
            print(a, coins, digest(grid.cells), digest(grid.tags), grid.filled, grid.marks)
    g.act(actions[rng.below(len(actions))])
print(g.total(0), g.total(1), g.total(2))
"""


def test_the_preview_of_a_move_matches_cpython():
    assert printed_alike(PREVIEW_GAME).count("\n") > 100


def test_harness_runs_code_and_imports_engine():
    code = "\n".join([
        "import sys",
        "from engine import terrain, textmap",
        "from engine.maps import new_grid",
        "def count_ruins(grid):",
        "    total = 0",
        "    for row in grid.ruins:",
        "        while row:",
        "            total += row & 1",
        "            row >>= 1",
        "    return total",
        "print(sys.implementation.name)",
        "print(terrain.NAMES[terrain.FOREST])",
        "print(count_ruins(new_grid(0)))",
        "text = textmap.format(new_grid(1))",
        "print(textmap.format(textmap.parse(text)) == text)",
    ])
    returncode, out, err = micropython_run(code, heap=64 * 1024, dirs=("engine",), mem=True)
    assert returncode == 0, err
    from engine import terrain
    from engine.maps import new_grid
    ruins = sum(bin(row).count("1") for row in new_grid(0).ruins)
    assert out.split("\n") == ["micropython", terrain.NAMES[terrain.FOREST], str(ruins), "True", ""]
    figures = mpyrun.parse_mem(err)
    assert figures["fits"] is True
    assert figures["gc_total"] <= 64 * 1024
    assert figures["gc_used"] + figures["gc_free"] == figures["gc_total"]
    assert 0 < figures["retained"] < figures["gc_total"]


def test_harness_reports_uncaught_exception():
    code = "print('before')\nraise ValueError('boom')\n"
    returncode, out, err = micropython_run(code, dirs=())
    assert returncode == 1
    assert out == "before\n"
    assert "ValueError: boom" in err


def test_harness_sees_heap_growth():
    code = "keep = [bytearray(1024) for _ in range(100)]\n"
    returncode, _out, err = micropython_run(code, heap=32 * 1024, dirs=(), mem=True)
    assert returncode == 0, err
    figures = mpyrun.parse_mem(err)
    assert figures["fits"] is False
    assert figures["gc_total"] > 32 * 1024


def test_steps_share_globals_and_collect_between_them():
    # 40 steps of 8 KB garbage each fit a 32 KB heap only because the harness
    # collects between steps; as one step the same work grows the heap.
    churn = "for i in range(8):\n    junk = bytearray(1000)\ncount += 1\n"
    steps = ["count = 0"] + [churn] * 40 + ["print(count)"]
    returncode, out, err = micropython_run(steps, heap=32 * 1024, dirs=(), mem=True)
    assert (returncode, out) == (0, "40\n"), err
    assert mpyrun.parse_mem(err)["fits"] is True
    one_step = "for i in range(320):\n    junk = bytearray(1000)\n"
    returncode, _out, err = micropython_run(one_step, heap=32 * 1024, dirs=(), mem=True)
    assert returncode == 0, err
    assert mpyrun.parse_mem(err)["fits"] is False


def test_cli_passes_exit_status(tmp_path):
    script = tmp_path / "exit3.py"
    script.write_text("import sys\nprint('x')\nsys.exit(3)\n")
    done = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "mpyrun.py"), "--dirs", "", str(script)],
        capture_output=True, text=True, timeout=120,
    )
    assert (done.returncode, done.stdout) == (3, "x\n"), done.stderr

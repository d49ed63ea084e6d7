"""The engine fits the memory budget of issue #2 under real MicroPython.

A 6-player mixed game played by the bot, with the engine loaded from
source, must fit a 64 KB MicroPython heap. bench/mpy_memory.mjs imports one
module per top-level call (dependencies first, the conservative order) and
runs one decision per call, because the WebAssembly port only collects
garbage between calls; it reports the largest heap size it ever saw. The
figures themselves (smallest heap, code and state sizes) are reported by
bench/bench_engine.py, not asserted here.
"""
import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))

import bench_engine  # noqa: E402

PACKAGE = os.path.join(ROOT, "tools", "micropython", "node_modules", "@micropython")


@pytest.fixture(scope="module")
def harness():
    if shutil.which("node") is None or not os.path.isdir(PACKAGE):
        pytest.fail("the MicroPython harness is not installed; run `make test`")


def test_six_player_mixed_game_fits_64k_heap(harness):
    result = bench_engine.mpy_run(64 * 1024, seed=3, players=6, content="mixed")
    assert result["decisions"] > 100
    assert result["fits"], result


def test_import_order_lists_every_module_after_its_dependencies():
    order = bench_engine.import_order()
    assert order[-1] == "selfplay"
    assert order.index("flow") < order.index("actions") < order.index("game")
    assert order.index("scoring_base") < order.index("scoring")


FORGET = ("setup", "maps", "restore")


def test_setup_and_load_modules_can_be_forgotten_while_a_game_is_played(harness):
    """engine.setup, engine.maps and engine.restore are needed only to build
    or load a game: forgetting them frees their code, and a game played to
    the end with a save after every decision does not import them again."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mpyrun

    steps = [
        "import gc, sys\nfrom engine import bot\nfrom engine import game as rules",
        "from engine import restore\ng = rules.Game(**rules.preset('mixed', 3, 4))\n"
        "g = restore.load(g.to_bytes())\ndel restore",
        "print('built', gc.mem_alloc())",
        "import engine\nfor m in %r:\n    sys.modules.pop('engine.' + m)\n    delattr(engine, m)"
        % (FORGET,),
        "print('forgot', gc.mem_alloc())",
        "while g.kind != rules.OVER:\n    g.act(bot.choose(g))\n    data = g.to_bytes()",
        "print('back', ','.join(m for m in %r if 'engine.' + m in sys.modules) or '-')"
        % (FORGET,),
        "from engine import restore\nprint('over', restore.load(data).ranking() == g.ranking())",
    ]
    code, out, err = mpyrun.run(steps, heap=256 * 1024, dirs=("engine",))
    assert code == 0, err
    figures = dict(line.split() for line in out.split("\n") if line)
    assert int(figures["built"]) - int(figures["forgot"]) > 4096, figures
    assert figures["back"] == "-"
    assert figures["over"] == "True"

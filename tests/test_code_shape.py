"""The shape of the device code (engine/, hw/, lib/, code.py), read by tools/codeshape.py:
no import cycle, no private name used outside its module, and dependencies
that point one way (lib -> engine, lib -> hw; engine and hw stand alone)."""
import os
import textwrap

import pytest

from tools import codeshape

UI = "carto_ui"


@pytest.fixture(scope="module")
def modules():
    return codeshape.load()


def test_the_walker_reads_every_device_module(modules):
    for name in ("code", "engine", "engine.game", "engine.actions", "hw.boards",
                 "carto_ui.app"):
        assert name in modules
    edges = codeshape.graph(modules)
    assert "engine.actions" in edges["engine.game"]
    assert "engine.game" in edges["engine.restore"]  # restore.load builds a Game
    assert "carto_ui.start" in edges["code"]  # an import inside try:
    assert "carto_ui.app" in edges["carto_ui.start"]  # an import inside a function


def test_no_import_cycle_among_device_modules(modules):
    found = codeshape.cycles(codeshape.graph(modules))
    assert not found, "import cycles: %s" % found


def test_no_private_name_used_outside_its_module(modules):
    uses = ["%s:%d %s" % u for u in codeshape.private_uses(modules)]
    assert not uses, "private names used outside their module:\n" + "\n".join(uses)


def imports_of(modules, top):
    """{(module, imported module)} for the modules in package ``top``."""
    return set((name, target) for name, m in modules.items()
               if name.split(".")[0] == top for target, _ in m.imports)


def test_engine_imports_nothing_of_ours_but_itself(modules):
    bad = [pair for pair in imports_of(modules, "engine")
           if pair[1].split(".")[0] != "engine"]
    assert not bad, bad


def test_hw_imports_neither_the_engine_nor_the_ui(modules):
    bad = [pair for pair in imports_of(modules, "hw") if pair[1].split(".")[0] != "hw"]
    assert not bad, bad


def test_device_code_imports_no_desktop_code(modules):
    desktop = ("sim", "tools", "bench", "tests", "testkit")
    bad = [(name, target) for name, m in modules.items() for target, _ in m.imports
           if target.split(".")[0] in desktop]
    assert not bad, bad
    ui = imports_of(modules, UI)
    assert set(t.split(".")[0] for _, t in ui) <= {UI, "engine", "hw"}


def write(root, files):
    for path, source in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(textwrap.dedent(source))


def test_the_walker_finds_cycles_and_private_uses(tmp_path):
    write(str(tmp_path), {
        "engine/__init__.py": "",
        "engine/a.py": """
            from . import b


            class A:
                def __init__(self):
                    self._own = 1
                    A._count = 0
                    super()._base()

                def peek(self, other):
                    return other._own
            """,
        "engine/b.py": """
            from .a import _helper


            def later():
                from . import a
                a.thing._secret = getattr(a, "_hidden")
                return a.A(_blank=True)
            """,
        "hw/__init__.py": "",
        "hw/x.py": "import engine.a\n",
        "lib/carto_ui/__init__.py": "",
        "lib/carto_ui/u.py": "from carto_ui import v\nfrom engine import a\n",
        "lib/carto_ui/v.py": "from carto_ui.u import thing\n",
        "code.py": "from hw import x\n",
    })
    modules = codeshape.load(str(tmp_path))
    edges = codeshape.graph(modules)
    assert edges["hw.x"] == ["engine.a"]
    assert edges["code"] == ["hw.x"]
    assert codeshape.cycles(edges) == [["carto_ui.u", "carto_ui.v"], ["engine.a", "engine.b"]]
    uses = [(name, text) for name, _, text in codeshape.private_uses(modules)]
    assert uses == [
        ("engine.a", "other._own"),
        ("engine.b", "from engine.a import _helper"),
        ("engine.b", "a.thing._secret"),
        ("engine.b", "getattr(a, '_hidden')"),
        ("engine.b", "a.A(_blank=...)"),
    ]

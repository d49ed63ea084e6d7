"""The shape of the device code (engine/, hw/, lib/, code.py), read by tools/codeshape.py:
no import cycle, no private name used outside its module, dependencies that
point one way (lib -> engine, lib -> hw; engine and hw stand alone), the UI's
five layers pointing down, and docs/architecture.md listing every module."""
import os
import re
import textwrap

import pytest

from tools import codeshape

UI = codeshape.UI
ARCHITECTURE = os.path.join(codeshape.ROOT, "docs", "architecture.md")


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


def test_the_ui_layers_point_down(modules):
    upward = ["%s:%d imports %s" % found for found in codeshape.upward_imports(modules)]
    assert not upward, "UI imports from a higher layer (codeshape.UI_LAYERS):\n" + \
        "\n".join(upward)


def test_every_ui_module_is_in_one_layer(modules):
    missing, stale, twice = codeshape.unlayered(modules)
    assert not missing, "UI modules in no layer of codeshape.UI_LAYERS: %s" % missing
    assert not stale, "codeshape.UI_LAYERS names modules that do not exist: %s" % stale
    assert not twice, "in two layers of codeshape.UI_LAYERS: %s" % twice
    assert [layer for layer, _ in codeshape.UI_LAYERS] == [
        "base", "widgets", "map", "screens", "app"]


def test_the_walker_finds_upward_imports_and_unlayered_modules(tmp_path):
    write(str(tmp_path), {
        "lib/carto_ui/__init__.py": "",
        "lib/carto_ui/low.py": """
            from carto_ui import mid


            def later():
                from carto_ui.high import Thing
                return Thing
            """,
        "lib/carto_ui/mid.py": "from carto_ui import low\nimport carto_ui.high\n",
        "lib/carto_ui/high.py": "from . import low, mid\nfrom carto_ui import stray\n",
        "lib/carto_ui/stray.py": "",
    })
    layers = (("low", ("carto_ui", "low", "mid")), ("high", ("high", "gone")))
    modules = codeshape.load(str(tmp_path))
    assert codeshape.upward_imports(modules, layers) == [
        ("carto_ui.low", 6, "carto_ui.high"),  # inside a function
        ("carto_ui.mid", 2, "carto_ui.high"),
    ]
    assert codeshape.unlayered(modules, layers) == (["carto_ui.stray"], ["carto_ui.gone"], [])
    twice = layers + (("top", ("stray", "mid")),)
    assert codeshape.unlayered(modules, twice) == ([], ["carto_ui.gone"], ["carto_ui.mid"])


def listed_modules(path=ARCHITECTURE):
    """{heading: [module name, ...]} of docs/architecture.md's module lists:
    each ``### `` heading of its "Every module" section and the names of its
    ``- `name`: ...`` lines."""
    with open(path) as f:
        text = f.read()
    section = text.split("\n## Every module", 1)[1].split("\n## ", 1)[0]
    found = {}
    heading = None
    for line in section.splitlines():
        if line.startswith("### "):
            heading = line[4:].strip()
            found[heading] = []
        elif heading and line.startswith("- `"):
            found[heading].append(line[3:line.index("`", 3)])
    return found


def test_the_architecture_doc_lists_every_module_in_its_layer(modules):
    listed = listed_modules()
    ui = {}
    for heading, names in listed.items():
        match = re.match(r"UI, (\w+):", heading)
        if match:
            ui[match.group(1)] = names
    assert list(ui) == [layer for layer, _ in codeshape.UI_LAYERS], list(listed)
    for layer, names in codeshape.UI_LAYERS:
        assert sorted(ui[layer]) == sorted(names), layer
    for room in ("engine", "hw"):
        heading = [h for h in listed if h.startswith("`%s/`" % room)]
        assert len(heading) == 1, list(listed)
        shown = sorted(room if name == room else room + "." + name
                       for name in listed[heading[0]])
        assert shown == sorted(name for name in modules if name.split(".")[0] == room), room


MEMORY = os.path.join(codeshape.ROOT, "docs", "memory.md")
CITED_FROM = ("engine", "hw", "lib", "code.py", "tools", "tests", "bench", "sim", "testkit",
              "docs", "README.md")


def cites_of_memory_md(text):
    """The section names a text cites as docs/memory.md, "Name" (a comment's
    cite may run over lines: their indents and comment marks are dropped)."""
    flat = " ".join(line.strip().lstrip("#").strip() for line in text.splitlines())
    names = []
    for match in re.finditer(r'memory\.md`*\)?,?\s*((?:"[^"]+"\s*(?:,|and)?\s*)+)', flat):
        names += [" ".join(name.split()) for name in re.findall(r'"([^"]+)"', match.group(1))]
    return names


def test_cites_of_memory_md_name_its_sections():
    assert cites_of_memory_md('x (docs/memory.md, "The desktop\n    # VM").') == ["The desktop VM"]
    assert cites_of_memory_md('see docs/memory.md,\n"Budgets" and "Figures".') == [
        "Budgets", "Figures"]
    with open(MEMORY) as f:
        sections = set(line.lstrip("#").strip() for line in f if line.startswith("#"))
    wrong = []
    found = 0
    for entry in CITED_FROM:
        top = os.path.join(codeshape.ROOT, entry)
        paths = [top] if os.path.isfile(top) else [
            os.path.join(here, name) for here, dirs, files in os.walk(top)
            if "node_modules" not in here and "__pycache__" not in here
            for name in files if name.endswith((".py", ".md"))]
        for path in paths:
            if os.path.abspath(path) == os.path.abspath(__file__):  # its examples above
                continue
            with open(path, encoding="utf-8") as f:
                cited = cites_of_memory_md(f.read())
            found += len(cited)
            wrong += ["%s: %r" % (os.path.relpath(path, codeshape.ROOT), name)
                      for name in cited if name not in sections]
    assert not wrong, "cites of docs/memory.md's sections that it does not have:\n" + \
        "\n".join(wrong)
    assert found >= 20  # the code's and the docs' cites were read

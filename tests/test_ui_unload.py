"""carto_ui.unload, the memory policy: ``forget`` drops modules from
sys.modules and their package (carto_ui screens by plain name, any module by
dotted name); ``FORGET`` is the one table of what each moment forgets, and
nothing else in the device code forgets a module."""
import ast
import os
import sys
import types

from carto_ui import unload


def fake_package(monkeypatch, package, name):
    pkg = types.ModuleType(package)
    mod = types.ModuleType(package + "." + name)
    setattr(pkg, name, mod)
    monkeypatch.setitem(sys.modules, package, pkg)
    monkeypatch.setitem(sys.modules, package + "." + name, mod)
    return pkg


def test_forget_drops_plain_and_dotted_names(monkeypatch):
    monkeypatch.setattr(unload, "ACTIVE", True)
    ui = fake_package(monkeypatch, "fakeui", "screen")
    eng = fake_package(monkeypatch, "fakeengine", "setup")
    unload.forget("fakeengine.setup", "fakeengine.absent")
    assert "fakeengine.setup" not in sys.modules and not hasattr(eng, "setup")
    assert "fakeui.screen" in sys.modules and hasattr(ui, "screen")


def test_forget_a_carto_ui_screen_by_its_plain_name(monkeypatch):
    monkeypatch.setattr(unload, "ACTIVE", True)
    import carto_ui
    from carto_ui import handoff

    monkeypatch.setitem(sys.modules, "carto_ui.handoff", handoff)
    monkeypatch.setattr(carto_ui, "handoff", handoff, raising=False)
    unload.forget("handoff")
    assert "carto_ui.handoff" not in sys.modules
    assert not hasattr(carto_ui, "handoff")


def test_nothing_is_forgotten_under_cpython(monkeypatch):
    monkeypatch.setattr(unload, "ACTIVE", False)
    fake_package(monkeypatch, "fakeengine", "maps")
    unload.forget("fakeengine.maps")
    assert "fakeengine.maps" in sys.modules


# ----- the policy table -----

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MOMENTS = ("BOARD_LOADED", "SHEET_DRAWN", "OFF_GAME", "NEW_GAME", "SEASON_SCORES", "HANDOFF",
           "ON_MAP")

# What the screen shown right after each moment uses: never forgotten then.
NEEDED_AFTER = {
    "BOARD_LOADED": ("hw.buttons", "hw.storage", "hw.loop", "unload"),
    "SHEET_DRAWN": ("theme", "text", "app", "unload"),
    "OFF_GAME": ("setup", "menus", "frame", "pages", "pickers", "text", "theme", "app"),
    "NEW_GAME": ("engine.game", "engine.setup", "engine.maps", "theme", "app"),
    "SEASON_SCORES": ("season", "pages", "frame", "text", "theme", "app"),
    "HANDOFF": ("handoff", "frame", "text", "theme", "app"),
    "ON_MAP": ("play", "hud", "mapview", "news", "text", "theme", "app", "engine.game"),
}


def module_file(name):
    if "." not in name:
        return os.path.join(ROOT, "lib", "carto_ui", name + ".py")
    return os.path.join(ROOT, *name.split(".")) + ".py"


def test_every_moment_has_one_row_of_real_modules():
    assert sorted(getattr(unload, m) for m in MOMENTS) == list(range(len(unload.FORGET)))
    for row in unload.FORGET:
        for name in row:
            assert os.path.isfile(module_file(name)), name


def test_no_moment_forgets_what_the_next_screen_uses():
    for moment, needed in NEEDED_AFTER.items():
        forgotten = unload.FORGET[getattr(unload, moment)]
        assert not set(forgotten) & set(needed), moment


def test_at_forgets_its_row(monkeypatch):
    monkeypatch.setattr(unload, "ACTIVE", True)
    forgot = []
    monkeypatch.setattr(unload, "forget", lambda *names: forgot.append(names))
    unload.at(unload.HANDOFF)
    assert forgot == [unload.FORGET[unload.HANDOFF]]


def device_sources():
    yield os.path.join(ROOT, "code.py")
    for top in ("lib", "engine", "hw"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    yield os.path.join(folder, name)


def test_only_the_policy_forgets_modules():
    """Nothing but carto_ui.unload drops a module, and only code.py and the
    app ask it to, by moment."""
    policy = module_file("unload")
    askers = {os.path.join(ROOT, "code.py"), module_file("app")}
    for path in device_sources():
        if path == policy:
            continue
        with open(path) as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                call = ast.unparse(node.func)
                assert call not in ("sys.modules.pop", "unload.forget"), (path, node.lineno)
                if call == "unload.at":
                    assert path in askers, (path, node.lineno)
            if isinstance(node, ast.Name) and node.id == "forget":
                raise AssertionError("%s:%d uses forget" % (path, node.lineno))
            if isinstance(node, ast.Delete):
                for target in node.targets:
                    assert "sys.modules" not in ast.unparse(target), (path, node.lineno)

"""carto_ui.unload.forget drops modules from sys.modules and their package,
for carto_ui screens by plain name and for any module by dotted name."""
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

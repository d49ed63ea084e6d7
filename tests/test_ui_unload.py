"""carto_ui.unload, the memory policy: ``forget`` drops modules from
sys.modules and their package (carto_ui screens by plain name, any module by
dotted name); ``at(moment)`` is the one table of what each moment forgets,
and nothing else in the device code forgets a module."""
import ast
import os
import sys
import types

import pytest
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


class Watched(dict):
    """A dict that records what is stored in it and removed from it."""

    def __init__(self, *args):
        super().__init__(*args)
        self.log = []

    def __setitem__(self, key, value):
        self.log.append(("set", key, value))
        super().__setitem__(key, value)

    def __delitem__(self, key):
        self.log.append(("del", key))
        super().__delitem__(key)


class WatchedModule(types.ModuleType):
    """A package that records its attributes set and deleted."""

    def __setattr__(self, name, value):
        if name != "log":
            self.__dict__.setdefault("log", []).append(("set", name, value))
        super().__setattr__(name, value)

    def __delattr__(self, name):
        self.__dict__.setdefault("log", []).append(("del", name))
        super().__delattr__(name)


def test_a_forgotten_module_is_cleared_before_it_is_removed(monkeypatch):
    """MicroPython keeps a removed entry's value in a dict's table until
    another entry takes its slot, and its collector counts it: a module
    only removed from sys.modules and its package would stay in the heap.
    Both entries are set to None first."""
    monkeypatch.setattr(unload, "ACTIVE", True)
    pkg = WatchedModule("fakeengine")
    mod = types.ModuleType("fakeengine.setup")
    pkg.setup = mod
    pkg.log = []
    modules = Watched({"fakeengine": pkg, "fakeengine.setup": mod})
    monkeypatch.setattr(unload, "sys", types.SimpleNamespace(modules=modules))
    unload.forget("fakeengine.setup")
    assert modules.log == [("set", "fakeengine.setup", None), ("del", "fakeengine.setup")]
    assert pkg.log == [("set", "setup", None), ("del", "setup")]
    assert "fakeengine.setup" not in modules and not hasattr(pkg, "setup")


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
           "ON_MAP", "GAME_MENU", "MAPS_VIEW", "GAME_OVER", "SAVE_READ", "BACK_TO_MAP",
           "MOVE", "HINT", "OVER_MAP", "RECORDED", "GUIDED_MAP", "GUIDED_NEW", "CODE_TOLD",
           "BOT_TURN", "BOTS_DONE", "BASE_MOVE", "TITLE", "PAR_NEXT", "RANKING", "BOT_MOVE",
           "LANGUAGE", "RECOVERY", "BOTS_AHEAD")
# The moments that only collect the heap: they forget nothing.
COLLECT_ONLY = ("RANKING", "BOT_MOVE", "LANGUAGE", "RECOVERY", "BOTS_AHEAD")

# The screens (or parts of the map) shown right after each moment: what they
# import when they load is never forgotten then.
NEXT = {
    "BOARD_LOADED": ("hw.buttons", "hw.storage", "hw.loop", "unload"),
    "SHEET_DRAWN": ("app",),
    "OFF_GAME": ("title", "setup"),
    "TITLE": ("title", "setup"),
    "NEW_GAME": ("play", "engine.setup", "engine.maps"),
    "GUIDED_NEW": ("play", "engine.setup", "engine.maps", "guide", "learn"),
    "SEASON_SCORES": ("season",),
    "HANDOFF": ("handoff",),
    "ON_MAP": ("play",),
    "GUIDED_MAP": ("play", "guide", "learn"),
    "GAME_MENU": ("menu", "play"),
    "MAPS_VIEW": ("viewmaps", "season"),
    "GAME_OVER": ("review", "season"),
    "BACK_TO_MAP": ("play",),
    "MOVE": ("play",),
    "BASE_MOVE": ("play",),
    "HINT": ("hintview", "play"),
    "OVER_MAP": ("turnmenu", "edictview", "rulestext", "play"),
    "SAVE_READ": ("title", "setup", "engine.save"),
    "PAR_NEXT": ("title", "parrun"),
    "RECORDED": ("title", "setup"),
    "CODE_TOLD": ("review",),
    "BOT_TURN": ("botturn", "engine.bot", "play"),
    "BOTS_DONE": ("botturn", "play"),
    "RANKING": ("season",),
    "BOT_MOVE": ("botturn",),
    "LANGUAGE": ("settings_menu",),
    "RECOVERY": ("pages",),
    "BOTS_AHEAD": ("ahead", "engine.ahead", "play"),
}


def module_file(name):
    if "." not in name:
        return os.path.join(ROOT, "lib", "carto_ui", name + ".py")
    return os.path.join(ROOT, *name.split(".")) + ".py"


def plain(name):
    """A module's name as the policy writes it: carto_ui's by their plain name."""
    return name[len("carto_ui."):] if name.startswith("carto_ui.") else name


def device_modules():
    """Every module of the device program a board loads (not the
    desktop-only ones), with an Adafruit library's package and module."""
    from tools import codeshape

    names = []
    for name, path in codeshape.device_modules(ROOT).items():
        with open(path) as f:
            desktop = "# cartographers: desktop-only" in f.read()
        if name.split(".")[0] in ("carto_ui", "engine", "hw") and not desktop:
            names.append(name)
    return names + ["adafruit_display_shapes", "adafruit_display_shapes.rect"]


def imported_on_load(names):
    """``names`` and every module of ours they import when they load (their
    module-level imports, followed), as the policy writes them."""
    from tools import codeshape

    paths = codeshape.device_modules(ROOT)
    full = ["carto_ui." + n if "." not in n and "carto_ui." + n in paths else n for n in names]
    seen = set()
    while full:
        name = full.pop()
        if name in seen or name not in paths:
            continue
        seen.add(name)
        module = codeshape.Module(name, paths[name], paths)
        top = {node.lineno for node in module.tree.body
               if isinstance(node, (ast.Import, ast.ImportFrom))}
        full.extend(target for target, line in module.imports if line in top)
    return {plain(name) for name in seen}


def forgotten_at(monkeypatch, moment, loaded=None):
    """What ``at(moment)`` forgets on a board of the modules ``loaded``
    (every device module by default), played on a stand-in ``sys.modules``:
    carto_ui's by plain name, "adafruit_*" for the libraries' and
    "engine.edict*" for the scoring cards'."""
    if loaded is None:
        loaded = device_modules() + ["engine.edict00", "engine.edict07"]
    modules = {name: types.ModuleType(name) for name in loaded}
    monkeypatch.setattr(unload, "ACTIVE", True)
    monkeypatch.setattr(unload, "sys", types.SimpleNamespace(modules=modules))
    unload.at(moment)
    names = set()
    for name in loaded:
        if name not in modules:
            if name.startswith("adafruit_"):
                name = "adafruit_*"
            elif name.startswith("engine.edict"):
                name = "engine.edict*"
            names.add(plain(name))
    return sorted(names)


def policy_calls():
    """Each ``keep``/``forget`` call in ``unload.at``: (function, [names])."""
    with open(module_file("unload")) as f:
        tree = ast.parse(f.read())
    at = next(node for node in tree.body
              if isinstance(node, ast.FunctionDef) and node.name == "at")
    return [(node.func.id, [arg.value for arg in node.args])
            for node in ast.walk(at) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id in ("keep", "forget")]


def test_every_moment_names_real_modules_once(monkeypatch):
    assert sorted(getattr(unload, m) for m in MOMENTS) == list(range(unload.MOMENTS))
    calls = policy_calls()
    assert {"keep", "forget"} == {function for function, _ in calls}
    for function, names in calls:
        assert names and len(set(names)) == len(names), names
        for name in names:
            assert os.path.isfile(module_file(name)), (function, name)
    for moment in range(unload.MOMENTS):
        forgotten = forgotten_at(monkeypatch, moment)
        only_collects = unload.MOMENTS - moment <= len(COLLECT_ONLY)
        assert bool(forgotten) != only_collects, moment
    assert {getattr(unload, m) for m in COLLECT_ONLY} == set(
        range(unload.MOMENTS - len(COLLECT_ONLY), unload.MOMENTS))


def test_no_moment_forgets_what_the_next_screen_imports(monkeypatch):
    """The modules the next screen imports when it loads (followed through
    their own imports) stay: forgotten there, they would load again on the
    same press, or twice over where a loaded module still holds one."""
    assert set(NEXT) == set(MOMENTS)
    for moment, screens in NEXT.items():
        forgotten = forgotten_at(monkeypatch, getattr(unload, moment))
        assert not set(forgotten) & imported_on_load(screens), (
            moment, sorted(set(forgotten) & imported_on_load(screens)))


def test_a_screen_change_forgets_every_module_it_does_not_keep(monkeypatch):
    """A moment that changes the screen names what stays: a module nobody
    listed (a new screen's) goes; so do the Adafruit libraries."""
    new = device_modules() + ["carto_ui.newscreen", "engine.newsearch"]
    for moment in (unload.OFF_GAME, unload.TITLE, unload.NEW_GAME, unload.GUIDED_NEW,
                   unload.ON_MAP, unload.GUIDED_MAP, unload.SEASON_SCORES, unload.HANDOFF,
                   unload.BOT_TURN, unload.MAPS_VIEW, unload.GAME_OVER):
        forgotten = forgotten_at(monkeypatch, moment, new)
        assert "newscreen" in forgotten and "adafruit_*" in forgotten, moment
        assert "engine.newsearch" not in forgotten  # the engine's own stay unless named


def test_what_every_screen_draws_with_stays_at_every_moment(monkeypatch):
    for moment in range(unload.MOMENTS):
        forgotten = forgotten_at(monkeypatch, moment)
        assert not {"app", "start", "unload", "theme", "lang", "text", "frame", "engine.game",
                    "engine.scoring", "hw.loop", "hw.storage", "hw.buttons"} & set(forgotten)


def test_the_map_keeps_no_screen_it_does_not_show(monkeypatch):
    """On the map every other screen's module is forgotten, and the game's
    set-up modules; the screens opened from the map are loaded when shown."""
    forgotten = set(forgotten_at(monkeypatch, unload.ON_MAP))
    assert {"setup", "menu", "season", "handoff", "rulestext", "turnmenu", "edictview",
            "engine.setup", "engine.maps", "engine.restore"} <= forgotten


def test_the_guided_games_map_keeps_only_its_notes_more(monkeypatch):
    """The guided game's map forgets what any map does, but the modules its
    notes are shown with."""
    on_map = set(forgotten_at(monkeypatch, unload.ON_MAP))
    guided = set(forgotten_at(monkeypatch, unload.GUIDED_MAP))
    assert guided <= on_map and on_map - guided == {"learn", "pages", "keynames"}


def test_the_guided_games_build_keeps_only_its_first_notes_more(monkeypatch):
    """A guided game is built as any game, but the modules its first note
    (shown by the same press) is shown with stay (its press is one of the
    tightest in instructions); a code typed on the setup form goes."""
    new = set(forgotten_at(monkeypatch, unload.NEW_GAME))
    guided = set(forgotten_at(monkeypatch, unload.GUIDED_NEW))
    assert guided <= new and new - guided == {"learn", "pages", "keynames"}
    assert {"codeentry", "engine.challenge"} <= guided
    assert {"codeentry", "engine.challenge"} <= set(forgotten_at(monkeypatch, unload.OFF_GAME))


def test_the_hints_search_is_forgotten_once_it_answered_and_off_the_map(monkeypatch):
    """Issue 11: only the Hint loads engine.hint, engine.deltas and
    engine.fits; the map (and the title) never keep them."""
    search = {"engine.hint", "engine.deltas", "engine.fits", "hintview"}
    for moment in (unload.BACK_TO_MAP, unload.OFF_GAME):
        assert search <= set(forgotten_at(monkeypatch, moment)), moment
    assert search - {"hintview"} <= set(forgotten_at(monkeypatch, unload.SAVE_READ))


def test_the_bots_modules_go_off_a_game(monkeypatch):
    """A game with bot seats loads their turn screen and search while bots
    play (an ordinary game never loads them); every other screen forgets
    them."""
    search = {"engine.bot", "engine.hint", "engine.deltas", "engine.fits"}
    for moment in (unload.BOTS_DONE, unload.SAVE_READ, unload.BACK_TO_MAP):
        assert search | {"engine.ahead"} <= set(forgotten_at(monkeypatch, moment)), moment
    for moment in (unload.OFF_GAME, unload.GAME_OVER):
        assert search | {"botturn"} <= set(forgotten_at(monkeypatch, moment)), moment
    # they go wherever a screen other than theirs comes next
    for moment in (unload.ON_MAP, unload.SEASON_SCORES, unload.HANDOFF):
        assert search | {"botturn"} <= set(forgotten_at(monkeypatch, moment)), moment
    assert "botturn" not in forgotten_at(monkeypatch, unload.BOT_TURN)


def test_the_scoring_cards_modules_go_off_a_game_and_before_the_next(monkeypatch):
    """Issue 38: the scoring cards' modules are forgotten off a game (the
    title, the setup form) and before a game is built or loaded; what the
    last game holds (engine.scoring.use) stays, on the map and off it."""
    for moment in range(unload.MOMENTS):
        edicts = [name for name in forgotten_at(monkeypatch, moment) if "engine.edict" in name]
        if moment in (unload.OFF_GAME, unload.TITLE, unload.NEW_GAME, unload.GUIDED_NEW):
            assert edicts == ["engine.edict*"], moment
        else:
            assert not edicts, moment


def test_forget_edicts_drops_every_card_module_but_the_held_ones_live_on(monkeypatch):
    import engine
    from engine import scoring, textmap

    monkeypatch.setattr(unload, "ACTIVE", True)
    grid = textmap.parse("\n".join(["f.........."] * 11))
    scoring.use(b"")
    scoring.use(b"\x00\x05")
    held = sys.modules["engine.edict00"].score
    unload.forget_edicts()
    assert not [name for name in sys.modules if name.startswith("engine.edict")]
    assert not hasattr(engine, "edict00") and not hasattr(engine, "edict05")
    assert scoring.score(0, grid) == 11 and "engine.edict00" not in sys.modules  # still held
    scoring.use(b"\x00\x07")  # a game loaded next imports only what it lacks
    assert sorted(name for name in sys.modules if name.startswith("engine.edict")) == [
        "engine.edict07"]
    scoring.use(b"\x07")  # the next game's: card 0's function is let go
    assert scoring.score(0, grid) == 11 and "engine.edict00" in sys.modules  # imported anew
    assert sys.modules["engine.edict00"].score is not held
    scoring.use(b"")


def test_an_unknown_moment_is_a_clear_error(monkeypatch):
    with pytest.raises(ValueError):
        forgotten_at(monkeypatch, unload.MOMENTS)


def device_sources():
    yield os.path.join(ROOT, "code.py")
    for top in ("lib", "engine", "hw"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    yield os.path.join(folder, name)


OURS = ("engine", "hw", "carto_ui")


def error_paths(tree):
    """The nodes inside ``except`` handlers (code.py drops every module of
    ours there, to make room for the error screen)."""
    inside = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ExceptHandler):
            inside.update(map(id, ast.walk(node)))
    return inside


def test_only_the_policy_forgets_modules():
    """Nothing but carto_ui.unload drops a module of ours (code.py's error
    path aside), and only code.py, the app, the review (once its end menu
    told the game's code: CODE_TOLD, and before its ranking), a bot's
    turn (BOT_TURN, as the app's next screen), the title's par and the
    title when a press leaves it (carto_ui.parrun: existing moments), the
    bots' search ahead (carto_ui.ahead: BOTS_DONE, as their turn does) and
    the language setting ask it to, by moment."""
    policy = module_file("unload")
    askers = {module_file("start"), module_file("app"), module_file("review"),
              module_file("botturn"), module_file("parrun"), module_file("title"),
              module_file("settings_menu"), module_file("ahead")}
    # engine.selfplay is the engine's own bot game (python -m engine.selfplay,
    # the hard-capped heap figures): no part of the device program imports
    # it, and it forgets the set-up modules as a device would.
    selfplay = module_file("engine.selfplay")
    for path in device_sources():
        if path in (policy, selfplay):
            continue
        with open(path) as f:
            tree = ast.parse(f.read())
        errors = error_paths(tree) if path.endswith("code.py") else ()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                call = ast.unparse(node.func)
                assert call != "unload.forget", (path, node.lineno)
                if call == "sys.modules.pop":  # code.py drops the bundle marker, not ours
                    name = ast.literal_eval(node.args[0])
                    assert name.split(".")[0] not in OURS, (path, node.lineno)
                if call == "unload.at":
                    assert path in askers, (path, node.lineno)
            if isinstance(node, ast.Name) and node.id == "forget":
                raise AssertionError("%s:%d uses forget" % (path, node.lineno))
            if isinstance(node, ast.Delete) and id(node) not in errors:
                for target in node.targets:
                    assert "sys.modules" not in ast.unparse(target), (path, node.lineno)


def test_the_policy_says_where_the_heap_is_collected(monkeypatch):
    """``at`` says to collect after the moments in ``COLLECTS`` (on a board,
    and not when the caller says this once not to), never after the others,
    and never under CPython."""
    monkeypatch.setattr(unload, "sys", types.SimpleNamespace(modules={}))
    collecting = {"NEW_GAME", "GUIDED_NEW", "SEASON_SCORES", "ON_MAP", "GUIDED_MAP",
                  "MAPS_VIEW", "GAME_OVER", "MOVE", "BASE_MOVE", "HINT", "BOT_TURN",
                  "BOTS_DONE", "TITLE", "PAR_NEXT"} | set(COLLECT_ONLY)
    for name in MOMENTS:
        moment = getattr(unload, name)
        for active in (True, False):
            monkeypatch.setattr(unload, "ACTIVE", active)
            for collect in (True, False):
                assert bool(unload.at(moment, collect)) == (
                    active and collect and name in collecting), (name, active, collect)


def collecting_moments(call):
    """The moments named in ``unload.at``'s call ``call`` that collect,
    unless its second argument is False."""
    if len(call.args) > 1 and ast.unparse(call.args[1]) == "False":
        return set()
    names = {node.attr for node in ast.walk(call.args[0]) if isinstance(node, ast.Attribute)
             and isinstance(node.value, ast.Name) and node.value.id == "unload"}
    return {name for name in names if unload.COLLECTS >> getattr(unload, name) & 1}


def test_the_heap_is_collected_where_the_policy_says_and_nowhere_else():
    """Each ``gc.collect()`` of the device program is the whole body of an
    ``if unload.at(moment):`` (the caller collects once ``at`` has
    returned), and every ``unload.at`` of a moment that collects is such an
    ``if``: the policy's table (``unload.COLLECTS``) decides every
    collection. Aside: the start-up's figures on the console
    (carto_ui.start), code.py's power-up and error screen, and the
    engine's own self-play."""
    allowed = {module_file("start"), module_file("engine.selfplay"),
               os.path.join(ROOT, "code.py")}
    asked = 0
    for path in device_sources():
        if path in allowed:
            continue
        with open(path) as f:
            tree = ast.parse(f.read())
        guarded = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and isinstance(node.test, ast.Call) and (
                    ast.unparse(node.test.func) == "unload.at"):
                assert collecting_moments(node.test), (path, node.lineno)
                assert len(node.body) == 1 and not node.orelse, (path, node.lineno)
                assert ast.unparse(node.body[0]) == "gc.collect()", (path, node.lineno)
                guarded.add(id(node.test))
                guarded.add(id(node.body[0].value))
                asked += 1
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and id(node) not in guarded:
                call = ast.unparse(node.func)
                assert call != "gc.collect", (path, node.lineno)
                if call == "unload.at":
                    assert not collecting_moments(node), (path, node.lineno)
    assert asked >= 20


def test_settings_and_records_leave_no_module_behind(monkeypatch):
    """Once the settings are read at start-up or a game is counted, their
    modules are forgotten; the settings and records screens go when the
    title or a game comes."""
    assert {"records", "hw.areas"} <= set(forgotten_at(monkeypatch, unload.RECORDED))
    assert {"settings_store", "hw.areas"} <= set(
        forgotten_at(monkeypatch, unload.SHEET_DRAWN))
    screens = {"settings_menu", "settings_store", "records_view", "records", "about", "hw.areas"}
    assert screens <= set(forgotten_at(monkeypatch, unload.OFF_GAME))
    for moment in (unload.NEW_GAME, unload.ON_MAP):
        assert {"settings_menu", "records_view", "records", "about"} <= set(
            forgotten_at(monkeypatch, moment))


def test_the_libraries_go_with_the_screens_that_use_them(monkeypatch):
    """The title's shapes and the records' GridLayout: every moment that
    leaves the title or the records forgets every adafruit_ module, the
    package and its modules."""
    for moment in (unload.OFF_GAME, unload.NEW_GAME, unload.ON_MAP, unload.SEASON_SCORES,
                   unload.HANDOFF):
        assert "adafruit_*" in forgotten_at(monkeypatch, moment)
    # On a stand-in sys.modules, as forgotten_at: on the real one the policy
    # (still ACTIVE here) would forget this process's carto_ui modules, and
    # later tests would import new ones beside the classes they patch.
    package = types.ModuleType("adafruit_fake_library")
    package.part = types.ModuleType("adafruit_fake_library.part")
    kept = types.ModuleType("carto_ui.theme")
    modules = {"adafruit_fake_library": package, "adafruit_fake_library.part": package.part,
               "carto_ui.theme": kept}
    monkeypatch.setattr(unload, "sys", types.SimpleNamespace(modules=modules))
    unload.keep()
    assert modules == {"carto_ui.theme": kept}


def test_the_setup_form_imports_the_maps_modules_one_a_frame():
    """While the setup form waits, each frame imports the next of the map's
    modules (App.prefetch); leaving the form for the title stops it."""
    from carto_ui.app import MAP_MODULES

    from hw.buttons import DOWN, A, B
    from tools import botplay

    session = botplay.Session()
    app = session.app
    assert app.preload == 0
    session.press(A)  # New game: the setup form waits out the frame that showed it
    assert type(app.screen).__name__ == "Setup"
    assert app.preload == MAP_MODULES + 1  # its release frame imported the first
    session.press(B)  # back to the title: the rest is not imported
    assert type(app.screen).__name__ == "Title" and app.preload == 0
    session.press(A)
    assert app.preload == MAP_MODULES + 1
    session.press(DOWN)
    assert app.preload == MAP_MODULES + 3
    session.press(DOWN)
    assert type(app.screen).__name__ == "Setup" and app.preload == 0  # all four imported


def test_a_title_offering_to_continue_imports_the_maps_modules():
    """Continue builds the map: while the title offers it, the map's modules
    load one a frame (a replay's Continue press 16.4 -> 15.0 M on the VM,
    since its frames come at once; a player's idle frames take them all)."""
    import sys

    from carto_ui.app import MAP_MODULES

    from hw.buttons import UP
    from tools import botplay

    session = botplay.Session()
    app = session.app
    botplay.set_up(session, 1, "base")
    botplay.decide(session)
    app.save_quit()
    # the map's modules after one quiet frame (App.prefetch: a press's own)
    assert type(app.screen).__name__ == "Title" and app.preload == MAP_MODULES - 1
    session.press(UP)
    assert app.preload == MAP_MODULES + 1
    session.press(UP, UP)
    assert app.preload == 0 and "carto_ui.play" in sys.modules


def test_a_games_first_handoff_imports_the_maps_modules_one_a_frame():
    """The first handoff of a game has no map yet: while it waits, the map's
    modules load one a frame (App.prefetch), as on the setup form."""
    import sys

    from carto_ui.app import MAP_MODULES

    from hw.buttons import UP
    from tools import botplay

    session = botplay.Session()
    app = session.app
    botplay.set_up(session, 3, "heroes")
    assert type(app.screen).__name__ == "Handoff" and app.play is None
    assert app.preload == MAP_MODULES + 1  # Start's release frame imported the first
    session.press(UP)  # ignored by the handoff
    assert app.preload == MAP_MODULES + 3
    session.press(UP)
    assert app.preload == 0 and "carto_ui.play" in sys.modules


def test_the_last_scores_import_the_reviews_modules():
    """While the last season's scores are read, the frames after the press
    that showed them import the review's modules (viewmaps, then review),
    not the map's: the press that leaves the scores only builds the review
    (a 6-player base game's was over the 12 M budget on the VM)."""
    from carto_ui.app import REVIEW_MODULES

    from engine import game as rules
    from tools import botplay

    seen = []

    def watch(app, mask):
        g = app.game
        if g is not None and g.kind == rules.OVER:
            seen.append((type(app.screen).__name__, app.preload))

    botplay.play_game(1, "base", watch=watch)
    scores = [preload for name, preload in seen if name == "SeasonEnd"]
    assert scores and scores[0] == REVIEW_MODULES  # two frames waited, viewmaps next
    assert all(preload in (REVIEW_MODULES, REVIEW_MODULES + 1, 0) for preload in scores)
    review = [preload for name, preload in seen if name == "MapsView"]
    assert review and all(preload == 0 for preload in review)


def test_the_quiet_steps_before_a_programme_are_no_other_programmes_steps():
    """App.preload counts up one a frame: the QUIET steps below each
    programme's first import nothing, so the longest wait ends on the
    programme's own first step, never on the steps of the one before, and
    a programme waiting is never 0 (none pending)."""
    from carto_ui.app import BOTS_SEARCH, MAP_MODULES, QUIET, REVIEW_MODULES

    steps = {MAP_MODULES: 4, REVIEW_MODULES: 2, BOTS_SEARCH: 1}  # first: how many
    taken = set()
    for first, count in steps.items():
        taken.update(range(first, first + count))
    for first in steps:
        quiet = set(range(first - QUIET, first))
        assert min(quiet) > 0 and not quiet & taken
    # The longest waits asked: the end menu's prefetch(2), three frames, and
    # the bots' search ahead, three frames after the map.
    assert QUIET >= 3


def test_empty_lets_go_of_all_a_screen_holds(monkeypatch):
    class Screen:
        def __init__(self):
            self.group = [1, 2, 3]
            self.menu = object()

    screen = Screen()
    monkeypatch.setattr(unload, "ACTIVE", False)
    unload.empty(screen)  # under CPython: nothing let go
    assert screen.group == [1, 2, 3]
    monkeypatch.setattr(unload, "ACTIVE", True)
    unload.empty(screen)
    assert screen.group is None and screen.menu is None


def test_a_new_game_empties_the_setup_form_it_leaves(monkeypatch):
    """A stale stack word that the conservative collector takes for a
    pointer to the form keeps only the object, not its tree of labels."""
    from hw.buttons import DOWN, A
    from tools import botplay

    session = botplay.Session()
    app = session.app
    monkeypatch.setattr(unload, "forget", lambda *names: None)
    monkeypatch.setattr(unload, "ACTIVE", True)
    session.press(A)  # New game
    session.press(*[DOWN] * botplay.START_ROW)
    form = app.screen
    assert type(form).__name__ == "Setup" and form.group is not None
    session.press(A)  # Start game
    assert app.game is not None and app.screen is not form
    assert vars(form) and all(value is None for value in vars(form).values())


def test_a_move_keeps_the_next_turns_panel_and_reasons_on_roomy_boards(monkeypatch):
    """On a board each import collects the heap: where the map is roomy's
    (the RP2040 boards) a move keeps the next card's panel and an illegal
    ghost's reasons, imported again at every turn otherwise; the PyBadge's
    move, its heap's peak, forgets them with the turn's start."""
    small = set(forgotten_at(monkeypatch, unload.MOVE,
                             [name for name in device_modules() if name != "carto_ui.roomy"]))
    assert {"turnstart", "cardpanel", "reasons"} <= small
    roomy = set(forgotten_at(monkeypatch, unload.MOVE))
    assert "turnstart" in roomy and not {"cardpanel", "reasons"} & roomy


def ambush_forgotten_only(monkeypatch):
    """The device policy (``unload.ACTIVE``) with only ``engine.ambush``
    really forgotten: this process keeps every other module (the tests hold
    on to them); the module and the engine package's name for it are put
    back after the test."""
    import engine
    from engine import ambush

    monkeypatch.setitem(sys.modules, "engine.ambush", ambush)
    monkeypatch.setattr(engine, "ambush", ambush)
    forget = unload.forget

    def only_ambush(*names):
        if "engine.ambush" in names:
            forget("engine.ambush")

    monkeypatch.setattr(unload, "ACTIVE", True)
    monkeypatch.setattr(unload, "forget", only_ambush)


def test_a_base_games_moves_keep_the_ambushes_rules_only_for_an_ambushs_turn(monkeypatch):
    """Issue 38: engine.ambush (the solo ambush's spiral, the Heroes
    ambushes' effects) is imported only by the turn that plays an ambush,
    and the next move forgets it: in a solo base game it is loaded only
    after a move that revealed a solo ambush."""
    from engine import game as rules
    from tools import botplay

    ambush_forgotten_only(monkeypatch)
    seen = []

    def watch(app, mask):
        g = app.game
        if g is not None and g.kind != rules.OVER:
            solo = [ev for ev in g.events if ev[0] == rules.EV_SOLO]
            seen.append(("engine.ambush" in sys.modules, bool(solo)))

    botplay.play_game(1, "base", watch=watch)
    assert (True, True) in seen and (False, False) in seen
    assert (True, False) not in seen  # kept past the move after its ambush


def test_the_heroes_ambushes_play_the_same_when_their_rules_are_forgotten(monkeypatch):
    """A 3-player Heroes game played with engine.ambush forgotten by the
    device policy ends on the save of the same game played with every
    module kept (its deal, seed_ms 16, reveals all four Heroes ambushes).
    It is loaded from the first effect's turn on and kept for the rest of
    the game: the season's ends and the Dragon need it again and again."""
    from engine import cards
    from engine import game as rules
    from tools import botplay

    kept = botplay.play_game(3, "heroes", seed_ms=16).save
    ambush_forgotten_only(monkeypatch)
    seen = []
    effects = set()

    def watch(app, mask):
        g = app.game
        if g is not None and g.kind != rules.OVER:
            seen.append(("engine.ambush" in sys.modules, bool(g.effects)))
            effects.update(cards.ambush(card)[4] for card in g.effects)

    assert botplay.play_game(3, "heroes", seed_ms=16, watch=watch).save == kept
    assert effects == {cards.DRAGON, cards.ZOMBIE, cards.TROLL, cards.GORGON}
    assert seen[0] == (False, False) and seen[-1] == (True, True)
    first = seen.index((True, True))
    assert set(seen[first:]) == {(True, True)}


def app_method(name):
    with open(module_file("app")) as f:
        tree = ast.parse(f.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "App":
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == name:
                    return item
    raise AssertionError("App has no method " + name)


def calls_in(function):
    return [ast.unparse(node.func) for node in ast.walk(function) if isinstance(node, ast.Call)]


def test_the_app_calls_the_screens_press_in_a_call_of_its_own():
    """``App.press`` hands the press to the screen through a method of its
    own, and builds what the press asked for after that method returned:
    a word of the pressed screen left on ``press``'s own value stack would
    keep that screen alive, for the conservative collector, all through the
    next screen's building."""
    press = app_method("press")
    assert "self.screen.press" not in calls_in(press)
    assert "self._press_screen" in calls_in(press)
    assert "self.screen.press" in calls_in(app_method("_press_screen"))


def test_a_map_already_built_is_shown_again_without_a_collection(monkeypatch):
    """The map built anew asks for the heap to be collected first
    (``unload.ON_MAP``); the next card over the same map (and a handoff's
    A over a map already built) asks for none: nothing big is built there,
    and a collection only slows the press."""
    from engine import bot
    from testkit.board import FakeBoard
    from testkit.presses import drive, skip_to_play, start

    asked = []
    real = unload.at

    def at(moment, collect=True):
        if moment == unload.ON_MAP:
            asked.append(bool(collect))
        return real(moment, collect)

    monkeypatch.setattr(unload, "at", at)
    hw = FakeBoard(name="picosystem", render=False)
    app = start(hw, content="base", seed=6)
    assert asked == [True]
    for _ in range(3):
        skip_to_play(app, news=False)
        drive(app, bot.choose(app.game))
    skip_to_play(app)
    assert len(asked) >= 3 and not any(asked[1:]), asked
    hw.close()

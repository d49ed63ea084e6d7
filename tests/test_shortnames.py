"""The bundle's renamed names (tools/shortnames.py): same behaviour, same lines, fewer names."""
import io
import textwrap
import tokenize

from tools import shortnames

BASE = textwrap.dedent('''\
    """A base class."""


    class Base:
        def __init__(self):
            self._pressed_mask = 0
            self._ok = 1

        def _scan(self):
            return self._pressed_mask + self._ok
    ''')
CHILD = textwrap.dedent('''\
    """A class of another module inheriting the base."""
    from hw.base import Base

    _LIMIT = 3


    class Child(Base):
        def poll(self, _extra_shift=0):
            self._pressed_mask = _LIMIT << _extra_shift
            return self._scan()


    def _helper_total(values):
        return sum(values)
    ''')
LONELY = textwrap.dedent('''\
    """A module of its own, with a private name inside an f-string."""
    _GREETING = "hi"
    _counter_of_calls = [0]
    _times_said = [0]


    def hello():
        _counter_of_calls[0] += 1
        _times_said[0] += 1
        return f"{_GREETING}!" + "_counter_of_calls" + str(getattr(Box, "_inside_box"))


    class Box:
        _inside_box = 5
    ''')


def sources():
    return [shortnames.Source("hw/base.py", BASE), shortnames.Source("hw/child.py", CHILD),
            shortnames.Source("lib/carto_ui/lonely.py", LONELY)]


def renamed():
    found = sources()
    plan = shortnames.plan(found)
    return {s.relative: shortnames.rename(s.text, plan[s.relative]) for s in found}, plan


def test_module_names_are_dotted_as_on_a_board():
    assert shortnames.module_name("lib/carto_ui/play.py") == "carto_ui.play"
    assert shortnames.module_name("engine/__init__.py") == "engine"


def test_inheriting_modules_share_one_renaming_and_others_reuse_the_short_names():
    texts, plan = renamed()
    base, child = plan["hw/base.py"], plan["hw/child.py"]
    assert base["_pressed_mask"] == child["_pressed_mask"]
    # The child's own names do not take the base's short names.
    assert child["_LIMIT"] not in base.values() and child["_helper_total"] not in base.values()
    # A module with no tie starts again from the first short name.
    assert "_a" in plan["lib/carto_ui/lonely.py"].values()
    assert base["_ok"].startswith("_")  # short private names join the shared ones too


def test_the_renamed_modules_behave_the_same():
    texts, _plan = renamed()
    space = {}
    exec(compile(texts["hw/base.py"], "base", "exec"), space)
    base = _plan["hw/base.py"].get("Base", "Base")
    child_text = texts["hw/child.py"].replace("from hw.base import %s" % base, "")
    exec(compile(child_text, "child", "exec"), space)
    child = space[_plan["hw/child.py"].get("Child", "Child")]()
    assert getattr(child, _plan["hw/child.py"].get("poll", "poll"))(2) == 13
    lonely = {}
    exec(compile(texts["lib/carto_ui/lonely.py"], "lonely", "exec"), lonely)
    # Names in an f-string, or spelt as a string, are kept (to be safe).
    assert lonely[_plan["lib/carto_ui/lonely.py"]["hello"]]() == "hi!_counter_of_calls5"
    assert "_GREETING" in texts["lib/carto_ui/lonely.py"]
    assert "_inside_box = 5" in texts["lib/carto_ui/lonely.py"]
    assert "_counter_of_calls[0]" in texts["lib/carto_ui/lonely.py"]
    assert "_times_said" not in texts["lib/carto_ui/lonely.py"]


def test_lines_and_columns_stay_where_they_were():
    texts, plan = renamed()
    mapping = plan["hw/child.py"]

    def tokens(text):
        return [(t.type, t.start[0], t.string) for t in
                tokenize.generate_tokens(io.StringIO(text).readline)]

    before, after = tokens(CHILD), tokens(texts["hw/child.py"])
    assert len(before) == len(after)
    for (kind, row, text), (kind2, row2, text2) in zip(before, after):
        assert (kind, row) == (kind2, row2)
        assert text2 == mapping.get(text, text)


def test_a_base_class_is_found_however_its_module_was_imported():
    for line, base in (("from hw.base import Base", "Base"), ("from hw import base", "base.Base"),
                       ("from . import base", "base.Base"), ("import hw.base as hb", "hb.Base")):
        child = CHILD.replace("from hw.base import Base", line).replace("(Base)", "(%s)" % base)
        found = [shortnames.Source("hw/base.py", BASE), shortnames.Source("hw/child.py", child)]
        plan = shortnames.plan(found)
        assert plan["hw/base.py"]["_pressed_mask"] == plan["hw/child.py"]["_pressed_mask"], line
        assert [s.name for s in shortnames.groups(found)[0]] == ["hw.base", "hw.child"], line


SHARED = textwrap.dedent('''\
    """Names other modules use, beside names of the firmware and of others."""
    import board
    from micropython import const

    LIMIT = const(4)
    SPEED = const(2)
    STATES = ("seed",)


    class ShapeError(ValueError):
        pass


    class Panel:
        def __init__(self, rows):
            self.rows_kept = rows
            self.items = []

        def show_rows(self):
            self.items.append(LIMIT + SPEED)
            board.DISPLAY.root_group = self
            return getattr(self, "rows_kept")


    def make_panel(count):
        return Panel(count)
    ''')
USER = textwrap.dedent('''\
    """A module using the other's public names, and a few of its own."""
    from hw.shared import make_panel, LIMIT
    from hw import shared

    WIDTH_USED = 3


    def build(app):
        panel = make_panel(LIMIT)
        app.flag_seen = True
        seed = shared.STATES[0]
        return panel.show_rows(), seed, WIDTH_USED, f"{app.flag_seen}"
    ''')
HELD = {"append", "root_group", "DISPLAY", "divmod", "getrandbits", "sqrt", "keys"}
SPARE = ["divmod", "getrandbits", "sqrt", "keys"]


def public_plan():
    found = [shortnames.Source("hw/shared.py", SHARED), shortnames.Source("hw/user.py", USER)]
    return shortnames.plan(found, kept={"items"}, held=HELD, spare=SPARE)


def test_names_something_needs_by_name_are_kept():
    plan = public_plan()
    shared, user = plan["hw/shared.py"], plan["hw/user.py"]
    for name in ("append", "root_group", "DISPLAY",   # held by the firmware, or on a board module
                 "items",                             # kept: another file of the bundle uses it
                 "rows_kept",                         # spelt as a string (getattr)
                 "flag_seen",                         # in an f-string
                 "ShapeError",                        # an exception: the panic screen names it
                 "shared", "user", "hw", "board"):    # modules
        assert name not in shared and name not in user, name


def test_shared_names_get_one_new_name_and_spare_firmware_names_go_first():
    plan = public_plan()
    shared, user = plan["hw/shared.py"], plan["hw/user.py"]
    for name in ("make_panel", "LIMIT", "STATES", "show_rows"):
        assert shared[name] == user[name], name
    renamed = set(shared.values()) | set(user.values())
    assert set(SPARE) <= renamed   # every spare name handed out before a made-up one
    assert len(set(shared.values())) == len(shared)


def test_one_modules_names_are_reused_and_its_consts_fold_away():
    plan = public_plan()
    shared, user = plan["hw/shared.py"], plan["hw/user.py"]
    # SPEED and WIDTH_USED are used by one module each: they take the same
    # reused names; SPEED is a const, so it becomes _x and the compiler folds it.
    assert shared["SPEED"].startswith("_")
    assert "Panel" in shared and "rows" in shared
    assert "WIDTH_USED" in user and not user["WIDTH_USED"].startswith("_")  # not a const
    own_shared = {new for name, new in shared.items() if name not in user}
    own_user = {new for name, new in user.items() if name not in shared}
    assert own_shared & own_user  # the same reused names serve both modules


def test_renamed_public_modules_behave_the_same():
    plan = public_plan()
    found = {"hw/shared.py": SHARED, "hw/user.py": USER}
    texts = {rel: shortnames.rename(text, plan[rel]) for rel, text in found.items()}

    class Board:
        class DISPLAY:
            root_group = None

    class Shared:
        pass

    shared = {"board": Board}
    exec(compile(texts["hw/shared.py"].replace("import board\n", "").replace(
        "from micropython import const", "const = int"), "shared", "exec"), shared)
    module = Shared()
    module.__dict__.update(shared)
    user = {"shared": module}
    user.update(shared)
    text = texts["hw/user.py"].split("from hw import shared")[1]
    exec(compile(text, "user", "exec"), user)

    class App:
        pass

    got = user[plan["hw/user.py"]["build"]](App())
    assert got == (4, "seed", 3, "True")
    assert Board.DISPLAY.root_group is not None


def as_kept(plan):
    """A plan as a NAMES file keeps it: {dotted module name: {name: new name}}."""
    return {shortnames.module_name(relative): dict(mapping) for relative, mapping in plan.items()}


def public_sources(user=USER):
    return [shortnames.Source("hw/shared.py", SHARED), shortnames.Source("hw/user.py", user),
            shortnames.Source("lib/carto_ui/lonely.py", LONELY)]


def planned(found, previous=None):
    return shortnames.plan(found, kept={"items"}, held=HELD, spare=SPARE, previous=previous)


def test_a_plan_that_keeps_an_earlier_ones_names_is_that_plan_for_the_same_code():
    before = planned(public_sources())
    assert planned(public_sources(), as_kept(before)) == before


def test_a_name_added_to_one_module_renames_no_other_name():
    """With the earlier plan kept, a module that uses one more name of the
    other's, and has one more of its own, gets new names for those only;
    handed out afresh, names of the other modules move too."""
    before = planned(public_sources())
    more = USER.replace("WIDTH_USED = 3\n", "_ROWS_SEEN = 9\nWIDTH_USED = 3 + _ROWS_SEEN\n")
    more = more.replace("make_panel, LIMIT", "make_panel, LIMIT, SPEED_OF_PANEL")
    shared = SHARED.replace("SPEED = const(2)\n", "SPEED = const(2)\nSPEED_OF_PANEL = 5\n")
    found = [shortnames.Source("hw/shared.py", shared), shortnames.Source("hw/user.py", more),
             shortnames.Source("lib/carto_ui/lonely.py", LONELY)]
    after = planned(found, as_kept(before))
    for relative, mapping in before.items():
        assert {k: v for k, v in after[relative].items() if k in mapping} == mapping, relative
    assert set(after["hw/user.py"]) - set(before["hw/user.py"]) == {"_ROWS_SEEN", "SPEED_OF_PANEL"}
    assert after["hw/user.py"]["SPEED_OF_PANEL"] == after["hw/shared.py"]["SPEED_OF_PANEL"]
    for mapping in after.values():
        assert len(set(mapping.values())) == len(mapping)
    fresh = planned(found)
    assert any({k: v for k, v in fresh[r].items() if k in m} != m for r, m in before.items())


def test_a_firmware_name_a_module_starts_to_use_moves_only_the_names_that_had_it():
    """Used as itself anywhere, a spare firmware name is no one's new name
    (an attribute of ours must never take the name of one a firmware
    object has): the names it was given move, and no other."""
    before = planned(public_sources())
    spare = before["hw/user.py"]["WIDTH_USED"]
    assert spare in SPARE
    uses = USER.replace("    return panel.show_rows()",
                        "    %s = 1\n    return panel.show_rows()" % spare)
    after = planned(public_sources(uses), as_kept(before))
    moved = {(r, k) for r, m in before.items() for k, v in m.items() if after[r].get(k) != v}
    assert moved == {(r, k) for r, m in before.items() for k, v in m.items() if v == spare}
    assert all(spare not in mapping.values() for mapping in after.values())


def test_a_name_one_module_had_that_another_starts_to_use_joins_no_other_name():
    """A name of one module's own, given a spare that other modules' own
    names reuse, is used by a second module: as a shared name it takes a
    new name no module's own name has."""
    before = planned(public_sources())
    own = before["hw/user.py"]["WIDTH_USED"]
    lonely = LONELY.replace('_GREETING = "hi"\n',
                            'from hw.user import WIDTH_USED\n_GREETING = "hi"\n')
    lonely = lonely.replace('return f"{_GREETING}!"', 'return str(WIDTH_USED) + f"{_GREETING}!"')
    found = [shortnames.Source("hw/shared.py", SHARED), shortnames.Source("hw/user.py", USER),
             shortnames.Source("lib/carto_ui/lonely.py", lonely)]
    after = planned(found, as_kept(before))
    new = after["hw/user.py"]["WIDTH_USED"]
    assert after["lib/carto_ui/lonely.py"]["WIDTH_USED"] == new
    for relative, mapping in after.items():
        others = [v for k, v in mapping.items() if k != "WIDTH_USED"]
        assert new not in others, relative
    assert own in SPARE or own.startswith("_")
    # and the names of other modules that reuse its old new name keep theirs
    moved = {(r, k) for r, m in before.items() for k, v in m.items() if after[r].get(k) != v}
    assert moved <= {("hw/user.py", "WIDTH_USED")}, moved


def test_the_firmware_names_file_is_what_the_vm_holds():
    """Every name tools/firmware_names.txt says the firmware holds is held by
    CircuitPython 10's VM (loading a module using them interns none), so a
    renamed name never costs heap there."""
    import os

    import pytest

    from tools import cpfind, firmware_names

    try:
        vm, cross = cpfind.find_vm(), cpfind.find_mpy_cross()
    except cpfind.Missing as missing:
        if os.environ.get("CI") == "true":
            pytest.fail("CircuitPython tier required in CI: %s" % missing)
        pytest.skip(str(missing))
    held, spare = firmware_names.load()
    assert len(held) > 500 and set(spare) <= held and len(spare) > 300
    assert firmware_names.interned_by(vm, cross, sorted(held)) & held == set()
    # and a name no firmware has is interned: the probe can tell
    assert "cartographers_ravine" in firmware_names.interned_by(vm, cross, ["cartographers_ravine"])


def test_the_device_codes_renaming_never_joins_two_names(tmp_path):
    """On the real device sources, as tools/bundle.py plans it: in every
    module no two names get the same new name, no new name is a name the
    module keeps, and the renamed text still parses."""
    import ast
    import os

    from tools import bundle

    out = str(tmp_path / "CIRCUITPY")
    bundle.build(out, mpy_cross=None, log=lambda _m: None)
    # as kept in tools/bundle_names.txt, and handed out afresh
    for plan in (bundle.plan_names(out), bundle.plan_names(out, str(tmp_path / "none.txt"))):
        renamed = 0
        for source in shortnames.own_sources(out, skip=bundle.KEEP_AS_PY):
            mapping = plan[source.relative]
            renamed += len(mapping)
            assert len(set(mapping.values())) == len(mapping), source.relative
            left = {token.string for token in
                    tokenize.generate_tokens(io.StringIO(source.text).readline)
                    if token.type == tokenize.NAME and token.string not in mapping}
            assert not left & set(mapping.values()), (source.relative,
                                                      left & set(mapping.values()))
            ast.parse(shortnames.rename(source.text, mapping))
        assert renamed > 1000
    assert os.path.exists(os.path.join(out, bundle.NAMES))


def test_the_kept_names_file_is_read_and_a_bad_line_is_named(tmp_path):
    import pytest

    from tools import bundle

    kept = tmp_path / "names.txt"
    kept.write_text("# module: new name <- name in the source\n"
                    "carto_ui.play: atan <- Play\nengine.game: _a <- _count\n")
    assert bundle.read_names(str(kept)) == {"carto_ui.play": {"Play": "atan"},
                                            "engine.game": {"_count": "_a"}}
    assert bundle.read_names(str(tmp_path / "none.txt")) == {}
    kept.write_text("carto_ui.play: atan <- Play\ncarto_ui.play atan Play\n")
    with pytest.raises(bundle.BundleError, match="line 2"):
        bundle.read_names(str(kept))


LIBRARY = textwrap.dedent('''\
    """A library shape: a TileGrid subclass with a property and private state."""
    import displayio


    class Frame(displayio.TileGrid):
        def __init__(self, x, y, *, outline_colour=None, stroke_width=1):
            self._outline_colour = outline_colour
            self._stroke_width = stroke_width
            super().__init__(None, pixel_shader=None, x=x, y=y)

        @property
        def outline_colour(self):
            return self._outline_colour

        @outline_colour.setter
        def outline_colour(self, value):
            self._outline_colour = value * self._stroke_width
    ''')
CALLER = textwrap.dedent('''\
    """Our module drawing the library's frame."""
    from adafruit_frames.frame import Frame


    def framed(colour):
        box = Frame(3, 4, outline_colour=colour, stroke_width=2)
        box.outline_colour = colour
        return box.outline_colour, box.x, box.y
    ''')


def test_a_shipped_library_is_renamed_with_our_code(tmp_path):
    out = tmp_path / "CIRCUITPY"
    (out / "lib" / "adafruit_frames").mkdir(parents=True)
    (out / "lib" / "carto_ui").mkdir(parents=True)
    (out / "lib" / "adafruit_frames" / "__init__.py").write_text("")
    (out / "lib" / "adafruit_frames" / "frame.py").write_text(LIBRARY)
    (out / "lib" / "carto_ui" / "boxes.py").write_text(CALLER)
    sources = shortnames.own_sources(str(out), libraries=True)
    assert {s.name for s in sources} >= {"adafruit_frames.frame", "carto_ui.boxes"}
    assert not shortnames.own_sources(str(out))[0].name.startswith("adafruit")
    plan = shortnames.plan(sources, held={"x", "y", "pixel_shader", "setter"})
    library, caller = plan["lib/adafruit_frames/frame.py"], plan["lib/carto_ui/boxes.py"]
    # the keyword and the property our code uses are renamed alike on both sides
    assert library["outline_colour"] == caller["outline_colour"] != "outline_colour"
    assert library["stroke_width"] == caller["stroke_width"]
    assert "x" not in library and "pixel_shader" not in library and "setter" not in library

    class TileGrid:
        def __init__(self, bitmap, *, pixel_shader, x, y):
            self.x, self.y = x, y

    displayio = type("displayio", (), {"TileGrid": TileGrid})
    space = {"displayio": displayio}
    text = shortnames.rename(LIBRARY, library).replace("import displayio\n", "")
    exec(compile(text, "frame", "exec"), space)
    ours = {caller.get("Frame", "Frame"): space[library.get("Frame", "Frame")]}
    text = shortnames.rename(CALLER, caller).split("\n", 2)[2]
    exec(compile(text, "boxes", "exec"), ours)
    assert ours[caller["framed"]](5) == (10, 3, 4)


ALPHA = textwrap.dedent('''\
    """Globals one other module imports."""
    ALPHA_LIMIT = 3


    def alpha_total(values):
        return sum(values) + ALPHA_LIMIT
    ''')
BETA = textwrap.dedent('''\
    """Globals another module reads from the module, and an attribute."""
    BETA_LIMIT = 4


    class Counter:
        def __init__(self):
            self.beta_count = BETA_LIMIT
    ''')
USES_ALPHA = textwrap.dedent('''\
    """Uses alpha's globals."""
    from hw.alpha import alpha_total, ALPHA_LIMIT


    def first():
        return alpha_total([ALPHA_LIMIT])
    ''')
USES_BETA = textwrap.dedent('''\
    """Uses beta's globals on the module, and an attribute of its object."""
    from hw import beta


    def second():
        counter = beta.Counter()
        return counter.beta_count + beta.BETA_LIMIT
    ''')


def test_globals_that_never_meet_in_a_module_share_one_new_name():
    """A name used only as a global may share its new name with another that
    no module holds beside it; an attribute never does (an object may hold
    it beside any name)."""
    found = [shortnames.Source("hw/alpha.py", ALPHA), shortnames.Source("hw/beta.py", BETA),
             shortnames.Source("hw/ua.py", USES_ALPHA), shortnames.Source("hw/ub.py", USES_BETA)]
    plan = shortnames.plan(found)
    alpha, beta = plan["hw/alpha.py"], plan["hw/beta.py"]
    assert alpha["ALPHA_LIMIT"] != alpha["alpha_total"]  # they meet in alpha and ua
    assert beta["BETA_LIMIT"] in (alpha["ALPHA_LIMIT"], alpha["alpha_total"])
    assert beta["Counter"] in (alpha["ALPHA_LIMIT"], alpha["alpha_total"])
    assert beta["beta_count"] not in alpha.values()
    shared = {alpha[n] for n in ("ALPHA_LIMIT", "alpha_total")} | \
        {beta[n] for n in ("BETA_LIMIT", "Counter", "beta_count")}
    assert len(shared) == 3  # five names, three spellings

    texts = {s.relative: shortnames.rename(s.text, plan[s.relative]) for s in found}
    alpha_space, beta_space = {}, {}
    exec(compile(texts["hw/alpha.py"], "alpha", "exec"), alpha_space)
    exec(compile(texts["hw/beta.py"], "beta", "exec"), beta_space)
    ua = dict(alpha_space)
    exec(compile(texts["hw/ua.py"].split("\n", 1)[1].split("\n", 1)[1], "ua", "exec"), ua)
    assert ua[plan["hw/ua.py"].get("first", "first")]() == 6
    ub = {"beta": type("beta", (), beta_space)}
    exec(compile(texts["hw/ub.py"].split("from hw import beta")[1], "ub", "exec"), ub)
    assert ub[plan["hw/ub.py"].get("second", "second")]() == 8


def test_a_module_alias_bound_again_is_not_a_module():
    rebinding = USES_BETA.replace("    counter = beta.Counter()",
                                  "    counter = beta.Counter()\n    beta = counter")
    source = shortnames.Source("hw/ub.py", rebinding)
    assert "Counter" in source.loose and "BETA_LIMIT" in source.loose
    assert ("Counter", "hw.beta") in shortnames.Source("hw/ub.py", USES_BETA).on_modules


def test_a_global_set_on_a_module_from_outside_counts_as_that_modules():
    setter = textwrap.dedent('''\
        """Sets a global on alpha that alpha itself never spells."""
        from hw import alpha


        def third():
            alpha.SET_FROM_OUTSIDE = 2
        ''')
    found = [shortnames.Source("hw/alpha.py", ALPHA), shortnames.Source("hw/uc.py", setter),
             shortnames.Source("hw/ua.py", USES_ALPHA)]
    plan = shortnames.plan(found)
    new = plan["hw/uc.py"]["SET_FROM_OUTSIDE"]
    assert new not in (plan["hw/alpha.py"]["ALPHA_LIMIT"], plan["hw/alpha.py"]["alpha_total"])

"""The bundle's short private names (tools/shortnames.py): same behaviour, lines, fewer names."""
import textwrap

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
    assert "_ok" not in base  # three characters or fewer: kept


def test_the_renamed_modules_behave_the_same():
    texts, _plan = renamed()
    space = {}
    exec(compile(texts["hw/base.py"], "base", "exec"), space)
    child_text = texts["hw/child.py"].replace("from hw.base import Base", "")
    exec(compile(child_text, "child", "exec"), space)
    child = space["Child"]()
    assert child.poll(2) == 13
    lonely = {}
    exec(compile(texts["lib/carto_ui/lonely.py"], "lonely", "exec"), lonely)
    # Names in an f-string, or spelt as a string, are kept (to be safe).
    assert lonely["hello"]() == "hi!_counter_of_calls5"
    assert "_GREETING" in texts["lib/carto_ui/lonely.py"]
    assert "_inside_box = 5" in texts["lib/carto_ui/lonely.py"]
    assert "_counter_of_calls[0]" in texts["lib/carto_ui/lonely.py"]
    assert "_times_said" not in texts["lib/carto_ui/lonely.py"]


def test_lines_and_columns_stay_where_they_were():
    texts, _plan = renamed()
    for original, new in zip(CHILD.splitlines(), texts["hw/child.py"].splitlines()):
        assert original.split("_")[0] == new.split("_")[0]
    assert len(CHILD.splitlines()) == len(texts["hw/child.py"].splitlines())


def test_a_base_class_is_found_however_its_module_was_imported():
    for line, base in (("from hw.base import Base", "Base"), ("from hw import base", "base.Base"),
                       ("from . import base", "base.Base"), ("import hw.base as hb", "hb.Base")):
        child = CHILD.replace("from hw.base import Base", line).replace("(Base)", "(%s)" % base)
        found = [shortnames.Source("hw/base.py", BASE), shortnames.Source("hw/child.py", child)]
        plan = shortnames.plan(found)
        assert plan["hw/base.py"]["_pressed_mask"] == plan["hw/child.py"]["_pressed_mask"], line
        assert [s.name for s in shortnames.groups(found)[0]] == ["hw.base", "hw.child"], line

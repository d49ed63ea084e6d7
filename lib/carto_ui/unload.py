"""Forget modules that are not needed now, so their code can leave the heap."""
# A module imported from source keeps its compiled code in the heap for as
# long as ``sys.modules`` (and its package) refer to it. On a board the
# screens that are rarely shown (title, setup, menus, season scores) are
# forgotten while a game is played and compiled again when next shown.
# Objects still alive keep what they use, so forgetting is always safe; it
# only costs the time to compile the module again.
#
# Under CPython (the desktop simulator, the tests) nothing is forgotten: the
# heap is not scarce there, and tests hold on to the modules they import.
import sys

ACTIVE = sys.implementation.name != "cpython"


def forget(*names):
    """Drop each of ``names``: ``carto_ui.<name>`` for a plain name, the
    module itself for a dotted one (``"engine.setup"``)."""
    if not ACTIVE:
        return
    for name in names:
        if "." not in name:
            name = "carto_ui." + name
        dot = name.rfind(".")
        if sys.modules.pop(name, None) is None:
            continue
        package = sys.modules.get(name[:dot])
        if package is not None:
            try:
                delattr(package, name[dot + 1:])
            except (AttributeError, TypeError):  # a build that cannot delete it
                pass

"""Forget ``carto_ui`` modules that are not needed now, so their code can
leave the heap."""
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
    """Drop the modules ``carto_ui.<name>`` for each of ``names``."""
    if not ACTIVE:
        return
    package = sys.modules.get("carto_ui")
    for name in names:
        if sys.modules.pop("carto_ui." + name, None) is not None and package is not None:
            try:
                delattr(package, name)
            except (AttributeError, TypeError):  # a build that cannot delete it
                pass

"""The memory policy: which modules are forgotten at which moment, one table."""
# A module keeps its code in the heap for as long as ``sys.modules`` (and its
# package) refer to it, from ``.mpy`` about as much as from ``.py``. On a board
# the modules not needed at a moment are forgotten there and loaded again
# when next needed. Objects still alive keep what they use, so forgetting is
# always safe; it only costs the time to load the module again.
#
# The moments are asked for by code.py (``BOARD_LOADED``) and by the app at
# its transitions (``at(moment)``); no other module forgets anything. Under
# CPython (the desktop simulator, the tests) nothing is forgotten: the heap
# is not scarce there, and tests hold on to the modules they import.
import sys

ACTIVE = sys.implementation.name != "cpython"

# The moments (indexes of FORGET).
BOARD_LOADED = 0  # code.py: the board module is set up
SHEET_DRAWN = 1  # the app drew the map's sprite sheet, at start-up
OFF_GAME = 2  # the title or the setup form is about to be shown
NEW_GAME = 3  # a new game is about to be built
SEASON_SCORES = 4  # a season's scores are about to be shown, the map dropped
HANDOFF = 5  # the pass-the-device screen is about to be shown
ON_MAP = 6  # the map is about to be shown

# Screens (and their widgets) not needed on the map, and those not needed
# off a game. Plain names are ``carto_ui`` modules.
_OFF_MAP = ("setup", "menu", "season", "handoff", "rulestext", "pages", "pickers", "menus",
            "edictview")
_IN_GAME = ("play", "edictview", "news", "hud", "mapview", "season", "handoff", "menu",
            "rulestext")

# What each moment forgets.
FORGET = (
    ("hw.boards", "hw.keymaps"),  # only needed to set the board up
    ("sprites",),  # only needed to draw the sheet
    _IN_GAME,
    _OFF_MAP,
    ("setup", "menu", "rulestext", "handoff", "pickers", "menus"),
    ("setup", "menu", "season", "rulestext", "pages", "pickers", "menus"),
    # Engine modules used only to build or load a game (docs/engine-api.md).
    _OFF_MAP + ("engine.setup", "engine.maps", "engine.restore"),
)


def at(moment):
    """Forget what the policy says is not needed from ``moment`` on."""
    forget(*FORGET[moment])


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

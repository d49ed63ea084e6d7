"""The memory policy: which modules are forgotten at which moment, in one table (``at``)."""
# A module keeps its code in the heap for as long as ``sys.modules`` (and its
# package) refer to it, from ``.mpy`` about as much as from ``.py``. On a board
# the modules not needed at a moment are forgotten there and loaded again
# when next needed. Objects still alive keep what they use, so forgetting is
# always safe; it only costs the time to load the module again.
#
# Forgetting trades time for heap (docs/memory.md, "Forgetting"): a
# forgotten screen module frees its code, and loading it again costs time on
# the transition that brings it back; the heap is the scarcer, so the heap
# wins. Keeping play, hud, mapview and news loaded off a game would make a
# new game's first press quicker but run that game out of memory.
#
# ``makeframe`` and ``bigframe`` (the frames of roomy screens; 160x128 never
# loads it) go with the menus and pages that use them.
#
# The moments are asked for by carto_ui.start (``BOARD_LOADED``), by the app at
# its transitions (``at(moment)``), by the review once its end menu holds
# the game's code (``CODE_TOLD``), and by the title's par (carto_ui.parrun,
# and the title when a press leaves it), which asks the existing moments
# that forget what it is done with; no other module forgets anything. Under
# CPython (the desktop simulator, the tests) nothing is forgotten: the heap
# is not scarce there, and tests hold on to the modules they import.
import sys

ACTIVE = sys.implementation.name != "cpython"

# The moments, in the order they first come.
BOARD_LOADED = 0  # carto_ui.start: the board module is set up
SHEET_DRAWN = 1  # the app applied the settings and drew the map's sprite sheet
OFF_GAME = 2  # the title or the setup form is about to be shown
NEW_GAME = 3  # a new game is about to be built
SEASON_SCORES = 4  # a season's scores are about to be shown, the map dropped
HANDOFF = 5  # the pass-the-device screen is about to be shown
ON_MAP = 6  # the map is about to be shown
GAME_MENU = 7  # the game menu is about to be shown over the map
MAPS_VIEW = 8  # every player's map, from the game menu: the map screen dropped
GAME_OVER = 9  # the final review of the finished maps is about to be shown
SAVE_READ = 10  # the title read the saved game: no game is held until the next one
BACK_TO_MAP = 11  # the map is shown again after a menu, a view or a page over it
MOVE = 12  # a move is about to be made on the map (the press that commits it)
HINT = 13  # the hint's search is about to run over the map
OVER_MAP = 14  # the turn menu or the edict view is about to open over the map
RECORDED = 15  # a finished game was counted in the records
GUIDED_MAP = 16  # the guided game's map is about to be shown (ON_MAP, the notes kept)
GUIDED_NEW = 17  # the guided game is about to be built (NEW_GAME, its first note's modules kept)
CODE_TOLD = 18  # the end menu's hint told the game's challenge code (carto_ui.review)
BOT_TURN = 19  # a bot seat's turn is about to be shown, the map screen dropped
BOTS_DONE = 20  # the bots moved: a person's map or a season's scores comes next (carto_ui.botturn)
BASE_MOVE = 21  # MOVE in a game with no Heroes ambush's effect in play yet (carto_ui.app)
MOMENTS = 22


def at(moment):
    """Forget what is not needed from ``moment`` on: the policy's table.
    Plain names are ``carto_ui`` modules."""
    # One ``forget`` call per moment rather than a tuple per moment: from
    # .mpy a tuple of strings is loaded as str objects, which keep more heap
    # than these calls (whose names are interned strings in the bytecode).
    if moment == BOARD_LOADED:  # only needed to set the board up
        forget("hw.boards", "hw.keymaps")
    elif moment == SHEET_DRAWN:  # only needed to draw the sheets and read the settings
        forget("sprites", "glyphs", "langcheck", "langtexts", "settings_store", "hw.areas")
    elif moment == OFF_GAME:
        forget("play", "turnmenu", "edictview", "news", "hud", "roomy", "mapview", "season",
               "handoff", "menu", "rulestext", "viewmaps", "bigcolumn", "review", "guide",
               "guided", "keynames", "learn", "turnstart", "reasons", "hintview", "settings_menu",
               "settings_store", "records_view", "about", "records", "hw.areas", "table",
               "langcheck", "langtexts", "cardpanel", "effects", "saveproblem", "unsaved",
               "codeentry", "codeline", "engine.challenge", "botturn", "parrun", "engine.ambush")
        forget_hint()
        forget_libraries()
        forget_edicts()
    elif moment == NEW_GAME or moment == ON_MAP or moment == GUIDED_NEW or moment == GUIDED_MAP:
        # (guide stays: the guided game asks it at every step, app.flow;
        # the title's question box, dialog, goes when a game comes, first
        # in this list: where it goes decides how the guided game's heap
        # fragments, and this order leaves it the most room,
        # docs/memory.md, "The heap fragments")
        forget("dialog", "setup", "title", "guided", "menu", "season", "handoff", "rulestext",
               "pickers", "menus", "makeframe", "bigframe", "turnmenu", "edictview", "viewmaps",
               "review",
               "records", "settings_menu", "records_view", "about", "table", "langcheck",
               "langtexts", "saveproblem", "unsaved")
        # A guided game's note (carto_ui.guide) keeps learn, pages and
        # keynames. Its first note comes on the press that builds the game
        # (GUIDED_NEW), later notes on the press that commits a move
        # (GUIDED_MAP): importing them again there would take those presses
        # over their instruction budget (docs/memory.md, "Loading ahead").
        if moment == NEW_GAME or moment == ON_MAP:
            forget("pages", "learn", "keynames")
        forget_libraries()
        if moment == NEW_GAME or moment == GUIDED_NEW:  # the last game's edicts and ambushes
            forget_edicts()
            forget("engine.ambush")
        if moment == NEW_GAME:  # a code typed on the setup form (the guided game
            # starts from the title, OFF_GAME, and the end menu's line is gone
            # at CODE_TOLD)
            forget("codeentry", "engine.challenge")
        if moment == ON_MAP or moment == GUIDED_MAP:  # only used to build or load a game
            forget("engine.setup", "engine.maps", "engine.restore")  # (docs/engine-api.md)
            if moment == ON_MAP:  # the bots' turns and search, loaded again by them
                forget("botturn")
                forget_hint()
            # The maps viewer's roomy column: a game's map comes back after
            # the maps viewer only here (the guided game's first press, on
            # the edge of its budget, has none to forget).
            forget("bigcolumn")
    elif moment == SEASON_SCORES:
        forget("setup", "title", "menu", "rulestext", "handoff", "pickers", "menus", "learn",
               "viewmaps", "bigcolumn", "keynames", "cardpanel", "saveproblem", "unsaved")
        forget_libraries()
        forget("botturn")  # the bots' turns and search, when a bot's move ended the season
        forget_hint()
    elif moment == HANDOFF:
        forget("setup", "title", "menu", "season", "rulestext", "pages", "pickers", "menus",
               "learn", "viewmaps", "bigcolumn", "saveproblem", "unsaved")
        forget_libraries()
        forget("botturn")  # the bots' turns and search, when bots played before this person
        forget_hint()
    elif moment == BOT_TURN:  # the search comes in; the map's modules stay, as behind
        # a handoff: a person's map is built again after the bots on code that
        # never moved (the bots' turn screen let go of the map itself)
        forget("setup", "title", "menu", "season", "rulestext", "pages", "pickers", "menus",
               "learn", "viewmaps", "bigcolumn", "saveproblem", "unsaved", "turnmenu",
               "edictview", "turnstart", "reasons", "cardpanel", "hintview", "handoff",
               "effects", "held", "hw.speaker",
               "keynames", "makeframe", "bigframe")
        forget_libraries()
    elif moment == BOTS_DONE:  # their search, before a person's map or a season's scores
        forget_hint()
    elif moment == GAME_MENU:  # its rules texts are the biggest screen in a game
        # (a turn's start and reasons go: built over the map beside them, it
        # is where random presses run short of heap)
        forget("turnmenu", "edictview", "turnstart", "reasons", "effects")
    elif moment == MAPS_VIEW:  # the map screen goes: a game has no heap for both
        forget("play", "turnmenu", "edictview", "hud", "roomy", "news", "menu",
               "rulestext", "turnstart", "reasons", "cardpanel", "effects")
    elif moment == GAME_OVER:
        forget("play", "turnmenu", "edictview", "news", "hud", "roomy", "handoff",
               "keynames", "turnstart", "reasons", "cardpanel", "effects", "botturn")
        forget_hint()
    elif moment == SAVE_READ:  # only used to build or load a game; the rest is kept (app.title)
        forget("engine.restore", "engine.setup", "engine.maps")
        forget_hint()
    elif moment == BACK_TO_MAP:  # what was opened over the map
        forget("turnmenu", "edictview", "menu", "rulestext", "pages", "menus", "makeframe",
               "bigframe", "hintview")
        forget_hint()
    elif moment == MOVE:  # the peak: a turn's start goes, and a solo ambush's hold
        forget("turnstart", "held")
        # The next card's panel and an illegal ghost's reasons stay where
        # the map is roomy's (the RP2040 boards have the room): each import
        # collects the heap, and they are needed again at every turn. The
        # PyBadge's heap has no room for them at its peak.
        if "carto_ui.roomy" not in sys.modules:
            forget("cardpanel", "reasons")
    elif moment == BASE_MOVE:
        # The ambushes' rules (engine.ambush): with no Heroes ambush's effect
        # in play only a solo ambush's turn needs them, and the move that
        # draws one loads them again. Once an effect is in play they stay:
        # its Zombies and Troll need them at every season's end, its Dragon
        # at every move, and loading them again there would take those
        # presses over their instruction budget.
        forget("engine.ambush")
    elif moment == OVER_MAP:
        # The screens over the map (the edict view's rule page) are where
        # whole games run short of heap first: what only a turn's start and
        # an illegal ghost need goes. No gc.collect() here: it gains no run
        # any room.
        forget("turnstart", "reasons", "cardpanel")
    elif moment == HINT:  # the search and its score deltas need the room
        # (the sound effects, the speaker's and the news too: imported again
        # by the move after the hint; kept, sound and lights would raise the
        # peak of the hint game, one of the PyBadge's tightest runs)
        forget("turnmenu", "edictview", "menu", "rulestext", "pages", "menus", "makeframe",
               "bigframe", "turnstart", "reasons", "cardpanel", "effects", "news", "hw.speaker")
    elif moment == RECORDED:
        forget("records", "hw.areas", "engine.challenge")
    elif moment == CODE_TOLD:  # the end menu's idle frames load the map's modules next
        # (engine.setup too: Play this seed again loads it on its press, as
        # without a code)
        forget("codeline", "records", "hw.areas", "engine.challenge", "engine.setup")
    else:
        raise ValueError("no memory policy moment %r" % (moment,))


def forget_hint():
    """The hint's search: it keeps 9.4 KB from .mpy beside a 3-player Heroes
    game (bench/bench_engine.py); the hint, a bot seat's turn and the
    title's par (engine.par, which goes with it) load it."""
    forget("engine.par", "engine.bot", "engine.hint", "engine.deltas", "engine.fits")


def forget_edicts():
    """Drop every scoring card's module (``engine.edictNN``). The last game
    built or loaded holds its four edicts' functions (``engine.scoring.use``),
    so those stay until the next game is built or loaded and any other goes.
    They stay off a game too: the title's Continue would import them again
    on its press, over its instruction budget. By
    prefix, as ``forget_libraries``: 32 names in calls would be interned
    from start-up on."""
    if not ACTIVE:
        return
    for name in [name for name in sys.modules if name.startswith("engine.edict")]:
        forget(name)


def forget_libraries():
    """Drop every module of the Adafruit libraries (``adafruit_...``: the
    title's shapes, the records' GridLayout; no screen of a game uses one).
    By prefix: their full names in ``forget`` calls were about 220
    characters of interned names, kept from start-up on."""
    if not ACTIVE:
        return
    for name in [name for name in sys.modules if name.startswith("adafruit_")]:
        del sys.modules[name]


def empty(screen):
    """Let go of all that ``screen``, left for good, holds: each of its
    attributes becomes None. CircuitPython's collector takes any word on
    the stack that looks like a pointer for one, so a stale word pointing
    at a screen left behind would keep its whole tree of groups, labels and
    bitmaps alive; emptied, it keeps only the object."""
    if not ACTIVE:
        return
    for name in list(screen.__dict__):
        setattr(screen, name, None)


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

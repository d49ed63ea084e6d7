"""The memory policy: what stays and what is forgotten at each moment, in one table (``at``)."""
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
# A moment that changes the screen names what stays, and every module that
# comes and goes (``keep``) and is not named is forgotten: a new
# screen's module goes wherever it is not kept, without a list to add it to.
# A moment within a screen (a move, the hint, a menu over the map) names the
# few that go. ``makeframe`` and ``bigframe`` (the frames of roomy screens;
# 160x128 never loads them) stay with the menus and pages that use them.
#
# The moments are asked for by carto_ui.start (``BOARD_LOADED``), by the app at
# its transitions (``at(moment)``), by the screens that change the heap on
# their own presses (the review, a bot's turn, the title's par, the language
# setting), and each moment's row says what goes and whether the heap is
# then collected (``COLLECTS``): no other module forgets anything, and the
# heap is collected only where ``at`` says so. Under CPython (the desktop
# simulator, the tests) nothing is forgotten or collected: the heap is not
# scarce there, and tests hold on to the modules they import.
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
TITLE = 22  # OFF_GAME with no game held: power-up, Save & quit, a finished game
PAR_NEXT = 23  # SAVE_READ before the title's par loads its next modules (app, parrun)
RANKING = 24  # the final ranking is about to be built (carto_ui.review)
BOT_MOVE = 25  # a bot's move is about to be made, its search done (carto_ui.botturn)
LANGUAGE = 26  # a new language's texts and screen are about to load (carto_ui.settings_menu)
RECOVERY = 27  # out of memory: the game is let go and the save read again (carto_ui.app)
BOTS_AHEAD = 28  # the bots' search ahead is to load beside the map, or their moves there are made
# (carto_ui.ahead)
MOMENTS = 29

# The moments after which the heap is collected, a bit each: those before
# a screen or a move that fills the heap. Collected there, what comes next
# fills the room the last screen left, not the holes among what lives on:
# the heap fragments (docs/memory.md, "Collecting"). Elsewhere a collection
# only slows the press: an allocation that finds no room collects anyway.
COLLECTS = (1 << NEW_GAME | 1 << GUIDED_NEW | 1 << SEASON_SCORES | 1 << ON_MAP
             | 1 << GUIDED_MAP | 1 << MAPS_VIEW | 1 << GAME_OVER | 1 << MOVE | 1 << BASE_MOVE
             | 1 << HINT | 1 << BOT_TURN | 1 << BOTS_DONE | 1 << TITLE | 1 << PAR_NEXT
             | 1 << RANKING | 1 << BOT_MOVE | 1 << LANGUAGE | 1 << RECOVERY | 1 << BOTS_AHEAD)


def at(moment, collect=True):
    """What the heap does at ``moment``, the policy's table: what is
    forgotten from then on, and whether the caller collects the heap now
    (``COLLECTS``; ``collect`` False says not this once: the map shown
    again on Continue, whose press gains no heap by it).

    Plain names are ``carto_ui`` modules. A moment that changes the screen
    names what stays (``keep``): any module that comes and goes and is not
    named is forgotten, a new screen's module included. A moment within a
    screen names what goes (``forget``). The moments from RANKING on only
    collect.

    The caller collects, once this call has returned (``if unload.at(m):
    gc.collect()``): from inside it, even once its forgetting has
    returned, the conservative collector takes the forgetting's stale
    stack words for pointers and keeps what was just forgotten."""
    if moment < 0 or moment >= MOMENTS:
        raise ValueError("no memory policy moment %r" % (moment,))
    # Names in calls rather than tuples: from .mpy a tuple of strings is
    # loaded as str objects, which keep more heap than these calls (whose
    # names are interned strings in the bytecode).
    if moment >= RANKING:  # they only collect
        pass
    elif moment == BOARD_LOADED:  # only needed to set the board up
        forget("hw.boards", "hw.keymaps")
    elif moment == SHEET_DRAWN:  # only needed to draw the sheets and read the settings
        forget("sprites", "glyphs", "langcheck", "langtexts", "settings_store", "hw.areas")
    elif moment == OFF_GAME or moment == TITLE:
        # the title or the setup form, and what builds a game
        keep("title", "setup", "dialog", "menus", "pages", "makeframe", "bigframe",
             "engine.setup", "engine.maps", "engine.restore")
        forget_edicts()
    elif moment == NEW_GAME or moment == GUIDED_NEW or moment == ON_MAP or moment == GUIDED_MAP:
        # The map's modules (the setup form loaded them ahead of a new game).
        # A guided game's note (carto_ui.guide) keeps learn, pages and
        # keynames: its first note comes on the press that builds the game,
        # later ones on the press that commits a move, and importing them
        # again there would take those presses over their instruction budget
        # (docs/memory.md, "Loading ahead").
        if moment == NEW_GAME or moment == GUIDED_NEW:  # and what builds the game
            keep("play", "hud", "mapview", "news", "roomy", "effects", "cardpanel", "reasons",
                 "held", "learn", "pages", "keynames", "guide", "engine.setup", "engine.maps")
            forget_edicts()  # the last game's
        else:
            keep("play", "hud", "mapview", "news", "roomy", "effects", "cardpanel", "reasons",
                 "held", "learn", "pages", "keynames", "guide", "engine.ambush")
        if moment == NEW_GAME or moment == ON_MAP:
            forget("learn", "pages", "keynames")
    elif moment == SEASON_SCORES:  # the map's modules stay for the next season's map
        keep("season", "pages", "makeframe", "bigframe", "play", "hud", "mapview", "news",
             "roomy", "effects", "reasons", "guide", "engine.ambush")
    elif moment == HANDOFF:  # the map's modules stay for the map behind it
        keep("handoff", "play", "hud", "mapview", "news", "roomy", "effects", "cardpanel",
             "reasons", "makeframe", "bigframe", "engine.ambush", "engine.setup", "engine.maps")
    elif moment == BOT_TURN:  # the search comes in; the map's modules stay, as behind
        # a handoff: a person's map is built again after the bots on code that
        # never moved (the bots' turn screen let go of the map itself)
        keep("botturn", "play", "hud", "mapview", "news", "roomy", "engine.ambush",
             "engine.bot", "engine.hint", "engine.deltas", "engine.fits")
        forget("hw.speaker")
    elif moment == BOTS_DONE:  # their search, before a person's map or a season's scores
        forget_hint()
    elif moment == GAME_MENU:  # its rules texts are the biggest screen in a game
        # (a turn's start and reasons go: built over the map beside them, it
        # is where random presses run short of heap)
        forget("turnmenu", "edictview", "turnstart", "reasons", "effects")
    elif moment == MAPS_VIEW:  # the map screen goes: a game has no heap for both
        keep("viewmaps", "season", "bigcolumn", "mapview", "menus", "pages", "makeframe",
             "bigframe", "held", "guide", "learn", "keynames", "engine.ambush")
    elif moment == GAME_OVER:  # the review of the finished maps
        keep("review", "viewmaps", "season", "mapview", "keynames", "menus", "pages",
             "makeframe", "bigframe", "guide", "engine.ambush")
    elif moment == SAVE_READ or moment == PAR_NEXT:
        # only used to build or load a game; the rest is kept (app.title)
        forget("engine.restore", "engine.setup", "engine.maps")
        forget_hint()
    elif moment == BACK_TO_MAP:  # what was opened over the map
        forget("turnmenu", "edictview", "menu", "rulestext", "pages", "menus", "makeframe",
               "bigframe", "hintview")
        forget_hint()
    elif moment == MOVE or moment == BASE_MOVE:  # the peak: a turn's start goes, and a
        # solo ambush's hold
        forget("turnstart", "held")
        # The next card's panel and an illegal ghost's reasons stay where
        # the map is roomy's (the RP2040 boards have the room): each import
        # collects the heap, and they are needed again at every turn. The
        # PyBadge's heap has no room for them at its peak.
        if "carto_ui.roomy" not in sys.modules:
            forget("cardpanel", "reasons")
        if moment == BASE_MOVE:
            # The ambushes' rules (engine.ambush): with no Heroes ambush's
            # effect in play only a solo ambush's turn needs them, and the
            # move that draws one loads them again. Once an effect is in
            # play they stay: its Zombies and Troll need them at every
            # season's end, its Dragon at every move, and loading them again
            # there would take those presses over their instruction budget.
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
    return ACTIVE and collect and COLLECTS >> moment & 1


def keep(*names):
    """Forget every module that comes and goes but ``names``: every
    ``carto_ui`` module but the app, the start-up and this policy and what
    every screen draws with (theme, lang, text, frame); the engine's set-up,
    search, codes and ambushes; the boards' tables and the records' and
    settings' area; the Adafruit libraries. The scoring cards go with the
    game that holds them (``forget_edicts``); the rest of the engine and
    the board stay all along."""
    if not ACTIVE:
        return
    # One list of the loaded names, made at once: growing a list leaves its
    # smaller copies behind, and not every moment collects the heap after it.
    for name in list(sys.modules):
        if name.startswith("carto_ui."):
            short = name[9:]
            goes = not (short in names or short == "app" or short == "start"
                        or short == "unload" or short == "theme" or short == "lang"
                        or short == "text" or short == "frame")
        elif name.startswith("engine."):
            goes = name not in names and (
                name == "engine.setup" or name == "engine.maps" or name == "engine.restore"
                or name == "engine.challenge" or name == "engine.ambush"
                or name == "engine.par" or name == "engine.bot" or name == "engine.hint"
                or name == "engine.deltas" or name == "engine.fits")
        else:
            goes = (name.startswith("adafruit_") or name == "hw.boards" or name == "hw.keymaps"
                    or name == "hw.areas")
        if goes:
            forget(name)


def forget_hint():
    """The hint's search: it keeps 9.4 KB from .mpy beside a 3-player Heroes
    game (bench/bench_engine.py); the hint, a bot seat's turn and the
    title's par (engine.par, which goes with it) load it, and the bots' search
    ahead (engine.ahead, which goes with it: held by that search while it
    lasts, it goes when the search does, BOTS_DONE)."""
    forget("engine.ahead", "engine.par", "engine.bot", "engine.hint", "engine.deltas",
           "engine.fits")


def forget_edicts():
    """Drop every scoring card's module (``engine.edictNN``). The last game
    built or loaded holds its four edicts' functions (``engine.scoring.use``),
    so those stay until the next game is built or loaded and any other goes.
    They stay off a game too: the title's Continue would import them again
    on its press, over its instruction budget. By prefix: 32 names in calls
    would be interned from start-up on."""
    if not ACTIVE:
        return
    for name in [name for name in sys.modules if name.startswith("engine.edict")]:
        forget(name)


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
    module itself for a dotted one (``"engine.setup"``) or an Adafruit
    library's (``"adafruit_display_shapes"``)."""
    if not ACTIVE:
        return
    for name in names:
        if "." not in name and not name.startswith("adafruit_"):
            name = "carto_ui." + name
        modules = sys.modules
        if name not in modules:
            continue
        # Cleared before it is removed: MicroPython keeps a removed entry's
        # value in the dict's table until another entry takes its slot, and
        # the collector counts it, so the module would stay in the heap.
        modules[name] = None
        del modules[name]
        dot = name.rfind(".")
        package = modules.get(name[:dot])
        if package is not None:
            attr = name[dot + 1:]
            try:
                setattr(package, attr, None)
                delattr(package, attr)
            except (AttributeError, TypeError):  # a build that cannot delete it
                pass

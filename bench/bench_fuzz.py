"""Button-mashing fuzzer for the whole app (lib/carto_ui/app.py).

One ``App`` per seed, on a headless display and a crash-safe store in RAM,
gets seeded random button presses: single buttons and random combinations
of all eight (START and SELECT included). Random stretches alternate with
"helpful" stretches (``guide``), which play on the way a player would: A
through screens, back out of menus with B, steer the shape to a legal spot,
start new games with a planned setup. Now and then the power is cut (the
app and its display are dropped and a new app starts on the same store)
and a ``MemoryError`` is raised inside the engine once.

A seed is a board of its own, which powers up as a board does: the UI in
the board's own language (its lang.txt; every language by seed) until the
app applies its settings, whatever the seed before it left in this
process. Each run switches to the next language on the Settings screen
after its first game, so every language is mashed.

After every press it checks:

* nothing raised and a screen is on display;
* engine invariants: filled spaces never disappear (a drawn space stays
  its terrain or becomes destroyed), coins stay within 0..14 and never
  drop within a game, every season row adds up (edicts + coins - monsters),
  the total is their sum, seasons not reached are empty, a season just
  scored matches the maps, and the pending decision has a legal action;
* no action is committed unseen: when the game in play changes by an
  action, the frame after the press before showed the map in CONFIRM (or
  PICK_CONFIRM) with the confirm prompt in the banner ("Here? A: yes
  B: back" in English) and no news queued;
* the newest save in the store is the game in play (autosave after every
  confirmed action, a resume or an out-of-memory reload is the saved game);
* a resume after a power cut is the saved game exactly (``to_bytes``), on
  the handoff for the player whose turn it is (several players) or on the
  map with that decision (solo), or first on the season's scores when the
  power went before any move since they were scored;
* a way forward: every helpful stretch reaches a new engine decision (or a
  new game) within ``HELP_LIMIT`` presses, from wherever the random
  stretch left the app; otherwise the app is stuck;
* at every power-up, the UI speaks the settings' language, else the
  board's own;
* the app recovers from out of memory only for a ``MemoryError`` the
  fuzzer injected; its "Out of memory." console line is kept quiet for
  those, and any other one is a failure.

Screens are recorded by class name (and, for menus and dialogs, the map and
the setup form, which menu by the string key of its title, which mode,
which row), per language: nothing is recognised by its English words (the
confirm prompt is the HERE_CONFIRM string of the language in use).
``REQUIRED`` must all be reached, ``REQUIRED_EACH_LANGUAGE`` in every
language.

The display is refreshed on every ``REFRESH_EVERY``-th dirty frame only:
rendering is the slow part and the app must not depend on it.

Run: ``python bench/bench_fuzz.py [presses] [--seeds N] [--jobs N]``
(default 300000 presses over 24 seeds, one process per CPU; five to
eight minutes on two cores); ``--full`` runs 10^6 presses.
tests/test_fuzz_app.py runs a smaller budget and asserts on the same
report. ``python bench/bench_fuzz.py --memory`` prints the heap the hw
layer takes under real MicroPython (needs the npm harness that ``make
test`` installs).
"""
import contextlib
import io
import os
import random
import re
import sys
import time
import traceback

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)
if ROOT not in sys.path:
    sys.path.append(ROOT)

from carto_ui import app as appmodule  # noqa: E402
from carto_ui import lang, langcheck, settings_store  # noqa: E402
from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import App  # noqa: E402

from engine import bot, flow, restore, scoring, shapes  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.terrain import DESTROYED, EMPTY, HERO  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from hw.nvm_store import FILE_SIZE  # noqa: E402
from hw.storage import MemoryStore, Storage  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text  # noqa: E402
from tools import langtable  # noqa: E402

BUTTONS = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)
BUTTON_NAMES = {UP: "up", DOWN: "down", LEFT: "left", RIGHT: "right", A: "a", B: "b",
                START: "start", SELECT: "select"}
SIZES = ((160, 128), (240, 240), (320, 240))  # PyBadge, PicoSystem, PicoPad
HELP_LIMIT = 120  # presses a helpful stretch may take to reach a new decision
_CARDS_ITEM = 3  # "Cards this season" in the game menu (carto_ui.menu.GameMenu)
_SAVE_QUIT_ITEM = 6  # "Save & quit" there
REFRESH_EVERY = 250
CUT_RATE = 1 / 2500  # power cuts per press
OOM_RATE = 1 / 1500  # injected MemoryErrors armed per press
PRESS_MS = 37  # the clock advances this much per press

MODE_NAMES = ("CHOOSE", "AIM", "CONFIRM", "PICK", "PICK_CONFIRM", "AFTER", "NEWS")

# Screens, menus and map modes the walk must reach, by ``label`` (a menu or
# a dialog by the langtable name of its title's or question's string).
REQUIRED = (
    "Title", "Setup", "Setup:row0", "Setup:row1", "Setup:row2", "Setup:row3",
    "Setup:row4", "Setup:row5", "Setup:row6", "LetterPicker", "NumberPicker",
    "Menu:NAMES", "Menu:EDICT_PICK_TITLE", "Handoff", "Play:NEWS", "Play:CHOOSE",
    "Play:AIM", "Play:CONFIRM", "EdictView", "Play:AFTER", "Play:hero", "Play:PICK",
    "Play:PICK_CONFIRM", "Menu:TURN_TITLE", "GameMenu", "Menu:EDICTS_STAR",
    "Menu:CARDS_TITLE", "Menu:ABANDON", "TextView", "MessageBox", "SeasonEnd", "GameOver",
    "Title:continue", "Dialog:DISCARD_SAVED", "Learn", "MapsView", "Settings",
)
# Reached in every language (``lang.LANGUAGES``): the screens whose buttons
# the guide chooses by what they show, and the confirm prompt.
REQUIRED_EACH_LANGUAGE = (
    "Title", "Setup", "Menu:EDICT_PICK_TITLE", "Play:AIM", "Play:CONFIRM", "Menu:TURN_TITLE",
    "GameMenu", "SeasonEnd", "GameOver",
)
# Things the walk must have done at least once.
REQUIRED_EVENTS = ("new game", "game over", "save & quit", "power cut", "resume",
                   "out of memory", "take back", "confirmed action", "language switch")
OOM_LINE = "Out of memory."  # what App.out_of_memory prints as it recovers
# Strings the fuzzer looks for on screen, by key: the same in every language.
HERE_CONFIRM = langtable.key("HERE_CONFIRM")  # the map's confirm prompt
PASS_TO = langtable.key("PASS_TO")  # the handoff's "Pass to <name>"
CHANGE_CHOICE = langtable.key("CHANGE_CHOICE")  # the turn menu's "Change shape/terrain"
CHANGE_SHORT = langtable.key("CHANGE_SHORT")  # its short form, "Change option"
FULL_PRESSES = 1000000


class Failure(Exception):
    """An invariant did not hold; the message says which and where."""


def toward(menu, item):
    """The d-pad press that moves ``menu``'s selection toward ``item``;
    None once it is there."""
    if menu.selected == item:
        return None
    return DOWN if menu.selected < item else UP


def saved_bytes(raw):
    """The newest good save in ``raw``, read by a storage of its own."""
    return Storage(raw).load()


def unpaused(data):
    """Saved bytes as the game's own: Save & quit's mark (``Game.paused``,
    set only in the save it makes) cleared; None for None."""
    if data is None:
        return None
    game = restore.load(data)
    game.paused = False
    return game.to_bytes()


def shows(text, key):
    """Whether ``text`` on screen is string ``key`` of the language in use,
    however it was wrapped."""
    return "".join(text.split()) == "".join(lang.get(key).split())


def confirm_on_screen(app):
    """The map in CONFIRM or PICK_CONFIRM with the confirm prompt in its
    banner and no news queued: what must be on screen before a move."""
    p = app.play
    if p is None or app.screen is not p or p.messages:
        return False
    said = banner_text(p)
    if p.mode not in (playmod.CONFIRM, playmod.PICK_CONFIRM) or not said:
        return False
    if p.info is not None:  # roomy: the banner asks, the controls line says all of it
        whole = lang.get(HERE_CONFIRM)
        asked = "".join(whole[: whole.find("  ")].split())
        return "".join(said.split()) == asked and shows(
            p.info.text.split("\n")[-1], HERE_CONFIRM)
    return shows(said, HERE_CONFIRM)


def label(app):
    """What is on screen: the class name, plus which menu or dialog (by the
    string of its title or question, ``string_name``), which map mode, or
    which setup row; the same in every language."""
    screen = app.screen
    name = type(screen).__name__
    if name == "Play":
        return "Play:" + MODE_NAMES[screen.mode]
    if name == "Menu":
        return "Menu:" + string_name(screen.title)
    if name == "Dialog":
        return "Dialog:" + string_name(screen.question)
    if name == "Setup":
        return "Setup:row%d" % screen.menu.selected
    if name == "Title" and screen.saved:
        return "Title:continue"
    return name


_NAMES = {}  # language code: ({text: name}, [(pattern, literal length, name)])
# A string's short form (at 240x240: carto_ui.turnmenu) names the screen as
# its full form does.
SHORT_FORMS = {"TURN_TITLE_SHORT": "TURN_TITLE"}


def string_name(text):
    """The langtable name of the string ``text`` was made from in the
    language in use: the one it is, else the one whose %-fields filled in
    give it with the most of its own text; names joined by "/" when several
    give it alike (German asks "Spielstand löschen?" both to discard the
    saved game and to delete it), "?" when none does."""
    code = lang.code()
    known = _NAMES.get(code)
    if known is None:
        known = _NAMES[code] = ({}, _patterns())
    found, patterns = known
    name = found.get(text)
    if name is None:
        best = -1
        names = []
        for pattern, size, entry in patterns:
            if size >= best and pattern.fullmatch(text):
                if size > best:
                    best = size
                    names = []
                names.append(entry)
        name = "/".join(sorted(set(SHORT_FORMS.get(n, n) for n in names))) or "?"
        found[text] = name
    return name


def _patterns():
    """Every string of the language in use as a pattern (a %-field matches
    anything), with the length of its own text; strings of fields alone are
    left out (they would match any title)."""
    out = []
    for key, entry in enumerate(langtable.ENTRIES):
        regex = ""
        size = 0
        for part in re.split(r"(%%|%[-#0-9.]*[a-z])", lang.get(key)):
            if part == "%%":
                regex += "%"
                size += 1
            elif part.startswith("%"):
                regex += ".*"
            else:
                regex += re.escape(part)
                size += len(part)
        if size:
            out.append((re.compile(regex, re.S), size, entry[0]))
    return out


# ----- the engine side -----

def fingerprint(g):
    """Cheap key that changes whenever the game takes an action."""
    cells = b"".join(bytes(grid.cells) for grid in g.grids)
    return (id(g), id(g.events), g.kind, g.actor, g.target, g.season, g.time, g.card,
            len(g.revealed), bytes(g.coins), cells)


def spots(g, choice, orient):
    """Legal (r, c) for one choice and orientation."""
    grid = g.grids[g.target]
    out = []
    if g.choices[choice][1] == HERO:
        for i in range(121):
            if g.why_not(choice, orient, i // 11, i % 11) is None:
                out.append(divmod(i, 11))
        return out
    v = g.orientations(choice)[orient]
    need = grid.ruins if g.need_ruins else None
    p = shapes.find(grid.filled, v, need)
    while p >= 0:
        r, c = divmod(p, 11)
        if g.why_not(choice, orient, r, c) is None:
            out.append((r, c))
        p = shapes.find(grid.filled, v, need, p + 1)
    return out


def legal_actions(g, rng, choice=None, orient=None):
    """Legal actions for one (choice, orientation) that has any, tried in
    random order (only ``choice``/``orient`` when given); [] when none."""
    if g.kind == rules.DESTROY:
        return [(rules.DESTROY, i // 11, i % 11) for i in range(121)
                if g.can_destroy(i // 11, i % 11)]
    if g.kind != rules.PLACE:
        return []
    pairs = []
    for ci in range(len(g.choices)):
        if choice is not None and ci != choice:
            continue
        for oi in range(len(g.orientations(ci))):
            if orient is None or oi == orient:
                pairs.append((ci, oi))
    rng.shuffle(pairs)
    for ci, oi in pairs:
        found = spots(g, ci, oi)
        if found:
            return [(rules.PLACE, ci, oi, r, c) for r, c in found]
    return []


def terrain_of(g):
    buf = bytearray(121)
    return [bytes(grid.unpack(buf)) for grid in g.grids]


class Watch:
    """The invariants across presses, for the game the app holds."""

    def __init__(self, raw):
        self.raw = raw
        self.game = None
        self.key = None
        self.terrain = None
        self.coins = None
        self.rng = random.Random(0)
        self.decisions = 0
        self.actions = 0  # actions committed, each checked for its confirm frame

    def check(self, app, confirmed=True):
        """Check after a press; True when the engine moved to a new decision
        (or another game). ``confirmed``: the frame before this press showed
        the confirm prompt."""
        g = app.game
        if g is None:
            changed = self.game is not None
            self.game = None
            self.key = None
            return changed
        key = fingerprint(g)
        if key == self.key:
            return False
        same_game = g is self.game
        self.key = key
        self.decisions += 1
        stored = saved_bytes(self.raw)
        state = g.to_bytes()
        if stored != state and unpaused(stored) != state:  # (continued after Save & quit)
            raise Failure("the newest save is not the game in play")
        terrain = terrain_of(g)
        if same_game:
            for p in range(g.n):
                before = self.terrain[p]
                after = terrain[p]
                for i in range(121):
                    if before[i] != EMPTY and after[i] not in (before[i], DESTROYED):
                        raise Failure("player %d space %d changed from %d to %d" % (
                            p, i, before[i], after[i]))
                if g.coins[p] < self.coins[p]:
                    raise Failure("player %d coins dropped %d -> %d" % (
                        p, self.coins[p], g.coins[p]))
        if same_game and not confirmed:
            raise Failure("an action was committed without its confirm prompt on screen")
        self.actions += same_game
        for p in range(g.n):
            if not 0 <= g.coins[p] <= 14:
                raise Failure("player %d has %d coins" % (p, g.coins[p]))
            check_rows(g, p)
        check_scored(g)
        if g.kind != rules.OVER and not legal_actions(g, self.rng):
            raise Failure("the pending decision has no legal action")
        self.game = g
        self.terrain = terrain
        self.coins = bytes(g.coins)
        return True


def check_rows(g, p):
    """Player ``p``'s season rows: each adds up, the total is their sum,
    seasons not reached yet are empty, and the coins in them never drop
    and never exceed the coins now."""
    rows = g.scores(p)
    last = 0
    for s in range(4):
        e1, e2, coins, monsters, total = rows[s]
        if total != e1 + e2 + coins - monsters:
            raise Failure("player %d season row %r does not add up" % (p, rows[s]))
        if s > g.season and rows[s] != (0, 0, 0, 0, 0):
            raise Failure("player %d season %d was scored early: %r" % (p, s, rows[s]))
        if s < g.season:
            if not last <= coins <= g.coins[p]:
                raise Failure("player %d season %d coins %d out of order" % (p, s, coins))
            last = coins
    if g.total(p) != sum(row[4] for row in rows):
        raise Failure("player %d total is not the sum of the seasons" % p)


def check_scored(g):
    """Right after a season is scored (and nothing changed the maps since,
    in the same action), every row is the edicts, coins and monster
    penalty of that player's map."""
    events = g.events
    for i in range(len(events)):
        if events[i][0] != rules.EV_SCORED:
            continue
        for ev in events[i + 1:]:
            if ev[0] != rules.EV_REVEAL:
                return
        if g.kind == rules.DESTROY:
            return
        s = events[i][1]
        for p in range(g.n):
            grid = g.grids[p]
            a = scoring.score(g.edicts[s], grid)
            b = scoring.score(g.edicts[(s + 1) % 4], grid)
            m = scoring.monster_penalty(grid)
            if g.scores(p)[s][:4] != (a, b, g.coins[p], m):
                raise Failure("player %d season %d scored %r, the map gives %r" % (
                    p, s, g.scores(p)[s][:4], (a, b, g.coins[p], m)))
        return


# ----- helpful presses -----

class Guide:
    """The next "helpful" button for the screen on display: what a player
    who wants to get on with the game would press."""

    def __init__(self, rng, switch_language=False):
        self.rng = rng
        self.target = None  # (fingerprint, action) for the map
        self.turns = 0
        self.plan = None  # what the next game's setup should be (``_setup``)
        self.setups = 0  # games set up so far
        self.cards_looked = False  # the game menu's "Cards this season" opened once
        self.name_edited = False  # a name's letter picker opened once
        # The language is changed on the Settings screen once, when asked:
        # carto_ui.lang is the process's, and only a run that powers each
        # board up in its own language (``Run``) puts it back.
        self.language_switched = not switch_language
        self.quit_once = False  # "Save & quit" chosen in the game menu once
        self.finished = False  # a game was seen over (set by the run)
        self.discard_asked = False  # "New game" over a saved game asked once

    def button(self, app):
        screen = app.screen
        name = type(screen).__name__
        if name == "Play":
            return self._play(app)
        if name == "Title":
            # The language changes once a game was finished in the first (or
            # after three set-ups): each language's game-over screen is seen.
            if self.setups and not self.language_switched and (
                    self.finished or self.setups > 2):
                return self._to_settings(screen)
            return self._title(screen)
        if name == "Settings" and not self.language_switched:
            # Once a run, after its first game: the rest of the run plays
            # in the next language (random presses reach it too seldom).
            if screen.menu.selected != 0:  # the language row
                return UP
            self.language_switched = True
            return RIGHT
        if name == "Setup":
            return self._setup(screen)
        if name == "GameMenu" and not self.cards_looked:
            # Once a run: in 24,000 presses random ones alone missed it
            # (shorter turns, stop 31).
            step = toward(screen.menu, _CARDS_ITEM)
            if step:
                return step
            self.cards_looked = True
            return A
        if name == "GameMenu" and not self.quit_once:
            # Once a run, then "New game" over the saved game, answered "No,
            # keep it", and "Continue": random presses reach them too seldom
            # for a short run.
            step = toward(screen.menu, _SAVE_QUIT_ITEM)
            if step:
                return step
            self.quit_once = True
            return A
        if name in ("GameMenu", "Learn", "MapsView", "EdictView", "Settings"):
            return B  # back to the game (the review's maps: on to the ranking)
        if name == "Menu":
            return self._menu(app, screen)
        if name == "Dialog":  # "No, keep it" over the title; B elsewhere
            if "DISCARD_SAVED" in label(app).split(":")[1].split("/"):
                self.discard_asked = True
                return UP if screen.selected != 0 else A
            return B
        return A  # handoff, pages, message boxes, pickers

    def _setup(self, setup):
        """Set up the planned game: players, content, sometimes a map side,
        chosen edicts, a look at the seed and the names; then start."""
        plan = self.plan
        if plan is None or plan["setup"] is not setup:
            rng = self.rng
            plan = {
                "setup": setup,
                "players": rng.choice((1, 1, 1, 2, 2, 3, 3, 4, 5, 6)),
                "content": rng.randrange(3),
                "side": rng.randrange(4) if rng.random() < 0.3 else None,
                # The first game always picks its edicts: games grew longer
                # in presses (news read over the map, hints), and at 15% a
                # 24,000-press run could miss the edict menu.
                "edicts": self.setups == 0 or rng.random() < 0.15,
                "seed": self.setups == 0 or rng.random() < 0.15,  # as the edicts
                # and the names: at 15% alone a 24,000-press run could
                # miss the letter picker when a change to the app moved
                # its random walk (59 games started instead of 78).
                "names": self.setups == 0 or rng.random() < 0.15,
            }
            self.plan = plan
            self.setups += 1
        row = 6
        if setup.players != plan["players"]:
            row = 0
        elif setup.content != plan["content"]:
            row = 2
        elif plan["side"] is not None and setup.side != plan["side"]:
            row = 3
        elif plan["edicts"] and setup.edicts is None:
            row = 4
        elif plan["seed"]:
            row = 5
        elif plan["names"]:
            row = 1
        selected = setup.menu.selected
        if selected != row:
            return DOWN if (row - selected) % 7 <= 3 else UP
        if row in (0, 2, 3):
            return RIGHT
        if row == 5:
            plan["seed"] = False  # A opens the number picker once
        elif row == 1:
            plan["names"] = False
        return A

    def _menu(self, app, menu):
        kind = label(app)
        # The item's short form at 240x240 (carto_ui.turnmenu).
        change = (lang.get(CHANGE_CHOICE), lang.get(CHANGE_SHORT))
        found = [item in change for item in menu.items]
        if kind == "Menu:TURN_TITLE" and self._wants_other_choice(app) and True in found:
            want = found.index(True)
            return A if menu.selected == want else DOWN
        if kind == "Menu:EDICT_PICK_TITLE":
            return A  # pick the edicts one by one
        if kind == "Menu:GAME_OVER_SEED" and not self.language_switched:
            # To the title (its third item), for the Settings screen; A
            # elsewhere plays the seed again.
            return A if menu.selected == 2 else DOWN
        if kind == "Menu:NAMES" and not self.name_edited:
            # Once a run: since START on the setup form goes to "Start game",
            # random presses leave the form sooner and one 24,000-press run
            # never opened a letter picker.
            self.name_edited = True
            return A
        return B if menu.on_back is not None else A

    def _wants_other_choice(self, app):
        target = self.target
        return (app.play is not None and app.game is not None and target is not None
                and target[1][0] == rules.PLACE and target[1][1] != app.play.choice)

    def _to_settings(self, title):
        """To the title's Settings (its fourth item, fifth after "Continue")."""
        return toward(title.menu, 3 + (1 if title.saved else 0)) or A

    def _title(self, title):
        """"New game" (index 0 without a saved game); with one, "New game"
        and its question once a run, then mostly "Continue", sometimes "New
        game" and its confirmation."""
        selected = title.menu.selected
        if not title.saved:
            return UP if selected != 0 else A
        if not self.discard_asked:
            return DOWN if selected == 0 else (UP if selected > 1 else A)
        if selected == 0:
            return DOWN if self.rng.random() < 0.5 else A
        if selected == 1:
            return A if self.rng.random() < 0.8 else UP
        return UP

    def _aim(self, app, key):
        """The action the map is steered to, kept while the decision is the
        same; on the current choice and orientation when they can go
        anywhere."""
        p = app.play
        g = app.game
        if self.target is not None and self.target[0] == key:
            return self.target[1]
        self.turns = 0
        if g.kind == rules.DESTROY:
            actions = legal_actions(g, self.rng)
        else:
            actions = legal_actions(g, self.rng, p.choice, p.orient)
            if not actions and self.rng.random() < 0.5:
                actions = legal_actions(g, self.rng, p.choice)
            if not actions:
                actions = [bot.choose(g)]
        action = self.rng.choice(actions)
        self.target = (key, action)
        return action

    def _play(self, app):
        p = app.play
        g = app.game
        mode = p.mode
        if mode == playmod.AFTER or p.messages:
            return A
        action = self._aim(app, fingerprint(g))
        if action[0] == rules.DESTROY:
            _, r, c = action
            if mode == playmod.PICK_CONFIRM:
                return A if (p.r, p.c) == (r, c) else B
            return _towards(p, r, c)
        _, choice, orient, r, c = action
        if mode == playmod.CHOOSE:
            # SELECT steps the options; A or a move takes the one shown.
            return A if p.choice == choice else SELECT
        if mode == playmod.CONFIRM:
            return A if (p.choice, p.orient, p.r, p.c) == (choice, orient, r, c) else B
        if p.choice != choice:
            return START  # the turn menu has "Change shape/terrain"
        if p.orient != orient:
            # B rotates (a hero: next pattern); SELECT flips after 4 turns.
            self.turns += 1
            return SELECT if self.turns % 5 == 0 else B
        return _towards(p, r, c)


def _towards(p, r, c):
    if p.r < r:
        return DOWN
    if p.r > r:
        return UP
    if p.c < c:
        return RIGHT
    if p.c > c:
        return LEFT
    return A


# Helpful stretches sometimes start with a look around: from the map, the
# turn menu's "Game menu", then this card's rules, the edicts, the cards this
# season, "Save & quit" or "New game" (confirmed).
_GAME_MENU = (START, DOWN, DOWN, A)
TOURS = (
    _GAME_MENU + (DOWN, A, A),
    _GAME_MENU + (DOWN, DOWN, A, DOWN, A, A),
    _GAME_MENU + (DOWN, DOWN, DOWN, A, A, A),
    _GAME_MENU + (UP, UP, A),
    _GAME_MENU + (UP, A, DOWN, A),
    (START, DOWN, A, RIGHT, RIGHT, LEFT, B),
)


def random_mask(rng):
    """Mostly one button (A and the d-pad a little more often), sometimes a
    chord of two or three, sometimes any of the 255 combinations."""
    roll = rng.random()
    if roll < 0.8:
        return rng.choice(BUTTONS + (A, A, DOWN, RIGHT, B))
    if roll < 0.95:
        mask = 0
        for _ in range(rng.randrange(2, 4)):
            mask |= rng.choice(BUTTONS)
        return mask
    return rng.randrange(1, 256)


# ----- one seed -----

class Run:
    """One seeded walk; ``report`` holds its figures."""

    def __init__(self, seed, presses, refresh_every=REFRESH_EVERY):
        self.seed = seed
        self.budget = presses
        self.refresh_every = refresh_every
        self.rng = random.Random(seed)
        self.size = SIZES[seed % len(SIZES)]
        # The board's own language (its lang.txt): every language by seed.
        self.board_language = lang.LANGUAGES[seed % len(lang.LANGUAGES)]
        self.language = None  # the UI's language after the last press
        self.raw = MemoryStore(FILE_SIZE)
        self.watch = Watch(self.raw)
        self.guide = Guide(random.Random(seed + 1), switch_language=True)
        self.hw = None
        self.app = None
        self.presses = 0
        self.dirty_frames = 0
        self.keys = []  # the last presses, for the failure report
        self.seen_in = {code: set() for code in lang.LANGUAGES}  # labels by language
        self.events = {}
        self.games = set()  # ids of games seen on the game-over screen
        self.rescues = 0
        self.longest_rescue = 0
        self.oom_armed = False
        self.injected = None  # where the MemoryError of this press was injected
        self.confirm_shown = False  # the last frame showed the confirm prompt
        self.in_app = False  # injected MemoryErrors fire only inside the app
        self.now = 0
        self.refreshed = False  # the app refreshed the display itself since the last frame

    # -- the app --

    def count(self, event):
        self.events[event] = self.events.get(event, 0) + 1

    def power_on(self):
        """A board's power-up: a new app on the same store, in a UI whose
        language is the board's own until the app applies the settings' (as
        carto_ui.start sets it), whatever the app before it left."""
        self.hw = FakeBoard(size=self.size, raw=self.raw)
        self.hw.now = self.now
        # The app's own refreshes (a move is shown before its save is
        # written) render at the fuzzer's pace too: one a REFRESH_EVERY.
        self.render = self.hw.display.refresh
        self.hw.display.refresh = self.refresh_asked
        self.watch.game = None
        self.watch.key = None
        lang.use(langcheck.chosen())
        run = self

        class WatchedApp(App):
            # Counts and checks the app's resumes, new games and saves & quits.
            # Power-up resumes from inside the constructor, so this is a
            # subclass rather than patches on the instance.
            def resume(self, game, seen=0):
                App.resume(self, game, seen)
                run.app = self
                run.count("resume")
                run.check_resume(saved_bytes(run.raw))

            def new_game(self, kwargs):
                App.new_game(self, kwargs)
                run.count("new game")

            def take_back(self):
                App.take_back(self)
                run.count("take back")

            def out_of_memory(self):
                # Only the injected MemoryErrors are expected; their console
                # line is kept quiet, any other line let through.
                where = run.injected
                run.injected = None
                if where is None:  # (called in App's handler: the error is at hand)
                    raise Failure("out of memory, and not by an injected MemoryError: %r"
                                  % (sys.exc_info()[1],))
                said = io.StringIO()
                with contextlib.redirect_stdout(said):
                    App.out_of_memory(self)
                rest = said.getvalue().replace(OOM_LINE + "\n", "", 1)
                if rest:
                    sys.stdout.write(rest)
                run.count("out of memory answered: " + where)

            def save_quit(self):
                state = self.game.to_bytes() if self.game is not None else None
                App.save_quit(self)
                run.count("save & quit")
                if state is not None:
                    saved = saved_bytes(run.raw)
                    if unpaused(saved) != state:
                        raise Failure("save & quit did not keep the game")
                    if not restore.load(saved).paused:
                        raise Failure("save & quit's save does not say so")

        self.app = WatchedApp(self.hw, seed=self.seed)
        self.check_language()
        self.language = lang.code()
        self.after_press()

    def check_language(self):
        """At power-up: the settings' language, else the board's own."""
        from hw import areas

        values = settings_store.decode(areas.settings(self.hw.storage).load())[0]
        want = settings_store.language(values) or self.board_language
        if lang.code() != want:
            raise Failure("powered up in %s, not in %s" % (lang.code(), want))

    def power_cut(self):
        self.count("power cut")
        self.hw.close()
        self.hw = None
        self.app = None
        self.power_on()

    def check_resume(self, expected):
        app = self.app
        g = app.game
        if expected is None or g.to_bytes() != unpaused(expected):
            raise Failure("the resumed game is not the saved one")
        name = type(app.screen).__name__
        unseen = getattr(appmodule, "unseen_season", None)
        if name == "SeasonEnd" and unseen is not None and unseen(g) >= 0:
            return  # cut before any move since a scoring: its scores come first
        if g.kind == rules.OVER:  # out of memory on the final screens
            if name != "GameOver":
                raise Failure("a finished game resumed on %s, not its ranking" % name)
            return
        if g.n > 1:
            if name != "Handoff" or (lang.get(PASS_TO) + g.names[g.actor]) not in [
                    line.text for line in app.screen.frame.lines]:
                raise Failure("resumed on %s, not the handoff to %s" % (
                    name, g.names[g.actor]))
        elif app.screen is not app.play or app.play.actor != g.actor:
            raise Failure("resumed on %s, not the map" % name)

    # -- presses --

    def press(self, mask):
        app = self.app
        self.presses += 1
        self.now += PRESS_MS
        self.hw.now = self.now
        self.keys.append(mask)
        if len(self.keys) > 40:
            del self.keys[0]
        self.in_app = True
        self.injected = None
        try:
            app.press(mask)
            app.update(self.now)
        finally:
            self.in_app = False
        return self.after_press()

    def refresh_asked(self, **kwargs):
        """The app asked the display to show what changed: counted with the
        dirty frames, rendered at their pace."""
        self.refreshed = True
        return True

    def after_press(self):
        app = self.app
        if app.screen is None or self.hw.display.root_group is not app.screen.group:
            raise Failure("no screen on display")
        if app.dirty or self.refreshed:
            self.dirty_frames += 1
            if self.refresh_every and self.dirty_frames % self.refresh_every == 0:
                self.render()
            app.dirty = self.refreshed = False
        code = lang.code()
        if code != self.language:
            self.language = code
            self.count("language switch")
        name = label(app)
        seen = self.seen_in[code]
        seen.add(name)
        seen.add(type(app.screen).__name__)
        if name in ("Play:AIM", "Play:CONFIRM") and app.game.kind == rules.PLACE \
                and app.game.choices[app.play.choice][1] == HERO:
            seen.add("Play:hero")
        if name == "GameOver" and id(app.game) not in self.games:
            self.games.add(id(app.game))
            self.count("game over")
            self.guide.finished = True
        actions = self.watch.actions
        moved = self.watch.check(app, self.confirm_shown)
        if self.watch.actions != actions:
            self.count("confirmed action")
        self.confirm_shown = confirm_on_screen(app)
        return moved

    # -- the walk --

    def random_stretch(self):
        for _ in range(self.rng.randrange(1, 40)):
            if self.presses >= self.budget:
                return
            self.maybe_trouble()
            self.press(random_mask(self.rng))

    def helpful_stretch(self):
        """Helpful presses until the engine moves on; then a few more
        decisions' worth, so that games get finished."""
        self.rescues += 1
        goal = 1 + self.rng.randrange(6)
        used = 0
        reached = 0
        app = self.app
        tours = None
        if app.screen is app.play and app.play.mode in (playmod.AIM, playmod.CHOOSE) \
                and not app.play.messages:
            if self.rng.random() < 0.1:
                tours = TOURS
            elif "GameMenu" not in self.seen_in[lang.code()]:
                # A language not yet seen there looks around by the game
                # menu (every tour but the last): at 10% alone a change to
                # the app that moved the random walk left a language without.
                tours = TOURS[:-1]
        if tours is not None:
            for mask in self.rng.choice(tours):
                if self.presses >= self.budget:
                    return
                used += 1
                if self.press(mask):
                    reached += 1
                    break
        while reached < goal and self.presses < self.budget:
            if used >= HELP_LIMIT:
                raise Failure("stuck: %d helpful presses reached no new decision" % used)
            mask = self.guide.button(self.app)
            used += 1
            if self.press(mask):
                self.longest_rescue = max(self.longest_rescue, used)
                reached += 1
                used = 0

    def maybe_trouble(self):
        roll = self.rng.random()
        if roll < CUT_RATE:
            self.power_cut()
        elif roll < CUT_RATE + OOM_RATE and self.app.game is not None:
            self.oom_armed = True

    def run(self):
        """Walk until the budget is spent; returns the report."""
        started = time.perf_counter()
        failure = None
        undo_board = be_the_board(self)
        undo = arm_memory_errors(self)
        try:
            self.power_on()
            while self.presses < self.budget:
                self.random_stretch()
                self.helpful_stretch()
        except Failure as err:
            failure = self.failure(str(err))
        except Exception:  # anything the app raised is a failure too
            failure = self.failure(traceback.format_exc(limit=8))
        finally:
            undo()
            if self.hw is not None:
                self.hw.close()
            undo_board()
        seen = set()
        for labels in self.seen_in.values():
            seen |= labels
        return {
            "seed": self.seed,
            "size": "%dx%d" % self.size,
            "presses": self.presses,
            "seconds": time.perf_counter() - started,
            "decisions": self.watch.decisions,
            "seen": sorted(seen),
            "seen_in": {code: sorted(labels) for code, labels in self.seen_in.items()},
            "events": dict(self.events),
            "rescues": self.rescues,
            "longest_rescue": self.longest_rescue,
            "failure": failure,
        }

    def failure(self, message):
        screen = type(self.app.screen).__name__ if self.app is not None else "-"
        keys = " ".join(mask_name(m) for m in self.keys)
        return "seed %d, press %d, on %s: %s\n  last presses: %s" % (
            self.seed, self.presses, screen, message.strip(), keys)


def mask_name(mask):
    names = [BUTTON_NAMES[b] for b in BUTTONS if mask & b]
    return "+".join(names)


def arm_memory_errors(run):
    """Make the app raise MemoryError once when ``run.oom_armed`` is set:
    in the engine before an action (``why_not``) or in the middle of one,
    after the map changed (``flow.advance``), or in the UI while a menu or
    text screen is being built (``frame.Frame``). Returns the undo."""
    from carto_ui.frame import Frame

    saved_why = rules.Game.why_not
    saved_advance = flow.advance
    saved_frame = Frame.__init__

    def fire(where):
        if run.oom_armed and run.in_app and run.rng.random() < 0.3:
            run.oom_armed = False
            run.injected = where
            run.count("out of memory")
            raise MemoryError("injected in " + where)

    def why_not(self, *args):
        fire("why_not")
        return saved_why(self, *args)

    def advance(game):
        fire("advance")
        return saved_advance(game)

    def frame(self, *args, **kwargs):
        fire("Frame")
        return saved_frame(self, *args, **kwargs)

    rules.Game.why_not = why_not
    flow.advance = advance
    Frame.__init__ = frame

    def undo():
        rules.Game.why_not = saved_why
        flow.advance = saved_advance
        Frame.__init__ = saved_frame

    return undo


def be_the_board(run):
    """Make ``run``'s board the one the app sees: its own language (what
    ``langcheck.chosen`` reads from lang.txt on a board) is the run's.
    Returns the undo, which also puts back the language in use before."""
    saved_chosen = langcheck.chosen
    saved_language = lang.code()
    langcheck.chosen = lambda: run.board_language

    def undo():
        langcheck.chosen = saved_chosen
        lang.use(saved_language)

    return undo


# ----- many seeds -----

def run_seed(args):
    seed, presses, refresh_every = args
    return Run(seed, presses, refresh_every).run()


def fuzz(presses, seeds, jobs=1, first_seed=0, refresh_every=REFRESH_EVERY):
    """Spread ``presses`` over ``seeds`` walks (``jobs`` processes at a
    time); returns the combined report."""
    each = presses // seeds
    work = [(first_seed + k, each + (1 if k < presses % seeds else 0), refresh_every)
            for k in range(seeds)]
    started = time.perf_counter()
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            runs = pool.map(run_seed, work, chunksize=1)
    else:
        runs = [run_seed(w) for w in work]
    return combine(runs, time.perf_counter() - started)


def combine(runs, seconds):
    seen = set()
    seen_in = {code: set() for code in lang.LANGUAGES}
    events = {}
    for r in runs:
        seen.update(r["seen"])
        for code, labels in r["seen_in"].items():
            seen_in[code].update(labels)
        for k, v in r["events"].items():
            events[k] = events.get(k, 0) + v
    presses = sum(r["presses"] for r in runs)
    return {
        "presses": presses,
        "seeds": len(runs),
        "seconds": seconds,
        "per_second": presses / seconds if seconds else 0.0,
        "decisions": sum(r["decisions"] for r in runs),
        "events": events,
        "seen": sorted(seen),
        "seen_in": {code: sorted(labels) for code, labels in seen_in.items()},
        "missing": [s for s in REQUIRED if s not in seen]
        + ["%s in %s" % (s, code) for code in lang.LANGUAGES
           for s in REQUIRED_EACH_LANGUAGE if s not in seen_in[code]]
        + ["event: " + e for e in REQUIRED_EVENTS if e not in events],
        "rescues": sum(r["rescues"] for r in runs),
        "longest_rescue": max(r["longest_rescue"] for r in runs),
        "failures": [r["failure"] for r in runs if r["failure"]],
    }


def summary(report):
    ev = report["events"]
    lines = [
        "presses fuzzed: %d over %d seeds in %.1f s (%.0f presses/s), refresh every "
        "%d dirty frames" % (report["presses"], report["seeds"], report["seconds"],
                             report["per_second"], REFRESH_EVERY),
        "engine decisions reached: %d; games started %d, completed %d; save & quit %d; "
        "power cuts %d, resumes %d; language switches %d" % (
            report["decisions"], ev.get("new game", 0), ev.get("game over", 0),
            ev.get("save & quit", 0), ev.get("power cut", 0), ev.get("resume", 0),
            ev.get("language switch", 0)),
        "injected MemoryErrors %d, each answered by the app's reload (%s; its %r "
        "line kept quiet)" % (
            ev.get("out of memory", 0), ", ".join(
                "%s %d" % (k.split(": ")[1], v) for k, v in sorted(ev.items())
                if k.startswith("out of memory answered: ")) or "none", OOM_LINE),
        "actions committed: %d, each with its confirm prompt on screen the frame before; "
        "moves taken back: %d" % (ev.get("confirmed action", 0), ev.get("take back", 0)),
        "helpful stretches: %d, each reached a new decision within %d presses "
        "(limit %d)" % (report["rescues"], report["longest_rescue"], HELP_LIMIT),
        "screens reached (%d): %s" % (len(report["seen"]), ", ".join(report["seen"])),
        "screens reached by language: %s" % ", ".join(
            "%s %d" % (code, len(labels)) for code, labels in report["seen_in"].items()),
        "required screens or events not reached: %s" % (", ".join(report["missing"])
                                                        or "none"),
        "failures: %d" % len(report["failures"]),
    ]
    for f in report["failures"]:
        lines.append("  " + f)
    return "\n".join(lines)


# Heap taken by the hw layer under real MicroPython (tools/mpyrun.py), one
# step per line group with a gc.collect() between steps.
_HW_MEMORY_STEPS = [
    "import gc\ngc.collect()\nbase = gc.mem_alloc()",
    "from hw import storage\nfrom hw.storage import MemoryStore, Storage",
    "gc.collect()\nprint('hw.storage imported: %d bytes' % (gc.mem_alloc() - base))",
    "from hw import buttons, keypad_buttons, keymaps, loop, repeat",
    "gc.collect()\nprint('plus the input modules: %d bytes' % (gc.mem_alloc() - base))",
    "raw = MemoryStore(8192)\nslots = Storage(raw)\ndata = bytes(range(256)) * 6 + bytes(128)",
    "gc.collect()\na0 = gc.mem_alloc()\nslots.save(data)\nslots.save(data)\n"
    "back = slots.load()\nprint('two saves and a load of %d bytes allocate %d bytes'"
    " % (len(back), gc.mem_alloc() - a0))",
]


def hw_memory():
    """Lines of figures: the hw layer's heap under MicroPython."""
    from tools import mpyrun

    code, out, err = mpyrun.run(_HW_MEMORY_STEPS, heap=96 * 1024, dirs=("hw",))
    if code != 0:
        return ["MicroPython run failed: " + err.strip()[-300:]]
    return out.strip().splitlines()


def main(argv):
    presses = 300000
    seeds = 24
    jobs = os.cpu_count() or 1
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--memory":
            print("\n".join(hw_memory()))
            return 0
        if arg == "--full":
            presses = FULL_PRESSES
        elif arg == "--seeds":
            seeds = int(args.pop(0))
        elif arg == "--jobs":
            jobs = int(args.pop(0))
        else:
            presses = int(arg)
    report = fuzz(presses, seeds, jobs)
    print(summary(report))
    return 1 if report["failures"] or report["missing"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The bots' decisions searched while a person aims, reads their move or a season's scores."""
# In a real game everyone draws at once. Made by the app with a game's first
# map (a new game's or a resumed one's: ``start``) and held as its idle work
# (``App.idle_work``), which ``App.update`` runs in frames with no press; it
# works only while a person's map is the screen, or a screen read between
# two cards (a season's scores: ``between_cards``) while a bot decides first
# on the next (an ambush's monsters), once ``_QUIET`` frames have
# passed with no press: a player pressing through a turn has the next press
# within a frame or two, which a slice would only slow (and a game played by
# buttons frame after frame, as the tests replay them on the desktop VM,
# runs no search ahead whatever the heap). Through a phase of the game (a
# card's draws, an ambush's monsters), it searches each step that a bot
# takes and that has not come yet or is pending now
# (``engine.ahead.Ahead``), one step a frame: the heap collected and its
# room checked, the search's modules loaded one a frame, each search's
# slices until ``_FRAME_MS`` of the frame's own have passed. Once the last
# is over the search's modules go (BOTS_DONE). The move's press, the game's
# peak, holds only the actions found: a search still going stops and its
# modules go in the first frame that asks the person to confirm a move (the
# press that confirms comes after that frame, the button's release), to go
# on on the map after the move. When the turn passes to the bots, their turn
# (``carto_ui.botturn.turn``) takes each action still ready (``take``: the
# same decision on the same state) and searches on its screen only the
# decisions not found yet (``hand_over``).
#
# With one person at the table, the bots whose actions were found move on
# their own maps while the person reads their move, one a frame (``_move``):
# "go on" then shows the next card at once, as in a solo game. Where the
# next phase's first decision is then a bot's (an ambush's monsters: the
# person draws theirs last), that phase is searched while the person still
# reads, and "go on" makes those moves at once too. While the last move's
# events hold a season's scores not shown yet, no bot moves and nothing new
# is searched on the map: "go on" shows those scores first
# (``App.next_screen`` finds them in the events, which a move would
# replace), and the scores screen is built without a search's objects held
# beside the map; the next phase is searched on that screen
# (``between_cards``). The moves made while the
# person reads are saved only once the person has gone on (the save before
# them is the move's take back, which B still offers), in the next frame
# with no press or with the moves "go on" makes; taken back, the game they
# were made in is dropped with them. On a card that ends a season the last
# bot's move scores every map in its frame, and "go on" shows the scores
# (``App.next_screen`` finds them in the move's events); taken back, the
# season scored goes with the game it was scored in. On the game's last card
# the last bot's move ends the game; "go on" saves it, in the press that
# shows the last scores (``App.next_screen``: the frames after it load the
# review's modules, with no idle work).
#
# The search is extra: where the heap has less than ``ROOM`` free beside
# the map the bots search on their turn's screen as before, and a
# MemoryError gives the phase up (in a bot's move, made or not, the app
# reads the last save again). The searches' modules are those of the
# bots' turn and the hint; a module forgotten under a search in progress
# (the hint's screen going, a moment that keeps only the map's) restarts
# that search on the module loaded again, never beside its old copy.
import gc
import sys

from micropython import const

from carto_ui import unload
from carto_ui.play import AFTER, CONFIRM, PICK_CONFIRM
from engine.phases import EV_SCORED, OVER
from hw.repeat import ticks_diff

# Slices run in a frame until this many ms of it have passed (at least one),
# as a bot seat's (carto_ui.botturn).
_FRAME_MS = const(10)
_QUIET = const(3)  # frames with no press before the search goes on
# The search's modules, leaves first, one a frame (botturn's _SEARCH).
_SEARCH = ("engine.fits", "engine.deltas", "engine.hint", "engine.bot", "engine.ahead")
# Bytes free beside the map, the heap collected, before the search's
# modules load: their code and a search (about 11 KB) and the room a
# screen over the map takes above the map's.
ROOM = const(26624)
_GIVEN_UP = const(99)  # ``seat`` once a phase's searching is given up


def start(app):
    """The searches ahead of ``app``'s game, from its first map on: held as
    the app's idle work."""
    return BotsAhead(app)


def _scored(game):
    """Whether the game's last move scored a season: read on the map after
    that move (``AFTER``), its scores are not shown yet (``App.next_screen``
    shows them next)."""
    for ev in game.events:
        if ev[0] == EV_SCORED:
            return True
    return False


def _phase_at(game):
    """The phase the game is in (a card's, an effect's), as one small int."""
    return ((game.season * 64 + len(game.revealed)) * 8 + game.ph) * 8 + game.effect_i


class BotsAhead:
    """The searches ahead of ``app``'s game (``frame()`` each idle frame);
    ``take(game)`` the action found for the pending decision."""

    def __init__(self, app):
        self.app = app
        self.game = None  # the game and ...
        self.at = -1  # ... the phase (``_phase_at``) searched in
        self.seat = 0  # the next step to search
        self.search = None  # the engine.ahead.Ahead in progress
        self.found = []  # those over, their actions found
        self.checked = False  # the heap's room checked for the modules to load
        self.loaded = False  # the search's modules were loaded
        self.busy = False  # the app's loop runs without rest for the search
        self.since = 0  # (ticks) when the phase was first seen on the map
        self.press = None  # the last press seen (``App.last_press``) ...
        self.quiet = 0  # ... and the frames since
        self.unsaved = None  # the game the bots moved in, not saved yet (``_move``)
        self.swept = False  # the heap was collected after their moves
        self.moving = False  # a move is being made

    def take(self, game):
        """The action found ahead for ``game``'s pending decision, a bot's,
        on the state it was searched on; None if there is none."""
        for ahead in self.found:
            if ahead.ready(game):
                return ahead.action
        return None

    def drop(self):
        """Let go of every search and action, and of the moves made unsaved
        (a new phase, or a game loaded again)."""
        self._forget()
        self.unsaved = None

    def hand_over(self):
        """The bots' turn goes on from the decision pending: the search in
        progress stops, the actions found stay for it to take (``take``),
        and the moves made unsaved are saved with its first."""
        self._stop()
        self.unsaved = None

    def _forget(self):
        """Let go of every search and action, the moves made unsaved kept."""
        self._stop()
        self.loaded = False
        self.found = []
        self.game = None
        self.at = -1

    def _begin(self, game, at):
        """Search phase ``at`` of ``game`` from its pending step on."""
        self.game = game
        self.at = at
        self.seat = game.step
        self.since = self.app.hw.ticks_ms()

    def _let_go(self):
        """The search in progress stops (the actions found stay) and the
        search's modules go, the heap collected."""
        self._stop()
        self.loaded = False
        if unload.at(unload.BOTS_DONE):
            gc.collect()

    def _stop(self):
        if self.search is not None:
            self.seat = self.search.seat
            self.search = None
        self.checked = False
        self._rest()

    def _rest(self):
        if self.busy:
            self.busy = False
            self.app.busy = False

    def frame(self):
        """Do this frame's step while a person's map is the screen."""
        try:
            self._frame()
        except MemoryError:
            if self.moving:  # a move half made: the app reads the last save again
                self.moving = False
                raise
            self._let_go()
            self.seat = _GIVEN_UP
            print("Bots ahead: out of memory")

    def _frame(self):
        app = self.app
        play = app.play
        if self.unsaved is not None and (play is None or play.mode != AFTER):
            # The person went on after the bots moved (``_move``): the next
            # screen is shown, the moves are saved now.
            game = self.unsaved
            self.unsaved = None
            if game is app.game:  # (not taken back)
                self._write()
            return
        if play is not None and (play.mode == CONFIRM or play.mode == PICK_CONFIRM):
            if self.loaded:  # a move comes: the game's peak
                self._let_go()
            return
        if app.last_press != self.press:
            self.press = app.last_press
            self.quiet = 0
        if self.quiet < _QUIET:
            self.quiet += 1
            return
        g = app.game
        screen = app.screen
        if g is None or g.kind == OVER or screen is not play and not (
                getattr(screen, "between_cards", False) and g.bots[g.actor]):
            self._rest()
            return
        at = _phase_at(g)
        if self.unsaved is g and at != self.at:
            # The bots moved on into the next card while the person reads
            # their move: what the moves left is collected, once. Where a
            # bot decides first (an ambush's monsters: the person draws
            # theirs last), the next phase is searched now, as the "go on"
            # that shows it finds those bots' moves ready; else its bots
            # wait for its map (the press that shows it then finds the heap
            # as a solo game's does).
            if not self.swept:
                self.swept = True
                if unload.at(unload.BOTS_AHEAD):
                    gc.collect()
                return
            if not g.bots[g.actor] or _scored(g):
                return
            self._forget()
            self._begin(g, at)
            return
        if g is not self.game or at != self.at:  # a new phase (or a game loaded again)
            if play is not None and play.mode == AFTER and _scored(g):
                return
            self.drop()
            self._begin(g, at)
            return
        if self.seat < g.step:
            self.seat = g.step  # (a step with nothing to search went by)
        if self.search is None and self.seat >= g.n:  # every step searched
            if self.loaded:
                if self.found and self.seat < _GIVEN_UP:  # on the console: how long it took
                    print("Bots ahead: %d in %d ms" % (
                        len(self.found), ticks_diff(app.hw.ticks_ms(), self.since)))
                self._let_go()
            elif play is not None and play.mode == AFTER and self.found:
                self._move()
            return
        if not self.loaded and not self.checked:
            self.checked = True
            if unload.at(unload.BOTS_AHEAD):
                gc.collect()
            free = getattr(gc, "mem_free", None)  # (CPython has no limit)
            if free is not None and free() < ROOM:
                self.seat = _GIVEN_UP
            return
        for name in _SEARCH:
            if name not in sys.modules:
                if self.search is not None:  # on the forgotten copy: again on the new
                    self.seat = self.search.seat
                    self.search = None
                __import__(name)
                return
        self.loaded = True  # (to be forgotten once done)
        search = self.search
        if search is None:
            from engine.ahead import Ahead

            search = Ahead(g, self.seat)
            self.seat += 1
            if search.bot:
                self.search = search
                if not app.busy:
                    self.busy = app.busy = True
            return
        ticks = app.hw.ticks_ms
        start = ticks()  # this frame's own work from now
        while search.step():
            if ticks_diff(ticks(), start) >= _FRAME_MS:
                return
        self.found.append(search)
        self.search = None
        self._rest()  # until the next search starts

    def _move(self):
        """One bot's action found ahead, made on its own map while the
        person reads their move (one person at the table, no season's
        scores waiting to be shown)."""
        app = self.app
        g = app.game
        if g.target != g.actor or _scored(g):
            return
        people = 0
        for b in g.bots:
            if b == 0:
                people += 1
        action = self.take(g) if people == 1 else None
        if action is None:
            return
        self.moving = True
        g.act(action)
        self.moving = False
        self.unsaved = g
        self.swept = False
        # As the bots' turn makes a move on its own map (carto_ui.botturn):
        # the next map a person sees names its card and tells what the
        # move revealed.
        app.name_card = True
        app.news_shown = g.events
        app.news_told = 0
        if not g.bots[g.actor]:
            # The bots are done: the person's map goes on with the cursors
            # of a map built anew, as after the bots' turn.
            play = app.play
            play.r = play.c = 3
            play.seats = None
            play.edict = 0

    def _write(self):
        """Save the game the bots moved in; a save that failed is told on
        the map, or with the bots' news before the next one."""
        app = self.app
        problem = app.save()
        if problem:
            play = app.play
            if play is not None and app.screen is play:
                play.show_message(problem)
                return
            news = app.bot_news
            if news is None:
                news = app.bot_news = []
            news.append(problem)

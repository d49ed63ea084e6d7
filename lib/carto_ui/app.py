"""The app: owns the game and the current screen, and decides after every
action which screen comes next (``flow``)."""
# Start-up resumes a saved game where it was left (or says in one sentence
# why the save could not be used), otherwise shows the title screen. Every
# confirmed action is saved at once. A ``MemoryError`` while handling a
# button or a frame drops the screen, reloads the last save and says so. At
# each transition the app asks ``carto_ui.unload`` to forget the modules the
# next screens do not need (on a board; docs/memory.md, "Forgetting").
#
# The settings are read at start-up and by the Settings screen, and the app
# keeps only what ``carto_ui.settings_store.apply`` hands it (the backlight
# and when to dim it, the sound's volume, the NeoPixels' brightness).
# Finished games are counted in the records when the title comes next (the
# emptiest heap).
import gc

from micropython import const

from carto_ui import strings as S
from carto_ui import theme, unload
from carto_ui.lang import get
from engine.phases import EV_REVEAL, EV_SCORED, EV_SOLO, OVER, PH_EFFECT, PLACE
from hw.repeat import ticks_diff

# The rest of the engine is imported where it is used: the title and the
# setup form keep none of it (carto_ui.unload, SAVE_READ).

DIMMED = 0.05  # the backlight while idle

# The modules imported ahead while a screen waits for the player, one a
# frame (``App._preload``). ``App.preload`` is the step the next frame
# takes, 0 when none is pending, and counts up by one a frame. Each
# programme of imports is named by its first step; below it lie QUIET steps
# that import nothing, the frames a programme waits before its first import
# (``App._preload_after``): so a programme is true while it waits as while
# it imports, and no wait reaches the steps of the programme before it.
QUIET = const(9)  # the most frames a programme can wait first
MAP_MODULES = const(QUIET + 1)  # news, hud, mapview, play: 4 steps
REVIEW_MODULES = const(MAP_MODULES + 4 + QUIET)  # viewmaps, review: 2 steps
BOTS_SEARCH = const(REVIEW_MODULES + 2 + QUIET)  # the bots' search ahead (carto_ui.ahead.start)


class App:
    """``App(hw, seed=None)``: ``press(mask)`` and ``update(now_ms)`` from
    the main loop, which refreshes the display while ``dirty``."""

    # What bots did to people's maps since a person last saw a map: a list
    # of sentences told with that map's news (carto_ui.botturn), or None.
    bot_news = None
    # Work done in frames with no press (``frame()``), or None: on the title a
    # finished solo game's par (carto_ui.parrun, made and dropped by
    # carto_ui.title; within the press that shows the title, the game it is
    # made for); in a game with bots, their decisions on the card searched
    # while a person decides (carto_ui.ahead, made a few frames after the
    # game's first map).
    idle_work = None
    just_pressed = False

    def __init__(self, hw, seed=None):
        self.hw = hw
        self.seed = seed
        self.metrics = theme.metrics(hw.WIDTH, hw.HEIGHT)
        self.dirty = False
        self.busy = False  # a bot's search runs: the loop does not sleep between its frames
        self.screen = None
        self.game = None
        self.play = None
        self.shown_to = -1  # the player the map was last handed to
        self.seasons_shown = 0  # season-end screens already shown
        self.news_shown = None  # the game.events whose news the map showed
        self.news_told = 0  # of news_shown, the events whose reveals were told after the move
        self.name_card = False  # the map's next news names the card (resume, handoff)
        self.resumed = False  # the map is next shown for a resumed game (no collection first)
        # Where the last move's ghost was, while that move may be taken back
        # (``carto_ui.play``): the game before it is the store's older save,
        # read only then (a copy kept in the heap made the press that commits
        # a move run out of memory, 3-player Heroes on the CircuitPython VM);
        # ``taken_back`` is where the map puts the ghost after it was.
        self.undo = None
        self.taken_back = None
        self.guide = None  # in the guided first game: carto_ui.guide's notes seen
        self.pressing = False
        # (function, args) asked during a press, run once it has returned
        # (``after_press``); None: nothing asked.
        self.after = None
        self.preload = 0  # the next of the modules to import ahead (_preload), 0: none
        self.dimmed = False
        self.last_press = hw.ticks_ms()
        self.leds = 0  # the board module lit them dark at power-up
        from carto_ui import settings_store

        settings_store.apply(self, settings_store.load(hw.storage)[0])
        del settings_store
        # The map's sprite sheet is drawn now, while the heap is emptiest.
        from carto_ui import sprites, text

        sprites.sheet(self.metrics.tile)
        del sprites
        text.sheet()  # and the glyph sheet (carto_ui.glyphs)
        del text
        unload.at(unload.SHEET_DRAWN)
        self.start()

    # ----- screens -----

    def after_press(self, action, args=()):
        """During a press, ask for ``action(*args)`` once that press has
        returned and say so (True); outside a press, False: the caller acts
        at once. Nothing on the call stack then holds the pressed screen,
        so it and its module are gone before the next screen is built. A
        press asks for one next step: a later ask replaces an earlier."""
        if self.pressing:
            self.after = (action, args)
            return True
        return False

    def show(self, screen):
        """Make ``screen`` the one on display and taking the buttons."""
        self.screen = screen
        if self.hw.display.root_group is not screen.group:
            # (set again, the same group would be drawn again whole)
            self.hw.display.root_group = screen.group
        self.dirty = True

    def press(self, mask):
        self.last_press = self.hw.ticks_ms()
        self.just_pressed = True  # (this frame's update leaves the idle work alone)
        if self.dimmed:  # the press only wakes the screen
            self.dimmed = False
            self.light()
            return
        try:
            if self.screen is not None:
                self._press_screen(mask)
            # What the press asked for is built now that the pressed screen's
            # frames are gone (``after_press``).
            after = self.after
            if after is not None:
                self.after = None
                action, args = after
                after = None  # nothing of the ask is held while it runs
                if args:
                    action(*args)
                else:
                    action()
            if self.guide is not None and self.play is not None and self.screen is self.play:
                from carto_ui import guide

                guide.on_map(self)
        except MemoryError:
            self.out_of_memory()

    def _press_screen(self, mask):
        # The screen's press runs in a call of its own: what this frame's
        # value stack held (the bound press, so the pressed screen) goes
        # with the frame, and the conservative collector cannot take a
        # stale word of it for a pointer while the next screen is built.
        self.pressing = True
        try:
            self.screen.press(mask)
        finally:
            self.pressing = False

    def update(self, now_ms):
        if self.idle_ms and not self.dimmed and ticks_diff(now_ms, self.last_press) >= self.idle_ms:
            self.dimmed = True
            self.light()
        try:
            preloading = self.preload
            if preloading:
                self._preload()
            if self.screen is not None:
                self.screen.update(now_ms)
                after = self.after
                if after is not None:
                    # Asked by that frame (a bot's turn, carto_ui.botturn):
                    # run once the screen's update has returned, as after a
                    # press, so that screen is gone before the next is built.
                    self.after = None
                    after = after[0]
                    after()
            # The idle work's step, in a frame with no press and no module
            # loaded ahead: a press waits for one of its slices at most.
            work = self.idle_work
            if work is not None and not preloading and not self.just_pressed:
                work.frame()
            self.just_pressed = False
        except MemoryError:
            self.out_of_memory()

    # ----- start, new game, save -----

    def start(self):
        """Power-up: resume the saved game on the screen of its pending
        decision (after one sentence if a save could not be used), or show
        the title when there is no game to resume, or when the game was
        saved by Save & quit (the title then offers to continue it)."""
        storage = self.hw.storage
        game, problem = read_save(storage)
        if storage.error and problem != S.SAVE_NO_MEMORY:
            problem = storage.error
        if game is not None and not problem and game.paused:
            self.title(game)
        elif problem:
            from carto_ui.saveproblem import message_box

            self.show(message_box(self, problem, lambda: self._continue(game)))
        else:
            self._continue(game)

    def _continue(self, game):
        if game is None or game.kind == OVER:
            self.title()
        else:
            self.resume(game)

    def resume(self, game, seen=0):
        """Continue ``game`` from its pending decision; if no move was made
        since a season was scored, its scores come first, as they would
        have without the power cut, unless they are among the first
        ``seen`` seasons (the title's Continue after Save & quit: this
        session has shown them)."""
        scored = unseen_season(game)
        game.paused = False  # played again: its next save is a move's
        self.game = game
        self.shown_to = -1
        self.undo = None
        self.name_card = True
        self.seasons_shown = game.season
        if game.kind == OVER:
            # Only an out-of-memory on the final screens resumes a finished
            # game: it goes on to the ranking, not back to the first map.
            from carto_ui import review

            unload.at(unload.GAME_OVER, False)  # the ranking collects
            review.ranking(self, game)
            return
        if scored >= seen:
            from carto_ui import season

            self.seasons_shown = scored + 1
            self.show(season.SeasonEnd(self, game, scored, self.flow))
            return
        self.resumed = True
        self.next_screen()

    def continue_saved(self, game):
        """The title's Continue: ``resume(game)`` once its press has
        returned, as ``flow`` waits: the title screen and its module are
        gone before the map is built."""
        if self.after_press(self.resume, (game, self.seasons_shown)):
            self.screen = None
            return
        self.resume(game, self.seasons_shown)

    def title(self, game=None, item=-1):
        """The title screen; it offers to continue the saved game if that
        game is not over: ``game`` when given (the game just saved), else
        the one the store holds. ``item``: the title's item to select
        (``carto_ui.title.Title``), -1 its first."""
        self.play = None
        self.game = None
        self.screen = None
        self.undo = None
        self.guide = None
        self.idle_work = None
        self.preload = 0
        self.resumed = False
        if self.leds:  # no game's time track on the title
            self.hw.lights(bytes(15))
        # Collected with no game held; not after Save & quit (the game
        # handed over), which collected before saving: a second collection
        # only slows its press and gains Continue no heap.
        if unload.at(unload.OFF_GAME if game is not None else unload.TITLE):
            gc.collect()
        if game is None:
            game = read_save(self.hw.storage)[0]
        from carto_ui import title

        told = None
        if game is not None and game.kind == OVER:
            # Counted in the records when the title comes next (the emptiest heap).
            told = title.record(self, game)
            unload.at(unload.RECORDED)
            game = None
        # With a par to work out, collected: its search then loads into the
        # room the records and the save's reading left (carto_ui.parrun).
        if unload.at(unload.SAVE_READ if self.idle_work is None else unload.PAR_NEXT):
            gc.collect()
        title.show(self, game, item, told)

    def setup(self):
        self.play = None
        self.guide = None
        unload.at(unload.OFF_GAME)
        # What builds a game is loaded with the form, not with the game it
        # starts: its import then falls on this press rather than on Start,
        # which builds the game and the map.
        import engine.maps  # noqa: F401
        import engine.setup  # noqa: F401
        from carto_ui import setup

        self.show(setup.Setup(self, on_done=self.new_game, on_back=lambda: self.title(item=0)))
        self.prefetch()

    def prefetch(self, later=0):
        """Import the map's modules in the frames after this one, one a
        frame (``_preload_after``): the frame that asks (a press that showed
        a screen) imports none, so its key's release frame imports the
        first and a press and release leave ``preload`` at
        ``MAP_MODULES + 1``; ``later`` frames more (at most ``QUIET - 1``)
        import none first. Nothing changes while a programme is pending.
        Asked by the setup form, by the end-of-game menu, so that its Play
        this seed again need not import them, by the title when it offers
        to continue, by a handoff with no map built yet and by the guided
        game's first note (docs/memory.md, "Loading ahead")."""
        if self.preload == 0:
            self._preload_after(MAP_MODULES, later + 1)

    def _preload(self):
        """Take the next step of the programme pending: import its module
        (the map's, the review's, or start the bots' search ahead) while
        the screen that asked waits for the player, so the press that
        shows the next screen only builds it, within its instruction budget
        (docs/memory.md, "Loading ahead"); a quiet step imports nothing.
        A programme's last step ends it (``preload`` 0)."""
        step = self.preload
        self.preload = step + 1
        if step == BOTS_SEARCH:
            from carto_ui import ahead

            self.idle_work = ahead.start(self)
            self.preload = 0
        elif step == REVIEW_MODULES:
            from carto_ui import viewmaps  # noqa: F401
        elif step == REVIEW_MODULES + 1:
            from carto_ui import review  # noqa: F401

            self.preload = 0
        elif step == MAP_MODULES:
            from carto_ui import news  # noqa: F401
        elif step == MAP_MODULES + 1:
            from carto_ui import hud  # noqa: F401
        elif step == MAP_MODULES + 2:
            from carto_ui import mapview  # noqa: F401
        elif step == MAP_MODULES + 3:
            from carto_ui import play  # noqa: F401

            self.preload = 0

    def new_game(self, setup_kwargs):
        """Start ``Game(**setup_kwargs)`` and show its first decision. Asked
        during a press (the setup form's Start, the guided game, play again),
        it waits until that press has returned: the old screen's frames no
        longer hold it and its module, so they are gone before the game and
        the map are built (docs/memory.md, "After the press")."""
        if self.after_press(self.new_game, (setup_kwargs,)):
            return
        self.game = None
        if self.screen is not None:
            unload.empty(self.screen)  # the setup form, the end menu: left for good
        self.screen = None
        self.hw.display.root_group = None
        self.undo = None
        self.preload = 0
        self.resumed = False
        if unload.at(unload.NEW_GAME if self.guide is None else unload.GUIDED_NEW):
            gc.collect()
        from engine.game import Game

        self.game = Game(**setup_kwargs)
        self.shown_to = -1
        self.bot_news = None
        self.seasons_shown = 0
        self.save()
        self.flow()

    def save(self, older=None, paused=False, write=True):
        """Autosave the game as it is now; None when it worked, else one
        sentence saying why not (the game goes on unsaved). ``older``: the
        storage's older payload, the game now, after a take back. ``paused``:
        saved by Save & quit (a power-up then shows the title; every other
        save clears it). ``write`` False only makes the save ready (its
        memory taken), None then writes it: on a board the write, a flash
        sector erased and written, is a move's slowest part, and the player
        need not wait for it."""
        if self.game is None:
            return None
        try:
            if older is not None:
                self.hw.storage.renew_older(older)
            elif write is None:
                self.hw.storage.save(None)
            else:
                self.game.paused = paused
                self.hw.storage.save(self.game.to_parts(), write)
        except (OSError, ValueError) as err:
            from carto_ui.unsaved import reason

            return get(S.NOT_SAVED) % reason(err)
        return None

    # ----- sound, lights and the backlight -----

    def sound(self, track):
        """Play ``track`` (``carto_ui.effects``) at the chosen volume, on a
        board with a speaker. A speaker that fails (or a missing
        ``hw.speaker``) leaves the game silent, with one line on the
        console, and the move goes on."""
        if self.volume:
            try:
                self.hw.play(track, self.volume)
            except (ImportError, OSError, RuntimeError, ValueError) as err:
                self.volume = 0
                print("Sound off:", repr(err))

    def light(self):
        """The backlight as it should be now: dim while idle."""
        try:
            self.hw.display.brightness = DIMMED if self.dimmed else self.backlight
        except (AttributeError, ValueError, RuntimeError):  # no backlight we can set
            pass

    def save_quit(self):
        """Save and go back to the title screen, which can continue it."""
        game = self.game
        # The map goes first: the title comes next whether the save works or
        # not, and the save's copies no longer come on top of the map.
        self.play = None
        self.screen = None
        if unload.at(unload.TITLE):
            gc.collect()
        if self.save(paused=True) is not None:
            self.title()  # not saved: the title offers what the store holds
            return
        # The title is handed the game as saved instead of reading it back:
        # decoding it would load engine.restore, maps and setup, most of
        # this press's work. A save holds no events: the last move's news was
        # shown on the map already, and Continue shows what a power-up would.
        game.events = []
        self.title(game)

    # ----- what comes next -----

    def flow(self):
        """Show the screen for the game's state: a season's scores, the
        final ranking, the handoff to the next player, or the map. Asked
        during a press, it waits until the press has returned, as
        ``new_game`` does (the screen asking is done: it gets no more of
        that press's buttons). The next screen is then built without the
        old one (docs/memory.md, "After the press")."""
        if self.after_press(self.flow):
            self.screen = None
            return
        self.next_screen()

    def next_screen(self):
        """``flow`` at once, even during a press (a resumed game's first
        screen, shown from the small screen that resumed it)."""
        g = self.game
        if g is None:
            self.title()
            return
        over = g.kind == OVER  # (each use comes before any move is made)
        if over:
            self.undo = None
        if self.guide is not None:
            from carto_ui import guide

            if guide.interrupt(self):
                return
        for ev in g.events:
            if ev[0] == EV_SCORED and ev[1] >= self.seasons_shown:
                # The scores screen comes up without the map's objects in
                # the heap; the map is built again after it, unless the game
                # is over: the review comes, and the map's modules go too.
                self.screen = None
                self.play = None
                if unload.at(unload.GAME_OVER if over else unload.SEASON_SCORES):
                    gc.collect()
                work = self.idle_work
                if over and work is not None:
                    # The bots' moves made while the person read theirs
                    # (carto_ui.ahead), the game's end among them, are saved
                    # now: the frames after this one load the review's
                    # modules, and run no idle work.
                    work.frame()
                from carto_ui import season

                self.seasons_shown = ev[1] + 1
                self.undo = None
                self.show(season.SeasonEnd(self, g, ev[1], self.flow))
                if over:
                    # The review's modules load while the last scores are
                    # read, not all on the press that leaves them.
                    self._preload_after(REVIEW_MODULES, 2)
                return
        if over:
            self.screen = None
            self.play = None
            self.preload = 0  # the review's modules not loaded yet load now
            if unload.at(unload.GAME_OVER):
                gc.collect()
            from carto_ui import review

            review.start(self, g)
            return
        if g.bots[g.actor]:  # a bot's turn (carto_ui.botturn): no handoff to a bot
            self.undo = None  # a bot moves next: the last move stays
            from carto_ui import botturn

            botturn.turn(self)
            return
        if g.actor != self.shown_to and len([b for b in g.bots if not b]) == 1:
            # One person with bots: the device never changes hands.
            self.shown_to = g.actor
            self.name_card = True
        if g.n > 1 and g.actor != self.shown_to:
            self.screen = None
            unload.at(unload.HANDOFF)
            from carto_ui import handoff

            note = None
            back = None
            if self.undo is not None:
                # The last move may be taken back until the next player
                # takes the device (B, before A).
                note = get(S.A_PASS_B_BACK)
                back = self.take_back
            elif g.actor != g.target:
                from engine import cards

                note = get(S.AMBUSH_NOTE) % (
                    cards.name(g.card), g.names[g.target])
            self.show(handoff.Handoff(self, g.names[g.actor], self._handed, note=note,
                                      on_menu=self.game_menu, on_back=back))
            return
        self._play()

    def _handed(self):
        self.undo = None  # handed on: no one takes back another's move
        self.shown_to = self.game.actor
        self.name_card = True
        # The handoff's press is not Continue's: the map built after it
        # collects first (``_play``).
        self.resumed = False
        if self.pressing:
            # The map is built once the handoff's press has returned, without
            # the handoff screen: a 3-player Heroes game has no heap for both.
            self.flow()
            return
        self._play()

    def _play(self):
        self.screen = None
        if self.play is None:  # built anew: the display lets go of the last screen first
            self.hw.display.root_group = None
        # Collected only before a map is built anew: over a map already
        # built (the next card, a handoff's A) and on Continue it lowers no
        # peak and only slows the press.
        if unload.at(unload.ON_MAP if self.guide is None else unload.GUIDED_MAP,
                     self.play is None and not self.resumed):
            gc.collect()
        from carto_ui.news import card_sentence, messages

        # isort: split
        # The map's modules one by one, the smaller first, before play's
        # imports ask for them. CircuitPython collects the heap after every
        # module it imports, and a module's code is in the heap before its
        # own imports run: imported from play's, each collection would mark
        # play's code too, and Continue's press would lose the time
        # (docs/memory.md, "Loading ahead"). (A module already loaded is
        # only looked up.)
        from carto_ui import mapview  # noqa: F401
        # isort: split
        from carto_ui import hud  # noqa: F401
        # isort: split
        if self.metrics.roomy:  # its HUD and the line under the map (Play asks)
            from carto_ui import roomy  # noqa: F401
        from carto_ui.play import Play

        if self.play is None:
            self.play = Play(self, self.game_menu)
        g = self.game
        self.show(self.play)
        # In the order things happened: this map's coins before the next
        # card's name. A player who was just handed the device, or comes
        # back after a power cut, is told which card this is.
        shown = g.events is self.news_shown
        told = self.news_told if shown else 0
        news = messages(g, g.events, g.target, not shown, True, told)
        held = None
        if g.n == 1:
            # A solo ambush drawn with the last move, not told yet: it
            # arrives on the map as its card is told.
            events = g.events
            for i in range(told + 1, len(events)):
                if events[i][0] == EV_SOLO and events[i - 1][0] == EV_REVEAL:
                    held = (i, len(messages(g, events[i - 1:], g.target, not shown, True)))
                    break
        if self.name_card and g.kind == PLACE and (EV_REVEAL, g.card) not in g.events:
            news.insert(0, card_sentence(g.card))
        if self.bot_news:  # what bots did to people's maps (carto_ui.botturn)
            news[0:0] = self.bot_news
            self.bot_news = None
        self.news_shown = g.events
        at = self.taken_back
        if at is not None:
            self.taken_back = None
            news.insert(0, get(S.TAKEN_BACK))
        # A resumed game's card is drawn as its panel too: the Continue
        # press can afford it only because the map's modules are imported
        # one by one, above.
        self.resumed = False
        self.play.begin(news, at, held)  # (which reads name_card: a map handed on is lit)
        self.name_card = False
        if self.idle_work is None and max(g.bots):  # a bot at the table
            # From a game's first map on, the bots' decisions are searched
            # while a person aims (carto_ui.ahead), made in a frame after
            # this press's key is up: an import collects the heap.
            self._preload_after(BOTS_SEARCH, 3)

    def take_back(self):
        """Undo the last move (once the press that asks for it is handled):
        the game as it was saved before it, through the save-loading entry
        point, saved again at once (a power cut cannot bring the move
        back); the map with its ghost where it was."""
        if self.undo is not None and not self.after_press(self._take_back):
            self._take_back()

    def _take_back(self):
        at = self.undo
        self.undo = None
        # Loading a save takes engine.restore and engine.maps: the map and
        # the game being replaced are dropped first, as for a new game.
        self.screen = None
        self.play = None
        self.game = None
        if unload.at(unload.NEW_GAME):
            gc.collect()
        data = self.hw.storage.load_older()
        game, problem = decode(data) if data else (None, None)
        if game is None:  # the store lost it, or bytes the engine wrote itself
            self.flow()
            return
        self.game = game
        self.news_shown = game.events
        self.news_told = 0
        # The older save becomes the newest as it is stored, not encoded
        # again: encoding makes a join of the whole save, then its copy, in a
        # heap fragmented by loading engine.restore (docs/memory.md,
        # "Allocation").
        problem = self.save(data)
        data = None
        self.taken_back = at
        self._play()
        if problem:
            self.play.show_message(problem)

    def before_move(self):
        """A move is about to be made on the map: what only a turn's start
        and an illegal ghost need is forgotten (the press that commits a
        move is the game's peak heap), and the ambushes' rules while no
        Heroes ambush's effect is in play (``unload.BASE_MOVE``)."""
        if unload.at(unload.MOVE if self.game.effects else unload.BASE_MOVE):
            gc.collect()
        if self.game.effects:
            # In play for the rest of the game, the ambushes' rules load
            # here, into the holes the collection left, not among the
            # move's own objects where the move first asks for them.
            from engine import ambush  # noqa: F401

    def over_form(self):
        """The setup form opens one of its screens (the names, a picker, a
        rule): the map's modules it prefetched make room for it, loaded
        again once the form is back (``prefetch``)."""
        self.preload = 0
        unload.at(unload.OFF_GAME)

    def over_map(self):
        """The turn menu or the edict view is about to open over the map:
        what only a turn's start and an illegal ghost need is forgotten
        (loaded again when the map needs it)."""
        unload.at(unload.OVER_MAP)

    def back_to_map(self):
        """Show the map again after a menu, view or page over it; what was
        opened over it is forgotten."""
        unload.at(unload.BACK_TO_MAP)
        self.show(self.play)

    def hint(self):
        """The hint's search over the map (``carto_ui.hintview``); it hands
        its move to the play screen, or B goes back to the map. Asked from
        the turn menu, it is loaded once that press has returned: the
        menu's text and tiles are gone by the hint's peak."""
        self.show(self.play)
        if not self.after_press(self._open_hint):
            self._open_hint()

    def _open_hint(self):
        if unload.at(unload.HINT):
            gc.collect()
        from carto_ui.hintview import HintView

        self.show(HintView(self, self.play))

    def game_menu(self, on_resume=None):
        """The in-game menu (rules, save & quit, new game) over the map, or
        over the handoff (``on_resume``). Asked from the turn menu, it is
        built once that press has returned, as the hint is: the turn menu's
        text and tiles are gone first: built inside that press, beside
        them, it would crowd the 3-player Heroes Save & quit -> Continue
        run, and take that press more collections (docs/memory.md, "After
        the press")."""
        if on_resume is None and self.after_press(self.game_menu):
            self.show(self.play)
            return
        unload.at(unload.GAME_MENU)
        from carto_ui import menu

        self.show(menu.GameMenu(self, on_resume=on_resume or self._back_to_play,
                                on_save_quit=self.save_quit, on_new_game=self.setup))

    def maps(self):
        """Every player's map and the standings, from the game menu; B goes
        back to the game. The map screen leaves the heap meanwhile (a
        3-player game has no heap for both) and ``flow`` builds it again."""
        self.screen = None
        self.play = None
        if unload.at(unload.MAPS_VIEW):
            gc.collect()
        from carto_ui import viewmaps

        viewmaps.open_maps(self, self.game, self.flow)

    def _back_to_play(self):
        self.play.resume()

    # ----- trouble -----

    def out_of_memory(self):
        """Keep the last save: reload it and say what happened."""
        print("Out of memory.")
        self.undo = None
        self.after = None
        self.busy = False
        self.idle_work = None
        self.preload = 0
        self.screen = None
        self.play = None
        self.game = None
        if unload.at(unload.RECOVERY):
            gc.collect()
        game = read_save(self.hw.storage)[0]
        if unload.at(unload.RECOVERY):
            gc.collect()
        from carto_ui.pages import MessageBox

        if game is not None:
            self.game = game
            self.show(MessageBox(self, get(S.OOM_BACK), lambda: self.resume(game)))
        else:
            try:
                text = get(S.OOM_TO_TITLE)
            except MemoryError:  # not even a block of the language file
                text = "Out of memory. Press A."
            self.show(MessageBox(self, text, self.title))

    # ----- loading ahead (the programmes prefetch and _preload run) -----

    def _preload_after(self, first, frames):
        """Start the programme whose first step is ``first`` (``MAP_MODULES``,
        ``REVIEW_MODULES`` or ``BOTS_SEARCH``) after ``frames`` quiet frames
        (1 to ``QUIET``): the next ``frames`` frames that run ``_preload``
        (this one's update among them, when a press asks) import nothing,
        the one after imports the programme's first module. A programme
        pending is dropped."""
        self.preload = first - frames


def unseen_season(game):
    """The last scored season when no move has been made since its scoring
    (its breakdown may not have been seen), else -1. Derived from the saved
    state alone: the save holds no screen."""
    from engine import cards

    if game.kind == OVER or game.step or game.sub:
        return -1
    if game.ph == PH_EFFECT:  # the season's own effects (Troll) still to come
        for i in range(game.effect_i):
            if cards.ambush(game.effects[i])[4] == cards.TROLL:
                return -1
        return game.season
    if game.season == 0:
        return -1
    for card in game.revealed[:-1]:  # a card before this one asked for a move
        kind = cards.kind(card)
        if kind == cards.EXPLORE or kind == cards.HERO or (
                kind == cards.AMBUSH and game.n > 1):
            return -1
    return game.season - 1


def read_save(storage):
    """(game, None) from the store, (None, None) when it holds no save, or
    (None, why not: a sentence of the engine's, or the language key
    S.SAVE_NO_MEMORY when the heap is too small for it)."""
    try:
        data = storage.load()
        return decode(data) if data else (None, None)
    except MemoryError:
        if unload.at(unload.RECOVERY):
            gc.collect()
        return None, S.SAVE_NO_MEMORY


def decode(data):
    """(game, None) from saved bytes, or (None, one sentence why not)."""
    try:
        from engine import restore

        return restore.load(data), None
    except MemoryError:
        raise
    except Exception as err:  # a damaged save can trip any check
        return None, str(err) or "The saved game could not be read."



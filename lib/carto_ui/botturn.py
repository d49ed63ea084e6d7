"""A bot seat's turn: its search a few slices a frame, its progress shown, then its move."""
# Shown by the app (``App.next_screen`` asks ``turn``) while the pending
# decision's actor is a bot seat (``Game.bots``): no handoff comes before or
# after it, and with one person at the table none at all. Each frame runs
# the search (``engine.bot.search``, the hint's) until ``_FRAME_MS`` of its
# own have passed, and under the bot's name ("Ortelius is drawing") the line
# counts up ("Thinking... 40%"). The move is made in the frame after the
# search ends and the next screen is built two frames after that (three once
# the bots are done: their search goes in between): the search's last
# slices, a move that may end a season (every map scored, the save) and
# building the next screen never share a press's budget. No
# button skips or stops a bot: its move is the game's, as a person's
# confirmed move is. What a bot did to a person's map (an ambush's monster,
# the coins it gave) is kept as news for the next map a person sees
# (``App.bot_news``). The bots whose moves were found while the person
# decided (carto_ui.ahead) move at once, in the press that hands them the
# turn, saved once after them (written once the person's next card is on
# the screen, as a person's move is): this screen comes only for the rest.
#
# This module is loaded only in a game with bot seats. While bots play, the
# map screen leaves the heap (the display lets go of it too) and the
# search's modules come in, one a frame (``_SEARCH``); the map's modules stay
# loaded, as they do behind a handoff, so that a person's map is built again
# after the bots on code that never moved. Once the bots are done the search
# goes and the heap is collected, a frame before that map is built (or, when
# a bot's move ended the game, the map's modules go too: the review comes).
import gc

import displayio
from micropython import const

from carto_ui import strings as S
from carto_ui import theme, unload
from carto_ui.frame import CHAR_W, LINE_H
from carto_ui.lang import get
from carto_ui.text import Label
from engine import cards
from engine.phases import EV_SCORED, OVER

# Slices run in a frame until this many ms of it have passed (at least
# one): a slice scanning an open map takes about as long on a board, so a
# frame runs one or two, and no frame holds more than a press's work.
_FRAME_MS = const(10)
# The search's modules, leaves first: imported one a frame (CircuitPython
# collects after every import, and their code is in the heap before their
# own imports run).
_SEARCH = ("engine.fits", "engine.deltas", "engine.hint", "engine.bot")
_TICKS = const(0x1FFFFFFF)  # supervisor.ticks_ms wraps at 2**29


def turn(app):
    """Show the pending decision's turn, a bot seat's (the search's modules
    come in, the map's go); the bots whose moves were found ahead while the
    person decided (carto_ui.ahead) move at once."""
    screen = app.screen
    if isinstance(screen, BotTurn):  # the bots go on, one after another
        screen.start()
        return
    work = app.idle_work  # in a game: the bots' searches ahead, or None
    if work is not None:
        made = moved_ahead(app, work)
        if made == DONE and not scored(app.game) and app.game.kind != OVER:
            play = app.play
            if play is not None:
                # The map goes on with the cursors a map built anew starts
                # with (carto_ui.play.Play), as after the bots' turn screens,
                # which build it again: the same presses play the same game
                # whichever way the bots' moves were found.
                play.r = play.c = 3
                play.seats = None
                play.edict = 0
            app.next_screen()  # the person's map and next card
            # The moves written once the next card is on the screen: the
            # write (a flash sector erased and written) is the press's
            # slowest part, and the person need not wait for it.
            app.hw.display.refresh()
            app.dirty = False
            problem = app.save(write=None)
            if problem:
                if app.play is not None and app.screen is app.play:
                    app.play.show_message(problem)
                else:  # (a handoff first: told on the map after it)
                    told(app, problem)
            return
        if made:
            told(app, app.save(write=None))
            if made == DONE:
                app.next_screen()  # a season's scores or the review
                return
        work.hand_over()  # the rest search on their turn's screen
    app.screen = None
    app.play = None
    # The display lets go of the map too (its groups hold the map's
    # bitmaps): collected before this screen is built, the map leaves one
    # room for it and the search rather than a hole among them.
    app.hw.display.root_group = None
    if unload.at(unload.BOT_TURN):
        gc.collect()
    app.show(BotTurn(app))


class BotTurn:
    """The bots' turns of ``app.game``, one decision after another while
    each is a bot's (``start`` for the next); ``app.next_screen()`` after
    each move, once its frame is over."""

    def __init__(self, app):
        self.app = app
        # Four lines on the background, not a whole text frame: this screen
        # comes and goes between a person's maps, and every row of a frame
        # would be built and dropped each time.
        width = app.hw.WIDTH
        cols = width // CHAR_W - 1
        x = (width - cols * CHAR_W) // 2
        y = (app.hw.HEIGHT - 6 * LINE_H) // 2
        self.group = displayio.Group()  # over black: see play.Play
        self.lines = []
        for row in range(4):
            label = Label(cols, theme.TITLE if row == 0 else theme.TEXT, x=x,
                          y=y + (row + (row > 0) + (row > 1)) * LINE_H)
            self.group.append(label)
            self.lines.append(label)
        self._line(0, get(S.BOT_TURN))
        self.search = None
        self.action = None
        self.moved = 0  # frames to the next screen once the move was made, 0: not made
        self.loading = 0  # the next of _SEARCH to import
        self.done = False  # the bots are done: their search goes in the next frame
        self.start()

    def _line(self, row, text):
        # (row 0: the title; 1: the card; 2: whose turn; 3: the progress)
        label = self.lines[row]
        if label.text != text:
            label.text = text
            self.app.dirty = True

    def start(self):
        """Search the pending decision, a bot seat's, unless it was found
        ahead (carto_ui.ahead): one a bot faces after its own first (a
        Heroes monster's space to destroy) comes between, searched here, and
        those after it were found all the same."""
        g = self.app.game
        self.moved = 0
        work = self.app.idle_work
        self.action = None if work is None else work.take(g)
        self.search = None  # made by the next frame (``update``)
        self.shown = -1
        self._line(1, cards.name(g.card))
        self._line(2, get(S.BOT_DRAWING) % g.names[g.actor])
        self._line(3, "")

    def _progress(self, s):
        # In steps of ten: each change is a display refresh, which costs a
        # board more than a frame's search.
        percent = 100 * s.done // max(1, s.total) // 10 * 10
        if percent != self.shown:
            self.shown = percent
            self._line(3, get(S.THINKING_PCT) % percent)

    def press(self, mask):
        pass  # no button skips a bot's move (it is the game's, as a person's is)

    def update(self, now_ms):
        search = self.search
        if search is None and self.action is None and not self.moved:
            # The search's modules, one a frame, then the search.
            if self.loading < len(_SEARCH):
                __import__(_SEARCH[self.loading])
                self.loading += 1
                return
            from engine import bot

            g = self.app.game
            self.search = bot.search(g, g.bots[g.actor])
            self.app.busy = True
            self._progress(self.search)
            return
        if search is not None:
            ticks = self.app.hw.ticks_ms
            start = ticks()  # this frame's own work from now (the loop's took some)
            while search.step():
                if (ticks() - start) & _TICKS >= _FRAME_MS:
                    self._progress(search)
                    return
            self.search = None
            self.app.busy = False
            self.action = search.action
            self._progress(search)
            return
        if self.action is not None:
            self._move()
            return
        if self.done:
            self._done()
            return
        if self.moved:
            self.moved -= 1
            if self.moved:
                return  # the frame of rest
            # Asked of the app rather than called: this screen, its frame and
            # this module are gone before the next screen is built (App.update
            # calls it).
            self.app.after = (self.app.next_screen, ())

    def _done(self):
        """Once the bots are done: their search forgotten (and the map's
        modules when the game is over), then the heap collected, so that the
        next screen is built in the room they leave, not among their holes."""
        self.done = False
        app = self.app
        if unload.at(unload.GAME_OVER if app.game.kind == OVER else unload.BOTS_DONE):
            gc.collect()

    def _move(self):
        """Make the searched move through the Game façade and save it."""
        app = self.app
        action = self.action
        self.action = None
        # What the search's slices left is collected first: what the move
        # keeps (its events, the news, the save's bytes) then fills the
        # holes low in the heap, not the room the search leaves.
        if unload.at(unload.BOT_MOVE):
            gc.collect()
        # The next screen is built two frames on: a frame of rest between
        # the move (a season's end scores every map) and building it, so no
        # press holds both.
        self.moved = 2
        self.done = move(app, action, True)


DONE = 2  # moved_ahead's answer when the bots are done


def moved_ahead(app, work):
    """Make each bot's move that ``work`` (carto_ui.ahead) found ahead while
    it is ready, then make the game's save ready, to be written by the
    caller (``App.save(write=None)``); DONE when the bots are done (a
    person's map, a season's scores or the review comes next), else 1 when
    a move was made, 0 when none was."""
    g = app.game
    done = False
    made = 0
    while not done:
        action = work.take(g)
        if action is None:
            break
        done = move(app, action, False)
        made = 1
    if made:
        told(app, app.save(write=False))
        work.unsaved = None  # (the moves made while the person read are in it)
    return DONE if done else made


def move(app, action, save):
    """Make the pending decision's bot move ``action`` through the Game
    façade (saved if ``save``), keeping what it did to a person's map as
    news; True when the bots are done."""
    g = app.game
    seat = g.actor
    target = g.target
    card = g.card
    g.act(action)
    # The next map a person sees names its card, and tells the cards the
    # move's events revealed but not what they did to that map
    # (``bot_news`` says what concerns a person).
    app.name_card = True
    app.news_shown = g.events
    app.news_told = 0
    if save:
        saved(app)
    if target != seat and g.bots[target] == 0:
        # A monster drawn on a person's map (an ambush): said when a
        # person next sees a map, as their map shows it, with the coins
        # it gave that map.
        news = app.bot_news
        if news is None:
            news = app.bot_news = []
        name = cards.name(card)
        if people(g) == 1:
            news.append(get(S.BOT_AMBUSH_YOU) % (g.names[seat], name))
        else:
            news.append(get(S.BOT_AMBUSH) % (g.names[seat], name, g.names[target]))
        from carto_ui.news import event_messages

        news += event_messages(g, g.events, target)
    return g.kind == OVER or not g.bots[g.actor] or scored(g)


def saved(app):
    """Save the game; a save that failed is told with the bots' news."""
    told(app, app.save())


def told(app, problem):
    """Keep ``problem`` (a save's, None: none) with the bots' news."""
    news = app.bot_news
    if news is None:
        news = app.bot_news = []
    if problem:
        news.append(problem)


def scored(game):
    """True when the last move ended a season (its scores come next)."""
    for ev in game.events:
        if ev[0] == EV_SCORED:
            return True
    return False


def people(game):
    """How many seats of ``game`` people play."""
    n = 0
    for b in game.bots:
        if b == 0:
            n += 1
    return n

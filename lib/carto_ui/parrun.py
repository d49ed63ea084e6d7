"""A finished solo game's par: the strongest bot's game of its deal, worked out in idle frames."""
# Made by the review (``carto_ui.review.start``) for a solo game, held by the
# app (``App.par``) while the player is on the review, the ranking or the end
# menu; the app drops it when the player leaves them (a new game, the setup
# form, the title, an out-of-memory), and its modules go at the next moment
# that forgets the hint's search (carto_ui.unload). ``App.update`` calls
# ``frame`` only in frames with no press and no module loading ahead
# (App.prefetch): a press waits for one slice at most.
#
# A frame does one step: the game's challenge code (engine.challenge, the
# guided game has none: no par) and the par kept for it in the records; if
# none, the deal's modules, the deal (engine.par.deal's game, built here
# from engine.challenge as the setup form builds a code's game), the
# search's modules, one a frame, leaves first; then the par's slices
# (engine.par) until ``_FRAME_MS`` of the frame's own have passed; once the
# par is known the search goes, and in a frame of its own the par is kept in
# the records with the code's best score. The end menu (``menu``, set by the
# review) shows it under its items as soon as it is known. Nothing is stored
# before the par is known: a player who leaves first leaves the records as
# they were.
import gc

from micropython import const

from carto_ui import strings as S
from carto_ui import unload
from carto_ui.lang import get

# Slices run in a frame until this many ms of it have passed (at least one),
# as a bot seat's (carto_ui.botturn).
_FRAME_MS = const(10)
_TICKS = const(0x1FFFFFFF)  # supervisor.ticks_ms wraps at 2**29
# The steps before the slices, a frame each (``step`` counts them).
_CODE = const(0)  # engine.challenge imported
_SETUP = const(1)  # engine.setup (code_of and the deal use it)
_KEPT = const(2)  # the code, and the par kept for it
_DEAL = const(3)  # the deal
_DEALT = const(4)  # the deal's modules forgotten, the heap collected
_SEARCH = ("engine.fits", "engine.deltas", "engine.hint", "engine.bot", "engine.par")
_RUN = const(5 + 5)  # the slices (engine.par.Par made in the step before)
_KEEP = const(_RUN + 1)  # the par kept in the records
_DONE = const(_KEEP + 1)


class ParRun:
    """The par of ``game`` (finished, solo) worked out a step a ``frame()``;
    ``par`` once known, ``menu`` the end menu to show it on (or None),
    ``over`` once there is nothing more to do."""

    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.step = _CODE
        self.code = None
        self.dealt = None  # the deal's game, until the par's run holds it
        self.run = None
        self.par = None
        self.menu = None
        self.over = False  # nothing more to do: the par is kept (or no code deals the game)
        self.pause = 0  # frames to leave alone (the end menu's code line is made in one)

    def line(self):
        """The end menu's note: the par once known, else ""."""
        return "" if self.par is None else get(S.PAR_LINE) % self.par

    def frame(self):
        """Do this frame's step. The par is extra: where the heap has no
        room for its deal or its search it is given up (nothing stored,
        its modules forgotten, "Par: out of memory" on the console) and the
        screen on display goes on."""
        try:
            self._frame()
        except MemoryError:
            self.run = self.dealt = None
            unload.at(unload.PAR_DEALT)
            unload.at(unload.PAR_KNOWN)
            print("Par: out of memory")
            self._over()

    def _frame(self):
        if self.pause:
            self.pause -= 1
            return
        step = self.step
        if step == _RUN:
            self._slices()
            return
        if step >= _DONE:
            return
        self.step = step + 1
        if step == _CODE:
            import engine.challenge  # noqa: F401
        elif step == _SETUP:
            import engine.setup  # noqa: F401
        elif step == _KEPT:
            from carto_ui import records
            from engine.challenge import code_of

            self.code = code_of(self.game)
            if self.code is not None:
                self.par = records.code_kept(self.app.hw.storage, self.code)[1]
            if self.code is None or self.par is not None:
                unload.at(unload.PAR_DEALT)  # none to deal: what the deal needs goes
                self._over()
        elif step == _DEAL:
            from engine.challenge import decode, game_options
            from engine.game import Game

            self.dealt = Game(**game_options(decode(self.code)))
        elif step == _DEALT:
            unload.at(unload.PAR_DEALT)
            gc.collect()
        elif step < _RUN:
            __import__(_SEARCH[step - _DEALT - 1])
            if step == _RUN - 1:
                from engine.par import Par

                self.run = Par(self.dealt)
                self.dealt = None
        elif step == _KEEP:
            from carto_ui import records

            problem = records.note_par(self.app.hw.storage, self.game, self.code, self.par)
            if problem:
                print(problem)
            unload.at(unload.PAR_KEPT)
            self._over()

    def _slices(self):
        run = self.run
        ticks = self.app.hw.ticks_ms
        start = ticks()
        while run.step():
            if (ticks() - start) & _TICKS >= _FRAME_MS:
                return
        self.par = run.score
        self.run = None
        self.step = _KEEP
        unload.at(unload.PAR_KNOWN)
        self._known()
        gc.collect()  # the search's room free before the records load

    def _over(self):
        self.step = _DONE
        self.over = True
        self._known()
        if self.menu is not None:
            # The end menu held back the map's modules (for Play this seed
            # again) while the par's search was in the heap: they load now,
            # into the room it left (collected first: the heap fragments).
            gc.collect()
            self.app.prefetch()

    def _known(self):
        """Show the par on the end menu, when it is on screen."""
        if self.par is not None and self.menu is not None:
            self.menu.set_note(self.line())

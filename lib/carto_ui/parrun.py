"""A finished solo game's par: the strongest bot's game of its deal, worked out on the title."""
# Made by the title (``carto_ui.title.record``) for the challenge code of
# the finished solo game the store holds, held by the app (``App.idle_work``)
# while the title is up: the title idles while the player reads it, and its
# heap is the program's emptiest. ``App.update`` calls ``frame`` only in
# frames with no press and no module loading ahead: a press waits for one
# slice at most. The title drops the run (and forgets its modules, moments
# OFF_GAME and SAVE_READ) on any press that leaves it; the next title starts
# again from the first step while the par is not kept. Nothing is stored
# before the par is known: a player who leaves first leaves the records as
# they were.
#
# A frame does one step: the par kept for the code in the records (the
# title counted the game just before, so they hold the code with its best
# score), then, if none, the heap collected and the search's modules loaded
# first, one a frame, into the emptiest heap (then engine.challenge and
# engine.setup); the deal (as the setup form builds a code's game) and the
# par's run on it (engine.par); the par's slices until ``_FRAME_MS`` of the
# frame's own have passed; once the par is known the search goes
# (PAR_NEXT), and in a frame of its own the par is kept in the records
# with the code's best score (``carto_ui.records.note_par``). The title is
# built in a heap collected after its game was read and counted
# (``unload.PAR_NEXT``), so the room above it is whole for the search.
# Where the heap still has no room the par is given up, nothing kept, and
# the next title tries again.
import gc

from micropython import const

from carto_ui import unload

# Slices run in a frame until this many ms of it have passed (at least one),
# as a bot seat's (carto_ui.botturn).
_FRAME_MS = const(10)
_TICKS = const(0x1FFFFFFF)  # supervisor.ticks_ms wraps at 2**29
# The steps before the slices, a frame each (``step`` counts them).
_CODE = const(0)  # engine.challenge imported
_SETUP = const(1)  # engine.setup (code_of uses it)
_KEPT = const(2)  # the code, the par kept for it, if any; the records forgotten
_SEARCH = ("engine.fits", "engine.deltas", "engine.hint", "engine.bot", "engine.par",
           "engine.challenge", "engine.setup")
_DEAL = const(_KEPT + 1 + 7)  # the deal, and the par's run on it
_RUN = const(_DEAL + 1)  # the slices
_KEEP = const(_RUN + 1)  # the par kept in the records
_DONE = const(_KEEP + 1)


class ParRun:
    """The par of finished solo ``game``'s challenge code worked out a
    step a ``frame()``; ``par`` once known, ``over`` once there is nothing
    more to do."""

    def __init__(self, app, game):
        self.app = app
        self.game = game  # until its code is known
        self.step = _CODE
        self.code = None
        self.run = None
        self.par = None
        self.over = False  # nothing more to do: the par is kept (or known already)

    def frame(self):
        """Do this frame's step. The par is extra: where the heap has no
        room for its deal or its search it is given up (nothing stored,
        its modules forgotten, "Par: out of memory" on the console) and the
        title goes on."""
        try:
            self._frame()
        except MemoryError:
            self.game = self.run = None
            unload.at(unload.RECORDED)
            unload.at(unload.SAVE_READ)
            print("Par: out of memory")
            self._over()

    def _frame(self):
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
            self.game = None
            if self.code is not None:
                self.par = records.code_kept(self.app.hw.storage, self.code)[1]
            unload.at(unload.RECORDED)  # the records, engine.challenge
            # engine.setup; collected: the search's modules load first, the
            # heap emptiest
            if unload.at(unload.PAR_NEXT):
                gc.collect()
            if self.code is None or self.par is not None:
                self._over()  # none to work out
        elif step < _DEAL:
            __import__(_SEARCH[step - _KEPT - 1])
        elif step == _DEAL:
            from engine.challenge import decode, game_options
            from engine.game import Game
            from engine.par import Par

            self.run = Par(Game(**game_options(decode(self.code))))
            unload.at(unload.RECORDED)  # engine.challenge (engine.setup and
            # engine.maps go with the search, SAVE_READ)
        elif step == _KEEP:
            from carto_ui import records

            problem = records.note_par(self.app.hw.storage, self.code, self.par)
            if problem:
                print(problem)
            unload.at(unload.RECORDED)
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
        # The search (engine.par with it), its room free before the records load.
        if unload.at(unload.PAR_NEXT):
            gc.collect()

    def _over(self):
        self.step = _DONE
        self.over = True

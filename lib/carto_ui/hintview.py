"""The hint: the engine's search for the best move, a few slices a frame, its progress shown."""
# A screen of its own over the play screen's group, opened from the turn
# menu. ``engine.hint.HintSearch`` does its work in small slices; each frame
# runs a few of them and the banner counts up ("Thinking... 40%"), so the
# player sees it working and B stops it. When the search is over the play
# screen shows the move as the ghost and ``said`` in the banner
# (``Play.take_hint``): nothing is committed, A still asks to confirm. The
# search and this module are loaded only while a hint is asked for
# (``unload.BACK_TO_MAP`` forgets them).
from micropython import const

from carto_ui import strings as S
from carto_ui.lang import get
from engine import cards
from engine import game as rules
from engine.hint import HintSearch
from hw.buttons import B

# Slices run in a frame until this many ms of it have passed (at least one):
# a slice is one orientation of a shape scanned (costly on an open map) or
# one candidate scored (cheap), so a fixed count would make some frames far
# longer than a press may take; by the clock, B is read and the count moves
# every frame.
_FRAME_MS = const(30)
_TICKS = const(0x1FFFFFFF)  # supervisor.ticks_ms wraps at 2**29


class HintView:
    """Search for ``app.game``'s pending decision; B stops, the result goes
    to ``play.take_hint(action, said(...))``."""

    def __init__(self, app, play):
        self.app = app
        self.play = play
        self.group = play.group
        self.search = HintSearch(app.game)
        self.shown = -1
        play.show_info(get(S.THINKING_STOP))
        self.show_progress()

    def show_progress(self):
        search = self.search
        percent = 100 * search.done // max(1, search.total)
        if percent != self.shown:
            self.shown = percent
            self.play.show_banner(get(S.THINKING_PCT) % percent)

    def press(self, mask):
        if mask & B:
            self.search = None
            self.play.resume()

    def update(self, now_ms):
        search = self.search
        if search is None:
            return
        ticks = self.app.hw.ticks_ms
        while search.step():
            if (ticks() - now_ms) & _TICKS >= _FRAME_MS:
                self.show_progress()
                return
        self.search = None
        self.play.take_hint(search.action, said(self.app.game, search.action, search.gains))


def said(game, action, gains):
    """What the hinted ``action`` gains (``engine.hint``'s ``gains``): this
    season and by the end, or for whose map; with the card's option it takes
    when there are several (it may be another than the one on the map). Here
    rather than in ``carto_ui.play``, which stays loaded all game."""
    g = game
    if g.actor == g.target:
        text = get(S.HINT_TOTAL) % (gains[6], gains[7])
    else:
        text = get(S.HINT_SEASON) % (g.names[g.target], gains[6])
    if action[0] == rules.PLACE and len(g.choices) > 1:
        text = cards.name(g.card) + ": " + get(S.T_EMPTY + g.choices[action[1]][1]) + "\n" + text
    return text

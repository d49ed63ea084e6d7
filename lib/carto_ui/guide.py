"""The guided first game's notes: one when each situation first comes up."""
# ``carto_ui.guided.start(app)`` deals the game (a fixed solo deal) and
# sets ``app.guide`` (a bit per situation already explained); ``app.flow``
# calls ``interrupt(app)`` before it shows the next screen, which puts up the
# note of the first situation now pending and not yet explained (then
# ``flow`` runs again when it is closed); a press on the map calls
# ``on_map(app)`` for what the map shows. B on a note ends the guide
# (``app.guide = None``); the game goes on as a normal one. The notes are
# read from guide.txt only when shown (``learn.topic``). The guide is not
# saved: a guided game resumed after a power cut goes on without notes.
from micropython import const

from carto_ui import strings as S
from carto_ui.lang import get
from engine import cards
from engine import game as rules
from engine.terrain import HERO
from hw.buttons import B

# Situations in the order their notes come when several are pending at once.
# The first ``_ON_MAP`` come between screens (``interrupt``); the rest on the
# map once the turn's news has been read (``on_map``), so that each note
# follows what it explains: between screens, the ambush's and the hero's
# notes came before the map told the ambush and showed the hero's card.
# "aim" (a shape taken, to be moved) is the play screen's, not the game's.
SITUATIONS = ("start", "coins", "season", "end", "ambush", "ruins", "fallback", "hero",
              "destroy", "aim")
_ON_MAP = const(4)  # SITUATIONS.index("ambush")


def pending(game, aiming=False):
    """The situations ``game`` is in now (names from SITUATIONS), "aim"
    when the player is ``aiming`` a shape."""
    out = ["start", "aim"] if aiming else ["start"]
    for ev in game.events:
        k = ev[0]
        if k == rules.EV_COINS and ev[1] == game.target:
            out.append("coins")
        elif k == rules.EV_SCORED:
            out.append("season")
        elif k == rules.EV_SOLO:
            out.append("ambush")
        elif k == rules.EV_REVEAL and cards.kind(ev[1]) == cards.AMBUSH:
            out.append("ambush")
    if game.kind == rules.OVER:
        out.append("end")
    elif game.kind == rules.DESTROY:
        out.append("destroy")
    elif game.kind == rules.PLACE:
        if game.fallback:
            out.append("fallback")
        elif game.need_ruins:
            out.append("ruins")
        if game.choices[0][1] == HERO:
            out.append("hero")
    return out


def next_note(seen, game, aiming=False):
    """(index in SITUATIONS, name) of the first situation pending in ``game``
    whose bit is not in ``seen``, or None."""
    now = pending(game, aiming)
    for i in range(len(SITUATIONS)):
        if not (seen >> i) & 1 and SITUATIONS[i] in now:
            return i, SITUATIONS[i]
    return None


def interrupt(app):
    """Show the note of a new situation, if any: True when one is shown
    (closing it calls ``app.flow()`` again)."""
    if app.guide is None or app.game is None:
        return False
    found = next_note(app.guide, app.game)
    if found is None or found[0] >= _ON_MAP:  # (then none before it is pending)
        return False
    app.guide |= 1 << found[0]
    if found[1] == "end":
        app.guide = None
    _show(app, found[1], app.flow)
    if app.play is None:
        # The first note comes before any map: its modules load while it is
        # read, as under the first handoff, from the frame after the
        # release of the press that opened it: imported by the press that
        # closes the note, or the first of them on the opening press's
        # release, they take that press over its instruction budget
        # (docs/memory.md, "Loading ahead").
        app.prefetch(1)
    return True


def on_map(app):
    """After a press on the map (``app.play`` on screen): once the turn's
    news has been read, the note of a situation the map shows and the
    guide has not explained (an ambush, ruins, the fallback, a hero, a
    space to destroy, the first shape taken to aim), over the map. Closing
    it shows the map again as it was, then the next such note."""
    from carto_ui import play as playmod

    play = app.play
    if play.messages or play.mode == playmod.AFTER:  # (news: the next card's)
        return
    found = next_note(app.guide, app.game, play.mode == playmod.AIM)
    if found is None:
        return
    app.guide |= 1 << found[0]
    # What only the turn's start needed is forgotten under the note, as
    # under the turn menu (loaded again when the map needs it).
    app.over_map()
    _show(app, found[1], lambda: _back_to_map(app, play))


def _back_to_map(app, play):
    app.show(play)
    if app.guide is not None:
        on_map(app)


def _show(app, situation, on_close):
    from carto_ui import learn

    text = learn.topic(learn.GUIDE, situation)
    app.show(Note(app, learn.view(app, get(S.GUIDE), text, on_close)))


class Note:
    """A guide note over ``view`` (``learn.view``): A goes on (its
    ``on_close()`` after the last page), B ends the guide and goes on."""

    def __init__(self, app, view):
        self.app = app
        self.on_close = view.on_close
        self.view = view
        self.group = view.group
        self._hint()

    def _hint(self):
        view = self.view
        more = view.page + 1 < len(view.pages)
        view.frame.set_hint(get(S.GUIDE_MORE if more else S.GUIDE_OK))

    def press(self, mask):
        if mask & B:
            if self.app.guide is not None:
                self.app.guide = None
            self.on_close()
            return
        self.view.press(mask)
        if self.app.screen is self:
            self._hint()

    def update(self, now_ms):
        pass

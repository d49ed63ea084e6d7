"""The edict view: which spaces each edict scores, lit on the play screen's map."""
# A screen of its own over the play screen's group (the map, HUD and banner
# stay in place); it draws through the play screen's public ``map``,
# ``grid``, ``show_banner`` and ``show_info``, and hands the edict it showed
# last back to ``on_close(edict)``. A shows the edict's card text (its rule,
# when it scores) on a page of its own, then comes back here.
from micropython import const

from carto_ui.lang import get
from engine import scoring
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B

_S_EDICT_SP = const(102)
_S_EDICT_VIEW_KEYS = const(132)
_S_SCORED_THIS_SEASON = const(133)
_S_EDICT_BANNER = const(134)

_ORDER = (UP, DOWN, LEFT, RIGHT, A, B, START)


class EdictView:
    """LEFT/UP and RIGHT/DOWN step through edicts A-D from ``edict``,
    lighting the spaces that score; A shows the card's rule text; B or
    START close it."""

    def __init__(self, app, play, edict, on_close):
        self.app = app
        self.play = play
        self.group = play.group
        self.edict = edict
        self.on_close = on_close
        self.lit = bytearray(121)
        self.light()
        play.show_info(get(_S_EDICT_VIEW_KEYS))

    def light(self):
        g = self.app.game
        play = self.play
        card = g.edicts[self.edict]
        stars = scoring.highlight(card, play.grid, self.lit)
        mv = play.map
        mv.clear()  # no ghost over the lit spaces
        mv.light(self.lit)
        mv.flush()
        s = min(g.season, 3)
        now = get(_S_SCORED_THIS_SEASON) if self.edict in (s, (s + 1) % 4) else ""
        lit = self.lit
        upper = 0
        lower = 0
        for i in range(33):
            upper += lit[i]
            lower += lit[88 + i]
        play.show_banner(get(_S_EDICT_BANNER) % (
            "ABCD"[self.edict], get(card), stars, now), low=lower > upper)
        self.app.dirty = True

    def press(self, mask):
        for bit in _ORDER:
            if mask & bit:
                if bit == RIGHT or bit == DOWN:
                    self.edict = (self.edict + 1) % 4
                    self.light()
                elif bit == LEFT or bit == UP:
                    self.edict = (self.edict - 1) % 4
                    self.light()
                elif bit == A:
                    self.rule()
                    return
                else:
                    self.on_close(self.edict)
                    return

    def rule(self):
        """The edict's card text on a page; back to this view after it."""
        from carto_ui import rulestext
        from carto_ui.pages import TextView

        g = self.app.game
        text = rulestext.edict_text(g.edicts, self.edict, min(g.season, 3))
        self.app.show(TextView(self.app, get(_S_EDICT_SP) + "ABCD"[self.edict], text, self.back))

    def back(self):
        self.app.show(self)
        self.light()

    def update(self, now_ms):
        pass

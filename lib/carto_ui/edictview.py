"""The edict view: which spaces each edict scores, lit on the play screen's map."""
# A screen of its own over the play screen's group (the map, HUD and banner
# stay in place); it draws through the play screen's public ``map``,
# ``grid``, ``show_banner`` and ``show_info``, and hands the edict it showed
# last back to ``on_close(edict)``. A shows the edict's card text (its rule,
# when it scores) on a page of its own, then comes back here. On a small
# screen the banner lies over the map where it hides the fewest lit spaces
# (``banner_top``); the ghost is hidden while the view is open.
from carto_ui import strings as S
from carto_ui.lang import get
from engine import scoring
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B

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
        play.show_info(get(S.EDICT_VIEW_KEYS))

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
        now = get(S.SCORED_THIS_SEASON) if self.edict in (s, (s + 1) % 4) else ""
        play.show_banner(get(S.EDICT_BANNER) % (
            "ABCD"[self.edict], get(card), stars, now), keep=self.lit)
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
        text = rulestext.edict_text(g.edicts, self.edict, min(g.season, 3), g.n == 1)
        self.app.show(TextView(self.app, get(S.EDICT_SP) + "ABCD"[self.edict], text, self.back))

    def back(self):
        self.app.show(self)
        self.light()

    def update(self, now_ms):
        pass


def banner_top(spaces, height, m):
    """Where (y) a banner ``height`` px tall lies over a small screen's
    map so that it covers the fewest of ``spaces`` (a bytearray(121)): at
    the bottom edge, else at the top edge, else on the rows between,
    nearest an edge first. What the view lights is what the player looks
    at: the banner never hides a lit space another place would show."""
    tile = m.tile
    last = m.map_size - height  # the bottom edge's top
    best = last
    fewest = _covered(spaces, last, height, tile)
    k = 0
    while k * tile < last:
        top = k * tile
        n = _covered(spaces, top, height, tile)
        if n < fewest or n == fewest and min(top, last - top) < min(best, last - best):
            best = top
            fewest = n
        k += 1
    return best


def _covered(spaces, top, height, tile):
    """How many of ``spaces`` lie on the map rows a banner from ``top`` covers."""
    n = 0
    for i in range(top // tile * 11, min((top + height - 1) // tile * 11 + 11, 121)):
        n += spaces[i]
    return n

"""The map screen's parts on roomy screens: the HUD's big figures and the lines under the map."""
# Loaded by ``play`` on roomy screens only (240x240, 320x240), so that the
# small screens keep none of this code at the map. Text is drawn at scale 2
# by a displayio Group's scale: the same glyph sheet, no new bitmap.
import displayio
from micropython import const

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.frame import LINE_H, wrap
from carto_ui.hud import Hud, set_text
from carto_ui.lang import get
from carto_ui.text import Label, Lines
from engine import cards
from engine import game as rules

BIG_X = 21  # where a scale-2 figure starts, after a 3-letter caption
WIDE_COLS = 11  # big characters a row needs ("Mon -12-10"): all rows big where they fit
WIDE_PITCH = 10  # the big rows' pitch in half pixels
_HINTS = const(1024)  # over lang.COUNT: the option and the hint's number in one int


def big_label(group, cols, x, y):
    """A label drawn at scale 2 with its top-left corner at ``x``, ``y``."""
    scaled = displayio.Group(scale=2, x=x, y=y)
    label = Label(cols, theme.TEXT, theme.BACKGROUND)  # opaque: see hud.Hud
    scaled.append(label)
    group.append(scaled)
    return label


class BigHud(Hud):
    """The HUD with the time and the season score at scale 2, each after a
    3-letter caption at scale 1 on the big glyphs' bottom line ("Spr 3/8",
    "Pts 12"); the column still ends above the lines under the map. Where
    the column is ``WIDE_COLS`` big characters wide (320x240), every row is
    at scale 2 (``_all_big``)."""

    def __init__(self, metrics):
        super().__init__(metrics)
        m = metrics
        line = m.line
        group = self.group
        if m.panel_w >= WIDE_COLS * 2 * m.char:
            self._all_big(m)
            return
        cols = (m.panel_w - BIG_X) // (2 * m.char)
        # Each big row is one line higher than the label it replaces: what
        # lies below it moves down.
        for item in group:
            if item.y > self.season.y:
                item.y += line
            if item.y > self.total.y:
                item.y += line
        y = self.season.y
        self.season.y = y + line - 1
        self.time = big_label(group, cols, BIG_X, y)
        caption = self.total
        y = caption.y
        caption.y = y + line - 1
        caption.text = get(S.PTS_NARROW)[:3]  # "Pts%3d": its first three letters
        self.total = big_label(group, cols, BIG_X, y)

    def _all_big(self, m):
        """The rows in one group at scale 2: the name right of the card,
        the season score right of the time, then the edicts, the coins and
        the monsters 20 px apart. Their glyphs take the middle 16 px of
        their 24, so each row is put in over the one below it: its blank
        bottom lies over that row's blank top."""
        line = m.line
        group = self.group
        big = displayio.Group(scale=2)
        rows = (self.monsters, self.coins) + tuple(reversed(self.edicts))
        group.remove(self.player)
        for label in rows:
            group.remove(label)
        top = self.season.y
        for item in group:  # the time track, under the big time
            if item.y > top:
                item.y += line
        # In the big group's half pixels: the monsters' row is the sixth
        # under the time track.
        y = top // 2 + line + 3 + 5 * WIDE_PITCH
        for label in rows:
            label.x = 0
            label.y = y
            big.append(label)
            y -= WIDE_PITCH
        self.player.x = 5 * self.cell // 2 + 3  # right of the card's shape and swatches
        self.player.y = 2
        big.append(self.player)
        self.season.y = top + line - 1
        self.time = Label(3, theme.TEXT, theme.BACKGROUND, x=BIG_X // 2 + 1, y=top // 2)
        big.append(self.time)
        caption = self.total
        caption.text = get(S.PTS_NARROW)[:3]  # "Pts%3d": its first three letters
        caption.x = m.panel_w // 2 - 2
        caption.y = top + line - 1
        self.total = Label(3, theme.TEXT, theme.BACKGROUND, x=caption.x // 2 + 10, y=top // 2)
        big.append(self.total)
        group.append(big)

    def show_time(self, season, time, thr):
        set_text(self.season, season)
        set_text(self.time, "%d/%d" % (time, thr))

    def show_total(self, text, total):
        set_text(self.total, "%3d" % total)


class Info(displayio.Group):
    """The text under the map: the banner's lines (``say``), the card's
    option taken and the controls line (``text``: "option\\nbuttons").
    The controls line is the screen's last line, at scale 1. Over it lie
    opaque lines as wide as the screen (``lines``, ``rows`` of them at
    most), at scale 2 unless the banner's text needs more big lines than
    the room has: the banner's text from the top, and the option on the
    last line when the banner leaves it free (too wide for a big line, its
    card's name over its terrain where the banner leaves two lines, else
    its terrain alone)."""

    # The lines are written, never hidden or moved, while their scale stays,
    # all in one colour: displayio then redraws only the characters that
    # changed (a line shown, hidden, moved or given another palette is
    # redrawn whole, as is what lies under it).

    def __init__(self, m, rows):
        super().__init__()
        self.metrics = m
        self.cols = (m.width - 2) // (2 * m.char)  # of the option on a big line
        cols = (m.width - 1 + m.char - 1) // m.char
        self.lines = Lines(cols, rows, theme.TEXT, pitch=m.line, paper=theme.BACKGROUND)
        self.scaled = displayio.Group(x=1, y=m.map_size + 1)
        self.scaled.append(self.lines)
        self.append(self.scaled)
        self.keys = Label(m.wide_cols, theme.DIM, theme.BACKGROUND, x=2, y=m.height - LINE_H - 1)
        self.append(self.keys)
        self.said = ""  # the banner's text ("": none)
        self.count = 0  # the lines it takes, from the first
        self.size = 0  # the option's characters: the first of ``text``'s
        self._text = ""
        self.shown = -1  # ``show_info``'s number for the text (-1: none)

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        self._text = text
        self.shown = -1
        end = len(text)
        cut = text.find("\n")
        if cut < 0:
            cut = end
        # (Written in place: slices of the text would allocate.)
        self.keys.write(text, cut + 1, end)
        self.size = cut
        self._draw()

    def say(self, text):
        """Show ``text`` in the banner ("": none); True when it changed."""
        if text == self.said:
            return False
        self.said = text
        self._draw()
        return True

    def _draw(self):
        m = self.metrics
        text = self.said
        room = m.height - m.line - m.map_size - 1  # between the map and the controls line
        scale = 2
        lines = None
        if text:
            cols = m.width // (2 * m.char) - 1
            rows = room // (2 * m.line)
            # A text longer than the big lines is not wrapped for them: two
            # lists of a long text's lines alive at once raise the heap's peak.
            if len(text) <= cols * rows:
                lines = wrap(text, cols)
                if len(lines) > rows:
                    lines = None
            if lines is None:
                lines = wrap(text, m.wide_cols - 1)
                scale = 1
        count = len(lines) if lines else 0
        self.count = count
        rows = room // (scale * m.line)
        # The option on the last line when the banner leaves it free: whole
        # where it fits; else the card's name (with its colon) on the line
        # over its terrain where both lines are free, or its terrain alone;
        # else not at all. A line too narrow for it never changes the scale
        # of the lines (each change of scale redraws them all twice).
        start = 0  # of the option's last line in the text (-1: not shown)
        head = 0  # characters of the name's line over it (0: none)
        if count >= rows:
            start = -1
        elif scale == 2 and self.size > self.cols:
            start = self._text.find(": ") + 2
            if start < 2 or start > self.size or self.size - start > self.cols:
                start = -1
            elif count < rows - 1 and start - 1 <= self.cols:
                head = start - 1
        if self.scaled.scale != scale:
            self.scaled.scale = scale
        shown = max(rows, count)
        k = 0
        for label in self.lines:
            hidden = k >= shown
            if label.hidden != hidden:
                label.hidden = hidden
            if k < count:
                line = lines[k]
                label.write(line, 0, len(line))
            elif start >= 0 and k == rows - 1:
                label.write(self._text, start, self.size)
            elif head and k == rows - 2:
                label.write(self._text, 0, head)
            elif not hidden:
                label.write("", 0, 0)
            k += 1
        if self.lines.hidden:
            self.lines.hidden = False
        # The lines end 2 px over the controls line; a text longer than the
        # room lies over the controls line, and rises over the map's bottom
        # rather than running off the screen.
        if count > rows:
            top = min(m.map_size + 1, m.height - 1 - count * m.line * scale)
        else:
            top = self.keys.y - 2 - rows * m.line * scale
        if self.scaled.y != top:
            self.scaled.y = top


def show_info(play, hint, card):
    """Under ``play``'s map: the card's option taken (with ``card``; else
    the option shown stays: the move just made), then ``hint`` (the
    buttons: a string, or a string's number), each on a line."""
    g = play.app.game
    info = play.info
    option = None
    shown = 0  # what the lines will say, as a number: the option, the hint
    if card:
        shown = 1
        if g.kind == rules.PLACE and play.choice < len(g.choices):
            option = g.choices[play.choice]
            shape, terrain, coin = option
            shown = ((g.card << 4) + terrain) * 2 + coin + 2  # terrains < 16
    if isinstance(hint, str):
        shown = -1
    else:
        # An aim step shows what the last press showed: the language file is
        # read only when they differ (each read allocates its block of lines,
        # and a press that allocates brings the heap's next collection nearer).
        shown = shown * _HINTS + hint
        if shown == info.shown:
            return
        hint = get(hint)
    name = ""
    if not card:
        # Kept until the next card names its own: cleared here and written
        # there, the line would be drawn twice a turn.
        name = info.text[: info.size]
    elif option is not None:
        name = cards.name(g.card) + ": " + get(S.T_EMPTY + terrain)
        if coin:
            name += get(S.PLUS_COIN)
    # The board's own words for START and SELECT (hw.keymaps), put in here
    # rather than by keynames, which unload forgets as each card's map is
    # shown: importing it again there collects the heap.
    names = getattr(play.app.hw, "BUTTON_NAMES", None)
    if names is not None:
        hint = hint.replace("START", names[6]).replace("SELECT", names[7])
    if set_text(info, name[: play.metrics.wide_cols] + "\n" + hint):
        play.app.dirty = True  # the loop refreshes only a dirty app
    info.shown = shown

"""The map screen's parts on roomy screens: the HUD's big figures and the lines under the map."""
# Loaded by ``play`` on roomy screens only (240x240, 320x240), so that the
# small screens keep none of this code at the map. Text is drawn at scale 2
# by a displayio Group's scale: the same glyph sheet, no new bitmap.
import displayio

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.frame import LINE_H, wrap
from carto_ui.hud import Hud, set_text
from carto_ui.lang import get
from carto_ui.text import Label, Lines
from engine import cards
from engine import game as rules

BIG_X = 21  # where a scale-2 figure starts, after a 3-letter caption


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
    "Pts 12"); the column still ends above the lines under the map."""

    def __init__(self, metrics):
        super().__init__(metrics)
        m = metrics
        line = m.line
        group = self.group
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

    def show_time(self, season, time, thr):
        set_text(self.season, season)
        set_text(self.time, "%d/%d" % (time, thr))

    def show_total(self, text, total):
        set_text(self.total, "%3d" % total)


def big_panel(panel, hud, cols, height):
    """Draw card panel ``panel`` (``carto_ui.cardpanel``, ``cols`` characters
    wide, ``height`` px high) with its name and its time at scale 2, each
    where it fits: what lies under a big line moves one line down, and the
    panel grows by as much. Returns its height."""
    m = hud.metrics
    group = panel.group
    down = 0
    for label in (panel.name, panel.time):
        label.y += down
        if 2 * len(label.text) > cols:
            continue
        # A label as wide as its text: it is opaque.
        name = label is panel.name
        big = Label(len(label.text), theme.TITLE if name else theme.DIM,
                    theme.COLOURS[theme.INK])
        big.text = label.text
        group.remove(label)
        scaled = displayio.Group(scale=2, x=label.x, y=label.y)
        scaled.append(big)
        group.append(scaled)
        if name:  # the shapes under it
            panel.name = big
            panel.tiles.y += m.line
        else:
            panel.time = big
        down += m.line
    return height + down


class Info(displayio.Group):
    """The two lines under the map, ``text`` their words ("option\\nbuttons"):
    the buttons on the screen's last line at scale 1, and over them the
    card's option taken, at scale 2 when it fits the width and the banner
    leaves it the room (``clear_of``), else at scale 1 where the banner
    leaves it that room, else hidden; left as it is while the banner covers
    it whole."""

    # The buttons stay at scale 1: at 240x240 none of their texts fits a big
    # line, and the banner's big lines end above where they lie.

    def __init__(self, m):
        super().__init__(x=2)
        self.cols = (m.width - 2) // (2 * m.char)  # of a big option line
        self.option = displayio.Group()  # its scale and place: ``_place``
        # Opaque (see hud.Hud); 2 px over the controls line at either scale,
        # so that at 240x240 a big line fits under a one-line big banner.
        self.option.append(Label(m.wide_cols, theme.DIM, theme.BACKGROUND))
        self.append(self.option)
        self.keys = Label(m.wide_cols, theme.DIM, theme.BACKGROUND, y=m.height - LINE_H - 1)
        self.append(self.keys)
        self.placed = 0  # the option line's scale, once placed (``_place``)
        self.size = 0  # the option's characters
        self.banner_end = 0  # where the banner shown ends (0: none)
        self._text = ""

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        self._text = text
        end = len(text)
        cut = text.find("\n")
        if cut < 0:
            cut = end
        # (Written in place: slices of the text would allocate.)
        self.option[0].write(text, 0, cut)
        self.keys.write(text, cut + 1, end)
        self.size = cut
        self._place()

    def clear_of(self, end):
        """Keep the option's line clear of a banner ending at ``end`` px
        (0: none shown)."""
        if end != self.banner_end:
            self.banner_end = end
            self._place()

    def _place(self):
        line = self.option
        end = self.banner_end
        scale = self.placed
        # Blank, or wholly under the banner (opaque, and drawn over it) at a
        # scale its text fits, the line shows nothing: it is left as it is.
        # Hiding or moving it would only redraw its area once more
        # (displayio refreshes each layer's changed area apart), and a blank
        # line under a banner draws none of itself.
        if scale and (not self.size or not line.hidden and line.y + scale * LINE_H <= end
                      and (scale == 1 or self.size <= self.cols)):
            return
        top = self.keys.y - 2  # under the option's line
        scale = 0
        if self.size <= self.cols and end <= top - 2 * LINE_H:
            scale = 2
        elif end <= top - LINE_H:
            scale = 1
        hidden = scale == 0
        if line.hidden != hidden:
            line.hidden = hidden
        if scale and self.placed != scale:
            self.placed = scale
            line.scale = scale
            line.y = top - scale * LINE_H


def show_info(play, hint, card):
    """Under ``play``'s map: the card's option taken (with ``card``), then
    ``hint`` (the buttons), each on a line."""
    g = play.app.game
    name = ""
    if card and g.kind == rules.PLACE and play.choice < len(g.choices):
        shape, terrain, coin = g.choices[play.choice]
        name = cards.name(g.card) + ": " + get(S.T_EMPTY + terrain)
        if coin:
            name += get(S.PLUS_COIN)
    from carto_ui.keynames import say  # only where the controls line is shown

    if set_text(play.info, name[: play.metrics.wide_cols] + "\n" + say(play.app.hw, hint)):
        play.app.dirty = True  # the loop refreshes only a dirty app


def add_banner(play, rows):
    """The play screen's ``banner`` (``rows`` lines 12 px apart) in a group
    under the map whose scale ``banner_lines`` sets (``scaled``), in a group
    that rises over the map for a long text (``lift``)."""
    # Its lines are opaque and as wide as the screen at either scale, so
    # nothing else is drawn where they are (displayio stops at an opaque
    # layer) and a new text redraws the characters that changed; the lines
    # under the text's last one are hidden, and what lies under them (the
    # controls line) shows.
    m = play.metrics
    cols = (m.width - 1 + m.char - 1) // m.char
    play.banner = Lines(cols, rows, theme.TEXT, pitch=m.line, paper=theme.BACKGROUND)
    play.scaled = displayio.Group(x=1, y=m.map_size + 1)
    play.scaled.append(play.banner)
    play.lift = displayio.Group()
    play.lift.append(play.scaled)
    play.group.append(play.lift)


def banner_lines(play, text):
    """``text``'s lines for the banner: at scale 2 when they fit above the
    controls line, else at scale 1; as many of its lines are shown."""
    m = play.metrics
    cols = m.width // (2 * m.char) - 1
    rows = (m.height - m.line - m.map_size - 1) // (2 * m.line)
    lines = None
    # A text longer than the big lines is not wrapped for them: two lists of
    # a long text's lines alive at once raise the heap's peak.
    if len(text) <= cols * rows:
        lines = wrap(text, cols)
        if len(lines) > rows:
            lines = None
    scale = 2
    if lines is None:
        lines = wrap(text, m.wide_cols - 1)
        scale = 1
    if play.scaled.scale != scale:
        play.scaled.scale = scale
    # Only the text's lines are shown; a line's flag is set only when it
    # changes (displayio redraws a line shown or hidden).
    count = len(lines)
    k = 0
    for label in play.banner:
        hidden = k >= count
        if label.hidden != hidden:
            label.hidden = hidden
        k += 1
    # Under the map (where ``add_banner`` made it); a text longer than the
    # room there rises over the map's bottom rather than running off the
    # screen.
    height = len(lines) * m.line * scale + 1  # and a pixel's gap over the controls line
    rise = min(0, m.height - height - m.map_size - 1)
    if play.lift.y != rise:
        play.lift.y = rise
    play.info.clear_of(m.map_size + rise + height)
    return lines

"""The text frame of roomy screens, its text twice as large where it fits."""
# Built by ``makeframe.make`` on roomy screens only (240x240, 320x240): the
# small screens never load it. The title lies in a band two text lines high
# and is drawn at scale 2 (a displayio Group's scale: the same glyph sheet,
# no new bitmap) whenever it fits the width, else at scale 1; under a big
# body the hint lies in a band as high and is drawn the same way (under a
# small body it is one line at scale 1); the body is at scale 2 when the owner asks for it
# (``big``: its lines fit ``makeframe.size(app, True)``), else at scale 1 with
# more rows. Labels keep the width of a scale-1 line, so a title too long
# for scale 2 is shown whole at scale 1 by changing only the group's scale.
#
# A blank body line that is not marked is out of the body's group: the background's box
# under it looks the same and costs displayio half as much a pixel as a
# label's blank glyphs, and a new screen's blank lines are not drawn at all.
# A hidden label would not do: displayio draws one that was hidden from its
# first refresh at the next one.
import displayio

from carto_ui import theme
from carto_ui.frame import CHAR_W, LINE_H, Frame, fit
from carto_ui.text import Label


def for_pages(app, pages, centre, each):
    """The frame of ``pages`` ((title, lines) each) and which of them are
    drawn at scale 2 (None when all are drawn at one scale): all when
    every page's lines fit a big body, else none; with ``each`` (the score
    pages: a ranking too wide for big lines among big tables) each page
    whose lines fit, unless ``centre`` (a message's lines are centred in
    the rows of one scale)."""
    cols, rows = body_size(app.hw.WIDTH, app.hw.HEIGHT, 2)
    most = 0  # body lines made: as many as the longest page needs
    bigs = []
    for page in pages:
        lines = page[1]
        big = len(lines) <= rows
        for line in lines:
            big = big and len(line) <= cols
        bigs.append(big)
        most = max(most, len(lines))
    both = each and not centre and max(bigs) and not min(bigs)
    frame = BigFrame(app, big=bigs[0] if both else min(bigs), most=0 if centre else most,
                     both=both)
    return frame, bigs if both else None


def body_size(width, height, scale):
    """(cols, rows) of a body at ``scale`` under a title band two lines
    high and over a hint line."""
    return width // (CHAR_W * scale) - 1, (height - 3 * LINE_H) // (LINE_H * scale)


class BigFrame(Frame):
    """A ``Frame`` (same methods) laid out for a roomy screen. With ``both``
    its body lines are as wide as a scale-1 line, so that ``set_big`` can
    show one page at scale 2 and the next at scale 1."""

    def __init__(self, app, title="", hint="", big=False, most=0, both=False,
                 see_through=False):
        self.app = app
        width = app.hw.WIDTH
        height = app.hw.HEIGHT
        small = width // CHAR_W - 1
        self.title_cols = width // (2 * CHAR_W) - 1  # a title at scale 2
        cols, rows = body_size(width, height, 1 if both or not big else 2)
        # With ``most`` (a menu's items) only that many body lines are made:
        # the turn menu's 5 of 17 saved 12 labels of 39 columns when it
        # opens over the map, the peak of random presses on the PicoSystem.
        if most:
            rows = min(rows, most)
        self.group = displayio.Group()  # over black: see play.Play
        self.paper = None if see_through else theme.BACKGROUND
        self.marked = None
        self._head = displayio.Group()
        self._head_scale = 0  # none yet: set_title places the title
        self._title = Label(small, theme.TITLE, theme.BACKGROUND)
        self._head.append(self._title)
        self.group.append(self._head)
        self._body = displayio.Group()
        self.lines = []
        for row in range(rows):
            self.lines.append(Label(cols, theme.TEXT, self.paper, y=row * LINE_H))
        self.group.append(self._body)
        self._foot = displayio.Group()
        self._foot_scale = 0  # none yet: set_hint places the hint
        self._hint = Label(small, theme.DIM, theme.BACKGROUND)
        self._foot.append(self._hint)
        self.group.append(self._foot)
        self.scale = 0
        self._place(2 if big else 1)
        self.set_title(title)
        self.set_hint(hint)

    def _place(self, scale):
        """Lay the body out at ``scale``: its lines, the title band over
        them and the hint line under them."""
        width = self.app.hw.WIDTH
        height = self.app.hw.HEIGHT
        self.scale = scale
        self.cols, rows = body_size(width, height, scale)
        self.step = LINE_H * scale
        # Under a big body the hint has a band two lines high, as the title.
        band = 2 * LINE_H if scale == 2 else LINE_H
        pad = (height - 2 * LINE_H - band - rows * self.step) // 2
        self.rows = min(rows, len(self.lines))
        for label in self.lines[self.rows:]:  # no room for them at this scale
            self._set(label, "")
        self.pad = pad
        self.body_y = pad + 2 * LINE_H
        body = self._body
        body.scale = scale
        body.x = (width - self.cols * CHAR_W * scale) // 2
        body.y = self.body_y
        self.foot_y = pad + 2 * LINE_H + rows * self.step
        self._head_scale = 0  # placed again by set_title
        self._foot_scale = 0  # and by set_hint

    def _set(self, label, text):
        if label.text != text and label in self.lines:
            marked = self.marked
            if marked is None or label is not self.lines[marked]:
                if not text:
                    self._body.remove(label)
                elif not label.text:
                    self._body.append(label)
        super()._set(label, text)

    def mark(self, row):
        old = self.marked
        if old != row:
            lines = self.lines
            if row is not None and not lines[row].text:
                self._body.append(lines[row])
            if old is not None and not lines[old].text:
                self._body.remove(lines[old])
            Frame.mark(self, row)

    def set_big(self, big):
        """Show the body at scale 2 (``big``) or 1; only a frame made with
        ``both`` has lines wide enough for scale 1."""
        scale = 2 if big else 1
        if scale != self.scale:
            self._place(scale)
            self.set_title(self._title.text)
            self.set_hint(self._hint.text)
            self.app.dirty = True

    def set_title(self, text):
        big = len(text) <= self.title_cols
        head = self._head
        scale = 2 if big else 1
        if self._head_scale != scale:
            self._head_scale = scale
            head.scale = scale
            width = self.app.hw.WIDTH
            cols = self.title_cols if big else width // CHAR_W - 1
            head.x = (width - cols * CHAR_W * scale) // 2
            # A scale-1 title lies in the middle of the band.
            head.y = self.pad + (0 if big else LINE_H // 2)
            self.app.dirty = True
        self._set(self._title, text)

    def set_hint(self, text):
        """The hint under the body: at scale 2 under a big body when it
        fits the width (as the title), else at scale 1."""
        scale = 2 if self.scale == 2 and len(text) <= self.title_cols else 1
        if self._foot_scale != scale:
            self._foot_scale = scale
            foot = self._foot
            foot.scale = scale
            width = self.app.hw.WIDTH
            cols = self.title_cols if scale == 2 else width // CHAR_W - 1
            foot.x = (width - cols * CHAR_W * scale) // 2
            # A scale-1 hint lies in the middle of a big body's band.
            foot.y = self.foot_y + (LINE_H // 2 if self.scale > scale else 0)
            self.app.dirty = True
        self._set(self._hint, text)

    def below(self, rows):
        return self.body_y + rows * self.step

    def title_with(self, title, right):
        """``title`` with ``right`` at the right edge of the title line: at
        scale 2 when both fit it."""
        cols = self.title_cols
        if len(title) + 1 + len(right) > cols:
            cols = self.app.hw.WIDTH // CHAR_W - 1
        room = cols - len(right) - 1
        return fit(title, room) + " " * (room - min(len(title), room) + 1) + right

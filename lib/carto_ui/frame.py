"""The text frame every d-pad screen is built on, and its text helpers."""
# ``Frame`` (a title line, body lines, a hint line, one body line marked),
# and the text helpers they share (``wrap``, ``fit``, ``first_button``). Text
# is ``terminalio.FONT`` (6x12 cells) in one ``text.Label`` per line; a
# label's text is only set when it changes. ``makeframe`` picks the frame for
# the screen's size: on roomy screens a ``bigframe.BigFrame``, whose text is
# drawn twice as large where it fits; the small screens never import it.
#
# The lines are drawn on their own paper (an opaque palette), and the marked
# line on the highlight's: displayio then stops at the line for each of its
# pixels instead of also drawing the background under it, and moving the
# mark redraws the two lines whose paper changed and nothing else. A screen
# that draws shapes under its body's text asks for see-through lines.
import displayio
import vectorio

from carto_ui import theme
from carto_ui.text import Label

CHAR_W = 6
LINE_H = 12


def first_button(mask):
    """The lowest button bit of ``mask`` (one button handled per press)."""
    return mask & -mask


def wrap(text, cols):
    """Split ``text`` into lines of at most ``cols`` characters, breaking at
    spaces where possible and at "\\n" always; a button's name ("A:", "(B:")
    stays on the line of the word after it, and French spacing's lone
    ":", ";", "!" or "?" on the line of the word before it."""
    lines = []
    for para in text.split("\n"):
        line = ""
        words = para.split(" ")
        n = len(words)
        i = 0
        while i < n:
            word = words[i]
            i += 1
            if i < n:
                after = words[i]
                if ((len(word) <= 3 and word.endswith(":") and after
                     and len(word) + 1 + len(after) <= cols)
                        or (len(after) == 1 and after in ":;!?" and len(word) + 2 <= cols)):
                    word = word + " " + after
                    i += 1
            while len(word) > cols:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cols])
                word = word[cols:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fit(text, cols):
    """``text`` cut to ``cols`` characters."""
    if len(text) > cols:
        return text[:cols]
    return text


def roomy(app):
    """Whether ``app``'s screen is roomy (``makeframe`` builds its frames)."""
    return theme.metrics(app.hw.WIDTH, app.hw.HEIGHT).roomy


def rect(colour, width, height, x=0, y=0):
    palette = displayio.Palette(1)
    palette[0] = colour
    return vectorio.Rectangle(pixel_shader=palette, width=width, height=height, x=x, y=y)


class Frame:
    """A full-screen text layout: a title line, ``rows`` body lines, a hint
    line at the bottom; one body line may be marked (``mark``). With
    ``see_through`` the body's unmarked lines show what lies under them."""

    def __init__(self, app, title="", hint="", see_through=False):
        self.app = app
        width = app.hw.WIDTH
        height = app.hw.HEIGHT
        self.cols = width // CHAR_W - 1
        self.rows = height // LINE_H - 2
        self.left = (width - self.cols * CHAR_W) // 2
        self.top = (height - (self.rows + 2) * LINE_H) // 2
        self.group = displayio.Group()  # over black: see play.Play
        self.paper = None if see_through else theme.BACKGROUND
        self.marked = None
        self._title = self._label(0, theme.TITLE, theme.BACKGROUND)
        self.lines = []
        for row in range(self.rows):
            self.lines.append(self._label(row + 1, theme.TEXT, self.paper))
        self._hint = self._label(self.rows + 1, theme.DIM, theme.BACKGROUND)
        self.set_title(title)
        self.set_hint(hint)

    def _label(self, row, colour, paper):
        label = Label(self.cols, colour, paper, x=self.left, y=self.top + row * LINE_H)
        self.group.append(label)
        return label

    def _set(self, label, text):
        # The label shows the first ``cols`` characters (and reports a cut:
        # text.on_cut).
        if label.text != text:
            label.text = text
            self.app.dirty = True

    def set_title(self, text):
        self._set(self._title, text)

    def set_hint(self, text):
        self._set(self._hint, text)

    def set_line(self, row, text):
        self._set(self.lines[row], text)

    def set_lines(self, texts, start=0):
        """Show ``texts[start:start + rows]`` in the body, blanking the rest."""
        for row in range(self.rows):
            i = start + row
            self.set_line(row, texts[i] if i < len(texts) else "")

    def mark(self, row):
        """Draw body line ``row`` on the highlight (None: no line)."""
        old = self.marked
        if old == row:
            return
        if old is not None:
            self.lines[old].set_colour(theme.TEXT, self.paper)
        if row is not None:
            self.lines[row].set_colour(theme.TEXT, theme.HIGHLIGHT)
        self.marked = row
        self.app.dirty = True

    def below(self, rows):
        """The y of body line ``rows``: just under the first ``rows``."""
        return self.top + (rows + 1) * LINE_H

    def title_with(self, title, right):
        """``title`` with ``right`` aligned to the right edge of the line."""
        room = self.cols - len(right) - 1
        return fit(title, room) + " " * (room - min(len(title), room) + 1) + right

"""Small d-pad driven widgets: a text frame, a menu/list, a letter picker, a
number picker, pages of lines, a paged text view and a message box.

Each widget follows the screen protocol (``group``, ``press(mask)``,
``update(now_ms)``), takes the app as its first argument and reports its
outcome through callbacks, so it can be shown on its own with
``app.show(widget)``. Any button is accepted at any time; buttons a widget
has no use for are ignored. Text is ``terminalio.FONT`` (6x12 cells) in one
``bitmap_label`` per line; a label's text is only set when it changes.
"""
import displayio
import terminalio
import vectorio
from adafruit_display_text import bitmap_label

from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

try:
    from carto_ui import theme
except ImportError:  # the theme module is optional for these widgets
    theme = None

CHAR_W = 6
LINE_H = 12


def _colour(name, default):
    return getattr(theme, name, default)


TEXT = _colour("TEXT", 0xF0E8D0)
BACKGROUND = _colour("BACKGROUND", 0x202028)
HIGHLIGHT = _colour("HIGHLIGHT", 0x5A4A20)
DIM = _colour("DIM", 0x9090A0)
TITLE = _colour("TITLE", 0xF0C040)

NAME_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -"


def first_button(mask):
    """The lowest button bit of ``mask`` (one button handled per press)."""
    return mask & -mask


def wrap(text, cols):
    """Split ``text`` into lines of at most ``cols`` characters, breaking at
    spaces where possible and at "\\n" always."""
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
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


def _rect(colour, width, height, x=0, y=0):
    palette = displayio.Palette(1)
    palette[0] = colour
    return vectorio.Rectangle(pixel_shader=palette, width=width, height=height, x=x, y=y)


class Frame:
    """A full-screen text layout: a title line, ``rows`` body lines, a hint
    line at the bottom and a highlight bar that marks one body line."""

    def __init__(self, app, title="", hint=""):
        self.app = app
        width = app.hw.WIDTH
        height = app.hw.HEIGHT
        self.cols = width // CHAR_W - 1
        self.rows = height // LINE_H - 2
        self.left = (width - self.cols * CHAR_W) // 2
        self.top = (height - (self.rows + 2) * LINE_H) // 2
        self.group = displayio.Group()
        self.group.append(_rect(BACKGROUND, width, height))
        self._bar = displayio.Group()
        self._bar.append(_rect(HIGHLIGHT, width, LINE_H))
        self._bar.hidden = True
        self.group.append(self._bar)
        self._title = self._label(0, TITLE)
        self.lines = []
        for row in range(self.rows):
            self.lines.append(self._label(row + 1, TEXT))
        self._hint = self._label(self.rows + 1, DIM)
        self.set_title(title)
        self.set_hint(hint)

    def _label(self, row, colour):
        label = bitmap_label.Label(
            terminalio.FONT,
            text="",
            color=colour,
            anchor_point=(0, 0),
            anchored_position=(self.left, self.top + row * LINE_H),
        )
        self.group.append(label)
        return label

    def _set(self, label, text):
        text = fit(text, self.cols)
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
        """Put the highlight bar on body line ``row`` (None hides it)."""
        if row is None:
            if not self._bar.hidden:
                self._bar.hidden = True
                self.app.dirty = True
            return
        y = self.top + (row + 1) * LINE_H
        if self._bar.hidden or self._bar.y != y:
            self._bar.y = y
            self._bar.hidden = False
            self.app.dirty = True

    def title_with(self, title, right):
        """``title`` with ``right`` aligned to the right edge of the line."""
        room = self.cols - len(right) - 1
        return fit(title, room) + " " * (room - min(len(title), room) + 1) + right


class Menu:
    """A scrolling list of strings. UP/DOWN move (wrapping), A or START call
    ``on_choose(index)``, B calls ``on_back()`` when given, LEFT/RIGHT call
    ``on_adjust(index, -1 or 1)`` when given (for rows holding a value; the
    owner then updates the row with ``set_item``)."""

    def __init__(self, app, title, items, on_choose, on_back=None, selected=0,
                 on_adjust=None, hint=None):
        self.app = app
        self.items = list(items)
        self.on_choose = on_choose
        self.on_back = on_back
        self.on_adjust = on_adjust
        if hint is None:
            hint = "A choose"
            if on_adjust is not None:
                hint = "<> change A choose"
            if on_back is not None:
                hint += " B back"
        self.frame = Frame(app, title, hint)
        self.group = self.frame.group
        self.selected = 0
        self.scroll = 0
        self.select(selected)

    def select(self, index):
        """Move the selection to ``index`` and scroll it into view."""
        self.selected = index % len(self.items)
        rows = self.frame.rows
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + rows:
            self.scroll = self.selected - rows + 1
        self._draw()

    def set_item(self, index, text):
        self.items[index] = text
        self._draw()

    def _draw(self):
        frame = self.frame
        for row in range(frame.rows):
            i = self.scroll + row
            text = ""
            if i < len(self.items):
                text = (">" if i == self.selected else " ") + self.items[i]
            frame.set_line(row, text)
        frame.mark(self.selected - self.scroll)

    def press(self, mask):
        button = first_button(mask)
        if button == UP:
            self.select(self.selected - 1)
        elif button == DOWN:
            self.select(self.selected + 1)
        elif button in (LEFT, RIGHT):
            if self.on_adjust is not None:
                self.on_adjust(self.selected, -1 if button == LEFT else 1)
        elif button in (A, START):
            self.on_choose(self.selected)
        elif button == B:
            if self.on_back is not None:
                self.on_back()

    def update(self, now_ms):
        pass


class Pages:
    """Pages of ready-made lines, ``pages`` a list of (title, lines). DOWN or
    RIGHT next page, UP or LEFT previous page, A next page (closes on the
    last page), B or START close: ``on_close()``. Lines are cut to the
    width, never wrapped, so columns stay aligned."""

    def __init__(self, app, pages, on_close, centre=False):
        self.app = app
        self.on_close = on_close
        self.frame = Frame(app)
        self.group = self.frame.group
        self.pages = []
        rows = self.frame.rows
        for title, lines in pages or (("", ()),):
            if centre and len(lines) < rows:
                lines = [""] * ((rows - len(lines)) // 2) + list(lines)
            self.pages.append((title, lines))
        self.page = 0
        self._draw()

    def _draw(self):
        frame = self.frame
        title, lines = self.pages[self.page]
        count = len(self.pages)
        if count > 1:
            title = frame.title_with(title, "%d/%d" % (self.page + 1, count))
        frame.set_title(title)
        frame.set_lines(lines)
        if self.page + 1 < count:
            frame.set_hint("A more  B close")
        else:
            frame.set_hint("A ok")

    def turn(self, step):
        page = min(max(self.page + step, 0), len(self.pages) - 1)
        if page != self.page:
            self.page = page
            self._draw()

    def press(self, mask):
        button = first_button(mask)
        if button in (UP, LEFT):
            self.turn(-1)
        elif button in (DOWN, RIGHT):
            self.turn(1)
        elif button == A:
            if self.page + 1 < len(self.pages):
                self.turn(1)
            else:
                self.on_close()
        elif button in (B, START):
            self.on_close()

    def update(self, now_ms):
        pass


class TextView(Pages):
    """Text wrapped to the screen width and paged (see ``Pages``)."""

    def __init__(self, app, title, text, on_close, centre=False):
        cols = app.hw.WIDTH // CHAR_W - 1
        rows = app.hw.HEIGHT // LINE_H - 2
        lines = wrap(text, cols)
        pages = []
        for start in range(0, len(lines), rows):
            pages.append((title, lines[start:start + rows]))
        super().__init__(app, pages, on_close, centre)


class MessageBox(TextView):
    """A short message, centred when it fits on one page; A, B or START
    close it (A pages forward first when it is long)."""

    def __init__(self, app, text, on_close, title=""):
        super().__init__(app, title, text, on_close, centre=True)


class LetterPicker:
    """Edit a short name. UP/DOWN change the letter at the cursor, LEFT/RIGHT
    move the cursor (RIGHT past the end adds a letter), SELECT deletes the
    letter at the cursor, A or START call ``on_done(name)``, B calls
    ``on_back()`` (when given) and leaves the name as it was."""

    def __init__(self, app, title, text, on_done, on_back=None, max_len=8):
        self.app = app
        self.original = text
        self.chars = bytearray(text[:max_len] or "A", "ascii")
        self.max_len = max_len
        self.on_done = on_done
        self.on_back = on_back
        self.cursor = len(self.chars) - 1
        hint = "^v letter <> move A ok"
        self.frame = Frame(app, title, hint)
        self.group = self.frame.group
        self.frame.set_line(self.frame.rows - 1, "SELECT deletes a letter")
        self._draw()

    def name(self):
        return bytes(self.chars).decode().strip()

    def _draw(self):
        frame = self.frame
        frame.set_line(1, "  " + bytes(self.chars).decode())
        frame.set_line(2, "  " + " " * self.cursor + "^")

    def _step(self, delta):
        i = NAME_LETTERS.find(chr(self.chars[self.cursor]))
        i = (i + delta) % len(NAME_LETTERS)
        self.chars[self.cursor] = ord(NAME_LETTERS[i])

    def press(self, mask):
        button = first_button(mask)
        if button == UP:
            self._step(1)
        elif button == DOWN:
            self._step(-1)
        elif button == LEFT:
            self.cursor = max(self.cursor - 1, 0)
        elif button == RIGHT:
            if self.cursor + 1 < len(self.chars):
                self.cursor += 1
            elif len(self.chars) < self.max_len:
                prev = chr(self.chars[self.cursor])
                self.chars.append(ord("a") if prev.isalpha() else ord("A"))
                self.cursor += 1
        elif button == SELECT:
            if len(self.chars) > 1:
                self.chars = self.chars[:self.cursor] + self.chars[self.cursor + 1:]
                self.cursor = min(self.cursor, len(self.chars) - 1)
        elif button in (A, START):
            self.on_done(self.name() or self.original)
            return
        elif button == B:
            if self.on_back is not None:
                self.on_back()
            return
        else:
            return
        self._draw()

    def update(self, now_ms):
        pass


class NumberPicker:
    """Enter a number of ``digits`` digits. UP/DOWN change the digit at the
    cursor, LEFT/RIGHT move the cursor, A or START call ``on_done(value)``,
    B calls ``on_back()`` (when given). ``note`` is shown under the number."""

    def __init__(self, app, title, value, digits, on_done, on_back=None, note=""):
        self.app = app
        self.digits = bytearray(digits)
        for i in range(digits):
            self.digits[digits - 1 - i] = value % 10
            value //= 10
        self.cursor = digits - 1
        self.on_done = on_done
        self.on_back = on_back
        self.frame = Frame(app, title, "^v digit <> move A ok")
        self.group = self.frame.group
        for row, line in enumerate(wrap(note, self.frame.cols)[: self.frame.rows - 4]):
            self.frame.set_line(row + 4, line)
        self._draw()

    def value(self):
        total = 0
        for d in self.digits:
            total = total * 10 + d
        return total

    def _draw(self):
        text = ""
        for d in self.digits:
            text += chr(48 + d)
        self.frame.set_line(1, "  " + text)
        self.frame.set_line(2, "  " + " " * self.cursor + "^")

    def press(self, mask):
        button = first_button(mask)
        if button in (UP, DOWN):
            step = 1 if button == UP else 9
            self.digits[self.cursor] = (self.digits[self.cursor] + step) % 10
        elif button == LEFT:
            self.cursor = max(self.cursor - 1, 0)
        elif button == RIGHT:
            self.cursor = min(self.cursor + 1, len(self.digits) - 1)
        elif button in (A, START):
            self.on_done(self.value())
            return
        elif button == B:
            if self.on_back is not None:
                self.on_back()
            return
        else:
            return
        self._draw()

    def update(self, now_ms):
        pass

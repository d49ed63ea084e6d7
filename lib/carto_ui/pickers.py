"""Pickers for a short name (``LetterPicker``, a keyboard grid) and a
number (``NumberPicker``), entered with the d-pad."""
from micropython import const

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.frame import CHAR_W, first_button, rect, wrap
from carto_ui.keynames import say
from carto_ui.lang import get
from carto_ui.makeframe import fits, make
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

# The keyboard, a row a line under the name: the capitals, two rows below
# them the small letters (a capital typed at a word's start moves the cursor
# onto its small letter), digits, the hyphen, the apostrophe and the space
# (shown "_"); then a last row, one "Done" key (where a full name moves the
# cursor: A alone always comes to an end). Bytes, not strings: a character
# taken from a string (indexed, iterated, chr) is interned for good, and
# names interned while the setup form's screens filled the heap left it too
# fragmented for the game's map.
KEYS = (b"ABCDEFGHIJKLM", b"NOPQRSTUVWXYZ", b"abcdefghijklm", b"nopqrstuvwxyz", b"0123456789-' ")
KEY_COLS = const(13)
SMALL = const(2)  # rows from a capital down to its small letter
DONE_ROW = const(5)  # len(KEYS)
GRID_ROW = const(1)  # the body line of the keyboard's first row
SPACE = const(32)  # shown "_"
HYPHEN = const(45)  # after it, or a space, the next letter starts a word


class LetterPicker:
    """Type a short name on a keyboard grid: the d-pad moves over the keys
    (wrapping), A types the key's character after the name, SELECT deletes
    the last one, START or A on "Done" call ``on_done(name)`` (the name
    given when none was typed), B calls ``on_back()`` (when given) and
    leaves the name as it was. ``fresh``: ``text`` is a placeholder (a
    default name), not shown for editing: typing starts a new name."""

    def __init__(self, app, title, text, on_done, on_back=None, max_len=8, fresh=False):
        self.app = app
        self.original = text
        self.max_len = max_len
        self.chars = bytearray("" if fresh else text[:max_len], "ascii")
        self.on_done = on_done
        self.on_back = on_back
        self.key_row = 0 if self._word_start() else SMALL
        self.key_col = 0
        note = say(app.hw, get(S.SELECT_DELETES))
        # A big body where a key a column and the note fit it; two columns
        # a key where they fit, else one (the cursor's box stands out either way).
        frame = make(app, title, say(app.hw, get(S.LETTER_HINT)),
                     fits(app, ("M" * KEY_COLS, note)), see_through=True)
        self.frame = frame
        self.group = frame.group
        self.scale = getattr(frame, "scale", 1)  # a big body's (bigframe.BigFrame)
        self.gap = 2 if frame.cols >= 2 * KEY_COLS - 1 else 1
        self.indent = (frame.cols - (KEY_COLS - 1) * self.gap - 1) // 2
        cell = CHAR_W * self.scale
        self.x0 = (app.hw.WIDTH - frame.cols * cell) // 2 + self.indent * cell
        # The cursor: a highlight box behind the key's character, just over
        # the background (the frame's text is drawn over it).
        self.box = rect(theme.HIGHLIGHT, cell, frame.below(1) - frame.below(0))
        frame.group.insert(0, self.box)
        line = bytearray(b" " * (self.indent + (KEY_COLS - 1) * self.gap + 1))
        for r in range(DONE_ROW):
            keys = KEYS[r]
            for c in range(KEY_COLS):
                line[self.indent + c * self.gap] = 95 if keys[c] == SPACE else keys[c]  # "_"
            frame.set_line(GRID_ROW + r, bytes(line).decode())
        self.done = get(S.DONE)
        frame.set_line(GRID_ROW + DONE_ROW, " " * self.indent + self.done)
        lines = wrap(note, frame.cols)
        for i in range(min(len(lines), frame.rows - GRID_ROW - DONE_ROW - 1)):
            frame.set_line(GRID_ROW + DONE_ROW + 1 + i, lines[i])
        self._draw()

    def name(self):
        return bytes(self.chars).decode().strip()

    def _word_start(self):
        return not self.chars or self.chars[-1] == SPACE or self.chars[-1] == HYPHEN

    def _draw(self):
        text = bytes(self.chars).decode()
        if len(self.chars) < self.max_len:
            text += "_"
        self.frame.set_line(0, " " * self.indent + text)
        cell = CHAR_W * self.scale
        x = self.x0
        width = len(self.done) * cell
        if self.key_row < DONE_ROW:
            x += self.key_col * self.gap * cell
            width = cell
        y = self.frame.below(GRID_ROW + self.key_row)
        box = self.box
        if box.x != x or box.y != y or box.width != width:
            box.x = x
            box.y = y
            box.width = width
            self.app.dirty = True

    def _type(self):
        if self.key_row == DONE_ROW:
            self.on_done(self.name() or self.original)
            return True
        if len(self.chars) >= self.max_len:  # full: A goes on to Done
            self.key_row = DONE_ROW
            return False
        capital = self.key_row < SMALL and self._word_start()
        self.chars.append(KEYS[self.key_row][self.key_col])
        if len(self.chars) >= self.max_len:
            self.key_row = DONE_ROW
        elif capital:
            self.key_row += SMALL
        return False

    def press(self, mask):
        button = first_button(mask)
        if button == UP:
            self.key_row = (self.key_row - 1) % (DONE_ROW + 1)
        elif button == DOWN:
            self.key_row = (self.key_row + 1) % (DONE_ROW + 1)
        elif button == LEFT or button == RIGHT:
            if self.key_row == DONE_ROW:
                return
            delta = 1 if button == RIGHT else -1
            self.key_col = (self.key_col + delta) % KEY_COLS
        elif button == A:
            if self._type():
                return
        elif button == SELECT:
            if self.chars:
                self.chars = self.chars[:-1]
        elif button == START:
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
        self.frame = make(app, title, get(S.DIGIT_HINT))
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

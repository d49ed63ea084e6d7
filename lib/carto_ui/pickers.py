"""Pickers for a short name (``LetterPicker``) and a number
(``NumberPicker``), entered with the d-pad."""
from micropython import const

from carto_ui.frame import first_button, wrap
from carto_ui.keynames import say
from carto_ui.lang import get
from carto_ui.makeframe import make
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

_S_LETTER_HINT = const(216)
_S_SELECT_DELETES = const(217)
_S_DIGIT_HINT = const(218)

NAME_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -"


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
        self.frame = make(app, title, get(_S_LETTER_HINT))
        self.group = self.frame.group
        self.frame.set_line(self.frame.rows - 1, say(app.hw, get(_S_SELECT_DELETES)))
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
        self.frame = make(app, title, get(_S_DIGIT_HINT))
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

"""Entering a challenge code with the d-pad (``CodePicker``)."""
# Loaded only while a code is typed (the setup form's "Enter a code");
# carto_ui.unload forgets it, and engine.challenge, when a game comes.
from micropython import const

from carto_ui import strings as S
from carto_ui.frame import first_button, wrap
from carto_ui.keynames import say
from carto_ui.lang import get
from carto_ui.makeframe import make
from engine import challenge
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

# The longest code: 6 players, chosen edicts and a long seed
# (engine.challenge).
MAX_CHARS = const(17)
NOTE_ROW = const(3)  # the body line of the note, or of the sentence refusing a code


def refusal(error):
    """The player's language's sentence for ``error``, a ValueError of
    ``engine.challenge.decode``."""
    if str(error) == challenge.OTHER_VERSION:
        return get(S.CODE_OTHER_VERSION)
    return get(S.CODE_MISTYPED)


class CodePicker:
    """Type a challenge code: UP/DOWN step the character at the cursor
    through Crockford's alphabet, LEFT/RIGHT move the cursor (RIGHT past
    the last character adds one, up to the longest code), SELECT deletes
    the last character, A or START check the code: ``on_done(fields)``
    (``engine.challenge.decode``'s) for a code of this version, else the
    sentence saying why is shown and nothing else changes. B calls
    ``on_back()``. ``code`` is the code shown first."""

    def __init__(self, app, code, on_done, on_back):
        self.app = app
        self.on_done = on_done
        self.on_back = on_back
        self.chars = bytearray()
        for ch in code:
            if ch != "-":
                self.chars.append(challenge.ALPHABET.find(ch))
        self.cursor = len(self.chars) - 1
        self.frame = make(app, get(S.CODE_TITLE), get(S.CODE_HINT))
        self.group = self.frame.group
        self.refused = False  # the note says why the code was refused
        self.note(say(app.hw, get(S.CODE_NOTE)))
        self._draw()

    def text(self):
        """The code typed, dashed as ``engine.challenge.encode`` writes it."""
        out = ""
        for i in range(len(self.chars)):
            if i and i % challenge.GROUP == 0:
                out += "-"
            out += challenge.ALPHABET[self.chars[i]]
        return out

    def note(self, text):
        """Show ``text`` under the code, wrapped, in place of the last one."""
        frame = self.frame
        lines = wrap(text, frame.cols)
        for row in range(NOTE_ROW, frame.rows):
            i = row - NOTE_ROW
            frame.set_line(row, lines[i] if i < len(lines) else "")

    def _draw(self):
        at = self.cursor + self.cursor // challenge.GROUP  # the dashes before it
        self.frame.set_line(0, "  " + self.text())
        self.frame.set_line(1, "  " + " " * at + "^")

    def press(self, mask):
        button = first_button(mask)
        chars = self.chars
        if button == UP or button == DOWN:
            step = 1 if button == UP else 31
            chars[self.cursor] = (chars[self.cursor] + step) % 32
        elif button == LEFT:
            self.cursor = max(self.cursor - 1, 0)
        elif button == RIGHT:
            if self.cursor + 1 < len(chars):
                self.cursor += 1
            elif len(chars) < MAX_CHARS:
                chars.append(0)
                self.cursor += 1
        elif button == SELECT:
            if len(chars) > 1:
                self.chars = chars[:-1]
                self.cursor = min(self.cursor, len(self.chars) - 1)
        elif button == A or button == START:
            try:
                fields = challenge.decode(self.text())
            except ValueError as error:
                self.note(refusal(error))
                self.refused = True
                return
            self.on_done(fields)
            return
        elif button == B:
            self.on_back()
            return
        else:
            return
        if self.refused:  # an edited code: the note again
            self.refused = False
            self.note(say(self.app.hw, get(S.CODE_NOTE)))
        self._draw()

    def update(self, now_ms):
        pass

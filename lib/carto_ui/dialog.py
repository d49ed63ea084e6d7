"""``Dialog``: a question in a framed box over the screen it is asked from."""
# The box is adafruit_display_shapes' ``Rect`` (filled, outlined), loaded
# only with this module, which only the title's extras load (Settings' three
# resets, the title's "Discard the saved game?"): off the map the heap has
# room for it (docs/memory.md, "Loading late"). In a game the questions stay
# full-screen menus (``menus.Menu``): there the module and its names would
# land in the runs with the least room.
import displayio
from adafruit_display_shapes.rect import Rect

from carto_ui import theme
from carto_ui.frame import CHAR_W, LINE_H, first_button, rect, roomy, wrap
from carto_ui.text import Label, Lines
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B

MARGIN = 8  # px from the screen's sides to the box
PAD = 6  # px inside the box's outline, around the text
MOST_LINES = 4  # the question's lines at the most in big text


class Dialog:
    """``question`` in a box drawn over the screen on display, with
    ``answers`` under it. UP/DOWN (or LEFT/RIGHT) move between the answers,
    A or START call ``on_choose(index)``, B calls ``on_back()``; the box is
    taken away first. On a roomy screen the text is twice as large when the
    question and every answer fit."""

    def __init__(self, app, question, answers, on_choose, *, on_back, selected=0):
        self.app = app
        self.question = question
        self.answers = tuple(answers)
        self.on_choose = on_choose
        self.on_back = on_back
        self.under = app.screen.group
        width = app.hw.WIDTH
        height = app.hw.HEIGHT
        scale = 2
        lines = None
        if roomy(app):
            lines = self._big_lines(width)
        if lines is None:
            scale = 1
            lines = wrap(question, self._cols(width, 1))
        cols = self._cols(width, scale)
        rows = len(lines) + 1 + len(self.answers)
        box_w = width - 2 * MARGIN
        box_h = rows * LINE_H * scale + 2 * PAD
        x = MARGIN
        y = (height - box_h) // 2
        self.box = displayio.Group()
        # The frame is drawn at the text's scale: a Rect's bitmap is one
        # block of a bit a pixel, at scale 2 a quarter of the box's pixels,
        # where the heap under the title's extras has few big holes.
        frame = displayio.Group(x=x, y=y, scale=scale)
        frame.append(Rect(0, 0, box_w // scale, box_h // scale, fill=theme.BACKGROUND,
                          outline=theme.TITLE))
        self.box.append(frame)
        left = x + (box_w - cols * CHAR_W * scale) // 2
        # The bar is drawn at the screen's scale: a vectorio shape in a
        # scaled Group is not scaled on every displayio (Blinka's is not).
        self.bar = rect(theme.HIGHLIGHT, cols * CHAR_W * scale, LINE_H * scale, x=left)
        self.box.append(self.bar)
        body = displayio.Group(x=left, y=y + PAD, scale=scale)
        self.body_y = y + PAD
        self.scale = scale
        asked = Lines(cols, len(lines), theme.TITLE, pitch=LINE_H)
        asked.text = "\n".join(lines)
        body.append(asked)
        self.top = (len(lines) + 1) * LINE_H
        self.labels = []
        for i in range(len(self.answers)):
            label = Label(cols, theme.TEXT, y=self.top + i * LINE_H)
            body.append(label)
            self.labels.append(label)
        self.box.append(body)
        self.under.append(self.box)
        self.shown = True
        self.group = self.under
        self.selected = 0
        self.select(selected)

    def _cols(self, width, scale):
        return (width - 2 * MARGIN - 2 * PAD) // (CHAR_W * scale)

    def _big_lines(self, width):
        """The question's lines at scale 2, or None when it or an answer
        does not fit there."""
        cols = self._cols(width, 2)
        for answer in self.answers:
            if len(answer) + 1 > cols:
                return None
        lines = wrap(self.question, cols)
        if len(lines) > MOST_LINES:
            return None
        return lines

    def select(self, index):
        """Move the selection to answer ``index`` (wrapping)."""
        self.selected = index % len(self.answers)
        for i in range(len(self.answers)):
            self.labels[i].text = (">" if i == self.selected else " ") + self.answers[i]
        self.bar.y = self.body_y + (self.top + self.selected * LINE_H) * self.scale
        self.app.dirty = True

    def close(self):
        """Take the box away from the screen under it and let go of it: the
        next question is built while this one is still the app's screen
        (Settings asks twice), and two boxes' bitmaps held at once need a
        second big block of a heap the title's extras have fragmented."""
        if self.shown:
            self.shown = False
            self.under.remove(self.box)
            self.box = None
            self.bar = None
            self.labels = None
            self.app.dirty = True

    def press(self, mask):
        button = first_button(mask)
        if button in (UP, LEFT):
            self.select(self.selected - 1)
        elif button in (DOWN, RIGHT):
            self.select(self.selected + 1)
        elif button in (A, START):
            self.close()
            self.on_choose(self.selected)
        elif button == B:
            self.close()
            self.on_back()

    def update(self, now_ms):
        pass

"""Pages of lines (``Pages``), paged wrapped text (``TextView``) and a
message box (``MessageBox``)."""
from micropython import const

from carto_ui.frame import CHAR_W, LINE_H, Frame, first_button, wrap
from carto_ui.lang import get
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B

_S_A_MORE_B_CLOSE = const(57)
_S_A_OK = const(58)


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
            frame.set_hint(get(_S_A_MORE_B_CLOSE))
        else:
            frame.set_hint(get(_S_A_OK))

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

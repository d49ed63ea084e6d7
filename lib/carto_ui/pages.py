"""Pages of lines (``Pages``), text cut into pages (``paged``), paged
wrapped text (``TextView``) and a message box (``MessageBox``)."""
from micropython import const

from carto_ui import strings as S
from carto_ui.frame import CHAR_W, LINE_H, Frame, first_button, roomy, wrap
from carto_ui.lang import get
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B

_TALLY_MS = const(200)


class Pages:
    """Pages of ready-made lines, ``pages`` a list of (title, lines). DOWN or
    RIGHT next page, UP or LEFT previous page, A next page (closes on the
    last page), B or START close: ``on_close()``. Lines are cut to the
    width, never wrapped, so columns stay aligned. With ``tally``, the first
    page shows that many lines at once and the rest one every ``_TALLY_MS``
    (a score tallied line by line); a press during the tally only shows them
    all, so no line is skipped unseen (a quick A would have turned past a
    solo game's rating), and the next press does what it does. On a roomy
    screen the pages are drawn at scale 2 when every page fits, or with
    ``each`` (not ``centre``) each page at scale 2 when it fits."""

    bigs = None  # which pages are drawn at scale 2, when they differ (roomy)

    def __init__(self, app, pages, on_close, centre=False, tally=-1, each=False):
        self.app = app
        self.on_close = on_close
        pages = pages or (("", ()),)
        if roomy(app):
            from carto_ui.bigframe import for_pages

            self.frame, self.bigs = for_pages(app, pages, centre, each)
        else:
            self.frame = Frame(app)
        self.group = self.frame.group
        self.pages = []
        rows = self.frame.rows
        for title, lines in pages:
            if centre and len(lines) < rows:
                lines = [""] * ((rows - len(lines)) // 2) + list(lines)
            self.pages.append((title, lines))
        self.page = 0
        self.tallied = min(len(self.pages[0][1]), rows)  # first-page lines shown
        self.tally_at = -1  # when the last line was shown, -1: not yet
        if tally >= 0:
            self.tallied = min(tally, self.tallied)
        self._draw()

    def _draw(self):
        frame = self.frame
        if self.bigs is not None:
            frame.set_big(self.bigs[self.page])
        title, lines = self.pages[self.page]
        count = len(self.pages)
        if count > 1:
            title = frame.title_with(title, "%d/%d" % (self.page + 1, count))
        frame.set_title(title)
        if self.page == 0:
            for row in range(frame.rows):
                frame.set_line(row, lines[row] if row < self.tallied else "")
        else:
            frame.set_lines(lines)
        if self.page + 1 < count:
            frame.set_hint(get(S.A_MORE_B_CLOSE))
        else:
            frame.set_hint(get(S.A_OK))

    def turn(self, step):
        page = min(max(self.page + step, 0), len(self.pages) - 1)
        if page != self.page:
            self.page = page
            self._draw()

    def tally_all(self):
        """Show the first page's lines still being tallied; False when
        there were none."""
        full = min(len(self.pages[0][1]), self.frame.rows)
        if self.tallied < full:
            self.tallied = full
            if self.page == 0:
                self._draw()
            return True
        return False

    def press(self, mask):
        if self.tally_all():
            return
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
        if self.page or self.tallied >= min(len(self.pages[0][1]), self.frame.rows):
            return
        if self.tally_at < 0:
            self.tally_at = now_ms
        elif now_ms - self.tally_at >= _TALLY_MS:
            self.tally_at = now_ms
            self.frame.set_line(self.tallied, self.pages[0][1][self.tallied])
            self.tallied += 1


def paged(title, text, cols, rows):
    """``text`` as (title, lines) pages of at most ``rows`` lines wrapped to
    ``cols``. Each line of ``text`` is a paragraph: one that fits on a page
    is never split (it starts a new page when the rest of this one is too
    short), a longer one fills pages in turn; a heading (a one-line
    paragraph after a blank line, another paragraph right after it) never
    ends a page; no page starts or ends with a blank line."""
    pages = []
    page = []
    paras = text.split("\n")
    last = len(paras) - 1
    for i in range(last + 1):
        lines = wrap(paras[i], cols)
        n = len(lines)
        if page and (n <= rows < len(page) + n
                     or n == 1 and len(page) + 1 == rows and not paras[i - 1] and i < last
                     and paras[i + 1]):
            _close(pages, title, page)
            page = []
        for line in lines:
            if len(page) == rows:
                _close(pages, title, page)
                page = []
            if page or line:
                page.append(line)
    if page or not pages:
        _close(pages, title, page)
    return pages


def _close(pages, title, page):
    while page and not page[-1]:
        page.pop()
    pages.append((title, page))


class TextView(Pages):
    """Text wrapped to the screen width and paged (see ``Pages``)."""

    def __init__(self, app, title, text, on_close, centre=False):
        cols = app.hw.WIDTH // CHAR_W - 1
        rows = app.hw.HEIGHT // LINE_H - 2
        lines = None
        if roomy(app):
            # Wrapped for a big body when it fits on one page, else a small
            # one. A text longer than a big page is not wrapped for one: two
            # lists of a rules text's lines alive at once raised the peak.
            from carto_ui.makeframe import fits, size

            cols, rows = size(app, True)
            if len(text) <= cols * rows:
                lines = wrap(text, cols)
                if len(lines) > rows or not fits(app, lines):
                    lines = None
            if lines is None:
                cols, rows = size(app)
        if lines is not None:
            pages = [(title, lines)]
        else:
            pages = paged(title, text, cols, rows)
        super().__init__(app, pages, on_close, centre)


class MessageBox(TextView):
    """A short message, centred when it fits on one page; A, B or START
    close it (A pages forward first when it is long)."""

    def __init__(self, app, text, on_close, title=""):
        super().__init__(app, title, text, on_close, centre=True)

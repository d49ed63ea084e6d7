"""How to play: topics read one at a time from a text file, and the learn menu."""
# The texts live in ``howto.txt`` (and the guided game's notes in
# ``guide.txt``) beside this module, in another language ``howto_<code>.txt``
# (``lang.file``): ``@`` lines are titles, ``#`` lines
# comments, the lines between a title and the next are its paragraphs. Only
# the titles and the one topic on screen are read into the heap; the file is
# read again when another topic is opened. START and SELECT in a text are
# shown in the board's own words (``keynames.say``).
from carto_ui import strings as S
from carto_ui.frame import CHAR_W, LINE_H, roomy
from carto_ui.keynames import say
from carto_ui.lang import file, get
from carto_ui.pages import Pages, paged

HOWTO = "howto.txt"
GUIDE = "guide.txt"


def titles(name):
    """The ``@`` titles of file ``name``, in order."""
    return _scan(name, None)


def topic(name, title):
    """The text under ``@title`` in file ``name`` (paragraphs joined by
    newlines), or None when there is no such topic."""
    found = _scan(name, title)
    if found is None:
        return None
    return "\n".join(found)


def _scan(name, title):
    """The titles of file ``name`` (``title`` None), else the lines of
    topic ``title`` (None when there is none). Comment lines are skipped,
    every line is stripped."""
    # Read 256 bytes at a time: a text file's readline reads a byte at a
    # time (a stream's unbuffered readline); the whole file in one read
    # would be a block of kilobytes. The title's How to play press reads
    # every title, and it must stay within its instruction budget.
    out = [] if title is None else None
    with open(file(name), "rb") as f:
        rest = b""
        while True:
            block = f.read(256)
            if not block:
                if not rest:
                    return out
                block = rest + b"\n"  # the last line, without its newline
            elif rest:
                block = rest + block
            rest = b""
            at = 0
            while True:
                end = block.find(b"\n", at)
                if end < 0:
                    rest = block[at:]
                    break
                # Only the lines wanted are decoded (an "@" title starts
                # its line): a str per line is garbage, and more garbage
                # collections slow that press.
                head = block[at] == 64  # "@"
                if head or out is not None and title is not None:
                    line = str(block[at + head:end], "utf-8").strip()
                    if title is None:
                        out.append(line)
                    elif out is not None:
                        if head:
                            return out
                        if line and line[0] != "#":
                            out.append(line)
                    elif line == title:
                        out = []
                at = end + 1


def pages(app, title, text):
    """(title, lines) pages of ``text`` wrapped to the screen, a blank line
    between its paragraphs (``carto_ui.pages.paged``)."""
    cols = app.hw.WIDTH // CHAR_W - 1
    rows = app.hw.HEIGHT // LINE_H - 2
    if roomy(app):
        from carto_ui.makeframe import size

        cols, rows = size(app)
    return paged(title, text.replace("\n", "\n\n"), cols, rows)


def view(app, title, text, on_close):
    """``text`` as paged help (``Pages``: A next page, B close)."""
    return Pages(app, pages(app, title, say(app.hw, text)), on_close)


class Learn:
    """The How to play menu: one row per topic, each opening paged text.
    ``on_guided`` (from the title screen) adds "Guided first game" first;
    B calls ``on_back()``. ``ahead``: names of the modules the guided game
    is built with, imported while the menu is read, one a frame."""

    def __init__(self, app, on_back, on_guided=None, selected=0, ahead=None):
        self.app = app
        self.on_back = on_back
        self.on_guided = on_guided
        self.ahead = ahead
        self.topics = titles(HOWTO)
        items = list(self.topics)
        if on_guided is not None:
            items.insert(0, get(S.GUIDED_GAME))
        # Imported here, not at the top: a guided game's notes use this
        # module's pages without the menu, and the press that commits a move
        # and shows a note must stay within its instruction budget.
        from carto_ui.menus import Menu

        self.menu = Menu(app, get(S.HOW_TO_PLAY), items, self._choose, on_back=on_back,
                         selected=selected)
        self.group = self.menu.group

    def _choose(self, index):
        row = index
        if self.on_guided is not None:
            if index == 0:
                self.on_guided()
                return
            index -= 1
        title = self.topics[index]
        self.app.show(view(self.app, title, topic(HOWTO, title), lambda: self._back_to(row)))

    def _back_to(self, row):
        self.menu.select(row)
        self.app.show(self)

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        # CircuitPython collects the heap after each import: imported on
        # the press that starts the guided game, they take it over its
        # instruction budget.
        ahead = self.ahead
        if ahead:
            __import__(ahead.pop())

"""``Menu``: a scrolling list of strings chosen with the d-pad."""
# A list longer than the screen's rows shows where the selection is ("3/11")
# at the right of its title, as ``pages.Pages`` shows its page: the rows out
# of sight are otherwise never hinted at.
from carto_ui import strings as S
from carto_ui.frame import Frame, first_button, roomy
from carto_ui.lang import get
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B


class Menu:
    """A scrolling list of strings. UP/DOWN move (wrapping), A or START call
    ``on_choose(index)``, B calls ``on_back()`` when given, LEFT/RIGHT call
    ``on_adjust(index, -1 or 1)`` when given (for rows holding a value; the
    owner then updates the row with ``set_item``). A list that scrolls
    shows "selected/count" at the right of its title. On a roomy screen
    the menu is twice as large when every text of ``widest`` (default: the
    items) fits a big line: an owner whose rows change (``set_item``)
    passes every text they may take."""

    def __init__(self, app, title, items, on_choose, on_back=None, selected=0,
                 on_adjust=None, hint=None, widest=None):
        self.app = app
        self.items = list(items)
        self.on_choose = on_choose
        self.on_back = on_back
        self.on_adjust = on_adjust
        if hint is None:
            hint = get(S.A_CHOOSE)
            if on_adjust is not None:
                hint = get(S.ADJUST_CHOOSE)
            if on_back is not None:
                hint += get(S.B_BACK)
        if roomy(app):
            # (Small screens never load makeframe: at the turn menu over the
            # map it cost the PyBadge heap's peak.)
            from carto_ui.makeframe import fits, make

            big = fits(app, widest or self.items, 1)
            self.frame = make(app, title, hint, big, len(self.items))
        else:
            self.frame = Frame(app, title, hint)
        self.group = self.frame.group
        self.title = title
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
        count = len(self.items)
        if count > frame.rows:
            frame.set_title(frame.title_with(self.title, "%d/%d" % (self.selected + 1, count)))

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

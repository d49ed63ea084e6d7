"""Pages with a table of text cells laid out by adafruit_displayio_layout's GridLayout."""
# Loaded only by the Records screen and forgotten with it (carto_ui.unload):
# in a game (season scores, standings, the final ranking) GridLayout does
# not fit the PyBadge's 120 KiB (docs/memory.md, "Loading late"). The grid has one
# column per character cell of the frame, so a column ``w`` characters wide
# spans ``w`` grid columns and columns line up as they did in plain text;
# the header row is underlined by the layout's divider line. Numbers are
# right-aligned by the caller's formatting (a cell's text is left-aligned:
# the layout reads a TileGrid's ``width`` in tiles, not pixels).
import displayio
from adafruit_displayio_layout.layouts.grid_layout import GridLayout

from carto_ui import theme
from carto_ui.frame import CHAR_W, LINE_H
from carto_ui.pages import Pages
from carto_ui.text import Label


def grid(frame, widths, rows, first=0):
    """A GridLayout (in a Group placed and scaled as the body) over body
    lines ``first``.. of ``frame``: ``rows`` of cell texts, ``widths`` their
    columns' widths in characters (cut to the frame's width); the first row
    is the header, drawn in the title colour with a line under it."""
    cols = frame.cols
    # A roomy screen's frame (carto_ui.bigframe) may draw its body at scale
    # 2: the table is scaled with it, its columns on the body's characters.
    scale = getattr(frame, "scale", 1)
    grid = GridLayout(x=0, y=0, width=cols * CHAR_W, height=len(rows) * LINE_H,
                      grid_size=(cols, len(rows)), h_divider_line_rows=(1,),
                      divider_line_color=theme.DIM)
    grid.cell_padding = 0  # text on the character grid; the line is drawn in the gap
    for y in range(len(rows)):
        colour = theme.TITLE if y == 0 else theme.TEXT
        x = 0
        for i in range(len(widths)):
            width = min(widths[i], cols - x)
            if width <= 0:
                break
            label = Label(width, colour)
            label.text = rows[y][i]
            grid.add_content(label, (x, y), (width, 1), layout_cells=False)
            x += width
    grid.layout_cells()
    placed = displayio.Group(scale=scale, x=(frame.app.hw.WIDTH - cols * CHAR_W * scale) // 2,
                             y=frame.below(first))
    placed.append(grid)
    return placed


class TablePages(Pages):
    """``carto_ui.pages.Pages`` whose pages may be (title, lines, (widths,
    rows)): the table (``grid``) above the lines."""

    def __init__(self, app, pages, on_close):
        self.tables = []
        plain = []
        for page in pages:
            table = page[2] if len(page) > 2 else None
            self.tables.append(table)
            blank = [""] * len(table[1]) if table else []
            plain.append((page[0], blank + list(page[1])))
        self.grid = None  # the table shown, if any
        super().__init__(app, plain, on_close)
        self.show_table()

    def turn(self, step):
        page = self.page
        super().turn(step)
        if self.page != page:
            self.show_table()

    def show_table(self):
        if self.grid is not None:
            self.group.remove(self.grid)
            self.grid = None
        table = self.tables[self.page]
        if table is not None:
            self.grid = grid(self.frame, table[0], table[1])
            self.group.append(self.grid)
            self.app.dirty = True

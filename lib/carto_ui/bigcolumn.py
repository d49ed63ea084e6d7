"""The maps viewer's column and the line under its map on roomy screens, at scale 2."""
# Loaded by ``viewmaps`` on roomy screens only (240x240, 320x240): the
# PyBadge keeps none of this code. Text is drawn at scale 2 by a displayio
# Group's scale (the same glyph sheet, no new bitmap). The column's ten
# lines at scale 2 take the screen's whole height (24 px each) beside the
# map, so the line under the map stays as wide as the map: two lines at
# scale 2 when its text fits them, else up to four at scale 1. The column's
# lines are opaque on the background's colour: displayio stops at them
# instead of drawing the background's box under each of their pixels too.
# The line under the map is not: at scale 2 its labels reach over the
# column's last rows, which show through them.
import displayio

from carto_ui import theme
from carto_ui.frame import CHAR_W, LINE_H, wrap
from carto_ui.text import Label, Lines

COLUMN_ROWS = 10  # name (two lines), edicts A-D, coins, monsters, total, which map
UNDER_BIG = 2  # lines under the map at scale 2
UNDER_SMALL = 4  # at scale 1


def build(view):
    """Make ``view``'s (``viewmaps.MapsView``) column labels at scale 2 and
    its line under the map; sets ``view.cols``, the column's width."""
    m = view.metrics
    x = m.panel_x + 1
    cols = (m.width - x) // (2 * CHAR_W)
    view.cols = cols
    column = displayio.Group(scale=2, x=x, y=(m.height - COLUMN_ROWS * 2 * LINE_H) // 2)
    labels = []
    for row in range(COLUMN_ROWS):
        colour = theme.TITLE if row < 2 else theme.DIM if row == COLUMN_ROWS - 1 else theme.TEXT
        label = Label(cols, colour, theme.BACKGROUND, y=row * LINE_H)
        column.append(label)
        labels.append(label)
    view.group.append(column)
    view.name, view.name2 = labels[0], labels[1]
    view.edicts = labels[2:6]
    view.coins, view.monsters, view.total, view.which = labels[6:]
    view.line = Lines((m.map_size - 2) // CHAR_W, UNDER_SMALL, theme.DIM, x=2,
                      y=m.map_size + 2, pitch=LINE_H)
    view.group.append(view.line)


def say(view, text):
    """Show ``text`` under ``view``'s map: at scale 2 when it fits two lines
    as wide as the map, else at scale 1."""
    m = view.metrics
    lines = wrap(text, (m.map_size - 2) // (2 * CHAR_W))
    scale = 2
    if len(lines) > UNDER_BIG:
        lines = wrap(text, (m.map_size - 2) // CHAR_W)
        scale = 1
    if view.line.scale != scale:
        view.line.scale = scale
    view.line.text = "\n".join(lines)

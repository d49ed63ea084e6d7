"""The frame a d-pad screen is built on, chosen by the screen's size, and its body's size."""
# Apart from ``frame`` (whose ``wrap`` the map keeps loaded), so that the map
# does not keep these (unload forgets this module with the menus and pages).
# On small screens only the pickers and the season pages, off the map, load
# it; menus, pages and the handoff build ``frame.Frame`` there
# themselves (``frame.roomy``).
from carto_ui import theme
from carto_ui.frame import CHAR_W, LINE_H, Frame


def size(app, big=False):
    """(cols, rows) of the body of the frame ``make(app, big=big)`` builds."""
    width = app.hw.WIDTH
    height = app.hw.HEIGHT
    if not theme.metrics(width, height).roomy:
        return width // CHAR_W - 1, height // LINE_H - 2
    from carto_ui.bigframe import body_size

    return body_size(width, height, 2 if big else 1)


def big_cols(app):
    """Columns of a big body; 0 on a small screen, which has none."""
    if not theme.metrics(app.hw.WIDTH, app.hw.HEIGHT).roomy:
        return 0
    return size(app, True)[0]


def fits(app, lines, extra=0):
    """Whether every line of ``lines``, ``extra`` characters longer, fits a
    big body (never on a small screen)."""
    cols = big_cols(app) - extra
    for line in lines:
        if len(line) > cols:
            return False
    return cols > 0


def make(app, title="", hint="", big=False, most=0, see_through=False):
    """A ``frame.Frame``, or on a roomy screen a ``bigframe.BigFrame`` (its
    body twice as large with ``big``, at most ``most`` lines with it); its
    body's lines see-through with ``see_through``."""
    if theme.metrics(app.hw.WIDTH, app.hw.HEIGHT).roomy:
        from carto_ui.bigframe import BigFrame

        return BigFrame(app, title, hint, big, most, see_through=see_through)
    return Frame(app, title, hint, see_through)

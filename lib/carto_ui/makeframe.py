"""The frame a d-pad screen is built on, chosen by the screen's size."""
from carto_ui import theme
from carto_ui.frame import Frame


def make(app, title="", hint="", big=False):
    """A ``frame.Frame``, or on a roomy screen a ``bigframe.BigFrame`` (its
    body twice as large with ``big``)."""
    if theme.metrics(app.hw.WIDTH, app.hw.HEIGHT).roomy:
        from carto_ui.bigframe import BigFrame

        return BigFrame(app, title, hint, big)
    return Frame(app, title, hint)

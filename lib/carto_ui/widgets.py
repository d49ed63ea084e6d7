"""Small d-pad driven widgets: a text frame, a menu/list, a letter picker,
a number picker, pages of lines, a paged text view and a message box."""
# Each widget follows the screen protocol (``group``, ``press(mask)``,
# ``update(now_ms)``), takes the app as its first argument and reports its
# outcome through callbacks, so it can be shown on its own with
# ``app.show(widget)``. Any button is accepted at any time; buttons a widget
# has no use for are ignored. Text is ``terminalio.FONT`` (6x12 cells) in one
# ``text.Label`` per line; a label's text is only set when it changes.
#
# The widgets live in small modules (``frame``, ``menus``, ``pages``,
# ``pickers``) so a screen compiles only what it uses; this module gathers
# them under one name.
from carto_ui.frame import (  # noqa: F401 (re-exported)
    BACKGROUND,
    CHAR_W,
    DIM,
    HIGHLIGHT,
    LINE_H,
    TEXT,
    TITLE,
    Frame,
    first_button,
    fit,
    wrap,
)
from carto_ui.menus import Menu  # noqa: F401
from carto_ui.pages import MessageBox, Pages, TextView  # noqa: F401
from carto_ui.pickers import NAME_LETTERS, LetterPicker, NumberPicker  # noqa: F401

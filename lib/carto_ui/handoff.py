"""The pass-the-device screen: it covers the whole display, so the previous
player's map is hidden, names the player to pass to, and waits for A."""
from micropython import const

from carto_ui.frame import Frame, roomy, wrap
from carto_ui.lang import get
from hw.buttons import START, A

_S_PASS_DEVICE = const(135)
_S_PASS_TO = const(136)
_S_PRESS_A_READY = const(137)
_S_GAME_MENU_KEY = const(138)


class Handoff:
    """"Pass to <name>", an optional ``note`` (e.g. whose map the ambush
    monster goes on), then ``on_ready()`` when A is pressed; START calls
    ``on_menu(app.flow)`` (the game menu, back to the handoff) when given. Every other button is
    ignored, so a press meant for the previous screen does not skip it by
    accident. While it waits, with no map built yet (``app.play``), the
    map's modules are imported, one a frame (``app.prefetch``)."""

    def __init__(self, app, name, on_ready, note=None, on_menu=None):
        self.app = app
        self.on_ready = on_ready
        self.on_menu = on_menu
        hint = ""
        if on_menu is not None:  # the board's name for START (hw.keymaps), without keynames
            hint = getattr(app.hw, "BUTTON_NAMES", ("START",) * 7)[6] + get(_S_GAME_MENU_KEY)
        pass_to = get(_S_PASS_TO)
        if roomy(app):  # twice as large when it all fits
            from carto_ui.makeframe import big_cols, make, size

            big = len(pass_to) + len(name) <= big_cols(app)
            if big and note:
                cols, rows = size(app, True)
                big = len(wrap(note, cols)) <= rows - 5
            frame = make(app, get(_S_PASS_DEVICE), hint, big)
        else:
            frame = Frame(app, get(_S_PASS_DEVICE), hint)
        self.frame = frame
        self.group = frame.group
        lines = ["", pass_to + name]
        if note:
            lines.append("")
            lines.extend(wrap(note, frame.cols)[: frame.rows - 5])
        lines.append("")
        lines.append(get(_S_PRESS_A_READY))
        frame.set_lines(lines)
        frame.mark(1)
        if app.play is None:
            # The first handoff of a game imported them on the press that
            # shows the map: 12.7 M VM instructions at a2b31ff, over the 12 M
            # budget (docs/memory.md, "Loading ahead").
            app.prefetch()

    def press(self, mask):
        if mask & A:
            self.on_ready()
        elif mask & START and self.on_menu is not None:
            self.on_menu(self.app.flow)  # back to this screen

    def update(self, now_ms):
        pass

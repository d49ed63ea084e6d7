"""The pass-the-device screen: it covers the whole display, so the previous
player's map is hidden, names the player to pass to, and waits for A; the
map's cursor goes with the device (``hand_cursor``)."""
from carto_ui import strings as S
from carto_ui.frame import Frame, roomy, wrap
from carto_ui.lang import get
from hw.buttons import START, A, B


class Handoff:
    """"Pass to <name>", an optional ``note`` (e.g. whose map the ambush
    monster goes on), then ``on_ready()`` when A is pressed; START calls
    ``on_menu(app.flow)`` (the game menu, back to the handoff) when given,
    B ``on_back()`` when given (the previous player takes the move back,
    which ``note`` then says). Every other button is ignored, so a press
    meant for the previous screen does not skip it by accident. While it
    waits, with no map built yet (``app.play``), the map's modules are
    imported, one a frame (``app.prefetch``)."""

    def __init__(self, app, name, on_ready, note=None, on_menu=None, on_back=None):
        self.app = app
        self.on_ready = on_ready
        self.on_menu = on_menu
        self.on_back = on_back
        hint = ""
        if on_menu is not None:  # the board's name for START (hw.keymaps), without keynames
            hint = getattr(app.hw, "BUTTON_NAMES", ("START",) * 7)[6] + get(S.GAME_MENU_KEY)
        pass_to = get(S.PASS_TO)
        if roomy(app):  # twice as large when it all fits
            from carto_ui.makeframe import big_cols, make, size

            big = len(pass_to) + len(name) <= big_cols(app)
            if big and note:
                cols, rows = size(app, True)
                big = len(wrap(note, cols)) <= rows - 5
            frame = make(app, get(S.PASS_DEVICE), hint, big)
        else:
            frame = Frame(app, get(S.PASS_DEVICE), hint)
        self.frame = frame
        self.group = frame.group
        lines = ["", pass_to + name]
        if note:
            lines.append("")
            lines.extend(wrap(note, frame.cols)[: frame.rows - 5])
        lines.append("")
        lines.append(get(S.PRESS_A_READY))
        frame.set_lines(lines)
        frame.mark(1)
        if app.play is None:
            # Loaded while the first handoff of a game is read: imported on
            # the press that shows the map, they take it over its
            # instruction budget (docs/memory.md, "Loading ahead").
            app.prefetch()

    def press(self, mask):
        if mask & A:
            hand_cursor(self.app)
            self.on_ready()
        elif mask & START and self.on_menu is not None:
            self.on_menu(self.app.flow)  # back to this screen
        elif mask & B and self.on_back is not None:
            self.on_back()

    def update(self, now_ms):
        pass


def hand_cursor(app):
    """The map's cursor goes with the device: the player handing it on
    keeps theirs for their next turn (where they last drew on their own
    map), the one taking it gets their own back, or a neutral start the
    first time and on another's map. The ghost never starts on the last
    player's move, in its option and orientation: that would give the
    move away."""
    play = app.play
    if play is None:  # a map built after this: a neutral start
        return
    g = app.game
    seats = play.seats
    if seats is None:
        seats = play.seats = bytearray(b"\x03" * 12)
    if play.actor == play.target:  # the last decision was on its own map
        seats[2 * play.actor] = play.r
        seats[2 * play.actor + 1] = play.c
    play.r = play.c = 3
    if g.actor == g.target:
        play.r = seats[2 * g.actor]
        play.c = seats[2 * g.actor + 1]
    play.choice = play.orient = 0

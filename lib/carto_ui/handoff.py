"""The pass-the-device screen: it hides the previous player's map, names the
player to pass to, and waits for A; the map's cursor goes with the device
(``hand_cursor``)."""
# Over a map already built, the handoff hides the map and the lines under it
# and says its lines there, the HUD beside them left as it was: the press
# that hands on draws only that area, not a whole screen (docs/
# architecture.md, "What a redraw costs"). A then draws the next player's
# map screen whole, once. With no map built yet it is a full-screen frame.
import displayio

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.frame import CHAR_W, LINE_H, Frame, roomy, wrap
from carto_ui.lang import get
from carto_ui.text import Label
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
        self.cover = None
        if app.play is not None:
            self.group = app.play.group
            self.over_map(app.play, pass_to + name, note, hint)
            return
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

    def over_map(self, play, pass_to, note, hint):
        """The handoff's lines where ``play``'s map and the lines under it
        were, both hidden (the HUD beside them stays as it was until the
        next map); on a roomy screen the player's name twice as large where
        it fits on one line: the rest stays small, as its every pixel is a
        text's, which the display draws dearly (docs/architecture.md, "What
        a redraw costs")."""
        m = self.app.metrics
        size = m.map_size
        height = m.height - m.map_y
        texts = [get(S.PASS_DEVICE), pass_to, note or "", get(S.PRESS_A_READY), hint]
        cols = size // CHAR_W - 1
        big = m.roomy and len(pass_to) <= size // (2 * CHAR_W) - 1
        lines, parts = _laid_out(texts, cols, height // LINE_H, big)
        high = len(lines) + (1 if big else 0)
        cover = displayio.Group(x=m.map_x + (size - cols * CHAR_W) // 2,
                                y=m.map_y + (height - high * LINE_H) // 2)
        y = 0
        for row in range(len(lines)):
            text = lines[row]
            if not text:
                y += LINE_H
                continue
            part = parts[row]
            named = big and part == 1  # the big name, in a scaled group of its own
            colour = theme.TITLE if part == 0 else theme.DIM if part == 4 else theme.TEXT
            label = Label(len(text), colour, theme.HIGHLIGHT if part == 1 else theme.BACKGROUND,
                          y=0 if named else y)
            label.text = text
            if named:
                name = displayio.Group(scale=2, y=y)
                name.append(label)
                cover.append(name)
                y += 2 * LINE_H
            else:
                cover.append(label)
                y += LINE_H
        play.map.group.hidden = True
        play.banner.hidden = True
        if play.info is not None:
            play.info.hidden = True
        play.group.append(cover)
        self.cover = cover

    def leave(self):
        """The map and the lines under it back as they were, the handoff's
        lines gone: True for a handoff over the map, before it hands over."""
        play = self.app.play
        cover = self.cover
        self.cover = None
        if cover is None or play is None:
            return False
        play.group.remove(cover)
        play.map.group.hidden = False
        if play.info is not None:
            play.info.hidden = False
        return True

    def press(self, mask):
        if mask & A:
            if self.leave():
                # The next map changes the whole screen: drawn once whole,
                # not as the map's, the HUD's and the lines' areas, which
                # overlap the handoff's.
                self.app.hw.display.root_group = None
            hand_cursor(self.app)
            self.on_ready()
        elif mask & START and self.on_menu is not None:
            self.leave()
            self.on_menu(self.app.flow)  # back to this screen
        elif mask & B and self.on_back is not None:
            self.leave()
            self.on_back()

    def update(self, now_ms):
        pass


def _laid_out(texts, cols, rows, big):
    """(lines, each line's part of ``texts``, -1 for a blank line) of the
    handoff's ``texts`` in ``rows`` lines of ``cols`` characters, the name
    (``texts[1]``) one ``big`` line of two rows when so. A function of its
    own: the module is loaded at every handoff, and each function's code
    needs a hole its size in the heap a game has fragmented by then."""
    wrapped = [wrap(text, cols) if text else [] for text in texts]
    if big:
        wrapped[1] = [texts[1]]
    n = sum(len(part) for part in wrapped) + (1 if big else 0)  # (the big line: two rows)
    gaps = sum(1 for part in wrapped if part) - 1
    # A blank line between the parts where they fit, else none, and the
    # note cut to the lines left.
    spaced = n + gaps <= rows
    if not spaced and n > rows:
        wrapped[2] = wrapped[2][:max(rows - n + len(wrapped[2]), 0)]
    lines = []
    parts = []
    for k in range(len(texts)):
        if not wrapped[k]:
            continue
        if spaced and lines:
            lines.append("")
            parts.append(-1)
        for line in wrapped[k]:
            lines.append(line)
            parts.append(k)
    return lines, parts


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

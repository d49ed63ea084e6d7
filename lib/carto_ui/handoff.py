"""The pass-the-device screen: it covers the whole display, so the previous
player's map is hidden, names the player to pass to, and waits for A."""
from carto_ui.frame import Frame, wrap
from hw.buttons import A


class Handoff:
    """"Pass to <name>", an optional ``note`` (e.g. whose map the ambush
    monster goes on), then ``on_ready()`` when A is pressed. Every other
    button is ignored, so a press meant for the previous screen does not
    skip it by accident."""

    def __init__(self, app, name, on_ready, note=None):
        self.app = app
        self.on_ready = on_ready
        frame = Frame(app, "Pass the device", "")
        self.frame = frame
        self.group = frame.group
        lines = ["", "Pass to " + name]
        if note:
            lines.append("")
            lines.extend(wrap(note, frame.cols)[: frame.rows - 5])
        lines.append("")
        lines.append("Press A when ready")
        frame.set_lines(lines)
        frame.mark(1)

    def press(self, mask):
        if mask & A:
            self.on_ready()

    def update(self, now_ms):
        pass

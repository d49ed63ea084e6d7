"""The simulator as one more board: the same names as a ``hw`` board module
(``NAME``, ``WIDTH``, ``HEIGHT``, ``display``, ``buttons``, ``storage``,
``ticks_ms``), backed by pygame. Never imports ``board``.
"""
import displayio

from hw import boards, keymaps
from hw.buttons import Buttons
from sim.screen import ScaledDisplay


def default_scale(width):
    """Window scale that makes the window about 640 pixels wide."""
    return max(1, (640 + width // 2) // width)


class SimBoard:
    """Board ``name`` (a ``hw`` module name such as ``"pybadge"``) with its
    screen shown ``scale`` times larger, saving through ``storage`` and
    reading time from ``ticks_ms`` (a ``sim.clock`` clock)."""

    def __init__(self, name, storage, ticks_ms, scale=None):
        row = boards.find(name)
        if row is None:
            raise ValueError("unknown board %r" % name)
        self.NAME = row[1]
        self.WIDTH = row[2]
        self.HEIGHT = row[3]
        self.BUTTON_NAMES = keymaps.BUTTON_NAMES[self.NAME]
        if scale is None:
            scale = default_scale(self.WIDTH)
        self.display = ScaledDisplay(
            self.WIDTH, self.HEIGHT, scale, caption="Cartographers - " + self.NAME
        )
        self.buttons = Buttons()
        self.storage = storage
        self.ticks_ms = ticks_ms

    def close(self):
        """Detach the UI and release the display (and pygame)."""
        self.display.root_group = None
        displayio.release_displays()

"""The simulator as one more board: the same names as a ``hw`` board module
(``NAME``, ``WIDTH``, ``HEIGHT``, ``display``, ``buttons``, ``storage``,
``ticks_ms``, ``sound()``, ``lights(buf)``), backed by pygame. Never imports ``board``.
The PyBadge and PyGamer have NeoPixels (drawn under the screen); every board
has sound unless ``mute`` or without an audio device.
"""
import displayio

from hw import boards, keymaps
from hw.buttons import Buttons
from sim import sound
from sim.screen import ScaledDisplay

NEOPIXEL_BOARDS = ("pybadge", "pygamer")


def default_scale(width):
    """Window scale that makes the window about 640 pixels wide."""
    return max(1, (640 + width // 2) // width)


class SimBoard:
    """Board ``name`` (a ``hw`` module name such as ``"pybadge"``) with its
    screen shown ``scale`` times larger, saving through ``storage`` and
    reading time from ``ticks_ms`` (a ``sim.clock`` clock)."""

    def __init__(self, name, storage, ticks_ms, scale=None, mute=True):
        row = boards.find(name)
        if row is None:
            raise ValueError("unknown board %r" % name)
        self.NAME = row[1]
        self.WIDTH = row[2]
        self.HEIGHT = row[3]
        self.BUTTON_NAMES = keymaps.BUTTON_NAMES[self.NAME]
        if scale is None:
            scale = default_scale(self.WIDTH)
        pixels = 5 if self.NAME in NEOPIXEL_BOARDS else 0
        self.display = ScaledDisplay(
            self.WIDTH, self.HEIGHT, scale, caption="Cartographers - " + self.NAME, leds=pixels
        )
        self.buttons = Buttons()
        self.storage = storage
        self.ticks_ms = ticks_ms
        self.sound = sound.voice_opener(mute)
        self.lights = self.display.show_leds if pixels else None

    def close(self):
        """Detach the UI and release the display (and pygame)."""
        self.display.root_group = None
        displayio.release_displays()

"""The simulator as one more board: the same names as a ``hw`` board module
(``NAME``, ``WIDTH``, ``HEIGHT``, ``display``, ``buttons``, ``storage``,
``ticks_ms``, and, where the board has them, ``play`` and ``lights``),
backed by pygame. Never imports ``board``.
"""
import displayio

from hw import boards, keymaps
from hw.buttons import Buttons
from sim.leds import LedStrip
from sim.screen import ScaledDisplay
from sim.sound import Speaker

SOUND_BOARDS = ("pybadge", "pygamer", "picosystem")
LED_BOARDS = ("pybadge", "pygamer")


def default_scale(width):
    """Window scale that makes the window about 640 pixels wide."""
    return max(1, (640 + width // 2) // width)


class SimBoard:
    """Board ``name`` (a ``hw`` module name such as ``"pybadge"``) with its
    screen shown ``scale`` times larger, saving through ``storage`` and
    reading time from ``ticks_ms`` (a ``sim.clock`` clock). Its effects are
    heard only with ``sound`` (and an audio device); ``speaker.played`` and
    ``leds.shown`` record what the UI played and lit."""

    def __init__(self, name, storage, ticks_ms, scale=None, sound=False):
        row = boards.find(name)
        if row is None:
            raise ValueError("unknown board %r" % name)
        self.NAME = row[1]
        self.WIDTH = row[2]
        self.HEIGHT = row[3]
        self.BUTTON_NAMES = keymaps.BUTTON_NAMES[self.NAME]
        if scale is None:
            scale = default_scale(self.WIDTH)
        self.leds = LedStrip() if self.NAME in LED_BOARDS else None
        self.display = ScaledDisplay(
            self.WIDTH, self.HEIGHT, scale, caption="Cartographers - " + self.NAME,
            strip=self.leds,
        )
        self.buttons = Buttons()
        self.storage = storage
        self.ticks_ms = ticks_ms
        # The UI asks getattr(hw, "play", None): boards without stay without.
        self.speaker = Speaker(sound) if self.NAME in SOUND_BOARDS else None
        if self.speaker is not None:
            self.play = self.speaker.play
        if self.leds is not None:
            self.lights = self.show_lights

    def show_lights(self, grb):
        """The board's ``lights(grb)`` on boards with NeoPixels."""
        self.leds.lights(grb)
        self.display.present()

    def close(self):
        """Stop the sound, detach the UI and release the display (and pygame)."""
        if self.speaker is not None:
            self.speaker.close()
        # Blinka's refresh thread posts pygame events while auto_refresh is
        # on (hw.panic turns it on); one posted after the release's
        # pygame.quit() is an error in that thread.
        self.display.auto_refresh = False
        self.display.root_group = None
        displayio.release_displays()

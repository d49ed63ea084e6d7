"""The simulator as one more board: the same names as a ``hw`` board module
(``NAME``, ``WIDTH``, ``HEIGHT``, ``display``, ``buttons``, ``storage``,
``ticks_ms``, ``BUTTON_NAMES`` and, where the board has them, ``play`` and
``lights``), backed by pygame. Never imports ``board``.
"""
from sim.leds import LedStrip
from sim.screen import ScaledDisplay
from sim.sound import Speaker
from testkit.board import FakeBoard

SOUND_BOARDS = ("pybadge", "pygamer", "picosystem")
LED_BOARDS = ("pybadge", "pygamer")


def default_scale(width):
    """Window scale that makes the window about 640 pixels wide."""
    return max(1, (640 + width // 2) // width)


class SimBoard(FakeBoard):
    """Board ``name`` (a ``hw`` module name such as ``"pybadge"``) with its
    screen shown ``scale`` times larger, saving through ``storage`` and
    reading time from ``ticks_ms`` (a ``sim.clock`` clock). Its effects are
    heard only with ``sound`` (and an audio device); ``speaker.played`` and
    ``leds.shown`` record what the UI played and lit."""

    def __init__(self, name, storage, ticks_ms, scale=None, sound=False):
        self.scale = scale
        super().__init__(name=name, storage=storage, ticks_ms=ticks_ms)
        # The UI asks getattr(hw, "play", None): boards without stay without.
        self.speaker = Speaker(sound) if self.NAME in SOUND_BOARDS else None
        if self.speaker is not None:
            self.play = self.speaker.play
        if self.leds is not None:
            self.lights = self.show_lights

    def new_display(self):
        """The window, with the NeoPixel strip under the screen on the boards
        that have one (the strip is drawn by the display, so it comes first)."""
        self.leds = LedStrip() if self.NAME in LED_BOARDS else None
        if self.scale is None:
            self.scale = default_scale(self.WIDTH)
        return ScaledDisplay(
            self.WIDTH, self.HEIGHT, self.scale, caption="Cartographers - " + self.NAME,
            strip=self.leds,
        )

    def show_lights(self, grb):
        """The board's ``lights(grb)`` on boards with NeoPixels."""
        self.leds.lights(grb)
        self.display.present()

    def close(self):
        """Stop the sound, detach the UI and release the display (and pygame)."""
        if self.speaker is not None:
            self.speaker.close()
        super().close()

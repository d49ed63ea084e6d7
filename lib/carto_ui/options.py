"""The player's settings as the board uses them while it runs: idle dimming."""
# ``values`` holds one byte per field (``VOLUME`` .. ``IDLE``); reading and
# writing them in the settings area and handing them to the hardware is
# ``carto_ui.settings_store``'s job (imported only then, so a device may
# forget it).
from hw.repeat import ticks_diff

VOLUME = 0
REPEAT = 1
BACKLIGHT = 2
LEDS = 3
IDLE = 4
DEFAULTS = b"\x02\x01\x03\x01\x02"
STEPS = b"\x04\x03\x04\x04\x04"  # values of each field
LANGUAGES = ("en",)  # the codes the UI has text for (English only so far)

# (delay, rate) in ms of the d-pad's auto-repeat: slow, normal, fast.
REPEAT_MS = ((420, 130), (300, 90), (220, 60))
BACKLIGHT_LEVELS = (0.25, 0.5, 0.75, 1.0)
DIMMED = 0.05  # the backlight while idle
IDLE_MS = (0, 60000, 180000, 600000)  # 0: never dim


class Options:
    """The settings of ``hw`` (a board module or the simulator's board),
    read from its settings area and applied to it."""

    def __init__(self, hw):
        from carto_ui import settings_store
        from carto_ui.unload import forget

        self.hw = hw
        self.areas = [None, None]  # settings, records: carto_ui.settings_store.area
        self.values = bytearray(DEFAULTS)
        self.language = LANGUAGES[0]
        self.problem = settings_store.load(self)
        settings_store.apply(self)
        forget("settings_store", "hw.areas")
        self.dimmed = False
        self.last_press = hw.ticks_ms()

    def light(self, level):
        """Set the backlight where the display has one we can set; False if not."""
        try:
            self.hw.display.brightness = level
        except (AttributeError, ValueError, RuntimeError):
            return False
        return True

    def idle(self, now):
        """From the main loop each frame: dim once no button was pressed for
        the chosen time."""
        wait = IDLE_MS[self.values[IDLE]]
        if wait and not self.dimmed and ticks_diff(now, self.last_press) >= wait:
            self.dimmed = True
            self._dark(True, DIMMED)

    def wake(self, now):
        """A button was pressed at ``now``; True when it only woke the
        screen (the press should do nothing else)."""
        self.last_press = now
        if not self.dimmed:
            return False
        self.dimmed = False
        self._dark(False, BACKLIGHT_LEVELS[self.values[BACKLIGHT]])
        return True

    def _dark(self, dark, level):
        self.light(level)
        lights = getattr(self.hw, "lights", None)
        if lights is not None:
            lights.dark = dark
            lights.send()

"""The player's settings: kept in the settings area, applied to the board, idle dimming."""
# Stored payload (``hw.areas`` settings area): a format byte (``FORMAT``),
# then one byte per field in ``FIELDS`` order, then the language code (2
# ASCII letters). Fields are only ever appended: an older, shorter payload
# is read with the missing fields at their defaults, a field out of range
# is reset to its default, and a payload of a newer format (another build)
# is reset as a whole with ``problem`` saying so.
from hw.repeat import ticks_diff

FORMAT = 1
VOLUME = 0
REPEAT = 1
BACKLIGHT = 2
LEDS = 3
IDLE = 4
FIELDS = 5
DEFAULTS = bytes((2, 1, 3, 1, 2))
STEPS = (4, 3, 4, 4, 4)  # values of each field
LANGUAGES = ("en",)  # the codes the UI has text for (English only so far)

# (delay, rate) in ms of the d-pad's auto-repeat: slow, normal, fast.
REPEAT_MS = ((420, 130), (300, 90), (220, 60))
BACKLIGHT_LEVELS = (0.25, 0.5, 0.75, 1.0)
DIMMED = 0.05  # the backlight while idle
IDLE_MS = (0, 60000, 180000, 600000)  # 0: never dim

MSG_DAMAGED = "The settings were damaged and are back to their defaults."
MSG_NEWER = ("The settings were written by another version of the game and are back to"
             " their defaults.")


def decode(data):
    """(values bytearray, language, problem or None) from a stored payload."""
    values = bytearray(DEFAULTS)
    if not data:
        return values, LANGUAGES[0], None
    if data[0] > FORMAT or data[0] == 0:
        return values, LANGUAGES[0], MSG_NEWER
    for i in range(min(FIELDS, len(data) - 1)):
        if data[1 + i] < STEPS[i]:
            values[i] = data[1 + i]
    language = LANGUAGES[0]
    code = bytes(data[1 + FIELDS:3 + FIELDS])
    for known in LANGUAGES:
        if code == known.encode():
            language = known
    return values, language, None


def encode(values, language):
    return bytes((FORMAT,)) + bytes(values) + language.encode()


class Options:
    """The settings of ``hw`` (a board module or the simulator's board),
    read from its settings area; ``apply()`` hands them to the board."""

    def __init__(self, hw):
        from hw import areas

        self.hw = hw
        self.store = areas.settings(getattr(hw, "storage", None))
        self._records = None
        data = self.store.load()
        self.values, self.language, self.problem = decode(data)
        if self.store.error and self.problem is None:
            self.problem = MSG_DAMAGED
        if self.problem:
            print(self.problem)
        self.dimmed = False
        self.last_press = hw.ticks_ms()
        self.apply()

    def records_area(self):
        """The records area of the same store (made once, kept)."""
        if self._records is None:
            from hw import areas

            self._records = areas.records(getattr(self.hw, "storage", None))
        return self._records

    def save(self):
        """Store the settings; None when it worked, else one sentence why not."""
        try:
            self.store.save(encode(self.values, self.language))
        except (OSError, ValueError) as err:
            return "The settings were not saved (%s)." % err
        self.problem = None
        return None

    def reset(self):
        self.values = bytearray(DEFAULTS)
        self.language = LANGUAGES[0]
        self.apply()

    def apply(self):
        """Hand the settings to the board's sound, buttons, backlight and lights."""
        hw = self.hw
        v = self.values
        sound = getattr(hw, "sound", None)
        if sound is not None:
            sound.volume = v[VOLUME]
            if not v[VOLUME]:
                sound.stop()
        repeat = getattr(getattr(hw, "buttons", None), "repeat", None)
        if repeat is not None:
            repeat.delay, repeat.rate = REPEAT_MS[v[REPEAT]]
        lights = getattr(hw, "lights", None)
        if lights is not None:
            lights.level = v[LEDS]
        self._backlight(BACKLIGHT_LEVELS[v[BACKLIGHT]])

    def has_backlight(self):
        return hasattr(self.hw.display, "brightness")

    def _backlight(self, level):
        if self.has_backlight():
            try:
                self.hw.display.brightness = level
            except (AttributeError, ValueError, RuntimeError):
                pass

    # ----- idle dimming -----

    def idle(self, now):
        """From the main loop each frame: dim once no button was pressed for
        the chosen time."""
        wait = IDLE_MS[self.values[IDLE]]
        if wait and not self.dimmed and ticks_diff(now, self.last_press) >= wait:
            self.dimmed = True
            self._backlight(DIMMED)
            lights = getattr(self.hw, "lights", None)
            if lights is not None:
                lights.off()

    def wake(self, now):
        """A button was pressed at ``now``; True when it only woke the
        screen (the press should do nothing else)."""
        self.last_press = now
        if not self.dimmed:
            return False
        self.dimmed = False
        self._backlight(BACKLIGHT_LEVELS[self.values[BACKLIGHT]])
        lights = getattr(self.hw, "lights", None)
        if lights is not None:
            lights.on()
        return True

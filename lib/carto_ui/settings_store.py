"""The player's settings: kept in the settings area (``hw.areas``), handed to app and board."""
# Loaded at start-up (to read and apply them) and by the Settings screen,
# forgotten after (carto_ui.unload): while a game is played the app keeps
# only what ``apply`` hands it (``idle_ms``, ``backlight``, ``volume``,
# ``leds``).
#
# Payload: a format byte (``_FORMAT``), one byte per field (``REPEAT`` ..
# ``LIGHTS``). The language field is 0 until one is chosen on the Settings
# screen (then ``lang.txt`` beside code.py, else English, as at start-up;
# docs/languages.md), else 1 + its index in ``lang.LANGUAGES``. Fields are
# only ever appended: an older,
# shorter payload is read with the missing fields at their defaults, a
# field out of range is reset to its default, and a payload of a newer
# format (another build) or a damaged area is reset as a whole, with one
# sentence saying so.
from carto_ui import lang
from carto_ui import strings as S
from carto_ui.lang import get

REPEAT = 0
BACKLIGHT = 1
IDLE = 2
LANGUAGE = 3
SOUND = 4  # the effects' volume: off, low, medium, high
LIGHTS = 5  # the NeoPixels' brightness: off, low, medium, high
DEFAULTS = b"\x01\x03\x02\x00\x02\x01"
STEPS = b"\x03\x04\x04\x05\x04\x04"  # values of each field

# (delay, rate) in ms of the d-pad's auto-repeat: slow, normal, fast.
REPEAT_MS = ((420, 130), (300, 90), (220, 60))
_BACKLIGHT_LEVELS = (0.25, 0.5, 0.75, 1.0)
IDLE_MS = (0, 60000, 180000, 600000)  # 0: never dim
# The NeoPixels' brightest channel at each LIGHTS step (of 255): dim, so as
# not to dazzle beside the screen or drain the battery.
LED_LEVELS = (0, 6, 16, 40)

_FORMAT = 1
_FIELDS = len(DEFAULTS)

# The sentences saying why the settings were reset: carto_ui.lang keys.
MSG_DAMAGED = S.SETTINGS_DAMAGED
MSG_NEWER = S.SETTINGS_NEWER


def decode(data):
    """(values bytearray, problem key or None) from a stored payload."""
    values = bytearray(DEFAULTS)
    if not data:
        return values, None
    if data[0] != _FORMAT:
        return values, MSG_NEWER if data[0] > _FORMAT else MSG_DAMAGED
    for i in range(min(_FIELDS, len(data) - 1)):
        if data[1 + i] < STEPS[i]:
            values[i] = data[1 + i]
    return values, None


def encode(values):
    return bytes((_FORMAT,)) + bytes(values)


def load(storage):
    """(values, problem) from the settings area behind game store
    ``storage``; ``problem`` is the sentence saying why they were reset, or
    None (also printed on the console)."""
    from hw import areas

    area = areas.settings(storage)
    values, problem = decode(area.load())
    if area.error and problem is None:
        problem = MSG_DAMAGED
    if problem is None:
        return values, None
    problem = get(problem)
    print(problem)
    return values, problem


def save(storage, values):
    """Store the settings; None when it worked, else one sentence why not."""
    from hw import areas

    try:
        areas.settings(storage).save(encode(values))
    except (OSError, ValueError) as err:
        from carto_ui.unsaved import reason

        return get(S.SETTINGS_NOT_SAVED) % reason(err)
    return None


def language(values):
    """The language code chosen in ``values``, or None when none was."""
    chosen = values[LANGUAGE]
    return lang.LANGUAGES[chosen - 1] if chosen else None


def apply(app, values):
    """Hand ``values`` to the app (idle time, backlight, volume, LED
    brightness), to the board's buttons, backlight, speaker and LEDs, and
    the chosen language to ``carto_ui.lang`` (read anew only when it
    changes). Sound and LEDs stay 0 on a board without them; ``app.leds``
    is the LED brightness before (0 at power-up, where they start dark)."""
    code = language(values)
    if code is not None and code != lang.code():
        lang.use(code)
    app.idle_ms = IDLE_MS[values[IDLE]]
    app.backlight = _BACKLIGHT_LEVELS[values[BACKLIGHT]]
    repeat = getattr(getattr(app.hw, "buttons", None), "repeat", None)
    if repeat is not None:
        repeat.delay, repeat.rate = REPEAT_MS[values[REPEAT]]
    app.light()
    hw = app.hw
    app.volume = 0
    if hasattr(hw, "play"):
        app.volume = values[SOUND]
        if not app.volume:
            hw.play(b"", 0)  # silent, the amplifier off
    lit = app.leds
    app.leds = 0
    if hasattr(hw, "lights"):
        app.leds = LED_LEVELS[values[LIGHTS]]
        if lit and not app.leds:
            hw.lights(bytes(15))  # they were lit; a board starts them dark

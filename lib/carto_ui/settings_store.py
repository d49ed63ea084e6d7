"""Reading and writing the settings in the board's settings area (``hw.areas``)."""
# Payload: a format byte (``FORMAT``), one byte per field of
# ``carto_ui.options`` (``VOLUME`` .. ``IDLE``), then the language code (2
# ASCII letters). Fields are only ever appended: an older, shorter payload
# is read with the missing fields at their defaults, a field out of range
# is reset to its default, and a payload of a newer format (another build)
# or a damaged area is reset as a whole, with one sentence saying so.
from carto_ui import options as opt

FORMAT = 1
FIELDS = len(opt.DEFAULTS)

MSG_DAMAGED = "The settings were damaged and are back to their defaults."
MSG_NEWER = ("The settings were written by another version of the game and are back to"
             " their defaults.")


def area(options, which):
    """The settings (0) or records (1) area of the board's store (``hw.areas``),
    opened once and kept by ``options``."""
    if options.areas[which] is None:
        from hw import areas

        game = getattr(options.hw, "storage", None)
        options.areas[which] = areas.records(game) if which else areas.settings(game)
    return options.areas[which]


def decode(data):
    """(values bytearray, language, problem or None) from a stored payload."""
    values = bytearray(opt.DEFAULTS)
    language = opt.LANGUAGES[0]
    if not data:
        return values, language, None
    if data[0] != FORMAT:
        return values, language, MSG_NEWER if data[0] > FORMAT else MSG_DAMAGED
    for i in range(min(FIELDS, len(data) - 1)):
        if data[1 + i] < opt.STEPS[i]:
            values[i] = data[1 + i]
    code = bytes(data[1 + FIELDS:3 + FIELDS])
    for known in opt.LANGUAGES:
        if code == known.encode():
            language = known
    return values, language, None


def encode(options):
    return bytes((FORMAT,)) + bytes(options.values) + options.language.encode()


def load(options):
    """Fill ``options`` from its settings area; the sentence saying why they
    were reset, or None (also printed on the console)."""
    store = area(options, 0)
    data = store.load()
    options.values, options.language, problem = decode(data)
    if store.error and problem is None:
        problem = MSG_DAMAGED
    if problem:
        print(problem)
    return problem


def save(options):
    """Store the settings; None when it worked, else one sentence why not."""
    try:
        area(options, 0).save(encode(options))
    except (OSError, ValueError) as err:
        return "The settings were not saved (%s)." % err
    return None


def apply(options):
    """Hand the settings to the board's sound, buttons, backlight and lights."""
    hw = options.hw
    v = options.values
    sound = getattr(hw, "sound", None)
    if sound is not None:
        sound.volume = v[opt.VOLUME]
    repeat = getattr(getattr(hw, "buttons", None), "repeat", None)
    if repeat is not None:
        repeat.delay, repeat.rate = opt.REPEAT_MS[v[opt.REPEAT]]
    lights = getattr(hw, "lights", None)
    if lights is not None:
        lights.level = v[opt.LEDS]
    options.light(opt.BACKLIGHT_LEVELS[v[opt.BACKLIGHT]])


def reset(options):
    options.values = bytearray(opt.DEFAULTS)
    options.language = opt.LANGUAGES[0]
    apply(options)
    return save(options)

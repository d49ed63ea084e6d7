"""The player's settings: kept in the settings area (``hw.areas``), handed to app and board."""
# Loaded at start-up (to read and apply them) and by the Settings screen,
# forgotten after (carto_ui.unload): while a game is played the app keeps
# only what ``apply`` hands it (``idle_ms``, ``backlight``).
#
# Payload: a format byte (``_FORMAT``), one byte per field (``REPEAT`` ..
# ``IDLE``), then the language code (2 ASCII letters). Fields are only ever
# appended: an older, shorter payload is read with the missing fields at
# their defaults, a field out of range is reset to its default, and a
# payload of a newer format (another build) or a damaged area is reset as a
# whole, with one sentence saying so.
REPEAT = 0
BACKLIGHT = 1
IDLE = 2
DEFAULTS = b"\x01\x03\x02"
STEPS = b"\x03\x04\x04"  # values of each field
LANGUAGES = ("en",)  # the codes the UI has text for (English only so far)

# (delay, rate) in ms of the d-pad's auto-repeat: slow, normal, fast.
REPEAT_MS = ((420, 130), (300, 90), (220, 60))
_BACKLIGHT_LEVELS = (0.25, 0.5, 0.75, 1.0)
IDLE_MS = (0, 60000, 180000, 600000)  # 0: never dim

_FORMAT = 1
_FIELDS = len(DEFAULTS)

MSG_DAMAGED = "The settings were damaged and are back to their defaults."
MSG_NEWER = ("The settings were written by another version of the game and are back to"
             " their defaults.")


def decode(data):
    """(values bytearray, language, problem or None) from a stored payload."""
    values = bytearray(DEFAULTS)
    language = LANGUAGES[0]
    if not data:
        return values, language, None
    if data[0] != _FORMAT:
        return values, language, MSG_NEWER if data[0] > _FORMAT else MSG_DAMAGED
    for i in range(min(_FIELDS, len(data) - 1)):
        if data[1 + i] < STEPS[i]:
            values[i] = data[1 + i]
    code = bytes(data[1 + _FIELDS:3 + _FIELDS])
    for known in LANGUAGES:
        if code == known.encode():
            language = known
    return values, language, None


def encode(values, language):
    return bytes((_FORMAT,)) + bytes(values) + language.encode()


def load(storage):
    """(values, language, problem) from the settings area behind game store
    ``storage``; ``problem`` is the sentence saying why they were reset, or
    None (also printed on the console)."""
    from hw import areas

    area = areas.settings(storage)
    values, language, problem = decode(area.load())
    if area.error and problem is None:
        problem = MSG_DAMAGED
    if problem:
        print(problem)
    return values, language, problem


def save(storage, values, language):
    """Store the settings; None when it worked, else one sentence why not."""
    from hw import areas

    try:
        areas.settings(storage).save(encode(values, language))
    except (OSError, ValueError) as err:
        return "The settings were not saved (%s)." % err
    return None


def apply(app, values):
    """Hand ``values`` to the app (idle time, backlight) and to the board's
    buttons and backlight."""
    app.idle_ms = IDLE_MS[values[IDLE]]
    app.backlight = _BACKLIGHT_LEVELS[values[BACKLIGHT]]
    repeat = getattr(getattr(app.hw, "buttons", None), "repeat", None)
    if repeat is not None:
        repeat.delay, repeat.rate = REPEAT_MS[values[REPEAT]]
    app.light()

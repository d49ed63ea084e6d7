"""The board's button names in help and control texts."""
# A board module's ``BUTTON_NAMES`` (hw.keymaps) gives the name on the case of
# each button, indexed by the bit number of its ``hw.buttons`` bit. Texts are
# written with the PyBadge's words START and SELECT; ``say`` puts the board's
# own words in (X and Y on the PicoSystem and PicoPad).

DEFAULT = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT")
_START = 6  # bit numbers of hw.buttons.START and SELECT
_SELECT = 7


def names(hw):
    """The board's button names (the PyBadge's when it gives none)."""
    return getattr(hw, "BUTTON_NAMES", DEFAULT)


def start(hw):
    return names(hw)[_START]


def select(hw):
    return names(hw)[_SELECT]


def say(hw, text):
    """``text`` with START and SELECT named as on ``hw``'s case."""
    table = names(hw)
    if table[_START] != "START":
        text = text.replace("START", table[_START])
    if table[_SELECT] != "SELECT":
        text = text.replace("SELECT", table[_SELECT])
    return text

"""Per-board tables from hardware key numbers to logical button bits."""
# Pure data, importable anywhere, so the tables are tested on the desktop.
# Index = ``keypad`` key number, value = bit from ``hw.buttons``.
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

# PyBadge / PyBadge LC / EdgeBadge shift register: key 0 is the first bit
# shifted in.
PYBADGE = bytes((B, A, START, SELECT, RIGHT, DOWN, UP, LEFT))

# PyGamer: the same shift register carries only the four face buttons; the
# directions come from the analog joystick (hw.joystick).
PYGAMER = PYBADGE[:4]

# PicoSystem and PicoPad: one GPIO per button, active-low, same pin names. X and Y have no Start and
# Select counterpart on the case, so X acts as Start and Y as Select.
PICOSYSTEM_PINS = (
    "SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT", "SW_A", "SW_B", "SW_X", "SW_Y",
)
PICOSYSTEM = bytes((UP, DOWN, LEFT, RIGHT, A, B, START, SELECT))

# What each button is called on the case, indexed by the bit number of its
# ``hw.buttons`` bit (UP is bit 0 ... SELECT bit 7). Help and control texts
# say START and SELECT in these words (carto_ui.keynames).
START_SELECT_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT")
X_Y_NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "X", "Y")

# Button names by hw module name (the simulator's boards read it too).
BUTTON_NAMES = {
    "pybadge": START_SELECT_NAMES,
    "pygamer": START_SELECT_NAMES,
    "picosystem": X_Y_NAMES,
    "picopad": X_Y_NAMES,
}

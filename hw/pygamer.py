"""Adafruit PyGamer (board id ``pygamer``)."""
# 160x128 ST7735R as ``board.DISPLAY``, B/A/Start/Select on a shift register,
# an analog joystick read as the d-pad (``hw.joystick``), saves in NVM, the
# battery voltage on A6, a speaker and five NeoPixels.
import analogio
import board
import keypad
import supervisor

from hw import keymaps
from hw.badge_outputs import lights, play  # noqa: F401 (board names)
from hw.boards import open_storage
from hw.joystick import JoystickButtons

NAME = "pygamer"
BUTTON_NAMES = keymaps.START_SELECT_NAMES  # the case's button names

ticks_ms = supervisor.ticks_ms

display = board.DISPLAY
display.auto_refresh = False
WIDTH = display.width
HEIGHT = display.height

buttons = JoystickButtons(
    keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK,
        data=board.BUTTON_OUT,
        latch=board.BUTTON_LATCH,
        key_count=len(keymaps.PYGAMER),
        value_when_pressed=True,
    ),
    keymaps.PYGAMER,
    keypad.Event(),
    analogio.AnalogIn(board.JOYSTICK_X),
    analogio.AnalogIn(board.JOYSTICK_Y),
)

storage = open_storage()


# The battery, through a divider by two, on A6 (Adafruit's guide for the
# board); read only on the settings screen (carto_ui.settings_menu).
battery = (board.A6, 2)

# Needed only to set the board up: without these names nothing refers to
# hw.keymaps and hw.boards any more, and carto_ui.start lets them leave the heap.
del keymaps, open_storage

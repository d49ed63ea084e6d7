"""Adafruit PyBadge, PyBadge LC and EdgeBadge (one firmware: board id ``pybadge``)."""
# 160x128 ST7735R as ``board.DISPLAY``, eight buttons on a shift register,
# saves in NVM, a speaker (``hw.sound``), five NeoPixels (``hw.lights``) and
# the battery voltage on A6.
import analogio
import board
import keypad
import supervisor

from hw import keymaps
from hw.boards import open_storage
from hw.keypad_buttons import KeypadButtons
from hw.lights import open_neopixels
from hw.sound import open_speaker

NAME = "pybadge"

ticks_ms = supervisor.ticks_ms

display = board.DISPLAY
display.auto_refresh = False
WIDTH = display.width
HEIGHT = display.height

buttons = KeypadButtons(
    keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK,
        data=board.BUTTON_OUT,
        latch=board.BUTTON_LATCH,
        key_count=len(keymaps.PYBADGE),
        value_when_pressed=True,
    ),
    keymaps.PYBADGE,
    keypad.Event(),
)

storage = open_storage()
sound = open_speaker(board, ticks_ms)
lights = open_neopixels(board)

# The battery through a divider by two on A6 (Adafruit's guide for the board).
_battery = analogio.AnalogIn(board.A6)
_battery_scale = int(_battery.reference_voltage * 2000)


def battery_mv():
    """The battery voltage in millivolts (the charger's, on USB power)."""
    return _battery.value * _battery_scale // 65535


# Needed only to set the board up: without these names nothing refers to
# hw.keymaps and hw.boards any more, and code.py lets them leave the heap.
del keymaps, open_storage, open_speaker, open_neopixels

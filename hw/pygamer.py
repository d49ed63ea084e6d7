"""Adafruit PyGamer (board id ``pygamer``)."""
# 160x128 ST7735R as ``board.DISPLAY``, B/A/Start/Select on a shift register,
# an analog joystick read as the d-pad (``hw.joystick``), saves in NVM and the
# battery voltage on A6.
import analogio
import audioio
import board
import digitalio
import keypad
import neopixel_write
import supervisor

from hw import keymaps
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

# Sound effects through the speaker's amplifier, and the five NeoPixels.
_out = audioio.AudioOut(board.SPEAKER)
_amp = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
_pixels = digitalio.DigitalInOut(board.NEOPIXEL)
_pixels.switch_to_output(False)


def play(track, volume):
    """Start sound effect ``track`` at ``volume`` 1-3 (0: silent; hw.speaker)."""
    from hw import speaker

    speaker.play(_out, _amp, track, volume)


def lights(grb):
    """Show ``grb`` on the NeoPixels: three bytes per LED (green, red, blue)."""
    neopixel_write.neopixel_write(_pixels, grb)


lights(bytes(15))  # dark: a soft reload in mid-game leaves them lit


# Needed only to set the board up: without these names nothing refers to
# hw.keymaps and hw.boards any more, and code.py lets them leave the heap.
del keymaps, open_storage

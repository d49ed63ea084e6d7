"""Pimoroni PicoSystem (board id ``pimoroni_picosystem``)."""
# 240x240 ST7789 as ``board.DISPLAY``, a real d-pad and A/B/X/Y on GPIOs
# (active-low). The case has no Start or Select, so **X acts as Start and Y
# as Select** (``hw.keymaps.PICOSYSTEM``). Saves in NVM; the battery
# voltage on BAT_SENSE.
import board
import keypad
import supervisor

from hw import keymaps
from hw.boards import open_storage
from hw.keypad_buttons import KeypadButtons

NAME = "picosystem"
# The case's button names (X acts as Start, Y as Select where there are no such buttons).
BUTTON_NAMES = keymaps.X_Y_NAMES

ticks_ms = supervisor.ticks_ms

display = board.DISPLAY
display.auto_refresh = False
WIDTH = display.width
HEIGHT = display.height

# The buttons are scanned every 10 ms, not keypad's default 20: a press waits
# for the next scan before the game sees it (half the interval on average);
# 10 ms still outlasts a tactile switch's bounce.
buttons = KeypadButtons(
    keypad.Keys(
        tuple(getattr(board, pin) for pin in keymaps.PICOSYSTEM_PINS),
        value_when_pressed=False,
        pull=True,
        interval=0.01,
    ),
    keymaps.PICOSYSTEM,
    keypad.Event(),
)

storage = open_storage()

# The battery through a divider by three on BAT_SENSE (GPIO26), as
# Pimoroni's PicoSystem library reads it (the Settings screen's line). The
# PicoPad, which hw.picopad drives through this module, names no such pin.
if hasattr(board, "BAT_SENSE"):
    battery = (board.BAT_SENSE, 3)

# Sound effects on the piezo, where the board names it: the PicoPad, which
# hw.picopad drives through this module, is left silent (its CircuitPython
# pins, as this project knows them, name no AUDIO).
if hasattr(board, "AUDIO"):
    import audiopwmio

    _out = audiopwmio.PWMAudioOut(board.AUDIO)

    def play(track, volume):
        """Start sound effect ``track`` at ``volume`` 1-3 (0: silent; hw.speaker)."""
        from hw import speaker

        speaker.play(_out, None, track, volume)


# Needed only to set the board up: without these names nothing refers to
# hw.keymaps and hw.boards any more, and carto_ui.start lets them leave the heap.
del keymaps, open_storage

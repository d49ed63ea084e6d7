"""Stand-in for CircuitPython's board module: id, display and pin names."""
import cpvm_run

board_id = cpvm_run.BOARD_ID


class _Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.auto_refresh = True
        self.root_group = None
        self.refreshes = 0
        self.brightness = 1.0

    def refresh(self, target_frames_per_second=60, minimum_frames_per_second=0):
        self.refreshes += 1
        return True


DISPLAY = _Display(cpvm_run.WIDTH, cpvm_run.HEIGHT)

# Pins are only passed on to the other stand-ins, which ignore them; the
# speaker, NeoPixel and battery names exist only on the boards that have them.
BUTTON_CLOCK = BUTTON_OUT = BUTTON_LATCH = JOYSTICK_X = JOYSTICK_Y = None
SW_UP = SW_DOWN = SW_LEFT = SW_RIGHT = SW_A = SW_B = SW_X = SW_Y = None
if board_id in ("pybadge", "pygamer"):
    SPEAKER = "PA02"
    SPEAKER_ENABLE = "PA27"
    NEOPIXEL = "PA15"
    A6 = "PB01"
else:
    AUDIO = "GPIO11"

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

    def refresh(self, target_frames_per_second=60, minimum_frames_per_second=0):
        self.refreshes += 1
        return True


DISPLAY = _Display(cpvm_run.WIDTH, cpvm_run.HEIGHT)

# Pins are only passed on to the keypad and analogio stand-ins.
BUTTON_CLOCK = BUTTON_OUT = BUTTON_LATCH = JOYSTICK_X = JOYSTICK_Y = None
SW_UP = SW_DOWN = SW_LEFT = SW_RIGHT = SW_A = SW_B = SW_X = SW_Y = None

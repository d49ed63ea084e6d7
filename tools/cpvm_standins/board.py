"""Stand-in for CircuitPython's board module: id, display and pin names."""
import cpvm_run

board_id = cpvm_run.w[0]


class _Display:  # one-letter arguments: the VM interns every name
    def __init__(s, w, h):
        s.width = w
        s.height = h
        s.auto_refresh = True
        s.root_group = None
        s.brightness = 1.0

    def refresh(s, a=60, b=0):  # no **kwargs: a dict each frame
        return True


DISPLAY = _Display(int(cpvm_run.w[1]), int(cpvm_run.w[2]))

# Pins are only passed on to the other stand-ins, which ignore them; the
# battery pin exists only on the boards that have it (a number: a port's
# name as a string was one more interned name).
BUTTON_CLOCK = BUTTON_OUT = BUTTON_LATCH = JOYSTICK_X = JOYSTICK_Y = None
SW_UP = SW_DOWN = SW_LEFT = SW_RIGHT = SW_A = SW_B = SW_X = SW_Y = None
if board_id in ("pybadge", "pygamer"):
    A6 = 0
    SPEAKER = SPEAKER_ENABLE = NEOPIXEL = None
if board_id == "pimoroni_picosystem":
    AUDIO = None
    BAT_SENSE = 0
if board_id != "pajenicko_picopad":  # a speaker or piezo, and NeoPixels on two
    import cpvm_io  # noqa: F401 (digitalio, neopixel_write, audioio, audiopwmio, synthio)

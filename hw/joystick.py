"""An analog joystick read as d-pad bits, with hysteresis (PyGamer)."""
# An axis turns a direction on when it is pushed ``PRESS`` away from the
# centre and off again only once it is back within ``RELEASE``, so a stick
# resting near a threshold does not flicker. Only bits reach the UI.
from micropython import const

from hw.buttons import DOWN, LEFT, RIGHT, UP
from hw.keypad_buttons import KeypadButtons

CENTER = const(32768)
PRESS = const(18000)
RELEASE = const(10000)


def axis(current, value, low_bit, high_bit):
    """The direction bit (``low_bit``, ``high_bit`` or 0) of an axis reading
    ``value`` (0..65535, as ``AnalogIn.value``) whose bit so far is
    ``current``."""
    offset = value - CENTER
    if current == low_bit and offset < -RELEASE:
        return low_bit
    if current == high_bit and offset > RELEASE:
        return high_bit
    if offset <= -PRESS:
        return low_bit
    if offset >= PRESS:
        return high_bit
    return 0


class JoystickButtons(KeypadButtons):
    """Keypad face buttons plus a stick on two ``AnalogIn``-like inputs
    (``.value``): x grows to the right, y grows downwards."""

    def __init__(self, scanner, key_bits, event, x, y):
        super().__init__(scanner, key_bits, event)
        self._x = x
        self._y = y
        self._stick = 0

    def scan(self):
        super().scan()
        old = self._stick
        stick = axis(old & (LEFT | RIGHT), self._x.value, LEFT, RIGHT)
        stick |= axis(old & (UP | DOWN), self._y.value, UP, DOWN)
        if stick != old:
            self.up(old & ~stick)
            self.down(stick & ~old)
            self._stick = stick

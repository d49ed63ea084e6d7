"""Logical button bits and the poll/held state every board's buttons share."""
# Boards feed hardware transitions in with ``down(bits)`` / ``up(bits)``
# (from ``scan()``, which key sources override); the UI calls
# ``poll(now_ms)`` once per frame and gets the bitmask of buttons pressed
# since the previous poll, with the d-pad auto-repeated while held.
from micropython import const

from hw.repeat import Repeater

UP = const(0x01)
DOWN = const(0x02)
LEFT = const(0x04)
RIGHT = const(0x08)
A = const(0x10)
B = const(0x20)
START = const(0x40)
SELECT = const(0x80)
DPAD = const(0x0F)

# Key-script names (simulator --keys, tests).
NAMES = {
    "up": UP,
    "down": DOWN,
    "left": LEFT,
    "right": RIGHT,
    "a": A,
    "b": B,
    "start": START,
    "select": SELECT,
}


class Buttons:
    """``held``: bitmask of buttons down now. A press released again before
    the next poll still counts once."""

    def __init__(self, repeat_mask=DPAD):
        self.held = 0
        self._fresh = 0
        self.repeat = Repeater(repeat_mask)

    def down(self, bits):
        """Record that the buttons in ``bits`` went down."""
        self._fresh |= bits & ~self.held
        self.held |= bits

    def up(self, bits):
        """Record that the buttons in ``bits`` were released."""
        self.held &= ~bits

    def scan(self):
        """Read pending hardware transitions into ``down``/``up``. Hardware
        sources override this; a source that calls ``down``/``up`` itself
        (the simulator's keyboard) has nothing to read here."""

    def poll(self, now_ms):
        """Bitmask of buttons pressed since the last poll plus due repeats."""
        self.scan()
        fresh = self._fresh
        self._fresh = 0
        return fresh | self.repeat.update(self.held, fresh, now_ms)

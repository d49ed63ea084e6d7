"""Millisecond clocks for the simulator, wrapping like ``supervisor.ticks_ms``.

Both start ``WRAP_AFTER_MS`` before the 2**29 wrap, as the device's clock
does after power-on, so code that compares ticks without ``ticks_diff``
fails in the simulator too.
"""
import time

from hw.repeat import TICKS_PERIOD, ticks_add

WRAP_AFTER_MS = 65536
START = TICKS_PERIOD - WRAP_AFTER_MS


class WallClock:
    """Real time: call it for the current ticks."""

    def __init__(self):
        self._origin = time.monotonic_ns() // 1000000

    def __call__(self):
        return ticks_add(START, time.monotonic_ns() // 1000000 - self._origin)


class StepClock:
    """Scripted time: stands still until ``advance`` moves it."""

    def __init__(self):
        self.now = START

    def __call__(self):
        return self.now

    def advance(self, ms):
        """Move the clock ``ms`` milliseconds on and return the new ticks."""
        self.now = ticks_add(self.now, ms)
        return self.now

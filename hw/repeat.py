"""Wrap-safe millisecond ticks and auto-repeat for held buttons."""
# ``supervisor.ticks_ms()`` counts modulo 2**29 and wraps for the first time
# about 65 s after power-on, so times are only compared through
# ``ticks_diff``. Platform-free: the boards, the simulator and the tests share
# this module.
from micropython import const

TICKS_PERIOD = const(0x20000000)
TICKS_MAX = const(0x1FFFFFFF)
_TICKS_HALF = const(0x10000000)

DELAY_MS = const(300)
RATE_MS = const(90)


def ticks_add(ticks, delta):
    """``ticks`` moved by ``delta`` milliseconds, wrapped like the clock."""
    return (ticks + delta) & TICKS_MAX


def ticks_diff(end, start):
    """Signed milliseconds from ``start`` to ``end``, correct across a wrap
    as long as the two are less than 2**28 ms (about 3 days) apart."""
    diff = (end - start) & TICKS_MAX
    if diff >= _TICKS_HALF:
        diff -= TICKS_PERIOD
    return diff


class Repeater:
    """Turns buttons in ``mask`` that stay held into repeated presses: the
    first ``delay`` ms after the press, then one every ``rate`` ms."""

    def __init__(self, mask, delay=DELAY_MS, rate=RATE_MS):
        self.mask = mask
        self.delay = delay
        self.rate = rate
        self._due = 0

    def update(self, held, fresh, now):
        """The repeat presses due at ``now`` given the buttons ``held`` and
        those ``fresh`` (newly pressed since the previous update)."""
        if fresh & self.mask:
            self._due = ticks_add(now, self.delay)
            return 0
        held &= self.mask
        if not held:
            return 0
        late = ticks_diff(now, self._due)
        if late < 0:
            return 0
        if late < self.rate:
            self._due = ticks_add(self._due, self.rate)
        else:
            # After a stall (a slow frame) restart the cadence instead of
            # firing a burst of catch-up repeats.
            self._due = ticks_add(now, self.rate)
        return held

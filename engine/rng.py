"""A seeded pseudo-random generator, the same on CPython, MicroPython and CircuitPython."""
# CircuitPython's ``random`` has no ``shuffle`` and differs between ports, and
# its small ints are 31-bit, so this is a 24-bit linear congruential generator
# (full period 2**24) whose arithmetic never leaves small-int range. The
# multiplication is split into 12-bit halves so no product exceeds 2**25.
from . import const

_MUL = const(3413)  # = 1 (mod 4): with an odd increment, the period is 2**24
_INC = const(15003)
_MASK = const(0xFFFFFF)


class Rng:
    """Deterministic generator; ``state`` is a plain int that can be saved."""

    def __init__(self, seed=0):
        self.state = (seed ^ (seed >> 24) ^ 0x5DEECE) & _MASK
        for _ in range(4):
            self.next16()

    def next16(self):
        """The next 16 random bits (the high bits of the state)."""
        x = self.state
        x = ((((x >> 12) * _MUL) & 0xFFF) << 12) + (x & 0xFFF) * _MUL + _INC
        self.state = x & _MASK
        return self.state >> 8

    def below(self, n):
        """A number in range(n), for 0 < n <= 65536."""
        return (self.next16() * n) >> 16

    def shuffle(self, buf):
        """Fisher-Yates shuffle of a bytearray (or list) in place."""
        i = len(buf) - 1
        while i > 0:
            j = self.below(i + 1)
            buf[i], buf[j] = buf[j], buf[i]
            i -= 1

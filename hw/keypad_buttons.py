"""Buttons fed from a ``keypad`` scanner (Keys or ShiftRegisterKeys)."""
# Drains the scanner's event queue into one pre-allocated ``keypad.Event``
# with ``get_into``, so a poll allocates nothing.
from hw.buttons import Buttons


class KeypadButtons(Buttons):
    """``scanner``: a keypad scanner; ``key_bits``: bytes mapping its key
    numbers to logical bits; ``event``: a ``keypad.Event()`` to reuse."""

    def __init__(self, scanner, key_bits, event):
        super().__init__()
        self._scanner = scanner
        self._events = scanner.events
        self._key_bits = key_bits
        self._event = event
        self._key_mask = 0
        for bit in key_bits:
            self._key_mask |= bit

    def scan(self):
        events = self._events
        if events.overflowed:
            # Transitions were lost, so ``held`` may be wrong: start over
            # from "all released"; keys still down are reported again.
            events.clear()
            self._scanner.reset()
            self.held &= ~self._key_mask
            return
        event = self._event
        while events.get_into(event):
            bit = self._key_bits[event.key_number]
            if event.pressed:
                self.down(bit)
            else:
                self.up(bit)

"""Stand-in for keypad's scanners: key events come from the run's key file."""
import gc
import sys

import _keypad
import cpvm_run
import supervisor

Event = _keypad.Event  # the native keypad.Event

_keys = open(cpvm_run.KEYS_PATH, "rb")
_pair = bytearray(2)
_state = [0, 0]  # events delivered, 1 when this frame already had its event


def _end():
    gc.collect()
    print("CPVM-END events=%d alloc=%d free=%d" % (_state[0], gc.mem_alloc(), gc.mem_free()))
    print("CPVM-MODULES", " ".join(sorted(sys.modules)))
    sys.exit(0)


class EventQueue:
    overflowed = False

    def get_into(self, event):
        # One event a frame: the call after an event ends the frame.
        if _state[1]:
            _state[1] = 0
            return False
        if _keys.readinto(_pair) != 2:
            _end()
        _state[0] += 1
        _state[1] = 1
        pressed = _pair[1] != 0
        if not pressed:
            supervisor.start_clock()
        _keypad.fill(event, _pair[0], pressed)
        return True

    def clear(self):
        pass

    def __len__(self):
        return 0


class _Scanner:
    def __init__(self, key_count):
        self.key_count = key_count
        self.events = EventQueue()

    def reset(self):
        pass

    def deinit(self):
        pass


class Keys(_Scanner):
    def __init__(self, pins, *, value_when_pressed, pull=True, **kwargs):
        super().__init__(len(pins))


class ShiftRegisterKeys(_Scanner):
    def __init__(self, *, clock, data, latch, key_count, value_when_pressed, **kwargs):
        super().__init__(key_count)

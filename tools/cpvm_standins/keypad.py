"""Stand-in for keypad's scanners: key events come from the run's key file."""
import gc
import sys

import _keypad
import cpvm_run
import supervisor

Event = _keypad.Event  # the native keypad.Event

f = open(cpvm_run.w[4], "rb")
b = bytearray(2)
n = [0, 0]  # events delivered, 1 when this frame already had its event


def z():
    gc.collect()
    print("CPVM-END events=%d alloc=%d free=%d" % (n[0], gc.mem_alloc(), gc.mem_free()))
    # One name at a time: joined, the list was one block of about 670 bytes,
    # which a run that had fitted could fail to find at its very end.
    print("CPVM-MODULES", end="")
    for name in sys.modules:
        print("", name, end="")
    print()
    sys.exit(0)


class EventQueue:
    overflowed = False

    def get_into(self, event):
        # One event a frame: the call after an event ends the frame.
        if n[1]:
            n[1] = 0
            return False
        if f.readinto(b) != 2:
            z()
        n[0] += 1
        n[1] = 1
        pressed = b[1] != 0
        if not pressed:
            supervisor.start_clock()
        _keypad.fill(event, b[0], pressed)
        return True

    def clear(self):
        pass

    def __len__(self):
        return 0


class Keys:  # Keys(pins, ...); ShiftRegisterKeys(key_count=n, ...)
    def __init__(s, *a, key_count=0, **b):
        s.key_count = key_count or len(a[0])
        s.events = EventQueue()

    def reset(s):
        pass

    deinit = reset


ShiftRegisterKeys = Keys

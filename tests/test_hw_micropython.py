"""Polling the buttons allocates nothing under real MicroPython.

Runs hw/buttons.py, hw/keypad_buttons.py and hw/joystick.py in the
WebAssembly MicroPython (tools/micropython, installed by ``make test``) with
stand-ins for the keypad queue and the joystick, and compares
``gc.mem_alloc()`` around 2000 polls. A deliberately allocating poll is the
control that shows the measurement can see an allocation.
"""
import pytest

from tools import mpyrun

CODE = """
import gc
from hw.buttons import Buttons, RIGHT, A
from hw.keypad_buttons import KeypadButtons
from hw.joystick import JoystickButtons
from hw import keymaps

class Event:
    def __init__(self):
        self.key_number = 0
        self.pressed = False

class Queue:
    overflowed = False
    def __init__(self, script):
        self.script = script
        self.i = 0
    def get_into(self, event):
        if self.i >= len(self.script):
            self.i = 0
            return False
        event.key_number = self.script[self.i][0]
        event.pressed = self.script[self.i][1]
        self.i += 1
        return True

class Scanner:
    def __init__(self, script):
        self.events = Queue(script)

class Stick:
    def __init__(self):
        self.value = 32768

def measure(buttons, stick=None):
    total = 0
    gc.collect()
    before = gc.mem_alloc()
    now = 0
    n = 0
    while n < 2000:
        if stick is not None:
            stick.value = 60000 if (n // 50) & 1 else 32768
        total |= buttons.poll(now)
        now = (now + 16) & 0x1FFFFFFF
        n += 1
    after = gc.mem_alloc()
    return after - before, total

class Allocating:
    def poll(self, now):
        return len([now])

print("control", measure(Allocating()))
script = ((1, True), (1, False), (4, True), (4, False), (4, True))
kb = KeypadButtons(Scanner(script), keymaps.PYBADGE, Event())
print("keypad", measure(kb))
x = Stick()
jb = JoystickButtons(Scanner(((0, True), (0, False))), keymaps.PYGAMER, Event(), x, Stick())
print("joystick", measure(jb, x))
"""


def test_polls_allocate_nothing():
    try:
        returncode, out, err = mpyrun.run(CODE, heap=64 * 1024, dirs=("hw",))
    except mpyrun.HarnessMissing as missing:
        pytest.fail("MicroPython harness not installed (%s)" % missing)
    assert returncode == 0, err
    lines = dict(line.split(" ", 1) for line in out.strip().splitlines())
    assert lines["control"].startswith("(") and not lines["control"].startswith("(0,")
    assert lines["keypad"] == "(0, 24)"  # A, RIGHT and its repeats seen
    assert lines["joystick"] == "(0, 40)"  # B and the stick's RIGHT seen

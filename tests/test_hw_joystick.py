"""Analog joystick as d-pad bits with hysteresis (hw/joystick.py)."""
from hw import buttons as b
from hw import keymaps
from hw.joystick import CENTER, PRESS, RELEASE, JoystickButtons, axis


class FakeEvent:
    def __init__(self):
        self.key_number = 0
        self.pressed = False


class FakeQueue:
    overflowed = False

    def __init__(self):
        self.pending = []

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True


class FakeScanner:
    def __init__(self):
        self.events = FakeQueue()


def test_axis_dead_zone_and_thresholds():
    assert axis(0, CENTER, b.LEFT, b.RIGHT) == 0
    assert axis(0, CENTER + PRESS - 1, b.LEFT, b.RIGHT) == 0
    assert axis(0, CENTER + PRESS, b.LEFT, b.RIGHT) == b.RIGHT
    assert axis(0, CENTER - PRESS, b.LEFT, b.RIGHT) == b.LEFT
    assert axis(0, 0, b.UP, b.DOWN) == b.UP
    assert axis(0, 65535, b.UP, b.DOWN) == b.DOWN


def test_axis_hysteresis_holds_until_release_threshold():
    between = CENTER + (PRESS + RELEASE) // 2
    assert axis(0, between, b.LEFT, b.RIGHT) == 0
    assert axis(b.RIGHT, between, b.LEFT, b.RIGHT) == b.RIGHT
    assert axis(b.RIGHT, CENTER + RELEASE + 1, b.LEFT, b.RIGHT) == b.RIGHT
    assert axis(b.RIGHT, CENTER + RELEASE, b.LEFT, b.RIGHT) == 0
    # Straight across to the other side.
    assert axis(b.RIGHT, 0, b.LEFT, b.RIGHT) == b.LEFT


class Stick:
    def __init__(self):
        self.value = CENTER


def test_stick_feeds_buttons_with_repeat():
    x, y = Stick(), Stick()
    buttons = JoystickButtons(FakeScanner(), keymaps.PYGAMER, FakeEvent(), x, y)
    assert buttons.poll(0) == 0
    x.value = 60000
    assert buttons.poll(10) == b.RIGHT
    x.value = CENTER + (PRESS + RELEASE) // 2  # drifts back, still held
    assert buttons.poll(20) == 0
    assert buttons.held == b.RIGHT
    assert buttons.poll(310) == b.RIGHT  # auto-repeat
    x.value = CENTER
    y.value = 1000
    assert buttons.poll(320) == b.UP
    assert buttons.held == b.UP


def test_stick_and_keys_together():
    x, y = Stick(), Stick()
    scanner = FakeScanner()
    buttons = JoystickButtons(scanner, keymaps.PYGAMER, FakeEvent(), x, y)
    scanner.events.pending = [(1, True)]
    y.value = 65535
    assert buttons.poll(0) == b.A | b.DOWN
    assert buttons.held == b.A | b.DOWN

"""Logical buttons, poll semantics and the keypad source (hw/buttons.py,
hw/keypad_buttons.py, hw/keymaps.py)."""
from hw import buttons as b
from hw import keymaps
from hw.buttons import Buttons
from hw.keypad_buttons import KeypadButtons


def test_bits_and_names():
    assert (b.UP, b.DOWN, b.LEFT, b.RIGHT) == (1, 2, 4, 8)
    assert (b.A, b.B, b.START, b.SELECT) == (0x10, 0x20, 0x40, 0x80)
    assert sorted(b.NAMES) == sorted("up down left right a b start select".split())
    assert sum(b.NAMES.values()) == 0xFF


def test_press_counts_once_even_if_released_before_poll():
    buttons = Buttons()
    buttons.down(b.A)
    buttons.up(b.A)
    assert buttons.poll(0) == b.A
    assert buttons.held == 0
    assert buttons.poll(10) == 0


def test_held_key_is_not_pressed_again_without_repeat():
    buttons = Buttons()
    buttons.down(b.B)
    assert buttons.poll(0) == b.B
    assert buttons.held == b.B
    assert buttons.poll(5000) == 0


def test_dpad_repeats_through_poll():
    buttons = Buttons()
    buttons.down(b.LEFT)
    assert buttons.poll(100) == b.LEFT
    assert buttons.poll(399) == 0
    assert buttons.poll(400) == b.LEFT
    assert buttons.poll(490) == b.LEFT
    buttons.up(b.LEFT)
    assert buttons.poll(600) == 0


class FakeEvent:
    """Stands in for keypad.Event: filled in place by get_into."""

    def __init__(self):
        self.key_number = 0
        self.pressed = False


class FakeQueue:
    def __init__(self):
        self.pending = []
        self.overflowed = False

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True

    def clear(self):
        self.pending = []


class FakeScanner:
    def __init__(self):
        self.events = FakeQueue()
        self.resets = 0

    def reset(self):
        self.resets += 1


def test_keypad_source_uses_map_and_one_event():
    scanner = FakeScanner()
    event = FakeEvent()
    buttons = KeypadButtons(scanner, keymaps.PYBADGE, event)
    # PyBadge shift register: 1 = A, 6 = Up, 7 = Left.
    scanner.events.pending = [(1, True), (1, False), (6, True), (7, True), (7, False)]
    assert buttons.poll(0) == b.A | b.UP | b.LEFT
    assert buttons.held == b.UP
    assert buttons.poll(1) == 0


def test_keypad_overflow_resets_scanner_and_held_keys():
    scanner = FakeScanner()
    buttons = KeypadButtons(scanner, keymaps.PYBADGE, FakeEvent())
    scanner.events.pending = [(6, True)]
    buttons.poll(0)
    buttons.down(0x100)  # a bit from another source survives the reset
    scanner.events.overflowed = True
    scanner.events.pending = [(0, True)]
    buttons.poll(10)
    assert scanner.resets == 1
    assert scanner.events.pending == []
    assert buttons.held == 0x100


def test_keymaps_cover_each_button_once():
    assert sorted(keymaps.PYBADGE) == sorted(b.NAMES.values())
    assert sorted(keymaps.PICOSYSTEM) == sorted(b.NAMES.values())
    assert list(keymaps.PYBADGE) == [
        b.B, b.A, b.START, b.SELECT, b.RIGHT, b.DOWN, b.UP, b.LEFT]
    assert list(keymaps.PYGAMER) == [b.B, b.A, b.START, b.SELECT]
    assert len(keymaps.PICOSYSTEM_PINS) == len(keymaps.PICOSYSTEM)
    picked = dict(zip(keymaps.PICOSYSTEM_PINS, keymaps.PICOSYSTEM))
    assert picked["SW_X"] == b.START and picked["SW_Y"] == b.SELECT
    assert picked["SW_A"] == b.A and picked["SW_UP"] == b.UP

"""Wrap-safe ticks and d-pad auto-repeat (hw/repeat.py)."""
from hw.buttons import DOWN, DPAD, RIGHT, UP, A
from hw.repeat import (
    DELAY_MS,
    RATE_MS,
    TICKS_MAX,
    TICKS_PERIOD,
    Repeater,
    ticks_add,
    ticks_diff,
)


def test_ticks_diff_plain_and_negative():
    assert ticks_diff(1500, 1000) == 500
    assert ticks_diff(1000, 1500) == -500
    assert ticks_diff(7, 7) == 0


def test_ticks_wrap_at_2_pow_29():
    assert TICKS_PERIOD == 1 << 29
    before = TICKS_MAX - 10
    after = ticks_add(before, 30)
    assert after == 19
    assert ticks_diff(after, before) == 30
    assert ticks_diff(before, after) == -30
    assert ticks_add(5, -10) == TICKS_PERIOD - 5


def _run(repeater, held, fresh_at, start, until, step=1):
    """Times (ms after start) at which the repeater fires while held."""
    fired = []
    for t in range(0, until + 1, step):
        now = ticks_add(start, t)
        fresh = held if t == fresh_at else 0
        if repeater.update(held, fresh, now):
            fired.append(t)
    return fired


def test_initial_delay_then_rate():
    fired = _run(Repeater(DPAD), RIGHT, 0, 1000, 600)
    assert fired[0] == DELAY_MS
    assert fired[1:] == [DELAY_MS + RATE_MS * k for k in range(1, len(fired))]
    assert fired[-1] <= 600 < fired[-1] + RATE_MS


def test_repeat_crosses_the_tick_wrap():
    start = TICKS_MAX - 200
    assert _run(Repeater(DPAD), UP, 0, start, 500) == [300, 390, 480]


def test_release_stops_and_new_press_restarts_delay():
    rep = Repeater(DPAD)
    assert rep.update(DOWN, DOWN, 0) == 0
    assert rep.update(DOWN, 0, 299) == 0
    assert rep.update(DOWN, 0, 300) == DOWN
    assert rep.update(0, 0, 400) == 0
    assert rep.update(DOWN, DOWN, 500) == 0
    assert rep.update(DOWN, 0, 700) == 0
    assert rep.update(DOWN, 0, 800) == DOWN


def test_only_masked_buttons_repeat():
    rep = Repeater(DPAD)
    rep.update(A, A, 0)
    assert rep.update(A, 0, 1000) == 0


def test_stall_restarts_cadence_without_burst():
    rep = Repeater(DPAD)
    rep.update(RIGHT, RIGHT, 0)
    assert rep.update(RIGHT, 0, 2000) == RIGHT
    assert rep.update(RIGHT, 0, 2001) == 0
    assert rep.update(RIGHT, 0, 2000 + RATE_MS) == RIGHT

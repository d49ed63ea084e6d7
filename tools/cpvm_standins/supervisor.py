"""Stand-in for supervisor: a virtual millisecond clock (see README.md)."""
import cpvm_run

_now = [int(cpvm_run.w[3]), False]  # time, running


def start_clock():
    _now[1] = True


def ticks_ms():
    if _now[1]:
        _now[0] += 10
    return _now[0]

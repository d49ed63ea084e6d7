"""Cartographers rules engine: pure Python, with no display, no I/O and no clocks."""
# It runs unchanged on CPython, MicroPython and CircuitPython.
#
# ``const``, written once for every engine module (``from . import const``).
# MicroPython and CircuitPython fold ``X = const(1)`` while compiling and
# have ``micropython.const``; plain CPython 3.11 (no Blinka) has neither, and
# there ``const`` returns its argument. It lives in the package because the
# engine imports nothing of ours but itself; ``hw`` and ``carto_ui`` run only
# on a board or over Blinka, which both have ``micropython``, so they import
# ``const`` from it directly.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

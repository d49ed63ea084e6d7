"""Cartographers rules engine: pure Python, with no display, no I/O and no clocks."""
# It runs unchanged on CPython, MicroPython and CircuitPython.

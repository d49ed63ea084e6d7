"""Cartographers rules engine: pure Python that runs unchanged on CPython,
MicroPython and CircuitPython. No display, no I/O, no clocks."""

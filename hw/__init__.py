"""Hardware abstraction: one small module per board, all exposing the same names."""
# The names: ``NAME``, ``WIDTH``, ``HEIGHT``, ``display``, ``buttons``,
# ``storage``, ``ticks_ms``, so the game never knows which board it runs on;
# optionally ``sound()`` (opens a voice for one effect: ``hw.sound``),
# ``lights(buf)`` (shows 15 NeoPixel bytes: ``hw.lights``) and ``battery``
# (pin, divider), None or missing where the board has none.
# The desktop simulator in ``sim/`` is one more implementation of the same
# names.

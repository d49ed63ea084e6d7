"""Hardware abstraction: one small module per board, all exposing the same names."""
# The names: ``NAME``, ``WIDTH``, ``HEIGHT``, ``display``, ``buttons``,
# ``storage``, ``ticks_ms``, so the game never knows which board it runs on;
# optionally ``battery`` (pin, divider), ``play(track, volume)`` (a sound
# effect, ``hw.speaker``) and ``lights(grb)`` (NeoPixels: three bytes per
# LED, green, red, blue), each missing where the board has none.
# The desktop simulator in ``sim/`` is one more implementation of the same
# names.

"""The PyBadge/PyGamer's five NeoPixels as the season's time track, dim."""
# ``frame`` gives the 15 bytes (green, red, blue per pixel, as NeoPixels take
# them) lighting the share of the season's time already spent, in the
# season's colour; ``write(pin, buf)`` sends them with ``neopixel_write`` on
# ``board.NEOPIXEL`` (no third-party library) and releases the pin: a
# WS2812 keeps its colour until it is written again. The app writes only
# when the track changes and forgets this module after (carto_ui.unload).
_LEVELS = (0, 4, 14, 40)  # brightest channel per LED setting (0 off)
# Season colours (green, red, blue) at full scale: spring, summer, fall, winter.
_SEASON_GRB = (b"\xff\x3c\x28", b"\xc8\xff\x00", b"\x50\xff\x00", b"\xa0\x50\xff")


def frame(season, time, threshold, level):
    """Season ``season`` (0-3)'s ``time`` of ``threshold`` at LED setting
    ``level`` (0 off .. 3): a whole pixel for each fifth spent, the next one
    at a quarter."""
    buf = bytearray(15)
    colour = _SEASON_GRB[season % 4]
    top = _LEVELS[level]
    spent = min(max(time, 0), threshold) * 20 // max(threshold, 1)  # quarter pixels
    for i in range(15):
        share = min(max(spent - 4 * (i // 3), 0), 4)
        buf[i] = colour[i % 3] * top * (share if share == 4 else min(share, 1)) // 1020
    return buf


def write(pin, buf):
    """Send ``buf`` to the NeoPixels on ``pin``, then release the pin."""
    import digitalio
    import neopixel_write

    io = digitalio.DigitalInOut(pin)
    try:
        io.switch_to_output(value=False)
        neopixel_write.neopixel_write(io, buf)
    finally:
        io.deinit()

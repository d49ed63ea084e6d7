"""The PyBadge/PyGamer's five NeoPixels as the season's time track, dim."""
# ``Lights(write, pin)``: ``write(pin, buf)`` sends 15 bytes (green, red,
# blue per pixel, as the NeoPixels take them); on a board it is
# ``neopixel_write.neopixel_write`` on ``board.NEOPIXEL`` (no third-party
# library), the simulator draws the bytes in its window. ``track`` lights
# the share of the season's time already spent, in the season's colour;
# ``dark`` (idle) keeps them off. Bytes go out only when they change.
LEVELS = (0, 4, 14, 40)  # brightest channel per LED setting (0 off)
# Season colours (green, red, blue) at full scale: spring, summer, fall, winter.
SEASON_GRB = (b"\xff\x3c\x28", b"\xc8\xff\x00", b"\x50\xff\x00", b"\xa0\x50\xff")


class Lights:
    def __init__(self, write, pin):
        self._write = write
        self._pin = pin
        self.level = 1
        self.dark = False
        self.buf = bytearray(15)  # what ``track`` asked for
        self._shown = bytearray(b"\xff" * 15)  # what the pixels show

    def track(self, season, time, threshold):
        """Season ``season`` (0-3)'s ``time`` of ``threshold``: a whole
        pixel for each fifth spent, the next one at a quarter."""
        buf = self.buf
        colour = SEASON_GRB[season % 4]
        top = LEVELS[self.level]
        spent = min(max(time, 0), threshold) * 20 // max(threshold, 1)  # quarter pixels
        for i in range(15):
            share = min(max(spent - 4 * (i // 3), 0), 4)
            buf[i] = colour[i % 3] * top * (share if share == 4 else min(share, 1)) // 1020
        self.send()

    def send(self):
        """Show ``buf`` (nothing when ``dark``) if it differs from what is shown."""
        shown = self._shown
        want = self.buf
        if self.dark:
            want = bytes(15)
        if want != shown:
            shown[:] = want
            self._write(self._pin, shown)

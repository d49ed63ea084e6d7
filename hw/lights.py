"""The PyBadge/PyGamer's five NeoPixels as the season's time track, dim."""
# ``Lights(write)``: ``write(buf)`` sends 15 bytes (green, red, blue per
# pixel, as the NeoPixels take them) to the strip; ``open_neopixels(board)``
# makes it from ``neopixel_write`` on ``board.NEOPIXEL`` (no third-party
# library), the simulator draws the same bytes in its window. ``track``
# lights the share of the season's time already spent, in the season's
# colour, and writes only when a pixel changes.
COUNT = 5
LEVELS = (0, 4, 14, 40)  # brightest channel value per LED setting (0 off)
# Season colours (red, green, blue) at full scale: spring, summer, fall, winter.
SEASON_RGB = ((60, 255, 40), (255, 200, 0), (255, 80, 0), (80, 160, 255))


class Lights:
    """``level`` 0 (off) to 3 scales every colour."""

    def __init__(self, write, level=1):
        self._write = write
        self.level = level
        self.dark = False  # switched off (idle): ``track`` only remembers
        self.buf = bytearray(3 * COUNT)
        self._shown = bytearray(b"\xff" * (3 * COUNT))  # nothing sent yet

    def track(self, season, time, threshold):
        """Light season ``season`` (0-3)'s ``time`` of ``threshold``: whole
        pixels for each fifth spent, the next one at a quarter."""
        buf = self.buf
        r, g, b = SEASON_RGB[season % 4]
        top = LEVELS[self.level]
        spent = min(max(time, 0), threshold) * COUNT * 4 // max(threshold, 1)
        for i in range(COUNT):
            share = min(max(spent - 4 * i, 0), 4)
            if share < 4 and share:
                share = 1
            buf[3 * i] = g * top * share // 1020
            buf[3 * i + 1] = r * top * share // 1020
            buf[3 * i + 2] = b * top * share // 1020
        self._send()

    def off(self):
        """Dark until ``on()``, whatever ``track`` is told meanwhile."""
        self.dark = True
        self._send()

    def on(self):
        self.dark = False
        self._send()

    def _send(self):
        shown = self._shown
        if self.dark:
            if any(shown):
                for i in range(3 * COUNT):
                    shown[i] = 0
                self._write(shown)
        elif self.buf != shown:
            shown[:] = self.buf
            self._write(shown)


def open_neopixels(board):
    """The board's NeoPixel strip as ``Lights``, or None (one console line)."""
    pin = getattr(board, "NEOPIXEL", None)
    if pin is None:
        return None
    try:
        import digitalio
        import neopixel_write

        out = digitalio.DigitalInOut(pin)
        out.switch_to_output(value=False)
    except (ImportError, AttributeError, OSError, RuntimeError, ValueError) as err:
        print("No lights: %s" % err)
        return None

    def write(buf):
        neopixel_write.neopixel_write(out, buf)

    return Lights(write)

"""The simulator's NeoPixels: the five LEDs of the PyBadge and PyGamer,
drawn as a strip of circles that ``sim.screen.ScaledDisplay`` puts under
the screen image (never in screenshots).

``LedStrip.lights(grb)`` takes what a board's ``lights`` takes: 15 bytes,
green, red, blue per LED, as dim as the device sends them; ``shown`` keeps
the last bytes. ``draw`` paints the strip, brightening the colours so that
a dim LED still shows on a monitor.
"""
import pygame

COUNT = 5
HEIGHT = 12  # the strip's height in screen pixels, scaled with the screen
BACKGROUND = (24, 24, 28)
OFF = (56, 56, 60)  # an unlit LED: its grey package
FULL = 40  # the brightest value the device sends (its LEDs are dim)


def visible(value):
    """A device value 0..255 as a monitor brightness 0..255."""
    if value <= 0:
        return 0
    # A lit NeoPixel at a few per cent of full power is still plainly lit
    # to the eye: a square root keeps the low values apart and visible.
    return min(255, round(255 * (value / FULL) ** 0.5))


class LedStrip:
    """Five NeoPixels, all off until ``lights`` is called."""

    height = HEIGHT

    def __init__(self):
        self.shown = bytes(3 * COUNT)

    def lights(self, grb):
        """Show ``grb`` (15 bytes, green red blue per LED) from now on."""
        grb = bytes(grb)
        if len(grb) != 3 * COUNT:
            raise ValueError("lights takes %d bytes, not %d" % (3 * COUNT, len(grb)))
        self.shown = grb

    def colours(self):
        """(red, green, blue) of each LED as drawn on the monitor."""
        b = self.shown
        return [
            (visible(b[i + 1]), visible(b[i]), visible(b[i + 2])) if any(b[i:i + 3]) else OFF
            for i in range(0, len(b), 3)
        ]

    def centres(self, rect):
        """Centre of each LED's circle in ``rect`` (a ``pygame.Rect``)."""
        return [(rect.x + rect.width * (2 * i + 1) // (2 * COUNT), rect.centery)
                for i in range(COUNT)]

    def draw(self, surface, rect):
        """Paint the strip into ``rect`` of ``surface``."""
        surface.fill(BACKGROUND, rect)
        radius = max(2, rect.height * 3 // 8)
        for centre, colour in zip(self.centres(rect), self.colours()):
            pygame.draw.circle(surface, colour, centre, radius)

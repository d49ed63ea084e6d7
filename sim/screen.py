"""The simulator's display: a ``PyGameDisplay`` that renders at the board's
native size and shows it scaled up in the window.

PyGameDisplay 4.0.1 has no scale option: it renders straight into the
window surface. Here it renders into an off-screen native-size surface
(which is also what screenshots save), and each refresh scales that onto
the window with ``pygame.transform.scale`` (nearest neighbour, so pixels
stay sharp). Boards with NeoPixels get a strip under the screen showing
them (``show_leds``); screenshots never include it. Import this only after
the SDL/Blinka environment is set.
"""
import time

import busdisplay
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay


class ScaledDisplay(PyGameDisplay):
    """A ``width`` x ``height`` display shown ``scale`` times larger."""

    def __init__(self, width, height, scale=1, caption="Cartographers", leds=0):
        self._scale = scale
        self._window = None
        self._leds = bytes(3 * leds)  # green, red, blue per pixel
        self._strip = 0 if not leds else 10 * scale
        super().__init__(
            width=width, height=height, caption=caption, auto_refresh=False
        )

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption(self._caption)
        self._window = pygame.display.set_mode(
            (self.width * self._scale, self.height * self._scale + self._strip)
        )
        if self._scale == 1 and not self._strip:
            self._pygame_screen = self._window
        else:
            self._pygame_screen = pygame.Surface((self.width, self.height))

    def _refresh_display(self):
        # The base class renders every area into the native surface.
        busdisplay.BusDisplay._refresh_display(self)
        self.present()
        self._last_refresh = time.monotonic()
        self._refresh_pending = False

    @property
    def surface(self):
        """The native-resolution pygame surface of what the screen shows."""
        return self._pygame_screen

    def present(self):
        """Copy the native surface to the window (again, e.g. after the
        window was uncovered)."""
        if self._window is not self._pygame_screen:
            size = (self.width * self._scale, self.height * self._scale)
            if self._strip:
                self._window.blit(pygame.transform.scale(self._pygame_screen, size), (0, 0))
                self._draw_leds(size[1])
            else:
                pygame.transform.scale(self._pygame_screen, size, self._window)
        pygame.display.flip()

    def show_leds(self, buf):
        """The NeoPixels now show ``buf`` (as ``neopixel_write`` takes it)."""
        self._leds = bytes(buf)
        if self._window is not None and self._strip:
            self._draw_leds(self.height * self._scale)
            pygame.display.flip()

    @property
    def leds(self):
        """(red, green, blue) of each NeoPixel as last shown."""
        b = self._leds
        return [(b[i + 1], b[i], b[i + 2]) for i in range(0, len(b), 3)]

    def _draw_leds(self, top):
        width = self._window.get_width()
        self._window.fill((16, 16, 20), (0, top, width, self._strip))
        count = len(self._leds) // 3
        radius = self._strip // 3
        for i, rgb in enumerate(self.leds):
            # The real pixels are dim; drawn 6x brighter so the track shows on a screen.
            colour = tuple(min(255, c * 6) for c in rgb)
            x = width * (2 * i + 1) // (2 * count)
            pygame.draw.circle(self._window, colour, (x, top + self._strip // 2), radius)

    def save(self, path):
        """Write the screen at native resolution to a PNG file."""
        pygame.image.save(self._pygame_screen, path)

"""The simulator's display: a ``PyGameDisplay`` that renders at the board's
native size and shows it scaled up in the window.

PyGameDisplay 4.0.1 has no scale option: it renders straight into the
window surface. Here it renders into an off-screen native-size surface
(which is also what screenshots save), and each refresh scales that onto
the window with ``pygame.transform.scale`` (nearest neighbour, so pixels
stay sharp). A ``strip`` (``sim.leds.LedStrip``: the NeoPixels) is drawn
under the screen image, the window that much taller; screenshots never
include it. Import this only after the SDL/Blinka environment is set.
"""
import time

import busdisplay
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay


class ScaledDisplay(PyGameDisplay):
    """A ``width`` x ``height`` display shown ``scale`` times larger, with
    ``strip`` (or nothing) under it."""

    def __init__(self, width, height, scale=1, caption="Cartographers", strip=None):
        self._scale = scale
        self._window = None
        self.strip = strip
        super().__init__(
            width=width, height=height, caption=caption, auto_refresh=False
        )

    def _initialize(self, init_sequence):
        # The window only: pygame.init() would open the audio device too,
        # even for a muted run (the sound is sim.sound's).
        pygame.display.init()
        pygame.display.set_caption(self._caption)
        below = self.strip.height * self._scale if self.strip is not None else 0
        self._window = pygame.display.set_mode(
            (self.width * self._scale, self.height * self._scale + below)
        )
        if self._scale == 1 and not below:
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

    @property
    def window(self):
        """The window's pygame surface: the screen scaled, then the strip."""
        return self._window

    def strip_rect(self):
        """Where the strip is drawn in the window (empty without a strip)."""
        top = self.height * self._scale
        return pygame.Rect(0, top, self._window.get_width(), self._window.get_height() - top)

    def present(self):
        """Copy the native surface to the window and draw the strip (again,
        e.g. after the window was uncovered or the LEDs changed)."""
        if self._window is not self._pygame_screen:
            size = (self.width * self._scale, self.height * self._scale)
            screen = self._window.subsurface(pygame.Rect((0, 0), size))
            pygame.transform.scale(self._pygame_screen, size, screen)
        if self.strip is not None:
            self.strip.draw(self._window, self.strip_rect())
        pygame.display.flip()

    def save(self, path):
        """Write the screen at native resolution to a PNG file."""
        pygame.image.save(self._pygame_screen, path)

"""The simulator's display: a ``PyGameDisplay`` that renders at the board's
native size and shows it scaled up in the window.

PyGameDisplay 4.0.1 has no scale option: it renders straight into the
window surface. Here it renders into an off-screen native-size surface
(which is also what screenshots save), and each refresh scales that onto
the window with ``pygame.transform.scale`` (nearest neighbour, so pixels
stay sharp). Import this only after the SDL/Blinka environment is set.
"""
import time

import busdisplay
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay


class ScaledDisplay(PyGameDisplay):
    """A ``width`` x ``height`` display shown ``scale`` times larger."""

    def __init__(self, width, height, scale=1, caption="Cartographers"):
        self._scale = scale
        self._window = None
        super().__init__(
            width=width, height=height, caption=caption, auto_refresh=False
        )

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption(self._caption)
        self._window = pygame.display.set_mode(
            (self.width * self._scale, self.height * self._scale)
        )
        if self._scale == 1:
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
            pygame.transform.scale(
                self._pygame_screen, self._window.get_size(), self._window
            )
        pygame.display.flip()

    def save(self, path):
        """Write the screen at native resolution to a PNG file."""
        pygame.image.save(self._pygame_screen, path)

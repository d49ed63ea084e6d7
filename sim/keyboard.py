"""Desktop keyboard to logical buttons.

``Keyboard.pump()`` reads every pending pygame event with one unfiltered
``pygame.event.get()`` (a type-filtered get returns events grouped by type,
not in arrival order) and feeds key transitions into a ``Buttons``.
"""
import pygame

from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

KEY_BITS = {
    pygame.K_UP: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_LEFT: LEFT,
    pygame.K_RIGHT: RIGHT,
    pygame.K_z: A,
    pygame.K_RETURN: A,
    pygame.K_KP_ENTER: A,
    pygame.K_x: B,
    pygame.K_BACKSPACE: B,
    pygame.K_SPACE: START,
    pygame.K_TAB: SELECT,
}

_QUIT_EVENTS = (pygame.QUIT, pygame.WINDOWCLOSE)
_EXPOSE_EVENTS = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED)


class Keyboard:
    """Feeds ``buttons`` (a ``hw.buttons.Buttons``) from pygame events."""

    def __init__(self, buttons):
        self.buttons = buttons
        self.quit = False
        self.exposed = False

    def pump(self):
        """Handle all pending events; sets ``quit`` on Esc or window close and
        ``exposed`` when the window needs repainting. Returns not ``quit``."""
        for event in pygame.event.get():
            kind = event.type
            if kind == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE:
                    self.quit = True
                bit = KEY_BITS.get(event.key)
                if bit:
                    self.buttons.down(bit)
            elif kind == pygame.KEYUP:
                bit = KEY_BITS.get(event.key)
                if bit:
                    self.buttons.up(bit)
            elif kind in _QUIT_EVENTS:
                self.quit = True
            elif kind in _EXPOSE_EVENTS:
                self.exposed = True
        return not self.quit

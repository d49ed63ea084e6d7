"""What reached the screen: a pixel's colour and whether it is a given colour."""
import pygame


def pixel(hw, x, y):
    """The (r, g, b) at (x, y) of board ``hw``'s display, refreshed first."""
    hw.display.refresh()
    return tuple(pygame.display.get_surface().get_at((x, y)))[:3]


def close_to(rgb, colour):
    """Whether ``rgb`` is the 0xRRGGBB ``colour`` within 8 a channel."""
    return all(abs(rgb[i] - ((colour >> (16 - 8 * i)) & 0xFF)) <= 8 for i in range(3))


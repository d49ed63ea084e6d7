"""Every change a press makes reaches the screen with that press.

The board's main loop (``hw.loop``) refreshes the display only when the app
says it is ``dirty``; a screen that changes a text or a shape without saying
so shows the change one press late on a board (CircuitPython's displayio
sends nothing until the next refresh; seen on the emulated PicoSystem as a
press that drew nothing). The bot plays through the UI on a display that
renders (Blinka's displayio): after each press the screen as the loop left
it must be the screen a refresh would draw.
"""
import pygame
import pytest

from tools import botplay


class Watched(botplay.Session):
    """A session on a rendering display that notes each press whose changes
    the loop did not refresh: (press number, button mask, screen's class)."""

    def __init__(self, board, seed):
        super().__init__(board, seed=seed, render=True)
        self.unseen = []
        self.presses = 0

    def press(self, *masks):
        for mask in masks:
            super().press(mask)
            self.presses += 1
            surface = pygame.display.get_surface()
            shown = pygame.image.tobytes(surface, "RGB")
            self.hw.display.refresh()
            if pygame.image.tobytes(surface, "RGB") != shown:
                self.unseen.append((self.presses, mask, type(self.app.screen).__name__))


def play(board, players, content, seed, decisions):
    from carto_ui import play as playmod

    session = Watched(board, seed)
    try:
        botplay.set_up(session, players, content)
        app = session.app
        made = 0
        while made < decisions and app.game is not None:
            if app.screen is app.play and app.play.mode != playmod.AFTER:
                botplay.decide(session)
                made += 1
            else:
                session.press(botplay.A)
        return session
    finally:
        session.hw.close()


@pytest.mark.parametrize("board, players, content, seed", [
    ("picosystem", 1, "base", 2026),
    ("pybadge", 3, "heroes", 31),
    ("picopad", 2, "base", 77),
])
def test_every_change_is_shown_with_its_press(board, players, content, seed):
    session = play(board, players, content, seed, decisions=8)
    assert session.unseen == [], "presses whose change waited for a later refresh"

"""Simulator runs: windowed (a keyboard-driven game loop) and headless
(scripted key presses, screenshots)."""
import os

import pygame

from hw import loop
from sim.keyboard import Keyboard
from sim.keyscript import name_of

KEY_STEP_MS = 250
SETTLE_MS = 3000  # after the last key: longer than any blink or tally
FPS = 60


class Screenshots:
    """Saves PNGs at native resolution: one per step into ``path`` when it
    is a directory (existing, or spelt with a trailing slash), else one of
    the final screen to ``path``; nothing when ``path`` is None."""

    def __init__(self, display, path):
        self.display = display
        self.path = path
        self.per_step = bool(path) and (path.endswith(os.sep) or os.path.isdir(path))
        self.written = []
        if self.per_step:
            os.makedirs(path, exist_ok=True)

    def step(self, index, label):
        """Record the screen after step ``index`` (0 = before any key)."""
        if self.per_step:
            self._save(os.path.join(self.path, "%03d-%s.png" % (index, label)))

    def finish(self):
        """Record the final screen when saving a single file."""
        if self.path and not self.per_step:
            self._save(self.path)

    def _save(self, path):
        self.display.save(path)
        self.written.append(path)


def _refresh(hw, app):
    hw.display.refresh()
    app.dirty = False


def run_headless(hw, app, keys, shots):
    """Press each bit in ``keys`` once, straight into the app, advancing the
    scripted clock ``hw.ticks_ms`` (a ``StepClock``) ``KEY_STEP_MS`` per key,
    then ``SETTLE_MS`` more before the final screenshot. Returns the screenshot paths written."""
    _refresh(hw, app)
    shots.step(0, "start")
    for index, bit in enumerate(keys, 1):
        now = hw.ticks_ms.advance(KEY_STEP_MS)
        app.press(bit)
        app.update(now)
        if app.dirty:
            _refresh(hw, app)
        shots.step(index, name_of(bit))
    # The final screen is the one a player would see: its blink or tally over.
    for _ in range(SETTLE_MS // 100):
        app.update(hw.ticks_ms.advance(100))
    if app.dirty:
        _refresh(hw, app)
    shots.finish()
    return shots.written


def run_windowed(hw, app, keys, shots):
    """Play in the window until Esc or close; the scripted ``keys`` are
    pressed first, one per frame. Returns the screenshot paths written."""
    keyboard = Keyboard(hw.buttons)
    frames = pygame.time.Clock()
    pending = list(keys)
    index = 0
    _refresh(hw, app)
    shots.step(0, "start")
    while keyboard.pump():
        bit = pending.pop(0) if pending else 0
        if bit:
            app.press(bit)
        loop.step(hw, app)
        if bit:
            index += 1
            shots.step(index, name_of(bit))
        if keyboard.exposed:
            keyboard.exposed = False
            hw.display.present()
        frames.tick(FPS)
    shots.finish()
    return shots.written

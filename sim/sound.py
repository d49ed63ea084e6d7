"""The simulator's sound and lights: hw.sound's effects through pygame, the NeoPixels in the window.

``SimSound`` plays each note as a looped square wave from ``pygame.mixer``;
``open_sound`` gives None (silence) with ``mute`` or when pygame finds no
audio device. ``SimLights`` is ``hw.lights.Lights`` writing into the
window's LED strip (``sim.screen.ScaledDisplay.leds``).
"""
import array

import pygame

from hw.lights import Lights
from hw.sound import Sound

RATE = 22050
LEVEL = (0, 2000, 6000, 14000)  # square-wave amplitude per volume step


class SimSound(Sound):
    def __init__(self, ticks_ms):
        super().__init__(ticks_ms)
        self._channel = None
        self._cache = {}

    def _wave(self, hz, volume):
        key = (round(hz), volume)
        wave = self._cache.get(key)
        if wave is None:
            half = max(1, round(RATE / hz / 2))
            samples = array.array("h", ([LEVEL[volume]] * half + [-LEVEL[volume]] * half) * 40)
            wave = self._cache[key] = pygame.mixer.Sound(buffer=samples.tobytes())
        return wave

    def tone(self, hz, volume):
        if self._channel is not None:
            self._channel.stop()
            self._channel = None
        if hz:
            self._channel = self._wave(hz, volume).play(loops=-1)


def open_sound(ticks_ms, mute=False):
    """A ``SimSound``, or None when muted or without an audio device."""
    if mute:
        return None
    try:
        pygame.mixer.quit()
        pygame.mixer.init(frequency=RATE, size=-16, channels=1)
    except pygame.error as err:
        print("No audio device (%s): the simulator is silent." % err)
        return None
    return SimSound(ticks_ms)


def open_lights(display):
    """Lights drawn by ``display`` (a ``sim.screen.ScaledDisplay``)."""
    return Lights(display.show_leds, None)

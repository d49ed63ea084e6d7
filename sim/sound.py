"""The simulator's sound: a voice for hw.sound's effects through pygame.

``SimVoice`` plays each note as a looped square wave from ``pygame.mixer``;
``voice_opener`` gives the board's ``sound()`` (a new ``SimVoice`` per
effect, as a board opens its speaker), or None (silence) with ``mute`` or
when pygame finds no audio device. The NeoPixels are drawn by the window
(``sim.screen.ScaledDisplay.show_leds``).
"""
import array

import pygame

RATE = 22050
LEVEL = (0, 2000, 6000, 14000)  # square-wave amplitude per volume step
_waves = {}  # (hz, volume) -> pygame.mixer.Sound, kept across effects


class SimVoice:
    def __init__(self):
        self._channel = None

    def _wave(self, hz, volume):
        key = (round(hz), volume)
        wave = _waves.get(key)
        if wave is None:
            half = max(1, round(RATE / hz / 2))
            samples = array.array("h", ([LEVEL[volume]] * half + [-LEVEL[volume]] * half) * 40)
            wave = _waves[key] = pygame.mixer.Sound(buffer=samples.tobytes())
        return wave

    def tone(self, hz, volume):
        if self._channel is not None:
            self._channel.stop()
            self._channel = None
        if hz:
            self._channel = self._wave(hz, volume).play(loops=-1)

    def deinit(self):
        self.tone(0, 0)


def voice_opener(mute=False):
    """``SimVoice`` (the board's ``sound``), or None when muted or without an
    audio device."""
    if mute:
        return None
    try:
        pygame.mixer.quit()
        pygame.mixer.init(frequency=RATE, size=-16, channels=1)
    except pygame.error as err:
        print("No audio device (%s): the simulator is silent." % err)
        return None
    return SimVoice

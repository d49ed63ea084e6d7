"""The simulator's speaker: the board's sound effects through ``pygame.mixer``.

A track is ``bytes`` of (MIDI note number, length in hundredths of a
second) pairs, note 0 a rest. ``synthesise`` turns one into 16-bit mono
samples of a square wave at one of the volume steps 1..3 (0 is silence).
``Speaker.play`` is a board's ``play(track, volume)``: it records every
call in ``played`` and, unless silent (``--mute``, headless runs, no audio
device), starts the track in the background in place of the one playing.
"""
import array
import contextlib
import os
import sys

import pygame

RATE = 22050
# Peak amplitude of the square wave per volume step (0 = silence); a square
# wave is loud, so even step 3 stays well under the 16-bit limit.
LEVELS = (0, 2000, 5000, 12000)


def check(track, volume):
    """Raise ValueError unless ``track`` is whole pairs and ``volume`` 0..3."""
    if len(track) % 2:
        raise ValueError("a track is (note, length) pairs: %d bytes" % len(track))
    if volume not in (0, 1, 2, 3):
        raise ValueError("volume is 0, 1, 2 or 3, not %r" % (volume,))


def note_hz(note):
    """Frequency of MIDI note ``note`` (69 is A4, 440 Hz)."""
    return 440.0 * 2 ** ((note - 69) / 12)


def synthesise(track, volume, rate=RATE):
    """The samples (``array('h')``) of ``track`` at ``volume``."""
    check(track, volume)
    level = LEVELS[volume]
    samples = array.array("h")
    elapsed = 0  # hundredths of a second since the start
    for i in range(0, len(track), 2):
        note, length = track[i], track[i + 1]
        elapsed += length
        # Each note ends where the whole track's time says, so rounding in
        # one note does not shift the ones after it.
        count = elapsed * rate // 100 - len(samples)
        if note == 0 or level == 0:
            samples.frombytes(bytes(2 * count))
        else:
            half_periods = 2 * note_hz(note) / rate  # per sample
            samples.extend(level if int(k * half_periods) % 2 == 0 else -level
                           for k in range(count))
    return samples


@contextlib.contextmanager
def quiet_stderr():
    """Hide what C libraries write to the process's stderr meanwhile."""
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def open_mixer():
    """Open the audio device for ``synthesise``'s samples; False (and one
    console line) when there is none."""
    try:
        # pygame.init() may have opened the mixer already, in another format.
        pygame.mixer.quit()
        # Without a sound card ALSA writes a dozen lines of its own to stderr.
        with quiet_stderr():
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, allowedchanges=0)
    except (pygame.error, NotImplementedError) as error:
        print("No audio device (%s): the simulator is silent." % (error or "unknown error"))
        return False
    return True


class Speaker:
    """A board's sound: audible when ``sound`` is true and the audio device
    opens, else silent but still recording what was played."""

    def __init__(self, sound=True):
        self.played = []  # (track, volume) of every play() call
        self.audible = bool(sound) and open_mixer()
        self.channel = pygame.mixer.Channel(0) if self.audible else None
        self.sound = None  # the pygame Sound playing or last played
        self.sounds = {}  # (track, volume) -> its pygame Sound

    def play(self, track, volume):
        """Start ``track`` at ``volume`` (1..3) in place of any playing;
        volume 0 stops. Returns at once."""
        check(track, volume)
        track = bytes(track)
        self.played.append((track, volume))
        if not self.audible:
            return
        self.channel.stop()
        self.sound = None
        # A track with no length makes an empty Sound, which pygame 2.6.1
        # crashes (segfaults) playing.
        if volume and any(track[1::2]):
            # The game has a handful of effects, each played often.
            self.sound = self.sounds.get((track, volume))
            if self.sound is None:
                samples = synthesise(track, volume)
                self.sound = pygame.mixer.Sound(buffer=samples.tobytes())
                self.sounds[track, volume] = self.sound
            self.channel.play(self.sound)

    @property
    def busy(self):
        """True while a track plays."""
        return self.audible and self.channel.get_busy()

    def close(self):
        """Stop and release the audio device."""
        if self.audible:
            self.channel.stop()
            pygame.mixer.quit()
            self.audible = False
            self.channel = None
            self.sound = None
            self.sounds.clear()

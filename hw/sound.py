"""Short sound effects, played note by note on the board's speaker or piezo."""
# ``Sound(voice, ticks_ms)`` plays named effects (``play("coin")``) from
# ``EFFECTS``: each is a few (MIDI note, duration) pairs, synthesised on the
# fly, so no sample is stored. ``update(now)``
# (from the main loop, every frame) moves on to the next note when one is
# due: one ``ticks_diff`` per frame while an effect plays, nothing otherwise.
#
# A *voice* is the board's tone maker: ``start(frequency, volume)`` (volume
# 1-3) and ``stop()``. ``SynthVoice`` is a ``synthio`` note through
# ``audioio.AudioOut`` on the PyBadge/PyGamer speaker (amplifier switched on
# only while a note sounds); ``PwmVoice`` a square wave from ``pwmio`` on the
# PicoSystem's piezo (and the PicoPad's speaker pin). ``open_speaker`` and
# ``open_piezo`` return None, after one console line, where the hardware or
# its modules are missing: a board without sound simply has none.
#
# Anything wrong with an effect (an unknown name, a damaged table) or an
# error from the hardware while playing turns the sound off for good with
# one line on the console; the game goes on in silence.
from hw.repeat import ticks_add, ticks_diff

# name -> bytes of (MIDI note, duration in 10 ms) pairs; note 0 is a rest.
EFFECTS = {
    "reveal": bytes((76, 4, 81, 7)),
    "place": bytes((60, 3, 67, 5)),
    "illegal": bytes((46, 7, 0, 3, 46, 10)),
    "coin": bytes((83, 6, 88, 22)),
    "ambush": bytes((57, 9, 56, 9, 55, 9, 54, 24)),
    "season": bytes((72, 9, 76, 9, 79, 9, 84, 28)),
    "result": bytes((67, 11, 72, 11, 76, 11, 79, 18, 76, 9, 79, 36)),
}

VOLUMES = 4  # 0 off, then three steps


def frequency(note):
    """Hz of MIDI ``note`` (69 = A4 = 440 Hz)."""
    return 440.0 * 2.0 ** ((note - 69) / 12.0)


class Sound:
    """Plays ``EFFECTS`` on ``voice``; ``volume`` 0 (off) to 3."""

    def __init__(self, voice, ticks_ms, volume=2):
        self.voice = voice
        self.ticks_ms = ticks_ms
        self.volume = volume
        self.playing = None  # name of the effect sounding now
        self._notes = None
        self._i = 0
        self._due = 0

    def play(self, name):
        """Start effect ``name`` (cutting short the one playing)."""
        if self.voice is None or not self.volume:
            return
        notes = EFFECTS.get(name)
        if notes is None or len(notes) % 2 or not notes:
            self._fail("no sound effect %r" % name)
            return
        self.playing = name
        self._notes = notes
        self._i = 0
        self._next(self.ticks_ms())

    def update(self, now):
        if self._notes is not None and ticks_diff(now, self._due) >= 0:
            self._next(now)

    def stop(self):
        self._notes = None
        self.playing = None
        if self.voice is not None:
            try:
                self.voice.stop()
            except (OSError, RuntimeError, ValueError) as err:
                self._fail(err)

    def _next(self, now):
        notes = self._notes
        i = self._i
        if i >= len(notes):
            self.stop()
            return
        note = notes[i]
        try:
            if note:
                if note > 127:
                    raise ValueError("note %d" % note)
                self.voice.start(frequency(note), self.volume)
            else:
                self.voice.stop()
        except (OSError, RuntimeError, ValueError) as err:
            self._fail(err)
            return
        self._i = i + 2
        self._due = ticks_add(now, notes[i + 1] * 10)

    def _fail(self, why):
        print("Sound off: %s" % why)
        voice = self.voice
        self.voice = None
        self._notes = None
        self.playing = None
        if voice is not None:
            try:
                voice.stop()
            except Exception:  # the hardware already failed: silence is all we want
                pass


class SynthVoice:
    """A ``synthio`` note through ``audioio`` on a speaker with an enable pin."""

    AMPLITUDE = (0.0, 0.15, 0.4, 1.0)

    def __init__(self, speaker, enable):
        import audioio
        import digitalio
        import synthio

        self._enable = digitalio.DigitalInOut(enable)
        self._enable.switch_to_output(value=False)
        self._out = audioio.AudioOut(speaker)
        envelope = synthio.Envelope(attack_time=0.005, decay_time=0.0, release_time=0.02,
                                    attack_level=1.0, sustain_level=1.0)
        self._synth = synthio.Synthesizer(sample_rate=22050, envelope=envelope)
        self._note = synthio.Note(440.0)
        self._on = False
        self._out.play(self._synth)

    def start(self, hz, volume):
        note = self._note
        note.frequency = hz
        note.amplitude = self.AMPLITUDE[volume]
        if not self._on:
            self._enable.value = True
            self._synth.press(note)
            self._on = True

    def stop(self):
        if self._on:
            self._synth.release(self._note)
            self._enable.value = False
            self._on = False


class PwmVoice:
    """A square wave from ``pwmio`` on a piezo pin; the duty cycle sets the volume."""

    DUTY = (0, 1500, 6000, 32768)

    def __init__(self, pin):
        import pwmio

        self._pwm = pwmio.PWMOut(pin, frequency=440, duty_cycle=0, variable_frequency=True)

    def start(self, hz, volume):
        self._pwm.frequency = int(hz)
        self._pwm.duty_cycle = self.DUTY[volume]

    def stop(self):
        self._pwm.duty_cycle = 0


def _open(make, args, ticks_ms):
    if None in args:
        print("No sound: the board names no speaker pin")
        return None
    try:
        return Sound(make(*args), ticks_ms)
    except (ImportError, AttributeError, OSError, RuntimeError, TypeError, ValueError) as err:
        print("No sound: %s" % err)
        return None


def open_speaker(board, ticks_ms):
    """Sound on the PyBadge/PyGamer speaker, or None."""
    return _open(SynthVoice, (getattr(board, "SPEAKER", None),
                              getattr(board, "SPEAKER_ENABLE", None)), ticks_ms)


def open_piezo(board, ticks_ms):
    """Sound on the piezo (or PWM-driven speaker) at ``board.AUDIO``, or None."""
    return _open(PwmVoice, (getattr(board, "AUDIO", None),), ticks_ms)

"""Short sound effects, played note by note on the board's speaker or piezo."""
# ``Sound`` plays named effects (``play("coin")``) from ``EFFECTS``: each is
# a few (MIDI note, duration) pairs synthesised on the fly, so no sample is
# stored. ``update(now)`` (the main loop's, every frame) moves on to the
# next note when one is due: one ``ticks_diff`` per frame while an effect
# plays, nothing otherwise. ``volume`` is 0 (off) to 3.
#
# A board's sound is a subclass whose ``tone(hz, volume)`` sounds a note
# (``hz`` 0: silence): ``SynthSound`` (a synthio note through audioio on the
# PyBadge/PyGamer speaker) or ``PwmSound`` (pwmio on the PicoSystem's
# piezo). ``open_sound`` makes one, or prints one line and
# gives None where the hardware or its modules are missing: a board without
# sound simply has none.
#
# Anything wrong with an effect (an unknown name, a damaged table) or an
# error from the hardware while playing turns the sound off (volume 0, until
# the settings set it again) with one line on the console; the game goes on
# in silence.
from hw.repeat import ticks_add, ticks_diff

# name -> bytes of (MIDI note, duration in 10 ms) pairs; note 0 is a rest.
EFFECTS = {
    "reveal": b"\x4c\x04\x51\x07",
    "place": b"\x3c\x03\x43\x05",
    "illegal": b"\x2e\x07\x00\x03\x2e\x0a",
    "coin": b"\x53\x06\x58\x16",
    "ambush": b"\x39\x09\x38\x09\x37\x09\x36\x18",
    "season": b"\x48\x09\x4c\x09\x4f\x09\x54\x1c",
    "result": b"\x43\x0b\x48\x0b\x4c\x0b\x4f\x12\x4c\x09\x4f\x24",
}


class Sound:
    """The effect player; ``tone`` is the board's (see above). ``notes`` is
    the effect playing (an ``EFFECTS`` value), None when quiet."""

    def __init__(self, ticks_ms):
        self.ticks_ms = ticks_ms
        self.volume = 2
        self.notes = None
        self._i = 0
        self._due = 0

    def tone(self, hz, volume):
        raise NotImplementedError

    def play(self, name):
        """Start effect ``name`` (cutting short the one playing)."""
        if self.volume:
            self.notes = EFFECTS.get(name)
            if self.notes is None:
                self.fail("no sound effect %r" % name)
                return
            self._i = 0
            self.update(self.ticks_ms(), True)

    def update(self, now, due=False):
        notes = self.notes
        if notes is None or not (due or ticks_diff(now, self._due) >= 0):
            return
        i = self._i
        try:
            if i + 1 >= len(notes):
                if i < len(notes):
                    raise ValueError("damaged effect (a note without a duration)")
                self.notes = None
                self.tone(0, 0)
                return
            note = notes[i]
            self.tone(440.0 * 2.0 ** ((note - 69) / 12.0) if note else 0, self.volume)
        except (OSError, RuntimeError, ValueError) as err:
            self.fail(err)
            return
        self._i = i + 2
        self._due = ticks_add(now, notes[i + 1] * 10)

    def fail(self, why):
        """Silence (until the volume is set again), with one line on the console."""
        print("Sound off: %s" % why)
        self.volume = 0
        self.notes = None


# The PyBadge/PyGamer speaker: a synthio note through audioio; the amplifier
# (``board.SPEAKER_ENABLE``) is on only while a note sounds. No sample
# buffer of ours: synthio makes the square wave itself.
SYNTH_AMPLITUDE = (0.0, 0.15, 0.4, 1.0)


class SynthSound(Sound):
    def __init__(self, board, ticks_ms):
        import audioio
        import digitalio
        import synthio

        super().__init__(ticks_ms)
        self._enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        self._enable.switch_to_output(value=False)
        self._out = audioio.AudioOut(board.SPEAKER)
        self._synth = synthio.Synthesizer(
            sample_rate=22050,
            envelope=synthio.Envelope(attack_time=0.005, release_time=0.02, sustain_level=1.0))
        self._note = synthio.Note(440.0)
        self._on = False
        self._out.play(self._synth)

    def tone(self, hz, volume):
        note = self._note
        if hz:
            note.frequency = hz
            note.amplitude = SYNTH_AMPLITUDE[volume]
            if not self._on:
                self._enable.value = True
                self._synth.press(note)
                self._on = True
        elif self._on:
            self._synth.release(note)
            self._enable.value = False
            self._on = False


# A piezo (PicoSystem; the PicoPad's speaker pin): a pwmio square wave whose
# duty cycle sets the loudness (a piezo is loudest at 50 %, 32768).
PWM_DUTY = (0, 1500, 6000, 32768)


class PwmSound(Sound):
    def __init__(self, board, ticks_ms):
        import pwmio

        super().__init__(ticks_ms)
        self._pwm = pwmio.PWMOut(board.AUDIO, frequency=440, duty_cycle=0,
                                 variable_frequency=True)

    def tone(self, hz, volume):
        if hz:
            self._pwm.frequency = int(hz)
            self._pwm.duty_cycle = PWM_DUTY[volume]
        else:
            self._pwm.duty_cycle = 0


def open_sound(kind, *args):
    """``kind(*args)`` (a Sound subclass), or None after one console line."""
    try:
        return kind(*args)
    except (ImportError, AttributeError, OSError, RuntimeError, TypeError, ValueError) as err:
        print("No sound: %s" % err)
        return None

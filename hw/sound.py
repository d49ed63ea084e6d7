"""Short sound effects, played note by note on a voice opened for the effect."""
# ``start(open_voice, number, volume, now)`` opens a voice (the board's
# ``sound()``: a ``Speaker`` here, a ``hw.piezo.Piezo``, the simulator's own) and
# plays effect number ``number`` of ``EFFECTS`` on it: a few (MIDI note, duration)
# pairs synthesised on the fly, so no sample is stored. ``Effect.update(now)``
# (the app's, every frame while it plays) moves on to the next note when one
# is due; once the effect is over the voice is released (``deinit``) and the
# app lets go of the effect (this module stays until the game is left:
# carto_ui.app.quiet says why). ``volume`` is 1 to 3.
#
# A voice has ``tone(hz, volume)`` (``hz`` 0: silence) and ``deinit()``.
# Anything wrong (an unknown number, a damaged table, missing hardware or its
# modules, an error while playing) ends the effect with one console line and
# ``error`` set; the app then turns the sound off until the settings set it
# again, and the game goes on in silence.
from hw.repeat import ticks_add, ticks_diff

# Effect number -> bytes of (MIDI note, duration in 10 ms) pairs; note 0 is
# a rest. Numbers, not names: each name would be one more interned string
# (carto_ui.news.effect_for picks 0-5, play.py and settings_menu.py 6 and 2):
# 0 place, 1 reveal, 2 coin, 3 ambush, 4 season end, 5 final result, 6 illegal.
EFFECTS = (
    b"\x3c\x03\x43\x05",
    b"\x4c\x04\x51\x07",
    b"\x53\x06\x58\x16",
    b"\x39\x09\x38\x09\x37\x09\x36\x18",
    b"\x48\x09\x4c\x09\x4f\x09\x54\x1c",
    b"\x43\x0b\x48\x0b\x4c\x0b\x4f\x12\x4c\x09\x4f\x24",
    b"\x2e\x07\x00\x03\x2e\x0a",
)
_TROUBLE = (ImportError, AttributeError, OSError, RuntimeError, TypeError, ValueError)


class Effect:
    """One effect playing on ``voice``; ``error`` is why it stopped early, or None."""

    def __init__(self, voice, notes, volume, now):
        self.voice = voice
        self.notes = notes
        self.volume = volume
        self.error = None
        self.i = 0
        self.due = now

    def update(self, now):
        """Sound the next note if it is due; True once the effect is over
        (its voice released)."""
        if self.voice is None:
            return True
        if ticks_diff(now, self.due) < 0:
            return False
        notes = self.notes
        i = self.i
        try:
            if i + 1 >= len(notes):
                if i < len(notes):
                    raise ValueError("damaged effect (a note without a duration)")
                self.stop()
                return True
            note = notes[i]
            self.voice.tone(440.0 * 2.0 ** ((note - 69) / 12.0) if note else 0, self.volume)
        except _TROUBLE as err:
            self.fail(err)
            return True
        self.i = i + 2
        self.due = ticks_add(now, notes[i + 1] * 10)
        return False

    def stop(self):
        """Cut the effect short: silence, and the voice released."""
        voice = self.voice
        self.voice = None
        if voice is not None:
            try:
                try:
                    voice.tone(0, 0)
                finally:
                    voice.deinit()
            except _TROUBLE as err:
                if self.error is None:  # else already said
                    self.fail(err)

    def fail(self, why):
        print("Sound off: %s" % why)
        self.error = why
        self.stop()


def start(open_voice, number, volume, now):
    """Effect ``number`` at ``volume`` (1-3) on a voice from ``open_voice()``,
    its first note sounding; over at once (``error`` set) if it cannot play."""
    notes = EFFECTS[number] if 0 <= number < len(EFFECTS) else None
    effect = Effect(None, notes, volume, now)
    if notes is None:
        effect.fail("no sound effect %r" % number)
        return effect
    try:
        effect.voice = open_voice()
    except _TROUBLE as err:
        effect.fail(err)
        return effect
    effect.update(now)
    return effect


# The PyBadge/PyGamer speaker: a synthio note through audioio; the amplifier
# (``board.SPEAKER_ENABLE``) is on only while the voice is open. No sample
# buffer of ours: synthio makes the square wave itself.
_SYNTH_AMPLITUDE = (0.0, 0.15, 0.4, 1.0)


class Speaker:
    def __init__(self, board):
        import audioio
        import digitalio
        import synthio

        self.enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        self.enable.switch_to_output(value=True)
        self.out = audioio.AudioOut(board.SPEAKER)
        self.synth = synthio.Synthesizer(
            sample_rate=22050,
            envelope=synthio.Envelope(attack_time=0.005, release_time=0.02, sustain_level=1.0))
        self.note = synthio.Note(440.0)
        self.on = False
        self.out.play(self.synth)

    def tone(self, hz, volume):
        note = self.note
        if hz:
            note.frequency = hz
            note.amplitude = _SYNTH_AMPLITUDE[volume]
            if not self.on:
                self.synth.press(note)
                self.on = True
        elif self.on:
            self.synth.release(note)
            self.on = False

    def deinit(self):
        self.out.stop()
        self.synth.deinit()
        self.out.deinit()
        self.enable.value = False
        self.enable.deinit()

"""Sound effects on the board's speaker or piezo, each played by the firmware."""
# An effect is handed to CircuitPython as one ``synthio.MidiTrack``: while it
# plays, none of our code runs (no per-frame stepping). A track is bytes of
# (MIDI note, hundredths of a second) pairs, note 0 a rest
# (``carto_ui.effects``); the MidiTrack reads its events at 100 ticks a
# second. The board module keeps its ``AudioOut`` and, where an amplifier
# must be switched on, its enable pin, and offers ``play(track, volume)``,
# which imports this module: it is forgotten while a hint is searched
# (``carto_ui.unload``), the pins stay with the board.
import synthio

LEVELS = (0.0, 0.2, 0.45, 1.0)  # volume 0-3 as the envelope's level


def play(out, amp, track, volume):
    """Start ``track`` at ``volume`` 1-3 on ``out`` (an ``AudioOut``),
    ending any effect still playing; volume 0 only stops and switches the
    amplifier (``amp``, a ``DigitalInOut``, or None) off."""
    out.stop()
    if amp is not None:
        amp.switch_to_output(volume > 0)
    if not volume:
        return
    events = bytearray()
    wait = 0
    for i in range(0, len(track), 2):
        note = track[i]
        if note:
            # delta, note on, delta (the note's length), note off; every
            # delta is below 128, so one byte of MIDI's variable length.
            events.extend(bytes((wait, 0x90, note, 100, track[i + 1], 0x80, note, 0)))
            wait = 0
        else:
            wait += track[i + 1]
    level = LEVELS[volume]
    out.play(synthio.MidiTrack(events, 100, sample_rate=22050, envelope=synthio.Envelope(
        attack_time=0.005, release_time=0.03, attack_level=level, sustain_level=level)))

"""The sound layer (hw.sound) with a voice that records what it plays, and the
lights (hw.lights): an effect plays its notes on time on a voice opened for it
and released after; a damaged or unknown effect, missing hardware or a
failing voice end it with one console line; the time track's bytes."""
from hw import lights as hl
from hw import sound as hs
from hw.repeat import ticks_add

# hw.sound's effect numbers, by name (its EFFECTS comment)
NAMES = ("place", "reveal", "coin", "ambush", "season", "result", "illegal")
PLACE, REVEAL, COIN, AMBUSH, SEASON, RESULT, ILLEGAL = range(len(NAMES))


class Voice:
    """A voice whose notes are written down: (hz rounded, volume)."""

    opened = []  # every Voice made, in order

    def __init__(self, fail_at=None):
        self.tones = []
        self.released = False
        self.fail_at = fail_at
        Voice.opened.append(self)

    def tone(self, hz, volume):
        if self.fail_at is not None and len(self.tones) == self.fail_at:
            raise OSError("speaker gone")
        self.tones.append((round(hz), volume))

    def deinit(self):
        self.released = True


def run(effect, ms=2000, start=0):
    for t in range(start, start + ms, 10):
        if effect.update(t):
            return t
    return None


def test_an_effect_plays_its_notes_on_time_then_releases_its_voice():
    e = hs.start(Voice, COIN, 2, 0)  # B5 60 ms, E6 220 ms
    v = e.voice
    assert v.tones == [(988, 2)]
    assert not e.update(50) and len(v.tones) == 1
    assert not e.update(60)
    assert v.tones == [(988, 2), (1319, 2)]
    assert run(e, 400, 70) == 280
    assert v.tones[-1] == (0, 0) and v.released and e.voice is None and e.error is None
    assert e.update(300)  # over stays over


def test_every_effect_is_well_formed():
    assert len(hs.EFFECTS) == len(NAMES)
    for name, notes in zip(NAMES, hs.EFFECTS):
        assert len(notes) % 2 == 0 and notes, name
        assert all(n == 0 or 30 <= n <= 100 for n in notes[::2]), name
        assert sum(notes[1::2]) * 10 <= 1200, name  # short: at most 1.2 s


def test_volume_steps_reach_the_voice():
    e = hs.start(Voice, PLACE, 3, 0)
    assert e.voice.tones[0][1] == 3


def test_stop_cuts_an_effect_short_and_releases_the_voice():
    e = hs.start(Voice, RESULT, 1, 0)
    v = e.voice
    e.stop()
    assert v.tones[-1] == (0, 0) and v.released and e.update(10) and e.error is None


def test_unknown_or_damaged_effect_ends_with_one_line(capsys, monkeypatch):
    Voice.opened.clear()
    e = hs.start(Voice, len(NAMES), 2, 0)
    assert capsys.readouterr().out == "Sound off: no sound effect 7\n"
    assert e.update(0) and e.error and Voice.opened == []  # no voice opened for it
    damaged = hs.EFFECTS[:COIN] + (b"\x53",) + hs.EFFECTS[COIN + 1:]  # cut short: no duration
    monkeypatch.setattr(hs, "EFFECTS", damaged)
    e = hs.start(Voice, COIN, 2, 0)  # fails at its first note
    v = Voice.opened[-1]
    assert run(e) == 0
    assert capsys.readouterr().out == (
        "Sound off: damaged effect (a note without a duration)\n")
    assert v.tones == [(0, 0)] and v.released and e.error


def test_a_failing_voice_ends_the_effect_with_one_line(capsys):
    e = hs.start(lambda: Voice(fail_at=1), SEASON, 2, 0)
    v = e.voice
    run(e)
    assert capsys.readouterr().out == "Sound off: speaker gone\n"
    assert v.tones == [(523, 2)] and v.released and e.error


def test_missing_hardware_ends_the_effect_with_one_line(capsys):
    class NoBoard:
        pass

    from hw.piezo import Piezo

    for voice in (hs.Speaker, Piezo):
        e = hs.start(lambda voice=voice: voice(NoBoard()), COIN, 2, 0)
        assert e.update(0) and e.error
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all(line.startswith("Sound off: ") for line in lines)


def test_ticks_wrap_does_not_stall_an_effect():
    start = ticks_add(0, -30)  # 30 ms before the clock wraps
    e = hs.start(Voice, COIN, 2, start)
    e.update(ticks_add(start, 60))
    assert len(e.voice.tones) == 2


# ----- lights -----

def test_lights_frame_is_the_time_track_dim():
    assert hl.frame(0, 0, 8, 1) == bytes(15)
    assert hl.frame(3, 8, 8, 0) == bytes(15)  # lights off
    # winter, all time spent, the brightest setting: five pixels, dim blue
    assert hl.frame(3, 8, 8, 3) == bytes((25, 12, 40)) * 5
    # half of summer: two pixels and a quarter one
    buf = hl.frame(1, 4, 8, 3)
    g, r = 200 * 40 // 255, 255 * 40 // 255
    assert buf[:6] == bytes((g, r, 0)) * 2 and buf[6:9] == bytes(
        (200 * 40 // 1020, 255 * 40 // 1020, 0)) and buf[9:] == bytes(6)
    assert hl.frame(2, 99, 7, 2) == hl.frame(2, 7, 7, 2)  # time past the threshold


def test_lights_write_sends_the_bytes_and_releases_the_pin(monkeypatch):
    import sys
    import types

    log = []

    class Pin:
        def __init__(self, name):
            log.append(("open", name))

        def switch_to_output(self, value=False):
            log.append(("output", value))

        def deinit(self):
            log.append(("deinit",))

    monkeypatch.setitem(sys.modules, "digitalio", types.SimpleNamespace(DigitalInOut=Pin))
    monkeypatch.setitem(sys.modules, "neopixel_write", types.SimpleNamespace(
        neopixel_write=lambda pin, buf: log.append(("write", bytes(buf)))))
    hl.write("NEOPIXEL", b"\x01" * 15)
    assert log == [("open", "NEOPIXEL"), ("output", False), ("write", b"\x01" * 15),
                   ("deinit",)]

"""The sound layer (hw.sound) with a voice that records what it plays, the
lights (hw.lights), and the app playing the right effect at the right moment:
an illegal move, a placement, a reveal, a coin, an ambush, a season's end and
the result; silence when off or absent; a damaged effect or a failing voice
gives silence and one console line."""
import pytest

from hw import sound as hs
from hw.lights import Lights
from hw.repeat import ticks_add

pytest.importorskip("displayio")


class Recorder(hs.Sound):
    """A Sound whose notes are written down: (hz rounded, volume)."""

    def __init__(self, clock=lambda: 0, fail_at=None):
        super().__init__(clock)
        self.tones = []
        self.effects = []
        self.fail_at = fail_at

    def play(self, name):
        self.effects.append(name)
        super().play(name)

    def tone(self, hz, volume):
        if self.fail_at is not None and len(self.tones) == self.fail_at:
            raise OSError("speaker gone")
        self.tones.append((round(hz), volume))


def run(sound, ms=2000, start=0):
    for t in range(start, start + ms, 10):
        sound.update(t)


def test_an_effect_plays_its_notes_on_time_then_stops():
    s = Recorder()
    s.play("coin")  # B5 60 ms, E6 220 ms
    assert s.tones == [(988, 2)]
    s.update(50)
    assert len(s.tones) == 1
    s.update(60)
    assert s.tones == [(988, 2), (1319, 2)]
    run(s, 400, 70)
    assert s.tones == [(988, 2), (1319, 2), (0, 0)] and s.notes is None


def test_every_effect_is_well_formed():
    for name, notes in hs.EFFECTS.items():
        assert len(notes) % 2 == 0 and notes, name
        assert all(n == 0 or 30 <= n <= 100 for n in notes[::2]), name
        assert sum(notes[1::2]) * 10 <= 1200, name  # short: at most 1.2 s
    assert set(hs.EFFECTS) == {"reveal", "place", "illegal", "coin", "ambush", "season",
                               "result"}


def test_volume_off_is_silent_and_volume_steps_reach_the_voice():
    s = Recorder()
    s.volume = 0
    s.play("result")
    run(s)
    assert s.tones == []
    s.volume = 3
    s.play("place")
    assert s.tones[0][1] == 3


def test_unknown_or_damaged_effect_gives_silence_and_one_line(capsys, monkeypatch):
    s = Recorder()
    s.play("fanfare")
    assert capsys.readouterr().out == "Sound off: no sound effect 'fanfare'\n"
    s.play("coin")
    assert s.tones == [] and s.volume == 0
    monkeypatch.setitem(hs.EFFECTS, "coin", b"\x53")  # cut short: no duration
    capsys.readouterr()
    s = Recorder()
    s.play("coin")
    run(s)
    assert capsys.readouterr().out == (
        "Sound off: damaged effect (a note without a duration)\n")
    assert s.tones == [] and s.notes is None and s.volume == 0


def test_a_failing_voice_gives_silence_and_one_line(capsys):
    s = Recorder(fail_at=1)
    s.play("season")
    run(s)
    assert capsys.readouterr().out == "Sound off: speaker gone\n"
    assert s.tones == [(523, 2)] and s.notes is None
    s.play("coin")
    assert len(s.tones) == 1  # stays silent


def test_missing_hardware_gives_none_and_one_line(capsys):
    class NoBoard:
        pass

    assert hs.open_sound(hs.SynthSound, NoBoard(), lambda: 0) is None
    assert hs.open_sound(hs.PwmSound, NoBoard(), lambda: 0) is None
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all(line.startswith("No sound: ") for line in lines)


def test_ticks_wrap_does_not_stall_an_effect():
    s = Recorder()
    start = ticks_add(0, -30)  # 30 ms before the clock wraps
    s.ticks_ms = lambda: start
    s.play("coin")
    s.update(ticks_add(start, 60))
    assert len(s.tones) == 2


# ----- lights -----

def test_lights_show_the_time_track_dim_and_write_only_changes():
    sent = []
    lights = Lights(lambda pin, buf: sent.append(bytes(buf)), "pin")
    lights.track(0, 0, 8)
    assert sent == [bytes(15)]
    lights.track(0, 0, 8)
    assert len(sent) == 1
    lights.level = 3
    lights.track(3, 8, 8)  # winter, all time spent: five pixels, dim blue
    assert sent[-1] == bytes((25, 12, 40)) * 5
    lights.track(1, 4, 8)  # half of summer: two pixels and a quarter one
    g, r = 200 * 40 // 255, 255 * 40 // 255
    assert sent[-1][:6] == bytes((g, r, 0)) * 2 and sent[-1][6:9] == bytes(
        (200 * 40 // 1020, 255 * 40 // 1020, 0)) and sent[-1][9:] == bytes(6)
    lights.dark = True
    lights.send()
    assert sent[-1] == bytes(15)
    lights.track(2, 1, 7)
    assert sent[-1] == bytes(15)  # stays dark, remembers the track
    lights.dark = False
    lights.send()
    assert sent[-1] != bytes(15)

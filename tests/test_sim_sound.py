"""The simulator's sound effects and NeoPixel strip (sim/sound.py,
sim/leds.py, their place in sim/simboard.py, sim/screen.py and the
command line's --mute)."""
import os

import pygame
import pytest

from sim import __main__ as cli
from sim import clock, leds, run, sound
from sim.simboard import SimBoard
from testkit.rectapp import RectApp

A4, C5 = 69, 72
TRACK = bytes([A4, 10, 0, 5, C5, 25])  # 0.1 s A4, 0.05 s rest, 0.25 s C5
RED = (255, 0, 0, 255)


def _sign_changes(samples):
    return sum(1 for a, b in zip(samples, samples[1:]) if (a > 0) != (b > 0))


# The synthesis -------------------------------------------------------------

def test_a_track_lasts_its_notes_and_rests():
    samples = sound.synthesise(TRACK, 2)
    assert len(samples) == 40 * sound.RATE // 100
    assert len(sound.synthesise(bytes([A4, 1] * 100), 2)) == sound.RATE  # no drift
    assert len(sound.synthesise(b"", 3)) == 0


def test_rests_are_silent_and_notes_are_square_waves_at_their_pitch():
    samples = sound.synthesise(TRACK, 2)
    a4 = samples[:sound.RATE // 10]
    rest = samples[sound.RATE // 10:sound.RATE * 15 // 100]
    c5 = samples[sound.RATE * 15 // 100:]
    assert set(rest) == {0}
    level = sound.LEVELS[2]
    assert set(a4) == set(c5) == {level, -level}
    # 440 Hz for 0.1 s: 44 periods, two sign changes each.
    assert abs(_sign_changes(a4) - 88) <= 1
    assert abs(_sign_changes(c5) - 2 * 0.25 * sound.note_hz(C5)) <= 1
    assert sound.note_hz(A4) == 440.0
    assert round(sound.note_hz(C5), 2) == 523.25


def test_volume_steps_scale_the_amplitude():
    peaks = [max(abs(s) for s in sound.synthesise(TRACK, v)) for v in (0, 1, 2, 3)]
    assert peaks == list(sound.LEVELS)
    assert 0 == peaks[0] < peaks[1] < peaks[2] < peaks[3] < 32768


@pytest.mark.parametrize("track, volume", [
    (bytes([A4]), 1),  # half a pair
    (TRACK, 4),
    (TRACK, -1),
])
def test_malformed_calls_are_refused(track, volume):
    with pytest.raises(ValueError):
        sound.synthesise(track, volume)
    speaker = sound.Speaker(sound=False)
    with pytest.raises(ValueError):
        speaker.play(track, volume)
    assert speaker.played == []


# The speaker ---------------------------------------------------------------

@pytest.fixture
def speaker():
    """An audible speaker on SDL's dummy audio driver (set by conftest)."""
    pygame.init()
    voice = sound.Speaker(sound=True)
    yield voice
    voice.close()
    pygame.quit()


def test_play_starts_the_synthesised_track_in_the_background(speaker):
    assert speaker.audible
    assert pygame.mixer.get_init() == (sound.RATE, -16, 1)
    speaker.play(TRACK, 3)
    assert speaker.busy
    assert speaker.sound.get_raw() == sound.synthesise(TRACK, 3).tobytes()
    assert speaker.played == [(TRACK, 3)]


def test_a_new_track_replaces_the_one_playing(speaker):
    other = bytes([60, 50])
    speaker.play(TRACK, 1)
    speaker.play(other, 2)
    assert speaker.busy
    assert speaker.sound.get_raw() == sound.synthesise(other, 2).tobytes()
    assert pygame.mixer.get_busy()  # and only one channel is in use
    assert sum(pygame.mixer.Channel(i).get_busy()
               for i in range(pygame.mixer.get_num_channels())) == 1


def test_each_track_is_synthesised_once_per_volume(speaker, monkeypatch):
    speaker.play(TRACK, 2)
    first = speaker.sound
    monkeypatch.setattr(sound, "synthesise", None)  # must not be needed again
    speaker.play(TRACK, 2)
    assert speaker.sound is first and speaker.busy
    monkeypatch.undo()
    speaker.play(TRACK, 1)
    assert speaker.sound is not first
    assert speaker.sound.get_raw() == sound.synthesise(TRACK, 1).tobytes()


def test_volume_zero_stops_and_falls_silent(speaker):
    speaker.play(bytes([A4, 200]), 2)
    assert speaker.busy
    speaker.play(bytes([A4, 200]), 0)
    assert not speaker.busy and speaker.sound is None
    assert speaker.played == [(bytes([A4, 200]), 2), (bytes([A4, 200]), 0)]
    speaker.play(b"", 3)  # empty or zero-length tracks: nothing to play, no error
    speaker.play(bytes([A4, 0]), 3)
    assert not speaker.busy


def test_without_an_audio_device_it_is_silent_with_one_line(monkeypatch, capfd):
    def no_device(*args, **kwargs):
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    speaker = sound.Speaker(sound=True)
    out, err = capfd.readouterr()
    assert out.splitlines() == [
        "No audio device (No available audio device): the simulator is silent."]
    assert err == ""  # the C library's own lines are hidden
    os.write(2, b"stderr is back\n")
    assert capfd.readouterr().err == "stderr is back\n"
    assert not speaker.audible
    speaker.play(TRACK, 2)  # records, plays nothing, raises nothing
    assert speaker.played == [(TRACK, 2)] and not speaker.busy
    speaker.close()


def test_a_muted_speaker_records_without_opening_the_mixer(monkeypatch):
    def must_not_open(*args, **kwargs):
        raise AssertionError("opened the mixer")

    monkeypatch.setattr(pygame.mixer, "init", must_not_open)
    speaker = sound.Speaker(sound=False)
    speaker.play(TRACK, 1)
    assert speaker.played == [(TRACK, 1)] and not speaker.busy and speaker.sound is None


# The boards ----------------------------------------------------------------

@pytest.mark.parametrize("name, has_sound, has_leds", [
    ("pybadge", True, True),
    ("pygamer", True, True),
    ("picosystem", True, False),
    ("picopad", False, False),
])
def test_play_and_lights_only_where_the_board_has_them(name, has_sound, has_leds):
    board = SimBoard(name, None, clock.StepClock(), scale=1)
    try:
        assert hasattr(board, "play") == has_sound
        assert hasattr(board, "lights") == has_leds
        assert getattr(board, "play", None) == (board.speaker.play if has_sound else None)
        strip = leds.HEIGHT if has_leds else 0
        assert pygame.display.get_surface().get_size() == (board.WIDTH, board.HEIGHT + strip)
        assert board.display.surface.get_size() == (board.WIDTH, board.HEIGHT)
    finally:
        board.close()


def test_a_board_is_silent_unless_asked_for_sound():
    board = SimBoard("pybadge", None, clock.StepClock(), scale=1)
    try:
        board.play(TRACK, 2)
        assert not board.speaker.audible and board.speaker.played == [(TRACK, 2)]
    finally:
        board.close()
    board = SimBoard("picosystem", None, clock.StepClock(), scale=1, sound=True)
    try:
        board.play(TRACK, 2)
        assert board.speaker.audible and board.speaker.busy
    finally:
        board.close()


# The LED strip -------------------------------------------------------------

def test_visible_brightness_keeps_dim_values_apart_and_visible():
    assert leds.visible(0) == 0
    assert leds.visible(leds.FULL) == 255 and leds.visible(255) == 255
    steps = [leds.visible(v) for v in (1, 2, 5, 10, 20, 40)]
    assert steps == sorted(set(steps))
    assert steps[0] >= 40  # a value of 1 still shows against the strip


@pytest.fixture
def badge():
    """A simulated PyBadge at scale 3 with a red square in the screen's corner."""
    board = SimBoard("pybadge", None, clock.StepClock(), scale=3)
    RectApp(board)
    board.display.refresh()
    yield board
    board.close()


GRB = bytes([
    0, 40, 0,  # red, at full device brightness
    40, 0, 0,  # green
    0, 0, 40,  # blue
    3, 12, 0,  # dim orange
    0, 0, 0,   # off
])


def test_the_strip_shows_each_led_in_its_colour_under_the_screen(badge):
    window = badge.display.window
    assert window.get_size() == (480, 384 + 3 * leds.HEIGHT)
    badge.lights(GRB)
    assert badge.leds.shown == GRB
    rect = badge.display.strip_rect()
    assert rect == pygame.Rect(0, 384, 480, 3 * leds.HEIGHT)
    centres = badge.leds.centres(rect)
    assert [x for x, _ in centres] == [48, 144, 240, 336, 432]
    drawn = [tuple(window.get_at(c))[:3] for c in centres]
    orange = (leds.visible(12), leds.visible(3), 0)
    assert drawn == [(255, 0, 0), (0, 255, 0), (0, 0, 255), orange, leds.OFF]
    assert orange[0] > orange[1] > 60
    # Between the LEDs is the strip, above it the screen, scaled, untouched.
    assert tuple(window.get_at((96, 384 + 2)))[:3] == leds.BACKGROUND
    assert window.get_at((5, 5)) == RED and window.get_at((40, 40)) == (0, 0, 0, 255)


def test_new_lights_replace_the_old_and_survive_a_screen_refresh(badge):
    badge.lights(GRB)
    badge.lights(bytes(15))
    rect = badge.display.strip_rect()
    window = badge.display.window
    assert {tuple(window.get_at(c))[:3] for c in badge.leds.centres(rect)} == {leds.OFF}
    badge.lights(GRB)
    badge.display.root_group[0].x = 50
    badge.display.refresh()
    assert tuple(window.get_at(badge.leds.centres(rect)[0]))[:3] == (255, 0, 0)
    assert window.get_at((155, 5)) == RED


def test_lights_wants_fifteen_bytes(badge):
    with pytest.raises(ValueError, match="15 bytes"):
        badge.lights(bytes(12))
    assert badge.leds.shown == bytes(15)


def test_screenshots_leave_the_strip_out(badge, tmp_path):
    badge.lights(GRB)
    shot = tmp_path / "shot.png"
    badge.display.save(str(shot))
    image = pygame.image.load(str(shot))
    assert image.get_size() == (160, 128)
    assert image.get_at((5, 5)) == RED
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(160) for y in range(128)}
    assert colours == {(255, 0, 0), (0, 0, 0)}


# The command line ----------------------------------------------------------

def test_mute_option_parses():
    parser = cli.build_parser()
    assert parser.parse_args(["--mute"]).mute is True
    assert parser.parse_args([]).mute is False
    assert "--mute" in parser.format_help()


def _audible(monkeypatch, tmp_path, argv):
    """Run main() with ``argv`` (on SDL's dummy drivers; windowed unless
    --headless): whether the board's speaker was audible while it ran."""
    audible = []

    def play(hw, app, keys, shots):
        assert hw.speaker.audible == bool(pygame.mixer.get_init())
        audible.append(hw.speaker.audible)
        return []

    monkeypatch.setattr(cli, "display_available", lambda: True)
    monkeypatch.setattr(run, "run_windowed", play)
    monkeypatch.setattr(run, "run_headless", play)
    assert cli.main(argv + ["--save", str(tmp_path / "save.bin")], RectApp) == 0
    return audible[0]


def test_windowed_runs_play_sound_unless_muted(monkeypatch, tmp_path):
    assert _audible(monkeypatch, tmp_path, []) is True
    # The board's close() released the device at the end of the run.
    assert pygame.mixer.get_init() is None
    assert _audible(monkeypatch, tmp_path, ["--mute"]) is False


def test_headless_runs_are_silent(monkeypatch, tmp_path):
    assert _audible(monkeypatch, tmp_path, ["--headless"]) is False


def test_set_environment_keeps_sound_for_windowed_runs(monkeypatch):
    monkeypatch.delenv("SDL_AUDIODRIVER")
    monkeypatch.delenv("SDL_VIDEODRIVER")
    cli.set_environment(headless=False)
    assert "SDL_AUDIODRIVER" not in cli.os.environ
    cli.set_environment(headless=True)
    assert cli.os.environ["SDL_AUDIODRIVER"] == "dummy"
    assert cli.os.environ["SDL_VIDEODRIVER"] == "dummy"


def test_a_muted_window_leaves_the_audio_device_alone(monkeypatch, tmp_path):
    def must_not_open(*args, **kwargs):
        raise AssertionError("opened the audio device")

    monkeypatch.setattr(pygame.mixer, "init", must_not_open)
    assert _audible(monkeypatch, tmp_path, ["--mute"]) is False

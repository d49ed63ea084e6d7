"""Sound effects and the NeoPixel time track: which effect a move makes, how
``hw.speaker`` hands a track to the firmware, the settings that choose the
volume and the LEDs' brightness, and the app playing and lighting through
the board's ``play`` and ``lights`` (a recording stand-in on the simulator's
board here; the VM runs are in tests/test_cpvm_extras.py)."""
import sys
import types

import pytest
from carto_ui import effects
from carto_ui import settings_store as opt

from engine import cards
from engine.phases import EV_COINS, EV_KILLED, EV_REVEAL, EV_SCORED, EV_SOLO, OVER, PLACE
from testkit.board import FakeBoard

TRACKS = (effects.PLACE, effects.ILLEGAL, effects.COIN, effects.REVEAL, effects.AMBUSH,
          effects.SEASON, effects.FINAL)


def first_card(kind):
    for card in range(200):
        try:
            if cards.kind(card) == kind:
                return card
        except (IndexError, KeyError, ValueError):
            break
    raise AssertionError("no card of kind %d" % kind)


def moved(events, kind=PLACE):
    return types.SimpleNamespace(kind=kind, events=events)


def test_each_move_makes_its_most_telling_effect():
    explore = first_card(cards.EXPLORE)
    ambush = first_card(cards.AMBUSH)
    assert effects.after_move(moved([]), 0) is effects.PLACE
    assert effects.after_move(moved([(EV_REVEAL, explore)]), 0) is effects.REVEAL
    assert effects.after_move(moved([(EV_REVEAL, ambush)]), 0) is effects.AMBUSH
    assert effects.after_move(moved([(EV_COINS, 0, 1, 0), (EV_REVEAL, explore)]), 0) \
        is effects.COIN
    # another player's coin, or none gained, is not this map's
    assert effects.after_move(moved([(EV_COINS, 1, 1, 0)]), 0) is effects.PLACE
    assert effects.after_move(moved([(EV_COINS, 0, 0, 0)]), 0) is effects.PLACE
    assert effects.after_move(moved([(EV_COINS, 0, 1, 0), (EV_SOLO, ambush, 2, 3)]), 0) \
        is effects.AMBUSH
    assert effects.after_move(moved([(EV_KILLED, 0, 2)]), 0) is effects.AMBUSH
    assert effects.after_move(moved([(EV_SOLO, ambush, 2, 3), (EV_SCORED, 0)]), 0) \
        is effects.SEASON
    assert effects.after_move(moved([(EV_SCORED, 3)], kind=OVER), 0) is effects.FINAL


@pytest.mark.parametrize("track", TRACKS)
def test_every_track_is_notes_and_lengths_midi_can_carry(track):
    assert track and len(track) % 2 == 0
    rest = 0
    for i in range(0, len(track), 2):
        note, length = track[i], track[i + 1]
        assert note == 0 or 36 <= note <= 96  # a speaker's and a piezo's range
        assert 1 <= length <= 60  # at most 0.6 s a note
        rest = rest + length if note == 0 else 0
        assert rest < 128  # one byte of MIDI's variable-length delta
    assert sum(track[1::2]) <= 120  # at most 1.2 s: the game never waits on it


class Out:
    """An AudioOut that records what it is handed."""

    def __init__(self):
        self.played = []
        self.stops = 0

    def play(self, sample):
        self.played.append(sample)

    def stop(self):
        self.stops += 1


class Amp:
    value = None

    def switch_to_output(self, value=False):
        self.value = value


@pytest.fixture
def speaker(monkeypatch):
    """hw.speaker over a recording synthio, AudioOut and amplifier pin."""
    synthio = types.ModuleType("synthio")
    synthio.MidiTrack = lambda events, tempo, **kw: ("track", bytes(events), tempo, kw)
    synthio.Envelope = lambda **kw: ("envelope", kw)
    monkeypatch.setitem(sys.modules, "synthio", synthio)
    monkeypatch.delitem(sys.modules, "hw.speaker", raising=False)
    from hw import speaker

    out, amp = Out(), Amp()
    yield types.SimpleNamespace(out=out, amp=amp, LEVELS=speaker.LEVELS,
                                play=lambda track, volume: speaker.play(out, amp, track, volume))
    sys.modules.pop("hw.speaker", None)


def test_a_track_goes_to_the_firmware_as_midi_events_at_100_ticks_a_second(speaker):
    speaker.play(b"\x3c\x04\x00\x03\x00\x02\x43\x06", 2)
    (_, events, tempo, kw), = speaker.out.played
    assert tempo == 100
    # C4 for 4 ticks, 5 ticks of rest, then G4 for 6: the rest delays the next note on
    assert events == bytes((0, 0x90, 0x3C, 100, 4, 0x80, 0x3C, 0,
                            5, 0x90, 0x43, 100, 6, 0x80, 0x43, 0))
    envelope = kw["envelope"][1]
    assert envelope["attack_level"] == envelope["sustain_level"] == speaker.LEVELS[2]
    assert speaker.amp.value is True and speaker.out.stops == 1


def test_louder_steps_are_louder_and_volume_0_only_stops(speaker):
    levels = []
    for volume in (1, 2, 3):
        speaker.play(effects.COIN, volume)
        levels.append(speaker.out.played[-1][3]["envelope"][1]["attack_level"])
    assert 0 < levels[0] < levels[1] < levels[2] <= 1
    speaker.play(effects.COIN, 0)
    assert len(speaker.out.played) == 3 and speaker.out.stops == 4
    assert speaker.amp.value is False  # the amplifier off while silent


def test_old_settings_gain_sound_and_lights_at_their_defaults():
    values, problem = opt.decode(b"\x01\x00\x01\x02\x00")  # before sound and lights
    assert problem is None
    assert values[opt.SOUND] == opt.DEFAULTS[opt.SOUND] and values[opt.LIGHTS] == 1
    values, _ = opt.decode(b"\x01\x00\x01\x02\x00\x09\x03")  # volume out of range
    assert values[opt.SOUND] == opt.DEFAULTS[opt.SOUND] and values[opt.LIGHTS] == 3


def recording(sound=True, lights=True):
    """A PyBadge that draws nothing and records what it plays and lights."""
    return FakeBoard(name="pybadge", render=False, play=sound, lights=lights)


def applied(values, with_sound=True, with_lights=True, lit=0):
    """The app and board after ``values`` are applied; ``lit`` is the LED
    brightness before (0: at power-up, where a board starts them dark)."""
    board = recording(with_sound, with_lights)
    app = types.SimpleNamespace(hw=board, light=lambda: None, leds=lit)
    opt.apply(app, bytearray(values))
    return app, board


def test_the_settings_hand_the_app_its_volume_and_led_brightness():
    values = bytearray(opt.DEFAULTS)
    values[opt.SOUND], values[opt.LIGHTS] = 3, 2
    app, board = applied(values)
    assert app.volume == 3 and app.leds == opt.LED_LEVELS[2]
    assert board.played == [] and board.shown == []
    values[opt.SOUND] = values[opt.LIGHTS] = 0
    app, board = applied(values, lit=opt.LED_LEVELS[2])
    assert app.volume == 0 and app.leds == 0
    assert board.played == [(b"", 0)]  # silent, amplifier off
    assert board.shown == [bytes(15)]  # turned off: dark
    app, board = applied(values)  # at power-up they are dark already
    assert app.leds == 0 and board.shown == []
    # a board without a speaker or LEDs: nothing to play or light
    app, board = applied(opt.DEFAULTS, with_sound=False, with_lights=False)
    assert app.volume == 0 and app.leds == 0


pytest.importorskip("displayio")
pytest.importorskip("pygame")

from carto_ui import play  # noqa: E402

from engine import game as rules  # noqa: E402
from hw.buttons import DOWN, RIGHT, A, B  # noqa: E402
from tools.screenshots import Shooter  # noqa: E402


def test_the_leds_show_the_seasons_time_left_and_are_written_only_on_change():
    from carto_ui.hud import time_lights

    board = recording()
    shown = -1
    for time in (0, 1, 2, 3, 7, 8):
        shown = time_lights(board.lights, 16, (0, time, 8), shown)
    # 8 spring days: 5 lit, then one dark per fifth spent (8 -> 5, 7 -> 5, 6 -> 4 ...)
    lit = [sum(1 for i in range(5) if grb[3 * i:3 * i + 3] != b"\0\0\0") for grb in board.shown]
    assert lit == [5, 4, 1, 0]
    assert board.shown[0][:3] == bytes((16, 2, 0))  # spring green at brightness 16
    time_lights(board.lights, 16, (3, 0, 6), shown)  # winter's first card: ice blue
    assert board.shown[-1][:3] == bytes((8, 4, 16))
    assert max(max(grb) for grb in board.shown) <= 16


@pytest.fixture(params=["pybadge", "picosystem"])
def shooter(request, tmp_path):
    s = Shooter(request.param, str(tmp_path))
    s.board = recording()
    s.hw.play = s.board.play
    s.hw.lights = s.board.lights
    yield s
    s.close()


def test_a_game_sounds_each_move_and_lights_its_time(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    for _ in range(4):
        s.bot_move()
    volume = opt.DEFAULTS[opt.SOUND]
    tracks = [track for track, v in s.board.played if v == volume]
    assert len(tracks) >= 4 and set(tracks) <= set(TRACKS)
    assert s.board.shown and s.board.shown[-1] != bytes(15)  # the time track lit
    app.title()
    assert s.board.shown[-1] == bytes(15)  # dark on the title


def test_a_refused_a_on_an_illegal_ghost_sounds_so(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    s.to_play()
    p = app.play
    g = app.game
    if p.mode == play.CHOOSE:
        s.press(A)  # takes the option shown and asks "Here?"
        if p.mode == play.CONFIRM:
            s.press(B)
    for _ in range(40):  # along the map to a place the shape may not go
        if g.why_not(p.choice, p.orient, p.r, p.c) is not None:
            break
        s.press(RIGHT if p.c < 9 else DOWN)
    assert g.why_not(p.choice, p.orient, p.r, p.c) is not None
    before = len(s.board.played)
    s.press(A)
    assert s.board.played[before:] == [(effects.ILLEGAL, opt.DEFAULTS[opt.SOUND])]
    assert p.mode == play.AIM


def test_the_settings_offer_sound_and_lights_and_a_new_volume_is_heard(shooter):
    s = shooter
    app = s.start(seed=1)
    menu = app.screen.menu
    for _ in range(menu.items.index("Settings") - menu.selected):
        s.press(DOWN)
    s.press(A)
    items = app.screen.menu.items
    sound = [i for i, text in enumerate(items) if text.startswith("Sound")]
    lights = [i for i, text in enumerate(items) if text.startswith("Lights")]
    assert len(sound) == 1 and items[sound[0]] == "Sound      medium"
    assert len(lights) == 1 and items[lights[0]] == "Lights     low"
    for _ in range(sound[0] - app.screen.menu.selected):
        s.press(DOWN)
    s.press(RIGHT)
    assert app.volume == 3 and s.board.played[-1] == (effects.COIN, 3)
    assert app.screen.menu.items[sound[0]] == "Sound      high"
    s.press(RIGHT)  # round to off: silent, nothing more played
    assert app.volume == 0 and s.board.played[-1] == (b"", 0)


def test_a_failing_speaker_leaves_the_game_silent_and_going(shooter, capsys):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))

    def broken(track, volume):
        raise ImportError("no module named 'hw.speaker'")

    s.hw.play = broken
    s.bot_move()
    s.bot_move()  # the game goes on, silent
    assert app.volume == 0
    out = capsys.readouterr().out
    assert out.count("Sound off: ImportError") == 1

"""The app with sound, lights, settings and records (headless, the simulator's
board with recording stand-ins): effects at the right moments, the time track
on the lights, records counted at a game's end, the Settings and Records
screens driven by button presses, idle dimming, version and credits."""
import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")

from carto_ui import app as app_module  # noqa: E402
from carto_ui import play, records  # noqa: E402
from carto_ui import settings_store as opt  # noqa: E402

from engine import game as rules  # noqa: E402
from hw import areas  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, UP, A, B  # noqa: E402
from tests.test_sound import COIN, NAMES, Voice  # noqa: E402
from tools.screenshots import Shooter  # noqa: E402


class Shot(Shooter):
    """A Shooter whose app's effects are written down (``effects``) and
    played on recording voices; the frames after each press let cued
    effects start and play on."""

    def start(self, seed=None):
        app = super().start(seed)
        self.effects = []
        ask = app.sound

        def sound(number):
            self.effects.append(NAMES[number])
            ask(number)

        app.sound = sound
        return app

    def press(self, *buttons):
        for b in buttons:
            self.app.press(b)
            self.frames(3)

    def frames(self, n):
        for _ in range(n):
            self.hw.ticks_ms.advance(10)
            self.app.update(self.hw.ticks_ms())


@pytest.fixture(params=["pybadge", "picosystem"])
def shooter(request, tmp_path):
    s = Shot(request.param, str(tmp_path))
    Voice.opened.clear()
    s.hw.sound = Voice
    s.pixels = []
    if s.hw.lights is not None:  # the PyBadge has NeoPixels, the PicoSystem none
        s.hw.lights = lambda buf: s.pixels.append(bytes(buf))
    yield s
    s.close()


def on_title(s, item):
    """Choose ``item`` on the title screen shown."""
    for _ in range(s.app.screen.menu.items.index(item) - s.app.screen.menu.selected):
        s.press(DOWN)
    s.press(A)


def stored_settings(s):
    return opt.load(s.hw.storage)[0]


def texts(app):
    screen = app.screen
    frame = getattr(screen, "frame", None) or (getattr(screen, "menu", None) or screen.pages).frame
    grid = getattr(screen, "grid", None) or getattr(getattr(screen, "pages", None), "grid", None)
    cells = [cell.text for cell in grid[0] if hasattr(cell, "text")] if grid is not None else []
    return [frame._title.text] + [line.text for line in frame.lines] + cells


def test_effects_lights_and_records_through_a_solo_game(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    sound = s
    g = app.game
    # an illegal placement: the shape pushed off legal ground, then A
    s.to_play()
    p = app.play
    for _ in range(12):
        s.press(UP)
    for _ in range(12):
        s.press(LEFT)
    if g.why_not(p.choice, p.orient, p.r, p.c):
        s.press(A)
        assert sound.effects[-1] == "illegal"
    seen = set()
    while g.kind != rules.OVER:
        before = len(sound.effects)
        s.bot_move()
        news = sound.effects[before:]
        assert news and news[-1] != "illegal"
        seen.add(news[-1])
        scored = [e for e in g.events if e[0] == rules.EV_SCORED]
        if g.kind == rules.OVER:
            assert news[-1] == "result"
        elif scored:
            assert news[-1] == "season"
    # solo, every placement reveals the next card ("place" is in the next test)
    assert {"reveal", "season", "result"} <= seen
    assert "ambush" in seen or "coin" in seen
    # the lights followed the seasons and went dark at the end
    if s.hw.lights is not None:
        assert len(s.pixels) > 8 and s.pixels[-1] == bytes(15)
    # the effects played on voices opened for them, each released after
    s.frames(200)
    assert len(Voice.opened) > 10 and all(v.released for v in Voice.opened)
    assert app.effect is None
    # the game is counted in the records when the title comes, once
    app.title()
    app.title()
    kept = records.load(areas.records(s.hw.storage))
    best, titles, games = kept.solo(0)
    assert games == 1 and best == g.solo_rating()[0] and titles


def test_a_placement_that_reveals_nothing_plays_place(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 2, 3))
    s.bot_move()  # the first player's shape: the second still draws this card
    assert s.effects[-1] == "place"
    s.bot_move()
    assert s.effects[-1] in ("reveal", "ambush", "coin")


def test_no_sound_no_lights_is_fine(shooter):
    s = shooter
    s.hw.sound = None
    s.hw.lights = None
    app = s.start(seed=1)
    app.new_game(rules.preset("heroes", 2, 3))
    for _ in range(3):
        s.bot_move()
    app.sound(COIN)


def test_settings_screen_changes_saves_and_resets(shooter):
    s = shooter
    app = s.start(seed=1)
    on_title(s, "Settings")
    lines = texts(app)
    assert lines[0] == "Settings"
    assert ">Sound      Medium" in lines[1]
    assert any("Lights" in line for line in lines) == (s.hw.NAME == "pybadge")
    assert not any("Language" in line for line in lines)  # English only so far
    s.press(RIGHT)
    assert app.volume == 3 and s.effects[-1] == "coin" and Voice.opened[-1].tones[0][1] == 3
    s.press(DOWN, LEFT)  # key repeat: slow
    assert s.hw.buttons.repeat.delay == opt.REPEAT_MS[0][0]
    s.press(B)  # leaves, saving
    assert texts(app)[1].startswith(">Continue") or "New game" in " ".join(texts(app))
    again = stored_settings(s)
    assert again[opt.VOLUME] == 3 and again[opt.REPEAT] == 0
    # reset settings, asked twice
    on_title(s, "Settings")
    items = app.screen.menu.items
    s.press(*([DOWN] * items.index("Reset settings")), A)
    assert texts(app)[0] == "Reset all settings?"
    s.press(DOWN, A)
    assert texts(app)[0] == "Sure? Back to defaults."
    s.press(DOWN, A)
    assert "defaults" in " ".join(texts(app))
    assert stored_settings(s) == opt.DEFAULTS
    assert app.volume == opt.DEFAULTS[opt.VOLUME]


def test_delete_saved_game_and_reset_records_are_asked_twice(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    app.save_quit()
    assert "Continue" in texts(app)[1]
    on_title(s, "Settings")
    items = app.screen.menu.items
    s.press(*([DOWN] * items.index("Delete saved game")), A)
    s.press(DOWN, A)  # yes
    s.press(A)  # "No" the second time: kept
    assert app.hw.storage.load() is not None
    assert app.screen.menu.items[app.screen.menu.selected] == "Delete saved game"
    s.press(A, DOWN, A, DOWN, A)
    assert "deleted" in " ".join(texts(app))
    assert app.hw.storage.load() is None
    s.press(A, B)  # back to the title: no Continue any more
    assert "Continue" not in " ".join(texts(app))
    # reset records
    rec = records.Records()
    rec.data[HEAD_SOLO_GAMES] = 5
    records.save(areas.records(s.hw.storage), rec)
    on_title(s, "Settings")
    s.press(*([DOWN] * app.screen.menu.items.index("Reset records")), A)
    s.press(DOWN, A, DOWN, A)
    assert records.load(areas.records(s.hw.storage)).solo(0) == (None, 0, 0)


HEAD_SOLO_GAMES = records.HEAD + 3


def test_records_screen_pages(shooter):
    s = shooter
    app = s.start(seed=1)
    rec = records.Records()
    g = rules.Game(**rules.preset("heroes", 2, 5))
    g.names[:] = ["Mira", "Tom"]
    from engine import bot

    while g.kind != rules.OVER:
        action = bot.choose(g)
        g.place(*action[1:]) if action[0] == rules.PLACE else g.destroy(*action[1:])
    rec.note(g)
    records.save(areas.records(s.hw.storage), rec)
    on_title(s, "Records")
    assert texts(app)[0].startswith("Base: solo")
    seen = []
    for _ in range(8):
        seen.append(texts(app))
        s.press(RIGHT)
    flat = [line for page in seen for line in page]
    assert any(line.startswith("Heroes: players") for line in flat)
    assert any("Mira" in line for line in flat) and any("Tom" in line for line in flat)
    s.press(B)
    assert "Records" in " ".join(texts(app))


def test_about_shows_version_and_credits(shooter):
    s = shooter
    app = s.start(seed=1)
    s.press(UP, A)
    pages = []
    for _ in range(12):
        pages += texts(app)
        s.press(DOWN)
    text = " ".join(pages)
    assert "Cartographers Handheld" in text and "version 0.1.0" in text
    assert "Jordy Adan" in text and "Lucas Ribeiro" in text and "Thunderworks Games" in text


def test_idle_dims_and_a_press_only_wakes(shooter):
    s = shooter
    app = s.start(seed=1)
    display = s.hw.display
    now = s.hw.ticks_ms()
    wait = opt.IDLE_MS[opt.DEFAULTS[opt.IDLE]]
    app.update(now + wait - 10)
    assert not app.dimmed
    app.update(now + wait + 10)
    assert app.dimmed and display.brightness == app_module.DIMMED
    screen = app.screen
    selected = screen.menu.selected
    app.press(DOWN)  # wakes only
    assert not app.dimmed and display.brightness == 1.0
    assert app.screen is screen and screen.menu.selected == selected
    app.press(DOWN)
    assert screen.menu.selected == selected + 1


def test_idle_darkens_the_lights_and_a_press_brings_the_track_back(shooter):
    s = shooter
    if s.hw.lights is None:
        pytest.skip("no NeoPixels on this board")
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    s.to_play()
    s.bot_move()
    track = s.pixels[-1]
    assert track != bytes(15)
    now = s.hw.ticks_ms()
    app.update(now + opt.IDLE_MS[opt.DEFAULTS[opt.IDLE]] + 10)
    assert s.pixels[-1] == bytes(15)
    written = len(s.pixels)
    app.press(DOWN)
    assert s.pixels[-1] == track and len(s.pixels) == written + 1


def test_an_effect_with_no_room_is_left_out_and_the_game_goes_on(shooter, monkeypatch, capsys):
    s = shooter
    app = s.start(seed=1)

    def full():
        raise MemoryError

    s.hw.sound = full
    app.sound(COIN)
    app.update(s.hw.ticks_ms())
    assert app.effect is None and app.volume == opt.DEFAULTS[opt.VOLUME]
    assert "No room for sound effect 2" in capsys.readouterr().out


def test_a_failing_voice_turns_the_sound_off_until_the_settings_set_it(shooter):
    s = shooter
    app = s.start(seed=1)
    s.hw.sound = lambda: Voice(fail_at=0)
    app.sound(COIN)
    app.update(s.hw.ticks_ms())
    app.update(s.hw.ticks_ms())
    assert app.effect is None and app.volume == 0
    app.sound(COIN)
    assert app.cue is None  # stays silent


def test_the_time_track_follows_a_move_and_its_taking_back(shooter):
    s = shooter
    if s.hw.lights is None:
        pytest.skip("no NeoPixels on this board")
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    s.to_play()
    before = s.pixels[-1]
    time = app.game.time
    s.bot_move()
    # the map stops after the move (its news, B takes it back)
    assert app.screen is app.play and app.play.mode == play.AFTER and app.undo is not None
    assert app.game.time > time and s.pixels[-1] != before
    s.press(B)
    assert app.game.time == time and s.pixels[-1] == before

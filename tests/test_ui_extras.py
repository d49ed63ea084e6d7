"""The app with sound, lights, settings and records (headless, the simulator's
board with recording stand-ins): effects at the right moments, the time track
on the lights, records counted at a game's end, the Settings and Records
screens driven by button presses, idle dimming, version and credits."""
import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")

from carto_ui import options, records  # noqa: E402
from carto_ui.settings_store import area  # noqa: E402

from engine import game as rules  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, UP, A, B  # noqa: E402
from hw.lights import Lights  # noqa: E402
from tests.test_sound import Recorder  # noqa: E402
from tools.screenshots import Shooter  # noqa: E402


@pytest.fixture(params=["pybadge", "picosystem"])
def shooter(request, tmp_path):
    s = Shooter(request.param, str(tmp_path))
    s.hw.sound = Recorder(s.hw.ticks_ms)
    s.pixels = []
    if s.hw.lights is not None:  # the PyBadge has NeoPixels, the PicoSystem none
        s.hw.lights = Lights(lambda pin, buf: s.pixels.append(bytes(buf)), None)
    yield s
    s.close()


def texts(app):
    screen = app.screen
    frame = getattr(screen, "frame", None) or (getattr(screen, "menu", None) or screen.pages).frame
    return [frame._title.text] + [line.text for line in frame.lines]


def test_effects_lights_and_records_through_a_solo_game(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    sound = s.hw.sound
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
    # the game was counted in the records once, even when shown again
    app.record(g)
    kept = records.load(area(app.options, 1))
    best, titles, games = kept.solo(0)
    assert games == 1 and best == g.solo_rating()[0] and titles


def test_a_placement_that_reveals_nothing_plays_place(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 2, 3))
    s.bot_move()  # the first player's shape: the second still draws this card
    assert s.hw.sound.effects[-1] == "place"
    s.bot_move()
    assert s.hw.sound.effects[-1] in ("reveal", "ambush", "coin")


def test_no_sound_no_lights_is_fine(shooter):
    s = shooter
    s.hw.sound = None
    s.hw.lights = None
    app = s.start(seed=1)
    app.new_game(rules.preset("heroes", 2, 3))
    for _ in range(3):
        s.bot_move()
    app.sound("coin")


def test_settings_screen_changes_saves_and_resets(shooter):
    s = shooter
    app = s.start(seed=1)
    s.press(DOWN, DOWN, A)  # title: New game, Records, Settings
    lines = texts(app)
    assert lines[0] == "Settings"
    assert ">Sound      Medium" in lines[1]
    assert any("Lights" in line for line in lines) == (s.hw.NAME == "pybadge")
    assert not any("Language" in line for line in lines)  # English only so far
    s.press(RIGHT)
    assert s.hw.sound.volume == 3 and s.hw.sound.effects[-1] == "coin"
    s.press(DOWN, LEFT)  # key repeat: slow
    assert s.hw.buttons.repeat.delay == options.REPEAT_MS[0][0]
    s.press(B)  # leaves, saving
    assert texts(app)[1].startswith(">Continue") or "New game" in " ".join(texts(app))
    again = options.Options(s.hw)
    assert again.values[options.VOLUME] == 3 and again.values[options.REPEAT] == 0
    # reset settings, asked twice
    s.press(DOWN, DOWN, A)
    items = app.screen.menu.items
    s.press(*([DOWN] * items.index("Reset settings")), A)
    assert texts(app)[0] == "Reset all settings?"
    s.press(DOWN, A)
    assert texts(app)[0] == "Sure? Back to defaults."
    s.press(DOWN, A)
    assert "defaults" in " ".join(texts(app))
    assert options.Options(s.hw).values == options.DEFAULTS
    assert s.hw.sound.volume == options.DEFAULTS[options.VOLUME]


def test_delete_saved_game_and_reset_records_are_asked_twice(shooter):
    s = shooter
    app = s.start(seed=1)
    app.new_game(rules.preset("base", 1, 7))
    app.save_quit()
    assert "Continue" in texts(app)[1]
    s.press(DOWN, DOWN, DOWN, A)  # Continue, New game, Records, Settings
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
    records.save(area(app.options, 1), rec)
    s.press(DOWN, DOWN, A)
    s.press(*([DOWN] * app.screen.menu.items.index("Reset records")), A)
    s.press(DOWN, A, DOWN, A)
    assert records.load(area(app.options, 1)).solo(0) == (None, 0, 0)


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
    records.save(area(app.options, 1), rec)
    s.press(DOWN, A)
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
    wait = options.IDLE_MS[options.DEFAULTS[options.IDLE]]
    app.update(now + wait - 10)
    assert not app.options.dimmed
    app.update(now + wait + 10)
    assert app.options.dimmed and display.brightness == options.DIMMED
    screen = app.screen
    selected = screen.menu.selected
    app.press(DOWN)  # wakes only
    assert not app.options.dimmed and display.brightness == 1.0
    assert app.screen is screen and screen.menu.selected == selected
    app.press(DOWN)
    assert screen.menu.selected == selected + 1


def test_sound_layer_in_the_loop():
    from hw import loop

    class HW:
        def __init__(self):
            self.t = 0
            self.sound = Recorder(lambda: self.t)
            self.buttons = type("B", (), {"poll": lambda self, now: 0})()
            self.display = None

        def ticks_ms(self):
            return self.t

    class App:
        dirty = False

        def update(self, now):
            pass

    hw = HW()
    hw.sound.play("coin")
    for t in range(0, 400, 10):
        hw.t = t
        loop.step(hw, App())
    assert hw.sound.tones[-1] == (0, 0) and len(hw.sound.tones) == 3

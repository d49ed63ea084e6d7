"""The app with settings and records (headless, the simulator's board):
records counted at a game's end, the Settings and Records screens driven by
button presses, idle dimming, version and credits."""
import sys
import types

import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")

from carto_ui import app as app_module  # noqa: E402
from carto_ui import records  # noqa: E402
from carto_ui import settings_store as opt  # noqa: E402
from carto_ui.dialog import Dialog  # noqa: E402
from carto_ui.lang import get  # noqa: E402

from engine import game as rules  # noqa: E402
from hw import areas  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, UP, A, B  # noqa: E402
from tools.screenshots import Shooter  # noqa: E402


class Shot(Shooter):
    """A Shooter that runs a few frames after each press."""

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
    yield s
    s.close()


def on_title(s, item):
    """Choose ``item`` on the title screen shown."""
    steps = s.app.screen.menu.items.index(item) - s.app.screen.menu.selected
    for _ in range(abs(steps)):
        s.press(DOWN if steps > 0 else UP)
    s.press(A)


def stored_settings(s):
    return opt.load(s.hw.storage)[0]


def texts(app):
    screen = app.screen
    if isinstance(screen, Dialog):  # the question, then its answers
        return [screen.question] + [label.text for label in screen.labels]
    frame = getattr(screen, "frame", None) or (getattr(screen, "menu", None) or screen.pages).frame
    grid = getattr(screen, "grid", None) or getattr(getattr(screen, "pages", None), "grid", None)
    cells = [cell.text for cell in grid[0] if hasattr(cell, "text")] if grid is not None else []
    return [frame._title.text] + [line.text for line in frame.lines] + cells


def play_solo_to_the_end(s):
    """Play a solo base game (seed 7) with the bot on ``s``'s app; the game."""
    s.app.new_game(rules.preset("base", 1, 7))
    g = s.app.game
    s.to_play()
    while g.kind != rules.OVER:
        s.bot_move()
    return g


def test_a_finished_solo_game_is_counted_in_the_records_once(shooter):
    s = shooter
    app = s.start(seed=1)
    g = play_solo_to_the_end(s)
    # the game is counted in the records when the title comes, once
    app.title()
    app.title()
    kept = records.load(areas.records(s.hw.storage))
    best, titles, games = kept.solo(0)
    assert games == 1 and best == g.solo_rating()[0] and titles


def test_the_guided_first_game_is_not_counted_in_the_records(shooter):
    """Its deck is stacked (engine ``Game.stacked``): a known deal is no
    record, and it would fill the mixed content's solo page."""
    from carto_ui import guided

    s = shooter
    app = s.start(seed=1)
    app.new_game(guided.game_kwargs())
    g = app.game
    assert g.stacked
    s.to_play()
    while g.kind != rules.OVER:
        s.bot_move()
    app.title()
    kept = records.load(areas.records(s.hw.storage))
    assert kept.solo(records.content_of(g)) == (None, 0, 0)


def test_records_reset_at_a_games_end_are_told_over_the_title(shooter):
    """Records of a newer format (or damaged) found when a finished game is
    counted are reset, and the player reads so before the title, once."""
    s = shooter
    app = s.start(seed=1)
    areas.records(s.hw.storage).save(bytes((records.FORMAT + 1,)) + bytes(records.SIZE - 1))
    play_solo_to_the_end(s)
    app.title()
    assert " ".join(texts(app)).split() == get(records.MSG_NEWER).split()
    s.press(A)
    assert "New game" in app.screen.menu.items
    kept = records.load(areas.records(s.hw.storage))
    assert kept.problem is None and kept.solo(0)[2] == 1
    app.title()  # counted once, told once
    assert "New game" in app.screen.menu.items


def test_settings_screen_changes_saves_and_resets(shooter):
    s = shooter
    app = s.start(seed=1)
    on_title(s, "Settings")
    lines = texts(app)
    assert lines[0].startswith("Settings")  # "Settings  1/10" where the list scrolls
    assert ">Language   English" in lines[1]
    assert " Key repeat Normal" in lines[2]
    # both boards have a speaker (or piezo); only the PyBadge has NeoPixels
    assert sum(line[1:].startswith("Sound      medium") for line in lines) == 1
    assert sum(line[1:].startswith("Lights     low") for line in lines) == (
        s.hw.NAME == "pybadge")
    s.press(DOWN, LEFT)  # key repeat: slow
    assert s.hw.buttons.repeat.delay == opt.REPEAT_MS[0][0]
    s.press(DOWN, RIGHT)  # the backlight one step up, from 100 % round to 25 %
    assert app.backlight == 0.25
    s.press(B)  # leaves, saving
    assert texts(app)[1].startswith(">Continue") or "New game" in " ".join(texts(app))
    again = stored_settings(s)
    assert again[opt.REPEAT] == 0 and again[opt.BACKLIGHT] == 0
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
    assert app.backlight == 1.0 and s.hw.buttons.repeat.delay == opt.REPEAT_MS[1][0]


def test_the_battery_line_reads_the_board_and_a_refreshes_it(shooter, monkeypatch):
    """A board naming ``battery`` (pin, divider) gets a Settings line with its
    voltage, read through analogio when shown and again on A."""
    s = shooter
    app = s.start(seed=1)
    readings = [40000, 39000]
    opened = []

    class AnalogIn:
        reference_voltage = 3.3

        def __init__(self, pin):
            opened.append(pin)
            self.value = readings.pop(0)

        def deinit(self):
            opened.append("deinit")

    monkeypatch.setitem(sys.modules, "analogio", types.SimpleNamespace(AnalogIn=AnalogIn))
    monkeypatch.setattr(s.hw, "battery", ("BAT", 2), raising=False)
    on_title(s, "Settings")
    items = app.screen.menu.items
    row = [i for i, item in enumerate(items) if item.startswith("Battery")]
    assert len(row) == 1 and row[0] < items.index("Reset records")
    assert items[row[0]] == "Battery    4.02 V"  # 40000 / 65535 * 3.3 V * 2
    assert opened == ["BAT", "deinit"]
    s.press(*([DOWN] * row[0]), A)
    assert app.screen.menu.items[row[0]] == "Battery    3.92 V"
    assert opened == ["BAT", "deinit"] * 2 and texts(app)[0].startswith("Settings")


def test_the_language_is_a_setting_kept_over_power_off(shooter):
    from carto_ui import lang

    s = shooter
    try:
        app = s.start(seed=1)
        on_title(s, "Settings")
        s.press(RIGHT)  # English -> French: the screen is built anew in French
        assert lang.code() == "fr"
        lines = texts(app)
        assert lines[0].startswith(lang.get(tools_key("SETTINGS")))
        assert ">Langue     Français" in lines[1]
        assert " Répétition Normale" in lines[2]
        s.press(LEFT, LEFT)  # French -> English -> Italian (wrapping)
        assert lang.code() == "it" and ">Lingua     Italiano" in texts(app)[1]
        s.press(A)  # A steps on too: Italian -> English (wrapping)
        assert lang.code() == "en" and ">Language   English" in texts(app)[1]
        s.press(RIGHT, RIGHT)
        assert lang.code() == "de"
        s.press(B)  # leaves, saving
        assert stored_settings(s)[opt.LANGUAGE] == 1 + lang.LANGUAGES.index("de")
        lang.use("en")  # as code.py does at power-on without lang.txt
        app = s.start(seed=1)  # the settings' language wins over it
        assert lang.code() == "de"
        # Reset settings: the board's own language again (no lang.txt: English)
        on_title(s, lang.get(tools_key("SETTINGS")))
        items = app.screen.menu.items
        s.press(*([DOWN] * items.index(lang.get(tools_key("RESET_SETTINGS")))), A)
        s.press(DOWN, A)
        s.press(DOWN, A)
        assert lang.code() == "en"
        assert stored_settings(s)[opt.LANGUAGE] == 0
        s.press(A)  # the message closed: Settings again, in English
        assert texts(app)[0].startswith("Settings") and texts(app)[1] == " Language   English"
    finally:
        lang.use("en")


def test_settings_found_damaged_are_the_defaults_in_the_boards_language(shooter):
    """Settings found damaged when the Settings screen opens (a write cut
    short since the power-up) are put in effect as "Reset settings" puts
    them: the sentence (in the language read until then) says they are back
    to their defaults, and so are the language (the board's own: no
    lang.txt, English), the key repeat and what leaving saves."""
    from carto_ui import lang

    s = shooter
    try:
        app = s.start(seed=1)
        on_title(s, "Settings")
        s.press(RIGHT)  # English -> French
        s.press(DOWN, LEFT)  # key repeat: slow
        s.press(B)  # leaves, saving
        assert lang.code() == "fr" and stored_settings(s)[opt.LANGUAGE] != 0
        area = areas.settings(s.hw.storage)
        raw = area.raw.data
        for i in range(area._base, area._base + 2 * area._slot_size, 3):
            raw[i] ^= 1
        said = lang.get(opt.MSG_DAMAGED)
        on_title(s, lang.get(tools_key("SETTINGS")))
        assert lang.code() == "en"
        assert said in " ".join(texts(app)).replace("\n", " ")
        assert s.hw.buttons.repeat.delay == opt.REPEAT_MS[1][0]
        s.press(A)  # the message closed: Settings, in English, at the defaults
        assert texts(app)[0].startswith("Settings") and texts(app)[1] == ">Language   English"
        assert texts(app)[2] == " Key repeat Normal"
        s.press(DOWN, RIGHT, B)  # key repeat: fast, saved on leaving
        stored = stored_settings(s)
        assert stored[opt.LANGUAGE] == 0 and stored[opt.REPEAT] == 2
        assert lang.code() == "en"
    finally:
        lang.use("en")


def tools_key(name):
    from tools import langtable

    return langtable.key(name)


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
    # Only the pages of what was played: the one Heroes game of two players.
    assert texts(app)[0].startswith("Heroes: players")
    seen = []
    for _ in range(8):
        seen.append(texts(app))
        s.press(RIGHT)
    flat = [line for page in seen for line in page]
    assert not any(line.startswith(("Base", "Mixed", "Heroes: solo")) for line in flat)
    assert any("Mira" in line for line in flat) and any("Tom" in line for line in flat)
    s.press(B)
    assert "Records" in " ".join(texts(app))


def test_records_show_only_what_was_played_or_one_page_when_nothing_was(shooter):
    from carto_ui.records_view import record_pages

    shooter.start(seed=1)
    rec = records.Records()
    pages = record_pages(rec, 25, 11)
    assert [(title, lines) for title, lines in pages] == [("Base: solo", ["Solo games  0"])]
    g = rules.Game(**rules.preset("heroes", 1, 5))
    from engine import bot

    while g.kind != rules.OVER:
        action = bot.choose(g)
        g.place(*action[1:]) if action[0] == rules.PLACE else g.destroy(*action[1:])
    rec.note(g)
    titles = [page[0] for page in record_pages(rec, 25, 11)]
    assert titles == ["Heroes: solo", "Challenge codes"]  # (its code: tests/test_ui_par.py)


class FinishedGame:
    """As much of a finished base game as the records read: its players'
    totals, and its deal's options (its challenge code)."""

    stacked = False
    heroes_on = 0
    ruins_on = 1
    side = 0
    explore = 0
    seasons = 0
    ambushes = 0xF  # the base game's four ambushes (engine.cards.BASE_AMBUSHES)
    seed = 1
    chosen = True
    edicts = b"\x00\x04\x08\x0c"

    def __init__(self, totals, names):
        self.n = len(totals)
        self.totals = totals
        self.names = names
        self.bots = bytes(self.n)  # every seat a person's

    def total(self, p):
        return self.totals[p]

    def to_bytes(self):
        return bytes(self.totals) + ",".join(self.names).encode()


def test_records_number_a_tie_as_the_final_ranking_does(shooter):
    from carto_ui import records_view

    def record_pages(rec, cols, rows):  # the players' pages: the codes' page aside
        return [page for page in records_view.record_pages(rec, cols, rows)
                if page[0] != "Challenge codes"]

    shooter.start(seed=1)
    rec = records.Records()
    rec.note(FinishedGame((40, 52, 40), ["Mira", "Tom", "Ada"]))
    assert [row[0] for row in rec.best_scores(0)] == [52, 40, 40]
    pages = record_pages(rec, 25, 11)
    cells = pages[-1][2][1]  # the best scores as a table: a header, then a row a score
    assert [row[0] for row in cells[1:]] == ["1", "2", "2"]
    pages = record_pages(rec, 25, 4)  # too few rows for the table: a line a score
    lines = [line for page in pages if page[0] == pages[-1][0] for line in page[1]]
    assert [line.split()[0] for line in lines[-3:]] == ["1", "2", "2"]
    rec.note(FinishedGame((52, 52), ["Bo", "Eli"]))  # three 52s: 1, 1, 1
    cells = record_pages(rec, 25, 11)[-1][2][1]
    assert [row[0] for row in cells[1:]] == ["1", "1", "1"]
    # As the game's own ranking numbers its players.
    game = rules.Game(**rules.preset("base", 3, 1))
    assert [place for place, _, _, _ in game.ranking()] == [1, 1, 1]


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


def test_a_settings_list_longer_than_the_screen_says_where_it_is(shooter):
    """Rows out of sight are hinted at: "selected/count" at the title's right,
    as paged texts show their page."""
    s = shooter
    app = s.start(seed=1)
    on_title(s, "Settings")
    menu = app.screen.menu
    count = len(menu.items)
    rows = menu.frame.rows
    if s.hw.NAME == "pybadge":  # 160x128: 8 rows, more settings than that
        assert count > rows
    title = texts(app)[0]
    if count <= rows:
        assert title == "Settings"
        return
    assert title.startswith("Settings") and title.endswith(" 1/%d" % count)
    s.press(UP)  # wraps to the last row, scrolled into view
    title = texts(app)[0]
    assert title.startswith("Settings") and title.endswith(" %d/%d" % (count, count))
    assert texts(app)[rows] == ">" + menu.items[-1]


def test_the_title_comes_back_on_the_item_left_from(shooter):
    """Records, Settings, About and How to play (and the setup form) come
    back to the title with its cursor where it was, with or without the
    saved game's Continue above."""
    s = shooter
    app = s.start(seed=1)

    def selected():
        return app.screen.menu.items[app.screen.menu.selected]

    assert selected() == "New game"
    for item, back in (("Records", (B,)), ("Settings", (B,)), ("About", (B,)),
                       ("How to play", (B,)), ("New game", (B,))):
        on_title(s, item)
        assert type(app.screen).__name__ != "Title"
        s.press(*back)
        while type(app.screen).__name__ != "Title":  # a paged text: B closes it
            s.press(B)
        assert selected() == item
    app.new_game(rules.preset("base", 1, 7))
    app.save_quit()
    assert selected().startswith("Continue")  # the title after a game: Continue first
    on_title(s, "Settings")
    s.press(B)
    assert selected() == "Settings" and app.screen.menu.items[0].startswith("Continue")

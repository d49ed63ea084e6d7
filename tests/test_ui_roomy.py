"""The roomy layout of 240x240 and 320x240 (text at scale 2 where it fits)
and the small one of 160x128 (every text at scale 1), decided per screen:
the frames of menus, pages and the handoff, the HUD's figures and the play
screen's banner. Each scaled label's on-screen extent is checked against
the screen, the same way test_ui_fit checks every screen of whole games."""
import pytest

displayio = pytest.importorskip("displayio")
pygame = pytest.importorskip("pygame")
pgd = pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import frame as framemod  # noqa: E402
from carto_ui import lang, makeframe, text  # noqa: E402
from carto_ui import play as playmod  # noqa: E402
from carto_ui import roomy as roomymod  # noqa: E402
from carto_ui import strings as S  # noqa: E402
from carto_ui.bigframe import BigFrame  # noqa: E402
from carto_ui.handoff import Handoff  # noqa: E402
from carto_ui.menus import Menu  # noqa: E402
from carto_ui.pages import MessageBox, TextView  # noqa: E402
from carto_ui.season import GameOver, SeasonEnd  # noqa: E402

from engine import bot  # noqa: E402
from engine import game as rules  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text, labels, shown_cols  # noqa: E402
from testkit.presses import drive, press, skip_to_play, start, take_option  # noqa: E402

SIZES3 = ((160, 128), (240, 240), (320, 240))
IDS3 = ["160x128", "240x240", "320x240"]
GLYPH_W = 6
GLYPH_H = 12


@pytest.fixture(params=SIZES3, ids=IDS3)
def hw(request):
    board = FakeBoard(size=request.param, bare=True, step=10)
    yield board
    board.close()


def roomy(hw):
    return hw.WIDTH >= 200 and hw.HEIGHT >= 200


def shown(group):
    """{text: (x, y, scale)} of every visible non-blank label under ``group``."""
    out = {}
    for label, x, y, scale in labels(group):
        cols = shown_cols(label)
        if cols:
            out["".join(chr(text.FIRST + label[i]) for i in range(cols))] = (x, y, scale)
    return out


def scale_of(where, start):
    """The scale of the one shown text starting with ``start``."""
    found = [s for t, (x, y, s) in where.items() if t.startswith(start)]
    assert len(found) == 1, (start, sorted(where))
    return found[0]


def assert_on_screen(hw, group):
    for label, x, y, scale in labels(group):
        cols = shown_cols(label)
        if cols:
            assert x >= 0 and y >= 0, label.text
            assert x + cols * GLYPH_W * scale <= hw.WIDTH, label.text
            assert y + GLYPH_H * scale <= hw.HEIGHT, label.text


def test_frames_are_plain_and_small_at_160x128_and_big_where_roomy(hw):
    app = start(hw)
    frame = makeframe.make(app, "Title", "A ok", big=True)
    if roomy(hw):
        assert isinstance(frame, BigFrame) and frame.scale == 2
        # A big body: 19 columns at 240x240, 25 at 320x240, 8 rows.
        assert (frame.cols, frame.rows) == (hw.WIDTH // 12 - 1, 8)
    else:
        assert type(frame) is framemod.Frame
        assert (frame.cols, frame.rows) == (25, 8)
    assert makeframe.size(app, True) == (frame.cols, frame.rows)
    frame.set_lines(["x" * frame.cols] * frame.rows)
    frame.mark(frame.rows - 1)
    assert_on_screen(hw, frame.group)


def test_a_menu_is_big_when_its_items_fit_and_its_title_when_it_fits(hw):
    app = start(hw)
    menu = Menu(app, "How to play", ["The goal", "Edicts"], lambda i: None)
    app.show(menu)
    where = shown(menu.group)
    scale = 2 if roomy(hw) else 1
    assert where["How to play"][2] == scale
    assert where[">The goal"][2] == scale
    # Issue 37: the hint (the footer) is big under a big body where it fits.
    assert where["A choose"][2] == scale
    assert_on_screen(hw, menu.group)
    # An item too long for a big line keeps the whole menu small, and a long
    # title is drawn small, whole.
    long_item = "y" * (hw.WIDTH // 12)
    long_title = "T" * (hw.WIDTH // 12)
    menu = Menu(app, long_title, ["short", long_item], lambda i: None)
    app.show(menu)
    where = shown(menu.group)
    assert where[" " + long_item][2] == 1
    assert where[long_title][2] == 1
    assert where["A choose"][2] == 1  # under a small body, small
    assert_on_screen(hw, menu.group)
    # A hint too long for a big line is small under a big body, whole.
    long_hint = "h" * (hw.WIDTH // 12)
    menu = Menu(app, "How to play", ["The goal"], lambda i: None, hint=long_hint)
    app.show(menu)
    where = shown(menu.group)
    assert where[">The goal"][2] == scale
    assert where[long_hint][2] == 1
    assert_on_screen(hw, menu.group)


def test_a_form_whose_rows_change_is_big_when_every_text_they_may_take_fits(hw):
    app = start(hw)
    # ``widest``: the texts its rows may take, measured in place of the items.
    long_value = "Players  " + "y" * (hw.WIDTH // 12)
    menu = Menu(app, "New game", ["Players  Solo"], lambda i: None,
                on_adjust=lambda i, step: None, widest=["Players  Solo", long_value])
    app.show(menu)
    assert shown(menu.group)[">Players  Solo"][2] == 1
    menu = Menu(app, "New game", ["Players  Solo"], lambda i: None,
                on_adjust=lambda i, step: None, widest=["Players  Solo", "Players  6"])
    app.show(menu)
    assert shown(menu.group)[">Players  Solo"][2] == (2 if roomy(hw) else 1)


def test_message_boxes_are_big_when_one_page_holds_them(hw):
    app = start(hw)
    box = MessageBox(app, "No card revealed yet this season.", lambda: None)
    app.show(box)
    lines = [t for t, (x, y, s) in shown(box.group).items() if t not in ("", "A ok")]
    assert lines
    assert all(shown(box.group)[t][2] == (2 if roomy(hw) else 1) for t in lines)
    assert_on_screen(hw, box.group)
    # A long text is wrapped small over pages, as before.
    view = TextView(app, "Rules", "word " * 400, lambda: None)
    app.show(view)
    assert len(view.pages) > 1
    assert all(s == 1 for t, (x, y, s) in shown(view.group).items() if t.startswith("word"))
    assert_on_screen(hw, view.group)


def test_the_handoff_is_big_on_roomy_screens(hw):
    app = start(hw, players=3)
    hand = Handoff(app, "Alexandra", lambda: None, note="The ambush monster goes on Bo's map.")
    app.show(hand)
    where = shown(hand.group)
    assert where["Pass to Alexandra"][2] == (2 if roomy(hw) else 1)
    assert where["Pass the device"][2] == (2 if roomy(hw) else 1)
    assert_on_screen(hw, hand.group)


def finished(players, names=None, seed=7):
    """A game of ``players`` played to its end by the bot."""
    kwargs = rules.preset("base", players, seed)
    if names:
        kwargs["names"] = names
    g = rules.Game(**kwargs)
    while g.kind != rules.OVER:
        g.act(bot.choose(g))
    return g


def tallied(app, screen):
    """``screen`` shown, its tally over: {text: (x, y, scale)}."""
    app.show(screen)
    for now in range(0, 5000, 100):
        screen.update(now)
    return shown(screen.group)


def table_head(hw, season=0):
    """The first line of ``season``'s table."""
    first, second = "ABCD"[season], "ABCD"[(season + 1) % 4]
    if hw.WIDTH == 240:
        return "     %s  %s  $ Mon  T" % (first, second)
    return "Player   %s  %s  $ Mon Tot" % (first, second)


def test_season_scores_are_big_on_roomy_screens(hw):
    # Issue 37: the table is 24 columns where a big body has 25 (320x240)
    # or a scale-1 line holds it, 19 at 240x240's big body (names cut to 3
    # letters, the total headed by its first letter).
    app = start(hw, players=3)
    g = app.game
    while g.season == 0:
        g.act(bot.choose(g))
    ends = SeasonEnd(app, g, 0, lambda: None)
    where = tallied(app, ends)
    big = 2 if roomy(hw) else 1
    assert scale_of(where, table_head(hw)) == big
    for p in range(3):
        e1, e2, coins, monsters, total = g.scores(p)[0]
        row = ("%-3s%3d%3d%3d%4d%3d" if hw.WIDTH == 240 else "%-7s%3d%3d%3d%4d%4d") % (
            g.names[p], e1, e2, coins, -monsters, total)
        assert scale_of(where, row) == big
    assert scale_of(where, "Spring scores") == big
    assert_on_screen(hw, ends.group)
    press(app, A)  # the standings: short names, big at 240x240 too
    where = shown(ends.group)
    assert scale_of(where, "1. ") == big
    assert_on_screen(hw, ends.group)


def test_the_game_over_ranking_and_seasons_are_big_on_roomy_screens(hw):
    app = start(hw)
    g = finished(3)
    over = GameOver(app, g, lambda: None)
    where = tallied(app, over)
    big = 2 if roomy(hw) else 1
    for place in (1, 2, 3):
        assert scale_of(where, "%d. " % place) == big
    assert scale_of(where, "Ties go to") == big
    assert_on_screen(hw, over.group)
    for season in range(4):  # each season's table
        press(app, A)
        where = shown(over.group)
        assert scale_of(where, table_head(hw, season)) == big
        assert_on_screen(hw, over.group)


def test_a_ranking_too_wide_for_big_lines_is_small_and_the_seasons_stay_big(hw):
    # Names of 8 letters make the ranking's lines 23 columns: too many for
    # 240x240's big body, whose ranking falls back to scale 1 (its notes
    # wrapped to a scale-1 line), while the season tables after it are big.
    app = start(hw)
    g = finished(6, ["Wwwwwwww", "Alexandr", "Bo", "Cy", "Di", "Ed"])
    over = GameOver(app, g, lambda: None)
    where = tallied(app, over)
    assert scale_of(where, "1. ") == (2 if hw.WIDTH == 320 else 1)
    if hw.WIDTH == 240:
        assert scale_of(where, "Ties go to the fewest stars lost to") == 1
    assert_on_screen(hw, over.group)
    for _ in range(3):  # past the ranking's pages
        press(app, A)
        where = shown(over.group)
        if any(t.startswith(table_head(hw)) for t in where):
            break
    assert scale_of(where, table_head(hw)) == (2 if roomy(hw) else 1)
    # The ranking's lines past the big body's 8 rows are not left behind.
    assert not [t for t in where if "monsters" in t]
    assert_on_screen(hw, over.group)


def test_the_solo_rating_is_big_on_roomy_screens(hw):
    app = start(hw)
    g = finished(1, seed=21)
    over = GameOver(app, g, lambda: None)
    where = tallied(app, over)
    big = 2 if roomy(hw) else 1
    for start_of in ("Your score", "Queen expects", "Rating", "Queen Gimnax"):
        assert scale_of(where, start_of) == big
    assert_on_screen(hw, over.group)


def test_the_huds_time_and_season_score_are_big_on_roomy_screens(hw):
    app = start(hw)
    skip_to_play(app)
    hud = app.play.hud
    where = shown(hud.group)
    if roomy(hw):
        assert where["Spr"][2] == 1 and where[hud.time.text][2] == 2
        assert hud.time.text == "0/8"
        assert where["Pts"][2] == 1 and where[hud.total.text][2] == 2
        # The column ends above the lines under the map.
        for label, _x, y, scale in labels(hud.group):
            if shown_cols(label):
                assert y + GLYPH_H * scale <= app.metrics.map_size
    else:
        assert not hasattr(hud, "time")
        assert all(s == 1 for (x, y, s) in where.values())
        assert hud.season.text == "Spr0/8"
    assert_on_screen(hw, app.play.group)


def test_the_huds_rows_are_big_where_the_column_fits_them(hw):
    """At 320x240 every HUD row is at scale 2 (an edict's ">A 12 +3" is 8
    big characters, the monsters' "Mon -12-10" 10 of the column's 11); at
    240x240 the column has 5 and at 160x128 no room: small there. Every
    glyph stays whole: no label's cell lies over the glyphs of a label
    drawn before it."""
    app = start(hw)
    skip_to_play(app)
    p = app.play
    hud = p.hud
    hud.monsters.text = "Mon -12-10"  # the longest a game shows
    big = 2 if hw.WIDTH >= 320 else 1
    placed = list(labels(hud.group))
    scales = {id(label): scale for label, _x, _y, scale in placed}
    for label in [hud.player, hud.coins, hud.monsters] + hud.edicts:
        assert scales[id(label)] == big, label.text
    if big == 2:
        # The name beside the card; the season score beside the time.
        where = shown(hud.group)
        assert where["Solo"][1] < hud.card_h
        assert where["Spr"][1] == where["Pts"][1] and where[hud.time.text][2] == 2
    bottom = app.metrics.map_size if roomy(hw) else hw.HEIGHT
    drawn = []
    for label, x, y, scale in placed:
        cols = shown_cols(label)
        right = x + label.width * GLYPH_W * scale
        if cols:
            # Inside the column (on roomy screens above the lines under
            # the map); a glyph takes rows 2-10 of its 12.
            assert x + cols * GLYPH_W * scale <= hw.WIDTH, label.text
            assert y + GLYPH_H * scale <= bottom, label.text
            glyphs = (x, x + cols * GLYPH_W * scale, y + 2 * scale, y + 11 * scale)
            for x0, x1, y0, y1, under in drawn:
                if x0 < right and x < x1:
                    assert y + GLYPH_H * scale <= y0 or y1 <= y, (label.text, under)
        drawn.append(glyphs + (label.text,) if cols else (0, 0, 0, 0, ""))
    assert_on_screen(hw, p.group)


def test_the_banner_is_big_when_its_lines_fit_above_the_controls(hw):
    app = start(hw)
    skip_to_play(app)
    p = app.play
    m = app.metrics
    p.show_banner("In the way: a mountain")
    assert banner_text(p).replace("\n", " ") == "In the way: a mountain"
    where = shown(p.group)
    assert scale_of(where, "In the way:") == (2 if roomy(hw) else 1)
    assert_on_screen(hw, p.group)
    if roomy(hw):
        # Its lines lie between the map and the controls line; the lines
        # the room has no place for are hidden.
        info = p.info
        rows = [item for item in p.banner if not item.hidden]
        assert len(rows) == (m.height - m.line - m.map_size - 1) // (2 * m.line)
        assert m.map_size + 1 + len(rows) * m.line * info.scaled.scale <= m.height - m.line
        # Too long for big lines above the controls: small, wrapped wide.
        long = "A: pass the device on  B: take this move back"
        p.show_banner(long)
        assert info.scaled.scale == 1
        assert banner_text(p).replace("\n", " ") == long
        assert_on_screen(hw, p.group)
        p.show_banner("")
        assert banner_text(p) == ""


def test_the_controls_line_says_what_a_and_b_do_at_here(hw):
    app = start(hw)
    skip_to_play(app)
    p = app.play
    take_option(app)
    assert p.mode == playmod.AIM
    press(app, A)
    assert p.mode == playmod.CONFIRM
    if roomy(hw):  # B goes back there, it does not rotate
        assert p.info.text.split("\n")[1] == "Here? A: yes  B: back"
        # The banner asks in one big line (the controls line says the rest):
        # a second line would be drawn as it comes and as it goes.
        assert banner_text(p) == "Here? A: yes" and p.info.scaled.scale == 2
        from bench import bench_fuzz  # the fuzzer's check before a move: the prompt is seen

        assert bench_fuzz.confirm_on_screen(app)
        press(app, B)
        assert p.mode == playmod.AIM and "B:rotate" in p.info.text


def test_a_move_that_hands_the_device_on_says_so_on_the_controls_line(hw):
    # After a move that hands the device on, the banner keeps to the move's
    # news and the controls line says what A and B do: the banner's lines
    # keep their scale (a change of scale redraws every line under the map).
    app = start(hw, content="heroes", players=3, seed=5)
    for _ in range(12):
        skip_to_play(app, news=True)
        p = app.play
        if p.info is not None:
            scale = p.info.scaled.scale
        drive(app, bot.choose(app.game))
        if app.screen is p and p.mode == playmod.AFTER and app.undo is not None \
                and app.game.actor != app.shown_to:
            break
    else:
        raise AssertionError("no move handed the device on")
    if roomy(hw):
        assert p.info.text.split("\n")[1] == "A: pass the device  B: take it back"
        assert "pass" not in banner_text(p)
        assert p.info.scaled.scale == scale == 2
    else:  # the banner says it all: there is no controls line
        assert "A: pass the device B: take this move back" in " ".join(banner_text(p).split())
    press(app, A)  # A passes the device: the next person's handoff
    assert type(app.screen).__name__ == "Handoff"
    # Over the map, only the next player's name is big: every other line's
    # pixels are a text's, which the display draws dearly.
    where = shown(app.screen.cover)
    assert scale_of(where, "Pass to ") == (2 if roomy(hw) else 1)
    assert scale_of(where, "Pass the device") == scale_of(where, "Press A") == 1
    assert_on_screen(hw, app.screen.cover)


# The forms whose rows change (LEFT/RIGHT values) are big when every text a
# row may take fits a big line (``Menu``'s ``widest``): the setup form at
# 240x240 in English and French (German's "Inhalt    Grundspiel" and
# Italian's names row with an 8-letter name are 20 and 19 of its 18), the
# Settings in English (French, German and Italian's "Reset ..." rows are
# longer); every language at 320x240 (24 of 24); never at 160x128.
FORM_BIG = {
    "setup": {(240, 240): ("en", "fr"), (320, 240): ("en", "fr", "de", "it")},
    "settings": {(240, 240): ("en",), (320, 240): ("en", "fr", "de", "it")},
}


def form_scale(hw, form, code):
    return 2 if code in FORM_BIG[form].get((hw.WIDTH, hw.HEIGHT), ()) else 1


def body_scales(screen):
    """The scales of the menu's shown rows (the title and hint apart)."""
    menu = screen.menu
    frame = menu.frame
    out = set()
    for label, _x, _y, scale in labels(frame.group):
        if label in frame.lines and shown_cols(label):
            out.add(scale)
    return out


@pytest.fixture
def cuts():
    found = []
    text.on_cut = lambda words, cols: found.append(words)
    yield found
    text.on_cut = None


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_setup_form_is_big_where_every_row_it_may_take_fits(hw, code, cuts):
    from carto_ui import lang
    from carto_ui.setup import Setup

    lang.use(code)
    try:
        app = start(hw)
        form = Setup(app, lambda kwargs: None, seed=12345)
        app.show(form)
        scale = form_scale(hw, "setup", code)
        assert body_scales(form) == {scale}
        # Every value of every row, and names of 8 letters (whole ones and
        # "+N" for the rest): nothing is cut, nothing leaves the screen.
        form.names = ["ABCDEFGH", "Bo", "IJKLMNOP", "Al", "QRSTUVWX", "Zu"]
        for players in range(6):
            for content in range(3):
                for edicts in (None, b"\x00\x04\x08\x0c"):
                    form.players = players + 1
                    form.content = content
                    form.edicts = edicts
                    form.seed = 99999
                    form._redraw()
                    assert_on_screen(hw, form.group)
        assert body_scales(form) == {scale}
        assert not cuts
    finally:
        lang.use("en")


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_settings_are_big_where_every_row_they_may_take_fits(code, cuts):
    from carto_ui import lang, settings_menu
    from carto_ui import settings_store as opt

    lang.use(code)
    real_mv = settings_menu.battery_mv
    settings_menu.battery_mv = lambda battery: 4187
    try:
        for size in SIZES3:
            # every row: sound, lights, battery
            board = FakeBoard(size=size, bare=True, step=10, play=True, lights=True,
                              battery=("A6", 2))
            try:
                app = start(board)
                screen = settings_menu.Settings(app, lambda: None, bytearray(opt.DEFAULTS))
                app.show(screen)
                scale = form_scale(board, "settings", code)
                assert body_scales(screen) == {scale}, size
                # Every value of every row (the language row apart: a new
                # language builds the screen anew), scrolled through.
                press(app, DOWN)
                for _row in range(len(screen.rows) - 1):
                    for _step in range(5):
                        press(app, RIGHT)
                        assert_on_screen(board, screen.group)
                    press(app, DOWN)
                assert body_scales(screen) == {scale}, size
                assert not cuts, (size, cuts)
            finally:
                board.close()
    finally:
        settings_menu.battery_mv = real_mv
        lang.use("en")


def aiming_hamlet(hw):
    """A new game's map on roomy board ``hw``, aiming, its option line
    "Hamlet: Village" (a big line): the app and its map."""
    app = start(hw)
    skip_to_play(app)
    p = app.play
    take_option(app)
    keys = p.info.text.split("\n")[1]
    p.info.text = "Hamlet: Village\n" + keys
    return app, p


def test_the_lines_under_the_map_are_written_not_hidden(monkeypatch):
    """displayio redraws a line shown or hidden whole, even to its own state,
    and what lies under it: the banner's lines and the option under the map
    are written in place while their scale stays (a new text redraws only
    its own characters), and they are opaque across the screen."""
    hw = FakeBoard(size=(240, 240), bare=True, step=10)
    try:
        app, p = aiming_hamlet(hw)
        p.show_banner("In the way: a mountain")
        sets = []
        flag = text.Label.hidden  # the TileGrid's property, counted
        monkeypatch.setattr(text.Label, "hidden", property(
            flag.fget, lambda label, value: (sets.append(value), flag.fset(label, value))))
        for said in ("In the way: a mountain", "Here? A: yes", "", "In the way: a lake",
                     "Here? A: yes", ""):
            p.show_banner(said)
            assert banner_text(p).replace("\n", " ") == said
        assert sets == []
        for label in p.banner:
            assert p.info.scaled.x + label.width * 6 * p.info.scaled.scale >= hw.WIDTH
            assert not label.pixel_shader.is_transparent(0)
    finally:
        hw.close()


def test_the_reviews_column_and_line_are_big_on_roomy_screens(hw):
    # Issue 37: the column beside the finished map (name, edicts A-D,
    # coins, monsters, total, which map) at scale 2 on roomy screens, the
    # screen's whole height; the line under the map at scale 2 when it fits
    # two lines as wide as the map, else at scale 1 under the map only.
    from carto_ui.viewmaps import MapsView

    app = start(hw)
    g = finished(3)
    view = MapsView(app, g, lambda: None, lambda: None, 0, 0)
    app.show(view)
    press(app, DOWN)  # edict B lit: the line says its stars
    where = shown(view.group)
    big = 2 if roomy(hw) else 1
    assert scale_of(where, g.names[0]) == big
    assert scale_of(where, ">B") == big
    for letter in "ACD":
        assert scale_of(where, " " + letter) == big
    assert scale_of(where, "$") == big
    assert scale_of(where, "1/3") == big
    assert_on_screen(hw, view.group)
    if roomy(hw):
        m = app.metrics
        assert scale_of(where, "B ") == 2  # "B Wildholds: 8" / "stars now"
        for label, x, y, scale in labels(view.group):
            if shown_cols(label) and x < m.map_size:  # under the map, beside the column
                assert y >= m.map_size and x + shown_cols(label) * GLYPH_W * scale <= m.map_size
        view.say(view, "w" * 40)  # too long for two big lines: small, whole
        assert {s for t, (x, y, s) in shown(view.group).items() if t.startswith("w")} == {1}
        assert view.line.text.replace("\n", "") == "w" * 40
        assert_on_screen(hw, view.group)


def test_the_standings_from_the_game_menu_are_big_on_roomy_screens(hw):
    # The maps viewer's A: the standings so far, then each scored season's
    # table, each page big where it fits (as the season's end shows them).
    from carto_ui import viewmaps

    app = start(hw, players=3)
    g = app.game
    while g.season < 2:
        g.act(bot.choose(g))
    viewmaps.open_maps(app, g, lambda: None)
    press(app, A)
    big = 2 if roomy(hw) else 1
    where = shown(app.screen.group)
    assert scale_of(where, "1. ") == big
    press(app, A)
    where = shown(app.screen.group)
    assert scale_of(where, table_head(hw)) == big
    assert_on_screen(hw, app.screen.group)


class TurnStub:
    """What the turn menu asks of the play screen, every item offered."""

    def __init__(self):
        self.chosen = []

    def can_change_choice(self):
        return True

    def can_take_back(self):
        return True

    def game_total(self):
        return 123  # three digits: the widest title

    def __getattr__(self, name):  # resume, view_edicts, on_menu, ...: noted when chosen
        return lambda: self.chosen.append(name)


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_the_turn_menu_is_big_on_roomy_screens_in_every_language(hw, code, cuts):
    # Issue 37: at 240x240 a big line holds 18 characters after the marker:
    # an item (or the title) too long for it is its short form there; the
    # full texts where they fit (320x240) and on the small screen, whose
    # menu is as before.
    from carto_ui import lang, turnmenu
    from carto_ui import strings as S

    lang.use(code)
    try:
        app = start(hw)
        stub = TurnStub()
        menu = turnmenu.turn_menu(app, stub)
        app.show(menu)
        assert len(menu.items) == 6
        scale = 2 if roomy(hw) else 1
        frame = menu.frame
        for label, _x, _y, s in labels(frame.group):
            if shown_cols(label):
                if label in frame.lines or label is frame._title:
                    assert s == scale, (code, label.text)
        assert not cuts
        assert_on_screen(hw, menu.group)
        full = [lang.get(key) for key in (S.BACK_TO_MAP, S.EDICT_VIEW, S.GAME_MENU,
                                          S.CHANGE_CHOICE, S.TAKE_BACK, S.HINT_BEST)]
        title = lang.get(S.TURN_TITLE) % 123
        if hw.WIDTH != 240:  # the full texts
            assert menu.items == full and frame._title.text == title
        else:
            for item, long in zip(menu.items, full):
                assert item == long or len(long) > 18 and len(item) <= 18
            assert frame._title.text == title or len(title) > 19
        # Each item still runs its action.
        press(app, DOWN, DOWN, DOWN, A)
        assert stub.chosen == ["change_choice"]
    finally:
        lang.use("en")


def test_the_turn_menu_over_a_game_is_big_on_roomy_screens(hw):
    app = start(hw, seed=4)
    skip_to_play(app)
    press(app, START)
    menu = app.screen
    where = shown(menu.group)
    scale = 2 if roomy(hw) else 1
    assert scale_of(where, ">Back to the map") == scale
    assert scale_of(where, "Turn (total") == scale
    assert_on_screen(hw, menu.group)
    press(app, B)
    assert app.screen is app.play


def boxes(group):
    """(label, top, bottom, left, right) of every shown non-blank label under ``group``."""
    out = []
    for label, x, y, scale in labels(group):
        cols = shown_cols(label)
        if cols:
            out.append((label, y, y + GLYPH_H * scale, x, x + cols * GLYPH_W * scale))
    return out


def test_the_option_line_under_the_map_is_big_where_it_fits(hw):
    # Issue 37: the card's option taken, over the controls line, at scale 2
    # where it fits the width (19 columns at 240x240, 26 at 320x240) and
    # the banner leaves it the room; the controls line stays small on the
    # screen's last line.
    app = start(hw)
    skip_to_play(app)
    p = app.play
    if not roomy(hw):
        assert p.info is None
        return
    take_option(app)
    assert p.mode == playmod.AIM
    name, keys = p.info.text.split("\n")
    where = shown(p.group)
    cols = (hw.WIDTH - 2) // 12
    assert where[keys] == (2, hw.HEIGHT - 13, 1)
    # Too long for a big line, the option is the card's name over its
    # terrain where two big lines are free (at 240x240), else its terrain,
    # or nothing: the lines keep their scale.
    long = "y" * (cols - 8) + ": Village"
    for option, seen in (("Hamlet: Village", "Hamlet: Village"), ("y" * cols, "y" * cols),
                         (long, "Village"), ("z" * (cols + 1), None)):
        p.info.text = option + "\n" + keys
        where = shown(p.group)
        if seen is None:
            assert not [t for t in where if t.startswith("z")]
            continue
        if option is long:
            name = option[: option.find(":") + 1]
            assert (name in where) == (hw.WIDTH == 240)
            if hw.WIDTH == 240:  # one big line over the terrain's
                assert where[name][1:] == (where[seen][1] - 24, 2)
                p.show_banner("Here? A: yes")  # the banner takes the name's line
                assert name not in shown(p.group) and "Village" in shown(p.group)
                p.show_banner("")
                where = shown(p.group)
        # Over the controls line, 2 px apart, under the map.
        x, y, scale = where[seen]
        assert scale == 2
        assert y + 12 * scale == hw.HEIGHT - 15 and y > app.metrics.map_size
        assert where[keys][2] == 1
        assert_on_screen(hw, p.group)
    # With a banner: the option is on the line under its text when the
    # banner leaves one and the option fits it, else not shown; it is big
    # again when the banner goes.
    p.info.text = "Hamlet: Village\n" + keys
    # (At 320x240 the room over the controls line is one big line.)
    for said, option in (("In the way: a mountain", None),
                         ("Here? A: yes", 2 if hw.WIDTH == 240 else None),
                         ("A: pass the device on  B: take this move back", 1),
                         ("+1 coin for surrounding a mountain. Spring is over and scored: no"
                          " take back. A: its scores", 1)):
        p.show_banner(said)
        where = shown(p.group)
        if option is None:
            assert "Hamlet: Village" not in where, said
        else:
            assert where["Hamlet: Village"][2] == option, said
        # No line over another under the map (beside it, the HUD's
        # captions share rows at 320x240).
        tops = sorted(y for (x, y, scale) in where.values() if y > app.metrics.map_size)
        assert len(tops) == len(set(tops)), said
        assert_on_screen(hw, p.group)
    p.show_banner("")
    assert scale_of(shown(p.group), "Hamlet") == 2


# The map's usual news after a move, in big lines under a 240x240 map in
# these languages (Italian's "+1 moneta +1 moneta:" is 20 of 19 columns):
# a banner too long for them makes the lines small, redrawn whole as it
# comes and again as it goes.
NEWS_BIG = {"en": True, "fr": True, "de": True, "it": False}


@pytest.fixture(params=["en", "fr", "de", "it"])
def board240(request):
    """A 240x240 board with the UI in each language."""
    from carto_ui import lang

    board = FakeBoard(size=(240, 240), bare=True, step=10)
    lang.use(request.param)
    yield board
    lang.use("en")
    board.close()


def test_a_seasons_end_and_a_mountains_coin_are_said_in_big_lines(board240):
    from carto_ui import lang
    from carto_ui import strings as S

    app = start(board240)
    skip_to_play(app)
    p = app.play
    get = lang.get
    for season in range(4):
        p.show_banner(get(S.SEASON_SCORED) % get(S.SPRING + season))
        assert p.info.scaled.scale == 2, banner_text(p)
    coins = get(S.COIN_1) % (1, "") + " " + get(S.COIN_1) % (1, get(S.FOR_MOUNTAIN))
    p.show_banner(coins)
    assert (p.info.scaled.scale == 2) == NEWS_BIG[lang.code()], banner_text(p)


# Why a ghost cannot go where it is, in one big line under a 240x240 map:
# the card's option stays on the line under it, and an aim step that makes
# the ghost legal or illegal redraws one line, not two. Too long for it:
# wasteland in French and Italian, a destroyed space in every language.
REASON_LONG = {"en": ("destroyed",), "fr": ("destroyed", "waste"), "de": ("destroyed",),
               "it": ("destroyed", "waste")}


def test_why_a_ghost_cannot_go_there_leaves_the_option_its_line(board240):
    from carto_ui import lang, reasons
    from carto_ui import strings as S

    from engine.terrain import DESTROYED, FOREST, MONSTER, MOUNTAIN, VILLAGE, WASTE, WATER

    _app, p = aiming_hamlet(board240)
    said = {"off": lang.get(S.OFF_MAP), "ruins": lang.get(S.RUINS_RULE)}
    for name, terrain in (("mountain", MOUNTAIN), ("waste", WASTE), ("destroyed", DESTROYED),
                          ("forest", FOREST), ("village", VILLAGE), ("water", WATER),
                          ("monster", MONSTER)):
        said[name] = lang.get(S.IN_THE_WAY) % reasons.what(terrain, True)
    for name, reason in said.items():
        p.show_banner(reason)
        one_line = name not in REASON_LONG[lang.code()]
        assert ("Hamlet: Village" in shown(p.group)) == one_line, (name, reason)
        assert p.info.scaled.scale == 2, reason


def refresh_areas(group):
    """The areas displayio would redraw for ``group``'s changes since the
    last call, as (x1, y1, x2, y2) clipped to the screen's 240 rows."""
    areas = []
    group._get_refresh_areas(areas)
    group._finish_refresh()
    return [(a.x1, max(a.y1, 0), min(a.x2, 240), min(a.y2, 240)) for a in areas if a.y1 < 240]


def test_a_change_under_the_map_redraws_only_its_characters():
    # Each line shown, hidden, moved or scaled is redrawn whole (at scale 2
    # a line is 5,760 pixels at 240x240, drawn as it comes and as it goes):
    # at the same scale a new banner or option redraws the characters that
    # changed, and a line that keeps its text is not redrawn.
    hw = FakeBoard(size=(240, 240), bare=True, step=10)
    try:
        app, p = aiming_hamlet(hw)
        p.show_banner("")
        refresh_areas(p.group)
        refresh_areas(p.group)
        top = app.metrics.map_size + 1
        option_row = (top + 24, top + 48)  # the second big line (the map is 176 px)

        def redrawn(change):
            change()
            return [a for a in refresh_areas(p.group) if a[1] >= top]

        # "Here?" on the first line: the option's line is left alone.
        areas = redrawn(lambda: p.show_banner("Here? A: yes"))
        assert areas and all(a[3] <= option_row[0] for a in areas), areas
        assert sum((a[2] - a[0]) * (a[3] - a[1]) for a in areas) <= 12 * 24 * 12
        areas = redrawn(lambda: p.show_banner(""))
        assert areas and all(a[3] <= option_row[0] for a in areas), areas
        # A reason in two lines, then another ("In the way: a" / "forest"):
        # only the characters that differ.
        redrawn(lambda: p.show_banner("In the way: a mountain"))
        areas = redrawn(lambda: p.show_banner("In the way: a forest"))
        assert areas and all(a[1] >= option_row[0] for a in areas), areas
        assert sum((a[2] - a[0]) * (a[3] - a[1]) for a in areas) <= 8 * 12 * 24, areas
    finally:
        hw.close()


def test_a_move_leaves_its_option_under_the_map_until_the_next_card():
    # The option's line is written by the next card's reveal: cleared by the
    # move, it would be drawn twice a turn.
    hw = FakeBoard(size=(240, 240), bare=True, step=10)
    try:
        app = start(hw)
        skip_to_play(app)
        p = app.play
        take_option(app)
        option = p.info.text.split("\n")[0]
        assert option
        press(app, A)  # Here?
        assert p.mode == playmod.CONFIRM
        refresh_areas(p.group)
        top = app.metrics.map_size + 1 + 24  # the option's line
        press(app, A)  # the move
        assert p.mode == playmod.AFTER
        assert p.info.text.split("\n")[0] == option
        lines = [a for a in refresh_areas(p.group) if a[1] >= top and a[3] <= top + 24]
        assert not lines, lines
        skip_to_play(app, news=False)  # the next card says its own
        assert p.info.text.split("\n")[0] != option or banner_text(p)
    finally:
        hw.close()


def test_the_maps_presses_import_nothing_on_a_roomy_screen():
    # unload forgets keynames as each card's map is shown (ON_MAP), and on
    # a board an import collects the whole heap: the controls line under a
    # roomy map names the board's buttons without it.
    import sys

    hw = FakeBoard(name="picosystem", bare=True, step=10)
    try:
        app = start(hw)
        skip_to_play(app)
        sys.modules.pop("carto_ui.keynames", None)
        p = app.play
        take_option(app)
        # The PicoSystem's own words for SELECT and START.
        assert p.info.text.split("\n")[1] == "A:place B:rotate Y:flip X:menu"
        press(app, RIGHT)
        press(app, A)  # Here?
        assert p.mode == playmod.CONFIRM
        press(app, A)  # drawn
        press(app, A)  # the next card
        assert "carto_ui.keynames" not in sys.modules
    finally:
        hw.close()


def test_an_aim_step_reads_no_string_the_lines_under_the_map_already_say(monkeypatch):
    # Each string read from the language file allocates its block of lines:
    # a step that leaves the option and the controls line as they were reads
    # none, and a new option's or mode's text is read and shown.
    # (The lines' number holds a string's number below _HINTS.)
    assert lang.COUNT <= roomymod._HINTS
    hw = FakeBoard(name="picosystem", bare=True, step=10)
    try:
        app = start(hw)
        skip_to_play(app)
        p = app.play
        take_option(app)
        option, keys = p.info.text.split("\n")
        assert option and keys == "A:place B:rotate Y:flip X:menu"
        reads = []
        real = roomymod.get
        monkeypatch.setattr(roomymod, "get", lambda key: (reads.append(key), real(key))[1])
        for step in (RIGHT, DOWN, LEFT, UP):
            press(app, step)
            assert p.mode == playmod.AIM
            assert reads == []
            assert p.info.text == option + "\n" + keys
        press(app, A)  # Here?
        assert p.mode == playmod.CONFIRM
        assert reads and p.info.text.split("\n") == [option, lang.get(S.HERE_CONFIRM)]
        del reads[:]
        press(app, B)  # back to aiming: the same lines as before "Here?"
        assert p.mode == playmod.AIM
        assert p.info.text == option + "\n" + keys
        # Written by another (the guide's note, a view): read and written again.
        p.info.text = "Hamlet: Village\n" + keys
        del reads[:]
        press(app, RIGHT)
        assert reads and p.info.text == option + "\n" + keys
    finally:
        hw.close()


def test_a_big_frames_blank_lines_are_not_drawn():
    """A blank body line is in no group (displayio would draw its blank
    glyphs at twice the cost of the background under it) unless it is
    marked; it comes back with its text or the mark."""
    board = FakeBoard(size=(240, 240), bare=True, step=10)
    try:
        app = start(board)
        frame = BigFrame(app, "Title", "Hint", big=True)
        app.hw.display.root_group = frame.group

        def drawn():
            shown = {id(label) for label, _, _, _ in labels(frame.group)}
            return [row for row, line in enumerate(frame.lines) if id(line) in shown]

        assert drawn() == []
        frame.set_line(0, "one")
        frame.set_line(2, "three")
        assert drawn() == [0, 2]
        frame.mark(1)  # a blank line marked: its highlight shows
        assert drawn() == [0, 1, 2]
        frame.mark(2)
        assert drawn() == [0, 2]
        frame.set_line(2, "")  # marked: stays
        frame.set_line(0, "")
        assert drawn() == [2]
        frame.mark(None)
        assert drawn() == []
        frame.set_lines(["a", "", "c"])
        assert drawn() == [0, 2]
        assert [label.text for label, _, _, _ in labels(frame.group)] == ["Title", "a", "c", "Hint"]
    finally:
        board.close()

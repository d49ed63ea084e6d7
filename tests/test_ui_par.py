"""A solo game's par on the device (carto_ui.parrun): worked out in the idle
frames of the review, the ranking and the end menu, never in a press's
frame, shown under the end menu's items in every language, kept in the
records with the code's best score (the same code shows it at once next
time), and nothing stored when the player leaves before it is known."""
import pytest

pytest.importorskip("displayio")

from carto_ui import lang, records, review  # noqa: E402
from carto_ui.app import App  # noqa: E402
from carto_ui.parrun import ParRun  # noqa: E402
from test_ui_screens import first_legal  # noqa: E402

from engine import par  # noqa: E402
from engine.challenge import code_of  # noqa: E402
from engine.game import OVER, Game, preset  # noqa: E402
from hw import areas  # noqa: E402
from hw.buttons import DOWN, UP, A  # noqa: E402
from hw.nvm_store import FILE_SIZE  # noqa: E402
from hw.storage import MemoryStore  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.presses import SIZES, press  # noqa: E402
from tools import langtable  # noqa: E402

LIMIT = 5000  # frames: a solo par takes about 900-1,300 slices


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def hw(request):
    # The clock moves 10 ms a call, as the VM's stand-in clock: a frame runs
    # one slice.
    board = FakeBoard(size=request.param, raw=MemoryStore(FILE_SIZE), step=10)
    yield board
    board.close()


def finished(players=1, content="base", seed=21):
    game = Game(**preset(content, players, seed))
    while game.kind != OVER:
        game.act(first_legal(game))
    return game


def expected_par(game):
    run = par.Par(par.deal(code_of(game)))
    while run.step():
        pass
    return run.score


def frames_until_known(app, limit=LIMIT):
    for n in range(limit):
        if app.par.par is not None:
            return n
        app.update(app.hw.ticks_ms())
    raise AssertionError("the par was not known within %d frames" % limit)


def kept(hw, game):
    return records.code_kept(hw.storage, code_of(game))


def note_row(app):
    """The end menu's note row (under its items and a blank row)."""
    return app.screen.frame.lines[len(app.screen.items) + 1].text.strip()


def test_the_par_is_worked_out_in_idle_frames_shown_and_kept(hw):
    app = App(hw, seed=5)
    game = finished()
    review.start(app, game)
    assert isinstance(app.par, ParRun)
    run = app.par
    frames = frames_until_known(app)
    assert run.par == expected_par(game)
    assert frames > 500  # a slice a frame: it took its frames
    assert not run.over
    app.update(hw.ticks_ms())  # the step that keeps it
    assert run.over and kept(hw, game) == (records.best_total(game), run.par)
    # On to the end menu: the line is there at once.
    press(app, A)  # the ranking
    while getattr(app.screen, "items", None) is None:
        press(app, A)
    assert note_row(app) == "Par %d (strongest bot)" % run.par
    press(app, DOWN)  # the menu redrawn keeps it
    assert note_row(app) == "Par %d (strongest bot)" % run.par
    # The title counts the game: the code's row keeps its par.
    records.note_game(hw.storage, game)
    assert kept(hw, game) == (records.best_total(game), run.par)


def test_the_end_menu_shows_the_par_when_it_becomes_known(hw):
    app = App(hw, seed=5)
    game = finished(seed=22)
    review.start(app, game)
    review.end_menu(app, game)  # the player went on at once
    assert note_row(app) == ""
    frames_until_known(app)
    assert note_row(app) == "Par %d (strongest bot)" % expected_par(game)


def test_a_code_played_again_shows_its_par_at_once_without_a_search(hw):
    app = App(hw, seed=5)
    game = finished(seed=23)
    area = areas.records(hw.storage)
    stored = records.Records(area.load())
    stored.note_code(code_of(game), 10, 77)
    records.save(area, stored)
    review.start(app, game)
    run = app.par
    assert frames_until_known(app, 5) == 3  # the code, its modules, the look-up
    assert run.par == 77 and run.run is None and run.dealt is None
    review.end_menu(app, game)
    assert note_row(app) == "Par 77 (strongest bot)"
    for _ in range(5):
        app.update(hw.ticks_ms())
    assert kept(hw, game) == (10, 77)  # nothing stored again


def test_no_step_runs_in_a_frame_with_a_press(hw):
    app = App(hw, seed=5)
    game = finished(seed=24)
    review.start(app, game)
    run = app.par
    for _ in range(12):  # into the slices
        app.update(hw.ticks_ms())
    assert run.run is not None
    done = run.run.game.to_bytes(), run.run.search and run.run.search.done
    app.press(UP)  # the review ignores UP on its first edict... any press will do
    app.update(hw.ticks_ms())
    assert (run.run.game.to_bytes(), run.run.search and run.run.search.done) == done
    app.update(hw.ticks_ms())
    assert (run.run.game.to_bytes(), run.run.search and run.run.search.done) != done


def test_leaving_before_the_par_is_known_stores_nothing(hw):
    app = App(hw, seed=5)
    game = finished(seed=25)
    review.start(app, game)
    for _ in range(40):
        app.update(hw.ticks_ms())
    assert app.par.par is None
    before = bytes(hw.raw.data)
    review.end_menu(app, game)
    press(app, DOWN, DOWN, A)  # Title screen
    assert app.par is None
    for _ in range(20):
        app.update(hw.ticks_ms())
    assert kept(hw, game) == (None, None)
    assert bytes(hw.raw.data) == before
    # Play this seed again from the end menu: the par's run goes too.
    app2 = App(hw, seed=5)
    game2 = finished(seed=26)
    review.start(app2, game2)
    for _ in range(40):
        app2.update(hw.ticks_ms())
    review.end_menu(app2, game2)
    press(app2, A)
    assert app2.par is None and app2.game is not None and app2.game.kind != OVER
    assert kept(hw, game2) == (None, None)


def test_no_par_for_a_game_of_several_players_or_the_guided_game(hw):
    from carto_ui import guided

    app = App(hw, seed=5)
    review.start(app, finished(players=2))
    assert app.par is None
    guided_game = Game(**guided.game_kwargs())
    while guided_game.kind != OVER:
        guided_game.act(first_legal(guided_game))
    review.start(app, guided_game)
    assert app.par is None


def test_the_par_line_fits_the_small_screen_in_every_language():
    cols = SIZES[0][0] // 6 - 1
    key = langtable.key("PAR_LINE")
    try:
        for language in langtable.LANGUAGES:
            lang.use(language)
            assert len(lang.get(key) % (records.PAR_BIAS + 255 - 2 * records.PAR_BIAS)) <= cols
            assert "%d" in lang.get(key)
    finally:
        lang.use("en")


# ----- the records' par bytes -----

def test_records_keep_a_par_per_code_and_move_it_with_its_code():
    stored = records.Records()
    codes = [code_of(Game(**preset("base", 1, seed))) for seed in range(50, 56)]
    stored.note_code(codes[0], 40, 90)
    assert stored.code_par(codes[0]) == 90 and stored.code_best(codes[0]) == 40
    stored.note_code(codes[1], 50)
    assert stored.code_par(codes[1]) is None and stored.code_par(codes[0]) == 90
    stored.note_code(codes[0], 30)  # played again: its par stays, its best too
    assert stored.code_par(codes[0]) == 90 and stored.code_best(codes[0]) == 40
    for code in codes[2:]:
        stored.note_code(code, 1, -63)
    assert stored.code_par(codes[1]) is None and stored.code_best(codes[1]) is None  # dropped
    assert stored.code_par(codes[0]) == 90 and stored.code_par(codes[5]) == -63
    back = records.Records(bytes(stored.data))
    assert back.code_par(codes[0]) == 90 and back.codes() == stored.codes()
    stored.note_code(codes[2], 1, 400)  # beyond a byte: the most it holds
    assert stored.code_par(codes[2]) == 255 - records.PAR_BIAS
    assert records.SIZE == 160  # the records area's payload (hw.areas)


def test_records_from_before_the_pars_load_with_none():
    stored = records.Records()
    game = finished(seed=27)
    stored.note(game)
    old = bytes(stored.data[:records.PARS_AT])
    back = records.Records(old)
    assert back.problem is None and back.code_best(code_of(game)) == game.total(0)
    assert back.code_par(code_of(game)) is None


def test_damaged_records_get_no_par_and_are_reported_at_the_title(hw):
    game = finished(seed=28)
    stored = records.Records()
    stored.note(finished(seed=29))
    records.save(areas.records(hw.storage), stored)
    raw = hw.raw
    from hw.boards import SAVE_PAYLOAD
    from hw.storage import HEADER_SIZE

    start = raw.size // 2 + HEADER_SIZE + SAVE_PAYLOAD
    for i in range(start, start + 2 * (HEADER_SIZE + 160), 5):
        raw.data[i] ^= 0x5A  # both record slots damaged
    before = bytes(raw.data)
    assert records.note_par(hw.storage, game, code_of(game), 80) is None
    assert bytes(raw.data) == before
    app = App(hw, seed=5)
    review.start(app, game)
    frames_until_known(app)
    for _ in range(3):
        app.update(hw.ticks_ms())
    assert bytes(raw.data) == before
    assert records.note_game(hw.storage, game) == lang.get(records.MSG_DAMAGED)


def test_a_par_with_no_room_is_given_up_and_the_menu_goes_on(hw, monkeypatch, capsys):
    from carto_ui import parrun

    app = App(hw, seed=5)
    game = finished(seed=30)
    review.start(app, game)
    review.end_menu(app, game)
    before = bytes(hw.raw.data)

    def no_room(**options):
        raise MemoryError

    monkeypatch.setattr("engine.game.Game", no_room)
    for _ in range(20):
        app.update(hw.ticks_ms())
    run = app.par
    assert isinstance(run, parrun.ParRun) and run.over and run.par is None
    assert "Par: out of memory" in capsys.readouterr().out
    assert bytes(hw.raw.data) == before and note_row(app) == ""
    press(app, DOWN)
    assert app.screen.selected == 1

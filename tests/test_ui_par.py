"""A solo game's par on the device (carto_ui.parrun): worked out in the idle
frames of the title once a solo game with a code is over, never in a press's
frame, stopped with nothing stored when a press leaves the title (and
started again by the next title), kept in the records with the code's best
score, shown by the Records screen and by the end menu's code line once
known."""
import pytest

pytest.importorskip("displayio")

from carto_ui import codeline, lang, records  # noqa: E402
from carto_ui.app import App  # noqa: E402
from carto_ui.parrun import ParRun  # noqa: E402
from carto_ui.records_view import record_pages  # noqa: E402
from test_ui_screens import first_legal  # noqa: E402

from engine import par  # noqa: E402
from engine.challenge import code_of  # noqa: E402
from engine.game import OVER, Game, preset  # noqa: E402
from hw import areas  # noqa: E402
from hw.buttons import DOWN, UP, A, B  # noqa: E402
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


def on_title(hw, game):
    """An App showing the title with finished ``game`` in the store (as
    after its end menu's Title screen, or a power-up after it)."""
    app = App(hw, seed=5)
    app.game = game
    app.save()
    app.title()
    return app


def idle(app, frames):
    for _ in range(frames):
        app.update(app.hw.ticks_ms())


def frames_until_over(app, limit=LIMIT):
    run = app.idle_work
    for n in range(limit):
        if run.over:
            return n
        app.update(app.hw.ticks_ms())
    raise AssertionError("the par was not kept within %d frames" % limit)


def kept(hw, game):
    return records.code_kept(hw.storage, code_of(game))


def test_the_par_is_worked_out_on_the_title_and_kept(hw):
    game = finished()
    app = on_title(hw, game)
    run = app.idle_work
    assert isinstance(run, ParRun) and type(app.screen).__name__ == "Title"
    assert kept(hw, game) == (records.best_total(game), None)  # counted, no par yet
    frames = frames_until_over(app)
    assert run.par == expected_par(game) and frames > 500  # a slice a frame
    assert kept(hw, game) == (records.best_total(game), run.par)
    assert run.game is None and run.run is None
    # The same game's title again (the store still holds it): known, no search.
    press(app, DOWN, DOWN, A, B)  # Records, and back
    again = app.idle_work
    assert again is not run and frames_until_over(app, 5) == 3
    assert again.par == run.par and again.run is None


def test_a_code_whose_par_is_kept_needs_no_search_and_stores_nothing(hw):
    game = finished(seed=23)
    area = areas.records(hw.storage)
    stored = records.Records(area.load())
    stored.note_code(code_of(game), 10, 77)
    records.save(area, stored)
    app = on_title(hw, game)
    before = bytes(hw.raw.data)
    run = app.idle_work
    assert frames_until_over(app, 5) == 3  # the code, its modules, the look-up
    assert run.par == 77 and run.run is None
    idle(app, 5)
    assert bytes(hw.raw.data) == before


def test_no_step_runs_in_a_frame_with_a_press(hw):
    app = on_title(hw, finished(seed=24))
    run = app.idle_work
    idle(app, 12)  # into the slices
    assert run.run is not None
    done = run.run.game.to_bytes(), run.run.search and run.run.search.done

    def state():
        return run.run.game.to_bytes(), run.run.search and run.run.search.done

    app.press(DOWN)  # the cursor moves: the title stays, and so does the par
    app.update(hw.ticks_ms())
    assert app.idle_work is run and state() == done
    app.update(hw.ticks_ms())
    assert state() != done


def test_leaving_the_title_stops_the_par_and_stores_nothing(hw):
    game = finished(seed=25)
    app = on_title(hw, game)
    idle(app, 40)
    assert app.idle_work.par is None and app.idle_work.run is not None
    before = bytes(hw.raw.data)
    press(app, DOWN, DOWN, A)  # Records
    assert app.idle_work is None and type(app.screen).__name__ != "Title"
    idle(app, 20)
    assert bytes(hw.raw.data) == before
    press(app, B)  # back on the title: the par starts again
    assert app.idle_work is not None and app.idle_work.step == 0
    frames_until_over(app)
    assert kept(hw, game) == (records.best_total(game), expected_par(game))
    # The setup form leaves the title too.
    game2 = finished(seed=26)
    app2 = on_title(hw, game2)
    idle(app2, 40)
    press(app2, UP, UP, UP, UP, UP, A)  # back round to New game
    assert app2.idle_work is None and type(app2.screen).__name__ == "Setup"
    assert kept(hw, game2) == (records.best_total(game2), None)


def test_no_par_for_a_game_of_several_players_or_the_guided_game(hw):
    from carto_ui import guided

    assert on_title(hw, finished(players=2)).idle_work is None
    guided_game = Game(**guided.game_kwargs())
    while guided_game.kind != OVER:
        guided_game.act(first_legal(guided_game))
    assert on_title(hw, guided_game).idle_work is None


def test_the_end_menu_line_shows_a_known_par_in_every_language(hw):
    game = finished(seed=27)
    code = code_of(game)
    best = records.best_total(game)
    assert codeline.code_line(FakeApp(hw), game) == "Code %s best %d" % (code, best)
    area = areas.records(hw.storage)
    stored = records.Records(area.load())
    stored.note_code(code, best + 3, 94)
    records.save(area, stored)
    cols = hw.WIDTH // 6 - 1
    try:
        for language in langtable.LANGUAGES:
            lang.use(language)
            line = codeline.code_line(FakeApp(hw), game)
            assert len(line) <= cols and code in line and " 94" in line
            assert str(best + 3) in line
    finally:
        lang.use("en")
    line = codeline.code_line(FakeApp(hw), game)
    assert line == ("%s best %d par 94" if cols < 30 else "Code %s best %d par 94") % (
        code, best + 3)


class FakeApp:
    def __init__(self, hw):
        self.hw = hw


def test_the_records_screen_shows_each_codes_best_and_par():
    stored = records.Records()
    codes = [code_of(Game(**preset("base", 1, seed))) for seed in (50, 51)]
    stored.note_code(codes[0], 40, 90)
    stored.note_code(codes[1], 50)
    pages = [page for page in record_pages(stored, 25, 20) if page[0] == "Challenge codes"]
    assert len(pages) == 1
    lines = pages[0][1]
    assert lines[-2:] == ["1. best 50, par -", "2. best 40, par 90"]
    assert not [page for page in record_pages(records.Records(), 25, 20)
                if page[0] == "Challenge codes"]


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


def test_a_par_is_kept_only_for_a_code_the_records_hold(hw):
    game = finished(seed=28)
    before = bytes(hw.raw.data)
    assert records.note_par(hw.storage, code_of(game), 80) is None  # no such code
    assert bytes(hw.raw.data) == before
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
    assert records.note_par(hw.storage, code_of(finished(seed=29)), 80) is None
    assert bytes(raw.data) == before  # left for the title to reset and tell


def test_a_par_with_no_room_is_given_up_and_the_title_goes_on(hw, monkeypatch, capsys):
    game = finished(seed=30)
    app = on_title(hw, game)
    before = bytes(hw.raw.data)

    def no_room(**options):
        raise MemoryError

    monkeypatch.setattr("engine.game.Game", no_room)
    idle(app, 20)
    run = app.idle_work
    assert run.over and run.par is None
    assert "Par: out of memory" in capsys.readouterr().out
    assert bytes(hw.raw.data) == before
    press(app, DOWN)
    assert app.screen.menu.selected == 1

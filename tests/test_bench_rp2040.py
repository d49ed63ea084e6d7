"""bench/bench_rp2040's reading of a run: a press's refreshes, and where a
press the map blinks after is done (no emulator needed: a made-up trace)."""
import types

import pytest

pytest.importorskip("displayio")

from carto_ui.app import App  # noqa: E402

from bench import bench_rp2040  # noqa: E402
from hw.buttons import DOWN, UP, A  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402


def a_run(tmp_path, presses, windows):
    with open(tmp_path / "lcd-trace.txt", "w") as f:
        for at in windows:
            f.write("%.1f win x0-239 y0-3 px 960 expect 960\n" % at)
    return types.SimpleNamespace(folder=str(tmp_path),
                                 settles=[{"at_ms": at} for at in presses])


def test_refreshes_and_the_first_rest_of_each_press(tmp_path):
    # press 0: a refresh (1100, 1105), another (1120), the display rests 80 ms,
    # a blink's phase (1200) and another (1350); press 1: 2050, then 2200.
    run = a_run(tmp_path, [1000.0, 2000.0], [1100, 1105, 1120, 1200, 1350, 2050, 2200])
    counts, pixels, rested = bench_rp2040.refreshes(run)
    assert counts == [4, 2]
    assert pixels == [5 * 960, 2 * 960]
    assert rested == [120.0, 50.0]


def test_a_presss_pixels_by_where_they_lie(tmp_path):
    # press 0: a window across the map and the column beside it, rows 0-3
    # (176 + 64 px a row), then one across the map's last row and the first
    # row under it; press 1: the controls line, all under the map.
    with open(tmp_path / "lcd-trace.txt", "w") as f:
        f.write("1100.0 win x0-239 y0-3 px 960 expect 960\n")
        f.write("1101.0 win x100-199 y175-176 px 200 expect 200\n")
        f.write("2100.0 win x2-181 y227-238 px 2160 expect 2160\n")
    run = types.SimpleNamespace(folder=str(tmp_path),
                                settles=[{"at_ms": 1000.0}, {"at_ms": 2000.0}])
    parts = bench_rp2040.where(run, 176)
    assert parts == [[4 * 176 + 76, 4 * 64 + 24, 100], [0, 0, 2160]]
    lines = bench_rp2040.report_where(["map: aim step", "map: Here?"], parts)
    assert lines[-1] == "all presses: 3320 px, on the map 23%, beside it 8%, under it 68%"
    assert theme_map_size() == bench_rp2040.MAP_SIZE


def theme_map_size():
    from carto_ui.theme import Metrics

    return Metrics(240, 240).map_size


def test_no_window_after_a_press_has_no_rest(tmp_path):
    run = a_run(tmp_path, [1000.0, 2000.0], [1100])
    assert bench_rp2040.refreshes(run)[2] == [100.0, None]


def test_the_map_blinks_after_a_seasons_first_card_not_after_an_aim_step():
    hw = FakeBoard(name="picosystem", render=False, step=10, now=1000)
    app = App(hw, seed=4242)
    for mask in [A] + [DOWN] * 6 + [A]:  # Title, the setup form, Start game
        app.press(mask)
        app.update(hw.ticks_ms())
    assert bench_rp2040.blinking(app)  # the season's name blinks
    app.press(UP)  # dismisses the card panel: any press ends the blinking
    app.update(hw.ticks_ms())
    assert not bench_rp2040.blinking(app)
    hw.close()


def test_a_seasons_scores_are_tallied_after_the_press_that_shows_them():
    from carto_ui.season import SeasonEnd

    from engine import game as rules

    hw = FakeBoard(name="picosystem", render=False, step=10, now=1000)
    app = App(hw, seed=4242)
    app.new_game(rules.preset("base", 1, 4242))
    assert not bench_rp2040.tallying(app)  # the map
    app.show(SeasonEnd(app, app.game, 0, lambda: None))
    assert bench_rp2040.tallying(app)  # the header alone, its rows to come
    app.press(A)  # shows them all
    assert not bench_rp2040.tallying(app)
    hw.close()


def test_the_bot_waits_out_a_tally_before_its_next_press_as_the_board_does():
    """The board's next press comes once the display has rested
    ``TALLY_QUIET_MS``, after the tally's last line: on CPython the named press waits it out
    too, so that the next A turns the page on both (a press during the
    tally only shows the rest), and no key goes down while it waits."""
    from carto_ui.season import SeasonEnd

    from engine import game as rules
    from tools import botplay

    session = botplay.Session("picosystem", seed_ms=4242)
    app = session.app
    app.new_game(rules.preset("base", 1, 4242))
    shown = session.press

    def shows_the_scores(mask):  # a press that leads to a season's scores
        shown(mask)
        app.show(SeasonEnd(app, app.game, 0, lambda: None))

    session.press = shows_the_scores
    kinds = bench_rp2040.named(session)
    pressed = len(session.events)
    session.press(UP)
    assert kinds[-1].endswith(bench_rp2040.TALLIES)
    assert not bench_rp2040.tallying(app)  # every line told
    assert app.screen.pages.page == 0  # and the page not turned
    assert len(session.events) > pressed + 2  # frames with no press after the press's own
    assert not any(down for _, down in session.events[pressed + 2:])


def test_the_board_waits_out_a_tally_before_the_next_press():
    """After a press whose screen tallies, the runner waits for a longer
    rest than a tally line's gap and a module's import, so that the board's
    next press comes once the tally is done, as the bot's does."""
    lines = bench_rp2040.script([A, A, UP], bots_after=(), tallies={1}).splitlines()
    rests = [line for line in lines[2:] if line.startswith("settle")]
    assert rests == ["settle 300 20000", "settle %d 20000" % bench_rp2040.TALLY_QUIET_MS,
                     "settle 300 20000"]
    assert bench_rp2040.TALLY_QUIET_MS > 300


def test_a_person_reads_their_move_after_its_press_only_when_asked():
    plain = bench_rp2040.script([A, A, UP], reads={1}).splitlines()
    assert not any(line.startswith("run") for line in plain)
    lines = bench_rp2040.script([A, A, UP], reads={1}, read_ms=3000).splitlines()
    presses = [i for i, line in enumerate(lines) if line.startswith("press")]
    assert lines[presses[2] - 1] == "run 3000"
    assert lines[presses[2] - 2].startswith("settle")  # (after the move's own rest)


def test_a_person_aims_before_the_press_that_asks_to_confirm_a_move():
    """No search runs ahead while a move is asked to be confirmed: the time
    to aim comes before the press that asks, not before the move's own."""
    kinds = ["map: aim step", "map: Here?", "map: draw", "map: go on", "map: take option",
             "map: draw"]
    assert bench_rp2040.aimed(kinds) == {1, 4}


def test_a_person_aims_before_each_move_only_when_asked():
    """--aim-ms: the board's time before each move's press (the bots search
    ahead in it); none by default."""
    plain = bench_rp2040.script([A, UP, A], aims={2}).splitlines()
    assert not any(line.startswith("run") for line in plain)
    lines = bench_rp2040.script([A, UP, A], aims={2}, aim_ms=5000).splitlines()
    presses = [i for i, line in enumerate(lines) if line.startswith("press")]
    assert lines[presses[2] - 1] == "run 5000"
    assert [line for line in lines if line.startswith("run")] == ["run 5000"]


def test_a_profile_without_its_symbol_reader_is_one_line(monkeypatch):
    # Asked before anything is built or run: the emulator itself would stop
    # at the game's end with a Node traceback.
    monkeypatch.setattr(bench_rp2040.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit) as stop:
        bench_rp2040.main(["--profile", "--presses", "1"])
    said = str(stop.value)
    assert bench_rp2040.NM in said and "binutils-arm-none-eabi" in said and "\n" not in said


def test_all_presses_sums_the_waits_and_the_bytes():
    assert bench_rp2040.all_presses([100.0, 250.5, 49.5], [1000, 2_500_000, 500_000]) == (
        "all 3 presses: 0.4 s waited, 3.00 MB of SPI")


def test_a_press_is_split_where_the_displays_refresh_starts():
    # Samples (ms, pc) of a made-up core: a press from 100 to 160 ms runs
    # Python and a collection, then the refresh (its functions from 130);
    # a press from 200 to 210 ms never reaches the display.
    names = {1: "mp_execute_bytecode", 2: "gc_mark_subtree", 3: "common_hal_busdisplay_refresh",
             4: "displayio_tilegrid_fill_area", 5: "common_hal_displayio_tilegrid_set_tile"}
    samples = [(90, 1), (101, 1), (110, 2), (120, 5), (130, 3), (140, 4), (150, 1), (159, 4),
               (170, 2), (205, 1)]
    times = [t for t, _ in samples]
    pcs = [pc for _, pc in samples]
    parts = bench_rp2040.split_phases([100.0, 200.0], [160.0, 210.0], times, pcs, names.get)
    before, drawing, hot_before, hot_drawing = parts[0]
    assert (before, drawing) == (30.0, 30.0)
    # Python's own call into displayio (a tile set) is before the refresh.
    assert hot_before == {"mp_execute_bytecode": 1, "gc_mark_subtree": 1,
                          "common_hal_displayio_tilegrid_set_tile": 1}
    assert hot_drawing == {"common_hal_busdisplay_refresh": 1, "displayio_tilegrid_fill_area": 2,
                           "mp_execute_bytecode": 1}
    assert parts[1] == (10.0, 0.0, {"mp_execute_bytecode": 1}, {})


def test_two_runs_of_the_same_presses_are_compared_kind_by_kind(tmp_path):
    # Two aim steps and a draw the map blinks after: its time is its own
    # screen's (the display rested 50 ms after it), not the blinking's end.
    run = a_run(tmp_path, [1000.0, 2000.0, 3000.0], [1010, 2010, 3020, 3100, 3250])
    for settle, done in zip(run.settles, (1012.0, 2015.0, 3300.0)):
        settle["display_done_ms"] = done - settle["at_ms"]
    kinds = ["map: aim step", "map: aim step", "map: draw" + bench_rp2040.BLINKS]
    after = bench_rp2040.press_times(run, kinds)
    assert after == [12.0, 15.0, 20.0]
    lines = bench_rp2040.against(kinds, [40.0, 30.0, 120.0], after)
    assert lines[1].split() == ["map:", "aim", "step", "2", "presses", "median", "40", "->",
                                "15", "sum", "70", "->", "27"]
    assert lines[2].split()[:9] == ["map:", "draw", "+blink", "1", "presses", "median", "120",
                                    "->", "20"]
    assert lines[-1].endswith("median 15, 90% 20, max 20 ms; 0.0 s waited")
    assert lines[-2].endswith("median 40, 90% 120, max 120 ms; 0.2 s waited")


def test_the_bots_searches_ahead_are_read_from_the_console():
    console = "mem_free after UI setup: 7\nBots ahead: 5 in 2350 ms\nx\nBots ahead: 2 in 90 ms\n"
    assert bench_rp2040.ahead_times(console) == [2350, 90]
    assert bench_rp2040.ahead_times("Par: out of memory\n") == []


def test_a_press_the_bots_follow_is_done_when_the_next_card_is_drawn_before_it_blinks(tmp_path):
    # press 0: the bots' turn screen (its progress at 1100, 1180, 1400), the
    # next card drawn, a refresh of many windows (1500-1530), then its
    # blinking's phases, a small refresh each, 110 to 160 ms apart (a phase
    # is drawn in the first frame after its time); press 1: the bots found
    # ahead, the card at once (3040-3050) and the phases.
    phases = [1660, 1812, 1960, 2108, 2262, 2370]
    card = [1500 + 2 * n for n in range(16)]
    large = [1100, 1180, 1400] + card + [3040 + 2 * n for n in range(6)] + [3990]
    small = phases + [p + 1530 for p in phases]
    with open(tmp_path / "lcd-trace.txt", "w") as f:
        for at in sorted(large + small):
            px = 240 if at in small else 9600 if at == 3990 else 960
            f.write("%.1f win x0-239 y0-3 px %d expect %d\n" % (at, px, px))
    run = types.SimpleNamespace(folder=str(tmp_path),
                                settles=[{"at_ms": 1000.0}, {"at_ms": 3000.0}])
    for settle, done in zip(run.settles, (2370.0, 3990.0)):
        settle["display_done_ms"] = done - settle["at_ms"]
    kinds = ["map: go on" + bench_rp2040.BLINKS] * 2
    # press 1 ends in a large refresh: not the blinking's
    assert bench_rp2040.press_times(run, kinds, {0, 1}) == [530.0, 990.0]
    # a card that does not blink: done with the display's last byte
    assert bench_rp2040.press_times(run, ["map: go on"] * 2, {0, 1}) == [1370.0, 990.0]
    found = bench_rp2040.press_refreshes(run)
    assert bench_rp2040.before_blinking(found[1][:-1]) == 3050.0
    # fewer small refreshes than the blinking's phases: not its end
    assert bench_rp2040.before_blinking(found[0][:-2]) is None
    assert bench_rp2040.before_blinking([]) is None


def test_a_press_the_bots_follow_to_a_seasons_scores_is_done_before_their_tally():
    # the bots' turn's progress (small), the scores' screen (large) and the
    # first line right after it, then a line every 200 ms
    found = [(100.0, 110.0, 960), (400.0, 485.0, 57546), (499.0, 528.0, 5622),
             (706.0, 735.0, 5616), (914.0, 943.0, 5616)]
    assert bench_rp2040.before_tally(found, 0.0) == 528.0
    assert bench_rp2040.before_tally(found[:1], 0.0) is None  # no screen: not its end
    tally = bench_rp2040.TALLIES
    kept, named, after = bench_rp2040.without_bot_frames(
        [1, 2, 2, 1], ["map: go on", "BotTurn: step", "BotTurn: step" + tally, "SeasonEnd: A"])
    assert named == ["map: go on" + tally, "SeasonEnd: A"] and after == {0}


def test_the_press_the_bots_follow_blinks_when_the_map_after_their_turns_does():
    blink = bench_rp2040.BLINKS
    masks = [1, 2, 2, 1, 2, 1]
    kinds = ["map: go on", "BotTurn: step", "BotTurn: step" + blink, "map: go on",
             "BotTurn: step", "map: aim step"]
    kept, named, after = bench_rp2040.without_bot_frames(masks, kinds)
    assert kept == [1, 1, 1] and after == {0, 1}
    assert named == ["map: go on" + blink, "map: go on", "map: aim step"]

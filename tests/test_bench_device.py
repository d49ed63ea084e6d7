"""bench/bench_device's allocation and live heap per press: which frames make
a press, and the runs on the desktop VM that measure them."""
from bench import bench_device
from testkit import vm
from tools import cpvm

UP, A = 1, 4  # key numbers: only their order matters here


def test_a_press_runs_from_its_key_down_to_the_next_and_idle_frames_are_in_it():
    # As botplay records them: each press a key down then up, an idle frame
    # a key that is up released again.
    events = [(UP, 1), (UP, 0), (UP, 0), (A, 1), (A, 0), (UP, 0), (A, 1), (A, 0)]
    assert cpvm.press_spans(events, len(events)) == [(0, 3), (3, 6), (6, 8)]
    parts = [1000, 1, 2, 4, 8, 16, 32, 64, 128]  # the start-up, then one per event
    assert cpvm.press_costs(parts, events) == [1 + 2 + 4, 8 + 16 + 32, 64 + 128]


def test_a_press_counts_its_frames_until_the_next_press_begins():
    events = [(UP, 1), (UP, 0), (A, 1), (A, 0), (UP, 0), (UP, 1), (UP, 0)]
    frames = [10, 20, 300, 1, 2, -5, 7]
    # The first press is the setup's (not watched): the kinds are the last two.
    by_kind = bench_device.allocation_by_kind(frames, events, ["go on", "step"])
    assert by_kind == {"go on": [303], "step": [2]}
    by_kind = bench_device.allocation_by_kind(frames, events, ["step", "step", "step"])
    assert by_kind == {"step": [30, 303, 2]}
    assert bench_device.press_frames(frames, events, ["a", "b", "a"]) == {
        "a": [[10, 20], [-5, 7]], "b": [[300, 1, 2]]}


def test_a_solo_games_presses_allocation_and_live_heap_are_measured_on_the_vm(capsys):
    stage = cpvm.Stage(mpy=True, vm=vm.need(cpvm.find_vm), mpy_cross=vm.need(cpvm.find_mpy_cross))
    try:
        by_kind = bench_device.allocation(stage, "picosystem")
        out = capsys.readouterr().out
        solo = {"solo": bench_device.LIVE_GAMES["solo base game"]}
        live, modules = bench_device.live(stage, "picosystem", solo)["solo"]
        said = capsys.readouterr().out
    finally:
        stage.close()
    assert by_kind is not None, out
    # Every kind of a solo game's turn, each press counted once; an aim step
    # allocates (its HUD's strings; one that imports a module shows less than
    # nothing, the import's collection), and the table ends with all presses.
    for kind in ("map: aim step", "map: draw", "map: go on", "map: Here?"):
        assert kind in by_kind, sorted(by_kind)
    steps = sorted(by_kind["map: aim step"])
    assert steps[len(steps) // 2] > 0
    total = sum(len(sizes) for sizes in by_kind.values())
    assert "  all " in out and (" %d " % total) in out.splitlines()[-1]
    # The live heap: the map's modules at its peak, which is a press's most
    # and is said with the kinds of press it came in.
    assert "carto_ui.play" in modules and "engine.game" in modules
    peak = max(max(sizes) for sizes in live.values())
    assert "peak %d bytes (" % peak in said
    assert sorted(live) == sorted(by_kind)


def test_a_runs_peak_live_heap_is_at_least_what_every_boot_ends_with(capsys):
    """The peak live heap of a run of several boots (power cuts between
    them, each boot from the store the one before left): the most live at
    any frame's end, so never less than what any boot ends with, and more
    than the start-up's. The start-up alone has no frame to measure."""
    from tools import botplay

    stage = cpvm.Stage(mpy=True, vm=vm.need(cpvm.find_vm), mpy_cross=vm.need(cpvm.find_mpy_cross))
    try:
        _, boots = botplay.mash(80, 5, "pybadge", cuts=(40,))
        results = stage.run_boots(boots, "pybadge", bench_device.LIVE_HEAP)
        assert len(results) == 2 and results[-1].ok
        peak = bench_device.peak_live(stage, "pybadge", boots, results)
        up = stage.run_boots([[]], "pybadge", bench_device.LIVE_HEAP)
        assert bench_device.peak_live(stage, "pybadge", [[]], up) == 0
    finally:
        stage.close()
    ends = [int(line.split("alloc=")[1].split()[0]) for result in results + up
            for line in result.out.splitlines() if line.startswith(cpvm.END)]
    assert len(ends) == 3
    assert peak >= max(ends[:2]) and peak > ends[2]


def test_modules_load_after_what_they_import_and_each_is_measured_on_its_own(capsys):
    """The module probe's order: a package before its modules and each
    module after those of the list it imports, itself or through a module
    left out (a board's module opens the save store through hw.boards)."""
    names = ["hw.pybadge", "hw.storage", "hw", "engine.game", "engine.rng", "engine"]
    order = bench_device.load_order(names)
    assert sorted(order) == sorted(names)
    before = {name: order.index(name) for name in order}
    assert before["hw"] < before["hw.storage"] < before["hw.pybadge"]
    assert before["engine"] < before["engine.rng"] < before["engine.game"]
    stage = cpvm.Stage(mpy=True, vm=vm.need(cpvm.find_vm), mpy_cross=vm.need(cpvm.find_mpy_cross))
    try:
        kept = dict(bench_device.module_heap(stage, "pybadge", names))
    finally:
        stage.close()
    # The save store's code is counted with the store, not with the board
    # that opened it; every module keeps some heap.
    assert sorted(kept) == sorted(names)
    assert kept["hw.storage"] > 2000 and min(kept[name] for name in names if "." in name) > 0


def test_the_interned_names_are_read_from_the_last_pool_line():
    out = ("CPVM-FRAME 100\n"
           "qstr pool: n_pool=5, n_qstr=593, n_str_data_bytes=5599, n_total_bytes=9471\n"
           "qstr pool: n_pool=6, n_qstr=622, n_str_data_bytes=6008, n_total_bytes=13752\n"
           "CPVM-END events=4 alloc=1 free=2\n")
    assert bench_device.interned(out) == (622, 6, 13752)
    assert bench_device.interned("CPVM-END events=0 alloc=1 free=2\n") is None


def test_a_runs_names_are_counted_by_a_stand_in_put_back_after():
    """The stand-in that counts the names prints the pool at the run's end,
    more names once a game has loaded its modules than at start-up; once
    it is put back, the runs print none and keep the heap they kept."""
    from tools import botplay

    stage = cpvm.Stage(mpy=True, vm=vm.need(cpvm.find_vm), mpy_cross=vm.need(cpvm.find_mpy_cross))
    try:
        session = botplay.play_game(1, "base", "pybadge", limit=60)
        before = stage.run(session.events, "pybadge", bench_device.LIVE_HEAP)
        with bench_device.names_counted(stage):
            up = stage.run([], "pybadge", bench_device.LIVE_HEAP)
            played = stage.run(session.events, "pybadge", bench_device.LIVE_HEAP)
        after = stage.run(session.events, "pybadge", bench_device.LIVE_HEAP)
    finally:
        stage.close()
    assert up.ok and played.ok and before.ok and after.ok
    started, game = bench_device.interned(up.out), bench_device.interned(played.out)
    assert 300 < started[0] < game[0] and 1 <= started[1] <= game[1] <= 6
    assert game[2] > 8 * game[0]  # each name's bytes and its place in the pool
    assert bench_device.interned(before.out) is None and bench_device.interned(after.out) is None
    ends = [line for result in (before, after) for line in result.out.splitlines()
            if line.startswith(cpvm.END)]
    assert len(ends) == 2 and ends[0] == ends[1]

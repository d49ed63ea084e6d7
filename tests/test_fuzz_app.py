"""The whole app under seeded button mashing (bench/bench_fuzz.py, a smaller
budget): tens of thousands of random presses and chords across every screen,
in every language (each seed's board has its own, and each run switches to
the next on the Settings screen), with power cuts and injected MemoryErrors,
never raise, never leave the app without a way forward, and keep the
engine's invariants and the autosave. Run with ``-s`` to see the figures."""
import os

import pytest

pytest.importorskip("displayio")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import lang, settings_store  # noqa: E402

from bench import bench_fuzz  # noqa: E402
from hw.buttons import A, B  # noqa: E402

PRESSES = 24000
# Each language is one seed's board's; with two processes each runs seeds in
# turn, so what one seed leaves behind meets the next.
SEEDS = 4


def test_mashing_every_screen_keeps_the_game_sound(capfd):
    jobs = min(2, os.cpu_count() or 1)
    report = bench_fuzz.fuzz(PRESSES, SEEDS, jobs)
    said = capfd.readouterr().out  # the worker processes' console too
    text = bench_fuzz.summary(report)
    print(text)
    assert bench_fuzz.OOM_LINE not in said, said
    assert report["presses"] == PRESSES
    assert not report["failures"], text
    assert not report["missing"], text
    assert report["events"]["game over"] >= SEEDS, text
    assert report["longest_rescue"] <= bench_fuzz.HELP_LIMIT
    assert report["events"]["language switch"] >= 1, text


def test_a_seed_powers_up_as_its_own_board_whatever_the_one_before_left():
    """A seed is a new board: its UI starts in its board's own language (seed
    0: English), not in the one the seed before it switched to."""
    try:
        lang.use("it")  # what a seed before it left
        report = bench_fuzz.Run(seed=0, presses=300).run()
        assert report["failure"] is None, report["failure"]
        assert report["seen_in"]["en"] and not report["seen_in"]["it"]
        assert lang.code() == "it"  # the language in use before, back after the run
    finally:
        lang.use("en")


def test_a_power_up_in_another_language_is_detected(monkeypatch):
    """The power-up check can fail: an app that keeps the language it finds
    instead of the one its settings chose."""
    run = bench_fuzz.Run(seed=0, presses=0)
    undo = bench_fuzz.be_the_board(run)
    try:
        run.power_on()
        values = bytearray(settings_store.DEFAULTS)
        values[settings_store.LANGUAGE] = 1 + lang.LANGUAGES.index("de")
        assert settings_store.save(run.hw.storage, values) is None
        run.power_cut()
        assert lang.code() == "de"  # the settings' language, over the board's English
        apply = settings_store.apply

        def keeps_the_language(app, values):
            code = lang.code()
            apply(app, values)
            lang.use(code)

        monkeypatch.setattr(settings_store, "apply", keeps_the_language)
        with pytest.raises(bench_fuzz.Failure, match="powered up in en, not in de"):
            run.power_cut()
    finally:
        if run.hw is not None:
            run.hw.close()
        undo()


@pytest.mark.parametrize("code", lang.LANGUAGES)
def test_menus_and_prompts_are_named_alike_in_every_language(code):
    """Screens are told by their strings' keys, so in every language alike."""
    from tools import langtable

    def text(name, *args):
        words = lang.get(langtable.key(name))
        return words % args if args else words

    try:
        lang.use(code)
        name = bench_fuzz.string_name
        assert name(text("TURN_TITLE", 17)) == "TURN_TITLE"
        assert name(text("TURN_TITLE_SHORT", 17)) == "TURN_TITLE"  # its form at 240x240
        assert name(text("EDICT_PICK_TITLE", "B", text("C_FOREST"))) == "EDICT_PICK_TITLE"
        assert name(text("CARDS_TITLE")) == "CARDS_TITLE"
        assert name(text("GAME_OVER_SEED", 42)) == "GAME_OVER_SEED"
        assert "DISCARD_SAVED" in name(text("DISCARD_SAVED")).split("/")
        assert name("not a string of the game") == "?"
        here = text("HERE_CONFIRM")
        assert bench_fuzz.shows(here.replace(" ", "\n", 1), bench_fuzz.HERE_CONFIRM)
        assert not bench_fuzz.shows(text("A_CONTINUE"), bench_fuzz.HERE_CONFIRM)
    finally:
        lang.use("en")


def test_injected_memory_errors_are_answered_quietly(monkeypatch, capsys):
    """The app's "Out of memory." line is kept quiet for the fuzzer's own
    MemoryErrors, each counted where it was injected."""
    monkeypatch.setattr(bench_fuzz, "OOM_RATE", 1 / 20)
    report = bench_fuzz.Run(seed=5, presses=600).run()
    assert report["failure"] is None, report["failure"]
    answered = sum(n for event, n in report["events"].items()
                   if event.startswith("out of memory answered: "))
    assert answered == report["events"]["out of memory"] >= 1, report["events"]
    assert bench_fuzz.OOM_LINE not in capsys.readouterr().out


def test_a_memory_error_not_injected_is_a_failure(monkeypatch):
    """A MemoryError the fuzzer did not raise is never taken for one it did."""
    from carto_ui import play as playmod

    def short_of_memory(play, bit):
        raise MemoryError("memory allocation failed")

    monkeypatch.setattr(playmod.Play, "_press_aim", short_of_memory)
    report = bench_fuzz.Run(seed=4, presses=3000).run()
    assert report["failure"] and "not by an injected MemoryError" in report["failure"]


def test_a_stuck_app_is_detected(monkeypatch):
    """The stuck check can fail: an app whose map ignores every button."""
    run = bench_fuzz.Run(seed=2, presses=3000)
    original = bench_fuzz.Guide.button

    def stubborn(guide, app):
        if app.screen is app.play:
            app.play.press = lambda mask: None  # a map that takes no button
        return original(guide, app)

    monkeypatch.setattr(bench_fuzz.Guide, "button", stubborn)
    report = run.run()
    assert report["failure"] and "stuck" in report["failure"]


def test_a_broken_invariant_is_detected(monkeypatch):
    """The invariant check can fail: coins taken away behind the app's back."""
    run = bench_fuzz.Run(seed=3, presses=3000)
    original = bench_fuzz.Guide.button

    def thief(guide, app):
        g = app.game
        if g is not None and g.coins[0] > 0:
            g.coins[0] -= 1
        return original(guide, app)

    monkeypatch.setattr(bench_fuzz.Guide, "button", thief)
    report = run.run()
    assert report["failure"], report
    assert "coins dropped" in report["failure"] or "newest save" in report["failure"]


class Holder:
    """Just what ``Watch.check`` reads of an app."""

    def __init__(self, game):
        self.game = game


@pytest.mark.parametrize("damage", ["coins", "space", "season row", "unsaved"])
def test_each_invariant_check_can_fail(damage):
    from engine import game as rules
    from engine.terrain import EMPTY, FOREST
    from hw.nvm_store import FILE_SIZE
    from hw.storage import MemoryStore, Storage

    raw = MemoryStore(FILE_SIZE)
    slots = Storage(raw)
    g = rules.Game(**rules.preset("base", 2, 5))
    g.coins[1] = 3
    g.grids[1].set(4, 4, FOREST)
    slots.save(g.to_bytes())
    watch = bench_fuzz.Watch(raw)
    holder = Holder(g)
    assert watch.check(holder)  # a sound game passes
    assert not watch.check(holder)  # and nothing changed
    if damage == "coins":
        g.coins[1] = 2
    elif damage == "space":
        g.grids[1].set(4, 4, EMPTY)
    elif damage == "season row":
        g.table[16 + 3 * 4] = 5  # player 1 scored in winter while it is spring
        g.coins[0] = 1  # (a change the cheap fingerprint sees)
    if damage != "unsaved":
        slots.save(g.to_bytes())
    else:
        g.coins[0] = 4
    with pytest.raises(bench_fuzz.Failure) as caught:
        watch.check(holder)
    expected = {"coins": "coins dropped", "space": "space", "season row": "scored early",
                "unsaved": "newest save"}[damage]
    assert expected in str(caught.value)


def test_mask_names_for_the_failure_report():
    assert bench_fuzz.mask_name(A | B) == "a+b"


def test_a_move_made_unseen_is_detected(monkeypatch):
    """The confirm check can fail: a map whose A in AIM draws at once,
    without the "Here?" prompt."""
    from carto_ui import play as playmod

    original = playmod.Play._press_aim

    def hasty(play, bit):
        original(play, bit)
        if play.mode == playmod.CONFIRM:
            play._place()

    monkeypatch.setattr(playmod.Play, "_press_aim", hasty)
    report = bench_fuzz.Run(seed=4, presses=3000).run()
    assert report["failure"] and "without its confirm prompt" in report["failure"]

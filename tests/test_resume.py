"""Power cuts, damaged saves and low memory, end to end through the real App.

* Resume exactness: games played through button presses (solo and three
  players, base and Heroes) lose power at random points; a new App on the
  same store resumes the same engine state (``to_bytes``) on the handoff to
  the player whose turn it is, or solo on the map with the same decision.
* A power cut in the middle of an autosave, at byte offsets across the
  whole write: the new App resumes the game before that action or after it,
  never anything else.
* Damaged saves: the newest slot damaged -> one sentence, then the older
  slot's game; both damaged -> one sentence, then the title; all zeros, all
  0xFF, random bytes, another format version, another program's data, a
  payload the engine rejects, and a thousand seeded random corruptions ->
  never a crash, never a game that was not saved, never an older game
  without a message.
* Low memory: a MemoryError inside the engine during a press shows a clear
  message, leaves the store byte for byte as it was, and play goes on.
* The simulator: two headless runs with the same ``--save PATH`` resume.
"""
import os
import random
import subprocess
import sys

import pytest

pytest.importorskip("displayio")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import lang  # noqa: E402
from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import unseen_season  # noqa: E402

from bench import bench_fuzz  # noqa: E402
from bench.bench_fuzz import App, Guide  # noqa: E402
from bench.bench_storage import CutStore, PowerCut  # noqa: E402
from engine import actions, flow, restore  # noqa: E402
from engine import game as rules  # noqa: E402
from hw import storage  # noqa: E402
from hw.buttons import START, A, B  # noqa: E402
from hw.file_store import FileStore  # noqa: E402
from hw.nvm_store import FILE_SIZE  # noqa: E402
from hw.storage import MemoryStore, Storage  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from tools import cpvm  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = bench_fuzz.SIZES
CONFIGS = [(1, "base"), (1, "heroes"), (3, "base"), (3, "heroes")]


def screen_lines(app):
    """Every text line of a Frame-based screen (menus, pages, handoff)."""
    screen = app.screen
    frame = getattr(screen, "frame", None)
    if frame is None:
        inner = getattr(screen, "menu", None) or getattr(screen, "pages", None)
        frame = getattr(inner, "frame", None)
    if frame is None:
        return []
    return [frame._title.text] + [label.text for label in frame.lines]


class Board:
    """One App at a time over one raw store, as a device across power cuts."""

    def __init__(self, raw=None, size=SIZES[0], seed=1):
        self.raw = raw if raw is not None else MemoryStore(FILE_SIZE)
        self.size = size
        self.seed = seed
        self.hw = None
        self.app = None

    def power_on(self):
        self.power_off()
        self.hw = FakeBoard(size=self.size, raw=self.raw)
        self.app = App(self.hw, seed=self.seed)
        return self.app

    def power_off(self):
        if self.hw is not None:
            self.hw.close()
        self.hw = None
        self.app = None

    def press(self, *masks):
        for mask in masks:
            self.app.press(mask)
            self.app.update(0)


@pytest.fixture
def board():
    made = Board()
    yield made
    made.power_off()


def start_game(board, players, content, seed):
    app = board.power_on()
    app.new_game(rules.preset(content, players, seed))
    return app


def play_helpfully(board, guide, presses):
    for _ in range(presses):
        app = board.app
        if app.game is None or app.game.kind == rules.OVER:
            return
        board.press(guide.button(app))


def assert_resumed(app, state, actor, kind):
    """``app`` (just powered on) is back in the saved game, exactly."""
    g = app.game
    assert g is not None and g.to_bytes() == state
    assert (g.actor, g.kind) == (actor, kind)
    if unseen_season(g) >= 0:  # cut before any move after a scoring: its scores first
        assert type(app.screen).__name__ == "SeasonEnd"
        for _ in range(2 * g.n + 2):  # a page per player, then the standings
            if type(app.screen).__name__ != "SeasonEnd":
                break
            app.press(A)
    if g.n > 1:
        assert type(app.screen).__name__ == "Handoff"
        assert "Pass to " + g.names[actor] in screen_lines(app)
        app.press(A)
    assert app.screen is app.play
    assert (app.play.actor, app.play.target) == (g.actor, g.target)
    if kind == rules.DESTROY:
        assert app.play.mode == playmod.PICK
    else:  # the turn starts once its news (the card named) is read
        assert app.play.mode in (playmod.CHOOSE, playmod.AIM) or (
            app.play.mode == playmod.NEWS and app.play.messages)


@pytest.mark.parametrize("players,content", CONFIGS)
def test_power_cuts_at_random_points_resume_exactly(board, players, content):
    rng = random.Random(players * 7 + len(content))
    board.size = SIZES[players % 2]
    guide = Guide(random.Random(5))
    start_game(board, players, content, seed=40 + players)
    cuts = 0
    while board.app.game is not None and board.app.game.kind != rules.OVER:
        # A stretch of play, some random presses, then the power goes.
        play_helpfully(board, guide, rng.randrange(3, 25))
        for _ in range(rng.randrange(4)):
            board.press(rng.choice(bench_fuzz.BUTTONS))
        g = board.app.game
        if g is None or g.kind == rules.OVER:
            break
        state = g.to_bytes()
        assert Storage(board.raw).load() == state  # autosaved
        actor, kind = g.actor, g.kind
        board.power_off()
        cuts += 1
        app = board.power_on()
        assert_resumed(app, state, actor, kind)
    assert cuts >= 8


def resume_to_the_map(app):
    """From power-on: past a message and the handoff to the map."""
    for _ in range(4):
        name = type(app.screen).__name__
        if app.screen is app.play:
            return
        assert name in ("MessageBox", "Handoff"), name
        app.press(A)
    raise AssertionError("the map did not come back")


def test_power_cut_inside_an_autosave_keeps_one_of_the_two_games():
    """Confirm one action and cut the power while it is being saved, at
    byte offsets spread over the whole write (payload and header, the byte
    being written torn): the next start resumes the game from before the
    action or from after it, nothing else."""
    board = Board(seed=3)
    try:
        app = start_game(board, 2, "heroes", seed=8)
        guide = Guide(random.Random(1))
        play_helpfully(board, guide, 40)
        while app.screen is not app.play or app.play.mode != playmod.CONFIRM:
            board.press(guide.button(app))
        p = app.play
        action = (rules.PLACE, p.choice, p.orient, p.r, p.c)
        before = app.game.to_bytes()
        image = bytes(board.raw.data)
        counter = CutStore(image)
        app.hw.storage = Storage(counter)
        board.press(A)  # confirm: place and autosave
        after = app.game.to_bytes()
        written = counter.written
        assert after != before and written > storage.HEADER_SIZE
        offsets = sorted(set(range(0, written, 11)) | set(range(written - storage.HEADER_SIZE,
                                                               written)))
        outcomes = {"before": 0, "after": 0}
        for cut in offsets:
            raw = CutStore(image, budget=cut, torn=0x0F)
            board.raw = raw
            app = board.power_on()
            resume_to_the_map(app)
            assert app.game.to_bytes() == before
            guide.target = (bench_fuzz.fingerprint(app.game), action)
            for _ in range(60):
                p = app.play
                if p.mode == playmod.CONFIRM and (rules.PLACE, p.choice, p.orient, p.r,
                                                   p.c) == action:
                    break
                board.press(guide.button(app))
            p = app.play
            assert p.mode == playmod.CONFIRM
            assert (rules.PLACE, p.choice, p.orient, p.r, p.c) == action
            with pytest.raises(PowerCut):
                board.press(A)
            board.power_off()
            board.raw = MemoryStore(FILE_SIZE)
            board.raw.data[:] = raw.data
            app = board.power_on()
            resume_to_the_map(app)
            state = app.game.to_bytes()
            assert state in (before, after), cut
            outcomes["before" if state == before else "after"] += 1
        print("autosave of %d bytes cut at %d offsets: resumed before %d, after %d" % (
            written, len(offsets), outcomes["before"], outcomes["after"]))
        assert outcomes["before"]
    finally:
        board.power_off()


def newest_slot(raw):
    half = raw.size // 2
    seqs = [raw.data[6] | raw.data[7] << 8, raw.data[half + 6] | raw.data[half + 7] << 8]
    return 0 if storage.is_newer(seqs[0], seqs[1]) else 1


def two_saves(board):
    """A game with at least two different saves; returns (older, newer)."""
    app = start_game(board, 1, "base", seed=11)
    guide = Guide(random.Random(2))
    first = app.game.to_bytes()
    while board.app.game.to_bytes() == first:
        board.press(guide.button(board.app))
    older = first
    newer = board.app.game.to_bytes()
    board.power_off()
    return older, newer


def one_sentence(text):
    return text.endswith(".") and text.count(". ") == 0


def test_damaged_newest_slot_resumes_the_older_game_with_one_sentence(board):
    older, newer = two_saves(board)
    half = board.raw.size // 2
    slot = newest_slot(board.raw)
    board.raw.data[slot * half + storage.HEADER_SIZE + 5] ^= 0x40
    app = board.power_on()
    sentence = board.hw.storage.error
    assert sentence == storage.MSG_SKIPPED and one_sentence(sentence)
    assert type(app.screen).__name__ == "MessageBox"
    assert sentence.split(";")[0] in " ".join(screen_lines(app))
    app.press(A)
    assert app.game.to_bytes() == older


def test_both_slots_damaged_reports_and_starts_at_the_title(board):
    two_saves(board)
    half = board.raw.size // 2
    for slot in (0, 1):
        board.raw.data[slot * half + storage.HEADER_SIZE + 9] ^= 0x01
    app = board.power_on()
    assert board.hw.storage.error == storage.MSG_DAMAGED
    assert type(app.screen).__name__ == "MessageBox"
    assert app.game is None
    app.press(A)
    assert type(app.screen).__name__ == "Title"


@pytest.mark.parametrize("fill", ["zeros", "ff", "random", "version", "foreign", "junk",
                                  "cut payload"])
def test_foreign_or_blank_stores_never_crash(board, fill):
    rng = random.Random(fill)
    raw = board.raw
    if fill == "zeros":
        raw.data[:] = bytes(raw.size)
    elif fill == "random":
        raw.data[:] = bytes(rng.getrandbits(8) for _ in range(raw.size))
    elif fill == "version":
        Storage(raw, version=storage.FORMAT_VERSION + 1).save(b"x" * 300)
    elif fill == "foreign":
        Storage(raw, magic=b"OTHR").save(b"x" * 300)
    elif fill == "junk":  # good slots, but no game the engine accepts
        Storage(raw).save(bytes(rng.getrandbits(8) for _ in range(600)))
    elif fill == "cut payload":
        g = rules.Game(**rules.preset("base", 2, 3))
        Storage(raw).save(g.to_bytes()[:-40])
    app = board.power_on()
    assert app.screen is not None and app.game is None
    lines = " ".join(screen_lines(app))
    if fill == "ff":
        assert type(app.screen).__name__ == "Title"  # a new board: nothing to say
    else:
        assert type(app.screen).__name__ == "MessageBox"
        assert lines.strip()
    for _ in range(3):
        if type(app.screen).__name__ == "Title":
            break
        app.press(A)
    assert type(app.screen).__name__ == "Title"


CORRUPTIONS = 1000


def corrupt(rng, raw):
    """One seeded random damage of the store; returns its kind."""
    data = raw.data
    half = raw.size // 2
    kind = rng.choice(("bits", "bytes", "header", "span", "slot", "tail zeros", "tail ff"))
    base = rng.randrange(2) * half
    if kind == "bits":
        for _ in range(rng.randrange(1, 6)):
            data[base + rng.randrange(half)] ^= 1 << rng.randrange(8)
    elif kind == "bytes":
        for _ in range(rng.randrange(1, 6)):
            data[base + rng.randrange(half)] = rng.getrandbits(8)
    elif kind == "header":
        data[base + rng.randrange(storage.HEADER_SIZE)] ^= rng.randrange(1, 256)
    elif kind == "span":
        start = rng.randrange(raw.size)
        end = min(raw.size, start + rng.randrange(1, 300))
        data[start:end] = bytes(rng.getrandbits(8) for _ in range(end - start))
    elif kind == "slot":
        data[base:base + half] = bytes([rng.choice((0, 0xFF, rng.getrandbits(8)))]) * half
    else:
        start = base + rng.randrange(half)
        data[start:base + half] = (b"\x00" if kind == "tail zeros" else b"\xff") * (
            base + half - start)
    return kind


def test_a_thousand_random_corruptions_never_crash_or_resume_a_wrong_game():
    board = Board(seed=4)
    try:
        older, newer = two_saves(board)
        image = bytes(board.raw.data)
        hw = FakeBoard(size=SIZES[0])
        board.hw = hw
        rng = random.Random(2024)
        resumed = {"newer": 0, "older": 0, "none": 0}
        for _ in range(CORRUPTIONS):
            raw = MemoryStore(FILE_SIZE)
            raw.data[:] = image
            kind = corrupt(rng, raw)
            if rng.random() < 0.3:
                kind += "+" + corrupt(rng, raw)
            # A power cut and restart, on the display already open.
            hw.raw = raw
            hw.storage = Storage(raw)
            app = App(hw, seed=4)
            assert app.screen is not None, kind
            message = hw.storage.error or type(app.screen).__name__ == "MessageBox"
            for _ in range(4):
                if app.game is not None or type(app.screen).__name__ == "Title":
                    break
                app.press(A)
            if app.game is None:
                half = raw.size // 2
                erased = raw.data[:storage.HEADER_SIZE] == raw.data[
                    half:half + storage.HEADER_SIZE] == b"\xff" * storage.HEADER_SIZE
                assert message or erased, kind  # a lost game is always reported
                resumed["none"] += 1
                continue
            state = app.game.to_bytes()
            assert state in (older, newer), kind  # never a game that was not saved
            if state == older:
                assert message, kind  # never an older game without a message
                resumed["older"] += 1
            else:
                resumed["newer"] += 1
        print("%d corruptions: resumed newest %d, older with a message %d, none %d" % (
            CORRUPTIONS, resumed["newer"], resumed["older"], resumed["none"]))
        assert resumed["newer"] and resumed["older"] and resumed["none"]
        assert sum(resumed.values()) == CORRUPTIONS
    finally:
        board.power_off()


# ----- low memory -----

def fail_once(monkeypatch, owner, name):
    """Make ``owner.name`` raise MemoryError on its next call only."""
    original = getattr(owner, name)
    calls = []

    def failing(*args, **kwargs):
        if not calls:
            calls.append(1)
            raise MemoryError("memory allocation failed")
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, failing)
    return calls


@pytest.mark.parametrize("where", ["act", "advance"])
def test_memory_error_in_a_press_keeps_the_last_save(board, monkeypatch, capsys, where):
    app = start_game(board, 1, "heroes", seed=6)
    guide = Guide(random.Random(3))
    while app.screen is not app.play or app.play.mode != playmod.CONFIRM:
        board.press(guide.button(app))
    saved = app.game.to_bytes()
    image = bytes(board.raw.data)
    if where == "act":
        calls = fail_once(monkeypatch, actions, "act")
    else:  # in the middle of the action, after the map changed
        calls = fail_once(monkeypatch, flow, "advance")
    board.press(A)  # confirm the placement: MemoryError inside the engine
    assert calls
    assert bytes(board.raw.data) == image  # the store is untouched
    assert type(app.screen).__name__ == "MessageBox"
    text = " ".join(screen_lines(app))
    assert "Out of memory" in text and "last save" in text
    # The console line by which tools/cpvm.py tells a recovered run from a clean one.
    assert cpvm.OOM_LINE in capsys.readouterr().out
    assert app.game.to_bytes() == saved  # the half-done action is gone
    board.press(A)
    assert app.screen is app.play
    # Play goes on and saves again.
    for _ in range(60):
        if app.game.to_bytes() != saved:
            break
        board.press(guide.button(app))
    assert app.game.to_bytes() != saved
    assert Storage(board.raw).load() == app.game.to_bytes()


@pytest.mark.parametrize("code, said", [
    ("en", "Out of memory. Press A for the title."),
    ("fr", "Mémoire pleine. A pour revenir au titre.")])
def test_memory_error_starting_a_new_game_without_a_save(board, monkeypatch, code, said):
    lang.use(code)  # conftest sets English back after each test
    app = board.power_on()
    board.press(A)  # title -> setup
    assert type(app.screen).__name__ == "Setup"
    fail_once(monkeypatch, flow, "advance")
    board.press(bench_fuzz.UP, bench_fuzz.UP, A)  # "Enter a code", "Start game"
    assert type(app.screen).__name__ == "MessageBox"
    assert " ".join(" ".join(screen_lines(app)).split()) == said
    assert Storage(board.raw).load() is None
    board.press(A)
    assert type(app.screen).__name__ == "Title"
    board.press(A, bench_fuzz.UP, bench_fuzz.UP, A)  # and a game starts now
    assert app.game is not None


def test_memory_error_reading_the_save_at_power_on_keeps_it(board, monkeypatch):
    app = start_game(board, 2, "heroes", seed=4)
    saved = app.game.to_bytes()
    board.power_off()
    image = bytes(board.raw.data)
    calls = fail_once(monkeypatch, restore, "load")
    app = board.power_on()
    assert calls
    assert type(app.screen).__name__ == "MessageBox"
    assert "Not enough memory to read the saved game" in " ".join(screen_lines(app))
    assert app.game is None
    assert bytes(board.raw.data) == image
    board.press(A)  # the title, which reads the save again: it fits now
    assert type(app.screen).__name__ == "Title" and app.screen.saved
    board.press(A)  # "Continue"
    assert app.game.to_bytes() == saved
    assert type(app.screen).__name__ == "Handoff"


def solo_save_and_quit(board):
    """A solo game played 30 presses, then Save & quit: (its guide, the
    game's bytes as saved)."""
    app = start_game(board, 1, "base", seed=7)
    guide = Guide(random.Random(2))
    play_helpfully(board, guide, 30)
    saved = app.game.to_bytes()
    app.save_quit()
    return guide, saved


def test_save_and_quit_then_continue_from_the_title(board):
    saved = solo_save_and_quit(board)[1]
    app = board.app
    assert type(app.screen).__name__ == "Title" and app.game is None
    assert ">Continue: Spring" in screen_lines(app)
    board.press(A)
    assert app.game.to_bytes() == saved and app.screen is app.play


def test_a_power_up_after_save_and_quit_shows_the_title_and_after_a_move_the_game(board):
    guide, saved = solo_save_and_quit(board)
    board.power_off()
    app = board.power_on()
    assert type(app.screen).__name__ == "Title" and app.game is None
    assert ">Continue: Spring" in screen_lines(app)
    board.press(A)  # Continue
    assert app.game.to_bytes() == saved and app.screen is app.play
    board.power_off()
    app = board.power_on()  # nothing saved since: still as Save & quit left it
    assert type(app.screen).__name__ == "Title"
    board.press(A)
    for _ in range(200):  # a move saved
        play_helpfully(board, guide, 1)
        if app.game.to_bytes() != saved:
            break
    moved = app.game.to_bytes()
    assert moved != saved
    board.power_off()
    app = board.power_on()  # a power cut in the game: back in it
    assert app.game is not None and app.game.to_bytes() == moved


def what_shows(app):
    """The screen, its text and the map's state: what a player sees."""
    play = app.play if app.screen is app.play else None
    return (type(app.screen).__name__, screen_lines(app),
            play and (play.mode, list(play.messages), play.actor, play.target))


def shown_until_the_map(board):
    """What the screens show, pressing A until the map is up."""
    app = board.app
    seen = []
    for _ in range(2 * app.game.n + 4):
        seen.append(what_shows(app))
        if app.screen is app.play:
            return seen
        board.press(A)
    raise AssertionError("the map did not come back: %r" % seen)


@pytest.mark.parametrize("players,content", CONFIGS)
def test_continue_after_save_and_quit_shows_what_a_power_up_shows(board, players, content):
    """Save & quit hands the title the game it saved (it is not read back):
    Continue must show exactly what a power-up on that save shows."""
    guide = Guide(random.Random(players + len(content)))
    start_game(board, players, content, seed=20 + players)
    rounds = 0
    while rounds < 12:
        # Quit just after a move: its news (coins, an ambush, the next
        # card) were on the map; a power-up has none of them.
        before = board.app.game.to_bytes()
        for _ in range(200):
            play_helpfully(board, guide, 1)
            app = board.app
            if app.game is None or app.game.kind == rules.OVER or (
                    app.game.to_bytes() != before and app.screen is app.play):
                break
        if app.game is None or app.game.kind == rules.OVER:
            break
        app.save_quit()
        store = bytes(board.raw.data)
        board.press(A)  # Continue
        state = app.game.to_bytes()
        continued = shown_until_the_map(board)
        board.power_off()
        board.raw.data[:] = store
        app = board.power_on()
        assert type(app.screen).__name__ == "Title"  # as Save & quit left it
        board.press(A)  # Continue
        assert board.app.game.to_bytes() == state
        assert shown_until_the_map(board) == continued
        rounds += 1
    assert rounds == 12


def test_save_and_quit_that_cannot_save_offers_what_the_store_holds(board, monkeypatch):
    app = start_game(board, 1, "base", seed=7)
    guide = Guide(random.Random(2))
    play_helpfully(board, guide, 12)
    stored = Storage(board.raw).load()
    play_helpfully(board, guide, 12)
    assert app.game.to_bytes() != stored

    def broken(data, write=True):
        raise OSError("flash worn out")

    monkeypatch.setattr(app.hw.storage, "save", broken)
    app.save_quit()
    board.press(A)  # Continue: the game the store holds, not the unsaved one
    assert app.game.to_bytes() == Storage(board.raw).load()


def test_memory_error_on_the_final_ranking_comes_back_to_it(board, monkeypatch):
    from engine import bot

    app = start_game(board, 2, "base", seed=3)
    while app.game.kind != rules.OVER:
        app.game.act(bot.choose(app.game))
    app.save()
    app.seasons_shown = 4  # the season screens were seen
    app.flow()
    assert type(app.screen).__name__ == "MapsView"  # the final review, then the ranking
    board.press(A)
    assert type(app.screen).__name__ == "GameOver"
    fail_once(monkeypatch, app.screen, "update")
    app.update(5)
    assert type(app.screen).__name__ == "MessageBox"
    board.press(A)
    # back on the ranking, not the review's first map (bench_fuzz --full asks it)
    assert type(app.screen).__name__ == "GameOver"
    assert app.game.kind == rules.OVER


def test_memory_error_in_update_and_in_a_menu(board, monkeypatch):
    app = start_game(board, 2, "base", seed=9)
    saved = app.game.to_bytes()
    board.press(A)  # handoff -> map
    board.press(START)  # the turn menu
    screen = app.screen
    fail_once(monkeypatch, screen, "update")
    app.update(5)
    assert type(app.screen).__name__ == "MessageBox"
    board.press(A)
    assert app.game.to_bytes() == saved
    assert app.screen is not None
    board.press(B, A)
    assert app.screen is not None


# ----- the simulator -----

def run_sim(path, keys, seed):
    env = dict(os.environ)
    env["SDL_VIDEODRIVER"] = "dummy"
    return subprocess.run(
        [sys.executable, "-m", "sim", "--headless", "--save", path, "--seed", str(seed),
         "--keys", keys],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_sim_resumes_from_the_same_save_path(tmp_path):
    path = str(tmp_path / "save.bin")
    first = run_sim(path, "a up a a a a a", 123)  # new solo game, one move
    assert first.returncode == 0, first.stderr
    saved = Storage(FileStore(path, FILE_SIZE)).load()
    assert saved
    game = restore.load(saved)
    assert game.seed == 123
    # The second run has another seed: resuming keeps the first game's.
    second = run_sim(path, "a a a a a a a", 456)
    assert second.returncode == 0, second.stderr
    again = restore.load(Storage(FileStore(path, FILE_SIZE)).load())
    assert again.seed == 123
    before = game.grids[0].filled
    after = again.grids[0].filled
    assert all(after[r] & before[r] == before[r] for r in range(11))
    assert sum(bin(x).count("1") for x in after) > sum(bin(x).count("1") for x in before)

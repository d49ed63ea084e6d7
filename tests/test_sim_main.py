"""The simulator's command line (sim/__main__.py, sim/paths.py)."""
import contextlib
import os
import subprocess
import sys

import pygame
import pytest

from hw.buttons import RIGHT
from sim import __main__ as cli
from sim import keyscript
from testkit.rectapp import RectApp

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_help_lists_options_boards_and_keyboard_map():
    done = subprocess.run([sys.executable, "-m", "sim", "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    text = done.stdout
    for option in ("--board", "--scale", "--seed", "--save", "--mute", "--headless",
                   "--keys", "--keys-file", "--screenshot"):
        assert option in text
    for board in ("pybadge", "pygamer", "picosystem"):
        assert board in text
    for line in ("arrow keys", "Z or Enter", "X or Backspace", "Space", "Tab",
                 "Esc or close window", "3xright"):
        assert line in text


def test_display_detection():
    assert not cli.display_available({}, "linux")
    assert cli.display_available({"DISPLAY": ":0"}, "linux")
    assert cli.display_available({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert cli.display_available({}, "darwin")
    assert cli.display_available({}, "win32")


def test_default_save_path_is_in_user_data_dir():
    home = os.path.expanduser("~")
    assert cli.default_save_path({}, "linux") == os.path.join(
        home, ".local", "share", "cartographers-handheld", "save.bin")
    assert cli.default_save_path({"XDG_DATA_HOME": "/data"}, "linux") == os.path.join(
        "/data", "cartographers-handheld", "save.bin")
    assert cli.default_save_path({"APPDATA": "C:/A"}, "win32").startswith("C:/A")


def _app_factory(made):
    def factory(hw, seed):
        app = RectApp(hw, seed)
        made.append((hw, app))
        return app
    return factory


def test_headless_keys_and_screenshot(tmp_path, capsys):
    pytest.importorskip("hw.storage")
    made = []
    shot = tmp_path / "end.png"
    keys_file = tmp_path / "keys.txt"
    keys_file.write_text("right\n")
    status = cli.main(["--headless", "--board", "picosystem", "--seed", "7",
                       "--keys-file", str(keys_file), "--keys", "2xright a",
                       "--screenshot", str(shot)], _app_factory(made))
    assert status == 0
    hw, app = made[0]
    assert hw.NAME == "picosystem" and app.seed == 7
    assert app.presses == [RIGHT, RIGHT, RIGHT, 0x10]
    image = pygame.image.load(str(shot))
    assert image.get_size() == (240, 240)
    assert image.get_at((35, 5)) == (255, 0, 0, 255)
    assert "1 screenshot(s) in %s" % shot in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--keys", "right jump"], "unknown key 'jump'"),
    (["--scale", "0"], "--scale must be 1 or more"),
    (["--board", "gameboy"], "invalid choice: 'gameboy'"),
    (["--keys-file", "/nonexistent/keys.txt"], "cannot read --keys-file"),
    # The setup screen's seeds are 0-99999: others were silently folded into them.
    (["--seed", "-5"], "argument --seed: must be a whole number from 0 to 99999"),
    (["--seed", "100000"], "argument --seed: must be a whole number from 0 to 99999"),
])
def test_bad_arguments_are_usage_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--headless"] + argv, _app_factory([]))
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_seed_limit_is_the_setup_screens():
    from carto_ui import setup

    assert cli.SEED_LIMIT == setup.SEED_LIMIT


def test_seeds_at_both_ends_are_played_as_given():
    for seed in (0, 99999):
        made = []
        assert cli.main(["--headless", "--seed", str(seed)], _app_factory(made)) == 0
        assert made[0][1].seed == seed


def test_no_display_falls_back_to_headless_demo(tmp_path, monkeypatch, capsys):
    pytest.importorskip("hw.storage")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.chdir(tmp_path)
    made = []
    assert cli.main([], _app_factory(made)) == 0
    out = capsys.readouterr().out
    assert out.startswith("No display found")
    with open(cli.DEMO_KEYS) as f:
        steps = len(keyscript.parse(f.read()))
    assert made[0][1].seed == cli.DEMO_SEED
    shots = sorted(os.listdir(tmp_path / "out" / "sim-demo"))
    assert shots[0] == "000-start.png"
    assert len(shots) == len(made[0][1].presses) + 1
    assert len(shots) == steps + 1
    assert str(tmp_path / "out" / "sim-demo") in out
    assert pygame.image.load(str(tmp_path / "out" / "sim-demo" / shots[-1])).get_size() == (
        160, 128)


def _filled(grid):
    return sum(bin(row).count("1") for row in grid.filled)


def _recording_factory(made, steps):
    """The real app; ``steps[i]`` is what it shows after key ``i`` (0: before
    any): (screen class name, play mode, card panel shown, spaces filled)."""
    def state(app):
        screen = app.screen
        filled = _filled(app.game.grids[0]) if app.game is not None else 0
        return (type(screen).__name__, getattr(screen, "mode", None),
                getattr(screen, "panel", None) is not None, filled)

    def factory(hw, seed):
        app = cli.make_app(hw, seed)
        press = app.press

        def recorded(bit):
            steps.append(state(app))
            press(bit)

        app.press = recorded
        made.append((app, state))
        return app
    return factory


def _readme():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        return f.read()


def test_demo_script_plays_as_the_readme_says(tmp_path, monkeypatch):
    pytest.importorskip("hw.storage")
    pytest.importorskip("carto_ui.app")
    from carto_ui import play

    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.chdir(tmp_path)
    made, steps = [], []
    assert cli.main([], _recording_factory(made, steps)) == 0  # no display: the demo
    app, state = made[0]
    steps.append(state(app))
    shots = sorted(os.listdir(tmp_path / "out" / "sim-demo"))
    assert len(shots) == len(steps)
    readme = _readme()
    for name in ("000-start.png", "008-a.png", "015-a.png", "016-a.png", "049-a.png"):
        assert "`%s`" % name in readme and name in shots
    assert steps[0][0] == "Title"
    assert steps[8][:3] == ("Play", play.NEWS, True)  # the first card revealed
    assert steps[15][1] == play.CONFIRM  # its shape aimed: "Here?"
    assert steps[16][3] > steps[15][3]  # drawn
    assert shots[-1] == "049-a.png"
    draws = sum(1 for before, after in zip(steps, steps[1:])
                if before[0] == "Play" and after[3] > before[3])
    assert draws == 4 and steps[-1][1] == play.CHOOSE  # the fifth card offered


def test_readme_headless_example_draws_the_first_shape(tmp_path):
    pytest.importorskip("carto_ui.app")
    import shlex

    from carto_ui import play

    line = next(row for row in _readme().splitlines()
                if row.startswith('make sim ARGS="--headless'))
    argv = shlex.split(shlex.split(line)[2][len("ARGS="):])
    at = argv.index("--screenshot")
    assert argv[at + 1] == "out/shot.png"
    argv[at + 1] = str(tmp_path / "shot.png")
    made, steps = [], []
    assert cli.main(argv, _recording_factory(made, steps)) == 0
    app, state = made[0]
    end = state(app)
    assert end[1] == play.AFTER and end[3] > steps[-1][3]  # the last A drew it
    assert len({row[3] for row in steps if row[0] == "Play"}) == 1  # nothing before
    assert pygame.image.load(str(tmp_path / "shot.png")).get_size() == (160, 128)


# --- The save file: never another program's file (sim/paths.py) ---

def _save_of_this_game(path, payload=b"a game", version=None):
    """A save file as the simulator writes it, holding ``payload``; its bytes."""
    from hw import file_store, nvm_store, storage
    from hw.boards import SAVE_PAYLOAD

    raw = file_store.FileStore(str(path), nvm_store.FILE_SIZE)
    kwargs = {} if version is None else {"version": version}
    storage.Storage(raw, capacity=SAVE_PAYLOAD, **kwargs).save(payload)
    return path.read_bytes()


def _settings_only(path):
    """A save file whose game slots are erased, its settings area saved."""
    from hw import areas, file_store, nvm_store, storage
    from hw.boards import SAVE_PAYLOAD

    raw = file_store.FileStore(str(path), nvm_store.FILE_SIZE)
    areas.settings(storage.Storage(raw, capacity=SAVE_PAYLOAD)).save(b"\x01settings")
    return path.read_bytes()


def _readme_copy(path):
    with open(os.path.join(ROOT, "README.md"), "rb") as f:
        path.write_bytes(f.read())


def _load(path):
    """(payload, error) of the game's save in file ``path``."""
    from hw import file_store, nvm_store, storage
    from hw.boards import SAVE_PAYLOAD

    saves = storage.Storage(file_store.FileStore(str(path), nvm_store.FILE_SIZE),
                            capacity=SAVE_PAYLOAD)
    return saves.load(), saves.error


def _refused(argv, capsys, real=False):
    """Run the simulator expecting a refusal; its one line on stderr."""
    made = []

    def factory(hw, seed):
        made.append(seed)
        return cli.make_app(hw, seed) if real else RectApp(hw, seed)

    with pytest.raises(SystemExit) as exit_info:
        cli.main(argv, factory)
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert made == []  # refused before the game was made, so before any key
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("python -m sim: error: "), err
    return lines[0]


@pytest.mark.parametrize("make", [
    _readme_copy,  # the case: a game played onto a copy of the README
    lambda path: path.write_bytes(b"my notes\n"),
    lambda path: path.write_bytes(bytes(range(256)) * 32),  # 8 KiB, not ours
    # A save of this game with text after it: the simulator never writes
    # past 8 KiB, so this file is another program's.
    lambda path: path.write_bytes(_save_of_this_game(path) + b"appended\n"),
], ids=["readme-copy", "short-text", "8k-binary", "too-long"])
def test_save_refuses_a_file_that_is_not_a_save_of_this_game(make, tmp_path, capsys):
    target = tmp_path / "data.bin"
    make(target)
    before = target.read_bytes()
    line = _refused(["--headless", "--seed", "7", "--save", str(target),
                     "--keys", "a start start a a a a"], capsys, real=True)
    assert "is not a save of this game" in line and str(target) in line
    assert target.read_bytes() == before
    assert os.listdir(tmp_path) == ["data.bin"]  # no .new file either


def test_save_accepts_an_empty_file_as_a_new_save(tmp_path):
    # An empty file (touch save.bin) holds nothing to lose: it becomes a new
    # save file, erased like a new board's, not one the game calls damaged.
    target = tmp_path / "save.bin"
    target.write_bytes(b"")
    assert cli.main(["--headless", "--save", str(target)], _app_factory([])) == 0
    assert target.read_bytes() == b"\xff" * 8192
    assert _load(target) == (None, None)


def test_save_accepts_a_zero_filled_file_as_a_new_save(tmp_path):
    # What earlier simulators made of an empty file: nothing to lose either.
    target = tmp_path / "save.bin"
    target.write_bytes(bytes(8192))
    assert cli.main(["--headless", "--save", str(target)], _app_factory([])) == 0
    assert _load(target) == (None, None)


@pytest.mark.parametrize("make, loads", [
    (lambda path: _save_of_this_game(path, b"my game"), (b"my game", None)),
    # Another format version (older or newer) keeps the same header: the
    # game itself says the save is from another version.
    (lambda path: _save_of_this_game(path, b"old", version=0),
     (None, "The save is from a different version of the game; starting fresh.")),
    (_settings_only, (None, None)),
    # Cut short (a copy that stopped): padded, its slots still load.
    (lambda path: path.write_bytes(_save_of_this_game(path, b"cut")[:6000]), (b"cut", None)),
], ids=["save", "other-version", "settings-only", "truncated"])
def test_save_accepts_a_save_of_this_game(make, loads, tmp_path):
    target = tmp_path / "save.bin"
    make(target)
    before = target.read_bytes()
    assert cli.main(["--headless", "--save", str(target)], _app_factory([])) == 0
    assert target.read_bytes()[:len(before)] == before
    assert _load(target) == loads


def test_save_in_a_missing_folder_creates_it(tmp_path):
    target = tmp_path / "new" / "deeper" / "save.bin"
    assert cli.main(["--headless", "--save", str(target)], _app_factory([])) == 0
    assert target.read_bytes() == b"\xff" * 8192


def _unwritable_folder():
    """A folder no one may create files in, root included (Linux's /proc)."""
    if not os.path.isdir("/proc/self"):
        pytest.skip("needs Linux's /proc")
    return "/proc/carto-sim-test"


@pytest.mark.parametrize("where, words", [
    ("folder", "is a folder"),
    ("under-a-file", "cannot be"),
    ("unwritable", "cannot be"),
])
def test_bad_save_paths_are_one_sentence(where, words, tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("notes\n")
    if where == "folder":
        path = str(tmp_path)
    elif where == "under-a-file":
        path = str(notes / "save.bin")
    else:
        path = os.path.join(_unwritable_folder(), "save.bin")
    line = _refused(["--headless", "--save", path], capsys)
    assert words in line and path in line
    assert os.listdir(tmp_path) == ["notes.txt"]
    assert notes.read_text() == "notes\n"


@contextlib.contextmanager
def _read_only(path):
    """``path`` (a file or folder) read-only for this process: by its mode,
    or for root (whom modes do not stop) by the immutable flag."""
    if not hasattr(os, "geteuid"):
        pytest.skip("POSIX permissions only")
    root = os.geteuid() == 0
    if root:
        if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode:
            pytest.skip("root, and chattr +i does not work here")
    else:
        mode = path.stat().st_mode
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        yield
    finally:
        if root:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        else:
            path.chmod(mode)


def test_read_only_save_and_folder_are_one_sentence(tmp_path, capsys):
    saved = tmp_path / "save.bin"
    before = _save_of_this_game(saved)
    with _read_only(saved):
        line = _refused(["--headless", "--save", str(saved)], capsys)
    assert "cannot be written" in line
    assert saved.read_bytes() == before
    locked = tmp_path / "locked"
    locked.mkdir()
    with _read_only(locked):
        line = _refused(["--headless", "--save", str(locked / "save.bin")], capsys)
        shot = _refused(["--headless", "--screenshot", str(locked / "end.png")], capsys)
        shots = _refused(["--headless", "--screenshot", str(locked) + os.sep], capsys)
    assert "cannot be written" in line and "cannot be written" in shot
    assert "cannot be written" in shots
    assert os.listdir(locked) == []


# --- Screenshots: checked before any key, never another program's file ---

def test_screenshot_and_save_may_not_be_one_file(tmp_path, capsys):
    both = str(tmp_path / "both.png")
    line = _refused(["--headless", "--save", both, "--screenshot", both], capsys)
    assert "name the same file" in line
    assert os.listdir(tmp_path) == []


def test_screenshot_in_a_missing_folder_creates_it(tmp_path):
    shot = tmp_path / "new" / "deeper" / "end.png"
    assert cli.main(["--headless", "--keys", "right", "--screenshot", str(shot)],
                    _app_factory([])) == 0
    assert pygame.image.load(str(shot)).get_size() == (160, 128)


def test_screenshot_replaces_an_earlier_screenshot(tmp_path):
    shot = tmp_path / "end.png"
    assert cli.main(["--headless", "--screenshot", str(shot)], _app_factory([])) == 0
    assert cli.main(["--headless", "--keys", "right", "--screenshot", str(shot)],
                    _app_factory([])) == 0
    assert pygame.image.load(str(shot)).get_at((15, 5)) == (255, 0, 0, 255)


@pytest.mark.parametrize("where, words", [
    ("not-a-png-name", "a .png file"),
    ("not-a-png-file", "is not a PNG"),
    ("file-as-folder", "is a file"),
    ("unwritable-file", "cannot be"),
    ("unwritable-folder", "cannot be"),
])
def test_bad_screenshot_paths_are_one_sentence(where, words, tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("notes\n")
    fake = tmp_path / "photo.png"
    fake.write_text("not a picture\n")
    if where == "not-a-png-name":
        path = str(notes)
    elif where == "not-a-png-file":
        path = str(fake)
    elif where == "file-as-folder":
        path = str(notes) + os.sep
    elif where == "unwritable-file":
        path = os.path.join(_unwritable_folder(), "end.png")
    else:
        path = os.path.join(_unwritable_folder(), "shots") + os.sep
    line = _refused(["--headless", "--keys", "right", "--screenshot", path], capsys)
    assert words in line and path.rstrip(os.sep) in line
    assert notes.read_text() == "notes\n" and fake.read_text() == "not a picture\n"
    assert sorted(os.listdir(tmp_path)) == ["notes.txt", "photo.png"]

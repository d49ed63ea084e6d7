"""The simulator's command line (sim/__main__.py)."""
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
])
def test_bad_arguments_are_usage_errors(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--headless"] + argv, _app_factory([]))
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


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


def test_demo_script_places_shapes_with_the_real_ui(tmp_path, monkeypatch):
    pytest.importorskip("hw.storage")
    pytest.importorskip("carto_ui.app")
    from engine.maps import new_grid

    monkeypatch.chdir(tmp_path)
    made = []

    def factory(hw, seed):
        made.append(cli.make_app(hw, seed))
        return made[-1]

    assert cli.main(["--headless", "--seed", str(cli.DEMO_SEED), "--keys-file",
                     cli.DEMO_KEYS], factory) == 0
    game = made[0].game
    assert game is not None
    # Four shapes of 3+ spaces each and the ambush were drawn on side A.
    assert _filled(game.grids[0]) - _filled(new_grid(0)) >= 12

"""The simulator's challenge codes: ``--code`` deals a code's game, the deal
options deal theirs, ``--print-code`` prints a game's code (sim/deal.py)."""
import os
import subprocess
import sys

import pytest

from engine import challenge
from engine.game import Game
from sim import __main__ as cli

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _real_apps(made):
    def factory(hw, seed):
        app = cli.make_app(hw, seed)
        made.append(app)
        return app
    return factory


def _printed_code(out):
    line = out.strip().splitlines()[0]
    assert line.startswith("Code ")
    return line[len("Code "):].split(":")[0]


@pytest.mark.parametrize("deal", [
    ("heroes", 7, 3, 3, None, b"\x00\x01\x03"),
    ("mixed", 654321, 1, 1, b"\x10\x18\x15\x1c", None),
])
def test_code_deals_its_game_before_the_first_key(deal, capsys, tmp_path):
    pytest.importorskip("carto_ui.app")
    code = challenge.encode(*deal)
    made = []
    shot = tmp_path / "first.png"
    assert cli.main(["--headless", "--code", code.lower(), "--screenshot", str(shot)],
                    _real_apps(made)) == 0
    game = made[0].game
    expected = Game(names=game.names, **challenge.game_options(challenge.decode(code)))
    assert game.to_bytes() == expected.to_bytes()
    from carto_ui.setup import BOT_NAMES

    for i in range(game.n):  # a bot seat under a bot's name, as the setup form names it
        assert game.names[i] == (BOT_NAMES[i] if game.bots[i] else "P%d" % (i + 1))
    assert (game.n, game.side, game.seed) == (deal[2], deal[3], deal[1])
    assert _printed_code(capsys.readouterr().out) == code
    assert shot.exists()


def test_code_and_the_same_deal_options_deal_the_same_game(capsys):
    pytest.importorskip("carto_ui.app")
    made = []
    assert cli.main(["--headless", "--seed", "42", "--content", "mixed", "--seats", "p2p",
                     "--side", "D", "--edicts", "0,4,8,12"], _real_apps(made)) == 0
    code = _printed_code(capsys.readouterr().out)
    assert challenge.decode(code) == {"content": "mixed", "seed": 42, "players": 3, "side": 3,
                                      "edicts": b"\x00\x04\x08\x0c", "seats": b"\x00\x02\x00"}
    assert cli.main(["--headless", "--code", code], _real_apps(made)) == 0
    assert made[0].game.to_bytes() == made[1].game.to_bytes()
    assert made[0].game.edicts == b"\x00\x04\x08\x0c"


def test_print_code_prints_and_exits_without_a_board(capsys):
    made = []
    assert cli.main(["--print-code", "--seed", "7", "--content", "heroes", "--players", "2"],
                    _real_apps(made)) == 0
    assert made == []
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert challenge.decode(_printed_code(out)) == {
        "content": "heroes", "seed": 7, "players": 2, "side": 2, "edicts": None,
        "seats": b"\x00\x00"}
    # the setup form's choices when only the seed is given
    assert cli.main(["--print-code", "--seed", "99999"], _real_apps(made)) == 0
    assert _printed_code(capsys.readouterr().out) == challenge.encode("base", 99999)


def test_no_deal_option_shows_the_title_as_before(capsys):
    pytest.importorskip("carto_ui.app")
    made = []
    assert cli.main(["--headless", "--seed", "7"], _real_apps(made)) == 0
    assert made[0].game is None and type(made[0].screen).__name__ == "Title"
    assert "Code" not in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--code", "1000-03GH"], "argument --code: " + challenge.MISTYPED),
    (["--code", "2000-03G9"], "argument --code: " + challenge.OTHER_VERSION),
    (["--code", "hello"], "argument --code: " + challenge.MISTYPED),
    (["--code", "1000-03GG", "--seed", "7"], "--code holds the whole deal"),
    (["--code", "1000-03GG", "--players", "2"], "--code holds the whole deal"),
    (["--players", "3", "--seats", "p1"], "--players 3 disagrees with --seats (2 seats)"),
    (["--seats", "123"], "argument --seats: at least one seat must be a person"),
    (["--seats", "p4"], "argument --seats: one character a seat"),
    (["--seats", "ppppppp"], "argument --seats: 1 to 6 seats"),
    (["--players", "7"], "argument --players: must be 1 to 6"),
    (["--edicts", "1,2,3"], "argument --edicts: four scoring cards 0-31"),
    (["--edicts", "1,2,3,32"], "argument --edicts: four scoring cards 0-31"),
    (["--side", "E"], "argument --side: invalid choice"),
])
def test_bad_codes_and_deals_are_refused_before_any_key(argv, message, capsys):
    made = []
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["--headless", "--keys", "a a"] + argv, _real_apps(made))
    assert exit_info.value.code == 2
    assert made == []
    captured = capsys.readouterr()
    assert captured.out == ""
    last = captured.err.strip().splitlines()[-1]
    assert last.startswith("python -m sim: error: ") and message in last


def test_the_command_line_refuses_a_mistyped_code_with_status_2():
    done = subprocess.run([sys.executable, "-m", "sim", "--headless", "--code", "1000-03GH"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().splitlines()[-1] == (
        "python -m sim: error: argument --code: " + challenge.MISTYPED)
    done = subprocess.run([sys.executable, "-m", "sim", "--print-code", "--seed", "7"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout == ("Code 1000-03GG: base, solo, side A, seed 7, "
                           "edicts drawn from the seed\n")


def test_the_readmes_codes_are_what_it_says():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    assert challenge.decode("19G0-03HR-0")["seats"] == b"\x00\x01\x03"
    assert 'ARGS="--code 19G0-03HR-0"' in readme
    said = "`Code 1000-03GG: base, solo, side A, seed 7,\nedicts drawn from the seed`"
    assert said in readme
    assert challenge.encode("base", 7) == "1000-03GG"

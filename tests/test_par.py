"""Par (engine.par): the strongest bot's whole game of a solo code's deal, a
slice at a time, equal to the bot's game played straight through, and the
same under MicroPython."""
import pytest

from engine import bot, par
from engine.challenge import MISTYPED, code_of, encode
from engine.game import OVER, Game, preset
from tools import mpyrun

CODES = [encode("base", 7), encode("heroes", 4321), encode("mixed", 99999, side=1),
         encode("base", 123456789, edicts=b"\x00\x05\x0a\x0f")]


def straight(code):
    """The strongest bot's total on ``code``'s deal, each decision searched
    to its end at once (engine.bot.choose), as a device's bot seat moves."""
    game = par.deal(code)
    while game.kind != OVER:
        game.act(bot.choose(game, bot.STRONG))
    return game.total(0)


def sliced(code):
    """(par, slices) of ``code`` stepped one slice at a time."""
    run = par.Par(par.deal(code))
    slices = 1
    while run.step():
        assert run.score is None
        slices += 1
    return run.score, slices, run


@pytest.mark.parametrize("code", CODES)
def test_par_is_the_strongest_bots_game_played_straight_through(code):
    score, slices, run = sliced(code)
    assert score == straight(code)
    assert run.game.kind == OVER and run.moves >= 15
    # A slice a search's slice or a move: far more slices than moves.
    assert slices > 10 * run.moves


def test_the_code_deals_the_game_it_was_made_from():
    game = Game(**preset("heroes", 1, 4321))
    code = code_of(game)
    assert par.deal(code).to_bytes() == game.to_bytes()
    while game.kind != OVER:
        game.act(bot.choose(game))
    assert sliced(code)[0] == game.total(0)


def test_stepping_on_after_the_end_changes_nothing():
    score, _, run = sliced(CODES[0])
    moves = run.moves
    for _ in range(3):
        assert not run.step()
    assert run.score == score and run.moves == moves


def test_each_slice_is_a_search_slice_or_one_move():
    run = par.Par(par.deal(CODES[2]))
    before = run.game.to_bytes()
    moves = 0
    while run.step():
        after = run.game.to_bytes()
        if after != before:
            moves += 1
            assert moves == run.moves  # a move per slice at most
            before = after
    assert run.moves == moves + 1  # the last move ends the game (and the steps)


def test_a_code_of_several_players_or_a_mistyped_one_is_refused():
    with pytest.raises(ValueError, match="solo"):
        par.deal(encode("base", 5, players=2))
    with pytest.raises(ValueError) as refused:
        par.deal("1234-5678")
    assert str(refused.value) == MISTYPED
    with pytest.raises(ValueError, match="solo"):
        par.Par(Game(**preset("base", 3, 5)))


def test_micropython_gives_the_same_par():
    code = "\n".join([
        "from engine import par",
        "for c in %r:" % (CODES[:3],),
        "    run = par.Par(par.deal(c))",
        "    while run.step():",
        "        pass",
        "    print(c, run.score, run.moves)",
    ])
    try:
        returncode, out, err = mpyrun.run(code, heap=256 * 1024, dirs=("engine",))
    except mpyrun.HarnessMissing as missing:
        pytest.fail("MicroPython harness not installed (%s)" % missing)
    assert returncode == 0, err
    expected = ""
    for c in CODES[:3]:
        score, _, run = sliced(c)
        expected += "%s %d %d\n" % (c, score, run.moves)
    assert out == expected

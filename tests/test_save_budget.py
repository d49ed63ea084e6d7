"""Every game the engine can hold fits the save room the boards reserve."""
from engine import bot
from engine.game import MAX_PLAYERS, OVER, Game, preset
from hw import boards, storage


def largest_save(players, content, seed):
    """The largest save bytes seen over a whole bot game."""
    game = Game(**preset(content, players, seed))
    game.names = ["ABCDEFGH"] * players  # the longest names
    most = len(game.to_bytes())
    while game.kind != OVER:
        game.act(bot.choose(game))
        most = max(most, len(game.to_bytes()))
    return most


def test_the_largest_game_fits_the_reserved_payload():
    most = max(largest_save(MAX_PLAYERS, content, seed)
               for content in ("base", "heroes", "mixed") for seed in (1, 2))
    assert most <= boards.SAVE_PAYLOAD, most


def test_the_reserved_payload_fits_the_smallest_nvm():
    # The RP2040 boards have 4 KB of NVM, the PyBadge 8 KB: two slots each.
    assert storage.size_for(boards.SAVE_PAYLOAD) <= 4096

"""Par: the strongest bot's score on a solo game's deal, its whole game played in small slices."""
# ``Par(deal(code))`` plays the solo game a challenge code (engine.challenge)
# deals with the strongest bot (``engine.bot.STRONG``): ``step()`` does one
# slice and returns True while work remains; then ``score`` is the bot's
# total. A slice is one slice of a decision's search (engine.hint), or the
# move the search chose (a move may end a season and score the map, so it
# gets a slice of its own). The same code gives the same par on every
# interpreter: the deal and the bot are deterministic, and nothing here
# depends on how the slices are spread over time. The hint's search keeps
# its buffers in its module: no other search may run between the slices of
# a par (a UI runs it only where neither a hint nor a bot seat searches).
from . import bot
from .phases import OVER


def deal(code):
    """A fresh ``engine.game.Game`` of the solo game challenge code ``code``
    deals; ValueError when it is no code (engine.challenge's sentences) or
    the code deals a game of several players."""
    from .challenge import decode, game_options
    from .game import Game

    fields = decode(code)
    if fields["players"] != 1:
        raise ValueError("par is played on a solo deal")
    return Game(**game_options(fields))


class Par:
    """The strongest bot's whole game of ``game`` (dealt solo, no move made
    yet), a slice a ``step()``."""

    def __init__(self, game):
        if game.n != 1:
            raise ValueError("par is played on a solo deal")
        self.game = game
        self.search = None
        self.ready = False  # the search is over: its move is the next slice
        self.moves = 0  # decisions the bot has made
        self.score = None  # the bot's total once the game is over

    def step(self):
        """Do one slice; False once the game is over (``score`` set)."""
        game = self.game
        if self.score is not None:
            return False
        if self.ready:
            game.act(self.search.action)
            self.search = None
            self.ready = False
            self.moves += 1
        elif self.search is not None:
            self.ready = not self.search.step()
            return True
        elif game.kind != OVER:
            self.search = bot.search(game, bot.STRONG)
            return True
        if game.kind == OVER:
            self.score = game.total(0)
            return False
        return True

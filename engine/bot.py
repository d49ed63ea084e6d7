"""A bot that takes any pending decision legally and sensibly: the hint's search."""
# ``choose(game)`` runs ``engine.hint``'s search to the end. In a game of
# two or more players each seat gets its own preferences, drawn from the
# game's seed and the seat, so the seats build different maps; alone, and
# for the hint, the bot plays ``hint.NEUTRAL``. Deterministic: the same
# game gives the same choices everywhere.
from . import hint
from .phases import DESTROY, PLACE
from .rng import Rng


def prefs(game, seat):
    """The preferences (``engine.hint``) of the bot in ``seat``."""
    if game.n == 1:
        return hint.NEUTRAL
    rng = Rng(game.seed * 8 + seat + 1)
    return bytes((1 + rng.below(3), 1 + rng.below(3), rng.below(3), 1 + rng.below(255)))


def choose(game):
    """An action tuple for the pending decision of ``game``."""
    if game.kind != PLACE and game.kind != DESTROY:
        raise ValueError("no decision is pending")
    return hint.best(game, prefs(game, game.actor))[0]

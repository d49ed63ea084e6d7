"""A bot that takes any pending decision legally and sensibly: the hint's search."""
# ``choose(game)`` runs ``engine.hint``'s search to the end. In a game of
# two or more players each seat gets its own preferences, drawn from the
# game's seed and the seat, so the seats build different maps; alone, and
# for the hint, the bot plays ``hint.NEUTRAL``. Deterministic: the same
# game gives the same choices everywhere.
#
# Strengths 1-3 differ in how many placements of the search's cheap local
# rating are scored exactly (``hint.best``'s ``keep``): the weakest takes
# the one the local rating likes best, the strongest (the default, the
# hint's own search) weighs KEEP. docs/engine-speed.md has their measured
# scores (bench/bench_bots.py).
from . import const, hint
from .phases import DESTROY, PLACE
from .rng import Rng

WEAK = const(1)
FAIR = const(2)
STRONG = const(3)
KEEPS = b"\x01\x06\x30"  # candidates scored exactly at strengths 1-3


def prefs(game, seat):
    """The preferences (``engine.hint``) of the bot in ``seat``."""
    if game.n == 1:
        return hint.NEUTRAL
    rng = Rng(game.seed * 8 + seat + 1)
    return bytes((1 + rng.below(3), 1 + rng.below(3), rng.below(3), 1 + rng.below(255)))


def search(game, strength=STRONG):
    """A ``hint.HintSearch`` of the acting seat's bot at ``strength``
    (WEAK, FAIR or STRONG), to ``step()`` a few slices at a time."""
    if game.kind != PLACE and game.kind != DESTROY:
        raise ValueError("no decision is pending")
    if not WEAK <= strength <= STRONG:
        raise ValueError("a bot's strength is 1 to 3")
    return hint.HintSearch(game, prefs(game, game.actor), KEEPS[strength - 1])


def choose(game, strength=STRONG):
    """An action tuple for the pending decision of ``game``, as the bot
    of ``strength`` takes it."""
    s = search(game, strength)
    while s.step():
        pass
    return s.action

"""A game of Cartographers / Cartographers Heroes: the API of docs/engine-api.md."""
# ``Game`` holds the whole state; its verbs are functions of small modules
# over that state, named beside each verb below: the actions
# (``engine.actions``), the turn flow that moves the game on to the next
# decision (``engine.flow``), the pending decision (``engine.decision``) and
# the results (``engine.results``). They are separate modules because
# MicroPython needs about three times a module's size to compile it from
# source: one big module would raise the import peak several times over.
# A save is written by ``game.to_bytes()`` and read by ``engine.restore.load``.
from array import array

from . import actions, cards, decision, flow, results
from .actions import IllegalAction  # noqa: F401 (part of the API)

# Re-exported: users take the API's constants from engine.game.
from .phases import (  # noqa: F401
    COIN_DRAGON,
    COIN_MOUNTAIN,
    COIN_SHAPE,
    DESTROY,
    EV_COINS,
    EV_DESTROYED,
    EV_KILLED,
    EV_REVEAL,
    EV_SCORED,
    EV_SOLO,
    EV_ZOMBIES,
    MAX_PLAYERS,
    OVER,
    PH_REVEAL,
    PLACE,
)
from .rng import Rng

# engine.setup (presets, dealing) and engine.maps (the printed sheets) are
# imported only where a game is set up or loaded, so a device can forget
# them while a game is played (docs/engine-api.md, "Memory").


def preset(content, players, seed):
    """Game keyword arguments for content "base", "heroes" or "mixed"."""
    from . import setup

    return setup.preset(content, players, seed)


def draw_edicts(rng, pool):
    """One scoring card per category from ``pool``, in random order under A-D."""
    from . import setup

    return setup.draw_edicts(rng, pool)


class Game:
    """The whole game state plus the pending decision."""

    # True in a game dealt with a stacked first season (``deck``: a lesson,
    # a puzzle), which is then no fair game to keep records of. Set on the
    # instance only then (engine.save's option bit 7).
    stacked = False
    # True in a game whose edicts were chosen, not drawn from the seed: the
    # seed then dealt the rest otherwise (engine.setup.deal), so a challenge
    # code must say so. Set on the instance only then (engine.save's bit 30
    # of the seed).
    chosen = False

    def __init__(self, players=1, names=None, side=0, explore=0, ruins=True,
                 heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                 pool=None, edicts=None, seed=0, deck=None, maps=None, deal=True, bots=None):
        """A new game, dealt and waiting for its first decision; with
        ``deal=False`` only its options, empty maps and score table, which
        ``engine.restore`` fills from a save. ``bots``: one byte a seat, 0
        for a person, 1-3 for a bot of that strength (``engine.bot``);
        None: every seat a person's."""
        from . import setup
        from .maps import new_grid

        self.names = setup.check(players, names, side, explore, seasons, ambushes, seed)
        # Who plays each seat: the app runs a bot seat's decisions
        # (docs/engine-api.md); a game has a person at the table.
        self.bots = setup.check_bots(players, bots)
        self.n = players
        self.side = side
        self.explore = explore
        self.ruins_on = 1 if ruins else 0
        self.heroes_on = 1 if heroes else 0
        self.ambushes = ambushes
        self.seasons = seasons
        self.seed = seed
        self.grids = [new_grid(side) for _ in range(players)]
        self.coins = bytearray(players)
        self.mountains = bytearray(players)   # surrounded mountains paid out
        self.dragon_paid = bytearray(players)
        self.table = array("h", bytes(2 * 16 * players))  # 4 seasons x 4 parts
        self.events = []
        self.paused = False  # saved by Save & quit (engine.save's option bit 6)
        self.patterns = ()  # the hero's attack orientations while a hero is placed
        if not deal:
            return
        self.rng = Rng(seed)
        # Card lists are small lists of ids (MicroPython's bytearray has no pop).
        self.deck = []
        self.revealed = []
        self.effects = []   # revealed Heroes ambushes, in order
        self.season = 0
        self.time = 0
        self.ruins_pending = 0
        self.card = 0
        self.step = 0
        self.sub = 0
        self.effect_i = 0
        setup.deal(self, pool, edicts, deck, maps)
        if deck is not None:
            self.stacked = True
        if edicts is not None:
            self.chosen = True
        self.events = []
        self.ph = PH_REVEAL
        flow.advance(self)

    # Reading the state: the season's end and the pending decision.
    threshold = flow.threshold
    orientations = decision.orientations
    hero_marks = decision.hero_marks
    destroyer = property(decision.destroyer)

    # The actions; each moves the game on to the next decision.
    why_not = actions.why_not
    can_destroy = actions.can_destroy
    place = actions.place
    destroy = actions.destroy
    act = actions.act
    # What a placement would draw, on the caller's copy of the map.
    preview = actions.preview

    # The results.
    scores = results.scores
    total = results.total
    monster_loss = results.monster_loss
    ranking = results.ranking
    solo_rating = results.solo_rating

    def to_bytes(self):
        """The whole state as versioned, checksummed bytes (engine.save)."""
        from . import save

        return save.to_bytes(self)

    def to_parts(self):
        """``to_bytes`` as the list of its parts, unjoined (engine.save)."""
        from . import save

        return save.to_parts(self)

"""A bot's decision searched while an earlier seat of the phase still decides."""
# In a real game everyone draws at once, and a bot seat's decision can be
# searched while an earlier seat still decides (``Ahead``): within a phase
# each step draws on its own target's map, so no earlier step's move changes
# what a later step's search reads (its target's map, coins and payouts, the
# card, the season). Its action is taken only once that decision is pending
# on the very state it was searched on (``Ahead.ready``). A module of its
# own: a bot's turn and the title's par load ``engine.bot`` without it. The
# search's modules are imported where a search starts, not at the top: a
# found action waits in its ``Ahead`` after they are forgotten (a board's
# UI lets them go before a move), and this module's globals would keep
# them, code and all, in the heap for as long as it waits.
from . import decision

# The pending decision's fields (engine.decision.set_decision, the hero's
# patterns), then the flow's step and sub-step.
_FIELDS = ("kind", "actor", "target", "choices", "fallback", "need_ruins", "patterns",
           "step", "sub")


class Ahead:
    """The decision that step ``seat`` of the current phase will face, a
    later step than the pending one, searched ``step()`` by ``step()``
    while the pending decision stays the game's between slices. ``bot``:
    the strength of the bot that takes it, 0 when a person does or the
    step has no decision (nothing to search)."""

    def __init__(self, game, seat):
        self.game = game
        self.seat = seat
        self.action = None
        self.mine = [0] * 9  # the searched decision's _FIELDS
        self.held = [0] * 9  # the pending decision's, while a slice runs
        self.search = None
        self.bot = 0
        _read(game, self.held)
        try:
            game.step = seat
            game.sub = 0
            if decision.prepare(game):
                self.bot = game.bots[game.actor]
            _read(game, self.mine)
            if self.bot:
                from . import hint
                from .bot import KEEPS, prefs

                self.search = hint.HintSearch(game, prefs(game, game.actor),
                                              KEEPS[self.bot - 1])
        finally:
            _write(game, self.held)
        self.stamp = _stamp(game, self.mine)

    def step(self):
        """One slice of the search; False once it is over (``action`` set,
        the search let go)."""
        search = self.search
        if search is None:
            return False
        game = self.game
        _read(game, self.held)
        _write(game, self.mine)
        try:
            more = search.step()
        finally:
            _write(game, self.held)
        if not more:
            self.action = search.action
            self.search = None
        return more

    def ready(self, game):
        """True when ``game`` is pending the decision searched, on the
        state it was searched on, and the search is over: ``action`` is the
        bot's as ``choose`` would take it now."""
        if game is not self.game or self.action is None:
            return False
        mine = self.mine
        for k in range(len(_FIELDS)):
            if getattr(game, _FIELDS[k]) != mine[k]:
                return False
        return _stamp(game, mine) == self.stamp


def _read(game, fields):
    for k in range(len(_FIELDS)):
        fields[k] = getattr(game, _FIELDS[k])


def _write(game, fields):
    for k in range(len(_FIELDS)):
        setattr(game, _FIELDS[k], fields[k])


def _stamp(game, mine):
    """A checksum of what a search of decision ``mine`` reads beyond its
    fields: the target's map, the target's and the actor's coins and
    payouts, the card, the phase, the season and its time."""
    target = mine[2]
    grid = game.grids[target]
    h = game.card * 64 + game.season * 16 + game.ph
    h = h * 64 + game.time
    for buf in (grid.cells, grid.tags):
        for b in buf:
            h = (h * 31 + b) & 0xFFFFFF
    for rows in (grid.ruins, grid.marks):
        for m in rows:
            h = (h * 31 + m) & 0xFFFFFF
    for p in (target, mine[1]):
        paid = game.coins[p] * 4096 + game.mountains[p] * 16 + game.dragon_paid[p]
        h = (h * 31 + paid) & 0xFFFFFF
    return h

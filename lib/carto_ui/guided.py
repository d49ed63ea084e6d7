"""The guided first game's deal, and starting it from How to play."""
# Loaded by the press that asks for the guided game and forgotten once the
# game is built (carto_ui.unload, GUIDED_NEW). Not in carto_ui.guide, which
# stays loaded through the guided game for its notes, the tightest run of
# the PyBadge; nor in a module the title keeps, where they would take the
# PicoSystem's start-up over its guard (docs/memory.md, "Budgets").
from carto_ui import strings as S
from carto_ui.lang import get
from engine import game as rules

SEED = 4  # with "mixed" content: base explore cards, map side A, Heroes ambushes
# The first season's deck, top card first: a choice of two shapes, ruins, an
# ambush (drawn for you), a hero to beat it, then three more cards to the
# season's end; the rest as the deck would hold them.
DECK = (3, 0, 7, 24, 36, 10, 2, 6, 4, 5, 8, 9, 11, 12, 1)


def game_kwargs():
    """Keyword arguments for ``engine.game.Game``: the guided game's deal."""
    kwargs = rules.preset("mixed", 1, SEED)
    kwargs["deck"] = list(DECK)
    kwargs["names"] = [get(S.YOU)]
    return kwargs


def start(app):
    """Start the guided game on ``app``: its notes are ``carto_ui.guide``'s."""
    app.guide = 0
    app.new_game(game_kwargs())


def offer(app, saved, on_back):
    """Start the guided game, first asking whether to discard a ``saved``
    game (B or "No" call ``on_back()``)."""
    if not saved:
        start(app)
        return

    def chosen(i):
        if i == 1:
            start(app)
        else:
            on_back()

    from carto_ui.dialog import Dialog

    app.show(Dialog(app, get(S.DISCARD_SAVED), (get(S.NO_KEEP_IT), get(S.YES_GUIDED)), chosen,
                    on_back=on_back))

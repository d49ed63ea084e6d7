"""After the last season: the finished maps with scoring spaces lit, the ranking, play again."""
# After the last season's scores: ``viewmaps.MapsView`` on the first map with
# edict A lit (UP/DOWN the edict, LEFT/RIGHT the player), A or B the ranking
# (``season.GameOver``), then the end menu: play this seed again (the same
# setup and cards), a new game, or the title. Its hint line is the game's
# challenge code, with the best score made on that code on this device
# where the line has room (carto_ui.codeline), made in the menu's idle
# frames after the press that opens it (``code_later``): that press already
# builds the menu, and the map's modules load after the line.
import gc

from micropython import const

from carto_ui import strings as S
from carto_ui import unload
from carto_ui.lang import get
from carto_ui.menus import Menu
from carto_ui.viewmaps import MapsView
from engine import game as rules

_WAIT = const(2)  # frames after the end menu's press before its code line is made


def start(app, game):
    """Show the review of ``game`` (over) on ``app``."""
    def on_to_ranking():
        ranking(app, game)

    app.show(MapsView(app, game, on_to_ranking, on_to_ranking, 0, 0,
                      (S.REVIEW_HINT_SMALL, S.REVIEW_HINT_ROOMY,
                       S.REVIEW_HINT_SMALL, S.REVIEW_HINT_SMALL)))


def ranking(app, game):
    """Show the ranking of ``game`` (over), then the end menu."""
    from carto_ui import season

    app.screen = None
    if unload.at(unload.RANKING):
        gc.collect()
    app.show(season.GameOver(app, game, lambda: end_menu(app, game)))


def end_menu(app, game):
    def chosen(i):
        if i == 0:
            app.new_game(replay_kwargs(game))
        elif i == 1:
            app.setup()
        else:
            app.title()

    items = (get(S.PLAY_AGAIN), get(S.NEW_GAME), get(S.TITLE_SCREEN))
    menu = Menu(app, get(S.GAME_OVER_SEED) % game.seed, items, chosen)
    if not game.stacked:  # a game no code deals (the guided game) keeps the menu's hint
        menu.update = code_later(menu, game)
    app.show(menu)
    app.prefetch(_WAIT)


def code_later(menu, game):
    """The end menu's ``update``: ``_WAIT`` frames after the press that
    showed the menu, its hint line becomes ``game``'s code line, once."""
    wait = _WAIT

    def update(now_ms):
        nonlocal wait
        if wait < 0:
            return
        if wait:
            wait -= 1
            return
        wait = -1
        from carto_ui.codeline import code_line

        hint = code_line(menu.app, game)
        unload.at(unload.CODE_TOLD)
        if hint is not None:
            menu.frame.set_hint(hint)

    return update


def content_of(game):
    """The setup form's content ("base", "heroes" or "mixed") of ``game``."""
    if game.heroes_on:
        return "mixed" if game.ruins_on else "heroes"
    return "base"


def replay_kwargs(game):
    """``Game`` keyword arguments that deal ``game``'s setup and cards again:
    its options and seed, and its edicts drawn from the seed as before or,
    when they were chosen by hand, given. A game dealt from a stacked deck
    is the guided first game (the only one the UI stacks): its own deal."""
    if game.stacked:
        from carto_ui import guided

        return guided.game_kwargs()
    kwargs = rules.preset(content_of(game), game.n, game.seed)
    kwargs["side"] = game.side
    kwargs["names"] = list(game.names)
    kwargs["explore"] = game.explore
    kwargs["seasons"] = game.seasons
    kwargs["ambushes"] = game.ambushes
    if game.chosen or rules.Game(**kwargs).edicts != game.edicts:
        kwargs["edicts"] = bytes(game.edicts)
    return kwargs

"""The turn menu (START on the map): (label, action) items over the play screen's verbs."""
from micropython import const

from carto_ui.lang import get
from carto_ui.menus import Menu

_S_BACK_TO_MAP = const(92)
_S_EDICT_VIEW = const(107)
_S_GAME_MENU = const(108)
_S_CHANGE_CHOICE = const(109)
_S_TAKE_BACK = const(110)
_S_HINT_BEST = const(111)
_S_TURN_TITLE = const(112)


def items(play):
    """The turn menu's (label, action) items; a new feature is one more item."""
    out = [(get(_S_BACK_TO_MAP), play.resume), (get(_S_EDICT_VIEW), play.view_edicts),
           (get(_S_GAME_MENU), play.on_menu)]
    if play.can_change_choice():
        out.append((get(_S_CHANGE_CHOICE), play.change_choice))
    if play.can_take_back():
        out.append((get(_S_TAKE_BACK), play.take_back))
    out.append((get(_S_HINT_BEST), play.ask_hint))
    return out


def turn_menu(app, play):
    """The turn menu over ``play``: a ``Menu`` whose choice runs the item's
    action; B goes back to the map."""
    chosen = items(play)
    labels = [label for label, _ in chosen]
    # The running game total is one press (START) away from the map.
    title = get(_S_TURN_TITLE) % play.game_total()
    return Menu(app, title, labels, lambda i: chosen[i][1](), on_back=play.resume)

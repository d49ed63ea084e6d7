"""The turn menu (START on the map): (label, action) items over the play screen's verbs."""
from carto_ui import strings as S
from carto_ui.lang import get
from carto_ui.menus import Menu


def items(play):
    """The turn menu's (label, action) items; a new feature is one more item."""
    out = [(get(S.BACK_TO_MAP), play.resume), (get(S.EDICT_VIEW), play.view_edicts),
           (get(S.GAME_MENU), play.on_menu)]
    if play.can_change_choice():
        out.append((get(S.CHANGE_CHOICE), play.change_choice))
    if play.can_take_back():
        out.append((get(S.TAKE_BACK), play.take_back))
    out.append((get(S.HINT_BEST), play.ask_hint))
    return out


def turn_menu(app, play):
    """The turn menu over ``play``: a ``Menu`` whose choice runs the item's
    action; B goes back to the map."""
    chosen = items(play)
    labels = [label for label, _ in chosen]
    # The running game total is one press (START) away from the map.
    title = get(S.TURN_TITLE) % play.game_total()
    return Menu(app, title, labels, lambda i: chosen[i][1](), on_back=play.resume)

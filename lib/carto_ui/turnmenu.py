"""The turn menu (START on the map): (label, action) items over the play screen's verbs."""
# On a roomy screen the menu is drawn at scale 2 when its items fit a big
# line (``menus.Menu``); at 240x240 a line holds 18 characters after the
# marker, so a label longer than that is its short form there (the long
# ones are clearer where they fit: at 320x240 and on the small screens).
from carto_ui import strings as S
from carto_ui.frame import roomy
from carto_ui.lang import get
from carto_ui.menus import Menu


def fit(key, short, cols):
    """String ``key``, or string ``short`` when ``key``'s is longer than
    ``cols`` (0: any length fits)."""
    text = get(key)
    if cols and len(text) > cols:
        return get(short)
    return text


def items(play, cols=0):
    """The turn menu's (label, action) items, each label at most ``cols``
    characters where it has a short form (0: the full labels); a new feature
    is one more item."""
    out = [(get(S.BACK_TO_MAP), play.resume), (get(S.EDICT_VIEW), play.view_edicts),
           (get(S.GAME_MENU), play.on_menu)]
    if play.can_change_choice():
        out.append((fit(S.CHANGE_CHOICE, S.CHANGE_SHORT, cols), play.change_choice))
    if play.can_take_back():
        out.append((fit(S.TAKE_BACK, S.TAKE_BACK_SHORT, cols), play.take_back))
    out.append((fit(S.HINT_BEST, S.HINT_SHORT, cols), play.ask_hint))
    return out


def turn_menu(app, play):
    """The turn menu over ``play``: a ``Menu`` whose choice runs the item's
    action; B goes back to the map."""
    cols = 0
    if roomy(app):
        from carto_ui.makeframe import big_cols

        cols = big_cols(app)  # a big title's width; an item's is one less (the marker)
    chosen = items(play, cols - 1 if cols else 0)
    labels = [label for label, _ in chosen]
    # The running game total is one press (START) away from the map.
    total = play.game_total()
    title = get(S.TURN_TITLE) % total
    if cols and len(title) > cols:
        title = get(S.TURN_TITLE_SHORT) % total
    return Menu(app, title, labels, lambda i: chosen[i][1](), on_back=play.resume)

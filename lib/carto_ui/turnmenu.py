"""The turn menu (START on the map): (label, action) items over the play screen's verbs."""
from carto_ui.menus import Menu


def items(play):
    """The turn menu's (label, action) items; a new feature is one more item."""
    out = [("Back to the map", play.resume), ("Edict view", play.view_edicts),
           ("Game menu", play.on_menu)]
    if play.can_change_choice():
        out.append(("Change shape/terrain", play.change_choice))
    if play.can_take_back():
        out.append(("Take back the last move", play.take_back))
    out.append(("Hint: the best move", play.ask_hint))
    return out


def turn_menu(app, play):
    """The turn menu over ``play``: a ``Menu`` whose choice runs the item's
    action; B goes back to the map."""
    chosen = items(play)
    labels = [label for label, _ in chosen]
    # The running game total is one press (START) away from the map.
    title = "Turn (game so far: %d)" % play.game_total()
    return Menu(app, title, labels, lambda i: chosen[i][1](), on_back=play.resume)

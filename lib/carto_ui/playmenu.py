"""The play screen's turn menu (START) and edict view: which spaces each
edict scores, lit on the map."""
from carto_ui.play import CHOOSE, EDICT
from engine import game as rules
from engine import scoring
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B


def turn_menu(play):
    from carto_ui.menus import Menu

    g = play.app.game
    items = ["Back to the map", "Edict view", "Game menu"]
    if g.kind == rules.PLACE and len(g.choices) > 1:
        items.append("Change shape/terrain")
    play.back_mode = play.mode
    play.app.show(Menu(play.app, "Turn", items, lambda i: turn_chosen(play, i), play._resume))


def turn_chosen(play, i):
    if i == 1:
        play._resume()
        edict_view(play)
    elif i == 2:
        play.on_menu()
    elif i == 3:
        play.mode = CHOOSE
        play._resume()
    else:
        play._resume()


def edict_view(play):
    if play.mode != EDICT:
        play.back_mode = play.mode
    play.mode = EDICT
    play.messages = []
    light(play)
    play._show_info()


def light(play):
    g = play.app.game
    card = g.edicts[play.edict]
    stars = scoring.highlight(card, play.grid, play.lit)
    play.map.light(play.lit)
    s = min(g.season, 3)
    now = " - scores now" if play.edict in (s, (s + 1) % 4) else ""
    lit = play.lit
    upper = 0
    lower = 0
    for i in range(33):
        upper += lit[i]
        lower += lit[88 + i]
    play._banner("%s %s: %d%s" % ("ABCD"[play.edict], scoring.NAMES[card], stars, now),
                 low=lower > upper)
    play.app.dirty = True


def press_edict(play, bit):
    if bit == RIGHT or bit == DOWN:
        play.edict = (play.edict + 1) % 4
        light(play)
    elif bit == LEFT or bit == UP:
        play.edict = (play.edict - 1) % 4
        light(play)
    elif bit in (A, B, START):
        play.map.light(None)
        play.mode = play.back_mode
        play._show_info()
        play._show_ghost()
        play._show_message()

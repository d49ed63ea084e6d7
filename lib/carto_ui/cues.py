"""Which sound an action calls for, and the time track on the board's lights."""
# The effects are ``hw.sound.EFFECTS``; a board without sound or lights has
# ``hw.sound`` / ``hw.lights`` None or missing, and these do nothing.
from engine import cards
from engine import game as rules


def effect_for(game, player):
    """The one effect for what the last action caused, the loudest news
    first: the final result, a season's end, an ambush, a coin for
    ``player``, a revealed card; else the placement itself."""
    best = 0
    for ev in game.events:
        k = ev[0]
        if k == rules.EV_SCORED:
            rank = 4
        elif k == rules.EV_REVEAL and cards.kind(ev[1]) == cards.AMBUSH:
            rank = 3
        elif k == rules.EV_COINS and ev[1] == player:
            rank = 2
        elif k == rules.EV_REVEAL:
            rank = 1
        else:
            rank = 0
        if rank > best:
            best = rank
    if game.kind == rules.OVER:
        best = 5
    return ("place", "reveal", "coin", "ambush", "season", "result")[best]


def play(hw, name):
    sound = getattr(hw, "sound", None)
    if sound is not None:
        sound.play(name)


def track(hw, game):
    """Show ``game``'s season time on the lights (dark without a game)."""
    lights = getattr(hw, "lights", None)
    if lights is None:
        return
    if game is None or game.kind == rules.OVER:
        lights.track(0, 0, 1)
    else:
        lights.track(min(game.season, 3), game.time, game.threshold())

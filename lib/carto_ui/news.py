"""What the game's events say: the sentences for coins, monsters killed,
zombies, destroyed spaces, revealed cards and solo ambushes, and the sound
effect they call for."""
from engine import cards
from engine import game as rules

_COIN_WHY = ("", " for surrounding a mountain", " for the slain Dragon")


def event_messages(game, events, player):
    """Sentences for what ``events`` did to ``player``'s map."""
    out = []
    for ev in events:
        k = ev[0]
        if k == rules.EV_COINS and ev[1] == player:
            n = ev[2]
            out.append("+%d coin%s%s" % (n, "" if n == 1 else "s", _COIN_WHY[ev[3]]))
        elif k == rules.EV_KILLED and ev[1] == player:
            out.append("The hero destroyed %d monster space%s" % (ev[2], "" if ev[2] == 1 else "s"))
        elif k == rules.EV_ZOMBIES and ev[1] == player:
            out.append("Zombies spread to %d space%s" % (ev[2], "" if ev[2] == 1 else "s"))
        elif k == rules.EV_DESTROYED and ev[1] == player:
            out.append("Space destroyed")
    return out


def reveal_messages(game, events):
    """Sentences for the cards revealed and the solo ambushes drawn."""
    out = []
    for ev in events:
        k = ev[0]
        if k == rules.EV_REVEAL:
            card = ev[1]
            kind = cards.kind(card)
            if kind == cards.RUINS:
                out.append("%s: the next shape must cover ruins" % cards.name(card))
            elif kind == cards.AMBUSH:
                out.append("Ambush! %s" % cards.name(card))
            elif kind == cards.HERO:
                out.append("Hero: %s" % cards.name(card))
            else:
                out.append("%s (time %d)" % (cards.name(card), cards.time(card)))
        elif k == rules.EV_SOLO:
            if ev[2] < 0:
                out.append("%s found no room and is discarded" % cards.name(ev[1]))
            else:
                out.append("%s drawn on your map" % cards.name(ev[1]))
    return out


def effect_for(game, player):
    """The one sound effect (hw.sound.EFFECTS) for what the last action
    caused, the loudest news first: the final result, a season's end, an
    ambush, a coin for ``player``, a revealed card; else the placement."""
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

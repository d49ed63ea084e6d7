"""What the game's events say: the sentences for coins, monsters killed,
zombies, destroyed spaces, revealed cards and solo ambushes, in the order
they happened."""
from engine import cards
from engine import game as rules

_COIN_WHY = ("", " for surrounding a mountain", " for the slain Dragon")


def event_messages(game, events, player):
    """Sentences for what ``events`` did to ``player``'s map."""
    return messages(game, events, player, True, False)


def reveal_messages(game, events):
    """Sentences for the cards revealed and the solo ambushes drawn."""
    return messages(game, events, -1, False, True)


def messages(game, events, player, own, reveals):
    """Sentences for ``events`` in the order they happened: what they did
    to ``player``'s map (with ``own``), the cards revealed and the solo
    ambushes drawn (with ``reveals``)."""
    out = []
    for ev in events:
        k = ev[0]
        if k == rules.EV_REVEAL or k == rules.EV_SOLO:
            if reveals:
                out.append(reveal_sentence(ev))
        elif own and ev[1] == player:
            if k == rules.EV_COINS:
                n = ev[2]
                out.append("+%d coin%s%s" % (n, "" if n == 1 else "s", _COIN_WHY[ev[3]]))
            elif k == rules.EV_KILLED:
                out.append("The hero destroyed %d monster space%s" % (
                    ev[2], "" if ev[2] == 1 else "s"))
            elif k == rules.EV_ZOMBIES:
                out.append("Zombies spread to %d space%s" % (ev[2], "" if ev[2] == 1 else "s"))
            elif k == rules.EV_DESTROYED:
                out.append("Space destroyed")
    return out


def reveal_sentence(ev):
    """The sentence for an EV_REVEAL or EV_SOLO event."""
    card = ev[1]
    if ev[0] == rules.EV_SOLO:
        if ev[2] < 0:
            return "%s found no room and is discarded" % cards.name(card)
        return "%s drawn on your map" % cards.name(card)
    return card_sentence(card)


def card_sentence(card):
    """What a revealed card asks for, in one sentence."""
    kind = cards.kind(card)
    if kind == cards.RUINS:
        return "%s: the next shape must cover ruins" % cards.name(card)
    if kind == cards.AMBUSH:
        return "Ambush! %s" % cards.name(card)
    if kind == cards.HERO:
        return "Hero: %s" % cards.name(card)
    return "%s (time %d)" % (cards.name(card), cards.time(card))

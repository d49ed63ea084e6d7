"""What the game's events say: the sentences for coins, monsters killed,
zombies, destroyed spaces, revealed cards and solo ambushes, in the order
they happened."""
from carto_ui import strings as S
from carto_ui.lang import get
from engine import cards
from engine import game as rules

_said = [None]  # the last sentence ``card_sentence`` made


def event_messages(game, events, player):
    """Sentences for what ``events`` did to ``player``'s map."""
    return messages(game, events, player, True, False)


def messages(game, events, player, own, reveals, told=0):
    """Sentences for ``events`` in the order they happened: what they did
    to ``player``'s map (with ``own``), the cards revealed and the solo
    ambushes drawn (with ``reveals``) but for those among the first
    ``told`` events (told with the move's own news)."""
    out = []
    for ev in events:
        k = ev[0]
        told -= 1
        if k == rules.EV_REVEAL or k == rules.EV_SOLO:
            if reveals and told < 0:
                out.append(reveal_sentence(ev))
        elif own and ev[1] == player:
            if k == rules.EV_COINS:
                why = ""
                if ev[3]:  # 1: a mountain surrounded, 2: the slain Dragon
                    why = get(S.FOR_MOUNTAIN + ev[3] - 1)
                out.append(get(S.COIN_1 if ev[2] == 1 else S.COINS_N) % (ev[2], why))
            elif k == rules.EV_KILLED:
                out.append(get(S.HERO_KILLED_1 if ev[2] == 1 else S.HERO_KILLED_N) % ev[2])
            elif k == rules.EV_ZOMBIES:
                out.append(get(S.ZOMBIES_1 if ev[2] == 1 else S.ZOMBIES_N) % ev[2])
            elif k == rules.EV_DESTROYED:
                out.append(get(S.SPACE_DESTROYED))
    return out


def reveal_sentence(ev):
    """The sentence for an EV_REVEAL or EV_SOLO event."""
    card = ev[1]
    if ev[0] == rules.EV_SOLO:
        if ev[2] < 0:
            return get(S.SOLO_NO_ROOM) % cards.name(card)
        return get(S.SOLO_DRAWN) % cards.name(card)
    return card_sentence(card)


def card_sentence(card):
    """What a revealed card asks for, in one sentence."""
    kind = cards.kind(card)
    if kind == cards.RUINS:
        text = get(S.RUINS_NEXT) % cards.name(card)
    elif kind == cards.AMBUSH:
        text = get(S.AMBUSH_BANG) % cards.name(card)
    elif kind == cards.HERO:
        text = get(S.HERO_IS) % cards.name(card)
    else:
        text = get(S.CARD_TIME) % (cards.name(card), cards.time(card))
    _said[0] = text
    return text


def last_card_sentence():
    """The sentence ``card_sentence`` made last: the map's news names its
    card with it (the card's panel, ``carto_ui.play``), which is not read
    from the language file again."""
    return _said[0]

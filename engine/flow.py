"""The turn flow: explore, draw, check and season end."""
# ``advance`` moves a game on until a player must decide something
# (``engine.decision``). Every field the flow depends on is a small int, a
# bytearray or a short list of card ids, so ``engine.save`` can write the
# whole state, and the pending decision is rebuilt from those fields after
# loading.
#
# ``decision`` is imported by name (``from .decision import``), so after
# ``scoring``, and actions imports flow before decision: scoring_* then
# compile from source before decision's code is in the heap. With
# ``from . import decision`` first, the 6-player self-play from .py needed
# 64,674 bytes of MicroPython heap; this way 61,784.
from . import cards, fill, scoring
from .cards import FIRST_AMBUSH, GORGON, TROLL, ZOMBIE
from .decision import prepare, set_decision
from .grid import SIZE
from .phases import (
    EV_REVEAL,
    EV_SCORED,
    EV_SOLO,
    EV_ZOMBIES,
    OVER,
    PH_AMBUSH,
    PH_CHECK,
    PH_DRAW,
    PH_EFFECT,
    PH_HERO,
    PH_OVER,
    PH_REVEAL,
    PH_SCORE,
)
from .terrain import DESTROYED, MONSTER


def advance(game):
    """Play the game on until a player must decide something (or it is over)."""
    n = game.n
    while True:
        ph = game.ph
        if ph == PH_DRAW or ph == PH_AMBUSH or ph == PH_HERO:
            if game.step < n:
                if prepare(game):
                    return
                game.step += 1
                game.sub = 0
                continue
            if ph == PH_DRAW:
                game.ruins_pending = 0
            game.ph = PH_CHECK
        elif ph == PH_REVEAL:
            _reveal(game)
        elif ph == PH_CHECK:
            game.ph = PH_SCORE if game.time >= threshold(game) else PH_REVEAL
        elif ph == PH_SCORE:
            _score_season(game)
        elif ph == PH_EFFECT:
            if _effect_step(game):
                return
        else:
            set_decision(game, OVER, 0, 0, ())
            return


def threshold(game):
    """The time that ends the current season."""
    return cards.THRESHOLDS[game.seasons][min(game.season, 3)]


def new_deck(game):
    """Explore cards (+ ruins), the unrevealed ambush and hero cards still
    in the deck, one new ambush and one new hero; shuffled."""
    base = cards.BASE_EXPLORE if game.explore == 0 else cards.HEROES_EXPLORE
    deck = list(base)
    if game.explore == 1 and game.ruins_on:
        deck += list(cards.RUINS_CARDS)
    elif game.explore == 0 and not game.ruins_on:
        deck = deck[2:]
    for card in game.deck:
        if card >= FIRST_AMBUSH:
            deck.append(card)
    if game.ambush_deck:
        deck.append(game.ambush_deck.pop())
    if game.hero_deck:
        deck.append(game.hero_deck.pop())
    game.rng.shuffle(deck)
    game.deck = deck
    game.revealed = []
    game.time = 0


def _reveal(game):
    if not game.deck:  # cannot happen with real decks; end the season
        game.ph = PH_SCORE
        return
    card = game.deck.pop()
    game.revealed.append(card)
    game.time += cards.time(card)
    game.card = card
    game.events.append((EV_REVEAL, card))
    game.step = 0
    game.sub = 0
    k = cards.kind(card)
    if k == cards.RUINS:
        game.ruins_pending = 1
    elif k == cards.EXPLORE:
        game.ph = PH_DRAW
    elif k == cards.HERO:
        game.ph = PH_HERO
    else:
        row = cards.ambush(card)
        if row[4]:
            game.effects.append(card)
        game.ph = PH_AMBUSH
        if game.n == 1:
            _solo_ambush(game, row)


def _solo_ambush(game, row):
    from . import ambush  # loaded only by a solo ambush's turn

    grid = game.grids[0]
    spot = ambush.solo_spot(grid, row[1], row[3], row[2])
    if spot is None:
        game.events.append((EV_SOLO, game.card, -1, -1))
        game.ph = PH_CHECK
        return
    r, c = spot
    fill.draw(game, 0, row[1], r, c, MONSTER, row[4])
    game.events.append((EV_SOLO, game.card, r, c))
    fill.after_fill(game, 0)
    if row[4] == GORGON:
        game.sub = 1  # the Gorgon's gaze is the player's choice


def _score_season(game):
    s = game.season
    a = game.edicts[s]
    b = game.edicts[(s + 1) % 4]
    t = game.table
    for p in range(game.n):
        grid = game.grids[p]
        i = p * 16 + s * 4
        t[i] = scoring.score(a, grid)
        t[i + 1] = scoring.score(b, grid)
        t[i + 2] = game.coins[p]
        t[i + 3] = scoring.monster_penalty(grid)
    game.events.append((EV_SCORED, s))
    if s == 3:
        game.ph = PH_OVER  # effects after the last scoring change nothing
    else:
        game.ph = PH_EFFECT
        game.effect_i = 0
        game.step = 0


def _effect_step(game):
    """Resolve ongoing effects in reveal order; True when a decision waits."""
    while game.effect_i < len(game.effects):
        effect = cards.ambush(game.effects[game.effect_i])[4]
        if effect == ZOMBIE:
            for p in range(game.n):
                _spread_zombies(game, p)
        elif effect == TROLL:
            while game.step < game.n:
                if prepare(game):
                    return True
                game.step += 1
        game.effect_i += 1
        game.step = 0
    game.season += 1
    new_deck(game)
    game.ph = PH_REVEAL
    return False


def _spread_zombies(game, p):
    from . import ambush  # loaded only by the Zombies' spread

    grid = game.grids[p]
    near, n = ambush.zombie_targets(grid, ZOMBIE)
    if not n:
        return
    for r in range(SIZE):
        m = near[r]
        for c in range(SIZE):
            if (m >> c) & 1:
                grid.set(r, c, DESTROYED if grid.is_marked(r, c) else MONSTER)
                grid.set_tag(r, c, ZOMBIE)
    game.events.append((EV_ZOMBIES, p, n))
    fill.after_fill(game, p)

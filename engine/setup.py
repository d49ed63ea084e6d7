"""Game setup: content presets, option checks, the edicts and the decks."""
# The draw of the four edicts (one scoring card per category, in random order
# under A-D), and dealing the ambush, hero and explore decks.
from . import cards, fill, flow, scoring
from .cards import FIRST_AMBUSH, FIRST_HERO
from .phases import MAX_PLAYERS

# The Heroes rulebook's recommended first game: Faunlost Thicket (A), Traylo
# Monastery (B), Ulem's Wallow (C), Dwarvenholds (D).
FIRST_GAME_HEROES = b"\x10\x18\x15\x1c"


def preset(content, players, seed):
    """Game keyword arguments for content "base", "heroes" or "mixed"."""
    if content == "base":
        return dict(players=players, side=seed % 2, explore=0, ruins=True,
                    heroes=False, ambushes=cards.BASE_AMBUSHES, seasons=0,
                    pool=bytes(range(16)), seed=seed)
    if content == "heroes":
        return dict(players=players, side=2 + seed % 2, explore=1, ruins=False,
                    heroes=True, ambushes=cards.HEROES_AMBUSHES, seasons=1,
                    pool=bytes(range(16, 32)), seed=seed)
    if content == "mixed":
        explore = seed % 2
        return dict(players=players, side=seed % 4, explore=explore, ruins=True,
                    heroes=True, ambushes=cards.BASE_AMBUSHES | cards.HEROES_AMBUSHES,
                    seasons=explore, pool=bytes(range(32)), seed=seed)
    raise ValueError("content must be base, heroes or mixed")


def draw_edicts(rng, pool):
    """One scoring card per category from ``pool``, placed in random order
    under edicts A-D (setup step 5)."""
    picks = bytearray(4)
    for k in range(4):
        group = bytes(c for c in pool if scoring.CATEGORY[c] == k)
        if not group:
            raise ValueError("the scoring pool has no card of category %d" % k)
        picks[k] = group[rng.below(len(group))]
    rng.shuffle(picks)
    return bytes(picks)


def check(players, names, side, explore, seasons, ambushes, seed):
    """Raise ValueError for options the game cannot be set up with; return
    the player names cleaned to at most 8 printable ASCII characters."""
    if not 1 <= players <= MAX_PLAYERS:
        raise ValueError("players must be 1 to %d" % MAX_PLAYERS)
    if not 0 <= side <= 3 or explore not in (0, 1) or seasons not in (0, 1):
        raise ValueError("side must be 0-3, explore and seasons 0 or 1")
    if not 0 <= ambushes < 0x1000:
        raise ValueError("ambushes is a 12-bit mask")
    if not 0 <= seed < 0x40000000:
        raise ValueError("seed must be 0 to 2**30 - 1")
    if names is None:
        names = ["P%d" % (i + 1) for i in range(players)]
    if len(names) != players:
        raise ValueError("one name per player")
    return ["".join(ch for ch in str(x)[:8] if " " <= ch <= "~") for x in names]


def check_bots(players, bots):
    """``bots`` as bytes, one a seat, each 0 (a person) or 1-3 (a bot's
    strength, engine.bot), with a person at the table; None: all people.
    Raise ValueError otherwise."""
    if bots is None:
        return bytes(players)
    bots = bytes(bots)
    if len(bots) != players:
        raise ValueError("one seat a player")
    person = False
    for b in bots:
        if b > 3:
            raise ValueError("a seat is 0 (a person) or 1-3 (a bot)")
        if b == 0:
            person = True
    if not person:
        raise ValueError("a game needs a person at the table")
    return bots


def deal(game, pool, edicts, deck, maps):
    """Draw the edicts, shuffle the ambush and hero decks and deal the first
    season's explore deck; ``deck`` (top card first) stacks that season and
    ``maps`` (one Grid per player) sets the starting maps instead."""
    rng = game.rng
    if edicts is None:
        edicts = draw_edicts(rng, bytes(range(32)) if pool is None else pool)
    if len(edicts) != 4 or [c for c in edicts if not 0 <= c < 32]:
        raise ValueError("edicts are 4 scoring cards 0-31")
    game.edicts = bytes(edicts)
    scoring.use(game.edicts)  # their code now, not on a turn's press
    amb = [FIRST_AMBUSH + i for i in range(12) if (game.ambushes >> i) & 1]
    rng.shuffle(amb)
    game.ambush_deck = amb
    hero = list(range(FIRST_HERO, FIRST_HERO + 4)) if game.heroes_on else []
    rng.shuffle(hero)
    game.hero_deck = hero
    if deck is None:
        flow.new_deck(game)
    else:
        for c in deck:
            if not 0 <= c < cards.COUNT:
                raise ValueError("deck holds card ids 0-39")
        # its ambush and hero cards are dealt now, not again later
        game.ambush_deck = [c for c in amb if c not in deck]
        game.hero_deck = [c for c in hero if c not in deck]
        game.deck = list(reversed(deck))
    if maps is not None:
        if len(maps) != game.n:
            raise ValueError("one map per player")
        for p in range(game.n):
            game.grids[p].copy_from(maps[p])
            game.mountains[p] = fill.surrounded_mountains(game.grids[p])  # no coins

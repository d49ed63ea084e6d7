"""Game setup: content presets, option checks, and the draw of the four
edicts (one scoring card per category, in random order under A-D)."""
from . import cards, scoring
from .phases import MAX_PLAYERS


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

"""The results of a game: season scores, totals, ranking and solo rating."""
# They read the score table ``game.table``, 4 parts per season per player
# (edict 1, edict 2, coins, monster penalty), and never change the game.
from . import cards, scoring


def scores(game, p):
    """Per season (edict 1, edict 2, coins, monsters, total)."""
    out = []
    t = game.table
    for s in range(4):
        i = p * 16 + s * 4
        out.append((t[i], t[i + 1], t[i + 2], t[i + 3],
                    t[i] + t[i + 1] + t[i + 2] - t[i + 3]))
    return out


def total(game, p):
    return sum(row[4] for row in scores(game, p))


def monster_loss(game, p):
    return sum(row[3] for row in scores(game, p))


def ranking(game):
    """[(place, player, total, monster loss)], best first; the tie-break
    is fewer stars lost to monsters, and equal players share a place."""
    rows = [(-total(game, p), monster_loss(game, p), p) for p in range(game.n)]
    rows.sort()
    out = []
    for i, (neg, loss, p) in enumerate(rows):
        if i and rows[i - 1][0] == neg and rows[i - 1][1] == loss:
            place = out[-1][0]
        else:
            place = i + 1
        out.append((place, p, -neg, loss))
    return out


def solo_rating(game):
    """(rating, title): score minus the four edicts' solo numbers."""
    rating = total(game, 0) - sum(scoring.SOLO[c] for c in game.edicts)
    return rating, cards.name(cards.COUNT + cards.solo_rank(rating))

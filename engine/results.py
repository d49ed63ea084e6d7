"""The results of a game: season scores, totals, ranking and solo rating."""
# The ranking comes with its tie-break. Base class of
# ``engine.decision.Decision`` (and so of ``engine.game.Game``); the score
# table is ``self.table``, 4 parts per season per player (edict 1, edict 2,
# coins, monster penalty).
from . import cards, scoring


class Results:
    """Reads the score table; never changes the game."""

    def scores(self, p):
        """Per season (edict 1, edict 2, coins, monsters, total)."""
        out = []
        t = self.table
        for s in range(4):
            i = p * 16 + s * 4
            out.append((t[i], t[i + 1], t[i + 2], t[i + 3],
                        t[i] + t[i + 1] + t[i + 2] - t[i + 3]))
        return out

    def total(self, p):
        return sum(row[4] for row in self.scores(p))

    def monster_loss(self, p):
        return sum(row[3] for row in self.scores(p))

    def ranking(self):
        """[(place, player, total, monster loss)], best first; the tie-break
        is fewer stars lost to monsters, and equal players share a place."""
        rows = [(-self.total(p), self.monster_loss(p), p) for p in range(self.n)]
        rows.sort()
        out = []
        for i, (neg, loss, p) in enumerate(rows):
            if i and rows[i - 1][0] == neg and rows[i - 1][1] == loss:
                place = out[-1][0]
            else:
                place = i + 1
            out.append((place, p, -neg, loss))
        return out

    def solo_rating(self):
        """(rating, title): score minus the four edicts' solo numbers."""
        rating = self.total(0) - sum(scoring.SOLO[c] for c in self.edicts)
        return rating, cards.solo_title(rating)

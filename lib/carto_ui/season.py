"""Season-end score breakdown and the game-end ranking."""
# ``SeasonEnd`` shows, per player, the two edicts scored, coins, stars lost to
# monsters and the season total, then the standings so far. ``GameOver``
# shows the ranking with the tie-break explained (or, solo, the rating and
# Queen Gimnax's title), then every season's breakdown. Both only read the
# game (``scores``, ``ranking``, ``solo_rating``).
from micropython import const

from carto_ui.frame import wrap
from carto_ui.lang import get
from carto_ui.pages import Pages

_S_SPRING = const(32)

LETTERS = "ABCD"


def table(game, season):
    """Lines of the breakdown table for ``season`` (fits 24 columns)."""
    first = LETTERS[season % 4]
    second = LETTERS[(season + 1) % 4]
    lines = ["%-7s%3s%3s%3s%4s%4s" % ("Player", first, second, "$", "Mon", "Sum")]
    for p in range(game.n):
        e1, e2, coins, monsters, total = game.scores(p)[season]
        lines.append("%-7s%3d%3d%3d%4d%4d" % (game.names[p][:7], e1, e2, coins, -monsters, total))
    return lines


def legend(game, season, cols):
    """Lines naming the two edicts scored and the column letters."""
    lines = []
    for k in (season % 4, (season + 1) % 4):
        lines.append(LETTERS[k] + " " + get(game.edicts[k]))
    lines.extend(wrap("$ coins, Mon monsters", cols))
    return lines


def chunk(title, lines, rows):
    """(title, lines) pages of at most ``rows`` lines each."""
    pages = []
    for start in range(0, max(len(lines), 1), rows):
        pages.append((title, lines[start:start + rows]))
    return pages


def season_page(game, season, rows, cols):
    """One page: the table plus as much of the legend as fits."""
    lines = table(game, season)
    extra = legend(game, season, cols)
    if len(lines) + 1 + len(extra) <= rows:
        lines = lines + [""] + extra
    elif len(lines) + len(extra) - 1 <= rows:
        lines = lines + extra[:-1]
    return (get(_S_SPRING + season) + " scores", lines)


def standings(game):
    """Ranking lines: place, name, total and stars lost to monsters."""
    lines = []
    for place, p, total, loss in game.ranking():
        lines.append("%d. %-8s%4d  mon %d" % (place, game.names[p], total, loss))
    return lines


def join_names(names):
    """"A", "A and B", "A, B and C"."""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def tie_notes(game, cols):
    """Sentences explaining every tie on total stars in the ranking."""
    rows = game.ranking()
    notes = []
    i = 0
    while i < len(rows):
        j = i + 1
        while j < len(rows) and rows[j][2] == rows[i][2]:
            j += 1
        if j - i > 1:
            group = rows[i:j]
            names = join_names([game.names[row[1]] for row in group])
            if group[0][3] == group[-1][3]:
                text = "%s tie on %d stars and on monsters (%d): they share place %d." % (
                    names, group[0][2], group[0][3], group[0][0])
            else:
                losses = ", ".join(["%s %d" % (game.names[row[1]], row[3]) for row in group])
                text = "%s tie on %d stars; fewer stars lost to monsters ranks higher (%s)." % (
                    names, group[0][2], losses)
            notes.extend(wrap(text, cols))
        i = j
    if not notes:
        notes = wrap("Ties go to the fewest stars lost to monsters.", cols)
    return notes


class SeasonEnd:
    """The scores of ``season`` (0-3), then the standings; ``on_done()``
    after the last page."""

    def __init__(self, app, game, season, on_done):
        cols = app.hw.WIDTH // 6 - 1
        rows = app.hw.HEIGHT // 12 - 2
        pages = [season_page(game, season, rows, cols)]
        if game.n > 1:
            pages.extend(chunk("Standings", standings(game), rows))
        else:
            line = "Total so far %d" % game.total(0)
            if len(pages[0][1]) < rows:
                pages[0][1].append(line)
            else:
                pages.append(("Standings", [line]))
        self.pages = Pages(app, pages, on_done)
        self.group = self.pages.group

    def press(self, mask):
        self.pages.press(mask)

    def update(self, now_ms):
        pass


class GameOver:
    """The final ranking with the tie-break explained, or solo the rating
    and title; then each season's breakdown; ``on_done()`` at the end."""

    def __init__(self, app, game, on_done):
        cols = app.hw.WIDTH // 6 - 1
        rows = app.hw.HEIGHT // 12 - 2
        if game.n > 1:
            lines = standings(game) + [""] + tie_notes(game, cols)
            pages = chunk("Final ranking", lines, rows)
        else:
            rating, title = game.solo_rating()
            total = game.total(0)
            # The rating is the score minus the number in the corner of
            # each edict card: what the Queen expects of a mapmaker.
            lines = [
                "%-15s%4d" % ("Your score", total),
                "%-15s%4d" % ("Queen expects", total - rating),
                "%-15s%4d" % ("Rating", rating),
                "",
                "Queen Gimnax names you",
            ]
            lines.extend(wrap(title, cols))
            pages = chunk("Game over", lines, rows)
        for season in range(4):
            pages.append(season_page(game, season, rows, cols))
        self.pages = Pages(app, pages, on_done)
        self.group = self.pages.group

    def press(self, mask):
        self.pages.press(mask)

    def update(self, now_ms):
        pass

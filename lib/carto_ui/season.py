"""Season-end score breakdown and the game-end ranking."""
# ``SeasonEnd`` shows, per player, the two edicts scored, coins, stars lost to
# monsters and the season total, then the standings so far. ``GameOver``
# shows the ranking with the tie-break explained (or, solo, the rating and
# Queen Gimnax's title), then every season's breakdown. Both only read the
# game (``scores``, ``ranking``, ``solo_rating``).
from carto_ui import strings as S
from carto_ui.frame import wrap
from carto_ui.lang import get
from carto_ui.makeframe import big_cols, size
from carto_ui.pages import Pages
from engine import cards

LETTERS = "ABCD"
TABLE_COLS = 24  # the width of ``table``'s lines
NARROW_COLS = 19  # the width of its narrow lines: 240x240's big body


def page_size(app):
    """(cols, rows) of the score pages: twice as large on a roomy screen
    when the table fits (narrow at 240x240)."""
    return size(app, big_cols(app) >= NARROW_COLS)


def table(game, season, cols=TABLE_COLS):
    """Lines of the breakdown table for ``season``: TABLE_COLS wide, or
    NARROW_COLS when ``cols`` is fewer (names cut to 3 letters, the last
    two columns headed by their first letter)."""
    first = LETTERS[season % 4]
    second = LETTERS[(season + 1) % 4]
    mon = get(S.TABLE_MON)
    tot = get(S.TABLE_SUM)
    if cols < TABLE_COLS:
        head = "%-3s%3s%3s%3s%4s%3s" % ("", first, second, "$", mon[:3], tot[:1])
        row = "%-3s%3d%3d%3d%4d%3d"
        name = 3
    else:
        head = "%-7s%3s%3s%3s%4s%4s" % (get(S.TABLE_HEAD), first, second, "$", mon, tot)
        row = "%-7s%3d%3d%3d%4d%4d"
        name = 7
    lines = [head]
    for p in range(game.n):
        e1, e2, coins, monsters, total = game.scores(p)[season]
        lines.append(row % (game.names[p][:name], e1, e2, coins, -monsters, total))
    return lines


def legend(game, season, cols):
    """Lines naming the two edicts scored and the column letters."""
    lines = []
    for k in (season % 4, (season + 1) % 4):
        lines.extend(wrap(LETTERS[k] + " " + get(game.edicts[k]), cols))
    lines.extend(wrap(get(S.LEGEND), cols))
    return lines


def chunk(title, lines, rows):
    """(title, lines) pages of at most ``rows`` lines each."""
    pages = []
    for start in range(0, max(len(lines), 1), rows):
        pages.append((title, lines[start:start + rows]))
    return pages


def season_page(game, season, rows, cols):
    """One page: the table plus as much of the legend as fits."""
    lines = table(game, season, cols)
    extra = legend(game, season, cols)
    if len(lines) + 1 + len(extra) <= rows:
        lines = lines + [""] + extra
    elif len(lines) + len(extra) - 1 <= rows:
        lines = lines + extra[:-1]
    return (get(S.SEASON_SCORES) % get(S.SPRING + season), lines)


def standings(game, cols=TABLE_COLS):
    """Ranking lines: place, name, total and stars lost to monsters; when
    ``cols`` is fewer than TABLE_COLS the names' column is only as wide as
    the longest name (a big body's lines at 240x240)."""
    lines = []
    row = get(S.STANDING_ROW)
    if cols < TABLE_COLS:
        longest = 1
        for name in game.names:
            longest = max(longest, len(name))
        row = row.replace("%-8s", "%%-%ds" % longest)
    for place, p, total, loss in game.ranking():
        lines.append(row % (place, game.names[p], total, loss))
    return lines


def join_names(names):
    """"A", "A and B", "A, B and C"."""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + get(S.AND) + names[-1]


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
                text = get(S.TIE_SHARE) % (
                    names, group[0][2], group[0][3], group[0][0])
            else:
                losses = ", ".join(["%s %d" % (game.names[row[1]], row[3]) for row in group])
                text = get(S.TIE_MONSTERS) % (
                    names, group[0][2], losses)
            notes.extend(wrap(text, cols))
        i = j
    if not notes:
        notes = wrap(get(S.TIES_RULE), cols)
    return notes


class SeasonEnd:
    """The scores of ``season`` (0-3), then the standings; ``on_done()``
    after the last page."""

    # Read between two cards of a game: where a bot decides first on the
    # next card, its decision is searched in this screen's frames
    # (carto_ui.ahead), not on its turn's screen after it.
    between_cards = True

    def __init__(self, app, game, season, on_done):
        cols, rows = page_size(app)
        pages = [season_page(game, season, rows, cols)]
        if game.n > 1:
            pages.extend(chunk(get(S.STANDINGS), standings(game, cols), rows))
        else:
            line = get(S.TOTAL_SO_FAR) % game.total(0)
            if len(pages[0][1]) < rows:
                pages[0][1].append(line)
            else:
                pages.append((get(S.STANDINGS), [line]))
        # The header, then a row at a time; each page big where it fits.
        self.pages = Pages(app, pages, on_done, tally=1, each=True)
        self.group = self.pages.group

    def press(self, mask):
        self.pages.press(mask)

    def update(self, now_ms):
        self.pages.update(now_ms)


class GameOver:
    """The final ranking with the tie-break explained, or solo the rating
    and title; then each season's breakdown; ``on_done()`` at the end."""

    def __init__(self, app, game, on_done):
        cols, rows = page_size(app)
        if game.n > 1:
            ranks = standings(game, cols)
            note_cols, note_rows = cols, rows
            for line in ranks:
                if len(line) > cols:  # the ranking at scale 1: its notes too
                    note_cols, note_rows = size(app)
            lines = ranks + [""] + tie_notes(game, note_cols)
            pages = chunk(get(S.FINAL_RANKING), lines, note_rows)
        else:
            rating = game.solo_rating()[0]
            title = get(S.SOLO_TITLE_0 + cards.solo_rank(rating))
            total = game.total(0)
            # The rating is the score minus the number in the corner of
            # each edict card: what the Queen expects of a mapmaker.
            lines = [
                get(S.YOUR_SCORE) % total,
                get(S.QUEEN_EXPECTS) % (total - rating),
                get(S.RATING) % rating,
                "",
            ]
            lines.extend(wrap(get(S.GIMNAX_NAMES), cols))
            lines.extend(wrap(title, cols))
            pages = chunk(get(S.GAME_OVER), lines, rows)
        for season in range(4):
            pages.append(season_page(game, season, rows, cols))
        # The result told a line at a time; each page big where it fits.
        self.pages = Pages(app, pages, on_done, tally=0, each=True)
        self.group = self.pages.group

    def press(self, mask):
        self.pages.press(mask)

    def update(self, now_ms):
        self.pages.update(now_ms)

"""The Records screen: per content, the solo records and titles, best scores; the codes played."""
from carto_ui import strings as S
from carto_ui.frame import wrap
from carto_ui.lang import get
from engine import cards

SCORE_COLUMNS = (2, 9, 6, 3)  # place, name, score, players (carto_ui.table)


def record_pages(recs, cols, rows):
    """(title, lines) pages for ``recs`` (a ``carto_ui.records.Records``):
    only those of a content and mode played, or the first when none was."""
    from carto_ui import records

    pages = []
    if recs.problem is not None:
        pages.append((get(S.RECORDS), wrap(get(recs.problem), cols)))
    for c in range(len(records.CONTENTS)):
        name = get(S.CONTENT_BASE + c)  # base, then Heroes and mixed
        best, titles, games = recs.solo(c)
        if not games and not (c == 0 and recs.empty()):
            _multi_pages(pages, recs, c, name, rows)
            continue
        lines = [get(S.SOLO_GAMES) % games]
        if best is not None:
            lines.append(get(S.BEST_RATING) % best)
            # SOLO_TITLE_0 and on: Queen Gimnax's titles, best first
            _indent(lines, get(S.SOLO_TITLE_0 + cards.solo_rank(best)), cols)
            earned = 0
            for i in range(records.TITLES):
                if titles >> i & 1:
                    earned += 1
            lines.append(get(S.TITLES_EARNED) % (earned, records.TITLES))
            for i in range(records.TITLES):
                if titles >> i & 1:
                    _indent(lines, get(S.SOLO_TITLE_0 + i), cols)
        _add(pages, get(S.SOLO_PAGE) % name, lines, rows)
        _multi_pages(pages, recs, c, name, rows)
    _code_pages(pages, recs, cols, rows)
    return pages


def _code_pages(pages, recs, cols, rows):
    """The challenge codes played (their ids only are kept, not their
    text): each one's best score and par, newest first, when any was."""
    from carto_ui.records import PAR_BIAS

    codes = recs.code_rows()
    if not codes:
        return
    lines = wrap(get(S.CODES_NOTE), cols)
    for k in range(len(codes)):
        par = codes[k][2]
        lines.append(get(S.CODE_ROW) % (k + 1, codes[k][1], str(par - PAR_BIAS) if par else "-"))
    _add(pages, get(S.CODES_PAGE), lines, rows)


def _multi_pages(pages, recs, c, name, rows):
    """Content ``c``'s multiplayer page(s), when such a game was played."""
    games = recs.multi_games(c)
    if not games:
        return
    lines = [get(S.GAMES) % games]
    scores = recs.best_scores(c)
    place = places(scores)
    if scores and len(scores) + 2 <= rows:  # the best scores as a table
        cells = [("#", get(S.COL_NAME), get(S.COL_SCORE), get(S.COL_PLAYERS))]
        for k in range(len(scores)):
            score, players, who = scores[k]
            cells.append((str(place[k]), who, "%5d" % score, "%2d" % players))
        pages.append((get(S.PLAYERS_PAGE) % name, [""] + lines, (SCORE_COLUMNS, cells)))
        return
    if scores:
        lines.append(get(S.BEST_SCORES))
        for k in range(len(scores)):
            score, players, who = scores[k]
            lines.append("%d %-8s %4d  %dp" % (place[k], who, score, players))
    _add(pages, get(S.PLAYERS_PAGE) % name, lines, rows)


def places(scores):
    """The place of each of ``scores`` ((score, players, name), best first)
    as the final ranking numbers them: equal scores share the first one's
    place and the next score's place counts them all (1, 1, 3)."""
    out = []
    for k in range(len(scores)):
        if k and scores[k][0] == scores[k - 1][0]:
            out.append(out[-1])
        else:
            out.append(k + 1)
    return out


def _indent(lines, text, cols):
    """``text`` (a solo title: some languages' are long) indented by one,
    wrapped to ``cols``."""
    for line in wrap(text, cols - 1):
        lines.append(" " + line)


def _add(pages, title, lines, rows):
    for start in range(0, len(lines), rows):
        pages.append((title, lines[start:start + rows]))


def show(app, on_back):
    """Show the records kept on this device; ``on_back()`` when closed."""
    from carto_ui import records
    from carto_ui.makeframe import size
    from hw import areas

    recs = records.load(areas.records(app.hw.storage))
    cols, rows = size(app)
    pages = record_pages(recs, cols, rows)
    for page in pages:
        if len(page) > 2:  # GridLayout is loaded only for a table to show
            from carto_ui.table import TablePages

            app.show(TablePages(app, pages, on_back))
            return
    from carto_ui.pages import Pages

    app.show(Pages(app, pages, on_back))

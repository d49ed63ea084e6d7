"""The Records screen: per content, the solo records and titles, then the best scores."""
from carto_ui.frame import wrap
from engine import cards

SCORE_COLUMNS = (2, 9, 6, 3)  # place, name, score, players (carto_ui.table)


def record_pages(recs, cols, rows):
    """(title, lines) pages for ``recs`` (a ``carto_ui.records.Records``)."""
    from carto_ui import records

    pages = []
    if recs.problem:
        pages.append(("Records", wrap(recs.problem, cols)))
    for c in range(len(records.CONTENTS)):
        name = records.CONTENTS[c]
        best, titles, games = recs.solo(c)
        lines = ["Solo games  %d" % games]
        if best is not None:
            lines.append("Best rating %d" % best)
            lines.append(" " + cards.solo_title(best))
            earned = 0
            for i in range(records.TITLES):
                if titles >> i & 1:
                    earned += 1
            lines.append("Titles earned %d of %d:" % (earned, records.TITLES))
            for i in range(records.TITLES):
                if titles >> i & 1:
                    lines.append(" " + records.title_name(i))
        _add(pages, name + ": solo", lines, rows)
        lines = ["Games  %d" % recs.multi_games(c)]
        scores = recs.best_scores(c)
        if scores and len(scores) + 2 <= rows:  # the best scores as a table
            cells = [("#", "Name", "Score", "Pl")]
            for k in range(len(scores)):
                score, players, who = scores[k]
                cells.append((str(k + 1), who, "%5d" % score, "%2d" % players))
            pages.append((name + ": players", [""] + lines, (SCORE_COLUMNS, cells)))
            continue
        if scores:
            lines.append("Best scores")
            for k in range(len(scores)):
                score, players, who = scores[k]
                lines.append("%d %-8s %4d  %dp" % (k + 1, who, score, players))
        _add(pages, name + ": players", lines, rows)
    return pages


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

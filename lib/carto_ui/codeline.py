"""The end menu's bottom line: a game's challenge code and the best score made on it."""
# Loaded by the review's end menu only (carto_ui.review), and forgotten
# there once the line is made (carto_ui.unload, CODE_TOLD).
from carto_ui import records
from carto_ui import strings as S
from carto_ui.lang import get
from engine.challenge import code_of


def code_line(app, game):
    """``game``'s challenge code, the best score made on it on this device
    (this game's included) and its par when the records hold it
    (carto_ui.parrun works it out on the title), as much of that as the
    line has room for (the code alone at least); None for a game no code
    deals."""
    code = code_of(game)
    if code is None:
        return None
    best = records.best_total(game)
    kept, par = records.code_kept(app.hw.storage, code)
    if kept is not None:
        best = max(best, kept)
    cols = app.hw.WIDTH // 6 - 1
    if par is not None:
        text = get(S.CODE_BEST_PAR) % (code, best, par)
        if len(text) > cols:
            text = get(S.CODE_BEST_PAR_SHORT) % (code, best, par)
        if len(text) <= cols:
            return text
    text = get(S.CODE_BEST) % (code, best)
    if len(text) > cols:
        text = get(S.CODE_LINE) % code
    return text

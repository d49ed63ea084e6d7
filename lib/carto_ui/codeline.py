"""The end menu's bottom line: a game's challenge code and the best score made on it."""
# Loaded by the review's end menu only (carto_ui.review), and forgotten
# there once the line is made (carto_ui.unload, CODE_TOLD).
from carto_ui import records
from carto_ui import strings as S
from carto_ui.lang import get
from engine.challenge import code_of


def code_line(app, game):
    """``game``'s challenge code and the best score made on it on this
    device (this game's included), or the code alone where the line has no
    room for both; None for a game no code deals."""
    code = code_of(game)
    if code is None:
        return None
    best = records.best_total(game)
    kept = records.code_best(app.hw.storage, code)
    if kept is not None:
        best = max(best, kept)
    text = get(S.CODE_BEST) % (code, best)
    if len(text) > app.hw.WIDTH // 6 - 1:
        text = get(S.CODE_LINE) % code
    return text

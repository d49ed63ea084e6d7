"""Checking a language file before use, and the language a board starts in."""
# Loaded by ``lang.use`` and forgotten after start-up (carto_ui.unload,
# SHEET_DRAWN): only a language change needs it again.
from array import array

CHOICE = "lang.txt"  # on a board: the chosen code, beside code.py


def check(name, count, stride):
    """(starts of every ``stride``-th line and the end, None) for language file ``name``
    when it is ``count`` lines of UTF-8, else (None, why not)."""
    try:
        with open(name, "rb") as f:
            data = f.read()
    except OSError:
        return None, "missing"
    try:
        str(data, "utf-8")
    except UnicodeError:
        return None, "damaged (not UTF-8)"
    starts = array("H")
    at = 0
    for k in range(count):
        if k % stride == 0:
            starts.append(at)
        end = data.find(b"\n", at)
        if end < 0:
            break
        at = end + 1
    if end < 0 or at != len(data):
        return None, "damaged (not %d lines of UTF-8)" % count
    starts.append(at)
    return starts, None


def chosen():
    """The language a board starts in: the code in ``lang.txt`` beside
    code.py, English without one."""
    try:
        with open(CHOICE) as f:
            return f.read().strip()
    except OSError:
        return "en"

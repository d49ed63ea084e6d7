"""Checking a language's files before use, and the language a board starts in."""
# Loaded by ``lang.use`` and forgotten after start-up (carto_ui.unload,
# SHEET_DRAWN): only a language change needs it again.
from array import array

CHOICE = "lang.txt"  # on a board: the chosen code, beside code.py
# The longer texts a language has files of (``lang.file``): learn.HOWTO,
# rulestext.RULES, learn.GUIDE.
TEXTS = ("howto.txt", "rules.txt", "guide.txt")


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


def texts(code, path):
    """The TEXTS language ``code`` has sound files of (``path(name)`` where
    file ``name`` lies): each other one is told in one line on the console
    and read in English. Sound is UTF-8 with as many lines and ``@`` titles
    as the English file (a reader indexes its lines or titles)."""
    # Here, once per language choice: where a text is read, the check would
    # read the whole file on every press that opens it.
    if code == "en":
        return ()
    good = []
    for name in TEXTS:
        dot = name.rfind(".")
        local = name[:dot] + "_" + code + name[dot:]
        try:
            if _shape(path(local)) == _shape(path(name)):
                good.append(name)
                continue
            why = "damaged (not as many lines and titles as %s)" % name
        except OSError:
            why = "missing"
        except UnicodeError:
            why = "damaged (not UTF-8)"
        print("%s %s: English instead." % (local, why))
    return good


def _shape(name):
    """(lines, ``@`` titles) of text file ``name``: OSError when it is
    missing, UnicodeError when it is not UTF-8."""
    # Line by line: the whole of rules_de.txt (5.7 KB) and its decoded copy
    # would be held at once, at start-up or in Settings.
    lines = titles = 0
    with open(name, "rb") as f:
        while True:
            line = f.readline()
            if not line:
                break
            str(line, "utf-8")
            lines += line.endswith(b"\n")
            titles += line.startswith(b"@")
    return lines, titles


def chosen():
    """The language a board starts in: the code in ``lang.txt`` beside
    code.py, English without one."""
    try:
        with open(CHOICE) as f:
            return f.read().strip()
    except OSError:
        return "en"

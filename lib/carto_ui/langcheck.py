"""Checking a language file before use, and the language a board starts in."""
# Loaded by ``lang.use`` and forgotten after start-up (carto_ui.unload,
# SHEET_DRAWN): only a language change needs it again.
from array import array

CHOICE = "lang.txt"  # on a board: the chosen code, beside code.py
BLOCK = 512  # bytes read at a time


def check(name, count, stride):
    """(starts of every ``stride``-th line and the end, None) for language file ``name``
    when it is ``count`` lines of UTF-8, else (None, why not). Read a block
    at a time: the whole file (and its text, to check it) was two blocks of
    its size, which a fragmented heap may not hold."""
    try:
        f = open(name, "rb")
    except OSError:
        return None, "missing"
    starts = array("H")
    at = 0  # the file's offset of ``rest``
    k = 0  # lines read
    rest = b""  # a line not ended yet
    with f:
        while True:
            block = f.read(BLOCK)
            if not block:
                break
            rest += block
            end = rest.rfind(b"\n") + 1  # whole lines: no character is cut
            if not end:
                continue
            lines = rest[:end]
            try:
                str(lines, "utf-8")
            except UnicodeError:
                return None, "damaged (not UTF-8)"
            i = 0
            while i < end:
                if k % stride == 0:
                    starts.append(at + i)
                k += 1
                i = lines.find(b"\n", i) + 1
            at += end
            rest = rest[end:]
    if rest or k != count:
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

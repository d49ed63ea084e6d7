"""Checking a language's longer texts (rules, How to play, the guide's notes) before use."""
# Loaded by ``lang.use`` for a language other than English only, and
# forgotten with ``carto_ui.langcheck``: in ``langcheck`` these took the
# PicoSystem's start-up (English) from 100 to 101 KiB on the VM.

# The longer texts a language has files of (``lang.file``): learn.HOWTO,
# rulestext.RULES, learn.GUIDE.
TEXTS = ("howto.txt", "rules.txt", "guide.txt")


def sound(code, path):
    """The TEXTS language ``code`` has sound files of (``path(name)`` where
    file ``name`` lies): each other one is told in one line on the console
    and read in English. Sound is UTF-8 with as many lines and ``@`` titles
    as the English file (a reader indexes its lines or titles)."""
    # Here, once per language choice: where a text is read, the check would
    # read the whole file on every press that opens it.
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

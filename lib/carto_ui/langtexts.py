"""Checking a language's longer texts (rules, How to play, the guide's notes) before use."""
# Loaded by ``lang.use`` for a language other than English only, and
# forgotten with ``carto_ui.langcheck``: in ``langcheck`` these would load
# in English too and take the PicoSystem's start-up over its guard
# (docs/memory.md, "Budgets").

# The longer texts a language has files of (``lang.file``): learn.HOWTO,
# rulestext.RULES, learn.GUIDE.
TEXTS = ("howto.txt", "rules.txt", "guide.txt")
# Their English files' (lines, ``@`` titles), which a translation must have
# (tests/test_lang_texts.py keeps them true): reading the English files too
# would take the German start-up over its instruction budget
# (docs/memory.md, "Budgets").
ENGLISH = ((63, 15), (44, 0), (25, 10))


def sound(code, file):
    """The TEXTS language ``code`` has sound files of (``file(name, code)``
    is where its translation of ``name`` lies, ``lang.file``): each other
    one is told in one line on the console and read in English. Sound is
    UTF-8 with as many lines and ``@`` titles as the English file (a reader
    indexes its lines or titles)."""
    # Here, once per language choice: where a text is read, the check would
    # read the whole file on every press that opens it.
    good = []
    for i in range(len(TEXTS)):
        name = TEXTS[i]
        local = file(name, code)
        try:
            if _shape(local) == ENGLISH[i]:
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
    # In blocks of whole lines, counted by bytes.count: line by line, or in
    # smaller blocks, the German start-up goes over its instruction budget
    # (docs/memory.md, "Budgets"); the whole file at once would hold
    # rules_de.txt and its decoded copy.
    lines = titles = 0
    rest = b""
    with open(name, "rb") as f:
        while True:
            block = f.read(2048)
            if not block:
                break
            block = rest + block
            end = block.rfind(b"\n") + 1  # each block starts a line
            rest = block[end:]
            block = block[:end]
            str(block, "utf-8")
            lines += block.count(b"\n")
            titles += block.startswith(b"@") + block.count(b"\n@")
    str(rest, "utf-8")
    return lines, titles + rest.startswith(b"@")

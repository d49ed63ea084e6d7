"""The UI's language: the codes, the chosen one and its strings, read on demand."""
# Every language is one file beside the UI's modules, ``lang_<code>.txt``,
# one string a line (a "\n" in a string written as the two characters "\n");
# a string's key is its line number, a small int the screens name with a
# module-local ``const`` (no interned name). English is read from its file
# too, so the English literals are out of the bytecode. Only the chosen
# language is read: ``use`` checks its file once and keeps where each line
# starts (2 bytes a string) and the file open; ``get`` seeks and reads one
# line. Longer texts (rules, how-to-play pages, guided notes) are files of
# their own per language (``file``). A missing or damaged language file
# falls back to English with one line on the console.
from array import array

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

LANGUAGES = ("en", "fr", "de", "it")  # the one list of language codes
NAMES = ("English", "Fran\u00e7ais", "Deutsch", "Italiano")  # each in itself
COUNT = const(231)  # strings in a language file: its lines
CHOICE = "lang.txt"  # on a board: the chosen code, beside code.py

_state = ["en", None, None]  # code, open file, line starts (array "H")


def _path(name):
    here = __file__
    cut = max(here.rfind("/"), here.rfind("\\"))
    return here[:cut + 1] + name


def _starts(data):
    """Where each of the COUNT lines of ``data`` starts (and the end), or
    None when ``data`` is not COUNT lines of UTF-8."""
    str(data, "utf-8")  # raises UnicodeError when damaged
    starts = array("H", [0])
    at = 0
    while len(starts) <= COUNT:
        end = data.find(b"\n", at)
        if end < 0:
            return None
        at = end + 1
        starts.append(at)
    if at != len(data):
        return None
    return starts


def use(code):
    """Make ``code`` (one of LANGUAGES) the UI's language; a missing or
    damaged file falls back to English with one line on the console."""
    old = _state[1]
    if old is not None:
        old.close()
    _state[1] = None
    starts = None
    why = "not one of %s" % (LANGUAGES,)
    if code in LANGUAGES:
        try:
            with open(_path("lang_%s.txt" % code), "rb") as f:
                starts = _starts(f.read())
            why = "damaged (not %d lines of UTF-8)" % COUNT
        except OSError:
            why = "missing"
        except UnicodeError:
            why = "damaged (not UTF-8)"
    if starts is None:
        if code != "en":
            print("Language %r %s: English instead." % (code, why))
            use("en")
            return
        raise OSError("lang_en.txt " + why)
    _state[0] = code
    _state[1] = open(_path("lang_%s.txt" % code), "rb")
    _state[2] = starts


def code():
    """The chosen language's code."""
    return _state[0]


def get(key):
    """String ``key`` of the chosen language."""
    if _state[1] is None:
        use(_state[0])
    f = _state[1]
    starts = _state[2]
    f.seek(starts[key])
    text = str(f.read(starts[key + 1] - starts[key] - 1), "utf-8")
    if "\\" in text:
        text = text.replace("\\n", "\n")
    return text


def file(name):
    """The path of text file ``name`` ("howto.txt") in the chosen language:
    ``howto_de.txt`` when there is one, else the English ``howto.txt``."""
    if _state[0] != "en":
        dot = name.rfind(".")
        local = _path(name[:dot] + "_" + _state[0] + name[dot:])
        try:
            open(local).close()
            return local
        except OSError:
            pass
    return _path(name)


def chosen():
    """The language a board starts in: the code in ``lang.txt`` beside
    code.py, English without one."""
    try:
        with open(CHOICE) as f:
            return f.read().strip()
    except OSError:
        return "en"

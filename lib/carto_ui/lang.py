"""The UI's language: the codes, the chosen one and its strings, read on demand."""
# Every language is one file beside the UI's modules, ``lang_<code>.txt``,
# one string a line (a "\n" in a string written as the two characters "\n");
# a string's key is its line number, a small int the screens name as
# ``S.NEW_GAME`` (``carto_ui.strings``, desktop-only: the bundle writes each
# name as its number, so no name is interned). English is read from its file
# too, so the English literals are out of the bytecode. Only the chosen
# language is read: ``use`` checks its file once (``carto_ui.langcheck``,
# forgotten after start-up) and keeps the file open and where every
# STRIDE-th line starts (and the file's end); ``get`` reads those STRIDE
# lines and takes its one.
# Longer texts (rules, how-to-play pages, guided notes) are files of their
# own per language (``file``), checked by ``use`` too (``carto_ui.langtexts``).
# A missing or damaged language file falls back to English with one line on
# the console.
from micropython import const

LANGUAGES = ("en", "fr", "de", "it")  # the one list of language codes
COUNT = const(340)  # strings in a language file: its lines
STRIDE = const(8)  # lines between two kept line starts

# code, open file, starts of lines 0, STRIDE, ..., end (array "H"), the
# texts read in that language (names as ``file`` takes them)
_state = ["en", None, None, ()]


def path(name):
    """Where text file ``name`` lies: beside the UI's modules."""
    here = __file__
    cut = max(here.rfind("/"), here.rfind("\\"))
    return here[:cut + 1] + name


def use(code):
    """Make ``code`` (one of LANGUAGES) the UI's language; a missing or
    damaged file (its strings or a text) falls back to English with one
    line on the console."""
    from carto_ui import langcheck

    old = _state[1]
    if old is not None:
        old.close()
    _state[1] = None
    starts, why = None, "not one of %s" % (LANGUAGES,)
    if code in LANGUAGES:
        starts, why = langcheck.check(path("lang_%s.txt" % code), COUNT, STRIDE)
    if starts is None:
        if code != "en":
            print("Language %r %s: English instead." % (code, why))
            use("en")
            return
        raise OSError("lang_en.txt " + why)
    _state[0] = code
    _state[1] = open(path("lang_%s.txt" % code), "rb")
    _state[2] = starts
    _state[3] = ()
    if code != "en":
        from carto_ui import langtexts

        _state[3] = langtexts.sound(code, file)


def code():
    """The chosen language's code."""
    return _state[0]


def get(key):
    """String ``key`` of the chosen language."""
    f = _state[1]
    if f is None:
        use(_state[0])
        f = _state[1]
    starts = _state[2]
    k = key // STRIDE
    f.seek(starts[k])
    # One read of the STRIDE lines: readline reads a byte at a time (a
    # stream's unbuffered readline), and skipping lines with it would make
    # every press that shows a string slower.
    block = f.read(starts[k + 1] - starts[k])
    at = 0
    for _ in range(key % STRIDE):
        at = block.find(b"\n", at) + 1
    text = str(block[at:block.find(b"\n", at)], "utf-8")
    if "\\" in text:
        text = text.replace("\\n", "\n")
    return text


def file(name, code=None):
    """The path of text file ``name`` ("howto.txt") in language ``code``
    (``howto_de.txt``); without ``code``, in the chosen language when ``use``
    found its file sound, else the English ``howto.txt``."""
    if code is None:
        if name not in _state[3]:
            return path(name)
        code = _state[0]
    dot = name.rfind(".")
    return path(name[:dot] + "_" + code + name[dot:])

"""A start-up error in plain sentences, on the serial console and the screen."""
# Loaded by code.py only when start-up fails. The bundle keeps it (and
# hw/__init__.py) as .py, so it loads even when the .mpy files do not; it
# needs nothing of ours, only displayio and the built-in font. The text is a
# TileGrid over a sheet of just the glyphs the message uses.
#
# The sentences are in the four languages of the UI, in the one that was in
# use (code.py passes it), else the board's ``lang.txt``, else English. They
# are written in plain ASCII: the built-in font has no accented letters, and
# the UI's own font may be what failed to load (docs/languages.md).
import sys
import time

INK = 0xFFFFFF
PAPER = 0x800000
CHOICE = "lang.txt"  # the board's language, beside code.py (as carto_ui.langcheck)

# The start-up's steps (code.py, carto_ui.start), in their words; a step's
# place here finds its translation.
STEPS = ("start-up", "checking the firmware", "loading the board", "importing the UI",
         "building the UI", "running the game")
# Per language: the steps; out of memory; .mpy of another version; a file
# missing; any other error; another firmware; old .py files; "and n more".
TEXTS = {
    "en": (
        STEPS,
        "Out of memory while %s: the game does not fit in this board's RAM. Press reset to"
        " try again.",
        "The .mpy files were made for another CircuitPython version: run make bundle for"
        " CircuitPython %d and copy again.",
        "A file of the game is missing (%s): copy the game onto the board again.",
        "The game stopped with an error while %s (%s: %s). Press reset to try again.",
        "This game is made for CircuitPython %d but the board runs %s: install CircuitPython"
        " %d from circuitpython.org.",
        "Old .py files beside the new .mpy files would run instead of them: delete %s, or"
        " copy the game again with make deploy.",
        " and %d more",
    ),
    "fr": (
        ("le demarrage", "la verification du firmware", "le chargement de la carte",
         "l'import de l'interface", "la construction de l'interface", "la partie"),
        "Memoire pleine pendant %s: le jeu ne tient pas dans la RAM de cette carte. Appuyez"
        " sur reset pour reessayer.",
        "Les fichiers .mpy ont ete faits pour une autre version de CircuitPython: lancez make"
        " bundle pour CircuitPython %d et copiez-les a nouveau.",
        "Un fichier du jeu manque (%s): copiez a nouveau le jeu sur la carte.",
        "Le jeu s'est arrete sur une erreur pendant %s (%s: %s). Appuyez sur reset pour"
        " reessayer.",
        "Ce jeu est fait pour CircuitPython %d mais la carte a %s: installez CircuitPython %d"
        " depuis circuitpython.org.",
        "D'anciens fichiers .py a cote des nouveaux .mpy seraient lances a leur place:"
        " supprimez %s, ou copiez a nouveau le jeu avec make deploy.",
        " et %d de plus",
    ),
    "de": (
        ("beim Start", "beim Pruefen der Firmware", "beim Laden des Boards",
         "beim Import der Oberflaeche", "beim Aufbau der Oberflaeche", "waehrend der Partie"),
        "Speicher voll %s: das Spiel passt nicht in den RAM dieses Boards. Fuer einen neuen"
        " Versuch Reset druecken.",
        "Die .mpy-Dateien sind fuer eine andere CircuitPython-Version: make bundle fuer"
        " CircuitPython %d ausfuehren und neu kopieren.",
        "Eine Datei des Spiels fehlt (%s): das Spiel neu auf das Board kopieren.",
        "Das Spiel wurde %s durch einen Fehler angehalten (%s: %s). Fuer einen neuen Versuch"
        " Reset druecken.",
        "Dieses Spiel ist fuer CircuitPython %d, das Board hat aber %s: CircuitPython %d von"
        " circuitpython.org installieren.",
        "Alte .py-Dateien neben den neuen .mpy-Dateien wuerden statt ihrer laufen: %s"
        " loeschen oder das Spiel mit make deploy neu kopieren.",
        " und %d weitere",
    ),
    "it": (
        ("l'avvio", "il controllo del firmware", "il caricamento della scheda",
         "l'import dell'interfaccia", "la costruzione dell'interfaccia", "la partita"),
        "Memoria esaurita durante %s: il gioco non sta nella RAM di questa scheda. Premi"
        " reset per riprovare.",
        "I file .mpy sono stati creati per un'altra versione di CircuitPython: esegui make"
        " bundle per CircuitPython %d e copiali di nuovo.",
        "Manca un file del gioco (%s): copia di nuovo il gioco sulla scheda.",
        "Il gioco si e' fermato per un errore durante %s (%s: %s). Premi reset per"
        " riprovare.",
        "Questo gioco e' fatto per CircuitPython %d ma la scheda ha %s: installa"
        " CircuitPython %d da circuitpython.org.",
        "Vecchi file .py accanto ai nuovi .mpy verrebbero eseguiti al loro posto: elimina %s,"
        " oppure copia di nuovo il gioco con make deploy.",
        " e %d in piu",
    ),
}


def language():
    """The code in the board's ``lang.txt``, when it names one of the
    languages here, else "en"."""
    try:
        with open(CHOICE) as f:
            code = f.read().strip()
    except OSError:
        return "en"
    return code if code in TEXTS else "en"


def _texts(code):
    if code not in TEXTS:
        code = language()
    return TEXTS[code]


def plain(error, step, code=None):
    """One or two sentences saying what an exception raised while ``step``
    (one of STEPS) means and what to do about it, in language ``code``
    (default: the board's ``lang.txt``, else English)."""
    texts = _texts(code)
    if step in STEPS:
        step = texts[0][STEPS.index(step)]
    said = str(error)
    if isinstance(error, MemoryError):
        return texts[1] % step
    if isinstance(error, ValueError) and ".mpy" in said:
        return texts[2] % sys.implementation.version[0]
    if isinstance(error, ImportError):
        return texts[3] % said
    return texts[4] % (step, type(error).__name__, said)


def wrong_firmware(target, code=None):
    """The sentence for a board running another CircuitPython major version."""
    running = ".".join(str(n) for n in sys.implementation.version[:3])
    return _texts(code)[5] % (target, running, target)


def stale_sources(paths, code=None):
    """The sentence for .py files left beside .mpy files of the same modules."""
    texts = _texts(code)
    # Two named at most: with three of the longest paths the sentence ran
    # past the 10 lines of a 160x128 screen, and its advice was cut off.
    shown = ", ".join(paths[:2])
    if len(paths) > 2:
        shown += texts[7] % (len(paths) - 2)
    return texts[6] % shown


def wrap(text, cols):
    """``text`` cut into lines of at most ``cols`` characters, at spaces
    where it can be."""
    lines = []
    line = ""
    for word in text.split():
        while len(word) > cols:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cols])
            word = word[cols:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= cols:
            line += " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def glyph_sheet(chars, font, w, h):
    """A 1-bit Bitmap of one w x h cell per character of ``chars``."""
    import displayio

    sheet = displayio.Bitmap(w * len(chars), h, 2)
    for i in range(len(chars)):
        glyph = font.get_glyph(ord(chars[i]))
        if glyph is None:
            continue
        src = glyph.bitmap
        # On CircuitPython the glyph's bitmap is the font's whole sheet and
        # tile_index picks the cell; on Blinka it is the glyph's own.
        per_row = src.width // w
        sx = (glyph.tile_index % per_row) * w
        sy = (glyph.tile_index // per_row) * h
        for y in range(h):
            for x in range(w):
                if src[sx + x, sy + y]:
                    sheet[i * w + x, y] = 1
    return sheet


def screen(text, width, height):
    """A Group showing ``text`` wrapped to fit width x height pixels, in the
    built-in font (twice as large on screens 240 pixels wide or more)."""
    import displayio
    import terminalio

    font = terminalio.FONT
    box = font.get_bounding_box()
    w = box[0]
    h = box[1]
    scale = 2 if width >= 240 else 1
    cols = width // (w * scale)
    rows = height // (h * scale)
    lines = wrap(text, cols)[:rows]
    chars = " "
    for line in lines:
        for c in line:
            if c not in chars:
                chars += c
    palette = displayio.Palette(2)
    palette[0] = PAPER
    palette[1] = INK
    grid = displayio.TileGrid(glyph_sheet(chars, font, w, h), pixel_shader=palette,
                              width=cols, height=rows, tile_width=w, tile_height=h,
                              default_tile=0)
    top = (rows - len(lines)) // 2
    for y in range(len(lines)):
        line = lines[y]
        for x in range(len(line)):
            grid[x, top + y] = chars.find(line[x])
    group = displayio.Group(scale=scale, x=(width - cols * w * scale) // 2,
                            y=(height - rows * h * scale) // 2)
    group.append(grid)
    return group


def board_display():
    """board.DISPLAY, or None on a board (or a test) without one."""
    try:
        import board
    except ImportError:
        return None
    return getattr(board, "DISPLAY", None)


def show(text, display=None):
    """Draw ``text`` on ``display`` (default board.DISPLAY); False if there
    is none."""
    if display is None:
        display = board_display()
    if display is None:
        return False
    # The last resort must not fail in turn: the console has the message.
    try:
        display.root_group = screen(text, display.width, display.height)
        display.auto_refresh = True
    except Exception as error:
        print("(not shown on the screen: %s: %s)" % (type(error).__name__, error))
        return False
    return True


def hold():
    """Keep the message on the screen until reset: when code.py ends,
    CircuitPython shows its console there instead. Elsewhere (the desktop
    VM, MicroPython, CPython) there is no screen to keep: it returns."""
    if sys.implementation.name != "circuitpython" or sys.platform == "linux":
        return
    while True:
        time.sleep(1)


def stop(message, error=None):
    """Say ``message`` on the console and the screen and stay there; where
    nothing is shown (no display, the desktop VM) raise ``error`` (or
    SystemExit) so that the run ends as a failure."""
    print(message)
    if show(message):
        if error is not None:  # the details, for a report
            try:
                from traceback import print_exception
            except ImportError:  # a build without traceback (the desktop VM)
                print("%s: %s" % (type(error).__name__, error))
            else:
                print_exception(error)
        hold()
    if error is not None:
        raise error
    raise SystemExit(1)

"""Text as TileGrids over one glyph sheet of terminalio.FONT."""
# The standard displayio way to draw text (terminalio.Terminal does it): a
# 1-bit sheet of every glyph the UI writes (printable ASCII) is built once,
# the first time a label is made, and a label is a TileGrid over it whose
# tile indices are characters (three control codes that no text prints,
# U+007F-U+0081, hold the card pictures' square: ``carto_ui.glyphs``).
# Setting a label's text writes tile indices only: it allocates nothing, and
# nothing at all happens when the text is unchanged. Labels of one colour
# share one 2-colour Palette.
import struct

import displayio
import terminalio
import vectorio
from micropython import const

FIRST = const(32)  # cells 0 .. ASCII - 1 hold characters FIRST .. FIRST + ASCII - 1
ASCII = const(98)  # printable ASCII, then the card pictures' three control codes
COUNT = const(117)  # cells on the sheet: ASCII, then the accented letters
UNKNOWN = const(31)  # tile of "?", shown for a character not on the sheet
LATIN = const(0xC0)  # accented letters are among the codes LATIN .. LATIN + 63

# The accented letters French, German and Italian need are cells ASCII ..
# COUNT - 1, composed from the base letter and a mark when the sheet is built
# (``carto_ui.glyphs``, forgotten after it): code - LATIN -> cell (0: none).
_LATIN_CELLS = bytearray(64)
PITCH = const(15)  # px between the lines of a Lines (bitmap_label's spacing)

_sheet = []
_palettes = {}

# The characters of a text, read without indexing the str: ``text[k]`` makes
# a 1-character str, which CircuitPython first looks up among its interned
# names (slow with the many names a game interns, and a season end's scores
# screen reads thousands of characters). On CircuitPython a str
# is a buffer: ``struct.pack_into`` copies its bytes into one bytearray kept
# for it, allocating nothing; on CPython the text is encoded instead.
_BYTES = bytearray(256)
try:
    struct.pack_into("1s", _BYTES, 0, "a")
    _STR_BUFFER = True
except Exception:  # CPython (struct.error): a str is not a buffer
    _STR_BUFFER = False


def _codes(text, end):
    """The UTF-8 bytes of ``text`` (on CircuitPython its first 256 bytes, in
    a buffer kept for it)."""
    if _STR_BUFFER and end <= 256:
        struct.pack_into("256s", _BYTES, 0, text)
        return _BYTES
    return text.encode()


def _ascii(codes, end):
    """Whether the first ``end`` bytes of ``codes`` are ASCII, so that a byte
    index is a character index (two values returned as a tuple would
    allocate it)."""
    for k in range(min(end, len(codes))):
        if codes[k] > 127:
            return False
    return True


def _walk(label, codes, start, end):
    """Write characters ``start`` .. ``end`` of UTF-8 ``codes`` into
    ``label`` (accented text), reading the bytes in place: a list of the
    text's characters would allocate, and on CircuitPython make each one a
    1-character str. False when ``codes`` ends before (a cut buffer)."""
    size = len(codes)
    b = 0
    c = 0
    if start >= end:  # a line after the text: blank
        c = end
        start = end
    while c < start:
        if b >= size:
            return False
        byte = codes[b]
        b += 1 if byte < 0xC0 else 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
        c += 1
    for i in range(label.width):
        tile = 0
        if c < end:
            if b >= size or (codes[b] >= 0xC0 and b + 1 >= size):
                return False
            byte = codes[b]
            if byte < 0x80:
                tile = byte - FIRST
                if not 0 <= tile < ASCII:
                    tile = UNKNOWN
                b += 1
            elif byte < 0xE0:
                tile = cell(((byte & 0x1F) << 6) | (codes[b + 1] & 0x3F))
                b += 2
            else:
                tile = UNKNOWN
                b += 3 if byte < 0xF0 else 4
            c += 1
        if label[i] != tile:
            label[i] = tile
    return True


# A test sets ``on_cut`` to a function(text, cols) that is called whenever a
# text is longer than the label showing it (cols = its width) or has more
# lines than a ``Lines`` (cols = 0); None on a board (tests/test_ui_fit.py).
on_cut = None


def sheet():
    """The glyph sheet: one row of COUNT cells, 1 bit per pixel."""
    if _sheet:
        return _sheet[0]
    font = terminalio.FONT
    box = font.get_bounding_box()
    w = box[0]
    h = box[1]
    bmp = displayio.Bitmap(w * COUNT, h, 2)
    from carto_ui import glyphs

    glyphs.draw(bmp, font, w, FIRST, ASCII, _LATIN_CELLS)
    _sheet.append(bmp)
    return bmp

def cell(code):
    """The sheet's cell for character ``code`` (UNKNOWN when not on it)."""
    if not _sheet:
        sheet()
    if FIRST <= code < FIRST + ASCII:
        return code - FIRST
    if LATIN <= code < LATIN + 64:
        found = _LATIN_CELLS[code - LATIN]
        if found:
            return found
    return UNKNOWN


def palette(colour, background=None):
    """The shared 2-colour Palette for ``colour`` text on ``background``
    (None: transparent)."""
    key = (colour, background)
    pal = _palettes.get(key)
    if pal is None:
        pal = displayio.Palette(2)
        pal[1] = colour
        if background is None:
            pal[0] = 0
            pal.make_transparent(0)
        else:
            pal[0] = background
        _palettes[key] = pal
    return pal


class Label(displayio.TileGrid):
    """One line of ``cols`` characters with its top-left corner at ``x``,
    ``y``; longer text is cut."""

    def __init__(self, cols, colour, background=None, x=0, y=0):
        bmp = sheet()
        super().__init__(bmp, pixel_shader=palette(colour, background), width=cols, height=1,
                         tile_width=bmp.width // COUNT, tile_height=bmp.height,
                         default_tile=0, x=x, y=y)
        self._text = ""

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text != self._text:
            self._text = text
            self.write(text, 0, len(text))

    def write(self, text, start, end):
        """Show ``text[start:end]`` (without slicing it), blank after it."""
        cols = self.width
        if end - start > cols and on_cut is not None:
            on_cut(text[start:end], cols)
        codes = _codes(text, end)
        if not _ascii(codes, end):
            if not _walk(self, codes, start, end):
                _walk(self, text.encode(), start, end)
            return
        for i in range(cols):
            k = start + i
            tile = 0
            if k < end:
                tile = codes[k] - FIRST
                if not 0 <= tile < ASCII:
                    tile = cell(codes[k])
            if self[i] != tile:
                self[i] = tile

    def set_colour(self, colour, background=None):
        self.pixel_shader = palette(colour, background)


class Lines(displayio.Group):
    """Up to ``rows`` lines of ``cols`` characters, ``pitch`` px apart; the
    text breaks at "\\n". With a ``background`` colour, a box fits the text
    and 1 px on each side of it; with a ``paper`` colour, each line is
    opaque on it, all of its width."""

    def __init__(self, cols, rows, colour, background=None, x=0, y=0, pitch=PITCH, paper=None):
        super().__init__(x=x, y=y)
        self.pitch = pitch
        self._box = None
        if background is not None:
            fill = displayio.Palette(1)
            fill[0] = background
            self._box = vectorio.Rectangle(pixel_shader=fill, width=1, height=1, x=-1, y=0)
            self.append(self._box)
        self._lines = []
        for row in range(rows):
            label = Label(cols, colour, paper, y=row * pitch)
            self._lines.append(label)
            self.append(label)
        self._text = ""

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        self._text = text
        n = len(text)
        start = 0
        widest = 0
        shown = 0
        for label in self._lines:
            end = n
            if start < n:
                end = text.find("\n", start)
                if end < 0:
                    end = n
                shown += 1
            label.write(text, start, end)
            widest = max(widest, min(end - start, label.width))
            start = end + 1
        if start < n and on_cut is not None:
            on_cut(text[start:], 0)
        if self._box is not None:
            bmp = sheet()
            self._box.width = widest * (bmp.width // COUNT) + 2
            self._box.height = bmp.height + self.pitch * max(shown - 1, 0)

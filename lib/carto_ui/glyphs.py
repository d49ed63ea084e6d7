"""Draws ``carto_ui.text``'s glyph sheet: terminalio.FONT's ASCII, the card
pictures' square, then accented letters."""
# Loaded only to build the sheet, at start-up, and forgotten after it
# (carto_ui.unload, SHEET_DRAWN): in text.py its code would stay loaded all
# game.
#
# The sheet copies the font's pixels, a glyph per ``bitmaptools.blit``: read
# pixel by pixel in Python it would cost a large share of the start-up's
# instruction budget (docs/memory.md, "Budgets"). On CircuitPython a
# glyph's ``bitmap`` is the whole font sheet and ``tile_index`` picks the
# cell; on Blinka it is the glyph's own bitmap and ``tile_index`` is 0. Both
# are read the same way.
import bitmaptools

# The card pictures' square (``carto_ui.rulestext``) is two cells, U+007F its
# left half and U+0080 its right: 10x10 px, 2 px from the next square across
# and down (a line is 12 px), as the map's tiles are; U+0081, a gap in a
# shape, stays blank (a space there would be lost to ``frame.wrap``).
SQUARE = 0x7F

# The accented letters the game's French, German and Italian texts use (and
# "Français" in Settings; tests/test_lang.py reads every text for a letter
# missing here), composed when the sheet is built from the base letter's
# glyph and a mark (no font file). The three languages' other accented
# letters are left out: they would keep heap all game.
# Cell ASCII + j holds the letter of ACCENTED[3j] (its code - LATIN), drawn
# as ASCII letter ACCENTED[3j + 1] with mark ACCENTED[3j + 2]: ` grave,
# ' acute, ^ circumflex, : diaeresis, , cedilla, s the sharp s (drawn whole).
ACCENTED = (b"\x00A`\x09E'\x16O:\x1cU:\x1fss\x20a`\x24a:\x27c,\x28e`\x29e'\x2ae^"
            b"\x2ci`\x2ei^\x32o`\x34o^\x36o:\x39u`\x3bu^\x3cu:")
# A mark's pixels as (x, y) pairs from the mark's top row: 2 rows above a
# lowercase letter (rows 1-2 of the 12), 2 above a capital (rows 0-1).
_MARKS = {
    ord("`"): b"\x01\x00\x02\x01",
    ord("'"): b"\x03\x00\x02\x01",
    ord("^"): b"\x02\x00\x01\x01\x03\x01",
    ord(":"): b"\x01\x01\x03\x01",
    ord(","): b"\x02\x00\x02\x01\x01\x01",
}
# The sharp s, rows 2-9: one byte a row, bit 4 the leftmost pixel.
_SHARP_S = b"\x0c\x12\x12\x14\x12\x11\x11\x16"


def draw(bmp, font, w, first, ascii, latin_cells):
    """Draw the sheet ``bmp`` (cells ``w`` px wide): characters ``first`` ..
    ``first + ascii - 1``, then ACCENTED's letters; fill ``latin_cells``
    (code - LATIN -> cell)."""
    h = bmp.height
    for i in range(ascii):
        _copy_glyph(bmp, font, first + i, i * w, w, h)
    x = (SQUARE - first) * w
    bitmaptools.fill_region(bmp, x + 1, 1, x + w, h - 1, 1)
    bitmaptools.fill_region(bmp, x + w, 1, x + 2 * w - 1, h - 1, 1)
    for j in range(0, len(ACCENTED), 3):
        cell = ascii + j // 3
        latin_cells[ACCENTED[j]] = cell
        _compose(bmp, font, ACCENTED[j + 1], ACCENTED[j + 2], cell * w, w, h)


def _copy_glyph(bmp, font, code, x, w, h):
    glyph = font.get_glyph(code)
    if glyph is None:
        return
    src = glyph.bitmap
    per_row = src.width // w
    sx = (glyph.tile_index % per_row) * w
    sy = (glyph.tile_index // per_row) * h
    bitmaptools.blit(bmp, src, x, 0, x1=sx, y1=sy, x2=sx + w, y2=sy + h)


def _compose(bmp, font, base, mark, x, w, h):
    """Draw letter ``base`` with ``mark`` into the cell at ``x``."""
    if mark == 0x73:  # "s": the sharp s, drawn whole
        for row in range(len(_SHARP_S)):
            bits = _SHARP_S[row]
            for col in range(5):
                if bits & (0x10 >> col):
                    bmp[x + col, 2 + row] = 1
        return
    _copy_glyph(bmp, font, base, x, w, h)
    if mark == 0x2C:  # ",": the cedilla, under the letter
        top = h - 2
    elif base >= 0x61:  # a lowercase letter: its own dot (i) goes
        top = 1
        for y in range(4):
            for col in range(w):
                bmp[x + col, y] = 0
    else:
        top = 0
    pixels = _MARKS[mark]
    for k in range(0, len(pixels), 2):
        bmp[x + pixels[k], top + pixels[k + 1]] = 1

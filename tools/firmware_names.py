"""The names CircuitPython's firmware already holds, probed from its VM.

A name the firmware holds (a ROM qstr: ``append``, ``pixel_shader``,
``divmod``...) costs a program nothing when it uses it; any other name is
interned in the heap the first time a module uses it, and never freed. The
bundle (``tools/shortnames.py``) never renames a firmware name, and renames
our own public names to unused firmware names where it can.

``tools/firmware_names.txt`` is made by this module from CircuitPython 10's
desktop VM (``python -m tools.firmware_names``; it also makes
``tools/firmware_names_micropython.txt`` from MicroPython 1.27's, where every
held name is spare):

- **held**: every identifier the VM holds. Candidates are every identifier
  and every suffix of one in the VM binary's strings (the linker shares a
  string's tail, so ``fill`` may exist only inside ``bitmaptools_fill``); a
  candidate is held when loading a module that uses it interns nothing new
  (``micropython.qstr_info(1)`` lists what was interned).
- **spare**: the held names a PyBadge's firmware has too, because they are
  reachable with ``dir()`` from the built-in types and from the modules a
  PyBadge has (builtins, sys, gc, time, struct, array, math, random,
  collections, json, binascii, errno, re, io, micropython, displayio,
  vectorio, fontio, terminalio, bitmaptools, keypad), plus those names'
  keyword arguments listed in ``KEYWORDS``, but not the attributes of the
  display modules' classes and of exceptions. These are the names handed out.
"""
import keyword
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "tools", "firmware_names.txt")
# MicroPython 1.27's unix VM (../shared/micropython): the engine's heap benchmark
MICROPYTHON_PATH = os.path.join(ROOT, "tools", "firmware_names_micropython.txt")
CHUNK = 1500  # names per probe module: mpy-cross runs out of memory near 14,000

# Keyword arguments of displayio, bitmaptools and the core that dir() does not
# reach, held by every CircuitPython 10 build with those modules (PyBadge).
KEYWORDS = (
    "default_tile dest_bitmap dest_clip0 dest_clip1 dx dy element_size factor_1 "
    "factor_2 fill_color_value input_colorspace keepends mask new_color old_color "
    "ox oy palette_index replaced_color_value reverse_pixels_in_element reverse_rows "
    "shift_x shift_y skip_dest_index skip_index skip_source1_index skip_source2_index "
    "skip_source_index source_bitmap source_bitmap_1 source_bitmap_2 source_clip0 "
    "source_clip1 source_colorspace swap_bytes_in_element tile_index value_count "
    "x1 x2 xs y1 y2 ys bits_per_pixel blendmode color_count codepoint"
).split()

DIR_PROBE = """\
import builtins, sys, gc, time, struct, array, math, micropython
mods = [builtins, sys, gc, time, struct, array, math, micropython]
for m in ("random", "collections", "json", "binascii", "errno", "re", "io",
          "displayio", "vectorio", "fontio", "terminalio", "bitmaptools", "_keypad"):
    try:
        mods.append(__import__(m))
    except ImportError:  # MicroPython: no display modules
        pass
seen = set()
def add(o, depth):
    for n in dir(o):
        seen.add(n)
        if depth:
            try:
                v = getattr(o, n)
            except Exception:
                continue
            if isinstance(v, type):
                add(v, depth - 1)
for m in mods:
    add(m, 2)
for t in (str, bytes, bytearray, list, tuple, dict, set, frozenset, int, float, object,
          memoryview, range, type, Exception):
    add(t, 0)
print("DIR", " ".join(sorted(seen)))
# attributes of the native classes a program may subclass (displayio.TileGrid...)
attrs = set(dir(BaseException))
for m in mods:
    if m.__name__ not in ("displayio", "vectorio", "fontio", "terminalio", "bitmaptools",
                          "_keypad"):
        continue
    for n in dir(m):
        v = getattr(m, n)
        if isinstance(v, type):
            attrs.update(dir(v))
print("ATTRS", " ".join(sorted(attrs)))
"""


def binary_identifiers(binary):
    """Every identifier, and every suffix of one, in the binary's strings."""
    with open(binary, "rb") as f:
        data = f.read()
    found = set()
    for match in re.finditer(rb"[A-Za-z_][A-Za-z0-9_]{0,39}", data):
        word = match.group().decode()
        for start in range(len(word)):
            name = word[start:]
            if not name[0].isdigit() and not keyword.iskeyword(name) \
                    and not name.startswith("__"):
                found.add(name)
    return sorted(found)


def interned_by(vm, mpy_cross, names):
    """The names of ``names`` that loading a module using them interns (all
    others the VM already holds)."""
    folder = tempfile.mkdtemp(prefix="romprobe-")
    try:
        chunks = [names[i:i + CHUNK] for i in range(0, len(names), CHUNK)]
        for number, chunk in enumerate(chunks):
            path = os.path.join(folder, "p%d.py" % number)
            with open(path, "w") as f:
                f.write("def f(o):\n")
                f.writelines("    o.%s\n" % name for name in chunk)
            subprocess.run([mpy_cross, path], check=True)
            os.remove(path)
        with open(os.path.join(folder, "main.py"), "w") as f:
            f.write("import micropython\n")
            f.writelines("import p%d\n" % number for number in range(len(chunks)))
            f.write("micropython.qstr_info(1)\n")
        done = subprocess.run([vm, "-X", "heapsize=8000000", "main.py"], cwd=folder,
                              env=dict(os.environ, MICROPYPATH="."),
                              capture_output=True, text=True, check=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return {line[2:-1] for line in done.stdout.splitlines() if line.startswith("Q(")}


def reachable(vm):
    """(names ``dir()`` reaches from the types and modules a PyBadge has,
    attributes of the display modules' classes and of exceptions)."""
    done = subprocess.run([vm, "-c", DIR_PROBE], capture_output=True, text=True, check=True)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    if "DIR" not in lines or "ATTRS" not in lines:
        raise RuntimeError("dir() probe failed: " + done.stderr)
    return set(lines["DIR"].split()), set(lines["ATTRS"].split())


def probe(vm, mpy_cross, every=False):
    """(held, spare): sorted lists, as the file keeps them. A spare name is
    never an attribute of a display class or an exception: a subclass of one
    (``Label(displayio.TileGrid)``) would have it twice; nor does it start
    with ``_`` (``_x = const(1)`` is folded away, so it could not be
    imported). ``every``: every other held name is spare, not only those a
    PyBadge has too (for measuring on that VM itself)."""
    candidates = binary_identifiers(vm)
    held = sorted(set(candidates) - interned_by(vm, mpy_cross, candidates))
    names, attributes = reachable(vm)
    offered = set(held) if every else (names | set(KEYWORDS)) & set(held)
    spare = sorted(name for name in offered - attributes if not name.startswith("_"))
    return held, spare


def write(held, spare, path=PATH):
    with open(path, "w") as f:
        f.write("# Names CircuitPython 10's firmware holds (tools/firmware_names.py made this\n"
                "# file from the desktop VM). 'spare' names are handed out by the bundle.\n")
        for name in held:
            f.write("%s%s\n" % (name, " spare" if name in spare else ""))


def load(path=PATH):
    """(held: set, spare: list in file order)."""
    held, spare = set(), []
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                continue
            parts = line.split()
            held.add(parts[0])
            if len(parts) > 1:
                spare.append(parts[0])
    return held, spare


def main():
    sys.path.insert(0, ROOT)
    from tools import cpfind

    shared = os.path.join(os.path.dirname(ROOT), "shared", "micropython", "bin")
    for path, vm, mpy_cross, every in (
            (PATH, cpfind.find_vm(), cpfind.find_mpy_cross(), False),
            (MICROPYTHON_PATH, os.path.join(shared, "micropython"),
             os.path.join(shared, "mpy-cross"), True)):
        held, spare = probe(vm, mpy_cross, every)
        write(held, spare, path)
        print("%d names held, %d spare: %s" % (len(held), len(spare), os.path.relpath(path)))


if __name__ == "__main__":
    main()

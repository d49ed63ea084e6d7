"""Copy the built bundle onto a mounted CIRCUITPY drive.

    python tools/deploy.py [--bundle build/CIRCUITPY] [--drive PATH] [--force]

Without ``--drive`` (or the ``CIRCUITPY`` environment variable) it looks for
``/media/*/CIRCUITPY``, ``/run/media/*/CIRCUITPY``, ``/media/CIRCUITPY`` and
``/Volumes/CIRCUITPY`` and refuses unless exactly one is mounted. A drive
without CircuitPython's ``boot_out.txt`` is refused unless ``--force``.

Each top-level folder of the bundle (``engine/``, ``hw/``) and each entry of
its ``lib/`` replaces the one on the drive, and a file replaces both its
``.py`` and ``.mpy`` forms, so no stale module survives: CircuitPython
imports a module's ``.py`` when its ``.mpy`` sits beside it, and the old code
would run. Anything else on the drive (``settings.toml``, other libraries) is
left alone, but for the board check's ``check/`` folder
(``tools/boardcheck.py``), which a bundle without one removes. ``code.py``
is written last so the board reloads once with everything in place.

A bundle holding a module as both ``.py`` and ``.mpy``, or ``.mpy`` files of
two versions, is refused; after the copy the drive is checked for both.
"""
import argparse
import glob
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.bundle import DEFAULT_OUT, MARKER, built_with, listing  # noqa: E402

CHECK = "check"  # the board check's folder (tools/boardcheck.py): goes when the game comes back
SEARCH = ("/media/*/CIRCUITPY", "/run/media/*/CIRCUITPY", "/media/CIRCUITPY", "/Volumes/CIRCUITPY")


class DeployError(Exception):
    """Nothing was copied; the message says why."""


def find_drives(patterns=SEARCH):
    """Mounted CIRCUITPY folders matching the usual mount points."""
    found = []
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            if os.path.isdir(path) and path not in found:
                found.append(path)
    return found


def choose_drive(explicit=None, patterns=SEARCH, force=False):
    """The drive to write to, or DeployError explaining what to do."""
    if explicit:
        if not os.path.isdir(explicit):
            raise DeployError("CIRCUITPY=%s is not a folder" % explicit)
        drive = explicit
    else:
        drives = find_drives(patterns)
        if not drives:
            raise DeployError(
                "no CIRCUITPY drive found (looked in %s). Plug the board in, or name the "
                "drive: make deploy CIRCUITPY=/path/to/CIRCUITPY" % ", ".join(patterns)
            )
        if len(drives) > 1:
            raise DeployError(
                "several CIRCUITPY drives: %s; choose one with CIRCUITPY=path" % ", ".join(drives)
            )
        drive = drives[0]
    if not force and not os.path.exists(os.path.join(drive, "boot_out.txt")):
        raise DeployError(
            "%s has no boot_out.txt, so it does not look like a CircuitPython drive; "
            "add --force to copy anyway" % drive
        )
    return drive


def remove(path):
    """Delete a file or folder if it exists."""
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


def replaced_entries(bundle):
    """Bundle paths that replace their counterpart on the drive wholesale."""
    entries = []
    for name in sorted(os.listdir(bundle)):
        if name == MARKER:
            continue
        if name == "lib":
            entries += ["lib/" + sub for sub in sorted(os.listdir(os.path.join(bundle, "lib")))]
        elif name != "code.py":
            entries.append(name)
    if os.path.exists(os.path.join(bundle, "code.py")):
        entries.append("code.py")
    return entries


def both_forms(folder, entries):
    """The modules of folder under the given entries (bundle paths) present
    as both .py and .mpy, as sorted .py paths."""
    found = set()
    for entry in entries:
        top = os.path.join(folder, *entry.split("/"))
        if os.path.isdir(top):
            for place, _dirs, files in os.walk(top):
                for name in files:
                    if name.endswith(".mpy") and name[:-4] + ".py" in files:
                        found.add(os.path.join(place, name[:-4] + ".py"))
        else:
            stem = os.path.splitext(top)[0]
            if os.path.exists(stem + ".py") and os.path.exists(stem + ".mpy"):
                found.add(stem + ".py")
    return sorted(os.path.relpath(path, folder).replace(os.sep, "/") for path in found)


def mpy_headers(folder):
    """{first three bytes of a .mpy file (kind, version, flags): a path}."""
    found = {}
    for path, size in listing(folder):
        if path.endswith(".mpy") and size >= 3:
            with open(os.path.join(folder, *path.split("/")), "rb") as compiled:
                found.setdefault(compiled.read(3), path)
    return found


def check_bundle(bundle, entries):
    """DeployError if the bundle mixes .py and .mpy of a module or .mpy
    files of two versions, or holds .mpy files CircuitPython cannot load."""
    mixed = both_forms(bundle, entries)
    if mixed:
        raise DeployError("the bundle holds both .py and .mpy of %s; run `make bundle` again"
                          % ", ".join(mixed))
    headers = mpy_headers(bundle)
    if len(headers) > 1:
        raise DeployError("the bundle mixes .mpy files of two versions (%s); run `make bundle` "
                          "again" % ", ".join(sorted(headers.values())[:2]))
    for header, path in headers.items():
        if header[:1] != b"C":
            raise DeployError("%s is not a CircuitPython .mpy file; run `make bundle` again"
                              % path)


def deploy(bundle=DEFAULT_OUT, drive=None, force=False, log=print, patterns=SEARCH):
    """Copy bundle onto the drive; return (drive, bytes copied)."""
    if not os.path.exists(os.path.join(bundle, MARKER)):
        raise DeployError("%s is not a built bundle; run `make bundle` first" % bundle)
    entries = replaced_entries(bundle)
    check_bundle(bundle, entries)
    drive = choose_drive(drive, patterns, force)
    mixed = both_forms(drive, entries)
    if mixed:
        log("the drive held both .py and .mpy of %s: replaced" % ", ".join(mixed))
    if CHECK not in entries and os.path.isdir(os.path.join(drive, CHECK)):
        remove(os.path.join(drive, CHECK))
        log("removed the board check's %s/" % CHECK)
    total = 0
    for entry in entries:
        source = os.path.join(bundle, *entry.split("/"))
        target = os.path.join(drive, *entry.split("/"))
        remove(target)
        stem, ext = os.path.splitext(target)
        if ext in (".py", ".mpy"):
            remove(stem + (".mpy" if ext == ".py" else ".py"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.isdir(source):
            shutil.copytree(source, target)
        else:
            shutil.copyfile(source, target)
        if os.path.isdir(source):
            size = sum(file_size for _path, file_size in listing(source))
        else:
            size = os.path.getsize(source)
        log("%9d  %s" % (size, entry))
        total += size
    if hasattr(os, "sync"):
        os.sync()
    mixed = both_forms(drive, entries)
    if mixed:
        raise DeployError("%s still holds both .py and .mpy of %s; delete the .py files"
                          % (drive, ", ".join(mixed)))
    log("%9d  bytes copied to %s (%s)" % (total, drive, built_with(bundle)))
    return drive, total


def main(argv=None):
    parser = argparse.ArgumentParser(description="Copy the bundle to a CIRCUITPY drive.")
    parser.add_argument("--bundle", default=DEFAULT_OUT, help="bundle folder (build/CIRCUITPY)")
    parser.add_argument(
        "--drive", default=os.environ.get("CIRCUITPY") or None,
        help="the mounted drive (default: $CIRCUITPY or auto-detect)",
    )
    parser.add_argument("--force", action="store_true", help="copy even without boot_out.txt")
    args = parser.parse_args(argv)
    try:
        deploy(args.bundle, args.drive, args.force)
    except DeployError as error:
        print("deploy: %s" % error, file=sys.stderr)
        return 1
    print("Done. The board restarts by itself; eject the drive before unplugging it.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

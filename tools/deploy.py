"""Copy the built bundle onto a mounted CIRCUITPY drive.

    python tools/deploy.py [--bundle build/CIRCUITPY] [--drive PATH] [--force]

Without ``--drive`` (or the ``CIRCUITPY`` environment variable) it looks for
``/media/*/CIRCUITPY``, ``/run/media/*/CIRCUITPY``, ``/media/CIRCUITPY`` and
``/Volumes/CIRCUITPY`` and refuses unless exactly one is mounted. A drive
without CircuitPython's ``boot_out.txt`` is refused unless ``--force``.

Each top-level folder of the bundle (``engine/``, ``hw/``) and each entry of
its ``lib/`` replaces the one on the drive, so no stale module survives;
anything else on the drive (``settings.toml``, other libraries) is left
alone. ``code.py`` is written last so the board reloads once with
everything in place.
"""
import argparse
import glob
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.bundle import DEFAULT_OUT, MARKER, listing  # noqa: E402

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


def deploy(bundle=DEFAULT_OUT, drive=None, force=False, log=print, patterns=SEARCH):
    """Copy bundle onto the drive; return (drive, bytes copied)."""
    if not os.path.exists(os.path.join(bundle, MARKER)):
        raise DeployError("%s is not a built bundle; run `make bundle` first" % bundle)
    drive = choose_drive(drive, patterns, force)
    total = 0
    for entry in replaced_entries(bundle):
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
    log("%9d  bytes copied to %s" % (total, drive))
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

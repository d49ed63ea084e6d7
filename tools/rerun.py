"""Run a kept failed VM run again, with the working tree's program, at one heap or many.

A device test whose VM run fails keeps it in ``build/failed-vm-runs/<n>``
(``tools/cpvm.py``, ``Stage.keep``): its drive, key events, save store and
``run.sh``. This runs it again in a copy, so a change can be tried against
the recorded failure in seconds rather than with the whole device tier:

    python tools/rerun.py build/failed-vm-runs/run-abc123                # the tree's, its heap
    python tools/rerun.py build/failed-vm-runs/run-abc123 --heaps 120:140  # every 2 KiB
    python tools/rerun.py build/failed-vm-runs/run-abc123 --as-kept       # the program as kept

One line per heap: ``clean`` (the key events ran out with no out-of-memory
recovery), ``out of memory xN`` (the app recovered N times) or ``failed``
with the console's last line. The same recorded game can need a few KiB
more or less after a change anywhere in the code that stays loaded (the
conservative collector's stale words and the heap's holes move with it),
so a range of heaps says more than the guard's one. Exit status 0 when
every heap ran clean.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools import bundle, cpvm  # noqa: E402

HEAP = re.compile(r"heapsize=(\d+)")
# What the bundle writes on a drive: replaced by the tree's when run again.
PROGRAM = ("code.py", bundle.NAMES, "carto_bundle.py", "lib", "engine", "hw")


def heap_of(command):
    """The heap in KiB that ``run.sh``'s ``command`` gives the VM."""
    found = HEAP.search(command)
    if found is None:
        raise ValueError("no heapsize= in %r" % command)
    return int(found.group(1)) // 1024


def with_heap(command, kib):
    """``command`` with the VM's heap set to ``kib`` KiB."""
    return HEAP.sub("heapsize=%d" % (kib * 1024), command, count=1)


def heaps(text):
    """``"126"`` -> [126]; ``"120:140"`` -> 120, 122 ... 140; ``"120:140:4"``."""
    parts = [int(part) for part in text.split(":")]
    if len(parts) == 1:
        return parts
    if len(parts) not in (2, 3) or parts[0] > parts[1] or (len(parts) == 3 and parts[2] < 1):
        raise ValueError("heaps are KIB, LOW:HIGH or LOW:HIGH:STEP, not %r" % text)
    return list(range(parts[0], parts[1] + 1, parts[2] if len(parts) == 3 else 2))


def verdict(code, out):
    """How a run went, in a few words (see the module's docstring), as the
    tests judge it (``cpvm.Result``)."""
    run = cpvm.Result(code, out, "", None)
    if run.ok:
        return "clean"
    if run.ended and "Traceback" not in out:
        return "out of memory x%d" % out.count(cpvm.OOM_LINE)
    lines = [line for line in out.splitlines() if line.strip()]
    return "failed (exit %d): %s" % (code, lines[-1] if lines else "no output")


def program(kept, folder):
    """Build the working tree's program into ``folder`` as the kept run's was
    built (.mpy with names renamed, or .py)."""
    compiled = os.path.exists(os.path.join(kept, "lib", "carto_ui", "app.mpy"))
    cross = cpvm.find_mpy_cross() if compiled else None
    bundle.build(folder, mpy_cross=cross, log=lambda *a: None, rename=compiled)


def run_once(kept, command, build=None):
    """Run ``command`` in a fresh copy of the kept run (the tree's program
    from ``build`` in place of its own unless None); (exit code, console)."""
    folder = tempfile.mkdtemp(prefix="rerun-")
    try:
        work = os.path.join(folder, "run")
        shutil.copytree(kept, work, symlinks=True)
        if build is not None:
            for name in PROGRAM:
                path = os.path.join(work, name)
                if os.path.isdir(path):
                    shutil.rmtree(path)
                elif os.path.exists(path):
                    os.remove(path)
                source = os.path.join(build, name)
                if os.path.isdir(source):
                    shutil.copytree(source, path)
                elif os.path.exists(source):
                    shutil.copy(source, path)
        script = os.path.join(work, "run.sh")
        with open(script, "w") as f:
            f.write(command)
        done = subprocess.run(["sh", script], capture_output=True, text=True)
        return done.returncode, done.stdout + done.stderr
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("run", help="a kept run's folder (build/failed-vm-runs/run-...)")
    parser.add_argument("--heaps", help="KIB, LOW:HIGH or LOW:HIGH:STEP (default: the run's)")
    parser.add_argument("--as-kept", action="store_true",
                        help="run the program as it was kept, not the working tree's")
    args = parser.parse_args(argv)
    script = os.path.join(args.run, "run.sh")
    if not os.path.isfile(script):
        raise SystemExit("rerun: %s is not a kept run (no run.sh)" % args.run)
    with open(script) as f:
        command = f.read()
    try:
        sizes = heaps(args.heaps) if args.heaps else [heap_of(command)]
    except ValueError as err:
        raise SystemExit("rerun: %s" % err)
    build = None
    if not args.as_kept:
        build = tempfile.mkdtemp(prefix="rerun-program-")
        try:
            program(args.run, build)
        except cpvm.Missing as missing:
            raise SystemExit("rerun: %s" % missing)
    try:
        clean = True
        for kib in sizes:
            code, out = run_once(args.run, with_heap(command, kib), build)
            said = verdict(code, out)
            clean = clean and said == "clean"
            print("%4d KiB: %s" % (kib, said))
        return 0 if clean else 1
    finally:
        if build is not None:
            shutil.rmtree(build, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

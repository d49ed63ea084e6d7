"""Run Python code under real MicroPython (the WebAssembly build, via Node).

A thin front end for ``tools/micropython/run.mjs``. From the shell::

    python tools/mpyrun.py --heap 96k --dirs engine --mem -c "import engine.grid"

From Python (tests, benchmarks)::

    from tools.mpyrun import run, parse_mem
    code, out, err = run("import engine.selfplay; engine.selfplay.main(['1'])")
    print(parse_mem(err))   # when run(..., mem=True)

MicroPython has no usable ``sys.argv`` here: pass arguments by calling a
function in the code.

Code can be given as several steps (``-c`` more than once, or a list), run
one after the other in the same interpreter with a ``gc.collect()`` between
them. The WebAssembly port never collects *during* a step (it cannot scan its
stack), it grows the heap instead; so to measure what fits, split a long run
into steps, e.g. one per turn. Directories are relative to the repository root and are
importable by their last path part (``lib/ui`` becomes ``import ui``).
"""
import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HARNESS = os.path.join(ROOT, "tools", "micropython")
RUNNER = os.path.join(HARNESS, "run.mjs")
PACKAGE = os.path.join(
    HARNESS, "node_modules", "@micropython", "micropython-webassembly-pyscript"
)
DEFAULT_HEAP = 128 * 1024
MEM_PREFIX = "mpyrun-mem:"


class HarnessMissing(RuntimeError):
    """Node or the npm MicroPython package is not installed."""


def check_installed():
    """Return the node executable; raise HarnessMissing saying how to fix it."""
    node = shutil.which("node")
    if node is None:
        raise HarnessMissing("node is not on PATH; install Node.js 18 or newer")
    if not os.path.isdir(PACKAGE):
        raise HarnessMissing(
            "the MicroPython npm package is missing; run `make test` or "
            "`npm ci --prefix tools/micropython`"
        )
    return node


def run(code, heap=DEFAULT_HEAP, dirs=("engine",), mem=False, timeout=600):
    """Run ``code`` under MicroPython; return (returncode, stdout, stderr).

    ``code`` is a string or a sequence of strings (steps, see above);
    ``heap`` is the initial GC heap in bytes, ``dirs`` the package
    directories to copy in, ``mem`` adds a ``mpyrun-mem:`` line to stderr
    (see ``parse_mem``).
    """
    command = [check_installed(), RUNNER, "--heap", str(heap)]
    for directory in dirs:
        command += ["--dir", directory]
    if mem:
        command.append("--mem")
    for step in [code] if isinstance(code, str) else code:
        command += ["-c", step]
    done = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )
    return done.returncode, done.stdout, done.stderr


def parse_mem(stderr):
    """The figures of the ``mpyrun-mem:`` line as a dict, or None if absent.

    Keys: heap, gc_total, gc_used, gc_free, retained (ints) and fits (bool):
    see tools/micropython/run.mjs.
    """
    for line in stderr.splitlines():
        if line.startswith(MEM_PREFIX) and "=" in line:
            figures = {}
            for field in line[len(MEM_PREFIX):].split():
                key, value = field.split("=", 1)
                figures[key] = value == "yes" if key == "fits" else int(value)
            return figures
    return None


def parse_size(text):
    """Bytes from '131072', '128k' or '1m'."""
    scale = {"k": 1024, "m": 1024 * 1024}.get(text[-1:].lower(), 1)
    digits = text[:-1] if scale != 1 else text
    return int(digits) * scale


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Run Python code under MicroPython (WebAssembly, Node)."
    )
    parser.add_argument(
        "--heap", type=parse_size, default=DEFAULT_HEAP,
        help="initial GC heap, e.g. 96k (default 128k)",
    )
    parser.add_argument(
        "--dirs", default="engine",
        help="comma-separated package directories to copy in (default: engine)",
    )
    parser.add_argument(
        "--mem", action="store_true",
        help="print heap figures to stderr after the run",
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "-c", dest="code", action="append",
        help="code to run; repeat for several steps (gc.collect() between them)",
    )
    source.add_argument("script", nargs="?", help="a .py file to run")
    args = parser.parse_args(argv)
    if args.code is None:
        with open(args.script) as script:
            args.code = [script.read()]
    dirs = [d for d in args.dirs.split(",") if d]
    try:
        returncode, out, err = run(args.code, heap=args.heap, dirs=dirs, mem=args.mem)
    except HarnessMissing as missing:
        print("mpyrun: %s" % missing, file=sys.stderr)
        return 2
    sys.stdout.write(out)
    sys.stderr.write(err)
    return returncode


if __name__ == "__main__":
    sys.exit(main())

"""The game on CircuitPython 10's real firmware, on an emulated RP2040 (PicoSystem).

``../shared/rp2040/`` holds the firmware built for the Pimoroni PicoSystem
(``firmware/firmware.uf2``) and a runner for rp2040js, an instruction-level
RP2040 emulator from npm (``emu/picosystem-emu.mjs``: the ST7789 rebuilt from
SPI, the buttons on GPIOs, the flash written as on a board). This module
drives it:

    from tools import rp2040
    emu = rp2040.Emulator()                  # raises Missing with one line
    image = emu.image(drive, "game.img")     # CIRCUITPY: first-boot base + the drive
    run = emu.run(script, out_dir, fs=image, max_s=60)
    run.ok, run.console, run.settles, run.frames["title"], run.save

The shared folder is read-only (a copy without write bits in CI), so the
npm packages live in ``tools/rp2040js/node_modules``, installed by ``npm ci``
from the pins committed there (the runner's own) on first use, and the
runner's ``.mjs`` files are copied at run time into ``tools/rp2040js/build/``,
beside those packages, for Node to resolve them. Both steps, and the cached
first-boot image in ``build/rp2040/``, run under a file lock: pytest workers
share them.

Script steps are the runner's (``wait "TEXT" S``, ``press BTN``, ``settle``,
``frame NAME``, ...: its header). A run is bounded in emulated seconds
(``max_s``): a scenario that hangs stops there and ``Run.why()`` shows the
console's last lines.

    python tools/rp2040.py check [--game solo] [--max-s 3000]
        the board check (tools/boardcheck.py) on the emulated PicoSystem
"""
import argparse
import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.append(ROOT)

SHARED_VARIABLE = "CARTO_RP2040"  # another folder laid out as ../shared/rp2040
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "rp2040")
HARNESS = os.path.join(ROOT, "tools", "rp2040js")
RUNNER_FILES = ("picosystem-emu.mjs", "bootrom.mjs")
PACKAGES = ("rp2040js", "uf2", "pngjs")
CACHE = os.path.join(ROOT, "build", "rp2040")
NODE_MAJOR = 20  # rp2040js asks for 18; the runner's preload (--import) for 20
CORRECTIONS = "corrections.mjs"  # in the harness: preloaded, it corrects rp2040js's emulation
SAMPLER = "sampler.mjs"  # in the harness: preloaded for timed PC samples (CARTO_SAMPLES)
FS_OFFSET = 0x100000  # CIRCUITPY's start in flash (the runner's --fs offset)
NVM_OFFSET = 0xFF000  # the 4 KB of microcontroller.nvm, just below CIRCUITPY
NVM_SIZE = 4096
WIDTH = HEIGHT = 240
OOM_LINE = "Out of memory."  # App.out_of_memory prints it when it recovers
FIRST_BOOT = """\
# First boot on an erased CIRCUITPY: CircuitPython formats it and writes its
# default files; the drive is saved as the base of every image.
wait "Press any key to enter the REPL" 30
run 200
savefs fs_base.img
"""


class Missing(RuntimeError):
    """Node, npm, the emulator's packages, the firmware or mtools is
    missing; the message is one line saying what to install or set."""


def shared_folder():
    return os.environ.get(SHARED_VARIABLE) or SHARED


def find_node():
    """Path of ``node``, version ``NODE_MAJOR`` or newer."""
    node = shutil.which("node")
    if node is None:
        raise Missing("node is not on PATH; install Node.js %d or newer" % NODE_MAJOR)
    try:
        said = subprocess.run([node, "--version"], capture_output=True, text=True,
                              timeout=60).stdout.strip()
    except (OSError, subprocess.TimeoutExpired) as err:
        raise Missing("node does not run: %s" % err)
    match = re.match(r"v(\d+)\.", said)
    if not match or int(match.group(1)) < NODE_MAJOR:
        raise Missing("node says %r; the emulator needs Node.js %d or newer"
                      % (said[:40], NODE_MAJOR))
    return node


def find_mtools():
    """Paths of mtools' ``mmd`` and ``mcopy`` (they write CIRCUITPY images)."""
    found = [shutil.which(name) for name in ("mmd", "mcopy")]
    if None in found:
        raise Missing("mtools is not installed (mcopy, mmd): apt-get install mtools")
    return found


def find_firmware(shared=None):
    """The firmware image and the runner's folder in ``shared``."""
    shared = shared or shared_folder()
    firmware = os.path.join(shared, "firmware", "firmware.uf2")
    if not os.path.isfile(firmware):
        raise Missing("no CircuitPython firmware at %s (set %s to a folder laid out "
                      "as ../shared/rp2040)" % (firmware, SHARED_VARIABLE))
    emu = os.path.join(shared, "emu")
    for name in RUNNER_FILES:
        if not os.path.isfile(os.path.join(emu, name)):
            raise Missing("the emulator's runner %s is missing" % os.path.join(emu, name))
    return firmware, emu


@contextlib.contextmanager
def locked(name):
    """An exclusive lock on ``build/rp2040/NAME.lock`` (pytest workers share
    the installed packages, the runner's copy and the cached images)."""
    import fcntl

    os.makedirs(CACHE, exist_ok=True)
    with open(os.path.join(CACHE, name + ".lock"), "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def install(harness=HARNESS):
    """``npm ci`` in ``harness`` unless its packages are there from the
    current lock file (a stamp newer than package-lock.json)."""
    modules = os.path.join(harness, "node_modules")
    stamp = os.path.join(modules, ".stamp-npm")
    lock = os.path.join(harness, "package-lock.json")

    def current():
        return (os.path.exists(stamp) and os.path.getmtime(stamp) >= os.path.getmtime(lock)
                and all(os.path.isdir(os.path.join(modules, p)) for p in PACKAGES))

    if current():
        return modules
    with locked("npm"):
        if current():
            return modules
        npm = shutil.which("npm")
        if npm is None:
            raise Missing("the emulator's npm packages are not installed and npm is not on "
                          "PATH; install Node.js %d or newer" % NODE_MAJOR)
        done = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                              cwd=harness, capture_output=True, text=True, timeout=600)
        if done.returncode != 0 or not all(os.path.isdir(os.path.join(modules, p))
                                           for p in PACKAGES):
            said = (done.stderr.strip() or done.stdout.strip() or "no output").splitlines()
            raise Missing("npm ci in %s failed: %s" % (os.path.relpath(harness, ROOT),
                                                       said[-1][:160]))
        with open(stamp, "w"):
            pass
    return modules


def copy_runner(emu, harness=HARNESS):
    """The runner's files copied into ``harness``/build (beside its
    node_modules, so Node finds the packages); returns the runner's path."""
    folder = os.path.join(harness, "build")
    with locked("runner"):
        os.makedirs(folder, exist_ok=True)
        for name in RUNNER_FILES:
            source, target = os.path.join(emu, name), os.path.join(folder, name)
            with open(source, "rb") as f:
                data = f.read()
            if os.path.exists(target):
                with open(target, "rb") as f:
                    if f.read() == data:
                        continue
            with open(target + ".tmp", "wb") as f:
                f.write(data)
            os.replace(target + ".tmp", target)
    return os.path.join(folder, RUNNER_FILES[0])


def plain(text):
    """Console text without the terminal's escape sequences (title bar, colours)."""
    text = re.sub(r"\x1b\][^\x1b\x07]*(\x1b\\|\x07)", "", text)
    return re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", text)


class Run:
    """One emulator run, read back from its folder: ``code`` (0: every step
    done), ``out`` (the runner's ``[emu]`` lines), ``console`` (the serial
    console, plain), ``settles`` (per press: when the display's last byte
    went after it, SPI bytes), ``frames`` ({name: PNG path}), ``wall``
    seconds, and the flash's NVM after the run (``nvm``; ``save``: the
    newest good save in it)."""

    def __init__(self, folder):
        self.folder = folder

        def read(name, mode="r"):
            path = os.path.join(folder, name)
            if not os.path.exists(path):
                return None
            with open(path, mode) as f:
                return f.read()

        self.code = int(read("exit.txt"))
        self.wall = float(read("wall.txt"))
        self.out = read("runner.txt")
        self.console = plain((read("serial.log", "rb") or b"").decode("latin-1"))
        self.settles = json.loads(read("presses.json") or "[]")
        self.frames = {name[:-4]: os.path.join(folder, name)
                       for name in os.listdir(folder) if name.endswith(".png")}
        self.nvm = read("nvm.bin", "rb")

    @property
    def hung(self):
        """Stopped by its bound: emulated time, or a ``wait`` that timed out."""
        return "emulated time limit" in self.out or "[emu] TIMEOUT" in self.out

    @property
    def emulated_s(self):
        found = re.search(r"\[emu\] emulated ([0-9.]+) s", self.out)
        return float(found.group(1)) if found else None

    @property
    def cycles_m(self):
        """Millions of core cycles executed (a core asleep in WFE executes none)."""
        found = re.search(r"([0-9.]+) M cycles executed", self.out)
        return float(found.group(1)) if found else None

    def problems(self, may_end=False):
        """What went wrong on the console: tracebacks, safe mode, an
        out-of-memory recovery, the program ending (unless ``may_end``)."""
        found = []
        for needle, what in (("Traceback", "a traceback"), ("safe mode", "safe mode"),
                             (OOM_LINE, "an out-of-memory recovery"),
                             ("MemoryError", "a MemoryError"),
                             ("Code done running", "the program ended")):
            if needle in self.console and not (may_end and what == "the program ended"):
                found.append(what)
        return found

    @property
    def ok(self):
        return self.code == 0 and not self.hung and not self.problems()

    @property
    def save(self):
        """The newest good game save in the NVM (``hw.storage``), or None."""
        from hw import storage
        from hw.boards import SAVE_PAYLOAD

        if self.nvm is None:
            return None
        store = storage.Storage(storage.MemoryStore(len(self.nvm)), capacity=SAVE_PAYLOAD)
        store.raw.data[:] = self.nvm
        return store.load()

    def last_lines(self, n=12):
        return "\n".join(self.console.rstrip().splitlines()[-n:])

    def why(self):
        """A few lines saying how the run went, for assertion messages."""
        steps = [line for line in self.out.splitlines() if line.startswith("[emu]")]
        return "exit %d%s%s\n--- runner (end)\n%s\n--- console (last lines)\n%s" % (
            self.code, "; stopped by its bound" if self.hung else "",
            "; " + ", ".join(self.problems()) if self.problems() else "",
            "\n".join(steps[-6:]), self.last_lines())


class Emulator:
    """The firmware and runner of ``shared`` (``../shared/rp2040``) with Node,
    the npm packages (installed on first use) and mtools; raises Missing
    with one line when something is not there."""

    def __init__(self, shared=None, harness=HARNESS, cache=CACHE):
        self.firmware, emu = find_firmware(shared)
        self.node = find_node()
        self.mtools = find_mtools()
        install(harness)
        self.runner = copy_runner(emu, harness)
        self.corrections = os.path.join(harness, CORRECTIONS)
        self.cache = cache

    def command(self, script, out, fs=None, max_s=120, args=()):
        sampler = os.path.join(os.path.dirname(self.corrections), SAMPLER)
        return [self.node, "--import", self.corrections, "--import", sampler, self.runner,
                "--fw", self.firmware,
                "--script", script,
                "--out", out, "--quiet", "--max-s", str(max_s)] + (
                    ["--fs", fs] if fs else []) + list(args)

    def run(self, script, out, fs=None, max_s=120, lcd_trace=False, nvm=True, args=(),
            samples=False):
        """Run the steps ``script`` (text) with the CIRCUITPY image ``fs``
        (None: an erased drive), writing into folder ``out``; stop at
        ``max_s`` emulated seconds. ``nvm``: keep the flash's NVM (the
        game's saves) for ``Run.save``; ``samples``: the core's program
        counter with the emulated time, every 997 instructions
        (``Run.samples``)."""
        os.makedirs(out, exist_ok=True)
        path = os.path.join(out, "steps.txt")
        with open(path, "w") as f:
            f.write(script)
        extra = list(args)
        if lcd_trace:
            extra += ["--lcd-trace", "1"]
        flash_file = os.path.join(out, "flash.bin") if nvm else None
        if flash_file:
            extra += ["--save-flash", flash_file]
        started = time.time()
        # The emulator runs a working core at a tenth to a fifth of real
        # time (a sleeping one costs little); the wall-clock bound only
        # catches a runner that stops advancing emulated time.
        env = dict(os.environ)
        env.pop("CARTO_SAMPLES", None)
        if samples:
            env["CARTO_SAMPLES"] = os.path.join(os.path.abspath(out), "samples")
        done = subprocess.run(self.command(path, out, fs, max_s, extra), capture_output=True,
                              text=True, timeout=60 + 20 * max_s, env=env)
        for name, text in (("exit.txt", str(done.returncode)), ("runner.txt", done.stdout
                           + done.stderr), ("wall.txt", "%.1f" % (time.time() - started))):
            with open(os.path.join(out, name), "w") as f:
                f.write(text)
        if flash_file and os.path.exists(flash_file):
            with open(flash_file, "rb") as f:
                f.seek(NVM_OFFSET)
                nvm = f.read(NVM_SIZE)
            os.remove(flash_file)  # 16 MB: only the NVM is kept
            with open(os.path.join(out, "nvm.bin"), "wb") as f:
                f.write(nvm)
        return Run(out)

    def base_image(self):
        """CIRCUITPY as the firmware formats it on its first boot (cached in
        ``build/rp2040``, per firmware)."""
        with open(self.firmware, "rb") as f:
            key = hashlib.sha256(f.read()).hexdigest()[:12]
        path = os.path.join(self.cache, "fs_base-%s.img" % key)
        with locked("base"):
            if not os.path.exists(path):
                folder = os.path.join(self.cache, "first-boot")
                shutil.rmtree(folder, ignore_errors=True)
                run = self.run(FIRST_BOOT, folder, max_s=30, nvm=False)
                made = os.path.join(folder, "fs_base.img")
                if run.code != 0 or not os.path.exists(made):
                    raise RuntimeError("the firmware's first boot failed: " + run.why())
                os.replace(made, path)
        return path

    def image(self, drive, out):
        """A CIRCUITPY image ``out``: the base image with the folder
        ``drive``'s contents copied onto its root."""
        mmd, mcopy = self.mtools
        shutil.copyfile(self.base_image(), out)
        env = dict(os.environ, MTOOLS_SKIP_CHECK="1")
        folders = {}
        for here, dirs, files in os.walk(drive):
            dirs.sort()
            relative = os.path.relpath(here, drive).replace(os.sep, "/")
            target = "::/" if relative == "." else "::/" + relative
            if relative != ".":
                subprocess.run([mmd, "-D", "s", "-i", out, target], env=env, check=False,
                               capture_output=True)
            if files:
                folders[target] = [os.path.join(here, name) for name in sorted(files)]
        for target, files in folders.items():
            done = subprocess.run([mcopy, "-o", "-i", out] + files + [target], env=env,
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError("mcopy into %s failed: %s" % (target, done.stderr.strip()))
        return out


def bundle(out, mpy_cross=None, seed=None):
    """The game's bundle as ``make bundle`` builds it (.mpy, names renamed);
    with ``seed``, a ``settings.toml`` whose ``CARTO_SEED`` makes every new
    game deal that seed (carto_ui.start.fixed_seed)."""
    from tools import bundle as bundler
    from tools import cpfind

    bundler.build(out, mpy_cross=mpy_cross or cpfind.find_mpy_cross(), log=lambda *a: None)
    if seed is not None:
        with open(os.path.join(out, "settings.toml"), "w") as f:
            f.write("CARTO_SEED = %d\n" % seed)
    return out


def rgb565(path):
    """The frame at ``path`` (the runner's PNG) as a WIDTH x HEIGHT numpy
    array of RGB565 values: the display's own colours."""
    import numpy

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pixels = pygame.surfarray.array3d(pygame.image.load(path)).astype(numpy.uint32)
    # The runner widens each 5/6-bit channel as floor(v * 255 / max); the
    # nearest value back is exact for every one of them.
    r = (pixels[:, :, 0] * 31 + 127) // 255
    g = (pixels[:, :, 1] * 63 + 127) // 255
    b = (pixels[:, :, 2] * 31 + 127) // 255
    return ((r << 11) | (g << 5) | b).T  # [y, x]


def surface565(surface):
    """A pygame surface (the simulator's screen) as RGB565 the way displayio
    converts a palette's 24-bit colour for the ST7789: the top bits."""
    import numpy
    import pygame

    pixels = pygame.surfarray.array3d(surface).astype(numpy.uint32)
    return (((pixels[:, :, 0] >> 3) << 11) | ((pixels[:, :, 1] >> 2) << 5)
            | (pixels[:, :, 2] >> 3)).T


BOARD_CHECK = """\
wait "mem_free after boot" 30
wait "mem_free after UI setup" 60
wait "check: mem_free at the end" %(game_s)d
wait "check: the board's saves" 120
"""


def board_check(game="solo", out=None, max_s=3000, emulator=None, log=print):
    """The board check of ``game`` (``tools/boardcheck.py``) on the emulated
    PicoSystem; returns (Run, its ``check:`` and ``mem_free`` lines)."""
    from tools import boardcheck, cpvm

    out = out or os.path.join(CACHE, "check-" + game)
    emulator = emulator or Emulator()
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    stage = cpvm.Stage()
    try:
        check = boardcheck.Check(stage, "picosystem", game)
        drive = check.copy(out)
    finally:
        stage.close()
    log("%s on picosystem: the game is left %d bytes" % (game, check.leave))
    image = emulator.image(drive, os.path.join(out, "fs.img"))
    run = emulator.run(BOARD_CHECK % {"game_s": max_s}, os.path.join(out, "run"), fs=image,
                       max_s=max_s, nvm=False)
    lines = [line for line in run.console.splitlines()
             if line.startswith(("check:", "mem_free"))]
    return run, lines


def main(argv=None):
    from tools import boardcheck

    parser = argparse.ArgumentParser(description="The game on the emulated PicoSystem.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="the board check of a whole game on the emulator")
    check.add_argument("--game", action="append", choices=boardcheck.GAMES)
    check.add_argument("--max-s", type=int, default=3000, help="emulated seconds at most")
    args = parser.parse_args(argv)
    try:
        emulator = Emulator()
    except Missing as missing:
        print("rp2040: %s" % missing, file=sys.stderr)
        return 1
    status = 0
    for game in args.game or ["solo"]:
        run, lines = board_check(game, max_s=args.max_s, emulator=emulator)
        for line in lines:
            print("  " + line)
        print("%s: %.0f s emulated in %.0f s wall" % (game, run.emulated_s or 0, run.wall))
        if run.code or run.hung or run.problems(may_end=True) or "check: clean" not in lines:
            print("%s: the check did not end clean: %s" % (game, run.why()), file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())

"""The board check's drive: the game as it ships, and a recorded game to replay on a board.

    python tools/boardcheck.py [--board pybadge] [--game heroes] [--heap KIB]
                               [--lang en] [--out build/board-check] [--no-vm]
                               [--deploy] [--drive PATH]

Builds the bundle as ``make bundle`` does (``.mpy``, names renamed) into
``--out``/CIRCUITPY, has the bot play ``--game`` on CPython (``tools/botplay.py``)
and adds ``check/keys.bin`` (its key events as button bits), ``check/check.txt``
and, as ``code.py``, ``bench/board_check.py`` renamed as the bundle renamed the
game's names. The game is left the heap its VM run had at ``--heap`` KiB (the
board's game budget, ``cpvm.BUDGETS``): the VM's free heap at the first line
of a program run there, less the heap the VM's stand-ins keep (a board keeps
those modules in flash). The VM then runs the check itself (unless
``--no-vm``) and its console lines are printed, to be compared with the
board's. ``--deploy`` copies the folder onto the board (``tools/deploy.py``);
``make deploy`` puts the game back.
"""
import argparse
import io
import os
import shutil
import sys
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from hw.storage import crc32  # noqa: E402
from tools import botplay, bundle, cpvm, deploy, shortnames  # noqa: E402

PROGRAM = os.path.join(ROOT, "bench", "board_check.py")
DEFAULT_OUT = os.path.join(ROOT, "build", "board-check")
GAMES = ("solo", "heroes", "six", "hints", "guided")
VM_BOARD_HEAP = 143  # KiB the check's VM run gets: about the PyBadge's 146,300 bytes at boot


class CheckError(Exception):
    """The check's drive could not be made; the message says why."""


def play(game, board, lang="en"):
    """The bot's Session of ``game`` (one of GAMES) on ``board``, in the
    UI's language ``lang`` (some texts, and the menus' items, differ)."""
    from carto_ui import lang as strings

    strings.use(lang)
    try:
        if game == "guided":
            return botplay.guided_game(board)
        players, content = {"solo": (1, "base"), "heroes": (3, "heroes"), "six": (6, "base"),
                            "hints": (3, "heroes")}[game]
        return botplay.play_game(players, content, board, hints=game == "hints")
    finally:
        strings.use("en")


def key_bits(board, events):
    """The key events (key number, down) as the check reads them: (bit, down)."""
    table = cpvm.keymap(board)
    return bytes(b for key, down in events for b in (table[key], down))


def renames(drive):
    """{name in the source: name in the bundle} of every name the bundle
    renamed the same way in each module it renamed it in (``carto_names.txt``)."""
    found = {}
    with open(os.path.join(drive, bundle.NAMES)) as f:
        for line in f:
            if line.startswith("#") or " <- " not in line:
                continue
            new, old = line.split(": ", 1)[1].strip().split(" <- ")
            found.setdefault(old, set()).add(new)
    return {old: news.pop() for old, news in found.items() if len(news) == 1}


def renamed_program(drive, path=PROGRAM):
    """The check's source with the bundle's names: each of its names that
    the bundle renamed one way is renamed so (its own names too, which is
    harmless as long as two of them do not become one)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    mapping = renames(drive)
    words = {token.string for token in tokenize.generate_tokens(io.StringIO(text).readline)
             if token.type == tokenize.NAME}
    used = {old: new for old, new in mapping.items() if old in words}
    clashes = sorted(old for old, new in used.items()
                     if new in words and new not in used
                     or list(used.values()).count(new) > 1)
    if clashes:
        raise CheckError("renamed, these names of %s would clash with others: %s; rename them "
                         "there" % (os.path.relpath(path, ROOT), ", ".join(clashes)))
    return shortnames.rename(text, used)


def first_free(stage, heap, board):
    """(free heap at the first line of a program the VM runs in ``heap``
    KiB, the heap the stand-in of ``microcontroller`` keeps)."""
    probe = stage.execute(
        "import gc\ngc.collect()\nprint('FREE', gc.mem_free())\n"
        "import microcontroller\ngc.collect()\nprint('FREE', gc.mem_free())\n",
        heap=heap * 1024, board=board)
    free = [int(line.split()[1]) for line in probe.out.splitlines() if line.startswith("FREE ")]
    if len(free) != 2:
        raise CheckError("the VM did not run at %d KiB: %s" % (heap, probe.why()))
    return free[0], free[0] - free[1]


class Check:
    """The check of ``game`` on ``board`` staged on ``stage``'s drive (a
    ``cpvm.Stage``): ``leave`` bytes for the game on a board."""

    def __init__(self, stage, board="pybadge", game="heroes", heap=None, lang="en"):
        if game not in GAMES:
            raise CheckError("no game %r: one of %s" % (game, ", ".join(GAMES)))
        self.stage = stage
        self.board = board
        self.heap = heap or cpvm.BUDGETS[board][1]
        first, before = first_free(stage, self.heap, board)
        # A board keeps the stand-ins' modules in flash; the check's VM run
        # loads the nvm one before it leaves the game its heap.
        self.leave = first - stage.standins_heap(board)
        self.leave_vm = first - before
        self.session = play(game, board, lang)
        self.folder = os.path.join(stage.drive, deploy.CHECK)
        os.makedirs(self.folder, exist_ok=True)
        with open(os.path.join(self.folder, "keys.bin"), "wb") as f:
            f.write(key_bits(board, self.session.events))
        self.settings = "%s on %s at %d KiB\n%%d\n%d\n%s\n%04x%04x\n" % (
            game, board, self.heap, cpvm.SEED_MS, lang, *crc32(self.session.save))
        with open(os.path.join(stage.drive, "code.py"), "w", encoding="utf-8") as f:
            f.write(renamed_program(stage.drive))

    def run_on_vm(self, nvm=None, heap=VM_BOARD_HEAP):
        """The check on the VM in ``heap`` KiB, over ``nvm`` (None: erased);
        returns (the cpvm.Result, its console lines)."""
        self._settings(self.leave_vm)
        result = self.stage.run([], self.board, heap * 1024, nvm)
        lines = [line for line in result.out.splitlines()
                 if line.startswith(("check:", "mem_free"))]
        return result, lines

    def copy(self, out=DEFAULT_OUT):
        """The drive for the board, in ``out``/CIRCUITPY; returns its path."""
        self._settings(self.leave)
        drive = os.path.join(out, "CIRCUITPY")
        if os.path.exists(drive):
            bundle.clear(drive)
        os.makedirs(out, exist_ok=True)
        shutil.copytree(self.stage.drive, drive)
        return drive

    def _settings(self, leave):
        with open(os.path.join(self.folder, "check.txt"), "w") as f:
            f.write(self.settings % leave)


def main(argv=None):
    parser = argparse.ArgumentParser(description="A recorded game to replay on a board.")
    parser.add_argument("--board", default="pybadge",
                        choices=("pybadge", "pygamer", "picosystem", "picopad"))
    parser.add_argument("--game", default="heroes", choices=GAMES,
                        help="solo (base), heroes (3 players), six (6 players, base), "
                        "hints (3-player Heroes, a hint at every decision), guided")
    parser.add_argument("--heap", type=int, help="KiB of VM heap to match (the board's budget)")
    parser.add_argument("--lang", default="en", choices=("en", "fr", "de", "it"))
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--no-vm", action="store_true", help="do not run the check on the VM")
    parser.add_argument("--deploy", action="store_true", help="copy it onto the board")
    parser.add_argument("--drive", default=os.environ.get("CIRCUITPY") or None)
    args = parser.parse_args(argv)
    stage = cpvm.Stage()
    try:
        check = Check(stage, args.board, args.game, args.heap, args.lang)
        print("%s on %s: the game is left %d bytes (the VM's at %d KiB, less its stand-ins)"
              % (args.game, args.board, check.leave, check.heap))
        if not args.no_vm:
            result, lines = check.run_on_vm()
            if not set(lines) & {"check: clean", "check: ran out of memory", "check: stopped"}:
                raise CheckError("the check did not run to its end on the VM: " + result.why())
            print("The check on the VM (compare the board's serial console):")
            for line in lines:
                print("  " + line)
        drive = check.copy(args.out)
        if args.deploy:
            deploy.deploy(drive, args.drive)
            print("The board restarts and replays the game; its figures come on the serial "
                  "console. `make deploy` puts the game back.")
        else:
            print("Built %s; copy it with --deploy or tools/deploy.py --bundle %s" % (drive, drive))
    except (CheckError, deploy.DeployError, bundle.BundleError) as error:
        print("boardcheck: %s" % error, file=sys.stderr)
        return 1
    finally:
        stage.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

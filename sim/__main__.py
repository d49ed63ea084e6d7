"""Desktop simulator: ``python -m sim [options]``.

Runs the device's UI and game code under CPython with a pygame window
standing in for the board's screen, or headless with scripted keys and PNG
screenshots. See ``python -m sim --help``.
"""
import argparse
import os
import signal
import sys
import tempfile

from hw.boards import BOARDS, SAVE_PAYLOAD
from sim import deal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO_KEYS = os.path.join(ROOT, "sim", "demo_keys.txt")
DEMO_SHOTS = os.path.join("out", "sim-demo")
DEMO_SEED = 1  # the demo script is written for this game
SEED_LIMIT = 100000  # carto_ui.setup's: the setup screen's seeds are 0-99999
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)

KEYBOARD_HELP = """keyboard:
  arrow keys          d-pad
  Z or Enter          A
  X or Backspace      B
  Space               Start
  Tab                 Select
  Esc or close window quit

key scripts (--keys, --keys-file): whitespace-separated names
  up down left right a b start select, NxNAME repeats (3xright)."""


def display_available(environ=None, platform=None):
    """False on Linux without an X11 or Wayland display to open a window on."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith("linux"):
        return bool(environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))
    return True


def default_save_path(environ=None, platform=None):
    """The save file in the user's data directory."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    home = os.path.expanduser("~")
    if platform.startswith("win"):
        base = environ.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
    elif platform == "darwin":
        base = os.path.join(home, "Library", "Application Support")
    else:
        base = environ.get("XDG_DATA_HOME") or os.path.join(home, ".local", "share")
    return os.path.join(base, "cartographers-handheld", "save.bin")


def build_parser():
    parser = argparse.ArgumentParser(
        prog="python -m sim",
        description="Cartographers Handheld desktop simulator.\n\n"
                    "With no display to open a window on (Linux without DISPLAY\n"
                    "or WAYLAND_DISPLAY) it plays a short headless demo instead\n"
                    "and writes its screenshots to %s." % DEMO_SHOTS,
        epilog=KEYBOARD_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--board", choices=[row[1] for row in BOARDS], default="pybadge",
                        help="board to simulate (default pybadge)")
    parser.add_argument("--scale", type=int, default=None,
                        help="window scale (default: about 640 px wide)")
    parser.add_argument("--seed", type=seed_number, default=None,
                        help="game seed, 0 to %d (default: from the clock)" % (SEED_LIMIT - 1))
    parser.add_argument("--save", metavar="PATH", default=None,
                        help="save file (default %s; headless runs without "
                             "--save use a throw-away file)" % default_save_path())
    use_lib()
    from carto_ui.lang import LANGUAGES  # the one list of the codes

    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="the UI's language (default en)")
    parser.add_argument("--mute", action="store_true",
                        help="no sound (headless runs are always silent)")
    parser.add_argument("--headless", action="store_true",
                        help="no window: press the scripted keys and exit")
    parser.add_argument("--keys", default="", metavar="SCRIPT",
                        help='keys to press, e.g. "start 3xright a"')
    parser.add_argument("--keys-file", metavar="FILE", default=None,
                        help="read a key script from FILE (before --keys)")
    parser.add_argument("--screenshot", metavar="PATH", default=None,
                        help="PNG of the final screen at native resolution; "
                             "if PATH is a directory, one PNG per key")
    deal.add_options(parser)
    return parser


def set_environment(headless):
    """SDL and Blinka settings; must run before displayio or pygame import."""
    os.environ["BLINKA_OS_AGNOSTIC"] = "1"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    if headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def use_lib():
    """Put lib/ (the device's UI package) on the import path."""
    lib = os.path.join(ROOT, "lib")
    if lib not in sys.path:
        sys.path.insert(0, lib)


def make_app(hw, seed):
    """The game UI from lib/carto_ui, as on the device."""
    use_lib()
    from carto_ui.app import App

    return App(hw, seed=seed)


class Stopped(BaseException):
    """SIGTERM or SIGINT arrived: the run ends, cleaning up as it goes."""

    def __init__(self, signum):
        super().__init__(signum)
        self.signum = signum


def _stop(signum, frame):
    # A second signal must not cut the clean-up short.
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.SIG_IGN)
    raise Stopped(signum)


def catch_stop_signals():
    """Make SIGTERM and SIGINT raise ``Stopped``; the previous handlers.

    Must run before pygame starts: SDL turns a SIGTERM still at its default
    into a quit event, which a headless run never reads (``timeout`` could
    not stop it), and leaves a signal with a Python handler alone."""
    return [(sig, signal.signal(sig, _stop)) for sig in STOP_SIGNALS]


def clock_seed():
    """A seed from the clock, as the setup form's when none is typed in."""
    import time

    return int(time.time() * 1000) % SEED_LIMIT


def seed_number(text):
    """``--seed``: the setup screen's seeds, 0 to ``SEED_LIMIT`` - 1."""
    try:
        seed = int(text)
    except ValueError:
        seed = -1
    if not 0 <= seed < SEED_LIMIT:
        raise argparse.ArgumentTypeError(
            "must be a whole number from 0 to %d (the seeds the setup screen offers)"
            % (SEED_LIMIT - 1))
    return seed


def main(argv=None, app_factory=make_app):
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.scale is not None and args.scale < 1:
        parser.error("--scale must be 1 or more")
    try:
        dealt = deal.fields(args, clock_seed())
    except ValueError as error:
        parser.error(str(error))
    if args.print_code:
        print(deal.describe(dealt))
        return 0

    from sim import keyscript, paths

    script = ""
    if args.keys_file:
        try:
            with open(args.keys_file) as f:
                script = f.read()
        except OSError as error:
            parser.error("cannot read --keys-file: %s" % error)
    script += " " + args.keys
    headless = args.headless
    shots = args.screenshot
    if not headless and not display_available():
        print("No display found (DISPLAY and WAYLAND_DISPLAY are unset): "
              "playing the headless demo instead.")
        headless = True
        if not script.strip() and dealt is None:  # the demo starts on the title
            with open(DEMO_KEYS) as f:
                script = f.read()
            if args.seed is None:
                args.seed = DEMO_SEED
        if shots is None:
            shots = DEMO_SHOTS + os.sep
    try:
        keys = keyscript.parse(script)
    except ValueError as error:
        parser.error(str(error))

    save_path = args.save
    if save_path is None and not headless:
        save_path = default_save_path()
    try:
        if shots and save_path and os.path.realpath(shots) == os.path.realpath(save_path):
            raise paths.PathError("--save and --screenshot name the same file, %s." % shots)
        paths.prepare_screenshots(shots)
        # Headless runs without --save use a throw-away file, made below.
        raw = paths.open_save(save_path) if save_path is not None else None
    except paths.PathError as error:
        parser.exit(2, "%s: error: %s\n" % (parser.prog, error))

    if dealt is not None:
        print(deal.describe(dealt))
    previous = catch_stop_signals()
    try:
        return _play(args, headless, keys, raw, shots, app_factory, dealt)
    except Stopped as stop:
        print("%s: stopped by %s." % (parser.prog, signal.Signals(stop.signum).name),
              file=sys.stderr)
        return 128 + stop.signum
    finally:
        for sig, handler in previous:
            signal.signal(sig, signal.SIG_DFL if handler is None else handler)


def _play(args, headless, keys, raw, shots, app_factory, dealt):
    """Open the board, deal the game of ``dealt`` (code fields) if not None,
    and play ``keys`` (then the window, unless headless)."""
    set_environment(headless)
    from hw import file_store, storage
    from sim import clock, paths, run
    from sim.simboard import SimBoard

    scratch = hw = None
    try:
        if raw is None:
            scratch = tempfile.TemporaryDirectory(prefix="carto-sim-")
            raw = file_store.FileStore(os.path.join(scratch.name, "save.bin"), paths.SAVE_SIZE)
        # A file the size of the device's CIRCUITPY save file (hw.nvm_store).
        saves = storage.Storage(raw, capacity=SAVE_PAYLOAD)
        ticks = clock.StepClock() if headless else clock.WallClock()
        hw = SimBoard(args.board, saves, ticks, args.scale,
                      sound=not (args.mute or headless))
        use_lib()
        from carto_ui import lang

        lang.use(args.lang)
        app = app_factory(hw, args.seed)
        if dealt is not None:
            # As the setup form's Start: the game replaces the saved one.
            from carto_ui.setup import BOT_NAMES

            from engine import challenge

            options = challenge.game_options(dealt)
            # A bot seat takes a bot's name, as on the setup form.
            options["names"] = [BOT_NAMES[i] if dealt["seats"][i] else "P%d" % (i + 1)
                                for i in range(dealt["players"])]
            app.new_game(options)
        screenshots = run.Screenshots(hw.display, shots)
        if headless:
            written = run.run_headless(hw, app, keys, screenshots)
        else:
            written = run.run_windowed(hw, app, keys, screenshots)
    finally:
        if hw is not None:
            hw.close()
        if scratch is not None:
            scratch.cleanup()
    if written:
        where = shots if len(written) == 1 else os.path.dirname(written[0])
        print("%d screenshot(s) in %s" % (len(written), os.path.abspath(where)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Press times on the real firmware: a whole game on the emulated PicoSystem.

The bot's game (``tools/botplay.py``) is pressed on the emulated board's GPIO
buttons (``tools/rp2040.py``), each press held 100 ms and followed by the
runner's ``settle`` (the display bus quiet 300 ms): per press, the emulated
ms from the button going down to the display's last byte, the SPI bytes and
the display windows written (RAMWR commands). The game's seed comes from the
board's clock when the setup form opens, and the emulator is deterministic:
a first short run opens the form as the game will and reads the seed from the
save (or ``--seed N`` puts ``CARTO_SEED`` on the drive: the same deal on two
builds); the bot then plays that seed on CPython, and the whole game's final
save on the board must be CPython's.

Each press is named by what it did on CPython (``kind``: "map: aim step",
"map: go on", "menu: step", ...; "+blink" when the map blinks after it: a
season's first card names its season, a monster blinks in; "+tally" when the
screen it leads to tells its lines one at a time, a season's scores or the
game's result; such a press is timed to its own screen's last byte, before
the display first rests 60 ms, not to the blinking's last phase or the
tally's last line; on CPython the bot waits a tally out before its next
press, as the board's settle does: ``wait_out_tally``); the bench prints every press (emulated
ms, SPI bytes, RAMWR windows, display refreshes: the RAMWR windows grouped
by the gaps between them, see ``refreshes``), then the median, 90% and
slowest per kind, and where each kind's pixels went (the map, the column
beside it, the lines under it: ``where``), and with ``--against DIR``
(another build's ``--out`` of the same game and seed) each kind's median and
summed times beside that run's. ``--presses N`` plays only the game's first N presses
(quick comparisons while working on the display path), ``--profile``
prints the firmware's hottest functions over the run, and ``--phases``
splits each press where the display's first refresh starts (timed
samples of the emulated core, ``tools/rp2040js/sampler.mjs``): per kind
the median ms before it (Python, the heap's collections, imports) and from
there to the last byte (displayio's drawing and the SPI, and any Python
between a press's refreshes), and the firmware's hottest functions in each
part.

With valgrind, the same presses' VM instructions on CircuitPython's desktop
VM (``tools/cpvm.py``, callgrind), in segments of about 20 presses, against
their emulated ms and SPI bytes: ms per million VM instructions, and a fit
of the emulated ms as a cost per VM instruction (the Python side) plus a
cost per SPI byte (displayio's rendering and the transfer).

    python bench/bench_rp2040.py [--game solo|heroes|bots|bots1|bots3] [--no-callgrind]
                                 [--out DIR] [--reuse] [--presses N] [--profile] [--phases]
                                 [--quiet] [--seed N] [--against DIR] [--aim-ms N]
                                 [--read-ms N]

A solo game is about 220 presses, 110 emulated seconds: about 6 minutes here
with --no-callgrind.
``--game bots`` is one person and five strong bots (``bots1``, ``bots3``: one
and three): the press after which the bots' turns run (the person's move,
its "go on") is timed until the person's next card is drawn, as "(bots)" in
its kind; the bots searched ahead while the person aimed (carto_ui.ahead)
move at once, ``--aim-ms`` gives the person more time to aim and ``--read-ms``
more time to read each of their moves.
"""
import argparse
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "lib"))
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

from hw import buttons  # noqa: E402
from tools import botplay, cpvm, rp2040  # noqa: E402

GPIO = {buttons.UP: "UP", buttons.DOWN: "DOWN", buttons.LEFT: "LEFT", buttons.RIGHT: "RIGHT",
        buttons.A: "A", buttons.B: "B", buttons.START: "X", buttons.SELECT: "Y"}
# players: a count of people, or a tuple of seats (0 a person, 1-3 a bot's
# strength: botplay.set_up).
NM = "arm-none-eabi-nm"  # what the emulator's --profile reads the firmware's symbols with
GAMES = {"solo": (1, "base"), "heroes": (3, "heroes"), "bots": ((0, 3, 3, 3, 3, 3), "base"),
         "bots1": ((0, 3), "base"), "bots3": ((0, 3, 3, 3), "base")}
MOVE_KIND = "map: draw"  # (kind_of) the press that makes a move
BOT_QUIET_MS = 3000  # a press the bots' turns follow: done once the display rests this long
# A press whose screen tallies its lines (``TALLIES``): its lines come 200 ms
# apart, slower where a frame imports a module ahead (the review's modules
# load while the last scores are told), and a press before the last one
# would only show the rest: the next press waits until the display rests this long.
TALLY_QUIET_MS = 1500
FRAME_BYTES = 240 * 240 * 2  # a full frame over the SPI
MAP_SIZE = 11 * 16  # the PicoSystem's map: 11 tiles of 16 px (carto_ui.theme.Metrics)
HEAP_KIB = 135  # the VM's heap for the callgrind run (the PicoSystem's budget)
# The firmware's functions of a display refresh: a press's first sample in
# one of them is where its drawing starts (--phases). Python's own calls
# into displayio (a tile set, a shape moved) are not among them.
DRAWING = ("busdisplay", "display_core", "fill_area", "refresh_area")


def script(masks, bots_after=(), tallies=(), aims=(), aim_ms=0, reads=(), read_ms=0):
    """The runner's script: each press, then the display's rest (longer
    after a press that ``bots_after`` marks: the bots' turns follow it, and
    their progress redraws the screen until the person's next card; and
    after one that ``tallies`` marks: its screen tells its lines one at a
    time, and the next press comes once it has told them all, as on
    CPython, ``wait_out_tally``). Before each press that ``aims`` marks
    (``aimed``), ``aim_ms`` more of the board's time pass: a person aiming,
    the bots' searches ahead running (carto_ui.ahead); after each press
    that ``reads`` marks (a move's) and its rest, ``read_ms`` more: the
    person reading their move, the bots found ahead moving in it and the
    next phase's first bots searched."""
    lines = ['wait "mem_free after UI setup" 30', "settle 500"]
    for i, mask in enumerate(masks):
        if i in aims and aim_ms:
            lines.append("run %d" % aim_ms)
        if i in bots_after:
            rest = "settle %d 120000" % BOT_QUIET_MS
        elif i in tallies:
            rest = "settle %d 20000" % TALLY_QUIET_MS
        else:
            rest = "settle 300 20000"
        lines += ["press %s" % GPIO[mask], rest]
        if i in reads and read_ms:
            lines.append("run %d" % read_ms)
    return "\n".join(lines) + "\n"


def aimed(kinds):
    """The presses a person aims before (``kinds`` each press's): each one
    that asks to confirm a move, the press before the move's own. While the
    move is asked to be confirmed no search runs ahead (carto_ui.ahead), so
    time spent there would find no bot."""
    return {i - 1 for i, kind in enumerate(kinds) if kind.startswith(MOVE_KIND) and i}


def without_bot_frames(masks, kinds):
    """The presses a player makes (those made on CPython only to give a
    bot's turn its frames go: on the board frames run by themselves), their
    kinds, and the indexes of the presses the bots' turns follow."""
    kept, named, after = [], [], set()
    for mask, kind in zip(masks, kinds):
        if kind.startswith("BotTurn"):
            if kept:
                after.add(len(kept) - 1)
                for mark in (BLINKS, TALLIES):
                    if kind.endswith(mark) and not named[-1].endswith(mark):
                        # The map the bots' turns lead to blinks, or the
                        # season's scores they lead to tally their lines:
                        # after the press they follow, on the board.
                        named[-1] += mark
            continue
        kept.append(mask)
        named.append(kind)
    return kept, named, after


def masks_of(session):
    """The button bits of the session's presses (one key down each)."""
    table = cpvm.keymap(session.board)
    return [table[key] for key, down in session.events if down]


def play(players, content, seed):
    """The bot's whole game on CPython from ``seed`` (botplay.play_game's);
    returns the Session and each press's kind (``kind_of``)."""
    from carto_ui import play as playmod

    from engine import game as rules

    session = botplay.Session("picosystem", seed_ms=seed)
    kinds = named(session)
    botplay.set_up(session, players, content)
    app = session.app
    for _ in range(40000):
        if app.game.kind == rules.OVER and type(app.screen).__name__ == "GameOver":
            session.press(buttons.A)
            return session, kinds
        if type(app.screen).__name__ == "BotTurn":
            session.press(buttons.UP)  # a frame for the bot's turn (no press on the board)
        elif app.screen is app.play and app.play.mode != playmod.AFTER:
            botplay.decide(session)
        else:
            session.press(buttons.A)
    raise RuntimeError("the game did not end")


def named(session):
    """A list that gets each press's ``kind_of`` as ``session`` presses it."""
    kinds = []
    press = session.press

    def naming(*masks):
        for mask in masks:
            kind = kind_of(session.app, mask)
            press(mask)
            app = session.app
            kinds.append(kind + (BLINKS if blinking(app) else TALLIES if tallying(app) else ""))
            wait_out_tally(session)

    session.press = naming
    return kinds


TALLY_FRAMES = 2000  # a tally's frames at most (CPython's clock: 10 ms a reading)


def wait_out_tally(session):
    """Run frames with no press until the screen has told every line it
    tallies, as the board does before its next press (after a press that
    tallies, the runner waits for ``TALLY_QUIET_MS`` of quiet). A press
    during the tally only shows the rest (``carto_ui.pages``): made on
    CPython and not on the board, it would leave the board's presses one
    ahead of their kinds for the rest of the game."""
    for _ in range(TALLY_FRAMES):
        if not tallying(session.app):
            return
        session.idle(1)
    raise RuntimeError("the tally did not end in %d frames" % TALLY_FRAMES)


MOVES = buttons.UP | buttons.DOWN | buttons.LEFT | buttons.RIGHT
BLINKS = " +blink"  # a kind's mark: the map blinks after the press (carto_ui.play)
BLINK_GAP_MS = 60.0  # the display rests this long between the press's screen and the
# blinking's next phase (its phases are 150 ms apart; a press's own frames follow one
# another within a frame's time)


TALLIES = " +tally"  # a kind's mark: the next screen tells its lines one at a time


def tallying(app):
    """Whether the screen the press led to tells its first page a line at
    a time (``carto_ui.pages.Pages`` with a tally: a season's scores, the
    game's result): the lines still to come follow the press's own screen,
    ``_TALLY_MS`` apart, or all at once at the next press."""
    pages = getattr(app.screen, "pages", None)
    if pages is None or not hasattr(pages, "tallied") or pages.page:
        return False
    return pages.tallied < min(len(pages.pages[0][1]), pages.frame.rows)


def blinking(app):
    """Whether the map blinks after the press just made (a season's first
    card names its season, a monster or hero blinks in): the blinking's
    phases redraw the screen after the press's own screen is complete."""
    play = app.play
    return app.screen is play and play is not None and (play.season_blink or play.map.n_fresh > 0)


def kind_of(app, mask):
    """What pressing ``mask`` does on the screen ``app`` shows, in a few words."""
    from carto_ui import play as playmod

    screen = app.screen
    if screen is None:
        return "none"
    if screen is not app.play:
        name = type(screen).__name__
        return "%s: %s" % (name, "step" if mask & MOVES else GPIO[mask])
    p = screen
    if p.messages:
        return "map: dismiss card panel" if p.panel is not None else "map: read news"
    mode = p.mode
    if mask == buttons.START:
        return "map: turn menu"
    if mode == playmod.AFTER:
        return "map: go on" if mask == buttons.A else "map: after " + GPIO[mask]
    if mode in (playmod.CONFIRM, playmod.PICK_CONFIRM):
        return ("map: draw" if mode == playmod.CONFIRM else "map: destroy") if mask == buttons.A \
            else "map: back"
    if mode == playmod.CHOOSE:
        return "map: choose option" if mask != buttons.A else "map: take option"
    if mode == playmod.PICK:
        return "map: pick step" if mask & MOVES else "map: pick Here?"
    if mask & MOVES:
        return "map: aim step"
    if mask == buttons.A:
        return "map: Here?"
    return "map: rotate/flip"


def ahead_times(console):
    """The ms each phase's searches ahead took, from the console's "Bots
    ahead: N in MS ms" lines (carto_ui.ahead)."""
    return [int(ms) for ms in re.findall(r"Bots ahead: \d+ in (\d+) ms", console)]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def windows(run):
    """RAMWR windows written after each press (the runner's settle lines)."""
    return [int(n) for n in re.findall(r"settle: .* after press \S+ \(\d+ SPI bytes, RAMWR "
                                       r"(\d+)\)", run.out)]


REFRESH_GAP_MS = 6.0  # the main loop sleeps 10 ms between frames; a refresh's windows follow
# one another within the time to render one buffer of pixels


def trace_windows(run):
    """The RAMWR windows of the run's LCD trace from its first press on, in
    order: (the press's index, the emulated ms the window's last byte
    went, x1, x2, y1, y2, pixels)."""
    path = os.path.join(run.folder, "lcd-trace.txt")
    starts = [s["at_ms"] for s in run.settles]
    if not os.path.exists(path) or not starts:
        return
    k = -1
    with open(path) as f:
        for line in f:
            found = re.match(r"([0-9.]+) win x(\d+)-(\d+) y(\d+)-(\d+) px (\d+)", line)
            if not found:
                continue
            at = float(found.group(1))
            while k + 1 < len(starts) and at >= starts[k + 1]:
                k += 1
            if k >= 0:
                yield (k, at) + tuple(int(found.group(n)) for n in (2, 3, 4, 5, 6))


def press_refreshes(run):
    """Each press's display refreshes: the RAMWR windows of the runner's LCD
    trace (``trace_windows``) in runs with less than REFRESH_GAP_MS between
    one window's end and the next's, each [the ms its first window's last
    byte went, its last window's, its pixels], a list a press."""
    found = [[] for _ in run.settles]
    for k, at, _x1, _x2, _y1, _y2, px in trace_windows(run):
        press = found[k]
        if not press or at - press[-1][1] > REFRESH_GAP_MS:
            press.append([at, at, 0])
        press[-1][1] = at
        press[-1][2] += px
    return found


def rested(found, start):
    """The ms from ``start`` (a press's) to the last window of its
    refreshes ``found`` before the display first rested BLINK_GAP_MS
    (None: no window)."""
    done = None
    for i, (first, last, _px) in enumerate(found):
        if i and first - found[i - 1][1] > BLINK_GAP_MS:
            break
        done = last - start
    return done


def refreshes(run):
    """Display refreshes after each press (``press_refreshes``), the
    pixels each press's windows covered, and the ms from the press to its
    last window before the display first rested BLINK_GAP_MS (``rested``)."""
    found = press_refreshes(run)
    return ([len(press) for press in found], [sum(r[2] for r in press) for press in found],
            [rested(press, s["at_ms"]) for press, s in zip(found, run.settles)])


def where(run, map_size):
    """The pixels of each press's RAMWR windows by where they lie on the
    screen: (on the map, beside it, under it) per press, the map being
    ``map_size`` px square at the top-left corner (the full-screen screens'
    pixels count where they lie too)."""
    out = [[0, 0, 0] for _ in run.settles]
    for k, _at, x1, x2, y1, y2, _px in trace_windows(run):
        left = max(0, min(x2 + 1, map_size) - x1)  # columns over the map's
        top = max(0, min(y2 + 1, map_size) - y1)  # rows beside or on the map
        out[k][0] += left * top
        out[k][1] += (x2 + 1 - x1 - left) * top
        out[k][2] += (x2 + 1 - x1) * (y2 + 1 - y1 - top)
    return out


def presses_by_kind(kinds, n):
    """{kind: the indices of its presses} over the first ``n`` presses."""
    by = {}
    for i, kind in enumerate(kinds[:n]):
        by.setdefault(kind, []).append(i)
    return by


def report_where(kinds, parts):
    """Per kind, the median pixels a press sent to the map, beside it and
    under it; then each place's share of all the pixels sent."""
    lines = ["pixels a press sent, by where (median per kind: the map, beside it, under it):"]
    by = presses_by_kind(kinds, len(parts))
    for kind in sorted(by, key=lambda k: -len(by[k])):
        idx = by[kind]
        lines.append("  %-34s %4d presses  %7d %7d %7d" % (
            kind[:34], len(idx), *(percentile([parts[i][n] for i in idx], 0.5)
                                   for n in range(3))))
    totals = [sum(part[n] for part in parts) for n in range(3)]
    whole = sum(totals) or 1
    lines.append("all presses: %d px, on the map %d%%, beside it %d%%, under it %d%%" % (
        whole, *(round(100 * t / whole) for t in totals)))
    return lines


def summary(values):
    return "%6.0f %6.0f %6.0f" % (percentile(values, 0.5), percentile(values, 0.9), max(values))


def report(kinds, masks, times, spi, ramwr, counts, quiet=False):
    """Every press, then the median, 90% and slowest of each kind."""
    if not quiet:
        print("press  kind                               key     ms   SPI B  RAMWR refreshes")
        for i in range(len(times)):
            print("%5d  %-34s %-4s %6.0f %7d %6d %3d" % (
                i, kinds[i][:34], GPIO[masks[i]], times[i], spi[i], ramwr[i], counts[i]))
    print("per kind (ms: median, 90%, max; SPI KB median, max; refreshes median, max):")
    by = presses_by_kind(kinds, len(times))
    for kind in sorted(by, key=lambda k: -percentile([times[i] for i in by[k]], 0.5)):
        idx = by[kind]
        ms = [times[i] for i in idx]
        kb = [spi[i] / 1000 for i in idx]
        rf = [counts[i] for i in idx]
        print("  %-34s %4d presses  %s ms  %6.1f %6.1f KB  %d %d" % (
            kind[:34], len(idx), summary(ms), percentile(kb, 0.5), max(kb),
            percentile(rf, 0.5), max(rf)))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="solo", choices=sorted(GAMES))
    parser.add_argument("--no-callgrind", action="store_true")
    parser.add_argument("--out", default=os.path.join(rp2040.CACHE, "bench"))
    parser.add_argument("--reuse", action="store_true",
                        help="read the emulator's runs back from --out instead of running them")
    parser.add_argument("--presses", type=int, default=0,
                        help="only the game's first N presses (0: all of them)")
    parser.add_argument("--profile", action="store_true",
                        help="the firmware's hottest functions over the game's run")
    parser.add_argument("--phases", action="store_true",
                        help="each press's time before the display's refresh starts and"
                             " drawing, with the firmware's hottest functions in each")
    parser.add_argument("--quiet", action="store_true", help="no line per press")
    parser.add_argument("--against", metavar="DIR",
                        help="another build's --out of the same game and seed: each kind's"
                             " press times beside this run's")
    parser.add_argument("--aim-ms", type=int, default=0,
                        help="the board's time before each press that asks to confirm a move,"
                             " beyond the rest after the press before (a person aiming while"
                             " the bots search ahead)")
    parser.add_argument("--read-ms", type=int, default=0,
                        help="the board's time after each move's press, beyond its rest (a"
                             " person reading their move while the bots move)")
    parser.add_argument("--seed", type=int, default=None,
                        help="deal this seed (the drive's CARTO_SEED), not the board's clock's:"
                             " the same game on two builds")
    args = parser.parse_args(argv)
    players, content = GAMES[args.game]
    if (args.profile or args.phases) and shutil.which(NM) is None:
        # (It reads the firmware's symbols, after the game.)
        raise SystemExit("bench_rp2040: --profile and --phases need %s: on Debian, apt-get "
                         "install binutils-arm-none-eabi" % NM)
    try:
        emulator = rp2040.Emulator()
    except rp2040.Missing as missing:
        print("bench_rp2040: skipped: %s" % missing)
        return 0
    if not args.reuse:
        shutil.rmtree(args.out, ignore_errors=True)
        os.makedirs(args.out)
        drive = rp2040.bundle(os.path.join(args.out, "CIRCUITPY"), seed=args.seed)
        image = emulator.image(drive, os.path.join(args.out, "game.img"))
        if args.seed is None:
            # The seed: the setup form opened and the game started as the whole run will.
            opening = botplay.Session("picosystem")
            botplay.set_up(opening, players, content)
            emulator.run(script(masks_of(opening)), os.path.join(args.out, "seed"), fs=image,
                         max_s=60)
    from engine import restore

    seed = args.seed
    if seed is None:
        probe = rp2040.Run(os.path.join(args.out, "seed"))
        if probe.save is None:
            raise SystemExit("the first run left no save: " + probe.why())
        seed = restore.load(probe.save).seed
    session, kinds = play(players, content, seed)
    masks, kinds, bots_after = without_bot_frames(masks_of(session), kinds)
    print("%s game, seed %d (%s): %d presses" % (
        args.game, seed, "the board's clock" if args.seed is None else "--seed", len(masks)))
    whole = not args.presses or args.presses >= len(masks)
    if not whole:
        masks = masks[: args.presses]
        print("only its first %d presses" % len(masks))
    if not args.reuse:
        extra = []
        if args.profile:
            extra = ["--profile", os.path.join(os.path.dirname(emulator.firmware),
                                               "firmware.elf")]
        tallies = {i for i, kind in enumerate(kinds) if kind.endswith(TALLIES)}
        aims = aimed(kinds)
        reads = {i for i, kind in enumerate(kinds) if kind.startswith(MOVE_KIND)}
        emulator.run(script(masks, bots_after, tallies, aims, args.aim_ms, reads, args.read_ms),
                     os.path.join(args.out, "game"),
                     fs=image, max_s=60 + 3 * len(masks) + 60 * len(bots_after)
                     + 2 * len(tallies) + (len(aims) * args.aim_ms
                                           + len(reads) * args.read_ms) // 1000, lcd_trace=True,
                     args=extra, samples=args.phases)
    run = rp2040.Run(os.path.join(args.out, "game"))
    print("emulated %.1f s in %.0f s wall; %s" % (run.emulated_s or 0, run.wall,
                                                  "clean" if run.ok else run.why()))
    if whole:
        print("final save %s CPython's" % ("the same as" if run.save == session.save
                                           else "NOT"))
    elif run.save is not None and restore.load(run.save).seed != seed:
        print("the board dealt seed %d, NOT CPython's" % restore.load(run.save).seed)
    if not run.settles:
        print("no press was measured: " + run.why())
        return 1
    times = press_times(run, kinds, bots_after)
    spi = [s["spi_bytes"] for s in run.settles]
    ramwr = windows(run)
    counts = refreshes(run)[0]
    if bots_after:
        kinds = [kind + " (bots)" if i in bots_after else kind for i, kind in enumerate(kinds)]
    report(kinds, masks, times, spi, ramwr, counts, args.quiet)
    searched = ahead_times(run.console)
    if searched:
        print("the bots' searches ahead (carto_ui.ahead): %d phases, all their bots found within"
              " median %.0f, 90%% %.0f, max %.0f ms of the phase's first frame on the map"
              % (len(searched), percentile(searched, 0.5), percentile(searched, 0.9),
                 max(searched)))
    print("\n".join(report_where(kinds, where(run, MAP_SIZE))))
    profile = re.search(r"\[emu\] profile: (.*)", run.out)
    if profile:
        print("firmware profile: " + profile.group(1))
    if args.phases:
        elf = os.path.join(os.path.dirname(emulator.firmware), "firmware.elf")
        print("\n".join(phases(run, kinds, times, elf)))
    for name, values, unit in (("button down to the display's last byte", times, "ms"),
                               ("SPI bytes", spi, "B"), ("display windows (RAMWR)", ramwr, ""),
                               ("display refreshes", counts, "")):
        print("%s per press: median %s, 90%% %s, max %s %s" % (
            name, percentile(values, 0.5), percentile(values, 0.9), max(values), unit))
    print("full frames' worth of SPI per press: median %.2f, max %.2f (a frame is %d B, "
          "14.7 ms at 62.5 MHz)" % (percentile(spi, 0.5) / FRAME_BYTES, max(spi) / FRAME_BYTES,
                                    FRAME_BYTES))
    print(all_presses(times, spi))
    if args.against:
        other = rp2040.Run(os.path.join(args.against, "game"))
        if len(other.settles) != len(times):
            print("--against %s: %d presses measured, this run %d: not the same game"
                  % (args.against, len(other.settles), len(times)))
        else:
            print("\n".join(against(kinds, press_times(other, kinds, bots_after), times)))
    slow = sorted(range(len(times)), key=lambda i: -times[i])[:8]
    print("slowest: " + ", ".join("#%d %s %.0f ms %d B" % (i, GPIO[masks[i]], times[i], spi[i])
                                  for i in slow))
    # With bots the VM's key events include the bots' frames: no press-by-press relation.
    if args.no_callgrind or not whole or bots_after or shutil.which("valgrind") is None:
        return 0 if run.ok else 1
    return relate(session, times, spi) if run.ok and run.save == session.save else 1


def split_phases(starts, ends, times, pcs, name_of):
    """Each press's two parts, from timed samples of the core (``times``
    in ms, ascending; ``pcs`` their program counters; ``name_of(pc)`` its
    function): the press from ``starts[i]`` to ``ends[i]`` ms is cut at
    its first sample in a refresh's function (``DRAWING``; none: all of it
    comes before). Returns per press (ms before, ms drawing, {function:
    samples} before, {function: samples} drawing)."""
    import bisect

    out = []
    for start, end in zip(starts, ends):
        lo = bisect.bisect_left(times, start)
        hi = bisect.bisect_right(times, end)
        cut = end
        before = {}
        drawing = {}
        for k in range(lo, hi):
            name = name_of(pcs[k])
            if cut == end and any(part in name for part in DRAWING):
                cut = times[k]
            part = before if cut == end else drawing
            part[name] = part.get(name, 0) + 1
        out.append((cut - start, end - cut, before, drawing))
    return out


def phases(run, kinds, times, elf):
    """--phases's lines: per kind the median ms before the refresh starts
    and drawing, then the hottest functions of each part over all presses."""
    import bisect
    import subprocess
    from array import array

    stem = os.path.join(run.folder, "samples")
    if not os.path.exists(stem + ".t"):
        return ["no samples: " + run.why()]
    stamps = array("d")
    with open(stem + ".t", "rb") as f:
        stamps.frombytes(f.read())
    pcs = array("I")
    with open(stem + ".pc", "rb") as f:
        pcs.frombytes(f.read())
    symbols = []
    listing = subprocess.run([NM, "-n", elf], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        field = line.split(" ")
        if len(field) == 3 and field[1] in "tTwW":
            symbols.append((int(field[0], 16), field[2]))
    addresses = [a for a, _ in symbols]

    def name_of(pc):
        k = bisect.bisect_right(addresses, pc) - 1
        return symbols[k][1] if k >= 0 and pc >= 0x4000 else "(boot ROM)"

    starts = [s["at_ms"] for s in run.settles]
    ends = [start + t for start, t in zip(starts, times)]
    parts = split_phases(starts, ends, [t / 1e6 for t in stamps], pcs, name_of)
    lines = ["where each press's time goes (ms before the display's first refresh starts, "
             "then from there to its last byte; median per kind):"]
    by_kind = {}
    for kind, part in zip(kinds, parts):
        by_kind.setdefault(kind, []).append(part)
    for kind in sorted(by_kind, key=lambda k: -sum(p[0] + p[1] for p in by_kind[k])):
        got = by_kind[kind]
        lines.append("  %-34s %3d presses  before %6.1f  drawing %6.1f ms" % (
            kind, len(got), percentile([p[0] for p in got], 0.5),
            percentile([p[1] for p in got], 0.5)))
    for index, title in ((2, "before the refresh"), (3, "drawing")):
        total = {}
        for part in parts:
            for name, n in part[index].items():
                total[name] = total.get(name, 0) + n
        count = sum(total.values()) or 1
        top = sorted(total.items(), key=lambda item: -item[1])[:10]
        lines.append("  %s (%.1f s): %s" % (
            title, sum(p[index - 2] for p in parts) / 1000,
            ", ".join("%s %.0f%%" % (name, 100 * n / count) for name, n in top)))
    return lines


def press_times(run, kinds, bots_after=()):
    """Each press's emulated ms from the button going down to the display's
    last byte; a press the map blinks after is done when its own screen is
    (the blinking's phases after it are the map's, not the press's), likewise
    a tally's lines. A press the bots' turns follow is done when the
    person's next card is drawn, before that map's blinking
    (``before_blinking``), or when the season's scores they lead to are,
    before their tally (``before_tally``): whether their turn's screen came
    between, which redraws with pauses of its own, or their moves were
    found ahead."""
    times = [s["display_done_ms"] or 0.0 for s in run.settles]
    found = press_refreshes(run)
    for i, kind in enumerate(kinds[: len(times)]):
        start = run.settles[i]["at_ms"]
        if i not in bots_after and kind.endswith((BLINKS, TALLIES)):
            done = rested(found[i], start)
        elif i in bots_after and kind.endswith(BLINKS):
            done = before_blinking(found[i])
            done = None if done is None else done - start
        elif i in bots_after and kind.endswith(TALLIES):
            done = before_tally(found[i], start)
        else:
            continue
        if done is not None:
            times[i] = done
    return times


BLINK_PHASES = 5  # the map's blinking (carto_ui.play) redraws its areas five times at least
BLINK_PX = 4096  # and no more than this a time: the season's name and a few fresh spaces


def before_blinking(found):
    """When the press whose refreshes ``found`` (``press_refreshes``) are
    drew its last before the map's blinking: its phases are the display's
    last refreshes, at least BLINK_PHASES of them, each small (BLINK_PX);
    None when the refreshes do not end so."""
    i = len(found)
    while i > 0 and found[i - 1][2] <= BLINK_PX:
        i -= 1
    if i == 0 or len(found) - i < BLINK_PHASES:
        return None
    return found[i - 1][1]


TALLY_PX = 8192  # a tally's line redraws no more than this; the screen it is told on, more


def before_tally(found, start):
    """The ms from ``start`` (a press's) to the end of the screen whose
    lines are then told one at a time, of the press's refreshes ``found``
    (``press_refreshes``): its last refresh larger than a line
    (TALLY_PX) and those right after it (``rested``); None when no
    refresh is that large."""
    for j in range(len(found) - 1, -1, -1):
        if found[j][2] > TALLY_PX:
            return rested(found[j:], start)
    return None


def against(kinds, before, after):
    """Lines comparing two runs of the same presses, ``before`` -> ``after``
    (ms per press): per kind, most presses first, the median and the sum;
    then every press's median, 90% and slowest, and the waits summed."""
    by = presses_by_kind(kinds, len(after))
    lines = ["against the earlier run (ms, before -> after):"]
    for kind in sorted(by, key=lambda k: (-len(by[k]), k)):
        idx = by[kind]
        lines.append("  %-34s %4d presses  median %5.0f -> %5.0f  sum %7.0f -> %7.0f" % (
            kind[:34], len(idx), percentile([before[i] for i in idx], 0.5),
            percentile([after[i] for i in idx], 0.5), sum(before[i] for i in idx),
            sum(after[i] for i in idx)))
    for name, values in (("before", before), ("after", after)):
        lines.append("  %-6s every press: median %.0f, 90%% %.0f, max %.0f ms; %.1f s waited" % (
            name, percentile(values, 0.5), percentile(values, 0.9), max(values),
            sum(values) / 1000))
    return lines


def all_presses(times, spi):
    """The line saying what the whole run's presses cost the player: the
    waits summed (button down to the display's last byte) and the SPI."""
    return "all %d presses: %.1f s waited, %.2f MB of SPI" % (
        len(times), sum(times) / 1000, sum(spi) / 1e6)


def vm_totals(session, cuts):
    """VM instructions (callgrind) of the game's first ``k`` presses and its
    start-up, for each ``k`` of ``cuts``. Whole runs of each prefix: the
    shared VM is stripped, so callgrind cannot dump before a function
    (cpvm.callgrind_parts) to count each press on its own."""
    from concurrent.futures import ThreadPoolExecutor

    stage = cpvm.Stage()

    def total(k):
        out = os.path.join(stage.folder, "cg%d" % k)
        os.makedirs(out)
        result = stage.run(session.events[:2 * k], "picosystem", HEAP_KIB * 1024, valgrind=[
            "--tool=callgrind", "--dump-instr=no", "--callgrind-out-file=%s/cg.out" % out])
        if not result.ended or result.out_of_memory:
            raise RuntimeError("the VM's run of %d presses failed: %s" % (k, result.why()))
        return sum(cpvm.dump_counts(out))

    try:
        with ThreadPoolExecutor(2) as pool:
            return list(pool.map(total, cuts))
    finally:
        stage.close()


def relate(session, times, spi, segments=13):
    """How the desktop VM's instructions and the SPI bytes relate to the
    emulated ms, over segments of the game's presses."""
    import numpy

    n = len(times)
    cuts = sorted({round(j * n / segments) for j in range(segments + 1)})
    totals = vm_totals(session, cuts)
    rows = []
    for (k1, t1), (k2, t2) in zip(zip(cuts, totals), zip(cuts[1:], totals[1:])):
        rows.append(((t2 - t1) / 1e6, sum(spi[k1:k2]) / 1e3, sum(times[k1:k2]), k2 - k1))
    print("VM start-up %.1f M instructions; per segment of presses: VM M instructions, "
          "SPI KB, emulated ms" % (totals[0] / 1e6))
    for mi, kb, ms, presses in rows:
        print("  %3d presses: %7.1f M  %7.0f KB  %7.0f ms  (%.1f ms per M)" % (
            presses, mi, kb, ms, ms / mi))
    mi = numpy.array([r[0] for r in rows])
    kb = numpy.array([r[1] for r in rows])
    ms = numpy.array([r[2] for r in rows])
    (alpha, beta), *_ = numpy.linalg.lstsq(numpy.column_stack([mi, kb]), ms, rcond=None)
    fitted = alpha * mi + beta * kb
    print("whole game: %.0f M VM instructions, %.0f emulated ms: %.1f ms per M" % (
        mi.sum(), ms.sum(), ms.sum() / mi.sum()))
    print("fit: emulated ms = %.1f x VM M instructions + %.3f x SPI KB (worst segment off by "
          "%.0f%%)" % (alpha, beta, 100 * abs(fitted / ms - 1).max()))
    return 0

if __name__ == "__main__":
    sys.exit(main())

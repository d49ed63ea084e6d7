"""The bot's strengths (engine.bot): each one's score over seeded solo games per content.

Run: ``python bench/bench_bots.py [--games N] [--contents base,heroes,mixed]``
(default 100 games, seeds 1..N, every content). Prints, per content and
strength, the average final score with its standard deviation, lowest and
highest, the average solo rating, and the CPython CPU time per game. The
bot's choices are the same on every interpreter (tests/
test_micropython_conformance.py), so these scores are the devices' too.

``python bench/bench_bots.py --seats [--board pybadge] [--content base]``
measures bot seats on CircuitPython's desktop VM instead (tools/cpvm.py):
whole games of one person and 1, 3 and 5 strong bots played by buttons
(tools/botplay.py's ``bot_game``), each run's smallest heap (KiB, 1 KiB
steps, a fixed heap as on a board) and, under valgrind's callgrind, the VM
instructions the bots' turns take per card (every frame of their turn
screens, ``carto_ui.botturn``: their search, moves and saves) with their
frames per card (two a key event in the replay) and the largest press.
"""
import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import bot  # noqa: E402
from engine.game import OVER, Game, preset  # noqa: E402

CONTENTS = ("base", "heroes", "mixed")
STRENGTHS = ((bot.WEAK, "weak"), (bot.FAIR, "fair"), (bot.STRONG, "strong"))


def solo_game(content, seed, strength):
    """The finished solo Game of the bot of ``strength`` on ``seed``."""
    game = Game(**preset(content, 1, seed))
    while game.kind != OVER:
        game.act(bot.choose(game, strength))
    return game


def scores(content, seeds, strength):
    """[(score, solo rating)] of the bot of ``strength`` on each seed."""
    out = []
    for seed in seeds:
        game = solo_game(content, seed, strength)
        out.append((game.total(0), game.solo_rating()[0]))
    return out


def seat_figures(board, content, bots):
    """(smallest heap KiB, bots' VM instructions per card, their frames per
    card, the largest press's instructions) of a game of one person and
    ``bots`` strong bots on ``board``."""
    from tools import botplay, cpvm

    screens = []  # the screen each press of the game was made on
    cards = set()  # (season, cards revealed): a card of the game

    def watch(app, mask):
        screens.append(type(app.screen).__name__)
        cards.add((app.game.season, len(app.game.revealed)))

    seats = [0] + [bot.STRONG] * bots
    session = botplay.bot_game(seats, content, board, watch=watch)
    stage = cpvm.Stage(mpy=True)
    try:
        heap = stage.smallest_heap([session.events], board, low=90, high=200, probes=2,
                                   window=4)
        result, parts = cpvm.callgrind_parts(stage, session.events, board,
                                             cpvm.BUDGETS[board][1] * 1024)
        if not result.ok:
            raise RuntimeError(result.why())
    finally:
        stage.close()
    costs = cpvm.press_costs(parts, session.events)
    # the set-up's presses come before the watch: the game's are the last
    costs = costs[len(costs) - len(screens):]
    turns = [cost for cost, name in zip(costs, screens) if name == "BotTurn"]
    n = len(cards)
    return heap, sum(turns) / n, 2 * len(turns) / n, max(costs)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100,
                        help="seeded solo games per content and strength (default 100)")
    parser.add_argument("--contents", default=",".join(CONTENTS),
                        help="comma-separated contents (default all)")
    parser.add_argument("--seats", action="store_true",
                        help="bot seats on the CircuitPython VM: heap and time per card")
    parser.add_argument("--board", default="pybadge", help="with --seats (default pybadge)")
    parser.add_argument("--content", default="base", choices=CONTENTS,
                        help="with --seats (default base)")
    args = parser.parse_args(argv)
    if args.seats:
        print("One person and strong bots, %s, on the %s profile of the VM:"
              % (args.content, args.board))
        print("| Bots | smallest heap KiB | bots' VM instructions per card (M) "
              "| their frames per card | largest press (M) |")
        print("|---|---|---|---|---|")
        failed = 0
        for bots in (1, 3, 5):
            try:
                heap, per_card, frames, worst = seat_figures(args.board, args.content, bots)
            except RuntimeError as why:  # the run at the board's guard did not end clean
                failed += 1
                print("| %d | fails at the guard: %s | | | |" % (
                    bots, str(why).strip().splitlines()[-1]), flush=True)
                continue
            print("| %d | %s | %.1f | %.1f | %.1f |" % (bots, heap, per_card / 1e6, frames,
                                                      worst / 1e6), flush=True)
        return 1 if failed else 0
    contents = args.contents.split(",")
    if args.games < 1 or [c for c in contents if c not in CONTENTS]:
        parser.error("--games must be 1 or more, --contents of base, heroes, mixed")
    seeds = range(1, args.games + 1)
    print("Solo games on seeds 1-%d, per content and strength (bot.choose's strength):"
          % args.games)
    print("| Content | Strength | Score: average | spread (sd) | lowest-highest "
          "| Solo rating: average | CPU s/game (CPython) |")
    print("|---|---|---|---|---|---|---|")
    for content in contents:
        for strength, name in STRENGTHS:
            start = time.process_time()
            rows = scores(content, seeds, strength)
            took = (time.process_time() - start) / len(rows)
            totals = [r[0] for r in rows]
            print("| %s | %d %s | %.1f | %.1f | %d-%d | %+.1f | %.2f |" % (
                content, strength, name, statistics.mean(totals), statistics.pstdev(totals),
                min(totals), max(totals), statistics.mean(r[1] for r in rows), took),
                flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

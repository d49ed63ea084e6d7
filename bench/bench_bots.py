"""The bot's strengths (engine.bot): each one's score over seeded solo games per content.

Run: ``python bench/bench_bots.py [--games N] [--contents base,heroes,mixed]``
(default 100 games, seeds 1..N, every content). Prints, per content and
strength, the average final score with its standard deviation, lowest and
highest, the average solo rating, and the CPython CPU time per game. The
bot's choices are the same on every interpreter (tests/
test_micropython_conformance.py), so these scores are the devices' too.
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100,
                        help="seeded solo games per content and strength (default 100)")
    parser.add_argument("--contents", default=",".join(CONTENTS),
                        help="comma-separated contents (default all)")
    args = parser.parse_args(argv)
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

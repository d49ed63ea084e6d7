"""Presses per turn over the bot's whole games played through the UI
(``tools/botplay.py``): the median and the worst, per content and players.

A turn runs from its card's reveal (the first press made on the map while a
new decision is shown) to the next one's: the card's panel, choosing an
option, moving and turning the ghost, "Here?", the draw, the news, the
pause after the move, a handoff and a season's scores all count. Turns are
sorted into:

- simple: one shape drawn (an explore card, whichever option), no news:
  nothing but the card itself was said in the turn;
- news: one shape drawn, with news (coins, an ambush drawn, the ruins
  rule...), no season scored in it;
- other: a hero, a space to destroy, a monster on a rival's map, the 1x1
  fallback, or a season scored.

Presses are what the player's fingers do: the d-pad held to repeat (as
the board does, ``hw.repeat``) in one direction is one press however many
spaces the ghost glides, as a handheld player aims; the buttons' events,
one a space, are counted too ("steps").

Run: ``python bench/bench_presses.py [games per row]`` (headless, a few
seconds a game). ``--check`` exits 1 when a simple turn's median is over 6
presses or a turn with news has a median over 8.
"""
import os
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))
sys.path.insert(1, ROOT)
os.environ["BLINKA_OS_AGNOSTIC"] = "1"

from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A  # noqa: E402
from tools import botplay, cpvm  # noqa: E402

ROWS = (("base", 1), ("heroes", 1), ("base", 3), ("heroes", 3))
SIMPLE_MOST = 6
NEWS_MOST = 8


class Counter:
    """The ``watch`` of a botplay game: sorts each press into its turn."""

    def __init__(self):
        # [kind, steps, aiming steps, repeats] per turn; kind: "simple",
        # "news", "other"; steps: button events; aiming: moving and turning
        # the ghost, stepping options; repeats: d-pad steps in the direction
        # of the one before (the d-pad held).
        self.turns = []
        self.shown = None  # the decision whose turn is being counted
        self.last = 0  # the turn's previous button event

    def __call__(self, app, mask):
        from carto_ui import play as playmod

        from engine import cards
        from engine import game as rules

        p = app.play
        g = app.game
        on_map = app.screen is p and p is not None and g is not None
        if on_map and p.mode != playmod.AFTER:
            state = g.to_bytes()
            if state != self.shown:
                self.shown = state
                one = (g.kind == rules.PLACE and cards.kind(g.card) == cards.EXPLORE
                       and g.actor == g.target and not g.fallback)
                self.turns.append(["simple" if one else "other", 0, 0, 0])
                self.last = 0
        if not self.turns:
            return
        turn = self.turns[-1]
        turn[1] += 1
        if mask == self.last and mask in (UP, DOWN, LEFT, RIGHT):
            turn[3] += 1
        self.last = mask
        aiming = (playmod.CHOOSE, playmod.AIM, playmod.PICK)
        if on_map and not p.messages and p.mode in aiming and mask not in (A, START):
            turn[2] += 1
        if not on_map:
            if type(app.screen).__name__ == "SeasonEnd":
                turn[0] = "other"
            return
        said = p.messages and p.messages[0] != p.card_news
        if (said or p.mode == playmod.AFTER and p.after_news) and turn[0] == "simple":
            turn[0] = "news"


def count(players, content, seed_ms):
    counter = Counter()
    botplay.play_game(players, content, seed_ms=seed_ms, watch=counter)
    # The game's last turn ends on the game over screens, not a reveal.
    return counter.turns[:-1]


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if not a.startswith("--")]
    games = int(args[0]) if args else 3
    failed = False
    print("Presses a turn (the d-pad held in one direction is one press): how many")
    print("turns, median and worst; then the median of the button events (one a")
    print("space: steps) and, in brackets, of the presses that are not aiming")
    print("(moving and turning the ghost, stepping options).")
    head = "%s: n med worst steps (fix)"
    print("%-8s %7s  %-30s %-30s %-30s" % ("content", "players", head % "simple", head % "news",
                                          head % "other"))
    for content, players in ROWS:
        by_kind = {"simple": [], "news": [], "other": []}
        for k in range(games):
            for kind, n, aiming, repeats in count(players, content, cpvm.SEED_MS + 1000 * k):
                by_kind[kind].append((n - repeats, n, n - aiming))
        cells = []
        for kind in ("simple", "news", "other"):
            got = [n for n, _, _ in by_kind[kind]]
            steps = [s for _, s, _ in by_kind[kind]]
            fixed = [f for _, _, f in by_kind[kind]]
            if got:
                cells.append("%4d %4.1f %4d %5.1f (%3.1f)" % (
                    len(got), statistics.median(got), max(got), statistics.median(steps),
                    statistics.median(fixed)))
            else:
                cells.append("%4d %4s %4s %5s %5s" % (0, "-", "-", "-", ""))
            if got and statistics.median(got) > (SIMPLE_MOST if kind == "simple" else NEWS_MOST):
                failed = failed or kind != "other"
        print("%-8s %7d  %-30s %-30s %-30s" % (content, players, *cells))
    if check and failed:
        print("over budget: a simple turn's median over %d or a turn with news over %d"
              % (SIMPLE_MOST, NEWS_MOST))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Self-play: the bot plays a whole game and prints the result."""
# ``python -m engine.selfplay SEED PLAYERS CONTENT`` (CONTENT: base, heroes or
# mixed), or ``import engine.selfplay; engine.selfplay.main([...])`` under
# MicroPython (which has no sys.argv in its WebAssembly build). The output is
# identical on every interpreter.
# Each module is compiled before its own imports run; on a device bot.py,
# imported first, compiles while the heap is still nearly empty.
from . import bot
from .game import OVER, Game, preset


def play(seed, players, content):
    """The finished Game of the bot playing every seat."""
    game = Game(**preset(content, players, seed))
    while game.kind != OVER:
        game.act(bot.choose(game))
    return game


def main(args):
    if len(args) != 3 or args[2] not in ("base", "heroes", "mixed"):
        print("usage: python -m engine.selfplay SEED PLAYERS base|heroes|mixed")
        return 2
    game = play(int(args[0]), int(args[1]), args[2])
    for p in range(game.n):
        print("P%d: %d" % (p + 1, game.total(p)))
    if game.n == 1:
        rating, title = game.solo_rating()
        print("Rating: %d %s" % (rating, title))
    print("done")
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))

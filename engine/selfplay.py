"""Self-play: the bot plays a whole game and prints the result."""
# ``python -m engine.selfplay SEED PLAYERS CONTENT`` (CONTENT: base, heroes or
# mixed), or ``import engine.selfplay; engine.selfplay.main([...])`` under
# MicroPython (which has no sys.argv in its WebAssembly build). The output is
# identical on every interpreter.
# ``main`` plays as a device does: it builds the game, forgets the modules
# only a set-up needs (docs/engine-api.md, "Memory"), and only then loads
# the bot, so set-up and search code are never in the heap together.
import gc
import sys

from .game import OVER, Game, preset

SETUP_ONLY = ("setup", "maps")


def forget(names):
    """Drop ``engine.<name>`` for each name from the module table and the
    package, so its code can be collected."""
    import engine
    for name in names:
        sys.modules.pop("engine." + name, None)
        if hasattr(engine, name):
            delattr(engine, name)


def finish(game):
    """Let the bot play every remaining decision of ``game``."""
    from . import bot
    while game.kind != OVER:
        game.act(bot.choose(game))
    return game


def play(seed, players, content):
    """The finished Game of the bot playing every seat."""
    return finish(Game(**preset(content, players, seed)))


def main(args):
    if len(args) != 3 or args[2] not in ("base", "heroes", "mixed"):
        print("usage: python -m engine.selfplay SEED PLAYERS base|heroes|mixed")
        return 2
    game = Game(**preset(args[2], int(args[1]), int(args[0])))
    forget(SETUP_ONLY)
    for name in ("fits", "deltas", "hint", "bot"):  # leaves first, collecting between
        gc.collect()
        __import__("engine." + name)
    finish(game)
    for p in range(game.n):
        print("P%d: %d" % (p + 1, game.total(p)))
    if game.n == 1:
        rating, title = game.solo_rating()
        print("Rating: %d %s" % (rating, title))
    print("done")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Score a text map on every scoring card: ``python -m sim.score MAPFILE``.

MAPFILE is a text map (see engine/textmap.py), or ``-`` to read standard
input. Prints one ``Name: stars`` line per card in card order, then
``Monster penalty: N``. A map that does not parse exits with status 1 and a
one-line message on standard error.
"""
import sys

from engine import scoring, textmap


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m sim.score MAPFILE (or - for stdin)",
              file=sys.stderr)
        return 2
    path = args[0]
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        grid = textmap.parse(text)
    except (OSError, UnicodeDecodeError, ValueError) as e:
        print("%s: %s" % (path, e), file=sys.stderr)
        return 1
    for card, name in enumerate(scoring.NAMES):
        print("%s: %d" % (name, scoring.score(card, grid)))
    print("Monster penalty: %d" % scoring.monster_penalty(grid))
    return 0


if __name__ == "__main__":
    sys.exit(main())

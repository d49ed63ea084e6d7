"""The game the simulator deals at start: a challenge code, or the deal options, and its code."""
# ``--code CODE`` deals the game a code holds (engine.challenge); the deal
# options (--content, --players, --seats, --side, --edicts, with --seed)
# deal the game they describe, the setup form's choices for the rest. Either
# way the code and what it holds are printed at start; ``--print-code``
# prints them and exits.
import argparse

from engine import challenge

DEAL_OPTIONS = ("content", "players", "seats", "side", "edicts")
STRENGTH_NAMES = ("person", "weak bot", "fair bot", "strong bot")


def code_fields(text):
    """``--code``: the fields of a challenge code, or its one sentence."""
    try:
        return challenge.decode(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def seats_text(text):
    """``--seats``: one character a seat, p for a person, 1-3 for a bot of
    that strength (3 the strongest), e.g. p33."""
    seats = bytearray()
    for ch in text.lower():
        if ch not in "p123":
            raise argparse.ArgumentTypeError(
                "one character a seat: p for a person, 1, 2 or 3 for a bot of that strength")
        seats.append(0 if ch == "p" else int(ch))
    if not 1 <= len(seats) <= 6:
        raise argparse.ArgumentTypeError("1 to 6 seats")
    if 0 not in seats:
        raise argparse.ArgumentTypeError("at least one seat must be a person (p)")
    return bytes(seats)


def players_number(text):
    """``--players``: 1 to 6 players (people, unless --seats says)."""
    try:
        players = int(text)
    except ValueError:
        players = 0
    if not 1 <= players <= 6:
        raise argparse.ArgumentTypeError("must be 1 to 6")
    return players


def edicts_text(text):
    """``--edicts``: four scoring cards 0-31 for edicts A-D, e.g. 16,24,21,28."""
    try:
        cards = [int(part) for part in text.split(",")]
    except ValueError:
        cards = []
    if len(cards) != 4 or [c for c in cards if not 0 <= c < 32]:
        raise argparse.ArgumentTypeError(
            "four scoring cards 0-31 for edicts A-D, e.g. 16,24,21,28")
    return bytes(cards)


def add_options(parser):
    """The deal options, ``--code`` and ``--print-code``."""
    parser.add_argument("--code", type=code_fields, default=None, metavar="CODE",
                        help="deal the game of a challenge code, e.g. 1000-03GG")
    parser.add_argument("--content", choices=challenge.CONTENTS, default=None,
                        help="deal a game of this content (default base)")
    parser.add_argument("--players", type=players_number, default=None,
                        help="deal a game of 1-6 players, all people unless --seats "
                             "says (default 1)")
    parser.add_argument("--seats", type=seats_text, default=None,
                        help="deal a game with these seats: p a person, 1-3 a bot "
                             "of that strength (3 strongest), e.g. p33")
    parser.add_argument("--side", choices="ABCD", default=None,
                        help="deal a game on this map side (default the content's first)")
    parser.add_argument("--edicts", type=edicts_text, default=None, metavar="A,B,C,D",
                        help="deal a game with these scoring cards (0-31; default: "
                             "drawn from the seed)")
    parser.add_argument("--print-code", action="store_true",
                        help="print the code of the game the options deal, and exit")


def fields(args, clock_seed):
    """The code fields of the game the options ask for (None: no deal, the
    title as usual); a ValueError when they disagree. ``clock_seed`` is the
    seed when --seed is not given."""
    given = [name for name in DEAL_OPTIONS if getattr(args, name) is not None]
    if args.code is not None:
        if given or args.seed is not None:
            raise ValueError("--code holds the whole deal: give it without --seed or --%s"
                             % " --".join(DEAL_OPTIONS))
        return args.code
    if not given and not args.print_code:
        return None
    seats = args.seats
    players = args.players
    if seats is not None and players is not None and players != len(seats):
        raise ValueError("--players %d disagrees with --seats (%d seats)"
                         % (players, len(seats)))
    if seats is None:
        seats = bytes(players or 1)  # all people
    seed = clock_seed if args.seed is None else args.seed
    side = None if args.side is None else "ABCD".index(args.side)
    code = challenge.encode(args.content or "base", seed, len(seats), side, args.edicts, seats)
    return challenge.decode(code)


def describe(deal):
    """The code of ``deal`` (code fields) and what it holds, on one line."""
    code = challenge.encode(**deal)
    seats = deal["seats"]
    people = ", ".join(STRENGTH_NAMES[s] for s in seats) if len(seats) > 1 else "solo"
    edicts = "drawn from the seed"
    if deal["edicts"] is not None:
        edicts = ",".join(str(c) for c in deal["edicts"])
    line = "Code %s: %s, %s, side %s, seed %d, edicts %s" % (
        code, deal["content"], people, "ABCD"[deal["side"]], deal["seed"], edicts)
    return line

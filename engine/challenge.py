"""Challenge codes: a short code that deals the same game on any device."""
# ``encode(content, seed, ...)`` gives a code such as "19G0-03HR-0", and
# ``decode(code)`` the fields it holds (a dict with encode's keyword
# names, so ``encode(**decode(code))`` gives the code back);
# ``game_options(fields)`` turns them into ``Game`` keyword arguments and
# ``code_of(game)`` gives a dealt or saved game's code. A
# game is dealt from its content's preset (engine.setup), its seed, its map
# side and its edicts (chosen, or drawn from the seed), so those fields deal
# the same deck, edicts and ambushes everywhere; the seats say which are
# people and which are bots of what strength (engine.bot), 0 for a person.
#
# The characters are Crockford's base 32 (digits and letters without I, L,
# O and U: none reads as another); decoding takes lower case, I and L as 1,
# O as 0, and ignores dashes and spaces. Every character holds 5 bits:
#   the format version (fixed at the first character for every version);
#   7 bits (content * 4 + side) * 6 + players - 1; 1 bit: edicts chosen;
#   1 bit: a long seed; the seed in 17 bits (30 when long);
#   with 2-6 players 2 bits a seat (0 a person, 1-3 a bot's strength);
#   the chosen edicts A-D, 5 bits each; zero bits to the character's end;
#   the check character (last, for every version): the code read as a
#   polynomial over GF(32) (x^5 + x^2 + 1) from 1 must give 0, so any one
#   character changed, and any two neighbours swapped, is refused.
# A solo game with drawn edicts has 8 characters, 6 players and chosen
# edicts 14 (17 with a long seed). Every intermediate stays under 2**30.
from . import const

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VERSION = const(1)
CONTENTS = ("base", "heroes", "mixed")
DEFAULT_SIDE = b"\x00\x02\x00"  # each content's first sheet, as the setup form's
SHORT_SEED = const(17)  # bits of a seed below 2**17 (the setup form's 0-99999)
LONG_SEED = const(30)
GROUP = const(4)  # characters between dashes

# The two sentences a code is refused with (a UI compares ``str(error)``
# with them to say them in its language).
MISTYPED = "This code is mistyped: a character is wrong, missing or extra."
OTHER_VERSION = "This code is from another version of the game."


def encode(content, seed, players=1, side=None, edicts=None, seats=None):
    """The code of a game: ``content`` "base", "heroes" or "mixed", ``seed``
    0 to 2**30 - 1, ``players`` 1-6, ``side`` 0-3 (None: the content's
    first sheet), ``edicts`` 4 scoring cards 0-31 for A-D (None: drawn from
    the seed), ``seats`` one strength a seat, 0 for a person, 1-3 for a bot
    (None: all people; a solo player is a person)."""
    if content not in CONTENTS:
        raise ValueError("content must be base, heroes or mixed")
    kind = CONTENTS.index(content)
    if side is None:
        side = DEFAULT_SIDE[kind]
    if not 1 <= players <= 6 or not 0 <= side <= 3:
        raise ValueError("players must be 1 to 6 and side 0 to 3")
    if not 0 <= seed < 1 << LONG_SEED:
        raise ValueError("seed must be 0 to 2**30 - 1")
    if seats is None:
        seats = bytes(players)
    if len(seats) != players or [s for s in seats if not 0 <= s <= 3]:
        raise ValueError("one seat a player, each 0 (a person) or 1-3 (a bot)")
    if not _person(seats):
        raise ValueError("a game needs a person at the table")
    if edicts is not None and (len(edicts) != 4 or [c for c in edicts if not 0 <= c < 32]):
        raise ValueError("edicts are 4 scoring cards 0-31")
    out = bytearray((VERSION,))
    acc = [0, 0]  # the bits not yet in a character, and how many
    _put(out, acc, (kind * 4 + side) * 6 + players - 1, 7)
    _put(out, acc, 0 if edicts is None else 1, 1)
    long_seed = seed >> SHORT_SEED
    _put(out, acc, 1 if long_seed else 0, 1)
    _put(out, acc, seed, LONG_SEED if long_seed else SHORT_SEED)
    if players > 1:
        for s in seats:
            _put(out, acc, s, 2)
    if edicts is not None:
        for c in edicts:
            _put(out, acc, c, 5)
    if acc[1]:
        _put(out, acc, 0, 5 - acc[1])
    out.append(_mulx(_check(out)))
    text = ""
    for i in range(len(out)):
        if i and i % GROUP == 0:
            text += "-"
        text += ALPHABET[out[i]]
    return text


def decode(code):
    """The fields of ``code`` (a dict of ``encode``'s keyword arguments);
    a ValueError whose message is MISTYPED or OTHER_VERSION when it is not
    a code of this version."""
    values = bytearray()
    for ch in str(code).upper():
        if ch in "- ":
            continue
        if ch in "IL":
            ch = "1"
        elif ch == "O":
            ch = "0"
        v = ALPHABET.find(ch)
        if v < 0:
            raise ValueError(MISTYPED)
        values.append(v)
    if len(values) < 3 or _check(values):
        raise ValueError(MISTYPED)
    if values[0] != VERSION:
        raise ValueError(OTHER_VERSION)
    at = [5, 0]  # the next bit to read, 1 once a read went past the check
    head = _get(values, at, 7)
    chosen = _get(values, at, 1)
    seed = _get(values, at, LONG_SEED if _get(values, at, 1) else SHORT_SEED)
    players = head % 6 + 1
    side = (head // 6) % 4
    kind = head // 24
    seats = bytearray(players)
    if players > 1:
        for p in range(players):
            seats[p] = _get(values, at, 2)
    edicts = None
    if chosen:
        edicts = bytearray(4)
        for k in range(4):
            edicts[k] = _get(values, at, 5)
        edicts = bytes(edicts)
    # The bits end in the character before the check, zeros after them.
    end = at[0]
    if (at[1] or kind >= len(CONTENTS) or (end + 4) // 5 != len(values) - 1
            or not _person(seats)):
        raise ValueError(MISTYPED)
    while end < 5 * (len(values) - 1):
        if _get(values, at, 1):
            raise ValueError(MISTYPED)
        end += 1
    return {"content": CONTENTS[kind], "seed": seed, "players": players, "side": side,
            "edicts": edicts, "seats": bytes(seats)}


def game_options(fields):
    """``engine.game.Game`` keyword arguments dealing the game of a code's
    ``fields`` (``decode``'s)."""
    from .setup import preset

    options = preset(fields["content"], fields["players"], fields["seed"])
    options["side"] = fields["side"]
    options["bots"] = fields["seats"]
    if fields["edicts"] is not None:
        options["edicts"] = fields["edicts"]
    return options


def code_of(game):
    """The code dealing ``game`` (a ``Game``, dealt or loaded) again, or
    None when no code deals it: a stacked first season (the guided game),
    or options no content's preset has. Its edicts are drawn when the seed
    drew them (``Game.chosen`` unset and the same cards): a save written
    before ``Game.chosen`` was kept says chosen only when they differ. Its
    seats are ``Game.bots``."""
    if game.stacked:
        return None
    kind = 0
    if game.heroes_on:
        kind = 2 if game.ruins_on else 1
    from .rng import Rng
    from .setup import draw_edicts, preset

    options = preset(CONTENTS[kind], game.n, game.seed)
    if (options["explore"] != game.explore or options["seasons"] != game.seasons
            or options["ambushes"] != game.ambushes):
        return None
    edicts = bytes(game.edicts)
    if not game.chosen and draw_edicts(Rng(game.seed), options["pool"]) == edicts:
        edicts = None
    return encode(CONTENTS[kind], game.seed, game.n, game.side, edicts, game.bots)


def _person(seats):
    """True when a seat of ``seats`` is a person's (MicroPython's bytes
    have no ``in`` for an int)."""
    for s in seats:
        if s == 0:
            return True
    return False


def _put(out, acc, value, width):
    """Append the ``width`` low bits of ``value``, highest first, to the
    characters ``out`` (``acc``: the bits of the unfinished character)."""
    i = width - 1
    while i >= 0:
        acc[0] = acc[0] * 2 + ((value >> i) & 1)
        acc[1] += 1
        if acc[1] == 5:
            out.append(acc[0])
            acc[0] = acc[1] = 0
        i -= 1


def _get(values, at, width):
    """The next ``width`` bits of the characters ``values`` (``at[0]``: the
    bit to read next); reading past the check character sets ``at[1]``."""
    value = 0
    for _ in range(width):
        k = at[0] // 5
        bit = 0
        if k < len(values) - 1:
            bit = (values[k] >> (4 - at[0] % 5)) & 1
        else:
            at[1] = 1
        value = value * 2 + bit
        at[0] += 1
    return value


def _mulx(c):
    """``c`` times x in GF(32) modulo x^5 + x^2 + 1."""
    c <<= 1
    return c ^ 0x25 if c & 32 else c


def _check(values):
    """The code ``values`` read as a polynomial over GF(32), from 1: 0 when
    its last character is its check character."""
    c = 1
    for v in values:
        c = _mulx(c) ^ v
    return c

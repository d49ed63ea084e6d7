"""engine.challenge: challenge codes hold every field of a deal, refuse typos and
other versions in one sentence, and deal the same game on CPython, on
MicroPython and in the simulator (``python -m sim --code``)."""
import subprocess
import sys

import pytest

from engine import challenge
from engine.challenge import ALPHABET, MISTYPED, OTHER_VERSION
from engine.game import Game, preset
from tools import mpyrun

ROOT = mpyrun.ROOT

# (content, seed, players, side, edicts, seats): every field at its ends.
DEALS = [
    ("base", 0, 1, 0, None, None),
    ("base", 99999, 1, 1, None, None),
    ("heroes", 7, 3, 2, None, b"\x00\x01\x03"),
    ("mixed", (1 << 17) - 1, 2, 3, b"\x00\x04\x08\x0c", b"\x02\x00"),
    ("mixed", 1 << 17, 4, 1, None, b"\x00\x00\x00\x00"),
    ("heroes", (1 << 30) - 1, 6, 3, b"\x1f\x18\x15\x1c", b"\x03\x00\x02\x01\x03\x03"),
    ("base", 12345, 5, 0, b"\x10\x18\x15\x1c", b"\x01\x02\x03\x00\x01"),
]


def fields_of(content, seed, players, side, edicts, seats):
    return {"content": content, "seed": seed, "players": players, "side": side,
            "edicts": edicts, "seats": bytes(players) if seats is None else seats}


def gf_check(values):
    """The check rule, written again: the code as a polynomial over GF(32)
    (x^5 + x^2 + 1), from 1, is 0."""
    c = 1
    for v in values:
        c <<= 1
        if c & 32:
            c ^= 0x25
        c ^= v
    return c


def values_of(code):
    return [ALPHABET.index(ch) for ch in code.replace("-", "")]


def code_of(values):
    return "".join(ALPHABET[v] for v in values)


def with_check(values):
    """``values`` (version and body) and the check character making it whole."""
    for k in range(32):
        if gf_check(values + [k]) == 0:
            return values + [k]
    raise AssertionError("no check character")


@pytest.mark.parametrize("deal", DEALS, ids=lambda d: "%s-%d-%dp" % d[:3])
def test_every_field_round_trips(deal):
    code = challenge.encode(*deal)
    fields = challenge.decode(code)
    assert fields == fields_of(*deal)
    assert challenge.encode(**fields) == code


def test_every_content_side_player_count_and_seat_round_trips():
    for content in challenge.CONTENTS:
        for side in range(4):
            for players in range(1, 7):
                seats = bytes(players) if players == 1 else bytes(
                    (p + side) % 4 if p else 0 for p in range(players))
                code = challenge.encode(content, 4321, players, side, None, seats)
                assert challenge.decode(code) == fields_of(content, 4321, players, side,
                                                           None, seats)


def test_codes_are_short_and_grouped():
    solo = challenge.encode("base", 99999)
    assert len(solo) == 9 and solo[4] == "-"  # 8 characters: XXXX-XXXX
    assert challenge.decode(solo)["side"] == 0
    assert challenge.decode(challenge.encode("heroes", 5))["side"] == 2  # its first sheet
    longest = challenge.encode(*DEALS[5])
    assert len(longest.replace("-", "")) == 17
    for deal in DEALS:
        assert set(challenge.encode(*deal)) <= set(ALPHABET + "-")


def test_reading_forgives_case_dashes_spaces_and_look_alike_letters():
    code = challenge.encode("base", 7, 2, 1, None, b"\x00\x01")
    assert "1" in code and "0" in code
    loose = " " + code.lower().replace("-", "  ").replace("1", "l").replace("0", "o") + " "
    assert challenge.decode(loose) == challenge.decode(code)
    assert challenge.decode(code.replace("1", "I")) == challenge.decode(code)


@pytest.mark.parametrize("deal", DEALS[:4], ids=lambda d: "%s-%d-%dp" % d[:3])
def test_every_single_character_typo_is_refused_as_mistyped(deal):
    values = values_of(challenge.encode(*deal))
    tried = 0
    for i in range(len(values)):
        for v in range(32):
            if v != values[i]:
                typo = list(values)
                typo[i] = v
                with pytest.raises(ValueError) as refused:
                    challenge.decode(code_of(typo))
                assert str(refused.value) == MISTYPED
                tried += 1
    assert tried == 31 * len(values)


@pytest.mark.parametrize("deal", DEALS, ids=lambda d: "%s-%d-%dp" % d[:3])
def test_swapped_neighbours_and_a_missing_or_extra_character_are_refused(deal):
    values = values_of(challenge.encode(*deal))
    broken = []
    for i in range(len(values) - 1):
        if values[i] != values[i + 1]:
            broken.append(values[:i] + [values[i + 1], values[i]] + values[i + 2:])
    for i in range(len(values)):
        broken.append(values[:i] + values[i + 1:])
        broken.append(values[:i] + [7] + values[i:])
    for typo in broken:
        with pytest.raises(ValueError) as refused:
            challenge.decode(code_of(typo))
        assert str(refused.value) in (MISTYPED, OTHER_VERSION)


@pytest.mark.parametrize("text", ["", "1", "10", "1000-000U", "1000-000*", "?"])
def test_what_is_no_code_is_refused_as_mistyped(text):
    with pytest.raises(ValueError) as refused:
        challenge.decode(text)
    assert str(refused.value) == MISTYPED


def test_a_code_of_another_version_is_refused_as_such():
    values = values_of(challenge.encode("base", 7))
    assert values[0] == challenge.VERSION
    for version in (0, 2, 31):
        other = with_check([version] + values[1:-1])
        with pytest.raises(ValueError) as refused:
            challenge.decode(code_of(other))
        assert str(refused.value) == OTHER_VERSION
    # and one longer than this version's would be, as a later version's may be
    longer = with_check([2] + values[1:-1] + [5, 9])
    with pytest.raises(ValueError) as refused:
        challenge.decode(code_of(longer))
    assert str(refused.value) == OTHER_VERSION


def test_bits_a_version_1_code_cannot_hold_are_refused():
    values = values_of(challenge.encode("base", 7))
    # a fourth content: head (3 * 4 + 0) * 6 + 0 = 72 in the first 7 bits
    head = with_check([1, 72 >> 2, ((72 & 3) << 3) | (values[2] & 7)] + values[3:-1])
    # a padding bit set (a solo code's 31 bits end 4 bits before its check)
    padded = with_check(values[:-2] + [values[-2] | 1])
    # no person at the table: the seats of (bot, person) and (person, bot) together
    one = values_of(challenge.encode("base", 7, 2, 0, None, b"\x01\x00"))
    other = values_of(challenge.encode("base", 7, 2, 0, None, b"\x00\x01"))
    bots = with_check([a | b for a, b in zip(one[:-1], other[:-1])])
    for broken in (head, padded, bots):
        with pytest.raises(ValueError) as refused:
            challenge.decode(code_of(broken))
        assert str(refused.value) == MISTYPED


@pytest.mark.parametrize("args, message", [
    (("tiles", 1), "content"),
    (("base", -1), "seed"),
    (("base", 1 << 30), "seed"),
    (("base", 1, 0), "players"),
    (("base", 1, 7), "players"),
    (("base", 1, 1, 4), "side"),
    (("base", 1, 2, 0, None, b"\x00"), "one seat a player"),
    (("base", 1, 2, 0, None, b"\x00\x04"), "one seat a player"),
    (("base", 1, 2, 0, None, b"\x01\x02"), "a person"),
    (("base", 1, 1, 0, b"\x00\x01\x02"), "edicts"),
    (("base", 1, 1, 0, b"\x00\x01\x02\x20"), "edicts"),
])
def test_encode_refuses_what_no_game_has(args, message):
    with pytest.raises(ValueError, match=message):
        challenge.encode(*args)


def setup_form_game(content, seed, players, side, edicts, seats=None):
    """The game the setup form's Start deals (carto_ui.setup.Setup.kwargs)."""
    kwargs = preset(content, players, seed)
    kwargs["side"] = side
    kwargs["bots"] = seats
    if edicts is not None:
        kwargs["edicts"] = edicts
    return Game(**kwargs)


@pytest.mark.parametrize("deal", DEALS, ids=lambda d: "%s-%d-%dp" % d[:3])
def test_a_code_deals_the_setup_forms_game(deal):
    content, seed, players, side, edicts, seats = deal
    game = Game(**challenge.game_options(challenge.decode(challenge.encode(*deal))))
    same = setup_form_game(content, seed, players, side, edicts, seats)
    assert game.to_bytes() == same.to_bytes()
    assert (game.deck, game.edicts, game.ambush_deck, game.hero_deck, game.side) == (
        same.deck, same.edicts, same.ambush_deck, same.hero_deck, same.side)
    # drawn edicts come from the seed: another seed deals another game
    other = Game(**challenge.game_options(challenge.decode(
        challenge.encode(content, seed ^ 1, players, side, edicts))))
    assert other.to_bytes() != game.to_bytes()


# What MicroPython and CPython both print for each code: the code read back,
# the dealt game's save, and the save after the seats' bots played 12
# decisions (a person's seat by the strongest bot).
DEAL_SCRIPT = """
from engine import bot, challenge
from engine.game import Game
def run(deals):
    for deal in deals:
        code = challenge.encode(*deal)
        fields = challenge.decode(code)
        game = Game(**challenge.game_options(fields))
        print(code, fields['seed'], fields['players'], fields['side'])
        print(''.join('%02x' % b for b in game.to_bytes()))
        for _ in range(12):
            game.act(bot.choose(game, fields['seats'][game.actor] or bot.STRONG))
        print(''.join('%02x' % b for b in game.to_bytes()))
    for typo in ('1000-03GH', '2000-03G9'):
        try:
            challenge.decode(typo)
        except ValueError as error:
            print(error)
"""


def test_the_same_code_deals_the_same_game_on_micropython():
    deals = [d for d in DEALS if d[2] <= 3 or d[0] == "heroes"]
    call = DEAL_SCRIPT + "run(%r)\n" % (deals,)
    expected = subprocess.run([sys.executable, "-c", call], cwd=ROOT, capture_output=True,
                              text=True, timeout=300)
    assert expected.returncode == 0, expected.stderr
    try:
        returncode, out, err = mpyrun.run(call, heap=256 * 1024, dirs=("engine",))
    except mpyrun.HarnessMissing as missing:
        pytest.fail("MicroPython harness not installed (%s)" % missing)
    assert returncode == 0, err
    assert out == expected.stdout
    lines = out.splitlines()
    assert len(lines) == 3 * len(deals) + 2 and lines[-2] == MISTYPED
    assert lines[-1] == OTHER_VERSION

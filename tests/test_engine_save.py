"""Saves: exact round trips with the same pending decision at every step of
whole games, and SaveError for truncation at every length, every single
bit flip, wrong magic, wrong version, trailing bytes, and corruptions that
keep the checksum right."""
import pytest

from engine import bot, shapes, textmap
from engine.game import DESTROY, OVER, PLACE, Game, preset
from engine.restore import load
from engine.save import SaveError, crc16
from engine.terrain import HERO


def decision(g):
    """Everything a player (or the UI) reads to take the pending decision."""
    out = [g.kind, g.actor, g.target, g.card, g.season, g.time,
           bool(g.fallback), bool(g.need_ruins), tuple(g.choices),
           tuple(g.coins), tuple(textmap.format(grid) for grid in g.grids),
           tuple(g.revealed), tuple(g.edicts),
           tuple(tuple(g.scores(p)) for p in range(g.n))]
    if g.kind == DESTROY:
        out.append(tuple((r, c) for r in range(11) for c in range(11)
                         if g.can_destroy(r, c)))
    if g.kind != OVER:
        out.append(tuple(tuple(g.orientations(i)) for i in range(len(g.choices))))
    return out


def with_crc(body):
    c = crc16(body)
    return bytes(body) + bytes((c & 0xFF, c >> 8))


def midgame(players=1, steps=12):
    g = Game(**preset("mixed", players, 5))
    for _ in range(steps):
        g.act(bot.choose(g))
    return g


@pytest.mark.parametrize("content,players,seed", [
    ("base", 1, 1), ("heroes", 2, 2), ("mixed", 3, 9)])
def test_every_step_of_a_game_round_trips_with_the_same_decision(content, players, seed):
    """Rules decision 10: restore.load(g.to_bytes()) is identical and has
    the same pending decision; the loaded game then plays on identically."""
    g = Game(**preset(content, players, seed), names=["Ann", "Bo", "Cy"][:players])
    kinds = set()
    while True:
        data = g.to_bytes()
        h = load(data)
        assert h.to_bytes() == data
        assert decision(h) == decision(g)
        assert h.names == g.names
        kinds.add(g.kind)
        if g.kind == OVER:
            break
        action = bot.choose(g)
        assert bot.choose(h) == action
        g.act(action)
        h.act(action)
        assert h.to_bytes() == g.to_bytes()
    if content == "heroes":
        assert DESTROY in kinds
    assert load(g.to_bytes()).ranking() == g.ranking()


def test_the_parts_of_a_save_join_to_its_bytes():
    """The autosave hands ``to_parts`` to the storage unjoined: they must
    make up exactly ``to_bytes``, the last two being the CRC."""
    g = midgame(players=3)
    parts = g.to_parts()
    assert isinstance(parts, list) and len(parts) > 3
    assert b"".join(parts) == g.to_bytes()
    assert load(b"".join(parts)).to_bytes() == g.to_bytes()


def test_a_loaded_game_is_independent_of_the_original():
    g = midgame()
    data = g.to_bytes()
    h = load(data)
    h.act(bot.choose(h))
    assert g.to_bytes() == data


def test_truncation_at_every_length_raises_save_error():
    data = midgame(players=2).to_bytes()
    for n in range(len(data)):
        with pytest.raises(SaveError):
            load(data[:n])


def test_every_single_bit_flip_raises_save_error():
    data = midgame().to_bytes()
    assert len(data) > 200
    for i in range(len(data)):
        for bit in range(8):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            with pytest.raises(SaveError):
                load(bytes(bad))


def test_wrong_magic_raises_save_error():
    data = midgame().to_bytes()
    for magic in (b"XX", b"cg", b"GC", b"\0\0"):
        with pytest.raises(SaveError, match="not a Cartographers save"):
            load(with_crc(magic + data[2:-2]))


def test_wrong_version_raises_save_error():
    data = midgame().to_bytes()
    for version in (0, data[2] + 1, 255):
        body = bytearray(data[:-2])
        body[2] = version
        with pytest.raises(SaveError, match="version"):
            load(with_crc(body))


def test_trailing_bytes_raise_save_error():
    data = midgame().to_bytes()
    with pytest.raises(SaveError):
        load(data + b"\0")
    for extra in (b"\0", b"\x01\x02\x03"):
        with pytest.raises(SaveError, match="trailing"):
            load(with_crc(data[:-2] + extra))


@pytest.mark.parametrize("junk", [b"", b"CG", "CG\x01", None, 42, [67, 71, 1]])
def test_things_that_are_not_saves_raise_save_error(junk):
    with pytest.raises(SaveError):
        load(junk)


def test_a_bytearray_save_loads_too():
    data = midgame().to_bytes()
    assert load(bytearray(data)).to_bytes() == data


def test_the_checksum_is_crc16_ccitt_false():
    # The standard check value of CRC-16/CCITT-FALSE.
    assert crc16(b"123456789") == 0x29B1
    # and CPython's own CRC-CCITT (binascii.crc_hqx) on other bytes, also
    # when carried on from part to part as the save computes it
    import binascii
    import random

    rng = random.Random(7)
    for n in (0, 1, 2, 31, 256, 1139):
        data = bytes(rng.randrange(256) for _ in range(n))
        assert crc16(data) == binascii.crc_hqx(data, 0xFFFF)
        assert crc16(data[n // 3:], crc16(data[:n // 3])) == binascii.crc_hqx(data, 0xFFFF)


def first_legal(g):
    """The first legal action found: a cheap player for corrupted games."""
    if g.kind == DESTROY:
        return next((DESTROY, r, c) for r in range(11) for c in range(11)
                    if g.can_destroy(r, c))
    grid = g.grids[g.target]
    for ci in range(len(g.choices)):
        for oi in range(len(g.orientations(ci))):
            if g.choices[ci][1] == HERO:
                p = next(i for i in range(121) if not grid.is_filled(i // 11, i % 11))
            else:
                need = grid.ruins if g.need_ruins else None
                p = shapes.find(grid.filled, g.orientations(ci)[oi], need)
            if p >= 0:
                return (PLACE, ci, oi, p // 11, p % 11)
    raise AssertionError("a pending decision without a legal action")


def test_crc_valid_corruptions_raise_save_error_or_load_a_playable_game():
    """Every byte set to 0, 0xFF or flipped in its low bit, with the checksum
    made right again: load raises SaveError or returns a game that
    plays on through the next season change (this save is two decisions
    before the end of summer, with the Troll and Zombie effects pending)."""
    g = Game(players=2, heroes=True, explore=1, ambushes=0xFF, seed=3,
             edicts=(16, 20, 24, 28))
    for _ in range(24):
        g.act(bot.choose(g))
    assert g.season == 1 and len(g.effects) == 2
    data = g.to_bytes()
    loaded = 0
    for i in range(len(data) - 2):
        for v in (0, 0xFF, data[i] ^ 1):
            body = bytearray(data[:-2])
            body[i] = v
            try:
                h = load(with_crc(body))
            except SaveError:
                continue
            loaded += 1
            season = h.season
            for _ in range(6):
                if h.kind == OVER or h.season > season + 1:
                    break
                h.act(first_legal(h))
    assert loaded > 500


def test_a_seed_out_of_range_is_a_save_error():
    body = bytearray(midgame().to_bytes()[:-2])
    body[10] = 0x80  # the seed's high byte: seeds are below 2**30, bit 30 says chosen
    with pytest.raises(SaveError):
        load(with_crc(body))


def test_chosen_edicts_round_trip_in_the_seeds_bit_30():
    """A game dealt with chosen edicts says so after a save and a load (a
    challenge code needs it: the seed dealt the rest otherwise); a drawn
    one, and a save written before the bit, load as drawn."""
    drawn = Game(**preset("base", 1, 77))
    assert not drawn.chosen and not load(drawn.to_bytes()).chosen
    chosen = Game(edicts=drawn.edicts, **preset("base", 1, 77))
    data = chosen.to_bytes()
    assert chosen.chosen and data[10] == 0x40
    back = load(data)
    assert back.chosen and back.seed == 77 and back.to_bytes() == data
    assert drawn.to_bytes()[10] == 0


def test_paused_round_trips_in_the_option_byte():
    g = midgame()
    assert not g.paused and not load(g.to_bytes()).paused
    g.paused = True  # saved by Save & quit
    data = g.to_bytes()
    assert data[4] & 64 and load(data).paused
    assert load(data).to_bytes() == data


def test_a_stacked_deck_round_trips_in_the_option_bytes_last_bit():
    g = midgame()
    assert not g.stacked and not data_bit(g, 128) and not load(g.to_bytes()).stacked
    stacked = Game(players=1, seed=4, deck=[3, 0, 7])
    assert stacked.stacked and data_bit(stacked, 128)
    data = stacked.to_bytes()
    assert load(data).stacked and load(data).to_bytes() == data
    # a save from before the bit reads as not stacked
    body = bytearray(data[:-2])
    body[4] &= 127
    assert not load(with_crc(body)).stacked


def data_bit(game, bit):
    return game.to_bytes()[4] & bit == bit


# ----- bot seats (Game.bots) -----

def test_bot_seats_round_trip_in_the_name_lengths_top_bits():
    g = Game(bots=b"\x00\x03\x01", names=["Ann", "Ada", "Bram"], **preset("heroes", 3, 8))
    assert g.bots == b"\x00\x03\x01"
    for _ in range(5):
        g.act(bot.choose(g))
    data = g.to_bytes()
    back = load(data)
    assert back.bots == b"\x00\x03\x01" and back.names == g.names
    assert back.to_bytes() == data
    # every seat a person's: the bytes a save had before bot seats
    people = Game(names=["Ann", "Ada", "Bram"], **preset("heroes", 3, 8))
    assert people.bots == bytes(3) and load(people.to_bytes()).bots == bytes(3)
    assert data.find(b"\xc3Ada") > 0 and people.to_bytes().find(b"\x03Ada") > 0


def test_a_save_whose_seats_are_all_bots_is_a_save_error():
    g = Game(bots=b"\x00\x02", **preset("base", 2, 8))
    body = bytearray(g.to_bytes()[:-2])
    at = body.find(b"\x02P1")
    assert at > 0
    body[at] |= 0x40  # the person's seat made a bot's: no person at the table
    with pytest.raises(SaveError, match="setup is invalid"):
        load(with_crc(body))


@pytest.mark.parametrize("bots", [b"\x01", b"\x00\x04", b"\x02\x03", b"\x00"])
def test_bot_seats_a_game_cannot_have_are_refused(bots):
    with pytest.raises(ValueError):
        Game(bots=bots, **preset("base", 2, 1))

"""Saves: exact round trips with the same pending decision at every step of
whole games, and SaveError for truncation at every length, every single
bit flip, wrong magic, wrong version and trailing bytes."""
import pytest

from engine import bot, textmap
from engine.game import DESTROY, OVER, Game, preset
from engine.save import SaveError, crc16


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
    """Rules decision 10: Game.from_bytes(g.to_bytes()) is identical and has
    the same pending decision; the loaded game then plays on identically."""
    g = Game(**preset(content, players, seed), names=["Ann", "Bo", "Cy"][:players])
    kinds = set()
    while True:
        data = g.to_bytes()
        h = Game.from_bytes(data)
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
    assert Game.from_bytes(g.to_bytes()).ranking() == g.ranking()


def test_a_loaded_game_is_independent_of_the_original():
    g = midgame()
    data = g.to_bytes()
    h = Game.from_bytes(data)
    h.act(bot.choose(h))
    assert g.to_bytes() == data


def test_truncation_at_every_length_raises_save_error():
    data = midgame(players=2).to_bytes()
    for n in range(len(data)):
        with pytest.raises(SaveError):
            Game.from_bytes(data[:n])


def test_every_single_bit_flip_raises_save_error():
    data = midgame().to_bytes()
    assert len(data) > 200
    for i in range(len(data)):
        for bit in range(8):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            with pytest.raises(SaveError):
                Game.from_bytes(bytes(bad))


def test_wrong_magic_raises_save_error():
    data = midgame().to_bytes()
    for magic in (b"XX", b"cg", b"GC", b"\0\0"):
        with pytest.raises(SaveError, match="not a Cartographers save"):
            Game.from_bytes(with_crc(magic + data[2:-2]))


def test_wrong_version_raises_save_error():
    data = midgame().to_bytes()
    for version in (0, data[2] + 1, 255):
        body = bytearray(data[:-2])
        body[2] = version
        with pytest.raises(SaveError, match="version"):
            Game.from_bytes(with_crc(body))


def test_trailing_bytes_raise_save_error():
    data = midgame().to_bytes()
    with pytest.raises(SaveError):
        Game.from_bytes(data + b"\0")
    for extra in (b"\0", b"\x01\x02\x03"):
        with pytest.raises(SaveError, match="trailing"):
            Game.from_bytes(with_crc(data[:-2] + extra))


@pytest.mark.parametrize("junk", [b"", b"CG", "CG\x01", None, 42, [67, 71, 1]])
def test_things_that_are_not_saves_raise_save_error(junk):
    with pytest.raises(SaveError):
        Game.from_bytes(junk)


def test_a_bytearray_save_loads_too():
    data = midgame().to_bytes()
    assert Game.from_bytes(bytearray(data)).to_bytes() == data


def test_the_checksum_is_crc16_ccitt_false():
    # The standard check value of CRC-16/CCITT-FALSE.
    assert crc16(b"123456789") == 0x29B1

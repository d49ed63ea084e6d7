"""The save store's layout (hw.areas): the game slots, the settings area and the
records area are separate, each power-cut safe and checked on its own; a damaged
settings or records area is reset without touching the game; a game saved by a
build before the areas still loads; older and newer payload formats."""
import pytest
from carto_ui import records as recs
from carto_ui import settings_store
from carto_ui.lang import get
from carto_ui.settings_store import BACKLIGHT, DEFAULTS, IDLE, LANGUAGE

from engine import bot
from engine import game as rules
from hw import areas
from hw.boards import SAVE_PAYLOAD
from hw.nvm_store import NvmStore
from hw.storage import HEADER_SIZE, MemoryStore, Storage

# The areas' layout as hw/areas.py's header gives it (its constants are
# private there: interned names cost the device heap).
SETTINGS_MAGIC = b"CRTS"
RECORDS_MAGIC = b"CRTR"
SETTINGS_PAYLOAD = 32
RECORDS_PAYLOAD = 160
SETTINGS_SIZE = 92  # two slots of 14 + 32 bytes
RECORDS_SIZE = 348  # two slots of 14 + 160 bytes

GAME = bytes(range(256)) * 6 + bytes(128)  # 1,664 bytes: the largest payload
SIZES = (8192, 4096)  # PyBadge/PyGamer nvm, RP2040 nvm


class CutStore(MemoryStore):
    """A MemoryStore whose power goes after ``budget`` written bytes."""

    def __init__(self, size, budget):
        super().__init__(size)
        self.budget = budget

    def write(self, offset, data):
        for i in range(len(data)):
            if self.budget <= 0:
                raise OSError("power cut")
            self.data[offset + i] = data[i]
            self.budget -= 1


def game_store(raw):
    return Storage(raw, capacity=SAVE_PAYLOAD)


@pytest.mark.parametrize("size", SIZES)
def test_layout_keeps_the_areas_apart_within_the_store(size):
    raw = MemoryStore(size)
    game = game_store(raw)
    settings = areas.settings(game)
    records = areas.records(game)
    assert not settings.ram_only and not records.ram_only
    game.save(GAME)
    settings.save(b"S" * SETTINGS_PAYLOAD)
    records.save(b"R" * RECORDS_PAYLOAD)
    half = size // 2
    slot = HEADER_SIZE + SAVE_PAYLOAD
    # each area's bytes lie behind a game slot, inside its half
    s_at = slot
    r_at = half + slot
    assert s_at + SETTINGS_SIZE <= half
    assert r_at + RECORDS_SIZE <= size
    assert bytes(raw.data[s_at:s_at + 4]) == SETTINGS_MAGIC
    assert bytes(raw.data[r_at:r_at + 4]) == RECORDS_MAGIC
    assert game_store(raw).load() == GAME
    assert areas.settings(game_store(raw)).load() == b"S" * SETTINGS_PAYLOAD
    assert areas.records(game_store(raw)).load() == b"R" * RECORDS_PAYLOAD
    with pytest.raises(ValueError):
        game.save(GAME + b"x")  # a game never spills into an area


def test_a_bare_game_store_keeps_the_areas_in_ram():
    raw = MemoryStore(2 * (HEADER_SIZE + SAVE_PAYLOAD))
    assert areas.settings(game_store(raw)).ram_only
    assert areas.records(None).ram_only


def test_a_game_saved_before_the_areas_existed_still_loads():
    raw = MemoryStore(8192)
    Storage(raw).save(GAME)  # the layout of earlier builds: slots at 0 and 4096
    Storage(raw).save(GAME[::-1])
    game = game_store(raw)
    assert game.load() == GAME[::-1] and game.error is None
    assert areas.settings(game).load() is None and areas.records(game).load() is None


@pytest.mark.parametrize("which", ["settings", "records"])
def test_power_cut_at_every_byte_of_an_area_write(which):
    open_area = getattr(areas, which)
    old = b"o" * 20
    new = b"n" * 30
    raw = MemoryStore(4096)
    game = game_store(raw)
    game.save(GAME)
    open_area(game).save(old)
    before = bytes(raw.data)
    written = len(new) + HEADER_SIZE
    for budget in range(written + 1):
        cut = CutStore(4096, budget)
        cut.data[:] = before
        area = open_area(game_store(cut))
        try:
            area.save(new)
        except OSError:
            pass
        got = open_area(game_store(cut)).load()
        assert got in (old, new), budget
        assert game_store(cut).load() == GAME, budget  # the game never suffers
        other = areas.records if which == "settings" else areas.settings
        assert other(game_store(cut)).load() is None
    assert got == new


def test_power_cut_at_every_byte_of_a_game_save_leaves_the_areas():
    raw = MemoryStore(4096)
    game = game_store(raw)
    game.save(GAME)
    areas.settings(game).save(b"settings")
    areas.records(game).save(b"records")
    before = bytes(raw.data)
    for budget in range(0, len(GAME) + HEADER_SIZE + 1, 7):
        cut = CutStore(4096, budget)
        cut.data[:] = before
        try:
            game_store(cut).save(GAME[::-1])
        except OSError:
            pass
        store = game_store(cut)
        assert store.load() in (GAME, GAME[::-1])
        assert areas.settings(store).load() == b"settings"
        assert areas.records(store).load() == b"records"


def test_damaged_records_are_reset_without_touching_the_game(capsys):
    raw = MemoryStore(8192)
    game = game_store(raw)
    game.save(GAME)
    area = areas.records(game)
    start = 4096 + HEADER_SIZE + SAVE_PAYLOAD
    recs.save(area, recs.Records())
    for i in range(start, start + RECORDS_SIZE, 5):
        raw.data[i] ^= 0x5A  # both record slots damaged
    game_bytes = bytes(raw.data[0:HEADER_SIZE + SAVE_PAYLOAD])
    loaded = recs.load(areas.records(game_store(raw)))
    assert loaded.problem == recs.MSG_DAMAGED
    assert capsys.readouterr().out.strip() == get(recs.MSG_DAMAGED)
    assert bytes(raw.data[0:HEADER_SIZE + SAVE_PAYLOAD]) == game_bytes
    assert game_store(raw).load() == GAME
    again = recs.load(areas.records(game_store(raw)))  # reset and saved at once
    assert again.problem is None and again.solo(0) == (None, 0, 0)


def test_nvm_store_one_flash_write_per_area_save():
    nvm = bytearray(b"\xff" * 4096)
    store = NvmStore(nvm)
    game = game_store(store)
    area = areas.settings(game)
    area.save(b"first")  # the first save fills both slots: two writes
    commits = store.commits
    area.save(b"second")
    assert store.commits == commits + 1


# ----- payload formats -----

def test_settings_round_trip_and_older_shorter_payloads():
    raw = MemoryStore(4096)
    values = bytearray(DEFAULTS)
    values[BACKLIGHT] = 0
    values[IDLE] = 3
    assert settings_store.save(game_store(raw), values) is None
    assert settings_store.load(game_store(raw)) == (values, None)
    # a build with only the first two fields wrote this: the rest are defaults
    values, problem = settings_store.decode(bytes((1, 0, 2)))
    assert problem is None and values[:2] == b"\x00\x02" and values[2:] == DEFAULTS[2:]
    # a value out of range is reset alone
    values, problem = settings_store.decode(bytes((1, 9, 0, 0)))
    assert problem is None and values[0] == DEFAULTS[0] and values[1:3] == b"\x00" * 2
    # a payload without the language field: none chosen (lang.txt's, else English)
    assert values[LANGUAGE] == 0 and settings_store.language(values) is None
    values, problem = settings_store.decode(bytes((1, 0, 0, 0, 3)))
    assert problem is None and settings_store.language(values) == "de"


def test_settings_of_a_newer_format_or_damaged_are_reset_and_said(capsys):
    values, problem = settings_store.decode(bytes((2, 0, 0, 0)))
    assert values == DEFAULTS and problem == settings_store.MSG_NEWER
    raw = MemoryStore(4096)
    settings_store.save(game_store(raw), bytearray(b"\x01" * 3))
    at = HEADER_SIZE + SAVE_PAYLOAD
    for i in range(at, at + SETTINGS_SIZE, 3):
        raw.data[i] ^= 1
    damaged = get(settings_store.MSG_DAMAGED)
    assert settings_store.load(game_store(raw)) == (DEFAULTS, damaged)
    assert damaged in capsys.readouterr().out


def test_records_of_a_newer_format_are_reset_and_said():
    data = bytearray(recs.Records().data)
    data[0] = recs.FORMAT + 1
    assert recs.Records(bytes(data)).problem == recs.MSG_NEWER
    assert recs.Records(bytes(data[:10])).problem == recs.MSG_NEWER
    data[0] = recs.FORMAT
    assert recs.Records(bytes(data[:10])).problem == recs.MSG_DAMAGED


def test_records_fit_their_area():
    assert recs.SIZE <= RECORDS_PAYLOAD
    assert len(DEFAULTS) + 1 <= SETTINGS_PAYLOAD


# ----- what records keep -----

def finished(content, players, seed):
    g = rules.Game(**rules.preset(content, players, seed))
    while g.kind != rules.OVER:
        _bot_move(g)
    return g


def _bot_move(g):
    action = bot.choose(g)
    if action[0] == rules.PLACE:
        g.place(*action[1:])
    else:
        g.destroy(*action[1:])


def test_records_count_a_game_once_and_keep_the_best():
    r = recs.Records()
    solo = finished("base", 1, 3)
    rating, title = solo.solo_rating()
    assert r.note(solo) and not r.note(solo)  # the same game counts once
    best, titles, games = r.solo(0)
    assert (best, games) == (rating, 1)
    assert titles == 1 << recs.title_index(title)
    group = finished("heroes", 3, 5)
    assert r.note(group)
    assert r.multi_games(1) == 1 and r.solo(1) == (None, 0, 0)
    scores = r.best_scores(1)
    assert [row[0] for row in scores] == sorted((group.total(p) for p in range(3)), reverse=True)
    assert all(row[1] == 3 for row in scores)
    assert sorted(row[2] for row in scores) == sorted(group.names)
    back = recs.Records(bytes(r.data))
    assert back.best_scores(1) == scores and back.solo(0) == r.solo(0)
    assert recs.content_of(finished("mixed", 1, 8)) == 2

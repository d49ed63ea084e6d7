"""Challenge codes on the device: every game dealt has its code (kept through
a save, Save & quit and a power cut), the end menu shows it with the best
score made on it, the setup form's "Enter a code" deals the code's game
(refusing a mistyped code or another version's in one sentence), and the
records keep the best score of the last codes played."""
import struct

import pytest

pytest.importorskip("displayio")

from carto_ui import codeline, lang, records, review  # noqa: E402
from carto_ui.app import MAP_MODULES, App, read_save  # noqa: E402
from carto_ui.codeentry import CodePicker  # noqa: E402
from carto_ui.setup import Setup  # noqa: E402
from test_challenge import gf_check  # noqa: E402
from test_ui_screens import first_legal  # noqa: E402

from engine import challenge  # noqa: E402
from engine.challenge import code_of, decode, encode, game_options  # noqa: E402
from engine.game import OVER, Game, preset  # noqa: E402
from engine.restore import load  # noqa: E402
from engine.save import crc16  # noqa: E402
from hw import areas  # noqa: E402
from hw.boards import SAVE_PAYLOAD  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, UP, A, B  # noqa: E402
from hw.nvm_store import FILE_SIZE  # noqa: E402
from hw.storage import HEADER_SIZE, MemoryStore  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.presses import SIZES, press  # noqa: E402
from tools import langtable  # noqa: E402

MISTYPED = langtable.key("CODE_MISTYPED")
OTHER_VERSION = langtable.key("CODE_OTHER_VERSION")


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def hw(request):
    board = FakeBoard(size=request.param, raw=MemoryStore(FILE_SIZE))
    yield board
    board.close()


def finished_game(players, content="base", seed=7):
    game = Game(**preset(content, players, seed))
    while game.kind != OVER:
        game.act(first_legal(game))
    return game


def same_deal(game, fields):
    """``game`` is the one ``engine.challenge`` deals from ``fields``, as
    ``python -m sim --code`` deals it (names aside)."""
    dealt = Game(names=list(game.names), **game_options(fields))
    return dealt.to_bytes() == game.to_bytes()


# ----- the code of a game -----

@pytest.mark.parametrize("content", challenge.CONTENTS)
@pytest.mark.parametrize("players", [1, 2, 6])
@pytest.mark.parametrize("chosen", [False, True])
def test_every_dealt_game_has_the_code_that_deals_it_again(content, players, chosen):
    options = preset(content, players, 4321 + players)
    options["side"] = 3
    if chosen:
        options["edicts"] = bytes(options["pool"][k * 4 + 1] for k in range(4))
    game = Game(**options)
    code = code_of(game)
    fields = decode(code)
    assert (fields["edicts"] is not None) == chosen
    assert fields["side"] == 3 and fields["players"] == players
    assert same_deal(game, fields)
    if players == 1 and not chosen:
        assert len(code.replace("-", "")) == 8


def test_chosen_edicts_equal_to_the_drawn_ones_keep_their_code():
    """The seed deals the rest otherwise when the edicts are chosen: a game
    whose chosen edicts are the ones the seed draws has a code of its own,
    also once saved and loaded."""
    drawn = Game(**preset("heroes", 1, 555))
    chosen = Game(edicts=drawn.edicts, **preset("heroes", 1, 555))
    assert chosen.edicts == drawn.edicts and chosen.to_bytes() != drawn.to_bytes()
    assert code_of(chosen) != code_of(drawn)
    assert code_of(load(chosen.to_bytes())) == code_of(chosen)
    assert same_deal(chosen, decode(code_of(load(chosen.to_bytes()))))


def test_a_save_from_before_the_chosen_bit_still_loads_with_its_code():
    chosen = Game(edicts=b"\x00\x04\x08\x0c", **preset("base", 1, 901))
    body = bytearray(chosen.to_bytes()[:-2])
    body[10] &= 0x3F  # as written before the bit
    crc = crc16(body)
    old = load(bytes(body) + bytes((crc & 0xFF, crc >> 8)))
    assert not old.chosen and old.edicts == chosen.edicts
    assert code_of(old) == code_of(chosen)  # they differ from the drawn ones


def test_the_guided_game_has_no_code():
    from carto_ui import guided

    assert code_of(Game(**guided.game_kwargs())) is None


def test_the_code_survives_save_and_quit_and_a_power_cut():
    raw = MemoryStore(FILE_SIZE)
    hw = FakeBoard(size=SIZES[0], raw=raw)
    try:
        app = App(hw, seed=3)
        kwargs = preset("mixed", 2, 77)
        kwargs["edicts"] = b"\x01\x05\x19\x0d"
        app.new_game(kwargs)
        code = code_of(app.game)
        app.save_quit()
        saved = read_save(hw.storage)[0]
        assert saved.paused and code_of(saved) == code
        press(app, A)  # the title's Continue
        assert app.game is not None and code_of(app.game) == code
    finally:
        hw.close()
    hw = FakeBoard(size=SIZES[0], raw=raw)  # the power comes back
    try:
        app = App(hw, seed=9)
        game = app.game or read_save(hw.storage)[0]
        assert code_of(game) == code
    finally:
        hw.close()


def test_play_this_seed_again_deals_the_game_of_the_same_code():
    """Also a game whose chosen edicts are those the seed draws (the seed
    deals the rest otherwise): before ``Game.chosen`` it came back drawn."""
    drawn = Game(**preset("base", 1, 555))
    for game in (drawn, Game(edicts=drawn.edicts, **preset("base", 1, 555)),
                 Game(edicts=b"\x10\x05\x19\x0d", **preset("mixed", 2, 123456789))):
        again = Game(**review.replay_kwargs(game))
        assert code_of(again) == code_of(game)
        assert again.to_bytes() == Game(**review.replay_kwargs(load(game.to_bytes()))).to_bytes()


# ----- the end menu -----

def code_told(app):
    """The end menu's hint once its idle frames have made the code line."""
    for _ in range(4):
        app.update(app.hw.ticks_ms())
    return app.screen.frame._hint.text


def test_the_end_menu_makes_its_code_line_in_its_idle_frames(hw):
    """The press that opens the end menu only builds it: the code line is
    made two frames later, while the player reads, and before the map's
    modules start loading."""
    app = App(hw, seed=5)
    game = finished_game(1, "base", 21)
    review.end_menu(app, game)
    own = app.screen.frame._hint.text
    assert code_of(game) not in own
    for _ in range(2):
        app.update(hw.ticks_ms())
    # the map's modules wait a frame more (App.prefetch), none imported yet
    assert app.screen.frame._hint.text == own and app.preload == MAP_MODULES - 1
    app.update(hw.ticks_ms())
    assert code_of(game) in app.screen.frame._hint.text and app.preload == MAP_MODULES


def test_the_end_menu_shows_the_code_and_the_best_score_on_it(hw):
    app = App(hw, seed=5)
    game = finished_game(1, "base", 21)
    code = code_of(game)
    review.end_menu(app, game)
    hint = code_told(app)
    assert hint == "Code %s best %d" % (code, game.total(0))
    # A better score kept on this device for the code is the best shown.
    area = areas.records(hw.storage)
    kept = records.Records(area.load())
    kept.note_code(code, game.total(0) + 40)
    records.save(area, kept)
    review.end_menu(app, game)
    assert code_told(app) == "Code %s best %d" % (code, game.total(0) + 40)


def test_the_end_menu_shows_the_code_in_every_language(hw):
    app = App(hw, seed=5)
    game = finished_game(2, "heroes", 8)
    code = code_of(game)
    try:
        for language in langtable.LANGUAGES:
            lang.use(language)
            review.end_menu(app, game)
            hint = code_told(app)
            assert code in hint and len(hint) <= hw.WIDTH // 6 - 1
    finally:
        lang.use("en")


def test_a_long_code_shows_alone_where_the_line_has_no_room():
    hw = FakeBoard(size=SIZES[0], raw=MemoryStore(FILE_SIZE))
    try:
        app = App(hw, seed=5)
        game = Game(edicts=b"\x00\x04\x08\x0c", **preset("base", 6, 5))
        code = code_of(game)
        assert len(code) > 12
        assert codeline.code_line(app, game) == "Code: %s" % code
    finally:
        hw.close()


def test_the_guided_game_s_end_menu_keeps_its_hint(hw):
    from carto_ui import guided

    app = App(hw, seed=5)
    game = Game(**guided.game_kwargs())
    while game.kind != OVER:
        game.act(first_legal(game))
    assert codeline.code_line(app, game) is None
    review.end_menu(app, game)
    assert code_told(app) == lang.get(langtable.key("A_CHOOSE"))


# ----- entering a code -----

def open_code_entry(app):
    press(app, A)  # the title's New game
    assert isinstance(app.screen, Setup)
    press(app, UP)  # from Players up to the last row, "Enter a code"
    press(app, A)
    assert isinstance(app.screen, CodePicker)
    return app.screen


def type_code(app, code):
    """Type ``code`` on the code picker as a player does."""
    picker = app.screen
    values = [challenge.ALPHABET.index(ch) for ch in code.replace("-", "")]
    while picker.cursor:
        press(app, LEFT)
    for i, v in enumerate(values):
        if i:
            press(app, RIGHT)  # past the last character: one more
        step = (v - picker.chars[i]) % 32
        press(app, *([UP] * step if step <= 16 else [DOWN] * (32 - step)))
    while len(picker.chars) > len(values):
        press(app, SELECT)
    assert picker.text() == code


@pytest.mark.parametrize("code", [
    encode("heroes", 4242, 1, 3),
    encode("mixed", 123456789, 3, 1, b"\x10\x05\x19\x0d"),
    encode("base", 7, 1, 0, b"\x00\x04\x08\x0c"),
])
def test_entering_a_code_deals_its_game(hw, code):
    app = App(hw, seed=5)
    open_code_entry(app)
    type_code(app, code)
    press(app, A)
    form = app.screen
    assert isinstance(form, Setup) and form.menu.selected == 7 - 1  # on Start game
    press(app, A)  # Start game
    assert app.game is not None
    assert same_deal(app.game, decode(code))
    assert code_of(app.game) == code
    assert read_save(hw.storage)[0].to_bytes() == app.game.to_bytes()


def test_a_code_with_bot_seats_deals_its_game_with_its_bots(hw):
    code = encode("base", 99, 3, 1, None, b"\x00\x03\x01")
    app = App(hw, seed=5)
    open_code_entry(app)
    type_code(app, code)
    press(app, A, A)
    assert app.game.n == 3 and same_deal(app.game, decode(code))
    assert app.game.bots == b"\x00\x03\x01" and code_of(app.game) == code


@pytest.mark.parametrize("language", langtable.LANGUAGES)
def test_a_mistyped_code_or_another_version_s_is_refused_in_one_sentence(hw, language):
    lang.use(language)
    try:
        app = App(hw, seed=5)
        picker = open_code_entry(app)
        good = picker.text()
        press(app, UP)  # one character changed
        press(app, A)
        assert app.screen is picker
        shown = " ".join(" ".join(label.text.split()) for label in picker.frame.lines)
        assert " ".join(lang.get(MISTYPED).split()) in shown
        press(app, DOWN)  # back as it was: the note again
        assert " ".join(lang.get(MISTYPED).split()) not in " ".join(
            label.text for label in picker.frame.lines)
        # Another version's code: a check character of its own.
        values = [challenge.ALPHABET.index(ch) for ch in good.replace("-", "")]
        values[0] = 2
        values[-1] = 0
        while gf_check(values):  # until it ends in its check character
            values[-1] += 1
        other = "".join(challenge.ALPHABET[v] for v in values)
        type_code(app, other[:4] + "-" + other[4:])
        press(app, A)
        assert app.screen is picker
        shown = " ".join(" ".join(label.text.split()) for label in picker.frame.lines)
        assert " ".join(lang.get(OTHER_VERSION).split()) in shown
        press(app, B)  # back on the form, changed in nothing
        form_screen = app.screen
        assert isinstance(form_screen, Setup)
        assert (form_screen.players, form_screen.content, form_screen.seed) == (1, 0, 5)
        assert form_screen.edicts is None
    finally:
        lang.use("en")


# ----- records per code -----

def code_game(seed, content="base"):
    return finished_game(1, content, seed)


def test_records_keep_the_best_score_of_the_last_five_codes():
    kept = records.Records()
    games = [code_game(seed) for seed in range(30, 36)]
    for game in games:
        assert kept.note(game)
    codes = [code_of(game) for game in games]
    assert kept.code_best(codes[0]) is None  # the oldest of six dropped out
    for game, code in zip(games[1:], codes[1:]):
        assert kept.code_best(code) == game.total(0)
    assert [row[0] for row in kept.codes()] == [records.code_id(c) for c in codes[:0:-1]]
    # The same code played again: moved to the front, its best kept.
    again = Game(**preset("base", 1, 31))
    assert code_of(again) == codes[1]
    kept.note_code(codes[1], -5)
    assert kept.codes()[0] == (records.code_id(codes[1]), games[1].total(0))
    kept.note_code(codes[1], games[1].total(0) + 3)
    assert kept.code_best(codes[1]) == games[1].total(0) + 3
    # Round trip through the payload.
    assert records.Records(bytes(kept.data)).codes() == kept.codes()


def test_records_from_before_the_codes_load_with_none():
    kept = records.Records()
    game = code_game(40)
    kept.note(game)
    old = bytes(kept.data[:records.CODES_AT])
    back = records.Records(old)
    assert back.problem is None and back.codes() == []
    assert back.solo(0) == kept.solo(0)


def test_the_guided_game_is_kept_for_no_code():
    from carto_ui import guided

    kept = records.Records()
    game = Game(**guided.game_kwargs())
    assert not kept.note(game) and kept.codes() == []


def test_damaged_records_are_reported_at_the_title_and_never_crash(hw):
    app = App(hw, seed=5)
    game = code_game(41)
    area = areas.records(hw.storage)
    kept = records.Records()
    kept.note(code_game(42))
    records.save(area, kept)
    # The codes' table garbled: any bytes are some ids and scores.
    data = bytearray(kept.data)
    for i in range(records.CODES_AT, records.SIZE):
        data[i] = 0xA5
    assert records.Records(bytes(data)).code_best(code_of(game)) is None
    struct.pack_into("<h", data, records.CODES_AT + 4, 7)
    assert len(records.Records(bytes(data)).codes()) == records.CODES
    # A damaged area: the end menu shows the code alone, the title says so.
    raw = hw.raw
    start = raw.size // 2 + HEADER_SIZE + SAVE_PAYLOAD
    for i in range(start, start + 2 * (HEADER_SIZE + 160), 5):
        raw.data[i] ^= 0x5A  # both record slots damaged
    assert records.code_best(hw.storage, code_of(game)) is None
    review.end_menu(app, game)
    assert code_of(game) in code_told(app)
    told = records.note_game(hw.storage, game)
    assert told == lang.get(records.MSG_DAMAGED)


def test_a_game_with_bots_has_a_code_that_deals_it_with_the_same_bots():
    options = preset("mixed", 4, 777)
    game = Game(bots=b"\x02\x00\x03\x01", **options)
    code = code_of(game)
    fields = decode(code)
    assert fields["seats"] == b"\x02\x00\x03\x01"
    assert same_deal(game, fields)
    dealt = Game(**game_options(fields))
    assert dealt.bots == game.bots and dealt.deck == game.deck
    assert code_of(load(game.to_bytes())) == code
    assert code != code_of(Game(**options))  # the seats are in the code

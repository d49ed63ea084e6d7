"""Bot seats through the UI (issue 39): the setup form's Players menu makes
seats bots of three strengths; a bot's decision runs its search a few
slices a frame on its own screen (carto_ui.botturn), with no handoff before
or after it, and no button skips its move; whole games of one person with
bots by buttons; saved with the game, and dealt again by their code."""
import pytest

pytest.importorskip("displayio")

from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import App  # noqa: E402
from carto_ui.setup import BOT_NAMES  # noqa: E402

from engine import bot, challenge  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.phases import DESTROY, PH_AMBUSH  # noqa: E402
from engine.restore import load  # noqa: E402
from hw.buttons import DOWN, RIGHT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.presses import SIZES, drive, press  # noqa: E402

CONTENT_ROW = {"base": 0, "heroes": 1}
NAMES_ROW = 1
START_ROW = 6


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def hw(request):
    board = FakeBoard(size=request.param, render=False, bare=True, step=10)
    yield board
    board.close()


def set_up_with_bots(app, seats, content="base"):
    """Title -> New game -> the setup form: Players, then on the Players
    menu each seat stepped with RIGHT to its kind (``seats``: 0 a person,
    1-3 a bot's strength), Done, the content, Start game; by buttons only."""
    press(app, A)  # "New game"
    press(app, *[RIGHT] * (len(seats) - 1))
    press(app, DOWN, A)  # the names row opens the Players menu
    menu = app.screen
    for kind in seats:
        press(app, *[RIGHT] * kind)
        press(app, DOWN)
    assert menu.selected == len(seats)  # "Done"
    press(app, A)
    press(app, DOWN)
    press(app, *[RIGHT] * CONTENT_ROW[content])
    press(app, *[DOWN] * (START_ROW - 2))
    press(app, A)
    assert app.game is not None


def play_out(app, limit=20000, seen=None, at_bot=None, aim=0, read=0, between=0):
    """Play the game to its final ranking by buttons, the person's decisions
    by the strongest bot, A through everything else (a bot's turn ignores
    it); returns the decisions entered by buttons. ``seen`` (a list) gets
    each screen's class name and the actor at each handoff; ``at_bot(app)``
    is called on each bot turn's first frame. ``aim``: frames of no press
    on the map before each of the person's decisions (the person aiming,
    the bots' searches ahead running in them, carto_ui.ahead), ``seen``
    getting whether the app was busy after each. ``read``: frames of no
    press on the map after each of their moves (the person reading it, the
    bots found ahead moving in them), ``seen`` getting ("read", whether
    moves wait to be saved, whether a person decides next) after them.
    ``between``: frames of no press before each press on a season's scores
    (the person reading them)."""
    g = app.game
    decisions = 0
    last = None
    for _ in range(limit):
        screen = app.screen
        name = type(screen).__name__
        if seen is not None:
            seen.append(name)
            if name == "Handoff":
                seen.append(("handoff to", g.actor))
        if g.kind == rules.OVER and name == "GameOver":
            return decisions
        if name == "BotTurn" and screen is not last and at_bot is not None:
            at_bot(app)
        last = screen
        if screen is app.play and app.play.mode != playmod.AFTER:
            assert not g.bots[g.actor]
            for _ in range(aim):
                app.update(0)
                if seen is not None:
                    seen.append(app.busy)
            drive(app, bot.choose(g))
            decisions += 1
        else:
            if read and screen is app.play and app.play.mode == playmod.AFTER:
                for _ in range(read):
                    app.update(0)
                if seen is not None:
                    work = app.idle_work
                    seen.append(("read", work is not None and work.unsaved is not None,
                                 not g.bots[g.actor]))
            if name == "SeasonEnd":
                for _ in range(between):
                    app.update(0)
            press(app, A)
    raise AssertionError("the game did not end within %d steps" % limit)


def test_the_setup_form_makes_bot_seats_with_bots_names(hw):
    app = App(hw, seed=7)
    set_up_with_bots(app, [0, 1, 2, 3])
    g = app.game
    assert g.bots == b"\x00\x01\x02\x03" and g.n == 4
    assert g.names == ["You", BOT_NAMES[1], BOT_NAMES[2], BOT_NAMES[3]]


def test_the_last_person_stays_a_person_and_a_bot_seat_goes_back_to_a_person(hw):
    app = App(hw, seed=7)
    press(app, A, RIGHT, DOWN, A)  # two players, the Players menu
    menu = app.screen
    press(app, RIGHT)  # seat 1 a weak bot: seat 2, the one person, is "You"
    assert menu.items[0] == "1 Weak bot  " + BOT_NAMES[0] and menu.items[1] == "2 Person  You"
    press(app, DOWN, RIGHT)  # the last person stays a person
    assert menu.items[1] == "2 Person  You"
    press(app, UP, RIGHT, RIGHT)  # seat 1: fair, strong
    assert menu.items[0] == "1 Strong bot  " + BOT_NAMES[0]
    press(app, RIGHT)  # a person again, the default name back
    assert menu.items[0] == "1 Person  P1" and menu.items[1] == "2 Person  P2"
    press(app, DOWN)
    press(app, DOWN, A)  # Done
    form = app.screen
    assert form.kwargs()["bots"] == bytes(2)


@pytest.mark.parametrize("seats,content", [([0, 1, 2, 1, 2, 1], "base"), ([3, 0], "heroes")],
                         ids=["1+5 bots", "bot+1"])
def test_a_person_with_bots_plays_a_whole_game_by_buttons_with_no_handoff(hw, seats, content):
    app = App(hw, seed=12)
    set_up_with_bots(app, seats, content)
    g = app.game
    seen = []
    decisions = play_out(app, seen=seen)
    assert g.kind == rules.OVER and g.season == 3
    assert "Handoff" not in seen and "BotTurn" in seen and "SeasonEnd" in seen
    assert decisions > 0
    # every seat scored like anyone: the standings and the ranking hold them all
    for p in range(g.n):
        assert g.total(p) == sum(row[4] for row in g.scores(p))
    assert len(g.ranking()) == g.n
    assert load(hw.storage.load()).bots == bytes(seats)


def test_two_people_and_a_bot_hand_the_device_only_to_people(hw):
    app = App(hw, seed=5)
    set_up_with_bots(app, [0, 2, 0])
    seen = []
    play_out(app, seen=seen)
    handed = [s[1] for s in seen if isinstance(s, tuple)]
    assert handed and set(handed) == {0, 2}
    assert "BotTurn" in seen


def test_no_button_skips_a_bots_move(hw):
    """B (or any button) during a bot's thinking neither stops nor skips
    it: its move is the one its search finds, made after several frames."""
    app = App(hw, seed=3)
    set_up_with_bots(app, [2, 0])  # the bot draws first
    g = app.game
    assert type(app.screen).__name__ == "BotTurn"
    expected = load(g.to_bytes())
    expected.act(bot.choose(expected, bot.FAIR))
    before = g.to_bytes()
    frames = 0
    while g.to_bytes() == before:
        press(app, B)
        frames += 1
        assert frames < 500
    assert frames > 2 and g.to_bytes() == expected.to_bytes()
    press(app, START, B, B)
    assert app.screen is not None


def test_a_game_with_bots_saved_mid_game_continues_with_its_bots(hw):
    app = App(hw, seed=9)
    set_up_with_bots(app, [0, 3, 1])
    g = app.game
    for _ in range(3000):  # the first season: the person's moves, the bots' turns
        if g.season >= 1:
            break
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            drive(app, bot.choose(g))
        else:
            press(app, A)
    assert g.season >= 1
    # a power cut, wherever it falls: the new App resumes the saved game
    app = App(hw, seed=9)
    g = app.game
    assert g is not None and g.bots == b"\x00\x03\x01"
    assert g.names == ["You", BOT_NAMES[1], BOT_NAMES[2]]
    seen = []
    play_out(app, seen=seen)
    assert g.kind == rules.OVER and "Handoff" not in seen


def test_a_resumed_games_first_card_has_its_bots_found_while_the_person_aims(hw):
    """The search ahead comes with a resumed game's first map, as with a
    new game's: the card's bots move at once after the person's move."""
    app = App(hw, seed=9)
    set_up_with_bots(app, [0, 3, 1])
    g = app.game
    for card in range(2):
        while app.screen is not app.play or app.play.mode == playmod.AFTER:
            press(app, A)
        if not card:
            drive(app, bot.choose(g))
    app = App(hw, seed=9)  # a power cut on the person's second card
    g = app.game
    assert app.screen is app.play and g.ph != PH_AMBUSH
    turns = []
    for _ in range(400):
        app.update(0)
    assert type(app.idle_work).__name__ == "BotsAhead"
    drive(app, bot.choose(g))
    for _ in range(40):
        turns.append(type(app.screen).__name__)
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            break
        press(app, A)
    assert "BotTurn" not in turns and app.screen is app.play, turns


def test_a_code_with_bots_on_the_form_deals_the_same_game_with_the_same_bots(hw):
    code = challenge.encode("heroes", 321, 3, 2, None, b"\x01\x00\x03")
    app = App(hw, seed=5)
    press(app, A)  # New game
    app.screen.code_done(challenge.decode(code))
    press(app, A)  # Start game (selected)
    g = app.game
    dealt = rules.Game(**challenge.game_options(challenge.decode(code)))
    assert g.bots == b"\x01\x00\x03" and g.deck == dealt.deck and g.edicts == dealt.edicts
    assert challenge.code_of(g) == code
    assert g.names[0] == BOT_NAMES[0] and g.names[1] == "You"


def test_a_monster_a_bot_draws_on_the_persons_map_is_news(hw):
    app = App(hw, seed=12)
    set_up_with_bots(app, [0, 1])
    g = app.game
    said = []
    for _ in range(20000):
        if g.kind == rules.OVER:
            break
        screen = app.screen
        if screen is app.play and app.play.messages:
            said.append(app.play.messages[0])
        if screen is app.play and app.play.mode != playmod.AFTER and not app.play.messages:
            drive(app, bot.choose(g))
        else:
            press(app, A)
    ambush = [s for s in said if " on your map." in s]
    assert ambush and all(s.startswith(BOT_NAMES[1]) for s in ambush)


def test_a_persons_move_before_a_bots_turn_can_be_taken_back_until_the_bot_moves(hw):
    """The person's move stops on the map with its take back (B) before the
    bots' turns; once a bot has moved, nothing is taken back (the older
    save is the bot's)."""
    app = App(hw, seed=7)
    set_up_with_bots(app, [0, 2])
    g = app.game
    for _ in range(40):
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            break
        press(app, A)
    before = g.to_bytes()
    drive(app, bot.choose(g))
    p = app.play
    assert app.screen is p and p.mode == playmod.AFTER and app.undo is not None
    press(app, B)
    assert app.game.to_bytes() == before
    drive(app, bot.choose(app.game))
    assert app.undo is not None
    press(app, A)  # on to the bot's turn
    for _ in range(400):
        if app.game.actor == 0 or app.game.kind == rules.OVER:
            break
        press(app, A)
    assert app.undo is None


def test_a_bots_search_keeps_the_loop_busy_and_counts_up_in_tens(hw):
    """While a bot's search runs the app is busy (hw.loop.run skips its
    sleep between those frames), and not once its move is found; its
    progress line counts in tens (each change is a display refresh)."""
    import re

    from testkit.labels import labels

    app = App(hw, seed=3)
    set_up_with_bots(app, [3, 0])  # the bot draws first
    g = app.game
    before = g.to_bytes()
    busy, shown = [], set()
    for _ in range(2000):
        if g.to_bytes() != before:
            break
        press(app, UP)
        busy.append(app.busy)
        for label, _x, _y, _scale in labels(app.screen.group if hasattr(app.screen, "group")
                                             else app.hw.display.root_group):
            found = re.search(r"(\d+)%", label.text)
            if found:
                shown.add(int(found.group(1)))
    assert g.to_bytes() != before
    assert True in busy and not app.busy
    assert len(shown) >= 3 and all(p % 10 == 0 for p in shown), shown


def test_botplay_sets_up_people_or_seats_through_one_entry():
    from tools import botplay

    for players, bots in ((2, b"\x00\x00"), ((0, 3, 1), b"\x00\x03\x01")):
        session = botplay.Session("pybadge")
        botplay.set_up(session, players, "base")
        assert bytes(session.app.game.bots) == bots


@pytest.mark.parametrize("seats,content", [([0, 1, 2, 3, 1, 2], "base"), ([0, 3, 0, 3], "heroes")],
                         ids=["1+5 bots", "2+2 bots"])
def test_the_bots_decide_while_the_person_aims_and_the_game_is_the_same(hw, seats, content):
    """With frames to spare on the map the bots' moves are found while the
    person decides and made at once after the person's move: no bot's turn
    screen, the loop busy only while they search; the game ends on the
    very save of a game whose bots searched on their turn's screen."""
    other = FakeBoard(size=(hw.WIDTH, hw.HEIGHT), render=False, bare=True, step=10)
    waited = App(other, seed=12)
    set_up_with_bots(waited, seats, content)
    play_out(waited)
    slow = other.storage.load()
    other.close()
    app = App(hw, seed=12)
    set_up_with_bots(app, seats, content)
    seen = []
    turns = []
    play_out(app, seen=seen, aim=400, at_bot=lambda app: turns.append(
        (app.game.ph, app.game.step < app.game.actor)))
    assert hw.storage.load() == slow
    assert type(app.idle_work).__name__ == "BotsAhead"
    assert True in seen and not app.busy
    # From the first card on, a bot's turn screen comes only before the
    # person's decision in its phase: an ambush's monsters drawn by the
    # bots on their left (a person draws their own last, on the map on
    # their right).
    assert all(ph == PH_AMBUSH and before for ph, before in turns), turns


def test_a_person_who_confirms_before_the_bots_are_found_waits_on_their_screen(hw):
    app = App(hw, seed=12)
    set_up_with_bots(app, [0, 3, 3])
    seen = []
    play_out(app, seen=seen, aim=8)  # a few frames: the first bot's search at most
    assert "BotTurn" in seen


def test_no_search_runs_ahead_while_the_buttons_are_pressed_frame_after_frame():
    """A search ahead waits for a few frames with no press: a game pressed
    through a key event a frame (as the desktop VM replays one: each press's
    release is a frame with no press) runs none, and its bots search on
    their turn's screen whatever the heap."""
    from tools import botplay

    seen = []

    def watch(app, mask):
        work = app.idle_work
        if work is not None:
            seen.append(work.search is not None or work.found != [])

    session = botplay.bot_game([0, 3, 3], "base", watch=watch)
    assert session.app.game.kind == rules.OVER  # played to its end
    assert seen and True not in seen


@pytest.mark.parametrize("seats,content", [([0, 3, 3, 3, 3, 3], "base"), ([0, 2, 0, 3], "heroes")],
                         ids=["1+5 bots", "2+2 bots"])
def test_the_same_presses_play_the_same_game_whether_the_bots_searched_ahead_or_not(seats,
                                                                                    content):
    """A game's presses, recorded with no frame between them (every bot
    searches on its turn's screen), pressed again with frames of quiet after
    each as a board has them (some or all of the bots searched ahead): the
    same game. The emulated board's bench replays CPython's presses so."""
    from tools import botplay, cpvm

    screens = []
    recorded = botplay.bot_game(seats, content,
                                watch=lambda app, mask: screens.append(type(app.screen).__name__))
    table = cpvm.keymap("pybadge")
    masks = [table[key] for key, down in recorded.events if down]
    masks = masks[len(masks) - len(screens):]  # the game's, after the setup form's
    setup = [table[key] for key, down in recorded.events if down][:-len(screens) or None]
    for quiet in (12, 60):
        again = botplay.Session("pybadge")
        again.press(*setup)
        ahead = 0
        for mask, screen in zip(masks, screens):
            if screen == "BotTurn":
                continue  # (a board's bots' turns have their frames on their own)
            again.press(mask)
            again.idle(quiet)
            for _ in range(2000):
                if type(again.app.screen).__name__ != "BotTurn":
                    break
                again.idle(1)
            work = again.app.idle_work
            ahead = max(ahead, len(work.found) if work is not None else 0)
        assert again.save == recorded.save, quiet
        assert ahead >= 2


def test_the_press_that_confirms_a_move_finds_no_search_ahead_loaded():
    """The move's press is the game's peak: a search ahead still going
    stops, and its modules go, in the frame that asks to confirm the move,
    before the press that confirms it (the button's release comes between)."""
    from tools import botplay

    confirmed = []

    def watch(app, mask):
        work = app.idle_work
        if app.screen is app.play and app.play.mode in (playmod.CONFIRM, playmod.PICK_CONFIRM):
            confirmed.append(work is not None and (work.loaded or work.search is not None))

    botplay.bot_game([0, 3, 3, 3], "base", watch=watch, aim=6)
    assert confirmed and True not in confirmed


def test_the_bots_moves_made_at_once_are_written_once_the_next_card_is_shown(hw, monkeypatch):
    """The bots' moves found ahead are made in the press after the person's
    move and saved once; the save (a flash sector erased and written on a
    board, the press's slowest part) is written after the person's map with
    their next card has reached the display, not before it is built."""
    from carto_ui import botturn

    app = App(hw, seed=12)
    set_up_with_bots(app, [0, 3, 3])
    real_moved = botturn.moved_ahead
    state = {"inside": False, "after": None}
    written = []  # per write: while the bots moved, after what they did, dirty, the screen

    def moved_ahead(app, work):
        state["inside"] = True
        made = real_moved(app, work)
        state["inside"] = False
        state["after"] = made
        return made

    storage = app.hw.storage
    real_write = storage.raw.write

    def write(offset, data):
        written.append((state["inside"], state["after"], app.dirty, type(app.screen).__name__))
        state["after"] = None
        return real_write(offset, data)

    monkeypatch.setattr(botturn, "moved_ahead", moved_ahead)
    storage.raw.write = write
    play_out(app, aim=400)
    assert not [w for w in written if w[0]]  # none while the bots move
    # (A season's last card: written before its scores screen is built.)
    maps = [w for w in written if w[1] == botturn.DONE and w[3] == "Play"]
    assert len(maps) >= 10
    assert not [w for w in maps if w[2]]  # the map drawn: nothing left to refresh


def slow_game(size, seats, content, seed=12):
    """The save a game by buttons with no frames between presses ends on
    (every bot searching on its turn's screen)."""
    other = FakeBoard(size=size, render=False, bare=True, step=10)
    app = App(other, seed=seed)
    set_up_with_bots(app, seats, content)
    play_out(app)
    save = other.storage.load()
    other.close()
    return save


@pytest.mark.parametrize("seats,content", [([0, 3, 3, 3, 3, 3], "base"), ([0, 2, 3], "heroes")],
                         ids=["1+5 bots", "1+2 Heroes"])
def test_the_bots_move_while_the_person_reads_their_move_and_the_game_is_the_same(
        hw, seats, content, monkeypatch):
    """With frames to read their move, the person's bots found ahead move on
    their own maps in them: "go on" shows the next card with no bots' turn
    before it; on a card that ends a season, the last bot's move scores it
    and "go on" shows the scores; on the game's last card that move ends
    the game, and "go on" saves it before it shows the last scores. The
    game ends on the very save of a game whose bots searched on their
    turn's screen."""
    from carto_ui import ahead

    slow = slow_game((hw.WIDTH, hw.HEIGHT), seats, content)
    app = App(hw, seed=12)
    set_up_with_bots(app, seats, content)
    real_show = app.show
    saved_at_end = []  # the save when the game's last scores are shown

    def show(screen):
        if type(screen).__name__ == "SeasonEnd" and app.game.kind == rules.OVER:
            saved_at_end.append(hw.storage.load())
        real_show(screen)

    app.show = show
    real = ahead.BotsAhead._move
    moves = []  # per move made: whether its card ends the season, its seat is the last; the season

    def move(self):
        g = self.app.game
        step = g.step
        season = g.season
        ends = g.time >= g.threshold()  # (the card's time counted)
        real(self)
        if g.step != step or g.season != season:
            moves.append((ends, step + 1 == g.n, season))

    monkeypatch.setattr(ahead.BotsAhead, "_move", move)
    seen = []
    play_out(app, seen=seen, aim=400, read=60)
    assert hw.storage.load() == slow
    assert len(moves) >= 20
    assert (True, True, 0) in moves  # a season scored while they read
    assert (True, True, 3) in moves  # the game ended while they read
    assert saved_at_end == [slow]
    # All of them moved: "go on" shows the person's next map, no bots' turn.
    done = [i for i, entry in enumerate(seen) if isinstance(entry, tuple) and entry[1]
            and entry[2]]
    assert len(done) >= 10
    for i in done:
        assert "BotTurn" not in seen[i + 1:i + 3]


def test_an_ambushs_bots_are_found_while_the_person_reads_the_move_before_it(hw, monkeypatch):
    """The bots who draw an ambush's monsters before the person (who draws
    theirs last) are searched while the person reads their move on the card
    before it, once that card's bots have moved: "go on" makes their moves
    at once, with no bot's turn screen, in the one save it writes; the same
    game as one whose bots searched on their turn's screen."""
    from carto_ui import ahead

    seats = [0, 1, 2, 3, 1, 2]
    slow = slow_game((hw.WIDTH, hw.HEIGHT), seats, "base")
    app = App(hw, seed=12)
    set_up_with_bots(app, seats, "base")
    real = ahead.BotsAhead._write
    written = []  # the phase of each save of the moves made while the person read

    def write(self):
        written.append(self.app.game.ph)
        real(self)

    monkeypatch.setattr(ahead.BotsAhead, "_write", write)
    seen = []
    turns = []
    play_out(app, seen=seen, aim=400, read=400,
             at_bot=lambda app: turns.append((app.game.season, len(app.game.revealed))))
    assert hw.storage.load() == slow
    assert turns == []
    assert written and PH_AMBUSH not in written  # (saved with the ambush's moves)


@pytest.mark.parametrize("seats,content,seed", [([3, 0], "base", 12), ([0, 3, 3], "heroes", 5)],
                         ids=["person last", "Heroes Troll"])
def test_every_seasons_scores_are_shown_before_the_bots_move_on(hw, seats, content, seed):
    """No bot moves while the person reads a move after which a season was
    scored: "go on" shows those scores first. Person last: their own move
    scores each season, and the next season's first card's bots draw
    before them. Heroes, seed 5: the bots' last move scores the second
    season while the person reads their move, and a bot decides first in
    a Troll's effect that follows. Every season's scores are shown, and
    the game is the same as one whose bots searched on their turn's
    screen."""
    slow = slow_game((hw.WIDTH, hw.HEIGHT), seats, content, seed=seed)
    app = App(hw, seed=seed)
    set_up_with_bots(app, seats, content)
    seen = []
    play_out(app, seen=seen, aim=400, read=300, between=100)
    assert hw.storage.load() == slow
    shown = [name for k, name in enumerate(seen) if name == "SeasonEnd" and seen[k - 1] != name]
    assert len(shown) == 4


def test_a_seasons_first_ambush_is_searched_while_the_person_reads_the_scores(hw):
    """Seed 4 deals an ambush as the third season's first card, after the
    second's scores: its bots, who draw first, are searched while the
    person reads those scores, and "go on" makes their moves at once. Only
    the game's first card, an ambush before any screen is read, has its
    bots search on their turn's screen; the same game as one whose bots all
    searched there."""
    seats = [0, 1, 1, 1, 1, 1]
    other = FakeBoard(size=(hw.WIDTH, hw.HEIGHT), render=False, bare=True, step=10)
    waited = App(other, seed=4)
    set_up_with_bots(waited, seats)
    play_out(waited)
    slow = other.storage.load()
    other.close()
    app = App(hw, seed=4)
    set_up_with_bots(app, seats)
    seen = []
    turns = []  # at each bot's turn screen: (its season, whether a map was shown before)
    play_out(app, seen=seen, aim=400, read=1500, between=300,
             at_bot=lambda app: turns.append((app.game.season, "Play" in seen)))
    assert hw.storage.load() == slow
    assert turns == [(0, False)]


def test_the_bots_turn_takes_the_moves_found_ahead_after_one_it_searches(hw, monkeypatch):
    """A Heroes monster's space to destroy is a second decision of the bot
    that drew it, which no search ahead can find: the bots' turn searches
    only that one on its screen and takes the next bots' moves found ahead
    as they are; the same game as one whose bots searched on their turn's
    screen."""
    from engine import bot as bots

    seats = [0, 2, 3]
    slow = slow_game((hw.WIDTH, hw.HEIGHT), seats, "heroes")
    app = App(hw, seed=12)
    set_up_with_bots(app, seats, "heroes")
    real = bots.search
    searched = []  # the kind of each decision searched on the bots' turn's screen

    def search(game, strength):
        if game.bots[game.actor]:  # (the person's decisions are the bot's too: play_out)
            searched.append(game.kind)
        return real(game, strength)

    monkeypatch.setattr(bots, "search", search)
    play_out(app, aim=400, read=400)
    assert hw.storage.load() == slow
    assert searched and set(searched) == {DESTROY}


def test_with_two_people_the_bots_move_only_on_their_turn(hw):
    app = App(hw, seed=12)
    set_up_with_bots(app, [0, 3, 0, 3])
    seen = []
    play_out(app, seen=seen, aim=400, read=60)
    reads = [entry for entry in seen if isinstance(entry, tuple) and entry[0] == "read"]
    assert reads and not [entry for entry in reads if entry[1]]


def test_the_bots_moves_made_while_the_person_reads_are_saved_once_they_go_on(hw, monkeypatch):
    """Saved while the person could still take their move back, the bots'
    moves would make the move's own save the older one, the save B goes
    back to: they are written in the first frame after "go on", the next
    card on the screen."""
    from carto_ui import ahead

    app = App(hw, seed=12)
    set_up_with_bots(app, [0, 3, 3])
    real = ahead.BotsAhead._write
    writes = []

    def write(self):
        p = self.app.play
        writes.append((p is not None and p.mode == playmod.AFTER, self.app.dirty))
        before = self.app.hw.storage.load()
        real(self)
        assert self.app.hw.storage.load_older() == before  # the person's move, then the bots'
        assert self.app.hw.storage.load() == self.app.game.to_bytes()

    monkeypatch.setattr(ahead.BotsAhead, "_write", write)
    play_out(app, aim=400, read=60)
    assert len(writes) >= 10 and (True, False) not in writes and (True, True) not in writes


def test_a_move_taken_back_after_the_bots_moved_goes_back_to_before_it(hw):
    """B after the bots moved while the person read their move: the game
    before the person's move, the bots' moves dropped with it; played on,
    the same game."""
    seats = [0, 3, 3]
    slow = slow_game((hw.WIDTH, hw.HEIGHT), seats, "base")
    app = App(hw, seed=12)
    set_up_with_bots(app, seats, "base")
    g = app.game
    taken = 0
    for _ in range(2000):
        if taken == 2 or g.kind == rules.OVER:
            break
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            for _ in range(400):
                app.update(0)
            before = g.to_bytes()
            action = bot.choose(g)
            drive(app, action)
            if app.play is not None and app.play.mode == playmod.AFTER:
                for _ in range(60):
                    app.update(0)
                if app.idle_work is not None and app.idle_work.unsaved is not None:
                    assert not g.bots[g.actor]  # the bots moved
                    press(app, B)
                    g = app.game
                    assert g.to_bytes() == before
                    taken += 1
                    continue
        press(app, A)
        g = app.game
    assert taken == 2
    play_out(app, aim=400, read=60)
    assert hw.storage.load() == slow


def test_out_of_memory_in_a_bots_move_while_the_person_reads_goes_back_to_the_last_save(hw):
    """A MemoryError may leave a move half made: the game is read again
    from its last save (the person's move) and said so, as anywhere else."""
    app = App(hw, seed=12)
    set_up_with_bots(app, [0, 3, 3])
    g = app.game
    for _ in range(2000):
        work = app.idle_work
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            for _ in range(400):
                app.update(0)
            drive(app, bot.choose(g))
            if work is not None and work.found and app.play.mode == playmod.AFTER:
                break
        press(app, A)
        g = app.game
    else:
        raise AssertionError("no move of the person's with its bots found ahead")
    real = g.act

    def act(action):
        if work.moving:
            raise MemoryError("memory allocation failed")
        return real(action)

    g.act = act
    for _ in range(60):
        app.update(0)
    assert app.game is not g and app.idle_work is None
    assert app.game.to_bytes() == hw.storage.load()  # the person's move, saved
    assert type(app.screen).__name__ == "MessageBox"

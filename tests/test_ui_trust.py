"""A game a player trusts (issue 12, part B), headless at both screen sizes:
a press on news only dismisses it; a move is made only from the on-screen
confirm prompt; news in the order things happened, the card named after a
resume; a turn starts on a legal placement; an illegal ghost names what is
in the way; the HUD's live scoring (each edict's change, coins, monster
penalty, the season score) matches the engine; a move can be taken back
until the next card is shown or the device is handed on; the edict view
shows the card's rule; the game total is one press away."""
import random

import pytest

pytest.importorskip("displayio")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import hud as preview  # noqa: E402  (the live scoring lives in the HUD module)
from carto_ui import news, turnstart  # noqa: E402
from carto_ui import play as playmod  # noqa: E402
from carto_ui.app import App  # noqa: E402

from engine import bot, cards, restore, scoring, shapes  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.maps import new_grid  # noqa: E402
from engine.terrain import FOREST, HERO, MOUNTAIN, WASTE  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text  # noqa: E402
from testkit.presses import (  # noqa: E402
    advance,
    drive,
    drive_until,
    news_said,
    press,
    read_news,
    skip_to_play,
    start,
    take_option,
)


@pytest.fixture(params=((160, 128), (240, 240)), ids=["160x128", "240x240"])
def hw(request):
    board = FakeBoard(size=request.param, bare=True, step=10)
    yield board
    board.close()


def banner(p):
    return banner_text(p).replace("\n", " ")


def prompt(p):
    """The banner's words, then on roomy screens the controls line under
    them, which says what A and B do after a move (the banner keeps to the
    move's news there)."""
    said = banner(p)
    if p.info is not None:
        said = (said + " " + p.info.text.split("\n")[1]).strip()
    return " ".join(said.split())


def next_card_prompt(p):
    """How the map after a solo move says A goes on and B takes it back."""
    if p.info is not None:
        return "A: go on B: take the move back"
    return "A: next card B: take this move back"


def aim(app):
    """Read the news and take the first option: the map in AIM."""
    read_news(app)
    take_option(app)
    assert app.play.mode == playmod.AIM


# ----- input that never acts unseen -----

def test_a_press_on_news_only_dismisses_it(hw):
    app = start(hw, seed=11)
    p = app.play
    g = app.game
    # An explore card's sentence is shown as its panel (carto_ui.cardpanel).
    # (Roomy screens say its name and time under the map.)
    assert p.messages[0] == p.card_news and p.panel is not None
    assert banner(p) == ("" if p.info is None else p.card_news)
    # The turn starts (its ghost, its sentences) once the news is read.
    assert p.mode == playmod.NEWS
    news_read = list(p.messages)
    before = g.to_bytes()
    while p.mode == playmod.NEWS:
        where = (p.choice, p.orient, p.r, p.c)
        press(app, DOWN | RIGHT | A)  # a chord is one press too
        news_read.pop(0)
        assert g.to_bytes() == before
        if news_read:
            assert p.messages == news_read and (p.choice, p.orient, p.r, p.c) == where
    assert not news_read and p.mode in (playmod.CHOOSE, playmod.AIM)
    assert g.why_not(p.choice, p.orient, p.r, p.c) is None
    read_news(app)
    aim(app)
    press(app, A)
    assert p.mode == playmod.CONFIRM and banner(p).startswith("Here?")
    # News arriving while confirming: A reads it, the move waits for the
    # prompt to be on screen again.
    before = g.to_bytes()
    p.show_message("Something happened")
    press(app, A)
    assert g.to_bytes() == before and banner(p).startswith("Here?")
    press(app, A)
    assert g.to_bytes() != before


def test_news_comes_in_the_order_it_happened():
    card = 5
    events = [(rules.EV_COINS, 0, 1, rules.COIN_MOUNTAIN), (rules.EV_REVEAL, card)]
    said = news.messages(None, events, 0, True, True)
    assert said == ["+1 coin: mountain surrounded", news.card_sentence(card)]
    assert news.messages(None, events, 0, False, True) == [news.card_sentence(card)]


def test_a_resumed_game_names_the_card(hw):
    app = start(hw, seed=6)
    drive(app, bot.choose(app.game))
    skip_to_play(app)
    g = app.game
    again = App(hw)  # powered up again on the same store
    assert again.screen is again.play
    assert again.play.messages[0] == news.card_sentence(g.card)


# ----- a placement that starts legal and says why not -----

def test_every_turn_starts_on_a_legal_placement(hw):
    for seed in (1, 2):
        app = start(hw, content="mixed", seed=seed)
        g = app.game
        for _ in range(18):
            skip_to_play(app)
            if g.kind == rules.OVER or app.screen is not app.play:
                break
            p = app.play
            if g.kind == rules.PLACE:
                assert g.why_not(p.choice, p.orient, p.r, p.c) is None, (seed, g.card)
            drive(app, bot.choose(g))


def test_the_first_orientation_fitting_nowhere_starts_on_another():
    """A map where the card's first option in its first orientation fits
    nowhere but another orientation does: the turn starts legal there."""
    hw = FakeBoard(size=(160, 128), bare=True, step=10)
    try:
        grid = new_grid(0)
        # Leave only column 10 empty: only an upright 1-wide shape fits.
        for r in range(11):
            for c in range(10):
                if not grid.is_filled(r, c):
                    grid.set(r, c, FOREST)
        app = App(hw, seed=1)
        # A card whose first option is a 1x4 row: only its upright
        # orientation fits in the one empty column.
        card = [c for c in range(2, 24) if cards.kind(c) == cards.EXPLORE
                and len(shapes.cells(cards.explore(c)[3])) == 4
                and shapes.size(cards.explore(c)[3])[0] == 1] or [None]
        kwargs = rules.preset("base", 1, 1)
        kwargs["maps"] = [grid]
        if card[0] is not None:
            kwargs["deck"] = [card[0]]
        app.new_game(kwargs)
        g = app.game
        p = app.play
        read_news(app)
        assert g.why_not(p.choice, p.orient, p.r, p.c) is None
        assert card[0] is not None and p.c == 10 and not g.fallback
    finally:
        hw.close()


class _Choices:
    """What ``turnstart.near_legal`` reads of a game: the options, the
    ruins rule and each option's orientations."""

    def __init__(self, choices, need_ruins):
        self.choices = choices
        self.need_ruins = need_ruins

    def orientations(self, k):
        return shapes.orientations(self.choices[k][0])


def _nearest_by_listing(g, grid, choice, orient, r, c):
    """The nearest legal placement found by listing every legal placement
    of every option and orientation (the search turnstart replaced)."""
    best = None
    n = len(g.choices)
    for j in range(n):
        k = (choice + j) % n
        shape, terrain, _ = g.choices[k]
        if terrain == HERO:
            spots = [(orient, i // 11, i % 11) for i in range(121)
                     if not grid.is_filled(i // 11, i % 11)]
        else:
            orients = g.orientations(k)
            first = orient if k == choice and orient < len(orients) else 0
            spots = []
            for o in range(len(orients)):
                oi = (first + o) % len(orients)
                need = grid.ruins if g.need_ruins else None
                p = shapes.find(grid.filled, orients[oi], need)
                while p >= 0:
                    spots.append((oi, p // 11, p % 11))
                    p = shapes.find(grid.filled, orients[oi], need, p + 1)
        for oi, y, x in spots:
            d = abs(y - r) + abs(x - c)
            if best is None or d < best[0]:
                best = (d, (k, oi, y, x))
    return best[1] if best else (choice, orient, r, c)


def test_the_ring_search_finds_the_nearest_placement_listing_finds():
    rng = random.Random(12)
    explore = [c for c in range(24) if cards.kind(c) == cards.EXPLORE]
    for case in range(400):
        grid = new_grid(case % 2)
        for _ in range(rng.randrange(0, 110)):
            grid.set(rng.randrange(11), rng.randrange(11), FOREST)
        card = cards.explore(rng.choice(explore))
        choices = [(card[3], FOREST, 0)]
        if card[4]:
            choices.append((card[4], FOREST, 0))
        if case % 5 == 0:
            choices.append((1, HERO, 0))
        g = _Choices(choices, case % 3 == 0)
        choice = rng.randrange(len(choices))
        orient = rng.randrange(8)
        r, c = rng.randrange(11), rng.randrange(11)
        want = _nearest_by_listing(g, grid, choice, orient, r, c)
        assert turnstart.near_legal(g, grid, choice, orient, r, c) == want, case


def test_an_illegal_ghost_names_what_is_in_the_way(hw):
    grid = new_grid(0)
    grid.set(5, 5, WASTE)
    grid.set(8, 2, FOREST)
    app = App(hw, seed=2)
    kwargs = rules.preset("base", 1, 2)
    kwargs["maps"] = [grid]
    kwargs["ruins"] = False
    app.new_game(kwargs)
    aim(app)
    p = app.play
    g = app.game
    said = {}
    for r in range(11):
        for c in range(11):
            p.r, p.c = r, c
            why = p.why_not()
            if why:
                said[why] = why
    text = " | ".join(said.values())
    assert "Covers a mountain" in text and "Covers wasteland" in text
    assert "Covers Forest" in text and "Off the map" in text
    # On screen: walk the ghost onto the mountain with the d-pad.
    mountain = [(r, c) for r in range(11) for c in range(11)
                if g.grids[0].get(r, c) == MOUNTAIN][0]
    p.r, p.c = 0, 0
    press(app, LEFT)
    for _ in range(24):
        cells = [(p.r + dr, p.c + dc) for dr, dc in shapes.cells(p.orients[p.orient])]
        if mountain in cells:
            break
        press(app, DOWN if p.r < mountain[0] else RIGHT if p.c < mountain[1] else UP)
    assert "mountain" in banner(p)


def test_a_ruins_card_says_the_shape_must_cover_ruins(hw):
    app = start(hw, content="base", seed=3)
    advance(app, lambda g: g.kind == rules.PLACE and g.need_ruins)
    skip_to_play(app)
    aim(app)
    p = app.play
    g = app.game
    for r in range(11):
        for c in range(11):
            p.r, p.c = r, c
            why = g.why_not(p.choice, p.orient, r, c)
            if why and "ruins" in why:
                assert p.why_not() == "Must cover ruins"
                return
    raise AssertionError("no spot that misses the ruins")


def test_the_fallback_says_the_1x1_rule_applies_and_why(hw):
    app = start(hw, content="heroes", players=3, seed=1)
    advance(app, lambda g: g.kind == rules.PLACE and g.fallback)
    skip_to_play(app, news=False)
    said = news_said(app)
    assert "fits" in said and "1x1" in said and "rules" in said


# ----- live scoring -----

def season_score(g, grid, coins):
    s = min(g.season, 3)
    return (scoring.score(g.edicts[s], grid) + scoring.score(g.edicts[(s + 1) % 4], grid)
            + coins - scoring.monster_penalty(grid))


def test_the_hud_shows_the_true_season_score_and_the_monster_penalty(hw):
    app = start(hw, content="heroes", seed=4)
    g = advance(app, lambda g: g.kind == rules.PLACE and scoring.monster_penalty(g.grids[0]) > 0)
    skip_to_play(app)
    p = app.play
    grid = g.grids[0]
    pen = scoring.monster_penalty(grid)
    shown = p.hud.monsters.text.replace("Mon", "").replace("M", "").strip()
    assert shown.startswith(str(-pen))
    # Away from any ghost the season score is the map's own.
    p.preview.shown = False
    p.show_state()
    want = season_score(g, grid, g.coins[0])
    assert p.hud.total.text.split()[-1] == str(want)
    if not hasattr(p.hud, "time"):  # 160x128; roomy screens caption it apart
        assert p.hud.total.text.startswith(("Pts", "Season"))


def test_the_first_destroyable_space_is_the_engines():
    """``turnstart.first_destroyable`` asks the Troll's or the Gorgon's rule
    once for its scan: it finds the first space in reading order that
    ``game.can_destroy`` accepts, at every such decision of a few bot games."""
    checked = set()
    for seed in range(1, 5):
        g = rules.Game(**rules.preset("heroes", 3, seed))
        while g.kind != rules.OVER:
            if g.kind == rules.DESTROY:
                spaces = [(r, c) for r in range(11) for c in range(11) if g.can_destroy(r, c)]
                assert turnstart.first_destroyable(g) == (spaces + [(5, 5)])[0], seed
                checked.add(g.destroyer)
            g.act(bot.choose(g))
    assert checked == {cards.TROLL, cards.GORGON}


def test_the_preview_is_what_the_move_scores(hw):
    app = start(hw, content="base", seed=9)
    g = app.game
    checked = 0
    for _ in range(14):
        skip_to_play(app)
        if g.kind != rules.PLACE:
            drive(app, bot.choose(g))
            continue
        p = app.play
        # The map's own scores, taken over from the last ghost or scored anew.
        grid = g.grids[g.target]
        assert list(p.preview.now) == [scoring.score(g.edicts[i], grid) for i in range(4)] + [
            g.coins[g.target], scoring.monster_penalty(grid)]
        aim(app)
        assert p.preview.shown
        then = list(p.preview.then)
        now = list(p.preview.now)
        s = min(g.season, 3)
        # The HUD rows: each edict's change, the season score with the ghost.
        for i in range(4):
            assert p.hud.edicts[i].text.endswith(("%+d" % (then[i] - now[i])))
        assert p.hud.total.text.split()[-1] == str(preview.season_score(then, s))
        copy = restore.load(g.to_bytes())
        copy.place(p.choice, p.orient, p.r, p.c)
        quiet = all(ev[0] in (rules.EV_COINS, rules.EV_REVEAL) for ev in copy.events)
        if quiet and copy.season == g.season:
            grid = copy.grids[0]
            assert then[:4] == [scoring.score(copy.edicts[i], grid) for i in range(4)]
            assert then[preview.COINS] == copy.coins[0]
            assert then[preview.PENALTY] == scoring.monster_penalty(grid)
            checked += 1
        assert s == min(g.season, 3)
        press(app, A, A)
    assert checked >= 5


# ----- taking a move back -----

def test_a_solo_move_is_taken_back_until_the_next_card_is_shown(hw):
    app = start(hw, content="base", seed=6)
    aim(app)
    p = app.play
    g = app.game
    before = g.to_bytes()
    where = (p.choice, p.orient, p.r, p.c)
    press(app, A, A)
    assert p.mode == playmod.AFTER
    read_news(app)
    assert "move back" in prompt(p)
    press(app, B)
    g = app.game
    assert g.to_bytes() == before
    assert app.hw.storage.load() == before  # saved at once: a power cut keeps it
    p = app.play
    assert p.mode == playmod.AIM and (p.choice, p.orient, p.r, p.c) == where
    assert p.messages and "taken back" in p.messages[0]
    read_news(app)
    press(app, A, A)
    read_news(app)
    press(app, A)  # the next card is shown: no more taking back
    assert app.undo is None
    read_news(app)
    press(app, START)
    assert "Take back the last move" not in app.screen.items


def test_a_move_that_draws_a_solo_ambush_can_be_taken_back(hw):
    # The rules draw a solo ambush with the move that reveals it; the map
    # stops on the move alone (the ambush neither told nor drawn) and B
    # takes the move back, the ambush with it; A tells the ambush.
    app = start(hw, content="base", seed=777)
    for _ in range(40):
        skip_to_play(app, news=False)
        g = app.game
        before = g.to_bytes()
        drive(app, bot.choose(g))
        kinds = [e[0] for e in g.events]
        if rules.EV_SOLO in kinds and rules.EV_SCORED not in kinds:
            break
    else:
        raise AssertionError("no move drew a solo ambush")
    solo = [e for e in g.events if e[0] == rules.EV_SOLO][0]
    ambush = news.card_sentence(solo[1])
    drawn = news.reveal_sentence(solo)
    p = app.play
    assert app.screen is p and p.mode == playmod.AFTER
    said = news_said(app)
    assert ambush not in said and drawn not in said
    assert "move back" in prompt(p)
    grid = g.grids[0]
    held = [i for i in range(121) if p.map.base[i] % 10 != grid.get(i // 11, i % 11)]
    assert held  # the ambush's monsters are not on the map yet
    press(app, B)
    assert app.game.to_bytes() == before
    assert app.hw.storage.load() == before  # saved at once: a power cut keeps it
    read_news(app)
    press(app, A, A)  # the same move again
    assert app.play.mode == playmod.AFTER
    read_news(app)
    press(app, A)
    assert ambush in news_said(app)


def test_a_moves_news_is_read_with_the_take_back_prompt_in_one_press(hw):
    app = start(hw, content="base", seed=6)
    for _ in range(40):
        skip_to_play(app, news=False)
        g = app.game
        drive(app, bot.choose(g))
        p = app.play
        if p.mode == playmod.AFTER and app.undo is not None and any(
                e[0] == rules.EV_COINS for e in g.events):
            break
    else:
        raise AssertionError("no move gained a coin")
    # One banner: the coin, then what A and B do; no press of its own.
    said = prompt(p)
    assert not p.messages and said.startswith("+") and said.endswith(next_card_prompt(p))
    press(app, A)
    assert app.play.mode != playmod.AFTER and app.undo is None


def test_the_handoff_hides_the_map_it_is_shown_over_and_gives_it_back(hw):
    # Over a map already built the handoff hides the map and the lines under
    # it and says its lines where the map was (drawing only there); A gives
    # the next player their map, and the game menu and back leave one
    # handoff's lines, not two.
    from testkit.labels import labels

    app = start(hw, content="base", players=3, seed=3)
    g = app.game
    for _ in range(40):
        skip_to_play(app)
        drive(app, bot.choose(g))
        if type(app.screen).__name__ == "Handoff":
            break
    else:
        raise AssertionError("no move went straight to the handoff")
    p = app.play
    hand = app.screen
    assert hand.group is p.group is app.hw.display.root_group
    assert p.map.group.hidden and hand.cover in p.group and p.hud.group in p.group
    if p.info is not None:
        assert p.info.hidden
    m = app.metrics
    said = [label.text for label, _x, _y, _scale in labels(hand.cover)]
    assert any(g.names[g.actor] in text for text in said), said
    for label, x, y, scale in labels(hand.cover):
        assert m.map_x <= x and x + label.width * 6 * scale <= m.map_x + m.map_size
        assert m.map_y <= y and y + 12 * scale <= m.height
    size = len(p.group)
    press(app, START)
    assert type(app.screen).__name__ == "GameMenu" and not p.map.group.hidden
    press(app, B)
    again = app.screen
    assert type(again).__name__ == "Handoff" and len(p.group) == size
    assert hand.cover is None and again.cover in p.group
    cover = again.cover
    press(app, A)
    assert app.screen is p and not p.map.group.hidden and cover not in p.group
    assert p.map.grid is g.grids[g.target] and g.actor == g.target
    if p.info is not None:
        assert not p.info.hidden


def test_pass_the_device_take_back_only_before_the_handoff(hw):
    # A move with no news of its own goes straight to the handoff, which
    # offers the take back (B) until the next player takes the device (A).
    from carto_ui import text

    from testkit.labels import labels, shown_cols

    def screen_text(app):
        return " ".join("".join(chr(text.FIRST + label[i]) for i in range(shown_cols(label)))
                        for label, _, _, _ in labels(app.hw.display.root_group))

    app = start(hw, content="base", players=2, seed=3)
    for _ in range(40):
        skip_to_play(app)
        g = app.game
        before = g.to_bytes()
        mover = g.actor
        drive(app, bot.choose(g))
        if type(app.screen).__name__ == "Handoff":
            break
    else:
        raise AssertionError("no move went straight to the handoff")
    assert "take this move back" in " ".join(screen_text(app).split())
    press(app, B)
    assert app.game.to_bytes() == before
    assert app.hw.storage.load() == before  # saved at once: a power cut keeps it
    p = app.play
    assert app.screen is p and app.game.actor == mover
    read_news(app)
    assert p.mode == playmod.AIM
    press(app, A, A)
    if app.screen is app.play:  # (the move's news with the prompt)
        assert "pass the device" in prompt(app.play)
        press(app, A)
    assert type(app.screen).__name__ == "Handoff" and app.undo is not None
    press(app, A)  # the next player has the device: no more taking back
    assert app.undo is None
    read_news(app)
    press(app, START)
    assert "Take back the last move" not in app.screen.items


def test_nothing_scored_is_taken_back(hw):
    app = start(hw, content="base", seed=5)
    g = advance(app, lambda g: g.kind == rules.PLACE and g.time + cards.time(g.card)
                >= g.threshold() and g.n == 1)
    skip_to_play(app)
    season = g.season
    for _ in range(3):
        drive(app, bot.choose(g))
        if g.season != season:
            break
        skip_to_play(app)
    assert g.season != season
    # The move that ended the season stops on the map, with nothing to take
    # back: B does nothing, A shows the season's scores.
    p = app.play
    assert app.undo is None and app.screen is p and p.mode == playmod.AFTER
    read_news(app)
    said = prompt(p)
    if p.info is None:
        assert "is over and scored: no take back. A: its scores" in said
    else:
        # Roomy: the banner says the season is scored, in big lines (a
        # longer sentence would make them small, drawn twice as it comes
        # and twice as it goes); the controls line offers A alone.
        assert said.endswith("is scored: no take back A: its scores"), said
        assert p.info.scaled.scale == 2
    assert "B:" not in said
    press(app, B)
    assert app.screen is p and p.mode == playmod.AFTER
    press(app, A)
    assert type(app.screen).__name__ == "SeasonEnd"


# ----- one press away -----

def test_the_turn_menu_shows_the_game_total_and_the_edict_view_the_rule(hw):
    app = start(hw, seed=4)
    read_news(app)
    p = app.play
    press(app, START)
    menu = app.screen
    # At 240x240 the title's short form, so that it fits a line at scale 2.
    said = "total so far: %d" if hw.WIDTH < 200 else "total: %d"
    assert "(" + said % app.game.total(0) + ")" in menu.frame._title.text
    press(app, DOWN, A)  # "Edict view"
    view = app.screen
    assert type(view).__name__ == "EdictView"
    press(app, RIGHT, A)
    page = app.screen
    assert type(page).__name__ == "TextView"
    card = app.game.edicts[1]
    text = " ".join(title + " " + " ".join(lines) for title, lines in app.screen.pages)
    assert scoring.NAMES[card] in text and "Scores in" in text
    for _ in range(6):
        if app.screen is view:
            break
        press(app, B)
    assert app.screen is view and view.edict == 1
    press(app, B)
    assert app.screen is p
    press(app, UP)  # the map takes presses again


# ----- the map after a move shows that move, nothing unseen -----

def test_after_a_move_the_hud_keeps_the_season_and_time_of_the_card_played(hw):
    app = start(hw, content="base", seed=6)
    aim(app)
    p = app.play
    g = app.game
    shown = []  # the (season word, time, threshold) the HUD showed, each time
    draw = p.hud.show_time
    p.hud.show_time = lambda *clock: (shown.append(clock), draw(*clock))
    p.show_state()
    played = shown[-1]
    assert played[1:] == (g.time, g.threshold())
    press(app, A, A)
    assert p.mode == playmod.AFTER
    # The game has already counted the next card's time; the map after the
    # move has not shown that card yet.
    assert g.time != played[1]
    assert shown[-1] == played
    read_news(app)
    press(app, A)  # the next card is shown, its time with it
    assert p.mode != playmod.AFTER and shown[-1][1:] == (g.time, g.threshold())


def test_a_solo_ambush_drawn_by_a_move_is_told_once_after_the_move_is_kept(hw):
    app = start(hw, seed=2)
    for _ in range(12):
        p = drive_until(app, lambda e: e[0] == rules.EV_SOLO and e[2] >= 0)
        if p.mode == playmod.AFTER and p.after_news:
            break
    else:
        raise AssertionError("no solo ambush came after a move with news of its own")
    g = app.game
    solo = [e for e in g.events if e[0] == rules.EV_SOLO][-1]
    drawn = news.reveal_sentence(solo)
    ambush = news.card_sentence(solo[1])
    # The move's own news is read with the prompt; the ambush waits for A.
    said = prompt(p)
    assert ambush not in said and drawn not in said and "move back" in said
    assert app.undo is not None
    press(app, A)
    assert app.screen is app.play and app.play.mode != playmod.AFTER
    later = news_said(app)
    assert later.count(ambush) == 1 and later.count(drawn) == 1
    assert later.index(ambush) < later.index(drawn)
    assert news.card_sentence(g.card) in later or g.kind != rules.PLACE


def test_pass_the_device_is_said_only_when_the_device_is_handed_on(hw):
    # A neighbour drawing an ambush on your map keeps the device: the prompt
    # after their move says "next card", and no handoff follows it.
    from carto_ui.handoff import Handoff

    app = start(hw, content="base", players=2, seed=7)
    said = {True: 0, False: 0}
    for _ in range(600):
        if app.game.kind == rules.OVER:
            break
        p = app.play
        if app.screen is not p:
            press(app, A)
        elif p.mode == playmod.AFTER:
            read_news(app)
            text = prompt(p)
            press(app, A)
            if "back" in text:  # the move may be taken back
                handed = "pass the device" in text
                assert isinstance(app.screen, Handoff) == handed, text
                said[handed] += 1
        else:
            drive(app, bot.choose(app.game))
    assert app.game.kind == rules.OVER
    assert said[True] >= 5 and said[False] >= 1, said


def test_choosing_an_option_is_prompted_without_a_press_of_its_own(hw):
    # The prompt is no news: the first press over it already steps or takes
    # an option, and the map is clear of it from then on; taking the option
    # shown costs no press of its own.
    for seed in range(1, 40):
        app = start(hw, seed=seed)
        skip_to_play(app)
        if app.play.mode == playmod.CHOOSE:
            break
    p = app.play
    assert p.mode == playmod.CHOOSE and not p.messages
    assert banner(p) == "SELECT: next option"
    first = p.choice
    press(app, SELECT)
    assert p.choice != first and p.mode == playmod.CHOOSE
    assert "SELECT" not in banner(p)
    # The first move takes the option shown, and moves it.
    second = (p.choice, p.r, p.c)
    press(app, DOWN if p.r < 5 else UP)
    assert p.mode == playmod.AIM and p.choice == second[0] and (p.r, p.c) != second[1:]


def test_the_map_shows_a_move_before_the_move_is_saved(hw):
    # The save is a press's slowest part on a board (a flash sector erased
    # and written): the move, its news and its prompt reach the display
    # first, and the same press saves it.
    app = start(hw, content="base", seed=6)
    skip_to_play(app, news=False)
    storage = app.hw.storage
    real = storage.raw.write
    seen = []

    def write(offset, data):
        p = app.play
        seen.append((p.mode, app.dirty, prompt(p), next_card_prompt(p)))
        return real(offset, data)

    storage.raw.write = write
    drive(app, bot.choose(app.game))
    mode, dirty, said, asked = seen[0]
    assert len(seen) == 1 and mode == playmod.AFTER and not dirty
    assert said.endswith(asked)
    assert storage.load() == app.game.to_bytes()  # saved by the press that drew it


def test_a_move_whose_save_fails_says_why_and_cannot_be_taken_back(hw):
    app = start(hw, content="base", seed=6)
    skip_to_play(app, news=False)

    def fail(offset, data):
        raise OSError(28, "No space left on device")

    app.hw.storage.raw.write = fail
    drive(app, bot.choose(app.game))
    p = app.play
    after = app.game.to_bytes()
    assert p.mode == playmod.AFTER and app.undo is None
    assert banner(p) == "This move was not saved (the drive is full)."
    press(app, B)  # dismisses it, and with nothing to take back goes on
    assert app.undo is None and app.play.mode != playmod.AFTER
    assert app.game.to_bytes() == after  # the move stays, unsaved

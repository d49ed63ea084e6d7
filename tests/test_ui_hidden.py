"""Nothing on the map hidden from the player (issue 37, "Nothing hidden"): the
banner's lines inside the screen, the edict view's banner and the maps
view's line off the spaces that matter, a solo ambush's monsters kept off
the map until told, each seat's own cursor in hot-seat play, and the
season's scoring spaces lit while a shape is aimed."""
import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import play as playmod  # noqa: E402
from carto_ui import theme  # noqa: E402
from carto_ui.turnstart import near_legal  # noqa: E402

from engine import bot, cards, scoring, shapes  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.terrain import MONSTER  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text  # noqa: E402
from testkit.presses import SIZES, drive, press, read_news, skip_to_play, start  # noqa: E402

ALL_SIZES = SIZES + ((320, 240),)


@pytest.fixture(params=ALL_SIZES, ids=["160x128", "240x240", "320x240"])
def hw(request):
    board = FakeBoard(size=request.param, bare=True, step=10)
    yield board
    board.close()


@pytest.fixture
def small():
    board = FakeBoard(size=(160, 128), bare=True, step=10)
    yield board
    board.close()


def banner_rows(p):
    """(top, bottom) in screen pixels of each line of text the banner shows."""
    rows = []
    info = p.info
    origin = p.banner.y + (info.scaled.y if info is not None else 0)
    scale = info.scaled.scale if info is not None else 1
    labels = [item for item in p.banner if hasattr(item, "write")]
    for item in labels[:len(banner_text(p).split("\n"))]:
        top = origin + item.y * scale
        rows.append((top, top + 12 * scale))
    return rows


# ----- N4: the banner's last line inside the screen -----

@pytest.mark.parametrize("low", [False, True])
def test_every_line_of_a_five_line_banner_is_on_the_screen(hw, low):
    app = start(hw, seed=5)
    skip_to_play(app)
    p = app.play
    p.show_banner("\n".join("line %d" % k for k in range(1, 6)), low=low)
    rows = banner_rows(p)
    assert len(rows) == 5
    m = p.metrics
    for top, bottom in rows:
        assert 0 <= top and bottom <= m.height
    if not m.roomy:  # over the map, at its top or bottom edge
        assert rows[-1][1] <= m.map_size
        assert rows[0][0] == 0 if low else rows[-1][1] == m.map_size


# ----- N16: a cursor per seat in hot-seat play -----

def test_each_seat_starts_where_it_drew_last_never_where_the_last_player_drew(small):
    app = start(small, players=3, seed=8)
    g = app.game
    drew = {}  # seat: where its last shape went (r, c)
    checked = 0
    for _ in range(9):
        skip_to_play(app)
        p = app.play
        if g.kind != rules.PLACE or g.actor != g.target:
            drive(app, bot.choose(g))
            continue
        seat = g.actor
        r, c = drew.get(seat, (3, 3))  # a seat's first turn: a neutral start
        expected = near_legal(g, g.grids[seat], 0, 0, r, c)
        assert (p.choice, p.orient, p.r, p.c) == expected, (seat, drew)
        checked += 1
        action = bot.choose(g)
        drive(app, action)
        drew[seat] = (action[3], action[4])
    assert checked >= 6 and len(drew) == 3


# ----- N10: a solo ambush after a ruins card stays off the map until told -----

def ruins_then_ambush(g):
    """The move's events reveal a ruins card, then a solo ambush drawn."""
    kinds = [e[0] for e in g.events]
    if rules.EV_SOLO not in kinds or kinds[0] != rules.EV_REVEAL:
        return False
    solo = g.events[kinds.index(rules.EV_SOLO)]
    return solo[2] >= 0 and cards.kind(g.events[0][1]) == cards.RUINS


def test_a_solo_ambush_after_a_ruins_card_arrives_when_it_is_told(small):
    app = start(small, seed=12)
    g = app.game
    for _ in range(40):
        skip_to_play(app, news=False)
        drive(app, bot.choose(g))
        if ruins_then_ambush(g):
            break
    else:
        raise AssertionError("no ruins card before a solo ambush")
    skip_to_play(app, news=False)
    p = app.play
    solo = [e for e in g.events if e[0] == rules.EV_SOLO][0]
    v = cards.ambush(solo[1])[1]
    spaces = [(solo[2] + dr) * 11 + solo[3] + dc for dr, dc in shapes.cells(v)]
    ambush = "Ambush! " + cards.name(solo[1])
    assert ambush in p.messages and p.messages[0] != ambush  # the ruins card first
    while p.messages[0] != ambush:
        app.update(1000)  # any blinking over
        assert all(p.map.base[i] % 10 != MONSTER for i in spaces)
        assert all(p.map.shown[i] % 10 != MONSTER for i in spaces)
        assert p.preview.now[5] != scoring.monster_penalty(g.grids[0])  # the HUD neither
        press(app, B)
    assert all(p.map.base[i] % 10 == MONSTER for i in spaces)  # told: it arrives
    assert sorted(p.map.fresh[k] for k in range(p.map.n_fresh)) == sorted(spaces)  # blinking
    assert p.preview.now[5] == scoring.monster_penalty(g.grids[0])
    app.update(1000)
    assert all(p.map.shown[i] % 10 == MONSTER for i in spaces)


# ----- the season's scoring spaces lit while aiming -----

def season_spaces(g, grid):
    """The spaces the season's two edicts score on ``grid`` (the edict
    view's lighting of each, together)."""
    s = min(g.season, 3)
    lit = set()
    for card in (g.edicts[s], g.edicts[(s + 1) % 4]):
        out = bytearray(121)
        scoring.highlight(card, grid, out)
        lit |= {i for i in range(121) if out[i]}
    return lit


def lit_shown(p):
    return {i for i in range(121) if theme.LIT <= p.map.shown[i] < theme.LIT + 10}


def to_a_map_with_lit_spaces(app, least=4):
    g = app.game
    for _ in range(60):
        skip_to_play(app)
        if g.kind == rules.PLACE and len(season_spaces(g, g.grids[g.target])) >= least:
            return app.play
        drive(app, bot.choose(g))
    raise AssertionError("no map with lit spaces")


def test_the_seasons_scoring_spaces_are_lit_while_aiming(hw):
    app = start(hw, seed=4)
    p = to_a_map_with_lit_spaces(app)
    g = app.game
    grid = g.grids[g.target]
    expected = season_spaces(g, grid)
    assert p.mode in (playmod.AIM, playmod.CHOOSE)
    ghost = {i for i in range(121) if p.map.overlay[i] < 254}
    assert lit_shown(p) == expected - ghost  # the ghost lies over them
    assert all(p.map.shown[i] == theme.LIT + grid.get(i // 11, i % 11) for i in expected - ghost)
    # A ghost's move rewrites the spaces it left and covers, nothing else;
    # the lit spaces it uncovers are lit again.
    for step in (LEFT, DOWN, RIGHT, RIGHT, UP, UP):
        before = bytes(p.map.shown)
        p.map.writes = 0
        press(app, step)
        ghost = {i for i in range(121) if p.map.overlay[i] < 254}
        assert lit_shown(p) == expected - ghost
        changed = sum(1 for i in range(121) if before[i] != p.map.shown[i])
        assert p.map.writes == changed <= 2 * len(ghost) + 10
    # The edict view lights one edict, then the season's come back.
    press(app, START, DOWN, A)
    view = app.screen
    assert type(view).__name__ == "EdictView"
    one = bytearray(121)
    scoring.highlight(g.edicts[view.edict], grid, one)
    assert lit_shown(p) == {i for i in range(121) if one[i]}  # and no ghost over them
    press(app, B)
    assert app.screen is p
    ghost = {i for i in range(121) if p.map.overlay[i] < 254}
    assert lit_shown(p) == expected - ghost


def test_the_lit_spaces_stay_lit_until_the_next_decision_lights_its_own(small):
    # Unlit while the news is read and lit again at the next decision, every
    # lit space was drawn twice a turn (most of the map by mid-game): the
    # spaces stay lit as at the last decision, and the next one lights its
    # own, writing only the spaces whose tile changes.
    app = start(small, seed=4)
    p = to_a_map_with_lit_spaces(app)
    g = app.game
    drive(app, bot.choose(g))
    seen = 0
    for _ in range(40):
        if app.screen is app.play and (p.messages or p.mode in (playmod.AFTER, playmod.NEWS)):
            assert p.map.lit is p.lit and lit_shown(p)
            seen += 1
            before = [p.map.shown[i] for i in range(121)]
            writes = p.map.writes
        if app.screen is app.play and p.mode < playmod.AFTER and not p.messages:
            break
        press(app, A if app.screen is not app.play or not p.messages else B)
    assert seen and app.screen is p and p.mode < playmod.AFTER
    assert p.map.lit is p.lit and p.lit_ready
    grid = g.grids[g.target]
    ghost = {i for i in range(121) if p.map.overlay[i] < 254}
    assert lit_shown(p) == season_spaces(g, grid) - ghost
    changed = sum(1 for i in range(121) if p.map.shown[i] != before[i])
    assert p.map.writes - writes == changed


def test_a_map_handed_on_is_drawn_lit_as_its_player_decides(hw):
    # Drawn unlit behind the handoff and lit by the press that ends its
    # news (its card's panel), the lit spaces, scattered over the map, were
    # one refresh of most of it: the map is drawn lit as it is handed on,
    # and reading the news writes no lit space again.
    app = start(hw, players=3, seed=4)
    g = app.game
    handed = 0
    for _ in range(200):
        # (a map built anew, the game's or a season's first, is drawn unlit)
        if type(app.screen).__name__ == "Handoff" and app.play is not None:
            press(app, A)
            p = app.play
            assert app.screen is p and p.messages
            grid = g.grids[g.target]
            expected = season_spaces(g, grid)
            assert p.map.lit is p.lit and lit_shown(p) == expected
            before = bytes(p.map.shown)
            read_news(app)
            ghost = {i for i in range(121) if p.map.overlay[i] < 254}
            assert lit_shown(p) == expected - ghost
            assert all(p.map.shown[i] == before[i] for i in range(121) if i not in ghost)
            handed += len(expected) > 3
            if handed == 2:
                return
        elif app.screen is app.play and app.play.mode < playmod.AFTER:
            drive(app, bot.choose(g))
        else:  # a move's stop, a season's scores
            press(app, A)
    raise AssertionError("no two maps with lit spaces handed on")


# ----- N2: the edict view's banner off the lit spaces (160x128) -----

def covered(lit, top, height, tile):
    """How many of ``lit``'s spaces a full-width banner covers from ``top``."""
    rows = range(top // tile, min((top + height - 1) // tile, 10) + 1)
    return sum(lit[r * 11 + c] for r in rows for c in range(11))


def test_the_edict_views_banner_covers_the_fewest_lit_spaces(small):
    app = start(small, seed=4)
    g = app.game
    m = app.play.metrics if app.play else None
    views = 0
    for turn in range(10):
        p = to_a_map_with_lit_spaces(app, least=1)
        m = p.metrics
        press(app, START, DOWN, A)
        view = app.screen
        for _ in range(4):
            height = len(banner_text(p).split("\n")) * m.line
            top = p.banner.y
            assert 0 <= top and top + height <= m.map_size
            fewest = min(covered(view.lit, y, height, m.tile)
                         for y in range(0, m.map_size - height + 1))
            assert covered(view.lit, top, height, m.tile) == fewest, (turn, view.edict, top)
            views += 1
            press(app, RIGHT)
        press(app, B)
        drive(app, bot.choose(g))
    assert views == 40


# ----- N3: no press hides the maps view's last row (160x128) -----

def test_no_press_on_the_maps_view_or_the_final_review_covers_the_map(small):
    from carto_ui import review, viewmaps

    app = start(small, players=3, seed=5)
    g = app.game
    m = app.metrics
    for opened in (lambda: viewmaps.open_maps(app, g, lambda: None),
                   lambda: review.start(app, g)):
        opened()
        view = app.screen
        assert type(view).__name__ == "MapsView"
        assert not view.line.hidden and view.line.y < m.map_size  # the buttons, at first
        for step in (DOWN, RIGHT, DOWN, LEFT, UP, UP, RIGHT):
            press(app, step)
            assert view.line.hidden, step  # the map's last row shows
            view.update(100)
            assert view.line.hidden
        # Untouched, the buttons' line goes after a while.
        opened()
        view = app.screen
        view.update(1000)
        view.update(1000 + viewmaps.LINE_MS)
        assert view.line.hidden

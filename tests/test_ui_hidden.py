"""Nothing on the map hidden from the player (issue 37, "Nothing hidden"): the
banner's lines inside the screen, the edict view's banner and the maps
view's line off the spaces that matter, a solo ambush's monsters kept off
the map until told, each seat's own cursor in hot-seat play, and the
season's scoring spaces lit while a shape is aimed."""
import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui.turnstart import near_legal  # noqa: E402

from engine import bot, cards, scoring, shapes  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.terrain import MONSTER  # noqa: E402
from hw.buttons import B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.presses import SIZES, drive, press, skip_to_play, start  # noqa: E402

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
    origin = p.banner.y + (p.lift.y + p.scaled.y if p.metrics.roomy else 0)
    scale = p.scaled.scale if p.metrics.roomy else 1
    labels = [item for item in p.banner if hasattr(item, "write")]
    for item in labels[:len(p.banner.text.split("\n"))]:
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

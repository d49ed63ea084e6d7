"""Complete games played through button presses only, from the title
screen to the final ranking: solo and three players, base and Heroes, at
both screen sizes. The engine's bot decides what to draw; every decision
is entered with the d-pad and A/B/SELECT like a player would. Also: resume
after a power cut into the same decision, and a damaged save reported in
one sentence."""
import pytest

displayio = pytest.importorskip("displayio")
pygame = pytest.importorskip("pygame")
pgd = pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import play as playmod  # noqa: E402
from carto_ui import theme  # noqa: E402
from carto_ui.app import App  # noqa: E402

from engine import bot, shapes  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.terrain import HERO  # noqa: E402
from hw.buttons import DOWN, RIGHT, A  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.pixels import close_to  # noqa: E402
from testkit.presses import BUTTONS, SIZES, drive, press  # noqa: E402

CONTENT_ROW = {"base": 0, "heroes": 1}
START_ROW = 6


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def size(request):
    return request.param


def set_up_by_buttons(app, players, content):
    """Title -> New game -> the setup form, by buttons only."""
    press(app, A)  # "New game"
    for _ in range(players - 1):
        press(app, RIGHT)  # Players: Solo -> 2 -> 3
    press(app, DOWN, DOWN)
    for _ in range(CONTENT_ROW[content]):
        press(app, RIGHT)
    for _ in range(START_ROW - 2):
        press(app, DOWN)
    press(app, A)  # "Start game"
    assert app.game is not None


def map_pixel_matches(hw, app, r, c):
    """Map space (r, c) shows its terrain: one pixel on its left edge has
    the terrain's colour (the ruins marker's on a ruins space), unless an
    overlay (the next ghost) covers it, once the map's blinking is over
    (the tests' frames all run at 0 ms); a space lit (an edict of the
    season scores it) has the lit edge there. The message banner, which may
    lie over the map, is hidden for the look."""
    view = app.play.map
    if view.overlay[r * 11 + c] != 255:
        return True
    app.update(60_000)  # a frame a minute on: a monster's blinking is over
    grid = app.game.grids[app.play.target]
    colour = theme.RUINS if grid.is_ruins(r, c) else grid.get(r, c)
    if view.lit is not None and view.lit[r * 11 + c]:
        colour = theme.LIT_EDGE
    m = app.metrics
    banner = app.play.banner
    hidden = banner.hidden
    banner.hidden = True
    hw.display.refresh()
    banner.hidden = hidden
    rgb = tuple(pygame.display.get_surface().get_at(
        (m.map_x + c * m.tile, m.map_y + r * m.tile + 1)))[:3]
    return close_to(rgb, theme.COLOURS[colour])


def play_out(hw, app, limit=3000, on_decision=None):
    """Play the game to the final ranking by buttons; return the screens
    seen (by class name) and how many decisions were made."""
    g = app.game
    seen = set()
    decisions = 0
    for _ in range(limit):
        screen = app.screen
        seen.add(type(screen).__name__)
        if g.kind == rules.OVER and type(screen).__name__ == "GameOver":
            return seen, decisions
        if screen is app.play and app.play.mode != playmod.AFTER:
            p = app.play
            assert p.target == g.target and p.actor == g.actor
            if g.n > 1:
                # The map on screen belongs to the player drawing on it.
                assert p.hud.player.text == g.names[g.target][: app.metrics.cols]
            action = bot.choose(g)
            target = g.target
            if on_decision is not None:
                on_decision(g, action)
            drive(app, action)
            decisions += 1
            # Saved after every confirmed action.
            assert hw.storage.load() == g.to_bytes()
            if action[0] == rules.PLACE and app.screen is app.play \
                    and app.play.target == target:
                assert map_pixel_matches(hw, app, action[3], action[4])
        else:
            press(app, A)
    raise AssertionError("the game did not end within %d steps" % limit)


@pytest.mark.parametrize("players,content", [(1, "base"), (1, "heroes"),
                                             (3, "base"), (3, "heroes")])
def test_complete_game_by_buttons(size, players, content):
    hw = FakeBoard(size=size, bare=True, step=10)
    try:
        app = App(hw, seed=12)
        assert type(app.screen).__name__ == "Title"
        set_up_by_buttons(app, players, content)
        g = app.game
        assert g.n == players and g.seed == 12
        assert g.heroes_on == (content == "heroes")
        kinds = set()

        def note(game, action):
            if action[0] == rules.DESTROY:
                kinds.add("destroy")
            elif game.choices[action[1]][1] == HERO:
                kinds.add("hero")
            elif game.actor != game.target:
                kinds.add("ambush")
            elif game.fallback:
                kinds.add("fallback")

        seen, decisions = play_out(hw, app, on_decision=note)
        assert g.kind == rules.OVER and g.season == 3
        assert "Play" in seen and "SeasonEnd" in seen
        if players > 1:
            assert "Handoff" in seen and "ambush" in kinds
        if content == "heroes":
            assert "hero" in kinds
        for p in range(players):
            assert g.total(p) == sum(row[4] for row in g.scores(p))
        # The final screen is the ranking; A leaves it for the title.
        press(app, A)
        assert app.screen is not None
    finally:
        hw.close()


def test_the_last_seasons_scores_let_the_maps_modules_go(size, monkeypatch):
    """No map comes after the last season's scores: they come up at the
    review's moment, which lets the map's modules go, not at the one of a
    season's scores, which keeps them for the next season's map."""
    from carto_ui import unload

    hw = FakeBoard(size=size, bare=True, step=10)
    try:
        app = App(hw, seed=12)
        set_up_by_buttons(app, 1, "base")
        g = app.game
        asked = []
        at = unload.at

        def noted(moment, collect=True):
            asked.append((moment, g.kind))
            return at(moment, collect)

        monkeypatch.setattr(unload, "at", noted)
        play_out(hw, app)
        assert g.kind == rules.OVER
        scores = [kind for moment, kind in asked if moment == unload.SEASON_SCORES]
        assert len(scores) == 3 and rules.OVER not in scores  # the first three seasons'
        last = asked.index((unload.GAME_OVER, rules.OVER))
        assert unload.SEASON_SCORES not in [moment for moment, _kind in asked[last:]]
    finally:
        hw.close()


def test_resume_after_power_cut_returns_to_the_same_decision(size):
    hw = FakeBoard(size=size, bare=True, step=10)
    raw = hw.raw
    try:
        app = App(hw, seed=21)
        set_up_by_buttons(app, 3, "heroes")
        g = app.game
        for _ in range(7):
            while app.screen is not app.play or app.play.mode == playmod.AFTER:
                press(app, A)
            drive(app, bot.choose(g))
        while app.screen is not app.play:
            press(app, A)
        state = g.to_bytes()
        actor, target, kind = g.actor, g.target, g.kind
    finally:
        hw.close()
    # Power comes back: a new app on the same store.
    hw = FakeBoard(size=size, raw=raw, bare=True, step=10)
    try:
        app = App(hw, seed=99)
        assert app.screen is not None
        for _ in range(5):
            if app.game is not None:
                break
            press(app, A)  # "Resume"
        g = app.game
        assert g is not None and g.to_bytes() == state
        assert (g.actor, g.target, g.kind) == (actor, target, kind)
        # Multiplayer: the map stays hidden until the right player has it.
        assert type(app.screen).__name__ == "Handoff"
        press(app, A)
        assert app.screen is app.play and app.play.actor == actor
        seen, _ = play_out(hw, app)
        assert g.kind == rules.OVER
    finally:
        hw.close()


def test_damaged_save_is_reported_in_one_sentence(size):
    hw = FakeBoard(size=size, bare=True, step=10)
    raw = hw.raw
    try:
        app = App(hw, seed=5)
        set_up_by_buttons(app, 1, "base")
        drive(app, bot.choose(app.game))
    finally:
        hw.close()
    # Damage every byte of the payload area of both slots.
    for i in range(14, raw.size, 7):
        raw.write(i, bytes([raw.read(i, 1)[0] ^ 0x5A]))
    hw = FakeBoard(size=size, raw=raw, bare=True, step=10)
    try:
        app = App(hw, seed=5)
        assert hw.storage.error
        sentence = hw.storage.error
        assert sentence.count(". ") == 0 and sentence.endswith(".")
        assert app.game is None
        assert type(app.screen).__name__ != "Play"
        for _ in range(5):
            if type(app.screen).__name__ == "Title":
                break
            press(app, A)
        assert type(app.screen).__name__ == "Title"
    finally:
        hw.close()


def test_shapes_drawn_match_the_cursor(size):
    """A first turn entered by hand: the cells under the ghost become the
    chosen terrain, and nothing else on the map changes."""
    hw = FakeBoard(size=size, bare=True, step=10)
    try:
        app = App(hw, seed=30)
        set_up_by_buttons(app, 1, "base")
        g = app.game
        grid = g.grids[0]
        before = [grid.get(i // 11, i % 11) for i in range(121)]
        action = bot.choose(g)
        _, choice, orient, r, c = action
        shape = g.orientations(choice)[orient]
        terrain = g.choices[choice][1]
        drive(app, action)
        changed = [i for i in range(121) if grid.get(i // 11, i % 11) != before[i]]
        expect = sorted((r + dr) * 11 + c + dc for dr, dc in shapes.cells(shape))
        assert changed == expect
        assert all(grid.get(i // 11, i % 11) == terrain for i in changed)
    finally:
        hw.close()


def test_mashing_from_the_title_never_raises(size):
    """Random buttons from power-on: through setup, games, menus, season
    ends and back; every press leaves a screen on display."""
    import random


    hw = FakeBoard(size=size, bare=True, step=10)
    try:
        app = App(hw, seed=77)
        rng = random.Random(size[0])
        games = set()
        for k in range(2500):
            # A and the d-pad more often, so play gets deep into games.
            mask = rng.choice(BUTTONS + (A, A, A, DOWN, RIGHT))
            press(app, mask, refresh=k % 200 == 0)
            assert app.screen is not None
            assert hw.display.root_group is app.screen.group
            if app.game is not None:
                games.add(id(app.game))
        assert games  # at least one game was started by the mashing
    finally:
        hw.close()

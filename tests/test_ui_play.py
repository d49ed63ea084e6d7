"""Headless tests of the map view, the HUD and the play screen at both
screen sizes: what a button does to the screen state and the engine, what
reaches the pixels, how few tiles a cursor move writes, and that button
mashing never raises."""
import random

import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import play as playmod  # noqa: E402
from carto_ui import theme  # noqa: E402
from carto_ui.mapview import MapView  # noqa: E402

from engine import bot, cards, scoring, shapes  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.maps import new_grid  # noqa: E402
from engine.terrain import DESTROYED, FOREST, HERO, MONSTER, MOUNTAIN  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.labels import banner_text, read  # noqa: E402
from testkit.pixels import close_to, pixel  # noqa: E402
from testkit.presses import (  # noqa: E402
    BUTTONS,
    SIZES,
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


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def hw(request):
    board = FakeBoard(size=request.param, bare=True, step=10)
    yield board
    board.close()


# ----- the map view -----

def test_map_tiles_show_the_grid(hw):
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    grid = new_grid(0)  # side A: mountain at (1,3), ruins at (1,5)
    grid.set(0, 0, 1)
    view.draw(grid)
    hw.display.root_group = view.group
    t = m.tile
    assert view.shown[0] == theme.tile_for(1, 0, 0)
    assert view.shown[1 * 11 + 3] == theme.tile_for(MOUNTAIN, 0, 0)
    assert view.shown[1 * 11 + 5] == theme.tile_for(0, 1, 0)
    assert close_to(pixel(hw, 1, t - 3), theme.COLOURS[theme.FOREST])
    assert close_to(pixel(hw, 5 * t, t), theme.COLOURS[theme.RUINS])  # ruins corner
    assert close_to(pixel(hw, 2 * t + 1, 2 * t + 1), theme.COLOURS[theme.PAPER])
    assert close_to(pixel(hw, t - 1, 0), theme.COLOURS[theme.LINE])  # grid line


def test_a_monster_arriving_or_destroyed_blinks_in_on_the_grid_shown(hw):
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    grid = new_grid(0)
    empty = [(r, c) for r in range(11) for c in range(11)
             if grid.get(r, c) == 0 and not grid.is_ruins(r, c)]
    (r1, c1), (r2, c2), (r3, c3) = empty[:3]
    grid.set(r1, c1, MONSTER)
    view.draw(grid)
    assert view.n_fresh == 0  # a grid shown for the first time has nothing fresh
    grid.set(r2, c2, MONSTER)   # a monster arrives
    grid.set(r1, c1, DESTROYED)  # a hero's attack
    grid.set(r3, c3, FOREST)    # a plain placement does not blink
    view.draw(grid)
    assert view.n_fresh == 2
    monster, destroyed, forest = r2 * 11 + c2, r1 * 11 + c1, r3 * 11 + c3
    assert view.blink(True) == 2
    assert view.shown[monster] == theme.tile_for(0, 0, 0)
    assert view.shown[destroyed] == theme.tile_for(MONSTER, 0, 0)
    assert view.shown[forest] == theme.tile_for(FOREST, 0, 0)
    view.settle()
    assert view.n_fresh == 0
    assert view.shown[monster] == theme.tile_for(MONSTER, 0, 0)
    assert view.shown[destroyed] == theme.tile_for(DESTROYED, 0, 0)
    assert list(view.shown) == [view.tiles[i] for i in range(121)]
    other = new_grid(0)
    other.set(r2, c2, MONSTER)
    view.draw(other)
    assert view.n_fresh == 0  # another grid (another map, a save read): nothing blinks


def test_a_copy_drawn_as_the_grid_shown_blinks_what_it_lacks_later(hw):
    """How ``carto_ui.held`` keeps a solo ambush off the map until it is told."""
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    grid = new_grid(0)
    view.draw(grid)
    grid.set(4, 2, MONSTER)  # the ambush
    grid.set(5, 2, DESTROYED)  # the move's own change
    copy = grid.__class__()
    copy.copy_from(grid)
    copy.set(4, 2, 0)
    view.grid = copy
    view.draw(copy)
    view.grid = grid
    assert view.shown[46] == theme.tile_for(0, 0, 0)
    assert [view.fresh[k] for k in range(view.n_fresh)] == [57]  # blinks in now
    view.settle()
    view.draw(grid)
    assert view.shown[46] == theme.tile_for(MONSTER, 0, 0)
    assert [view.fresh[k] for k in range(view.n_fresh)] == [46]  # and the ambush later


def drive_to_a_solo_ambush(app):
    """Play to a solo ambush drawn, and go on to where it is told: its
    monsters arrive on the map."""
    drive_until(app, lambda e: e[0] == rules.EV_SOLO and e[2] >= 0)
    for _ in range(10):
        p = app.play
        if app.screen is p and p.map.n_fresh:
            break
        press(app, A if app.screen is not p or p.mode == playmod.AFTER else B)
    return app.play


def ambush_spaces(game, ev):
    """The map's space indices an EV_SOLO event ``ev`` drew."""
    v = cards.ambush(ev[1])[1]
    return [(ev[2] + dr) * 11 + ev[3] + dc for dr, dc in shapes.cells(v)]


def hud_agrees(game, p, grid, coins):
    """The HUD's figures are ``grid``'s edicts and monsters, and ``coins``."""
    now = [scoring.score(game.edicts[i], grid) for i in range(4)]
    now += [coins, scoring.monster_penalty(grid)]
    return p.preview.now == now


def test_a_solo_ambush_stays_off_the_map_and_the_hud_until_it_is_told(hw):
    app = start(hw, seed=1)
    g = app.game
    for _ in range(200):
        skip_to_play(app, news=False)
        before = g.grids[0].__class__()
        before.copy_from(g.grids[0])
        drive(app, bot.choose(g))
        solo = [e for e in g.events if e[0] == rules.EV_SOLO and e[2] >= 0]
        scored = any(e[0] == rules.EV_SCORED for e in g.events)
        p = app.play
        if solo and not scored and p.mode == playmod.AFTER and p.after_news.startswith("+"):
            break
    spaces = ambush_spaces(g, solo[0])
    ambush = "Ambush! " + cards.name(solo[0][1])
    # The move is drawn, its coin counted and its news read with the
    # prompt; the ambush is neither told nor on the map, nor in the HUD.
    assert ambush not in banner_text(p) and not p.messages
    assert all(p.map.shown[i] % 10 != MONSTER for i in spaces)
    assert all(p.map.base[i] == p.map.shown[i] for i in spaces)
    assert scoring.monster_penalty(before) == p.preview.now[5]
    assert p.preview.now[4] == g.coins[0]
    press(app, A)  # the move kept: the ambush is told, and arrives as it is
    p = app.play
    while p.messages[0] != ambush:  # a ruins card revealed before it
        assert all(p.map.shown[i] % 10 != MONSTER for i in spaces)
        press(app, B)
    assert all(p.map.base[i] % 10 == MONSTER for i in spaces)
    assert sorted(p.map.fresh[k] for k in range(p.map.n_fresh)) == sorted(spaces)  # and blinks in
    assert hud_agrees(g, p, g.grids[0], g.coins[0])
    app.update(1000)
    assert all(p.map.shown[i] % 10 == MONSTER for i in spaces)


def test_a_solo_ambush_after_a_ruins_card_stays_off_the_map_until_it_is_told(hw):
    # The move reveals a ruins card, then the ambush the rules draw at once:
    # the ruins card is told first, over a map without the monsters.
    for seed in range(1, 60):
        app = start(hw, seed=seed)
        g = app.game
        for _ in range(60):
            if g.kind == rules.OVER:
                break
            skip_to_play(app, news=False)
            drive(app, bot.choose(g))
            kinds = [(e[0], cards.kind(e[1]) if e[0] == rules.EV_REVEAL else -1) for e in g.events]
            ruins = (rules.EV_REVEAL, cards.RUINS)
            if ruins in kinds and (rules.EV_SOLO, -1) in kinds and kinds.index(ruins) < kinds.index(
                    (rules.EV_SOLO, -1)) and (rules.EV_SCORED, -1) not in kinds:
                break
        else:
            continue
        if g.kind != rules.OVER:
            break
    else:
        raise AssertionError("no move revealed a ruins card, then a solo ambush")
    solo = [e for e in g.events if e[0] == rules.EV_SOLO][0]
    spaces = ambush_spaces(g, solo) if solo[2] >= 0 else []
    press(app, A)  # past the take-back prompt
    p = app.play
    ambush = "Ambush! " + cards.name(solo[1])
    assert p.messages[0] != ambush and ambush in p.messages
    while p.messages[0] != ambush:
        assert all(p.map.shown[i] % 10 != MONSTER for i in spaces)
        press(app, B)
    assert all(p.map.base[i] % 10 == MONSTER for i in spaces)


def test_the_next_seasons_ambush_stays_off_the_map_while_the_season_ends(hw):
    def next_seasons_ambush(ev):
        return ev[0] == rules.EV_SOLO and ev[2] >= 0 and (rules.EV_SCORED, g.season - 1) in g.events

    app = start(hw, seed=1)
    g = app.game
    p = drive_until(app, next_seasons_ambush)
    read_news(app)
    s = g.season - 1
    solo = [e for e in g.events if e[0] == rules.EV_SOLO]
    assert g.events.index((rules.EV_SCORED, s)) < g.events.index(solo[-1])
    assert p.mode == playmod.AFTER and not p.messages
    said = banner_text(p)
    assert (" is over" in said or " is scored" in said) and "Ambush" not in said
    spaces = ambush_spaces(g, solo[-1])
    assert all(p.map.shown[i] % 10 != MONSTER for i in spaces)
    # The HUD says what the season's scores say: the ambush is not counted.
    t = g.table[s * 4:s * 4 + 4]
    a, b = g.edicts[s], g.edicts[(s + 1) % 4]
    now = p.preview.now
    assert (now[g.edicts.index(a)], now[g.edicts.index(b)], now[4], now[5]) == tuple(t)
    assert now[5] != scoring.monster_penalty(g.grids[0])
    press(app, A)  # the season's scores, then the next season's map
    skip_to_play(app, news=False)
    p = app.play
    assert p.messages[0] == "Ambush! " + cards.name(solo[-1][1])
    assert all(p.map.base[i] % 10 == MONSTER for i in spaces)
    assert hud_agrees(g, p, g.grids[0], g.coins[0])


def test_a_solo_ambush_blinks_in_then_stays_and_a_press_ends_the_blinking_and_acts(hw):
    app = start(hw, seed=2)
    p = drive_to_a_solo_ambush(app)
    view = p.map
    fresh = [view.fresh[k] for k in range(view.n_fresh)]
    assert fresh and all(view.base[i] % 10 == MONSTER for i in fresh)
    # press() ran a frame at 0 ms: the first phase shows the spaces as before
    assert [view.shown[i] for i in fresh] == [view.was[k] for k in range(len(fresh))]
    app.update(160)
    assert [view.shown[i] for i in fresh] == [view.base[i] for i in fresh] and app.dirty
    app.update(310)
    assert view.shown[fresh[0]] == view.was[0]
    app.update(1000)
    assert view.n_fresh == 0 and [view.shown[i] for i in fresh] == [view.base[i] for i in fresh]
    assert list(view.shown) == [view.tiles[i] for i in range(121)]

    p = drive_to_a_solo_ambush(app)
    view = p.map
    assert view.n_fresh
    mode, said = p.mode, list(p.messages)
    press(app, B)  # no time has passed: the press ends the blinking and does what it does
    assert view.n_fresh == 0
    assert said and p.messages == said[1:] and p.mode == mode  # its news read, one sentence


def test_the_hud_time_stops_at_the_seasons_end_when_the_last_card_passes_it(hw):
    app = start(hw, seed=1)
    g = app.game
    for _ in range(200):
        skip_to_play(app, news=False)
        read_news(app)
        if g.kind == rules.PLACE and g.time > g.threshold():
            break
        drive(app, bot.choose(g))
    else:
        raise AssertionError("no card passed a season's end")
    thr = g.threshold()
    hud = app.play.hud
    shown = hud.time.text if hasattr(hud, "time") else hud.season.text
    assert shown.endswith("%d/%d" % (thr, thr)), shown  # not "9/8"


def test_a_new_seasons_name_blinks_in_the_hud_on_its_first_map(hw):
    app = start(hw, seed=2)
    assert app.play.season_blink  # spring's first card
    drive(app, bot.choose(app.game))
    assert not app.play.season_blink
    drive_until(app, lambda e: e[0] == rules.EV_SCORED)
    skip_to_play(app, news=False)
    p = app.play  # the map's screen is built again after the scores
    assert app.game.season == 1 and len(app.game.revealed) == 1
    assert p.season_blink and p.hud.season.hidden  # press() ran a frame at 0 ms
    app.update(160)
    assert not p.hud.season.hidden
    app.update(1000)
    assert not p.season_blink and not p.hud.season.hidden
    drive_until(app, lambda e: e[0] == rules.EV_SCORED)
    skip_to_play(app, news=False)
    p = app.play
    assert p.season_blink
    press(app, B)  # any press ends it, and does what it does
    assert not p.season_blink and not p.hud.season.hidden


def test_a_heros_attack_blinks_the_monsters_it_destroyed(hw):
    app = start(hw, content="heroes", players=1, seed=4)
    p = drive_until(app, lambda e: e[0] == rules.EV_KILLED)
    view = p.map
    killed = [e[2] for e in app.game.events if e[0] == rules.EV_KILLED][0]
    fresh = [view.fresh[k] for k in range(view.n_fresh)]
    assert sum(1 for i in fresh if view.base[i] % 10 == DESTROYED) == killed


def test_a_revealed_explore_card_is_shown_as_its_panel_until_a_press(hw):
    app = start(hw, seed=3)
    p = app.play
    g = app.game
    assert p.messages[0] == "%s (time %d)" % (cards.name(g.card), cards.time(g.card))
    assert p.panel is not None and p.panel.group in p.group
    if p.info is None:  # small screens: the panel says the card's name
        assert not banner_text(p) and p.panel.name.text == cards.name(g.card)
    else:  # roomy: the lines under the map say the card's name and time, big
        assert banner_text(p).replace("\n", " ") == p.messages[0] and p.panel.name is None
        assert p.info.scaled.scale == 2
    # on every screen it leaves the HUD's season and time track in sight
    # (the card's time goes there), and lies whole on the screen
    top = p.panel.y
    assert p.hud.season.y + p.metrics.line <= top and p.hud.edicts[0].y <= top
    assert top + p.panel.height <= hw.HEIGHT
    said = list(p.messages)
    press(app, B)  # any press goes on to the next sentence, or the turn
    assert p.panel is None and said[0] not in p.messages  # then the turn's own sentences


@pytest.mark.parametrize("card", [3, 8, 12])  # Farmland, Orchard, Rift Lands
def test_the_card_panel_draws_its_shapes_terrains_and_coin(hw, card):
    from carto_ui.cardpanel import CardPanel
    from carto_ui.hud import Hud

    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    panel = CardPanel(Hud(m), card)
    name, time, terrains, shape_a, shape_b, coin = cards.explore(card)
    grid = panel.tiles  # the shapes in the map's own tiles
    counts = [0] * theme.TILES
    for y in range(grid.height):
        for x in range(grid.width):
            counts[grid[x, y]] += 1
    kinds = [t for t in range(10) if (terrains >> t) & 1]
    cells = len(shapes.cells(shape_a)) + (len(shapes.cells(shape_b)) if shape_b else 0)
    if len(kinds) == 1:  # one terrain: the shapes are drawn in it
        assert counts[kinds[0]] == cells
    else:  # several: the shapes in paper, a tile for each terrain
        assert counts[theme.PAPER] == cells
        assert all(counts[t] == 1 for t in kinds)
    assert sum(counts) - counts[DESTROYED] == cells + (len(kinds) if len(kinds) > 1 else 0)
    if m.roomy:  # its name and time are under the map (the banner)
        assert panel.name is None and panel.time is None
    else:
        assert panel.name.text == name and panel.time.text.startswith("time %d" % time)
        assert ("$: left shape" in panel.time.text) == bool(coin)
    if coin:  # a gold disc in the column right of the left shape, in the top row
        column = max(c for _, c in shapes.cells(shape_a)) + 1
        assert panel.coin in panel.group and panel.coin.pixel_shader[0] == theme.TITLE
        assert grid.x + column * m.tile < panel.coin.x < grid.x + (column + 1) * m.tile
        assert grid.y < panel.coin.y < grid.y + m.tile
        assert all(grid[column, y] == DESTROYED for y in range(grid.height))  # no tile there
    else:
        assert panel.coin is None


@pytest.mark.parametrize("card", [3, 11])  # Farmland (a coin), Fishing Village
def test_the_card_panels_shapes_are_made_where_they_are_drawn(hw, card):
    """CircuitPython's vectorio redraws where a shape was first placed as well
    as where it is: a shape put in a group that is not on the display yet, or
    moved with its group, made a refresh from the screen's corner (0, 0) to
    the panel's far corner (emulated PicoSystem: 565 of a reveal's 960 ms)."""
    import displayio
    import vectorio
    from carto_ui.cardpanel import CardPanel
    from carto_ui.hud import Hud

    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    parent = displayio.Group()
    panel = CardPanel(Hud(m), card, parent)
    assert panel.group in parent  # on the display before its shapes are made
    assert (panel.group.x, panel.group.y) == (0, 0)  # and it never moves
    box = panel  # its area: x, y, width, height
    assert box.x == m.map_x + 3 and m.map_y <= box.y and box.y + box.height <= m.height
    for layer in panel.group:  # its boxes lie on its area
        if isinstance(layer, vectorio.Rectangle):
            assert box.x <= layer.x and layer.x + layer.width <= box.x + box.width
            assert box.y <= layer.y and layer.y + layer.height <= box.y + box.height
    if panel.coin is not None:
        assert box.x < panel.coin.x < box.x + box.width and box.y < panel.coin.y


@pytest.mark.parametrize("card", [3, 11, 12])  # Farmland (a coin), Fishing Village, Rift Lands
def test_the_card_panels_parts_cover_it_once(hw, card):
    """Displayio draws each new part's area on its own: the panel's parts
    (the coin's disc apart, over its tiles) cover its area and no pixel of
    it twice, and removing it takes its boxes out before the group, so that
    all of its area is drawn again (a removed group's boxes are not)."""
    import displayio
    import vectorio
    from carto_ui.cardpanel import CardPanel
    from carto_ui.hud import Hud

    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    parent = displayio.Group()
    panel = CardPanel(Hud(m), card, parent)
    cover = bytearray(panel.width * panel.height)

    def paint(x, y, width, height):
        assert panel.x <= x and x + width <= panel.x + panel.width
        assert panel.y <= y and y + height <= panel.y + panel.height
        for row in range(y - panel.y, y - panel.y + height):
            for col in range(x - panel.x, x - panel.x + width):
                cover[row * panel.width + col] += 1

    for part in panel.group:
        if part is panel.coin:
            continue
        if isinstance(part, vectorio.Rectangle):
            paint(part.x, part.y, part.width, part.height)
            continue
        scale = 1
        x, y = part.x, part.y
        if isinstance(part, displayio.Group):
            scale = part.scale
            part = part[0]
        paint(x, y, part.width * part.tile_width * scale, part.height * part.tile_height * scale)
    assert min(cover) == max(cover) == 1
    # Its TileGrids are no wider than what they show: a box's pixel is cheaper.
    words = [label for label in (panel.name, panel.time) if label is not None]
    assert len(words) == (0 if m.roomy else 2)
    for label in words:
        assert label.width == len(label.text)
    last = panel.tiles.width - 1
    assert any(panel.tiles[last, y] != DESTROYED for y in range(panel.tiles.height)) or (
        panel.coin is not None and panel.coin.x > panel.tiles.x + last * m.tile)
    # Opaque: nothing under the panel is drawn where it lies.
    for label in words:
        assert label.pixel_shader[0] == theme.COLOURS[theme.INK]
    panel.remove(parent)
    assert panel.group not in parent
    assert not [part for part in panel.group if isinstance(part, vectorio.Rectangle)]


@pytest.mark.parametrize("card", [3, 11])  # Farmland (a coin), Fishing Village
def test_the_card_panels_name_and_time_are_big_on_a_roomy_screen(hw, card):
    # Roomy screens say them under the map at scale 2 and draw a panel of the
    # pictures alone (each pixel of the panel is drawn as it comes and as it
    # goes); small screens, in the panel at scale 1.
    from carto_ui.cardpanel import CardPanel
    from carto_ui.hud import Hud

    from testkit.labels import labels

    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    panel = CardPanel(Hud(m), card)
    texts = [label.text for label, x, y, scale in labels(panel.group)]
    name = cards.name(card)
    if not m.roomy:
        assert texts[0] == name and texts[1].startswith("time %d" % cards.time(card))
        assert panel.height == 2 * m.line + panel.tiles.height * m.tile + 8
        return
    assert texts == []
    assert panel.height == panel.tiles.height * m.tile + 8
    app = start(hw, seed=3)
    p = app.play
    where = {}
    for label, _x, y, scale in labels(p.group):
        where[read(label)] = (y, scale)
    said = p.messages[0]  # "<name> (time <n>)", in big lines
    lines = banner_text(p).split("\n")
    assert " ".join(lines) == said
    for line in lines:
        assert where[line][1] == 2 and where[line][0] > m.map_size


def test_a_heros_mark_crosses_an_empty_space_but_only_the_corner_of_a_drawn_one(hw):
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    grid = new_grid(0)
    grid.set(3, 3, FOREST)
    grid.marks[3] |= 1 << 2 | 1 << 3  # (3, 2) empty, (3, 3) forest
    view.draw(grid)
    hw.display.root_group = view.group
    t = m.tile
    n = t - 1
    mark = theme.COLOURS[theme.MARK]
    assert close_to(pixel(hw, 2 * t + n // 2, 3 * t + n // 2), mark)  # the cross's middle
    assert close_to(pixel(hw, 3 * t + n - 1, 3 * t), mark)  # a corner's cross
    assert not close_to(pixel(hw, 3 * t + n // 2, 3 * t + n // 2), mark)
    assert not close_to(pixel(hw, 3 * t, 3 * t + n - 1), mark)


def test_ghost_legal_and_illegal_look_different(hw):
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    view.draw(new_grid(0))
    hw.display.root_group = view.group
    t = m.tile
    view.ghost(0x3, 4, 5, 1, True)
    view.ghost(0x1, 8, 8, 1, False)
    view.flush()
    assert close_to(pixel(hw, 5 * t, 4 * t), theme.COLOURS[theme.GHOST_EDGE])
    assert close_to(pixel(hw, 8 * t, 8 * t), theme.COLOURS[theme.MARK])
    view.clear()
    view.flush()
    assert view.shown[4 * 11 + 5] == theme.tile_for(0, 0, 0)
    assert close_to(pixel(hw, 5 * t, 4 * t), theme.COLOURS[theme.PAPER])


def test_cursor_move_writes_only_changed_tiles(hw):
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    view.draw(new_grid(1))
    shape = 0x272  # the plus: 5 spaces
    view.ghost(shape, 1, 1, 3, True)
    view.flush()
    before = view.writes
    view.clear()
    view.ghost(shape, 1, 2, 3, True)
    view.flush()
    # 3 spaces leave the plus and 3 join it; the other 2 stay as they are.
    assert view.writes - before == 6
    before = view.writes
    view.flush()
    view.draw(view.grid)
    assert view.writes == before
    # Many moves never leave stale overlay entries behind.
    for k in range(200):
        view.clear()
        view.ghost(shape, k % 8, (k * 3) % 8, 3, k % 2 == 0)
        view.flush()
    assert view.n_touched == len(shapes.cells(shape))


def test_light_marks_scoring_spaces_and_clears(hw):
    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    view = MapView(m.tile)
    grid = new_grid(0)
    view.draw(grid)
    lit = bytearray(121)
    lit[0] = lit[120] = 1
    view.light(lit)
    assert view.shown[0] == theme.LIT and view.shown[120] == theme.LIT
    view.light(None)
    assert view.shown[0] == theme.tile_for(0, 0, 0)


# ----- the play screen -----

def test_new_game_opens_the_map_with_hud(hw):
    app = start(hw)
    g = app.game
    assert app.screen is app.play and g.kind == rules.PLACE
    hud = app.play.hud
    assert hud.season.text.startswith("Spr")
    assert hud.edicts[0].text.startswith(">A") and hud.edicts[1].text.startswith(">B")
    assert hud.edicts[2].text.startswith(" C")
    assert hud.player.text == "Solo"
    # A save was written at once and it is this game.
    assert app.hw.storage.load() == g.to_bytes()


def test_d_pad_moves_the_ghost_and_a_b_confirm_or_cancel(hw):
    app = start(hw, seed=11)
    read_news(app)
    p = app.play
    take_option(app)
    h, w = shapes.size(p.orients[p.orient])
    r, c = p.r, p.c
    press(app, DOWN, RIGHT)
    assert (p.r, p.c) == (min(r + 1, 11 - h), min(c + 1, 11 - w))
    press(app, *([UP] * 12), *([LEFT] * 12))
    assert (p.r, p.c) == (0, 0)
    # Find a legal spot by buttons: walk the map row by row.
    g = app.game
    for _ in range(121):
        if g.why_not(p.choice, p.orient, p.r, p.c) is None:
            break
        press(app, RIGHT)
        if g.why_not(p.choice, p.orient, p.r, p.c) is None:
            break
        if p.c + shapes.size(p.orients[p.orient])[1] >= 11:
            press(app, *([LEFT] * 10), DOWN)
    assert g.why_not(p.choice, p.orient, p.r, p.c) is None
    before = g.to_bytes()
    press(app, A)
    assert p.mode == playmod.CONFIRM
    press(app, B)
    assert p.mode == playmod.AIM and g.to_bytes() == before
    shape, terrain, _ = g.choices[p.choice]
    spot = (p.r, p.c, p.orients[p.orient])
    press(app, A, A)
    grid = g.grids[0]
    for dr, dc in shapes.cells(spot[2]):
        assert grid.get(spot[0] + dr, spot[1] + dc) == terrain
    assert app.hw.storage.load() == g.to_bytes()


def at_here(hw):
    """A new game's map asking "Here?" over a legal placement."""
    app = start(hw, seed=5)
    read_news(app)
    take_option(app)
    p, g = app.play, app.game
    for _ in range(121):
        if g.why_not(p.choice, p.orient, p.r, p.c) is None:
            break
        press(app, RIGHT)
        if p.c + shapes.size(p.orients[p.orient])[1] >= 11:
            press(app, *([LEFT] * 10), DOWN)
    press(app, A)
    assert p.mode == playmod.CONFIRM
    return app


@pytest.mark.parametrize("quiet", [0, 3])
def test_the_moves_heap_work_is_done_once_while_here_is_asked_or_in_its_press(hw, quiet):
    """Frames with no press while "Here?" is asked do the move's heap work
    (App.before_move: what the turn's start needs goes, the heap collected),
    and the press that confirms then does not do it again; pressed at once,
    the press does it."""
    app = at_here(hw)
    done = []
    before_move = app.before_move
    app.before_move = lambda: (done.append(app.play.mode), before_move())
    for _ in range(quiet):
        app.update(0)
    assert done == ([playmod.CONFIRM] if quiet else [])
    press(app, A)
    assert len(done) == 1 and app.play.mode != playmod.CONFIRM
    assert app.hw.storage.load() == app.game.to_bytes()  # the move was made and saved


def test_illegal_confirm_says_why_and_changes_nothing(hw):
    app = start(hw, seed=5)
    read_news(app)
    p = app.play
    g = app.game
    take_option(app)
    # Walk onto a mountain (side A/B both have one in row 1 or 2).
    target = None
    for r in range(11):
        for c in range(11):
            if g.grids[0].get(r, c) == MOUNTAIN:
                target = (r, c)
                break
        if target:
            break
    while p.r != target[0] or p.c != target[1]:
        before = (p.r, p.c)
        press(app, DOWN if p.r < target[0] else UP if p.r > target[0]
              else RIGHT if p.c < target[1] else LEFT)
        if (p.r, p.c) == before:
            break
    assert g.why_not(p.choice, p.orient, p.r, p.c)
    why = p.why_not()
    # The exact reason is on screen as soon as the ghost is there.
    assert banner_text(p).replace("\n", " ") == why
    cover = [(p.r + dr, p.c + dc) for dr, dc in shapes.cells(p.orients[p.orient])]
    if target in cover:
        assert "mountain" in why
        # The mountain shows through the hatched ghost.
        assert p.map.shown[target[0] * 11 + target[1]] == theme.GHOST_BAD + MOUNTAIN
    before = g.to_bytes()
    press(app, A)
    assert p.mode == playmod.AIM and not p.messages
    assert banner_text(p).replace("\n", " ") == why
    assert g.to_bytes() == before
    # The ghost is drawn hatched: its tiles are GHOST_BAD ones.
    assert all(theme.GHOST_BAD <= p.map.shown[r * 11 + c] < theme.LIT for r, c in cover)


def test_rotate_and_flip_step_through_orientations(hw):
    app = start(hw, seed=2)
    read_news(app)
    p = app.play
    take_option(app)
    seen = {p.orient}
    for k in range(8):
        press(app, B)
        seen.add(p.orient)
        if k == 3:
            press(app, SELECT)
            seen.add(p.orient)
    assert seen == set(range(len(p.orients)))
    press(app, SELECT)
    v = p.orients[p.orient]
    press(app, SELECT)
    assert shapes.transform(v, 4) == p.orients[p.orient]


def test_edict_view_lights_what_scores(hw):
    app = start(hw, seed=4)
    for _ in range(3):  # draw a few shapes so edicts have something to score
        skip_to_play(app)
        drive(app, bot.choose(app.game))
    skip_to_play(app)
    p = app.play
    g = app.game
    press(app, START)
    assert app.screen is not p
    press(app, DOWN, A)  # "Edict view"
    view = app.screen
    assert type(view).__name__ == "EdictView" and view.group is p.group
    for _ in range(4):
        expect = bytearray(121)
        stars = scoring.highlight(g.edicts[view.edict], g.grids[0], expect)
        lit = [i for i in range(121) if theme.LIT <= p.map.shown[i] < theme.LIT + 10]
        assert lit == [i for i in range(121) if expect[i]]
        assert banner_text(p).replace("\n", " ").startswith("%s " % "ABCD"[view.edict])
        banner = banner_text(p).replace("\n", " ")
        assert (": %d pts" % stars) in banner
        # the two edicts the season's end scores say so, the other two not
        now = view.edict in (g.season, g.season + 1)
        assert ("scored this season" in banner) == now, banner
        press(app, RIGHT)
    press(app, B)
    assert app.screen is p and p.mode in (playmod.AIM, playmod.CHOOSE)
    # back to the map as it was: the season's two edicts lit while aiming
    assert p.map.lit is p.lit


def test_hero_ghost_shows_attack_and_places_hero(hw):
    app = start(hw, content="heroes", seed=0)
    g = app.game
    while not (g.kind == rules.PLACE and g.choices[0][1] == HERO):
        skip_to_play(app)
        drive(app, bot.choose(g))
    skip_to_play(app)
    p = app.play
    grid = g.grids[g.target]
    for r, c in g.hero_marks(p.orient, p.r, p.c):
        # An empty space shows the framed mark; a filled one (a monster)
        # shows itself with the mark.
        if grid.is_filled(r, c):
            want = theme.tile_for(grid.get(r, c), grid.is_ruins(r, c), 1)
        else:
            want = theme.GHOST_MARK
        assert p.map.shown[r * 11 + c] == want
    action = bot.choose(g)
    drive(app, action)
    assert g.grids[0].get(action[3], action[4]) == HERO


def test_destroy_choice_by_cursor(hw):
    app = start(hw, content="heroes", seed=0)
    g = app.game
    while g.kind != rules.DESTROY:
        skip_to_play(app)
        drive(app, bot.choose(g))
    skip_to_play(app, news=False)
    p = app.play
    assert p.mode == playmod.PICK
    assert banner_text(p).replace("\n", " ") == p.messages[0]
    assert [m for m in p.messages if "destroy" in m]
    action = bot.choose(g)
    target = g.target
    drive(app, action)
    assert g.grids[target].get(action[1], action[2]) == 9  # destroyed


def test_button_mashing_never_raises_or_sticks(hw):
    rng = random.Random(7)
    app = start(hw, content="mixed", players=3, seed=4)
    for k in range(1500):
        mask = rng.choice(BUTTONS)
        if rng.random() < 0.05:
            mask |= rng.choice(BUTTONS)
        press(app, mask, refresh=k % 50 == 0)
        assert app.screen is not None
        assert app.hw.display.root_group is app.screen.group


def test_memory_error_keeps_last_save(hw, monkeypatch):
    app = start(hw, seed=8)
    read_news(app)
    saved = app.hw.storage.load()

    def boom(self, bit):
        raise MemoryError

    monkeypatch.setattr(playmod.Play, "_press", boom)
    press(app, A)
    assert app.screen is not None and app.screen is not app.play
    assert app.game is not None and app.game.to_bytes() == saved
    monkeypatch.undo()
    for _ in range(10):
        if app.play is not None and app.screen is app.play:
            break
        press(app, A)
    assert app.screen is app.play


def test_fallback_is_explained(hw):
    app = start(hw, content="heroes", players=3, seed=1)
    g = advance(app, lambda g: g.kind == rules.PLACE and g.fallback)
    skip_to_play(app, news=False)
    said = news_said(app)
    assert "1x1" in said
    assert all(len(shapes.cells(shape)) == 1 for shape, _, _ in g.choices)
    drive(app, bot.choose(g))


def test_multiplayer_ambush_names_who_draws_on_whose_map(hw):
    app = start(hw, content="heroes", players=3, seed=5)
    g = advance(app, lambda g: g.kind == rules.PLACE and g.actor != g.target)
    handoff = app.screen
    assert type(handoff).__name__ == "Handoff"
    press(app, A)
    p = app.play
    assert app.screen is p and p.target == g.target and p.actor == g.actor
    said = news_said(app)
    assert "%s draws the monsters on %s's map" % (g.names[g.actor], g.names[g.target]) in said
    # The map shown is the victim's: its HUD names the victim.
    assert p.hud.player.text == g.names[g.target][: app.metrics.cols]
    victim = g.target
    before = g.grids[victim].empty_count()
    drive(app, bot.choose(g))
    assert g.grids[victim].empty_count() < before


def test_ruins_requirement_is_shown(hw):
    app = start(hw, content="base", seed=3)
    advance(app, lambda g: g.kind == rules.PLACE and g.need_ruins)
    skip_to_play(app, news=False)
    p = app.play
    assert p.hud.coins.text.endswith("R!")
    assert [m for m in p.messages if "ruins" in m]


def test_memory_error_on_the_final_review_goes_on_to_the_ranking(hw, monkeypatch):
    """An out-of-memory on the review's maps reloads the finished game and,
    after the message, shows its ranking (found by bench_fuzz --full: it came
    back to the first map, where the same press could run out again)."""
    from carto_ui import viewmaps

    app = start(hw, seed=8)
    g = advance(app, lambda g: g.kind == rules.OVER, limit=2000)
    app.save()  # as the last confirmed move would have (advance plays past the app)
    for _ in range(5):  # the last season's scores first
        if type(app.screen).__name__ == "MapsView":
            break
        press(app, A)
    assert type(app.screen).__name__ == "MapsView"
    assert app.hw.storage.load() == g.to_bytes()

    def boom(self, *args):
        raise MemoryError

    monkeypatch.setattr(viewmaps.MapsView, "press", boom)
    press(app, DOWN)
    monkeypatch.undo()
    assert type(app.screen).__name__ == "MessageBox"
    press(app, A)
    assert type(app.screen).__name__ == "GameOver"
    assert app.game.kind == rules.OVER and app.game.to_bytes() == g.to_bytes()


def test_a_resumed_games_card_is_drawn_as_its_panel(hw):
    # (the press that continues builds the map: with the panel, solo Save &
    # quit -> Continue's press 11.04 M VM instructions of its 12 M, docs/memory.md, "Budgets")
    app = start(hw, seed=3)
    g = app.game
    assert app.play.panel is not None  # the card as it is revealed
    app.resume(g)  # as the title's Continue and a power-up do
    p = app.play
    sentence = "%s (time %d)" % (cards.name(g.card), cards.time(g.card))
    assert p.messages[0] == sentence  # the panel stands for the card's sentence
    assert p.panel is not None
    if p.info is None:
        assert p.panel.name.text == cards.name(g.card)
    else:  # roomy: said under the map
        assert banner_text(p).replace("\n", " ") == sentence
    assert p.panel.group in p.group
    assert not app.resumed
    press(app, A)  # read: the panel goes with its sentence
    assert p.panel is None


def test_a_monster_penalty_of_ten_more_fits_the_hud(hw):
    """An ambush's monster aimed where it spoils ten empty spaces (in a
    game with bots, on a rival's map): the HUD's monster line keeps its
    width ("M  0-10" was cut at 160x128)."""
    from carto_ui.hud import PENALTY, Hud

    m = theme.metrics(hw.WIDTH, hw.HEIGHT)
    hud = Hud(m)
    g = rules.Game(**rules.preset("base", 2, 1))
    now = [0] * 8
    then = [0] * 8
    then[PENALTY] = 10
    hud.show_state(g, 0, now, then)
    assert len(hud.monsters.text) <= m.cols and hud.monsters.text.endswith("-10")

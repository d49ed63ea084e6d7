"""Ambushes: the neighbour's monster in any orientation and its 1x1
fallback; the solo spiral (corner, arrow, inner rings, discard) for every
ambush card, with anchors computed by hand on empty maps."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import cards, shapes, textmap
from engine.game import DESTROY, EV_SOLO, PLACE, Game
from engine.terrain import MONSTER

BLANK = "\n".join(["..........."] * 11)
HINTERLAND_STREAM = 6
GREAT_RIVER = 2
GOBLIN, BUGBEAR, KOBOLD, GNOLL = 24, 25, 26, 27
DRAGON, ZOMBIE, TROLL, GORGON = 28, 29, 30, 31
FLAYER, INSECTOID, RATMAN, OGRE = 32, 33, 34, 35

# Only isolated single empty spaces: no shape of 2+ spaces fits.
HOLES = "\n".join([
    "f.fffffffff",
    "fffffffffff",
    "ffff.ffffff",
    "fffffffffff",
    "fffffffffff",
    "ff.ffffffff",
    "fffffffffff",
    "fffffff.fff",
    "fffffffffff",
    "f.ffffff.ff",
    "ffffffffff.",
])


def game(deck, maps, players=1, **kw):
    kw.setdefault("edicts", (0, 4, 8, 12))
    return Game(players=players, deck=deck,
                maps=[textmap.parse(m) for m in maps], **kw)


def put(text, cells, ch):
    rows = [list(line) for line in text.split("\n")]
    for r, c in cells:
        rows[r][c] = ch
    return "\n".join("".join(row) for row in rows)


def drawn(card, r, c):
    """The spaces of ``card``'s printed shape with its top-left at (r, c)."""
    return [(r + dr, c + dc) for dr, dc in shapes.cells(cards.ambush(card)[1])]


def solo(card, text, **kw):
    g = game([card, GREAT_RIVER, HINTERLAND_STREAM], [text], **kw)
    spots = [e[2:] for e in g.events if e[0] == EV_SOLO and e[1] == card]
    assert len(spots) == 1
    return g, spots[0]


# ----- multiplayer -----

def test_the_neighbour_draws_the_printed_shape_in_any_orientation():
    """Rules decision 5: in multiplayer the monster may be rotated and flipped."""
    g = game([GNOLL, GREAT_RIVER], [BLANK] * 2, players=2)
    assert g.choices == ((0x313, MONSTER, 0),) and not g.fallback
    orients = g.orientations(0)
    assert len(orients) == 4 and set(orients) == set(shapes.orientations(0x313))
    flat = orients.index(0x57)  # ###/#.#, the C turned to open downwards
    g.place(0, flat, 4, 4)
    assert textmap.format(g.grids[0]) == put(BLANK, [(4, 4), (4, 5), (4, 6),
                                                     (5, 4), (5, 6)], "m")


def test_a_monster_that_cannot_fit_becomes_a_1x1_monster_anywhere():
    """Rules decision 5: if the monster fits nowhere, the neighbour draws a
    1x1 monster anywhere."""
    g = game([GOBLIN, GREAT_RIVER], [HOLES, BLANK], players=2)
    assert (g.actor, g.target) == (1, 0)
    assert g.fallback and g.choices == ((shapes.MONO, MONSTER, 0),)
    g.place(0, 0, 5, 2)
    assert g.grids[0].get(5, 2) == MONSTER
    assert (g.actor, g.target) == (0, 1) and not g.fallback


def test_a_1x1_fallback_monster_carries_no_ongoing_effect():
    """Rules decision 5: the fallback monster of a Heroes ambush (here the
    Troll) has no ongoing effect, so nothing is destroyed after scoring."""
    g = game([TROLL, HINTERLAND_STREAM], [HOLES, HOLES], players=2)
    for _ in range(2):
        assert g.fallback and g.card == TROLL
        g.place(0, 0, 0, 1)
    assert g.grids[0].tag(0, 1) == 0 and g.grids[1].tag(0, 1) == 0
    for _ in range(2):
        assert g.card == HINTERLAND_STREAM
        g.place(0, 0, 2, 4)
    # the stacked deck is used up: spring is scored, no Troll decision
    assert g.season == 1 and g.kind == PLACE


def test_the_same_troll_drawn_normally_asks_its_owner_to_destroy():
    g = game([TROLL, HINTERLAND_STREAM], [BLANK, HOLES], players=2)
    g.place(0, 0, 0, 0)          # on map 0: ###/.#. at the top-left
    g.place(0, 0, 0, 1)          # on map 1: the 1x1 fallback
    g.place(0, 0, 5, 5)
    g.place(0, 0, 2, 4)
    assert g.kind == DESTROY and (g.actor, g.target) == (0, 0)


# ----- solo -----

CORNER = {  # top-left of the printed shape's bounding box, flush in its corner
    GOBLIN: (8, 8), BUGBEAR: (0, 8), KOBOLD: (8, 0), GNOLL: (0, 0),
    DRAGON: (8, 0), ZOMBIE: (0, 0), TROLL: (0, 8), GORGON: (9, 8),
    FLAYER: (0, 9), INSECTOID: (0, 0), RATMAN: (10, 8), OGRE: (9, 0),
}
# One space of the corner spot filled: the next anchor in the arrow's direction.
SLID = {
    GOBLIN: ((10, 10), (7, 8)),     # bottom-right, counter-clockwise: up
    BUGBEAR: ((0, 10), (1, 8)),     # top-right, clockwise: down
    KOBOLD: ((10, 0), (7, 0)),      # bottom-left, clockwise: up
    GNOLL: ((0, 0), (1, 0)),        # top-left, counter-clockwise: down
    DRAGON: ((10, 0), (8, 1)),      # bottom-left, counter-clockwise: right
    ZOMBIE: ((0, 0), (1, 0)),       # top-left, counter-clockwise: down
    TROLL: ((0, 10), (1, 8)),       # top-right, clockwise: down
    GORGON: ((10, 9), (9, 7)),      # bottom-right, clockwise: left
    FLAYER: ((1, 10), (0, 8)),      # top-right, counter-clockwise: left
    INSECTOID: ((2, 0), (0, 1)),    # top-left, clockwise: right
    RATMAN: ((10, 10), (10, 7)),    # bottom-right, clockwise: left
    OGRE: ((10, 0), (9, 1)),        # bottom-left, counter-clockwise: right
}
# The whole outer ring filled: the same corner one ring further in.
INNER = {
    GOBLIN: (7, 7), BUGBEAR: (1, 7), KOBOLD: (7, 1), GNOLL: (1, 1),
    DRAGON: (7, 1), ZOMBIE: (1, 1), TROLL: (1, 7), GORGON: (8, 7),
    FLAYER: (1, 8), INSECTOID: (1, 1), RATMAN: (9, 7), OGRE: (8, 1),
}
BORDER = "\n".join(["fffffffffff"] + ["f.........f"] * 9 + ["fffffffffff"])


@pytest.mark.parametrize("card", sorted(CORNER))
def test_solo_the_monster_starts_flush_in_the_cards_corner(card):
    """Rules decision 5 (cards.md §4.3 "flush bounding box"): the printed
    shape, unrotated, its bounding box flush in the card's corner."""
    g, spot = solo(card, BLANK)
    assert spot == CORNER[card]
    assert textmap.format(g.grids[0]) == put(BLANK, drawn(card, *spot), "m")


@pytest.mark.parametrize("card", sorted(SLID))
def test_solo_the_monster_slides_along_the_edge_in_the_arrows_direction(card):
    block, expected = SLID[card]
    assert block in drawn(card, *CORNER[card])
    start = put(BLANK, [block], "f")
    g, spot = solo(card, start)
    assert spot == expected
    assert textmap.format(g.grids[0]) == put(start, drawn(card, *spot), "m")


@pytest.mark.parametrize("card", sorted(INNER))
def test_solo_the_monster_moves_one_ring_inward_when_the_edge_is_full(card):
    g, spot = solo(card, BORDER)
    assert spot == INNER[card]
    assert textmap.format(g.grids[0]) == put(BORDER, drawn(card, *spot), "m")


@pytest.mark.parametrize("card", sorted(CORNER))
def test_solo_the_card_is_discarded_when_the_monster_fits_nowhere(card):
    start = HOLES.replace(".", "f") if card == ZOMBIE else HOLES
    g, spot = solo(card, start)
    assert spot == (-1, -1)
    assert textmap.format(g.grids[0]) == start
    if card != ZOMBIE:  # a full map skips every later turn too
        assert g.card == GREAT_RIVER and g.kind == PLACE


def test_solo_the_spiral_turns_the_corner_after_a_full_edge():
    # Goblin: bottom-right, counter-clockwise: up the right edge, then
    # leftwards along the top edge.
    right = "\n".join(["..........f"] * 11)
    assert solo(GOBLIN, right)[1] == (0, 7)
    # Zombie: top-left, counter-clockwise: down the left edge, then
    # rightwards along the bottom edge.
    left = "\n".join(["f.........."] * 11)
    assert solo(ZOMBIE, left)[1] == (10, 1)


def spiral_by_hand(ring):
    """The 1x1 anchors of ring ``ring`` counter-clockwise from its top-left:
    down the left side, along the bottom, up the right side, back along the
    top."""
    lo = ring
    hi = 10 - ring
    out = [(r, lo) for r in range(lo, hi + 1)]
    out += [(hi, c) for c in range(lo + 1, hi + 1)]
    out += [(r, hi) for r in range(hi - 1, lo - 1, -1)]
    out += [(lo, c) for c in range(hi - 1, lo, -1)]
    return out


def test_solo_zombies_fill_the_whole_map_in_spiral_order():
    """The full spiral, ring by ring, for the 1x1 Zombie (top-left,
    counter-clockwise); a full map discards the card."""
    from engine import ambush
    from engine.grid import Grid
    grid = Grid()
    expected = []
    for ring in range(6):
        expected += spiral_by_hand(ring)
    assert len(expected) == 121
    got = []
    for _ in range(121):
        spot = ambush.solo_spot(grid, 0x1, cards.TOP_LEFT, False)
        got.append(spot)
        grid.set(spot[0], spot[1], MONSTER)
    assert got == expected
    assert ambush.solo_spot(grid, 0x1, cards.TOP_LEFT, False) is None


def test_solo_goblin_starts_bottom_right():
    """Sources disagree on the Goblin Attack's solo corner: [S-PY-DE] says
    bottom-left, [S-R] and [S-PY-IDX] bottom-right. cards.md §4.1 chooses
    bottom-right, and so does the engine."""
    assert cards.ambush(GOBLIN)[3] == cards.BOTTOM_RIGHT
    g, spot = solo(GOBLIN, BLANK)
    assert spot == (8, 8)
    assert [g.grids[0].get(r, c) for r, c in ((8, 8), (9, 9), (10, 10))] == [MONSTER] * 3


@pytest.mark.parametrize("card,spot", [(DRAGON, (8, 0)), (ZOMBIE, (0, 0)),
                                       (TROLL, (0, 8)), (GORGON, (9, 8))])
def test_solo_heroes_ambushes_on_a_fresh_map_c(card, spot):
    """cards.md §4.3: [S-Z]'s test anchors (bounding-box top-left) on a fresh
    side C map: Dragon row 8 col 0, Zombie 0 0, Troll row 0 col 8, Gorgon
    row 9 col 8."""
    g = Game(players=1, side=2, explore=1, deck=[card, 13, 14],
             edicts=(16, 20, 24, 28))
    assert [e[2:] for e in g.events if e[0] == EV_SOLO] == [spot]
    for r, c in drawn(card, *spot):
        assert g.grids[0].get(r, c) == MONSTER
        assert g.grids[0].tag(r, c) == cards.ambush(card)[4]


def test_solo_the_monster_is_drawn_unrotated_even_where_a_turn_would_fit():
    # Ratman (###, bottom-right, clockwise) on a map whose only gaps are
    # vertical 3-slots: it fits nowhere unrotated and is discarded.
    cols = "\n".join(["f.f.f.f.f.f"] * 3 + ["fffffffffff"] * 8)
    g, spot = solo(RATMAN, cols)
    assert spot == (-1, -1)


def ring_of(r, c, h, w):
    """How far a bounding box at (r, c) sits from the nearest map edge."""
    return min(r, c, 11 - r - h, 11 - c - w)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(CORNER)), st.integers(0, 2**32), st.integers(0, 95))
def test_solo_spot_is_on_the_outermost_ring_where_the_shape_fits(card, seed, percent):
    """On random maps: the card is discarded exactly when the unrotated shape
    fits nowhere, and otherwise lands on the outermost ring where it fits."""
    from engine import ambush
    from engine.grid import Grid
    rnd = random.Random(seed)
    grid = Grid()
    for r in range(11):
        for c in range(11):
            if rnd.randrange(100) < percent:
                grid.set(r, c, 1)
    _, v, arrow, corner, _ = cards.ambush(card)
    h, w = shapes.size(v)
    fits = [(r, c) for r in range(11) for c in range(11)
            if all(r + dr < 11 and c + dc < 11 and not grid.is_filled(r + dr, c + dc)
                   for dr, dc in shapes.cells(v))]
    spot = ambush.solo_spot(grid, v, corner, arrow == cards.CLOCKWISE)
    if not fits:
        assert spot is None
    else:
        assert spot in fits
        assert ring_of(*spot, h, w) == min(ring_of(r, c, h, w) for r, c in fits)


def test_solo_a_one_wide_ring_is_walked_from_its_start_end_without_wrapping():
    """Issue 11: Ratman Strike (1x3, bottom-right, clockwise) on a map whose
    only free spaces are rows 4-5, columns 4-6. Its ring 4 is one column
    wide, (4, 4)-(6, 4); the walk starts at the bottom end (6, 4) and goes
    to (5, 4), where the shape fits, instead of wrapping round to (4, 4)."""
    text = "\n".join(["fffffffffff"] * 4 + ["ffff...ffff"] * 2 + ["fffffffffff"] * 5)
    g = Game(players=1, deck=[RATMAN, 2, 6], maps=[textmap.parse(text)],
             edicts=(0, 4, 8, 12), ambushes=0xFFF)
    assert [e[2:] for e in g.events if e[0] == EV_SOLO] == [(5, 4)]
    assert textmap.format(g.grids[0]) == put(text, drawn(RATMAN, 5, 4), "m")


@pytest.mark.parametrize("corner", [cards.TOP_LEFT, cards.TOP_RIGHT,
                                    cards.BOTTOM_RIGHT, cards.BOTTOM_LEFT])
@pytest.mark.parametrize("clockwise", [False, True])
@pytest.mark.parametrize("shape", [0x7, 0x111])  # 1x3 (a column ring), 3x1 (a row ring)
def test_solo_one_wide_rings_go_from_the_corner_end_whatever_the_arrow(corner, clockwise,
                                                                       shape):
    """Only the 3x3 block rows 4-6, columns 4-6 is free: ring 4 of a 1x3 is
    the column of anchors (4, 4)-(6, 4), of a 3x1 the row (4, 4)-(4, 6). The
    start end's line is filled, so the walk must take the middle anchor
    from either end, never wrap round to the far end."""
    from engine import ambush
    from engine.grid import Grid
    grid = Grid()
    for r in range(11):
        for c in range(11):
            if not (4 <= r <= 6 and 4 <= c <= 6):
                grid.set(r, c, 1)
    top = corner in (cards.TOP_LEFT, cards.TOP_RIGHT)
    left = corner in (cards.TOP_LEFT, cards.BOTTOM_LEFT)
    if shape == 0x7:
        grid.set(4 if top else 6, 5, 1)
    else:
        grid.set(5, 4 if left else 6, 1)
    spot = ambush.solo_spot(grid, shape, corner, clockwise)
    assert spot == ((5, 4) if shape == 0x7 else (4, 5))

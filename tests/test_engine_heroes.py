"""Hero cards: the hero 1x1 on any empty space, its attack marks (rotated,
clipped at the edge), monsters destroyed in marks at once and whenever one
is drawn there later, and a full map skipping the hero."""
import pytest

from engine import cards, shapes, textmap
from engine.game import COIN_MOUNTAIN, DESTROY, EV_COINS, EV_KILLED, PLACE, Game, IllegalAction
from engine.terrain import DESTROYED, FOREST, HERO, MONSTER

BLANK = "\n".join(["..........."] * 11)
GREAT_RIVER = 2
RIFT_LANDS = 12
GOBLIN = 24
DOBRIK, DAL, FREYLA, WREN = 36, 37, 38, 39


def game(deck, maps, players=1, **kw):
    kw.setdefault("edicts", (0, 4, 8, 12))
    return Game(players=players, deck=deck, heroes=True,
                maps=[textmap.parse(m) for m in maps], **kw)


def put(text, cells, ch):
    rows = [list(line) for line in text.split("\n")]
    for r, c in cells:
        rows[r][c] = ch
    return "\n".join("".join(row) for row in rows)


def marked(grid):
    return sorted((r, c) for r in range(11) for c in range(11) if grid.is_marked(r, c))


def pattern(card, offsets):
    """Index of the orientation of ``card`` that attacks ``offsets``."""
    return cards.hero_orientations(card).index(tuple(sorted(offsets)))


@pytest.mark.parametrize("card,count", [(DOBRIK, 1), (DAL, 1), (FREYLA, 4), (WREN, 4)])
def test_a_hero_card_offers_one_1x1_hero_with_its_attack_orientations(card, count):
    g = game([card, GREAT_RIVER], [BLANK])
    assert g.kind == PLACE and g.card == card
    assert g.choices == ((shapes.MONO, HERO, 0),) and not g.fallback
    assert len(g.orientations(0)) == count


def test_the_hero_goes_on_any_empty_space_ruins_included_never_a_filled_one():
    m = put(put(BLANK, [(3, 3)], "R"), [(4, 4)], "^")
    g = game([DOBRIK, GREAT_RIVER], [put(m, [(5, 5)], "f")])
    assert g.why_not(0, 0, 3, 3) is None
    for r, c in ((4, 4), (5, 5), (-1, 0), (0, 11)):
        assert g.why_not(0, 0, r, c) == "The hero must go on an empty space."
        with pytest.raises(IllegalAction):
            g.place(0, 0, r, c)
    g.place(0, 0, 3, 3)
    assert g.grids[0].get(3, 3) == HERO and g.grids[0].is_ruins(3, 3)


def test_marks_off_the_map_are_ignored_and_fill_nothing():
    """Rules decision 6: marks off the map are ignored; marks do not fill."""
    g = game([DOBRIK, GREAT_RIVER], [BLANK])
    g.place(0, 0, 0, 0)
    assert marked(g.grids[0]) == [(0, 1), (1, 0)]
    assert textmap.format(g.grids[0]) == put(BLANK, [(0, 0)], "h")
    assert g.why_not(0, 0, 0, 1) is None  # a marked space can still be drawn on


@pytest.mark.parametrize("card,offsets", [
    (DAL, ((-1, -1), (-1, 1), (1, -1), (1, 1))),
    (FREYLA, ((0, 1), (0, 2), (0, 3))),
    (FREYLA, ((1, 0), (2, 0), (3, 0))),
    (FREYLA, ((0, -1), (0, -2), (0, -3))),
    (WREN, ((-1, 2), (0, 2), (1, 2))),
    (WREN, ((2, -1), (2, 0), (2, 1))),
    (WREN, ((-1, -2), (0, -2), (1, -2))),
])
def test_the_attack_pattern_may_be_rotated_and_flipped(card, offsets):
    g = game([card, GREAT_RIVER], [BLANK])
    g.place(0, pattern(card, offsets), 5, 5)
    assert marked(g.grids[0]) == sorted((5 + dr, 5 + dc) for dr, dc in offsets)


def test_monsters_in_the_marks_are_destroyed_at_once():
    m = "\n".join([
        "...........",
        "...........",
        "...........",
        "...........",
        "....mm.....",
        "....m.f....",
        ".....m.....",
        "...........",
        "...........",
        "...........",
        "...........",
    ])
    g = game([DOBRIK, GREAT_RIVER], [m])
    g.place(0, 0, 5, 5)
    assert (EV_KILLED, 0, 3) in g.events
    assert textmap.format(g.grids[0]) == put(put(
        m, [(4, 5), (5, 4), (6, 5)], "x"), [(5, 5)], "h")


def test_a_full_map_skips_the_hero():
    """Rules decision 6: a full map skips the hero."""
    full = BLANK.replace(".", "f")
    g = game([DOBRIK, GREAT_RIVER], [full, BLANK], players=2)
    assert g.card == DOBRIK and (g.actor, g.target) == (1, 1)
    g.place(0, 0, 5, 5)
    assert g.card == GREAT_RIVER and g.target == 1


def test_the_hero_fills_its_space_for_mountain_coins():
    m = put(put(BLANK, [(0, 0)], "^"), [(0, 1)], "f")
    g = game([DAL, GREAT_RIVER], [m])
    g.place(0, 0, 1, 0)
    assert g.coins[0] == 1
    assert (EV_COINS, 0, 1, COIN_MOUNTAIN) in g.events


# ----- monsters drawn later in a mark are destroyed as they are drawn -----

def test_a_neighbours_ambush_monster_in_a_mark_is_destroyed():
    """Rules decision 6: a monster space drawn later in a mark (here by the
    neighbour's ambush) is destroyed as it is drawn; the rest survives."""
    g = game([DOBRIK, GOBLIN, GREAT_RIVER], [BLANK, BLANK], players=2)
    g.place(0, 0, 5, 5)   # player 0: marks (4,5) (6,5) (5,4) (5,6)
    g.place(0, 0, 0, 0)   # player 1
    assert g.card == GOBLIN and (g.actor, g.target) == (1, 0)
    g.place(0, 0, 3, 4)   # #../.#./..#: (3,4) (4,5) (5,6)
    assert (EV_KILLED, 0, 2) in g.events
    expected = put(put(put(BLANK, [(5, 5)], "h"), [(3, 4)], "m"),
                   [(4, 5), (5, 6)], "x")
    assert textmap.format(g.grids[0]) == expected


def test_a_solo_ambush_monster_in_a_mark_is_destroyed():
    # Goblin solo: bottom-right, (8,8) (9,9) (10,10); Dobrik at (9,8)
    # marks (8,8) and (9,9).
    g = game([DOBRIK, GOBLIN, GREAT_RIVER], [BLANK])
    g.place(0, 0, 9, 8)
    assert (EV_KILLED, 0, 2) in g.events
    assert [g.grids[0].get(r, c) for r, c in ((8, 8), (9, 9), (10, 10))] == [
        DESTROYED, DESTROYED, MONSTER]


def test_a_rift_lands_monster_in_a_mark_is_destroyed():
    g = game([DAL, RIFT_LANDS, GREAT_RIVER], [BLANK])
    g.place(0, 0, 5, 5)
    g.place(4, 0, 4, 4)   # a monster 1x1 on a mark
    assert g.grids[0].get(4, 4) == DESTROYED
    assert (EV_KILLED, 0, 1) in g.events


def test_a_fallback_monster_in_a_mark_is_destroyed():
    # Isolated holes only, so the Great River falls back to a 1x1.
    m = BLANK.replace(".", "f")
    m = put(m, [(5, 5), (5, 7), (9, 9)], ".")
    g = game([FREYLA, GREAT_RIVER, RIFT_LANDS], [m])
    g.place(0, pattern(FREYLA, ((0, 1), (0, 2), (0, 3))), 5, 5)
    assert g.fallback
    g.place(4, 0, 5, 7)   # monster, on the mark at (5, 7)
    assert g.grids[0].get(5, 7) == DESTROYED
    g.place(4, 0, 9, 9)   # monster, unmarked: it stays
    assert g.grids[0].get(9, 9) == MONSTER


def test_marks_destroy_only_monsters():
    m = put(put(BLANK, [(4, 5)], "f"), [(6, 5)], "^")
    g = game([DOBRIK, GREAT_RIVER], [m])
    g.place(0, 0, 5, 5)
    assert g.grids[0].get(4, 5) == FOREST
    assert not [e for e in g.events if e[0] == EV_KILLED]


def test_a_destroyed_hero_keeps_its_attack_pattern_active():
    """Heroes rulebook, "Destroying spaces": if a hero space is destroyed,
    that hero's attack pattern remains active."""
    gorgon = 31
    g = game([DAL, gorgon, RIFT_LANDS], [BLANK, BLANK], players=2)
    g.place(0, 0, 5, 5)   # player 0: Dal, marks (4,4) (4,6) (6,4) (6,6)
    g.place(0, 0, 0, 0)   # player 1
    assert g.card == gorgon and (g.actor, g.target) == (1, 0)
    g.place(0, g.orientations(0).index(0x212), 4, 6)  # (4,7) (5,6) (6,7)
    assert g.can_destroy(5, 5)
    g.destroy(5, 5)       # the hero
    assert g.grids[0].get(5, 5) == DESTROYED
    g.place(0, 0, 8, 8)   # the Gorgon on map 1
    assert g.kind == DESTROY and (g.actor, g.target) == (0, 1)
    g.destroy(7, 8)
    assert g.card == RIFT_LANDS and g.target == 0
    g.place(4, 0, 4, 4)   # a monster on a mark of the destroyed hero
    assert g.grids[0].get(4, 4) == DESTROYED

"""Ongoing effects of the Heroes ambushes: Dragon coins, the Gorgon's gaze,
the Troll's ravage and the Zombie plague; their order, their end when all
their spaces are destroyed, and nothing after the winter scoring."""
import pytest

from engine import shapes, textmap
from engine.game import (
    COIN_DRAGON,
    COIN_MOUNTAIN,
    DESTROY,
    EV_COINS,
    EV_DESTROYED,
    EV_SCORED,
    EV_ZOMBIES,
    OVER,
    PLACE,
    Game,
    IllegalAction,
)
from engine.terrain import DESTROYED, MONSTER

BLANK = "\n".join(["..........."] * 11)
GREAT_RIVER = 2
FORGOTTEN_FOREST = 5
HINTERLAND_STREAM, HOMESTEAD, ORCHARD, TREETOP_VILLAGE = 6, 7, 8, 9
RIFT_LANDS = 12
DRAGON, ZOMBIE, TROLL, GORGON = 28, 29, 30, 31
DOBRIK, FREYLA = 36, 38
SPRING = [HINTERLAND_STREAM, HOMESTEAD, ORCHARD, TREETOP_VILLAGE]  # time 8
# Where the four spring cards go: along the bottom, away from the monsters.
SPRING_SPOTS = [(8, 0), (8, 4), (8, 7), (5, 0)]


def game(deck, maps, players=1, **kw):
    kw.setdefault("edicts", (0, 4, 8, 12))
    return Game(players=players, deck=deck,
                maps=[textmap.parse(m) for m in maps], **kw)


def put(text, cells, ch):
    rows = [list(line) for line in text.split("\n")]
    for r, c in cells:
        rows[r][c] = ch
    return "\n".join("".join(row) for row in rows)


def text(g, p=0):
    return textmap.format(g.grids[p])


def play_spring(g, p=0):
    """Draw the four spring cards (first option, printed orientation)."""
    for r, c in SPRING_SPOTS:
        assert g.kind == PLACE and g.target == p and g.season == 0
        g.place(0, 0, r, c)


# ----- Dragon -----

DRAGON_SPACES = [(8, 2), (9, 0), (9, 1), (9, 2), (10, 0)]  # solo, bottom-left
DRAGON_AROUND = [(7, 2), (8, 1), (8, 3), (10, 1), (10, 2), (9, 3)]


def test_the_dragon_pays_3_coins_once_when_every_space_is_surrounded():
    """Rules decision 7: once every Dragon space is destroyed or has all its
    on-map neighbours filled, +3 coins, once."""
    g = game([DRAGON, RIFT_LANDS, GREAT_RIVER, FORGOTTEN_FOREST],
             [put(BLANK, DRAGON_AROUND, "f")])
    assert [g.grids[0].get(r, c) for r, c in DRAGON_SPACES] == [MONSTER] * 5
    assert g.coins[0] == 0
    g.place(0, 0, 8, 0)  # the last empty neighbour, (8, 0)
    assert (EV_COINS, 0, 3, COIN_DRAGON) in g.events
    assert g.coins[0] == 3
    g.place(1, 0, 0, 0)  # a shape without a coin next to nothing
    g.place(0, 0, 0, 5)  # a coin shape: +1, the Dragon pays no more
    assert g.coins[0] == 4


def test_destroyed_dragon_spaces_count_as_done():
    """Rules decision 7: "destroyed or surrounded"; a hero destroys the two
    Dragon spaces that still had an empty neighbour."""
    around = [rc for rc in DRAGON_AROUND if rc != (8, 1)] + [(8, 0)]
    # (8, 1) stays empty: (8, 2) and (9, 1) touch it. Dobrik there kills both.
    g = game([DRAGON, DOBRIK, GREAT_RIVER], [put(BLANK, around, "f")], heroes=True)
    assert g.coins[0] == 0
    g.place(0, 0, 8, 1)
    assert g.grids[0].get(8, 2) == DESTROYED and g.grids[0].get(9, 1) == DESTROYED
    assert g.coins[0] == 3


# ----- Gorgon -----

GORGON_MAP = put(put(put(put(BLANK, [(4, 5)], "^"), [(5, 4)], "f"),
                 [(5, 8)], "m"), [(6, 5)], "x")


def destroyable(g):
    return {(r, c) for r in range(11) for c in range(11) if g.can_destroy(r, c)}


def test_the_neighbour_who_draws_the_gorgon_destroys_one_adjacent_space():
    """Rules decision 7: right after it is drawn, the drawing player destroys
    one space next to a Gorgon space that is not a mountain, not destroyed
    and not the Gorgon."""
    g = game([GORGON, GREAT_RIVER], [GORGON_MAP, BLANK], players=2)
    assert (g.actor, g.target) == (1, 0)
    g.place(0, shapes.orientations(0x25).index(0x25), 5, 5)  # (5,5) (5,7) (6,6)
    assert g.kind == DESTROY and (g.actor, g.target) == (1, 0)
    # not (4,5) mountain, (6,5) destroyed, the Gorgon's own spaces, far spaces
    assert destroyable(g) == {(5, 4), (5, 6), (4, 7), (6, 7), (5, 8), (7, 6)}
    before = g.to_bytes()
    with pytest.raises(IllegalAction):
        g.destroy(3, 3)
    assert g.to_bytes() == before
    g.destroy(5, 8)  # another monster may be destroyed
    assert (EV_DESTROYED, 0, 5, 8) in g.events
    assert g.grids[0].get(5, 8) == DESTROYED
    assert g.kind == PLACE and (g.actor, g.target) == (0, 1)


def test_in_solo_the_player_destroys_for_the_gorgon():
    # Solo Gorgon: bottom-right, (9,8) (9,10) (10,9).
    g = game([GORGON, GREAT_RIVER], [BLANK])
    assert g.kind == DESTROY and (g.actor, g.target) == (0, 0)
    assert destroyable(g) == {(8, 8), (9, 7), (10, 8), (9, 9), (8, 10), (10, 10)}
    g.destroy(9, 9)
    assert g.grids[0].get(9, 9) == DESTROYED
    assert g.kind == PLACE and g.card == GREAT_RIVER


def test_the_gorgon_is_skipped_when_nothing_next_to_it_can_be_destroyed():
    around = put(put(BLANK, [(8, 8), (9, 7), (10, 8)], "x"),
                 [(9, 9), (8, 10), (10, 10)], "^")
    g = game([GORGON, GREAT_RIVER], [around])
    assert g.grids[0].get(9, 8) == MONSTER
    assert g.kind == PLACE and g.card == GREAT_RIVER


# ----- Troll -----

TROLL_SPACES = [(0, 8), (0, 9), (0, 10), (1, 9)]  # solo, top-right


def test_after_scoring_the_owner_destroys_an_empty_space_next_to_the_troll():
    """Rules decision 7: after the scoring of seasons 1-3 the map's owner
    destroys one empty space adjacent to a surviving Troll space."""
    g = game([TROLL] + SPRING, [put(BLANK, [(1, 8)], "f")])
    assert [g.grids[0].get(r, c) for r, c in TROLL_SPACES] == [MONSTER] * 4
    play_spring(g)
    assert (EV_SCORED, 0) in g.events
    assert g.kind == DESTROY and (g.actor, g.target) == (0, 0)
    assert destroyable(g) == {(0, 7), (1, 10), (2, 9)}   # (1, 8) is a forest
    g.destroy(1, 10)
    assert g.grids[0].get(1, 10) == DESTROYED
    assert g.kind == PLACE and g.season == 1


def test_the_troll_is_skipped_when_no_empty_space_touches_it():
    g = game([TROLL] + SPRING, [put(BLANK, [(0, 7), (1, 8), (1, 10), (2, 9)], "f")])
    play_spring(g)
    assert (EV_SCORED, 0) in g.events
    assert g.kind == PLACE and g.season == 1


def test_a_troll_partly_destroyed_by_a_hero_still_ravages_next_to_the_rest():
    """Rules decision 7: an effect stops only when all its spaces are
    destroyed."""
    g = game([TROLL, FREYLA] + SPRING, [BLANK], heroes=True)
    g.place(0, 0, 0, 7)  # Freyla looking right: (0,8) (0,9) (0,10)
    assert [g.grids[0].get(r, c) for r, c in TROLL_SPACES] == [
        DESTROYED, DESTROYED, DESTROYED, MONSTER]
    play_spring(g)
    assert g.kind == DESTROY
    assert destroyable(g) == {(1, 8), (1, 10), (2, 9)}


# ----- Zombies -----

def test_after_scoring_zombies_spread_to_every_empty_neighbour_at_once():
    """Rules decision 7: every empty space next to a surviving zombie becomes
    a zombie, all at once (a new zombie does not spread further the same
    time). The season's monster penalty is counted before the spread."""
    g = game([ZOMBIE] + SPRING, [BLANK])
    assert g.grids[0].get(0, 0) == MONSTER
    play_spring(g)
    assert (EV_ZOMBIES, 0, 2) in g.events
    assert g.scores(0)[0][3] == 2
    rows = text(g).split("\n")
    assert rows[0].startswith("mm.") and rows[1].startswith("m..")
    assert g.grids[0].tag(0, 1) == g.grids[0].tag(0, 0)


def test_zombies_spreading_into_marks_are_destroyed():
    """Rules decision 6: zombie spread into a hero's mark is destroyed."""
    g = game([ZOMBIE, DOBRIK] + SPRING, [BLANK], heroes=True)
    g.place(0, 0, 1, 1)  # marks (0,1) (1,0) (1,2) (2,1)
    play_spring(g)
    rows = text(g).split("\n")
    assert rows[0].startswith("mx.") and rows[1].startswith("xh.")


def test_a_zombie_destroyed_by_a_hero_spreads_no_more():
    g = game([ZOMBIE, DOBRIK] + SPRING, [BLANK], heroes=True)
    g.place(0, 0, 0, 1)  # marks (0,0) (0,2) (1,1)
    assert g.grids[0].get(0, 0) == DESTROYED
    play_spring(g)
    assert not [e for e in g.events if e[0] == EV_ZOMBIES]
    assert text(g).split("\n")[1].startswith("...")


def test_zombies_filling_a_mountains_last_neighbour_pay_its_coin():
    """Rules decision 4: zombie spaces count for mountain coins."""
    m = put(put(BLANK, [(0, 2)], "^"), [(0, 3), (1, 2)], "f")
    g = game([ZOMBIE] + SPRING, [m])
    play_spring(g)
    assert g.grids[0].get(0, 1) == MONSTER
    assert g.coins[0] == 1


# ----- order, and nothing after winter -----

def order_game(first, second):
    """Two players; on map 0 the Zombie at (5,5) and the Troll under it at
    (6,5)-(6,7)+(7,6); (5,6) touches both."""
    g = game([first, second] + SPRING, [BLANK, BLANK], players=2)
    spots = {ZOMBIE: (5, 5), TROLL: (6, 5)}
    for card in (first, second):
        assert g.card == card and g.target == 0
        g.place(0, 0, *spots[card])
        g.place(0, 0, *spots[card])  # the same on map 1
    for r, c in SPRING_SPOTS:
        for _ in range(2):
            g.place(0, 0, r, c)
    assert g.kind == DESTROY
    return g


def test_effects_resolve_in_the_order_the_ambushes_were_revealed():
    """Rules decision 7: Zombie first: (5,6) becomes a zombie before the
    Troll's owner chooses; Troll first: (5,6) may be destroyed first and then
    no zombie goes there."""
    g = order_game(ZOMBIE, TROLL)
    assert g.grids[0].get(5, 6) == MONSTER
    assert not g.can_destroy(5, 6)
    g = order_game(TROLL, ZOMBIE)
    assert g.grids[0].get(5, 6) == 0 and g.can_destroy(5, 6)
    g.destroy(5, 6)
    assert g.kind == DESTROY and (g.actor, g.target) == (1, 1)
    g.destroy(5, 6)
    assert g.grids[0].get(5, 6) == DESTROYED
    assert g.grids[0].get(4, 5) == MONSTER and g.grids[0].get(5, 4) == MONSTER


def test_nothing_is_resolved_after_the_winter_scoring():
    """Rules decision 7: after the final scoring no zombie spreads and no
    troll destroys (it could not change the result). The game is put in
    winter directly so that both monsters still have empty neighbours."""
    g = game([ZOMBIE, TROLL, HINTERLAND_STREAM, HOMESTEAD, ORCHARD], [BLANK])
    g.season = 3  # winter: threshold 6, scored with edicts D and A
    for r, c in SPRING_SPOTS[:3]:
        g.place(0, 0, r, c)
    assert (EV_SCORED, 3) in g.events
    assert g.kind == OVER
    assert not [e for e in g.events if e[0] in (EV_ZOMBIES, EV_DESTROYED)]
    rows = text(g).split("\n")
    assert rows[0] == "m.......mmm" and rows[1] == ".........m."


def test_the_same_monsters_in_fall_do_spread_and_ravage():
    g = game([ZOMBIE, TROLL, HINTERLAND_STREAM, HOMESTEAD, ORCHARD], [BLANK])
    g.season = 2  # fall: threshold 7, but the stacked deck ends at 6
    for r, c in SPRING_SPOTS[:3]:
        g.place(0, 0, r, c)
    assert (EV_SCORED, 2) in g.events
    assert [e for e in g.events if e[0] == EV_ZOMBIES]
    assert g.kind == DESTROY



# ----- who gets what, and fallbacks without effect -----

def test_a_dragon_drawn_by_a_neighbour_pays_the_maps_owner():
    # ..#/###/#.. at (4, 4): (4,6) (5,4) (5,5) (5,6) (6,4), already hemmed in.
    around = [(3, 6), (4, 5), (4, 7), (4, 4), (5, 3), (6, 5), (6, 6), (5, 7),
              (7, 4), (6, 3)]
    g = game([DRAGON, GREAT_RIVER], [put(BLANK, around, "f"), BLANK], players=2)
    assert (g.actor, g.target) == (1, 0)
    g.place(0, 0, 4, 4)
    cells = [(4, 6), (5, 4), (5, 5), (5, 6), (6, 4)]
    assert [g.grids[0].get(r, c) for r, c in cells] == [MONSTER] * 5
    assert (EV_COINS, 0, 3, COIN_DRAGON) in g.events
    assert (g.coins[0], g.coins[1]) == (3, 0)


def test_the_gorgons_destroyed_space_can_pay_a_mountain_coin_to_the_owner():
    """Rules decision 4: destroyed spaces count for mountain coins."""
    m = put(put(BLANK, [(3, 5)], "^"), [(2, 5), (3, 4), (3, 6)], "f")
    g = game([GORGON, GREAT_RIVER], [m, BLANK], players=2)
    g.place(0, 0, 4, 4)  # #.#/.#.: (4,4) (4,6) (5,5)
    assert g.kind == DESTROY and g.can_destroy(4, 5)
    g.destroy(4, 5)
    assert (EV_COINS, 0, 1, COIN_MOUNTAIN) in g.events
    assert (g.coins[0], g.coins[1]) == (1, 0)


HOLES = put(BLANK.replace(".", "f"), [(0, 1), (2, 4), (5, 2), (7, 7), (10, 10)], ".")


@pytest.mark.parametrize("card", [DRAGON, GORGON])
def test_fallback_1x1_monsters_of_heroes_ambushes_have_no_effect(card):
    """Rules decision 5: the 1x1 fallback monster carries no ongoing effect:
    no gaze for the Gorgon, no coins for a hemmed-in Dragon."""
    g = game([card, GREAT_RIVER], [HOLES, HOLES], players=2)
    for p in range(2):
        assert g.fallback and g.target == p
        g.place(0, 0, 2, 4)  # the 1x1 monster, surrounded at once
        assert g.grids[p].get(2, 4) == MONSTER
    assert g.kind == PLACE and g.card == GREAT_RIVER
    assert tuple(g.coins) == (0, 0)


def test_a_gorgon_drawn_entirely_in_marks_gazes_at_nothing():
    """Rules decision 7: the gaze comes from a surviving Gorgon space."""
    g = game([DOBRIK, GORGON, GREAT_RIVER], [BLANK, BLANK], players=2, heroes=True)
    g.place(0, 0, 5, 5)   # player 0: marks (4,5) (5,4) (5,6) (6,5)
    g.place(0, 0, 0, 0)   # player 1
    assert g.card == GORGON and (g.actor, g.target) == (1, 0)
    g.place(0, g.orientations(0).index(0x212), 4, 4)  # .#/#./.#: (4,5) (5,4) (6,5)
    assert [g.grids[0].get(r, c) for r, c in ((4, 5), (5, 4), (6, 5))] == [DESTROYED] * 3
    assert g.kind == PLACE and g.target == 1


def test_a_gorgon_partly_in_marks_gazes_only_from_its_surviving_space():
    g = game([DOBRIK, GORGON, GREAT_RIVER], [BLANK, BLANK], players=2, heroes=True)
    g.place(0, 0, 5, 5)
    g.place(0, 0, 0, 0)
    g.place(0, g.orientations(0).index(0x25), 3, 4)  # #.#/.#.: (3,4) (3,6) (4,5)
    assert g.grids[0].get(4, 5) == DESTROYED
    assert g.kind == DESTROY and (g.actor, g.target) == (1, 0)
    assert destroyable(g) == {(2, 4), (3, 3), (4, 4), (3, 5), (2, 6), (3, 7), (4, 6)}

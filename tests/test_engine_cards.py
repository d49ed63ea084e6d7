"""Card data against /work/shared/cards.md, written out here again as
pictures: explore cards (names, times, terrains, shapes, coins), ruins,
ambushes (printed shapes, arrows, solo corners, effects) and heroes."""
import pytest

from engine import cards, shapes
from engine.terrain import FARM, FOREST, MONSTER, VILLAGE, WATER

F, V, A, W, M = FOREST, VILLAGE, FARM, WATER, MONSTER


def shape(picture):
    """A shape int from a picture such as "###/#..", row 0 first."""
    v = 0
    for r, row in enumerate(picture.split("/")):
        for c, ch in enumerate(row):
            if ch == "#":
                v |= 1 << (r * 4 + c)
    return v


def terrains(bits):
    return tuple(t for t in range(1, 6) if (bits >> t) & 1)


# cards.md §1 and §2: (id, name, time, terrains, shape a, shape b, coin on a)
EXPLORE = [
    (2, "Great River", 1, (W,), "#/#/#", "..#/.##/##.", 1),
    (3, "Farmland", 1, (A,), "#/#", ".#./###/.#.", 1),
    (4, "Hamlet", 1, (V,), "#./##", "###/##.", 1),
    (5, "Forgotten Forest", 1, (F,), "#./.#", "#./##/.#", 1),
    (6, "Hinterland Stream", 2, (A, W), "###/#../#..", None, 0),
    (7, "Homestead", 2, (V, A), "#./##/#.", None, 0),
    (8, "Orchard", 2, (F, A), "###/..#", None, 0),
    (9, "Treetop Village", 2, (F, V), "..##/###.", None, 0),
    (10, "Marshlands", 2, (F, W), "#../###/#..", None, 0),
    (11, "Fishing Village", 2, (V, W), "####", None, 0),
    (12, "Rift Lands", 0, (F, V, A, W, M), "#", None, 0),
    (13, "Lagoon", 1, (W,), ".#/#.", "###/.#.", 1),
    (14, "Pasture", 1, (A,), "#.#", ".##/##.", 1),
    (15, "Settlement", 1, (V,), "#/#", "..#/.##/##.", 1),
    (16, "Timber Grove", 1, (F,), "#./##", "#.#/#.#", 1),
    (17, "Hillside Terrace", 2, (A, W), "##/##", None, 0),
    (18, "Frontier Dwelling", 2, (V, A), "###/.#./.#.", None, 0),
    (19, "Wildwood Garden", 2, (F, A), ".##/#..", None, 0),
    (20, "Woodland Crossroads", 2, (F, V), ".#./###/.#.", None, 0),
    (21, "Coastal Encampment", 2, (V, W), "###/#..", None, 0),
    (22, "Mangrove Swamp", 2, (F, W), "###/#.#", None, 0),
    (23, "Kethra's Gates", 0, (F, V, A, W, M), "#", None, 0),
]


@pytest.mark.parametrize("row", EXPLORE, ids=[r[1] for r in EXPLORE])
def test_explore_cards_match_cards_md(row):
    card, name, time, terr, a, b, coin = row
    got = cards.explore(card)
    assert cards.name(card) == got[0] == name
    assert cards.kind(card) == cards.EXPLORE
    assert cards.time(card) == got[1] == time
    assert terrains(got[2]) == terr
    # explore shapes may be rotated and flipped: compare all orientations
    assert set(shapes.orientations(got[3])) == set(shapes.orientations(shape(a)))
    if b is None:
        assert got[4] == 0
    else:
        assert set(shapes.orientations(got[4])) == set(shapes.orientations(shape(b)))
    assert got[5] == coin


def test_cell_counts_and_times_of_both_sets():
    """cards.md §1 and §2: cell counts per option, and times adding to 16."""
    def counts(ids):
        out = []
        for c in ids:
            e = cards.explore(c)
            out.append([len(shapes.cells(v)) for v in (e[3], e[4]) if v])
        return out
    assert counts(range(2, 13)) == [[3, 5], [2, 5], [3, 5], [2, 4], [5], [4], [4],
                                    [5], [5], [4], [1]]
    assert counts(range(13, 24)) == [[2, 4], [2, 4], [2, 5], [3, 4], [4], [5], [3],
                                     [5], [4], [5], [1]]
    assert sum(cards.time(c) for c in range(2, 13)) == 16
    assert sum(cards.time(c) for c in range(13, 24)) == 16


def test_mangrove_swamp_is_the_five_space_u():
    """Sources disagree: [S-Z] draws Mangrove Swamp as a 2x3 rectangle of 6
    spaces; [S-O], [S-SC] and the [S-J] card image as the U ###/#.#.
    cards.md §2 follows the majority, and so does the engine."""
    v = cards.explore(22)[3]
    assert len(shapes.cells(v)) == 5
    assert shape("###/#.#") in shapes.orientations(v)
    assert shape("###/###") not in shapes.orientations(v)


def test_treetop_village_is_connected():
    """cards.md §10: [S-G] has a one-cell typo that disconnects Treetop
    Village; the card is ..##/###."""
    assert shape("..##/###.") in shapes.orientations(cards.explore(9)[3])


def test_ruins_cards_have_time_0_and_only_the_base_set_has_them():
    """cards.md §3: Temple Ruins and Outpost Ruins, time 0; Heroes has none."""
    for card, name in ((0, "Temple Ruins"), (1, "Outpost Ruins")):
        assert cards.kind(card) == cards.RUINS
        assert cards.name(card) == name and cards.time(card) == 0
    assert bytes(cards.RUINS_CARDS) == b"\x00\x01"
    assert list(cards.BASE_EXPLORE) == list(range(13))
    assert list(cards.HEROES_EXPLORE) == list(range(13, 24))


CW, CCW = cards.CLOCKWISE, cards.COUNTER
TL, TR, BR, BL = cards.TOP_LEFT, cards.TOP_RIGHT, cards.BOTTOM_RIGHT, cards.BOTTOM_LEFT
# cards.md §4: (id, name, printed shape, arrow, solo corner, effect)
AMBUSHES = [
    (24, "Goblin Attack", "#../.#./..#", CCW, BR, 0),
    (25, "Bugbear Assault", "#.#/#.#", CW, TR, 0),
    (26, "Kobold Onslaught", "#./##/#.", CW, BL, 0),
    (27, "Gnoll Raid", "##/#./##", CCW, TL, 0),
    (28, "Dragon Inferno", "..#/###/#..", CCW, BL, cards.DRAGON),
    (29, "Zombie Plague", "#", CCW, TL, cards.ZOMBIE),
    (30, "Giant Troll Ravage", "###/.#.", CW, TR, cards.TROLL),
    (31, "Gorgon Gaze", "#.#/.#.", CW, BR, cards.GORGON),
    (32, "Flayer Incursion", "#./##", CCW, TR, 0),
    (33, "Insectoid Invasion", ".#/##/#.", CW, TL, 0),
    (34, "Ratman Strike", "###", CW, BR, 0),
    (35, "Ogre Charge", "##/##", CCW, BL, 0),
]


@pytest.mark.parametrize("row", AMBUSHES, ids=[r[1] for r in AMBUSHES])
def test_ambush_cards_match_cards_md(row):
    """The printed orientation matters: solo draws it unrotated."""
    card, name, picture, arrow, corner, effect = row
    assert cards.kind(card) == cards.AMBUSH and cards.time(card) == 0
    assert cards.ambush(card) == (name, shape(picture), arrow, corner, effect)
    assert cards.name(card) == name


def test_ambush_groups():
    assert cards.BASE_AMBUSHES == 0x00F
    assert cards.HEROES_AMBUSHES == 0x0F0
    assert cards.PROMO_AMBUSHES == 0xF00


# cards.md §5, (dr, dc) from the hero as printed.
HEROES = [
    (36, "Dobrik of Lorkheim", ((-1, 0), (1, 0), (0, -1), (0, 1))),
    (37, "Dal of Jolev", ((-1, -1), (-1, 1), (1, -1), (1, 1))),
    (38, "Freyla the True", ((0, 1), (0, 2), (0, 3))),
    (39, "Wren the Lioness", ((-1, 2), (0, 2), (1, 2))),
]


@pytest.mark.parametrize("row", HEROES, ids=[r[1] for r in HEROES])
def test_hero_cards_match_cards_md(row):
    card, name, offsets = row
    assert cards.kind(card) == cards.HERO and cards.time(card) == 0
    assert cards.name(card) == name
    assert sorted(cards.hero_pattern(card)) == sorted(offsets)
    assert tuple(sorted(offsets)) in cards.hero_orientations(card)


def test_hero_orientations_are_the_distinct_turns_and_flips():
    def turns(offsets):
        out = set()
        for flip in (1, -1):
            for k in range(4):
                pat = []
                for dr, dc in offsets:
                    dc *= flip
                    for _ in range(k):
                        dr, dc = dc, -dr
                    pat.append((dr, dc))
                out.add(tuple(sorted(pat)))
        return out
    for card, _, offsets in HEROES:
        got = cards.hero_orientations(card)
        assert len(got) == len(set(got))
        assert set(got) == turns(offsets)

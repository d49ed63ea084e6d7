"""Ruins cards: chaining, carrying over ambushes and heroes, the 1x1 cards,
two ruins in a row, and the 1x1 fallback when no shape can cover ruins."""
import pytest

from engine import shapes, textmap
from engine.game import PLACE, Game, IllegalAction
from engine.terrain import FARM, FOREST, HERO, MONSTER, VILLAGE, WATER

TEMPLE = 0
OUTPOST = 1
GREAT_RIVER = 2
FARMLAND = 3
HAMLET = 4
FISHING_VILLAGE = 11
RIFT_LANDS = 12
KETHRAS_GATES = 23
GOBLIN = 24
DOBRIK = 36

# One empty ruins space at (5, 5), nothing else on the map.
ONE_RUIN = "\n".join(["..........."] * 5 + [".....R....."] + ["..........."] * 5)
MUST_COVER = "The shape must cover an empty ruins space."


def game(deck, maps, players=1, **kw):
    kw.setdefault("edicts", (0, 4, 8, 12))
    return Game(players=players, deck=deck,
                maps=[textmap.parse(m) for m in maps], **kw)


def test_a_ruins_card_reveals_the_next_card_at_once():
    g = game([TEMPLE, GREAT_RIVER], [ONE_RUIN])
    assert g.kind == PLACE and g.card == GREAT_RIVER
    assert g.revealed == [TEMPLE, GREAT_RIVER]
    assert g.need_ruins and not g.fallback


def test_the_next_shape_must_cover_an_empty_ruins_space():
    g = game([TEMPLE, GREAT_RIVER, FARMLAND], [ONE_RUIN])
    assert g.why_not(0, 0, 0, 0) == MUST_COVER
    with pytest.raises(IllegalAction):
        g.place(0, 0, 0, 0)
    assert g.why_not(0, 0, 3, 5) is None  # the vertical 3-line over (5, 5)
    g.place(0, 0, 3, 5)
    assert g.grids[0].get(5, 5) == WATER
    assert g.card == FARMLAND and not g.need_ruins


def test_the_requirement_is_consumed_by_the_next_explore_card_only():
    g = game([OUTPOST, GREAT_RIVER, FARMLAND],
             ["\n".join(["R.........R"] * 11)])
    g.place(0, 0, 0, 0)
    assert g.card == FARMLAND and not g.need_ruins
    assert g.why_not(0, 0, 0, 5) is None


def test_two_ruins_in_a_row_make_one_requirement():
    """Rules decision 3: two ruins in a row make one requirement."""
    g = game([TEMPLE, OUTPOST, GREAT_RIVER, FARMLAND, HAMLET],
             ["\n".join(["R.........R"] * 11)])
    assert g.revealed == [TEMPLE, OUTPOST, GREAT_RIVER]
    assert g.need_ruins
    g.place(0, 0, 0, 0)
    assert g.card == FARMLAND and not g.need_ruins


@pytest.mark.parametrize("players", [1, 2])
def test_the_requirement_carries_over_an_ambush(players):
    """Rules decision 3: an ambush after a ruins card is resolved normally and
    the ruins effect applies to the next explore card."""
    g = game([TEMPLE, GOBLIN, GREAT_RIVER, FARMLAND], [ONE_RUIN] * players,
             players=players)
    while g.card == GOBLIN:  # the neighbour draws the monster anywhere
        assert not g.need_ruins
        g.place(0, 0, 0, 0)
    for p in range(players):
        assert g.card == GREAT_RIVER and g.target == p and g.need_ruins
        g.place(0, 0, 3, 5)
    assert g.card == FARMLAND and not g.need_ruins


def test_the_requirement_carries_over_a_hero_who_may_stand_on_the_ruins():
    """Rules decisions 3 and 6: the hero may go on a ruins space and does not
    consume the pending ruins requirement."""
    g = game([TEMPLE, DOBRIK, GREAT_RIVER], [ONE_RUIN],
             heroes=True, explore=0)
    assert g.card == DOBRIK and not g.need_ruins
    assert g.why_not(0, 0, 5, 5) is None  # the ruins space is allowed
    g.place(0, 0, 0, 0)  # elsewhere, so that an empty ruins space is left
    assert g.card == GREAT_RIVER and g.need_ruins


@pytest.mark.parametrize("card,explore", [(RIFT_LANDS, 0), (KETHRAS_GATES, 1)])
def test_after_ruins_the_1x1_card_must_go_on_an_empty_ruins_space(card, explore):
    """Rules decision 3: Rift Lands and Kethra's Gates included."""
    g = game([TEMPLE, card], [ONE_RUIN], explore=explore)
    assert g.need_ruins and not g.fallback
    assert g.choices == tuple((shapes.MONO, t, 0)
                              for t in (FOREST, VILLAGE, FARM, WATER, MONSTER))
    assert g.why_not(4, 0, 5, 4) == MUST_COVER
    g.place(4, 0, 5, 5)
    assert g.grids[0].get(5, 5) == MONSTER


def test_when_no_shape_can_cover_an_empty_ruins_the_fallback_goes_anywhere():
    """Rules decision 2: with ruins pending and no offered shape able to cover
    an empty ruins space, the 1x1 fallback (no coin) may go anywhere."""
    walled = "\n".join(["..........."] * 4 + [".....f....."] + [
        "....fRf...."] + [".....f....."] + ["..........."] * 4)
    g = game([TEMPLE, GREAT_RIVER, FARMLAND], [walled])
    assert g.fallback and not g.need_ruins
    assert [c[0] for c in g.choices] == [shapes.MONO] * 5
    assert g.why_not(0, 0, 0, 0) is None
    g.place(3, 0, 0, 0)
    assert g.grids[0].get(0, 0) == WATER and g.coins[0] == 0
    assert g.card == FARMLAND and not g.need_ruins


def test_ruins_are_required_on_each_map_separately():
    """Map 0 can cover its ruins with the 4-line; on map 1 the only empty
    ruins space is walled in, so player 1 alone gets the 1x1 fallback."""
    walled = "\n".join(["..........."] * 4 + [".....f....."] + [
        "....fRf...."] + [".....f....."] + ["..........."] * 4)
    g = game([TEMPLE, FISHING_VILLAGE], [ONE_RUIN, walled], players=2)
    assert g.target == 0 and g.need_ruins and not g.fallback
    g.place(0, 0, 5, 2)  # ####, horizontal, over (5, 5)
    assert g.target == 1 and g.fallback and not g.need_ruins


def test_without_ruins_pending_a_map_without_empty_ruins_draws_normally():
    g = game([GREAT_RIVER], [ONE_RUIN.replace("R", "F")])
    assert not g.fallback and not g.need_ruins
    assert g.choices[0] == (0x111, WATER, 1)


def test_with_no_empty_ruins_left_the_fallback_is_drawn_instead():
    """Rules decision 2 and the rules text ("-OR- there are no unfilled ruins
    spaces left on their map"): the 1x1 fallback, anywhere and without a
    coin, replaces the card's shapes."""
    g = game([TEMPLE, GREAT_RIVER, FARMLAND], [ONE_RUIN.replace("R", "F")])
    assert g.fallback and not g.need_ruins
    assert g.choices == tuple((shapes.MONO, t, 0)
                              for t in (FOREST, VILLAGE, FARM, WATER, MONSTER))
    g.place(3, 0, 0, 0)
    assert g.coins[0] == 0 and g.grids[0].get(0, 0) == WATER
    assert g.card == FARMLAND and not g.fallback  # the next card as usual


def test_a_hero_on_the_last_empty_ruins_leaves_the_fallback():
    """Rules decisions 2 and 6: the hero does not consume the requirement,
    but by covering the last empty ruins it leaves only the 1x1 fallback."""
    g = game([TEMPLE, DOBRIK, GREAT_RIVER], [ONE_RUIN], heroes=True)
    g.place(0, 0, 5, 5)
    assert g.grids[0].get(5, 5) == HERO
    assert g.card == GREAT_RIVER and g.fallback and not g.need_ruins

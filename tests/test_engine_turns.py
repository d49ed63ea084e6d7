"""Engine turn flow: explore card options, drawing, coins on shapes, the 1x1
fallback, clockwise seats, season ends and illegal actions.

Situations are set up with a stacked deck and text maps (engine.textmap);
whole maps are compared as text.
"""
import pytest

from engine import cards, restore, shapes, textmap
from engine.game import (
    COIN_SHAPE,
    DESTROY,
    EV_COINS,
    EV_REVEAL,
    EV_SCORED,
    OVER,
    PLACE,
    Game,
    IllegalAction,
)
from engine.terrain import FARM, FOREST, MONSTER, VILLAGE, WATER

BLANK = "\n".join(["..........."] * 11)
EDICTS = (0, 4, 8, 12)

GREAT_RIVER = 2
FARMLAND = 3
HAMLET = 4
FORGOTTEN_FOREST = 5
HINTERLAND_STREAM = 6
HOMESTEAD = 7
ORCHARD = 8
TREETOP_VILLAGE = 9
MARSHLANDS = 10
FISHING_VILLAGE = 11
RIFT_LANDS = 12
GOBLIN = 24
BUGBEAR = 25


def game(deck, maps=None, players=1, **kw):
    if maps is not None:
        maps = [textmap.parse(m) for m in maps]
    kw.setdefault("edicts", EDICTS)
    return Game(players=players, deck=deck, maps=maps, **kw)


def orient(shape, wanted):
    """Index of orientation ``wanted`` among the shape's orientations."""
    return shapes.orientations(shape).index(wanted)


def text(g, p=0):
    return textmap.format(g.grids[p])


def rows(*lines):
    """An 11x11 map: the given top rows, then empty rows."""
    out = list(lines) + ["..........."] * (11 - len(lines))
    return "\n".join(out)


def test_a_one_time_card_offers_both_shapes_the_first_with_a_coin():
    g = game([GREAT_RIVER], [BLANK])
    assert g.kind == PLACE and g.actor == 0 and g.target == 0
    assert g.card == GREAT_RIVER
    assert g.choices == ((0x111, WATER, 1), (0x364, WATER, 0))
    assert not g.fallback and not g.need_ruins
    assert (EV_REVEAL, GREAT_RIVER) in g.events


def test_a_two_time_card_offers_its_shape_in_each_terrain_without_coin():
    g = game([HINTERLAND_STREAM], [BLANK])
    assert g.choices == ((0x117, FARM, 0), (0x117, WATER, 0))
    g = game([TREETOP_VILLAGE], [BLANK])
    assert g.choices == ((0x7C, FOREST, 0), (0x7C, VILLAGE, 0))


def test_placing_draws_exactly_the_shape_in_the_chosen_orientation():
    g = game([HINTERLAND_STREAM, GREAT_RIVER], [BLANK])
    # ###/#../#.. rotated a quarter turn clockwise is ###/..#/..#
    g.place(1, orient(0x117, 0x447), 2, 3)
    assert text(g) == rows("...........",
                           "...........",
                           "...www.....",
                           ".....w.....",
                           ".....w.....")
    assert g.coins[0] == 0
    assert g.card == GREAT_RIVER


def test_the_coin_shape_gives_one_coin_and_the_other_shape_none():
    g = game([GREAT_RIVER, FARMLAND, HAMLET], [BLANK])
    g.place(1, 0, 0, 0)  # the staircase: no coin
    assert g.coins[0] == 0
    assert not [e for e in g.events if e[0] == EV_COINS]
    g.place(0, 0, 5, 5)  # the domino: a coin
    assert g.coins[0] == 1
    assert (EV_COINS, 0, 1, COIN_SHAPE) in g.events


def test_rift_lands_offers_a_1x1_of_forest_village_farm_water_or_monster():
    g = game([RIFT_LANDS], [BLANK])
    assert g.choices == tuple((shapes.MONO, t, 0)
                              for t in (FOREST, VILLAGE, FARM, WATER, MONSTER))
    assert not g.fallback
    g.place(4, 0, 3, 3)
    assert textmap.format(g.grids[0]).split("\n")[3] == "...m......."


# A map where only isolated single spaces are left: no shape of 2+ spaces fits.
HOLES = "\n".join([
    "f.fffffffff",
    "fffffffffff",
    "ffff.ffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffffffff",
    "fffffff.fff",
    "fffffffffff",
    "fffffffffff",
    "ffffffffff.",
])


def test_when_no_shape_fits_the_fallback_is_a_1x1_of_any_terrain_but_mountain_or_hero():
    """Rules decision 2: the 1x1 fallback offers forest, village, farm, water
    or monster, never mountain or hero."""
    g = game([GREAT_RIVER], [HOLES])
    assert g.fallback
    assert g.choices == tuple((shapes.MONO, t, 0)
                              for t in (FOREST, VILLAGE, FARM, WATER, MONSTER))
    assert not g.need_ruins


def test_the_fallback_gives_no_coin_even_on_a_coin_card():
    """Rules decision 2: the 1x1 fallback gives no coin."""
    g = game([GREAT_RIVER, FARMLAND], [HOLES])
    g.place(3, 0, 0, 1)
    assert g.coins[0] == 0
    assert g.grids[0].get(0, 1) == WATER
    assert g.card == FARMLAND and g.fallback


def test_the_fallback_may_go_on_any_empty_space_but_not_a_filled_one():
    g = game([GREAT_RIVER], [HOLES])
    for r, c in ((0, 1), (2, 4), (7, 7), (10, 10)):
        assert g.why_not(0, 0, r, c) is None
    assert g.why_not(0, 0, 0, 0) == "The shape cannot cover a filled space."


def test_a_full_map_skips_the_players_turn():
    full = HOLES.replace(".", "f")
    g = game([GREAT_RIVER], [full, BLANK], players=2)
    assert g.kind == PLACE and g.target == 1 and g.actor == 1


def test_a_shape_fitting_in_one_orientation_only_is_offered_not_the_fallback():
    # A single 1x3 vertical slot: the 3-line fits only upright.
    m = HOLES.replace("f.f", "fff").split("\n")
    for r in (4, 5, 6):
        m[r] = "fffff.fffff"
    g = game([GREAT_RIVER], ["\n".join(m)])
    assert not g.fallback
    assert g.why_not(0, orient(0x111, 0x111), 4, 5) is None
    assert g.why_not(0, orient(0x111, 0x7), 4, 4) is not None


@pytest.mark.parametrize("amb,clockwise", [(BUGBEAR, True), (GOBLIN, False)])
def test_seats_are_clockwise_and_the_neighbour_draws_the_monster(amb, clockwise):
    """Rules decision 1: a clockwise arrow passes map p to player p + 1, who
    draws the monster on it; counter-clockwise to p - 1."""
    g = game([amb, GREAT_RIVER], [BLANK] * 4, players=4)
    seen = []
    while g.card == amb:
        assert g.kind == PLACE
        seen.append((g.target, g.actor))
        g.place(0, 0, 0, 0)
    step = 1 if clockwise else -1
    assert seen == [(p, (p + step) % 4) for p in range(4)]
    for p in range(4):
        assert g.grids[p].get(0, 0) == MONSTER


def test_every_player_explores_in_seat_order_on_their_own_map():
    g = game([GREAT_RIVER], [BLANK] * 3, players=3)
    for p in range(3):
        assert (g.kind, g.actor, g.target) == (PLACE, p, p)
        g.place(0, 0, p, p)
    for p in range(3):
        assert g.grids[p].get(p, p) == WATER


def test_a_season_ends_when_the_time_meets_the_threshold():
    # 2 + 2 + 2 + 1 = 7 < 8; the revealed Farmland makes 8 and spring is
    # scored once it is drawn.
    g = game([HINTERLAND_STREAM, HOMESTEAD, ORCHARD, GREAT_RIVER, FARMLAND,
              HAMLET], [BLANK])
    spots = [(0, 0), (0, 4), (0, 7), (4, 0)]
    for r, c in spots:
        g.place(0, 0, r, c)
        assert g.season == 0
        assert not [e for e in g.events if e[0] == EV_SCORED]
    assert g.time == 8 and g.card == FARMLAND
    g.place(0, 0, 8, 0)
    assert (EV_SCORED, 0) in g.events
    assert g.season == 1 and g.time <= 2


def test_a_game_is_over_after_the_fourth_season():
    from engine import bot
    g = Game(players=2, seed=5, edicts=EDICTS)
    scored = []
    while g.kind != OVER:
        g.act(bot.choose(g))
        scored += [e[1] for e in g.events if e[0] == EV_SCORED]
    assert scored == [0, 1, 2, 3]
    with pytest.raises(IllegalAction):
        g.place(0, 0, 0, 0)


def illegal_cases():
    g = game([GREAT_RIVER, FARMLAND], [rows("...........", "...^.R.....")])
    yield g, (PLACE, 0, 0, 9, 0), "The shape must stay on the map."
    yield g, (PLACE, 0, 1, 0, 9), "The shape must stay on the map."
    yield g, (PLACE, 0, 0, -1, 0), "The shape must stay on the map."
    yield g, (PLACE, 0, 0, 0, 3), "The shape cannot cover a filled space."
    yield g, (PLACE, 2, 0, 0, 0), "Choose one of the offered shapes."
    yield g, (PLACE, -1, 0, 0, 0), "Choose one of the offered shapes."
    yield g, (PLACE, 0, 2, 0, 0), "That orientation does not exist."
    yield g, (DESTROY, 0, 0), "Nothing is to be destroyed now."
    yield g, (PLACE, 0, 0, 0), None
    yield g, (9, 0, 0), None
    yield g, [PLACE, 0, 0, 0, 0], None
    yield g, (PLACE, 0, 0, 0.5, 0), None
    yield g, (), None


@pytest.mark.parametrize("case", range(13))
def test_illegal_actions_raise_with_a_sentence_and_change_nothing(case):
    """Rules decision 10: IllegalAction with a sentence; nothing changes."""
    g, action, message = list(illegal_cases())[case]
    before = g.to_bytes()
    with pytest.raises(IllegalAction) as err:
        g.act(action)
    assert str(err.value).endswith(".")
    if message:
        assert str(err.value) == message
        if action[0] == PLACE:
            assert g.why_not(*action[1:]) == message
    assert g.to_bytes() == before
    assert g.kind == PLACE and g.card == GREAT_RIVER


def test_why_not_is_none_exactly_for_placements_that_succeed():
    g = game([GREAT_RIVER], [rows("...........", "...^.R.....")])
    for choice in range(len(g.choices)):
        for o in range(len(g.orientations(choice))):
            for r in (-1, 0, 1, 9, 10):
                for c in (-1, 0, 2, 3, 9, 10):
                    why = g.why_not(choice, o, r, c)
                    trial = restore.load(g.to_bytes())
                    if why is None:
                        trial.place(choice, o, r, c)
                    else:
                        with pytest.raises(IllegalAction):
                            trial.place(choice, o, r, c)


def test_events_hold_what_the_last_action_caused_only():
    g = game([GREAT_RIVER, FARMLAND, HAMLET], [BLANK])
    g.place(0, 0, 0, 0)
    assert g.events == [(EV_COINS, 0, 1, COIN_SHAPE), (EV_REVEAL, FARMLAND)]
    g.place(1, 0, 4, 4)
    assert g.events == [(EV_REVEAL, HAMLET)]


def test_card_names_and_times_are_those_of_the_printed_cards():
    assert cards.name(GREAT_RIVER) == "Great River"
    assert cards.name(RIFT_LANDS) == "Rift Lands"
    assert cards.name(GOBLIN) == "Goblin Attack"
    assert cards.name(36) == "Dobrik of Lorkheim"
    assert [cards.time(c) for c in range(2, 13)] == [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 0]

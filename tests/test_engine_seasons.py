"""Seasons: thresholds, edict pairs, the season score and its parts, the
reshuffle between seasons, the ranking's tie-break and the solo title."""
import pytest

from engine import bot, cards, scoring, textmap
from engine.game import EV_SCORED, OVER, PLACE, Game, preset

BLANK = "\n".join(["..........."] * 11)
SPRING = [6, 7, 8, 9]   # Hinterland Stream, Homestead, Orchard, Treetop Village: time 8
SPRING_SPOTS = [(8, 0), (8, 4), (8, 7), (5, 0)]


def game(deck, maps, players=1, **kw):
    kw.setdefault("edicts", (0, 4, 8, 12))
    return Game(players=players, deck=deck,
                maps=[textmap.parse(m) for m in maps], **kw)


def season_lengths(content, seed, players=1):
    """Per scored season: (time when scored, time of its last card)."""
    g = Game(**preset(content, players, seed))
    out = []
    while g.kind != OVER:
        t = g.time
        last = cards.time(g.card)
        g.act(bot.choose(g))
        if [e for e in g.events if e[0] == EV_SCORED]:
            out.append((t, last))
    return g, out


@pytest.mark.parametrize("content,seasons", [("base", 0), ("heroes", 1)])
def test_a_season_ends_with_the_card_that_meets_its_threshold(content, seasons):
    thresholds = {0: (8, 8, 7, 6), 1: (8, 7, 7, 6)}[seasons]
    for seed in (1, 2, 3):
        g, lengths = season_lengths(content, seed)
        assert g.seasons == seasons
        assert len(lengths) == 4
        for (t, last), need in zip(lengths, thresholds):
            assert t >= need > t - last


def test_base_thresholds_are_8_8_7_6():
    """Rules decision 8; cards.md §7 (sources disagree: [S-K] uses 7/7/6/5,
    the rules pages and 8+ code sources 8/8/7/6)."""
    assert tuple(cards.THRESHOLDS[0]) == (8, 8, 7, 6)
    g = Game(seasons=0)
    got = []
    for s in range(4):
        g.season = s
        got.append(g.threshold())
    assert got == [8, 8, 7, 6]


def test_heroes_thresholds_are_8_7_7_6():
    """Rules decision 8; cards.md §7: the Heroes thresholds 8/7/7/6 come from
    4 code sources (the rulebook excerpts do not print them), where the base
    game has 8/8/7/6."""
    assert tuple(cards.THRESHOLDS[1]) == (8, 7, 7, 6)
    g = Game(seasons=1, explore=1)
    got = []
    for s in range(4):
        g.season = s
        got.append(g.threshold())
    assert got == [8, 7, 7, 6]


def test_each_season_scores_its_edict_pair_coins_and_monsters():
    """Rules decision 8: edicts A+B, B+C, C+D, D+A; season score = edict 1 +
    edict 2 + coins - monster penalty. Compared with the map right after
    each scoring (the base game has no effects that change it)."""
    g = Game(**preset("base", 2, 7))
    seen = 0
    while g.kind != OVER:
        g.act(bot.choose(g))
        for e in g.events:
            if e[0] != EV_SCORED:
                continue
            s = e[1]
            seen += 1
            for p in range(2):
                grid = g.grids[p]
                a = scoring.score(g.edicts[s], grid)
                b = scoring.score(g.edicts[(s + 1) % 4], grid)
                m = scoring.monster_penalty(grid)
                assert g.scores(p)[s] == (a, b, g.coins[p], m, a + b + g.coins[p] - m)
    assert seen == 4
    for p in range(2):
        assert g.total(p) == sum(row[4] for row in g.scores(p))
        assert g.monster_loss(p) == sum(row[3] for row in g.scores(p))


def test_the_monster_penalty_counts_each_empty_space_once():
    """Rules decision 8: empty spaces next to a surviving monster, each
    counted once: (0,1) touches both monsters; (1,0), (1,2), (0,3) one
    each."""
    m = "\n".join(["m.m........"] + ["..........."] * 10)
    g = game(SPRING, [m])
    g.coins[0] = 2
    for r, c in SPRING_SPOTS:
        g.place(0, 0, r, c)
    e1, e2, coins, monsters, total = g.scores(0)[0]
    assert (coins, monsters) == (2, 4)
    assert total == e1 + e2 + 2 - 4


def test_a_new_season_reshuffles_explore_cards_with_unrevealed_ambushes_and_the_next_ones():
    """Rules decision 8: a new season shuffles all explore and ruins cards
    with the unrevealed ambush and hero cards, plus the next ambush and the
    next hero; revealed ambushes and heroes leave the game."""
    both = 0
    for seed in range(8):
        g = Game(players=1, heroes=True, ambushes=0xFF, seed=seed,
                 edicts=(0, 4, 8, 12))
        while g.kind != OVER:
            season = g.season
            left = [c for c in g.deck if c >= cards.FIRST_AMBUSH]
            gone = [c for c in g.revealed if c >= cards.FIRST_AMBUSH]
            extra = g.ambush_deck[-1:] + g.hero_deck[-1:]
            g.act(bot.choose(g))
            if g.season == season or g.kind == OVER:
                continue
            in_play = sorted(g.revealed + g.deck)
            assert in_play == sorted(list(range(13)) + left + extra)
            assert not set(gone) & set(in_play + g.ambush_deck + g.hero_deck)
            both += bool(left and gone)
    assert both  # some season had both a revealed and an unrevealed special card


def test_the_mixed_heroes_deck_holds_the_heroes_cards_and_both_ruins():
    g = Game(explore=1, ruins=True, heroes=False, ambushes=0, seed=3)
    assert sorted(g.revealed + g.deck) == [0, 1] + list(range(13, 24))
    g = Game(explore=0, ruins=False, ambushes=0, seed=3)
    assert sorted(g.revealed + g.deck) == list(range(2, 13))


def set_season(g, p, s, e1, e2, coins, monsters):
    """Write one season's score parts (engine.game keeps them in ``table``,
    16 per player, 4 per season)."""
    i = p * 16 + s * 4
    for k, v in enumerate((e1, e2, coins, monsters)):
        g.table[i + k] = v
    assert g.scores(p)[s] == (e1, e2, coins, monsters, e1 + e2 + coins - monsters)


def test_ranking_ties_go_to_fewer_stars_lost_to_monsters_then_share_the_place():
    """Rules decision 9: most stars; a tie goes to fewer stars lost to
    monsters over the 4 seasons; further ties share the place."""
    g = Game(players=4, edicts=(0, 4, 8, 12))
    set_season(g, 0, 0, 30, 25, 0, 5)   # 50, lost 5
    set_season(g, 1, 1, 20, 30, 3, 1)   # 52 - 2 = 50 over two seasons, lost 3
    set_season(g, 1, 2, 0, 0, 0, 2)
    set_season(g, 2, 3, 30, 30, 0, 0)   # 60
    set_season(g, 3, 0, 25, 25, 3, 3)   # 50, lost 3
    assert [g.total(p) for p in range(4)] == [50, 50, 60, 50]
    assert [g.monster_loss(p) for p in range(4)] == [5, 3, 0, 3]
    assert g.ranking() == [(1, 2, 60, 0), (2, 1, 50, 3), (2, 3, 50, 3), (4, 0, 50, 5)]


@pytest.mark.parametrize("rating,title", [
    (100, "Legendary Cartographer"), (30, "Legendary Cartographer"),
    (29, "Master Mapsmith"), (20, "Master Mapsmith"),
    (19, "Journeyman Topographer"), (10, "Journeyman Topographer"),
    (9, "Apprentice Surveyor"), (0, "Apprentice Surveyor"),
    (-1, "Amateur Assessor"), (-5, "Amateur Assessor"),
    (-6, "Inept Assistant"), (-10, "Inept Assistant"),
    (-11, "Dimwitted Doodler"), (-20, "Dimwitted Doodler"),
    (-21, "Oblivious Inkdrinker"), (-30, "Oblivious Inkdrinker"),
    (-31, "Oblivious Inkdrinker"), (-200, "Oblivious Inkdrinker"),
])
def test_the_solo_title_is_the_highest_threshold_met(rating, title):
    """Rules decision 9: below -30 is also Oblivious Inkdrinker."""
    assert english_title(rating) == title
    rank = cards.solo_rank(rating)  # the UI's key for the title in its language
    assert rank == TITLE_ORDER.index(title)


TITLE_ORDER = ["Legendary Cartographer", "Master Mapsmith", "Journeyman Topographer",
               "Apprentice Surveyor", "Amateur Assessor", "Inept Assistant",
               "Dimwitted Doodler", "Oblivious Inkdrinker"]


def test_the_solo_rating_is_the_total_minus_the_edicts_solo_numbers():
    """cards.md §8.1: Sentinel Wood 25, Canal Lake 24, Wildholds 16,
    Borderlands 24 (89 in all)."""
    g = Game(players=1, edicts=(0, 4, 8, 12), seed=4)
    while g.kind != OVER:
        g.act(bot.choose(g))
    assert [scoring.SOLO[c] for c in g.edicts] == [25, 24, 16, 24]
    rating, title = g.solo_rating()
    assert rating == g.total(0) - 89
    assert title == english_title(rating)


def test_the_solo_numbers_of_the_scoring_cards():
    """cards.md §8.1 and §8.2, by name."""
    by_name = dict(zip(scoring.NAMES, scoring.SOLO))
    assert by_name == {
        "Sentinel Wood": 25, "Greenbough": 22, "Treetower": 17,
        "Stoneside Forest": 18, "Canal Lake": 24, "Mages Valley": 22,
        "The Golden Granary": 20, "Shoreside Expanse": 27, "Wildholds": 16,
        "Great City": 16, "Greengold Plains": 21, "Shieldgate": 20,
        "Borderlands": 24, "Lost Barony": 24, "The Broken Road": 24,
        "The Cauldrons": 20, "Faunlost Thicket": 16, "Deepwood": 18,
        "Heart of the Forest": 22, "Sleepy Valley": 24, "Craylund": 12,
        "Ulem's Wallow": 14, "Clawsgrave Peaks": 15, "Jorekburg": 18,
        "Traylo Monastery": 14, "Outer Enclave": 12, "Gnomish Colony": 12,
        "Caravansary": 16, "Dwarvenholds": 28, "Silos": 30,
        "Banded Hills": 28, "Starlit Sigil": 30,
    }


def test_the_first_decision_of_every_preset_is_a_placement():
    for content in ("base", "heroes", "mixed"):
        for players in (1, 3):
            g = Game(**preset(content, players, 11))
            assert g.kind == PLACE and g.season == 0


@pytest.mark.parametrize("content", ["base", "heroes", "mixed"])
def test_setup_draws_one_scoring_card_of_each_category(content):
    """Setup: one forest, one farm/water, one village and one spatial/general
    card (cards.md §8; ids 0-15 base, 16-31 Heroes, four per category)."""
    pools = {"base": range(16), "heroes": range(16, 32), "mixed": range(32)}
    orders = set()
    for seed in range(12):
        g = Game(**preset(content, 1, seed))
        assert sorted(c % 16 // 4 for c in g.edicts) == [0, 1, 2, 3]
        assert set(g.edicts) <= set(pools[content])
        orders.add(tuple(c % 16 // 4 for c in g.edicts))
    assert len(orders) > 1  # the categories are dealt to edicts A-D in random order


def test_a_pool_without_a_category_is_refused():
    with pytest.raises(ValueError):
        Game(pool=bytes(range(12)))


def test_a_stacked_ambush_or_hero_is_not_dealt_again():
    """A stacked first season deals its ambush and hero cards once: they are
    not left in the ambush/hero decks, so no Heroes effect can be revealed
    (and resolve) twice; the replaced deck takes no card from those decks."""
    g = Game(players=1, deck=[29, 36, 6, 7, 8, 9], ambushes=0xF0, heroes=True,
             seed=2, edicts=(0, 4, 8, 12))
    assert 29 not in g.ambush_deck and 36 not in g.hero_deck
    assert sorted(g.ambush_deck) == [28, 30, 31]
    assert sorted(g.hero_deck) == [37, 38, 39]
    while g.kind != OVER:
        g.act(bot.choose(g))
    assert g.effects[0] == 29
    assert sorted(g.effects) == sorted(set(g.effects))


def english_title(rating):
    """Queen Gimnax's title for ``rating`` in English (engine.cards' names)."""
    return cards.name(cards.COUNT + cards.solo_rank(rating))

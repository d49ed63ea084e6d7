"""Property tests over whole games played by a seeded random legal player
(and the bot): no overlap, fills never disappear, coins stay within the
track and never drop, season scores add up, determinism, and every pending
decision has a legal action."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import bot, restore, scoring, shapes
from engine.game import DESTROY, EV_REVEAL, EV_SCORED, OVER, PLACE, Game, IllegalAction, preset
from engine.terrain import DESTROYED, EMPTY, HERO

RANDOM_GAMES = settings(max_examples=50, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow])
REPLAYS = settings(max_examples=25, deadline=None,
                   suppress_health_check=[HealthCheck.too_slow])
contents = st.sampled_from(["base", "heroes", "mixed"])


def legal_actions(g, rnd):
    """Every legal action for one randomly ordered (choice, orientation)
    that has any, or every destroyable space; [] if there is none at all."""
    if g.kind == DESTROY:
        return [(DESTROY, r, c) for r in range(11) for c in range(11)
                if g.can_destroy(r, c)]
    grid = g.grids[g.target]
    pairs = [(ci, oi) for ci in range(len(g.choices))
             for oi in range(len(g.orientations(ci)))]
    rnd.shuffle(pairs)
    for ci, oi in pairs:
        if g.choices[ci][1] == HERO:
            spots = [(r, c) for r in range(11) for c in range(11)
                     if not grid.is_filled(r, c)]
        else:
            v = g.orientations(ci)[oi]
            need = grid.ruins if g.need_ruins else None
            spots = []
            p = shapes.find(grid.filled, v, need)
            while p >= 0:
                spots.append(divmod(p, 11))
                p = shapes.find(grid.filled, v, need, p + 1)
        if spots:
            return [(PLACE, ci, oi, r, c) for r, c in spots]
    return []


def terrain(g):
    buf = bytearray(121)
    return [bytes(grid.unpack(buf)) for grid in g.grids]


def drawn_cells(g, action):
    """The spaces a PLACE action draws on, from the decision before it."""
    if action[0] != PLACE:
        return []
    _, ci, oi, r, c = action
    if g.choices[ci][1] == HERO:
        return [(r, c)]
    v = g.orientations(ci)[oi]
    return [(r + dr, c + dc) for dr, dc in shapes.cells(v)]


def act_and_check(g, action):
    """Take a legal action and check the invariants across it."""
    if action[0] == PLACE:
        assert g.why_not(*action[1:]) is None
    else:
        assert g.can_destroy(action[1], action[2])
    before = terrain(g)
    coins = bytes(g.coins)
    target = g.target
    cells = drawn_cells(g, action)
    g.act(action)
    after = terrain(g)
    for p in range(g.n):
        for i in range(121):
            if before[p][i] != EMPTY:  # fills never disappear
                assert after[p][i] in (before[p][i], DESTROYED)
        assert coins[p] <= g.coins[p] <= 14
    for y, x in cells:  # no overlap: every drawn space was empty
        assert before[target][y * 11 + x] == EMPTY
        assert after[target][y * 11 + x] != EMPTY


def check_scoring(g):
    """A season row equals the edicts, coins and penalty of the map it was
    scored on: checked when nothing changed the maps after the scoring in
    the same action (no effects, no solo ambush of the next season)."""
    events = g.events
    for i, e in enumerate(events):
        if e[0] != EV_SCORED:
            continue
        if [x for x in events[i + 1:] if x[0] != EV_REVEAL] or g.kind == DESTROY:
            return False
        s = e[1]
        for p in range(g.n):
            grid = g.grids[p]
            a = scoring.score(g.edicts[s], grid)
            b = scoring.score(g.edicts[(s + 1) % 4], grid)
            m = scoring.monster_penalty(grid)
            assert g.scores(p)[s] == (a, b, g.coins[p], m, a + b + g.coins[p] - m)
        return True
    return False


def play_random(g, rnd, on_step=None):
    """Play ``g`` to the end with random legal actions; returns the actions."""
    actions = []
    while g.kind != OVER:
        options = legal_actions(g, rnd)
        assert options, "a pending decision without a legal action"
        action = rnd.choice(options)
        act_and_check(g, action)
        if on_step:
            on_step(g)
        actions.append(action)
    return actions


@RANDOM_GAMES
@given(contents, st.integers(1, 8), st.integers(0, 2**30 - 1), st.integers(0, 2**32))
def test_random_games_keep_the_invariants(content, players, seed, player_seed):
    g = Game(**preset(content, players, seed))
    reveals = [[e[1] for e in g.events if e[0] == EV_REVEAL]]

    def on_step(g):
        check_scoring(g)
        for e in g.events:
            if e[0] == EV_SCORED:
                reveals.append([])
            elif e[0] == EV_REVEAL:
                reveals[-1].append(e[1])

    play_random(g, random.Random(player_seed), on_step)
    assert len(reveals) == 5 and not reveals[4]
    for season in reveals[:4]:  # no card twice in a season
        assert len(season) == len(set(season))
    specials = [c for season in reveals for c in season if c >= 24]
    assert len(specials) == len(set(specials))  # ambushes and heroes once a game
    assert len([c for c in specials if c < 36]) <= 4
    for p in range(players):
        rows = g.scores(p)
        assert g.total(p) == sum(row[4] for row in rows)
        for e1, e2, coins, monsters, total in rows:
            assert total == e1 + e2 + coins - monsters
            assert 0 <= coins <= 14 and monsters >= 0
        assert [row[2] for row in rows] == sorted(row[2] for row in rows)
    ranking = g.ranking()
    assert sorted(x[1] for x in ranking) == list(range(players))
    assert [(-x[2], x[3]) for x in ranking] == sorted((-x[2], x[3]) for x in ranking)


@REPLAYS
@given(contents, st.integers(1, 4), st.integers(0, 2**30 - 1), st.integers(0, 2**32))
def test_the_same_seed_and_actions_give_the_same_game(content, players, seed, player_seed):
    g = Game(**preset(content, players, seed))
    actions = play_random(g, random.Random(player_seed))
    h = Game(**preset(content, players, seed))
    twin = Game(**preset(content, players, seed))
    assert h.to_bytes() == twin.to_bytes()
    for action in actions:
        h.act(action)
        twin.act(action)
        assert h.to_bytes() == twin.to_bytes()
    assert h.to_bytes() == g.to_bytes()


@REPLAYS
@given(contents, st.integers(1, 4), st.integers(0, 2**30 - 1))
def test_bot_games_are_legal_and_saves_resume_them_identically(content, players, seed):
    g = Game(**preset(content, players, seed))
    step = 0
    while g.kind != OVER:
        act_and_check(g, bot.choose(g))
        step += 1
        if step % 7 == 0:
            data = g.to_bytes()
            g = restore.load(data)
            assert g.to_bytes() == data


def predicted_legal(g, action):
    if action[0] == PLACE and len(action) == 5:
        return g.kind == PLACE and g.why_not(*action[1:]) is None
    if action[0] == DESTROY and len(action) == 3:
        return g.kind == DESTROY and g.can_destroy(action[1], action[2])
    return False


@REPLAYS
@given(contents, st.integers(1, 3), st.integers(0, 2**30 - 1), st.integers(0, 2**32))
def test_junk_actions_are_refused_unchanged_or_were_legal(content, players, seed, player_seed):
    """Rules decision 10 over whole games: any action tuple is either legal
    (and taken) or refused with IllegalAction, changing nothing."""
    rnd = random.Random(player_seed)
    g = Game(**preset(content, players, seed))
    while g.kind != OVER:
        for _ in range(4):
            size = rnd.choice((1, 3, 5, 5, 5, 6))
            junk = tuple([rnd.choice((PLACE, DESTROY, 0, 9))] +
                         [rnd.randint(-2, 12) for _ in range(size - 1)])
            legal = predicted_legal(g, junk)
            data = g.to_bytes()
            try:
                g.act(junk)
            except IllegalAction as err:
                assert not legal and str(err) and g.to_bytes() == data
            else:
                assert legal
        if g.kind != OVER:
            act_and_check(g, rnd.choice(legal_actions(g, rnd)))

"""A solo ambush the rules drew with a move but the map has not told yet:
the map and the HUD as they were before it (``carto_ui.play``)."""
# Loaded only when a move drew a solo ambush: its 448 bytes stayed in
# ``carto_ui.play`` all game, and the hint and guided games then needed
# 120 KiB rather than 119 (CircuitPython VM, .mpy, PyBadge profile).
from carto_ui.hud import COINS, score
from engine import cards
from engine import game as rules
from engine.terrain import EMPTY


def tell(play, own):
    """After a move that drew a solo ambush: add to ``own`` (the move's
    news) the sentences telling this season's ambushes, when the map stops
    after the move (news of its own, or the season's end); they are told
    there, before the season's end, not after the next press. Sets
    ``play.held``: the monsters arrive on the map as they are told, the
    next season's after its scores. Returns how many of the game's events
    were told so (``app.news_told``)."""
    g = play.app.game
    events = g.events
    seen = 0  # the events up to this season's last solo ambush
    first = -1
    later = -1  # the next season's first, drawn after the scores
    scored = False
    for i in range(len(events)):
        k = events[i][0]
        if k == rules.EV_SCORED:
            scored = True
        elif k == rules.EV_SOLO:
            if not scored:
                seen = i + 1
                if first < 0:
                    first = i
            elif later < 0:
                later = i
    told = 0
    left = -1  # messages left when the first is told
    if seen and (own or scored):
        from carto_ui.news import messages

        told = seen
        own += messages(g, events[:told], play.target, False, True)
        left = 1  # its card's reveal, then one sentence a reveal or ambush
        for i in range(first, told):
            if events[i][0] == rules.EV_REVEAL or events[i][0] == rules.EV_SOLO:
                left += 1
    play.held = (left, later)
    return told


def hold(play, since):
    """Show ``play``'s map and HUD as they were before the solo ambushes
    drawn from the game's event ``since`` on (-1: as they are); the spaces
    let go arrive, and blink in (``MapView.draw``)."""
    g = play.app.game
    if since < 0:
        play.map.draw(play.grid)
        play.preview.base(g, play.target)
        return
    rows = [0] * 11
    coins = g.coins[play.target]
    events = g.events
    for i in range(since, len(events)):
        ev = events[i]
        if ev[0] == rules.EV_SOLO and ev[2] >= 0:
            v = cards.ambush(ev[1])[1]  # drawn unrotated (engine.flow)
            r = ev[2]
            while v:
                rows[r] |= (v & 15) << ev[3]
                v >>= 4
                r += 1
        elif ev[0] == rules.EV_COINS and ev[1] == play.target:
            coins -= ev[2]  # a mountain the monsters surrounded
    play.map.draw(play.grid, rows)
    # The HUD scores the map without them, on the preview's scratch grid.
    pv = play.preview
    mine = pv.grid
    mine.copy_from(play.grid)
    for r in range(11):
        row = rows[r]
        c = 0
        while row:
            if row & 1:
                mine.set(r, c, EMPTY)
                mine.set_tag(r, c, 0)
            row >>= 1
            c += 1
    score(g, mine, coins, pv.now)
    pv.then[COINS] = -1  # not this grid's: ``Preview.base`` scores anew
    pv.shown = False

"""A solo ambush the rules drew with a move but the map has not told yet:
the map and the HUD as they were before it (``carto_ui.play``)."""
# Loaded only when a move drew a solo ambush and the map stops after it, or
# a new map's news tells one after another sentence (forgotten before the
# next move: ``unload.MOVE``). Kept in
# ``carto_ui.play`` and the HUD, this code cost 752 bytes all game.
from carto_ui.hud import COINS, score
from engine import cards, shapes
from engine import game as rules
from engine.terrain import EMPTY


def tell(play, own):
    """After a move that drew a solo ambush, where the map stops (news of
    its own, or the season's end): add to ``own`` (the move's news) the
    sentences telling this season's ambushes; they are told there, before
    the season's end, not after the next press. Sets
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
    if seen:
        from carto_ui.news import messages

        told = seen
        own += messages(g, events[:told], play.target, False, True)
        left = 1  # its card's reveal, then one sentence a reveal or ambush
        for i in range(first, told):
            if events[i][0] == rules.EV_REVEAL or events[i][0] == rules.EV_SOLO:
                left += 1
    play.held = (left, later)
    return told


def untold(play):
    """A new map's news (``play.messages``) telling a solo ambush after
    other sentences (a ruins card revealed before it): its monsters stay
    off the map and the HUD (``hold``) until its card's sentence is shown,
    as after a move (``tell``). Returns False when nothing is held (the
    ambush comes first: it arrives with its sentence)."""
    g = play.app.game
    events = g.events
    said = play.messages
    k = len(said)
    first = -1
    # The news ends with a sentence for each card revealed and each solo
    # ambush, in order (each names its card): matched from the last one back.
    for i in range(len(events) - 1, -1, -1):
        ev = events[i]
        if ev[0] != rules.EV_REVEAL and ev[0] != rules.EV_SOLO:
            continue
        k -= 1
        if k < 0 or cards.name(ev[1]) not in said[k]:
            break
        if ev[0] == rules.EV_SOLO:
            first = i
            before = k - 1  # sentences before its card's ("Ambush! ...")
    if first < 0 or before <= 0:
        return False
    play.held = (len(said) - before, -1)
    hold(play, first)
    return True


def hold(play, since):
    """Show ``play``'s map and HUD as they were before the solo ambushes
    drawn from the game's event ``since`` on (-1: as they are); the spaces
    let go arrive, and blink in (``MapView.draw``)."""
    g = play.app.game
    if since < 0:
        play.map.draw(play.grid)
        play.preview.base(g, play.target)
        return
    # The map shows, and the HUD scores, the game's map without them: the
    # preview's scratch grid. Drawn as the map the view shows (its
    # ``grid``), what else the move changed blinks in now, and they blink in
    # when the game's map is drawn again (``MapView.draw``).
    pv = play.preview
    mine = pv.grid
    mine.copy_from(play.grid)
    coins = g.coins[play.target]
    events = g.events
    for i in range(since, len(events)):
        ev = events[i]
        if ev[0] == rules.EV_SOLO and ev[2] >= 0:
            for dr, dc in shapes.cells(cards.ambush(ev[1])[1]):  # drawn unrotated
                mine.set(ev[2] + dr, ev[3] + dc, EMPTY)
                mine.set_tag(ev[2] + dr, ev[3] + dc, 0)
        elif ev[0] == rules.EV_COINS and ev[1] == play.target:
            coins -= ev[2]  # a mountain the monsters surrounded
    view = play.map
    view.grid = mine
    view.draw(mine)
    view.grid = play.grid
    score(g, mine, coins, pv.now)
    pv.then[COINS] = -1  # not this grid's: ``Preview.base`` scores anew
    pv.shown = False

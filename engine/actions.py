"""The actions (place, destroy): their legality checks and what they draw."""
# What the fills cause is in ``engine.fill``; after an action the game moves
# on to the next decision (``engine.flow``).
from . import cards, fill, flow, shapes
from .cards import GORGON
from .decision import destroyer, hero_marks, orientations
from .grid import SIZE
from .phases import COIN_SHAPE, DESTROY, PH_AMBUSH, PLACE
from .terrain import HERO


class IllegalAction(ValueError):
    """An action that the rules do not allow now; nothing was changed."""


def why_not(game, choice, orient, r, c):
    """None if placing is legal now, else a sentence saying why."""
    if game.kind != PLACE:
        return "Nothing is to be placed now."
    if not 0 <= choice < len(game.choices):
        return "Choose one of the offered shapes."
    shape, terrain, _ = game.choices[choice]
    orients = orientations(game, choice)
    if not 0 <= orient < len(orients):
        return "That orientation does not exist."
    grid = game.grids[game.target]
    if terrain == HERO:
        if not (0 <= r < SIZE and 0 <= c < SIZE) or grid.is_filled(r, c):
            return "The hero must go on an empty space."
        return None
    v = orients[orient]
    h, w = shapes.size(v)
    if r < 0 or c < 0 or r + h > SIZE or c + w > SIZE:
        return "The shape must stay on the map."
    if (shapes.spread(grid.filled, v, r) >> c) & 1:
        return "The shape cannot cover a filled space."
    if game.need_ruins and not (shapes.spread(grid.ruins, v, r) >> c) & 1:
        return "The shape must cover an empty ruins space."
    return None


def can_destroy(game, r, c):
    if game.kind != DESTROY:
        return False
    from . import ambush  # loaded only by a Troll's or a Gorgon's decision

    return ambush.can_destroy(game.grids[game.target], destroyer(game), r, c)


def place(game, choice, orient, r, c):
    act(game, (PLACE, choice, orient, r, c))


def destroy(game, r, c):
    act(game, (DESTROY, r, c))


def act(game, action):
    """Apply ``(PLACE, choice, orient, r, c)`` or ``(DESTROY, r, c)``."""
    if not isinstance(action, tuple) or not action or [
            x for x in action if not isinstance(x, int)]:
        raise IllegalAction(
            "An action is a tuple of ints such as (PLACE, choice, orient, r, c).")
    if action[0] == PLACE and len(action) == 5:
        why = why_not(game, action[1], action[2], action[3], action[4])
        if why:
            raise IllegalAction(why)
        game.events = []
        _draw(game, action[1], action[2], action[3], action[4])
    elif action[0] == DESTROY and len(action) == 3:
        if game.kind != DESTROY:
            raise IllegalAction("Nothing is to be destroyed now.")
        if not can_destroy(game, action[1], action[2]):
            raise IllegalAction("That space cannot be destroyed.")
        game.events = []
        fill.destroy(game, game.target, action[1], action[2])
        game.step += 1
        game.sub = 0
    else:
        raise IllegalAction("Unknown action.")
    flow.advance(game)


def _draw(game, choice, orient, r, c):
    """Draw a legal placement on the target's map."""
    shape, terrain, coin = game.choices[choice]
    p = game.target
    grid = game.grids[p]
    if terrain == HERO:
        fill.hero(game, p, hero_marks(game, orient, r, c), r, c)
        game.step += 1
        return
    v = orientations(game, choice)[orient]
    tag = 0
    if game.ph == PH_AMBUSH and not game.fallback:
        tag = cards.ambush(game.card)[4]
    fill.draw(game, p, v, r, c, terrain, tag)
    if coin:
        fill.gain_coins(game, p, 1, COIN_SHAPE)
    fill.after_fill(game, p)
    gaze = False
    if tag == GORGON:
        from . import ambush  # loaded only when a Gorgon is drawn

        gaze = ambush.any_destroyable(grid, GORGON)
    if gaze:
        game.sub = 1
    else:
        game.step += 1

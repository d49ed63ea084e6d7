"""The actions (place, destroy): their legality checks and what they draw."""
# What the fills cause is in ``engine.fill``; after an action the game moves
# on to the next decision (``engine.flow``). ``preview`` draws a placement
# as ``place`` would, but on a copy of the map, so that a UI can show what a
# move would bring without a second copy of the rules.
from . import cards, fill, flow, shapes
from .cards import GORGON
from .decision import destroyer, hero_marks, orientations
from .grid import SIZE
from .phases import COIN_SHAPE, DESTROY, EV_KILLED, PH_AMBUSH, PLACE
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


def preview(game, choice, orient, r, c, grid):
    """Draw the legal placement ``(choice, orient, r, c)`` on ``grid``, made
    a copy of the target's map first, as ``place`` would draw it there;
    returns the coins the target would have after it. Changes nothing of
    the game and allocates no grid: ``grid`` is the caller's to reuse."""
    p = game.target
    grid.copy_from(game.grids[p])
    _paint(game, choice, orient, r, c, grid)
    return fill.coins_with(game, p, grid, game.choices[choice][2])


def _paint(game, choice, orient, r, c, grid):
    """Draw a legal placement on ``grid``, the target's map or a copy of it:
    a hero and its marks, or a shape; returns how many monsters it
    destroyed."""
    _, terrain, _ = game.choices[choice]
    if terrain == HERO:
        return fill.hero(grid, hero_marks(game, orient, r, c), r, c)
    tag = 0  # an ambush's monsters are tagged with it (the 1x1 fallback's not)
    if game.ph == PH_AMBUSH and not game.fallback:
        tag = cards.ambush(game.card)[4]
    return fill.paint(grid, orientations(game, choice)[orient], r, c, terrain, tag)


def _draw(game, choice, orient, r, c):
    """Draw a legal placement on the target's map."""
    coin = game.choices[choice][2]
    p = game.target
    grid = game.grids[p]
    killed = _paint(game, choice, orient, r, c, grid)
    if killed:
        game.events.append((EV_KILLED, p, killed))
    if coin:
        fill.gain_coins(game, p, 1, COIN_SHAPE)
    fill.after_fill(game, p)
    # The Gorgon's own monsters drawn: its gaze destroys a space next, if one may be.
    if (game.ph == PH_AMBUSH and not game.fallback
            and cards.ambush(game.card)[4] == GORGON):
        from . import ambush  # loaded only when a Gorgon is drawn

        if ambush.any_destroyable(grid, GORGON):
            game.sub = 1  # its gaze: a space to destroy
            return
    game.step += 1

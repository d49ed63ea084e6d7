"""Lists what the pending decision allows."""
# Every legal placement of a choice and orientation, every space that may be
# destroyed, or all legal actions at once (what a fuzzer, a tutorial or a
# hint button needs).
from . import shapes
from .grid import SIZE
from .phases import DESTROY, PLACE
from .terrain import HERO


def positions(game, choice, orient):
    """Top-left (r, c) of every legal placement of ``choice`` in
    orientation ``orient``, row by row."""
    out = []
    if game.kind != PLACE:
        return out
    grid = game.grids[game.target]
    if game.choices[choice][1] == HERO:
        for i in range(SIZE * SIZE):
            if not grid.is_filled(i // SIZE, i % SIZE):
                out.append((i // SIZE, i % SIZE))
        return out
    v = game.orientations(choice)[orient]
    need = grid.ruins if game.need_ruins else None
    p = shapes.find(grid.filled, v, need)
    while p >= 0:
        out.append((p // SIZE, p % SIZE))
        p = shapes.find(grid.filled, v, need, p + 1)
    return out


def destroyable(game):
    """Every (r, c) that ``game.destroy`` accepts now."""
    out = []
    if game.kind == DESTROY:
        for i in range(SIZE * SIZE):
            if game.can_destroy(i // SIZE, i % SIZE):
                out.append((i // SIZE, i % SIZE))
    return out


def actions(game):
    """Every legal action tuple for the pending decision."""
    if game.kind == DESTROY:
        return [(DESTROY, r, c) for r, c in destroyable(game)]
    out = []
    if game.kind == PLACE:
        for ci in range(len(game.choices)):
            for oi in range(len(game.orientations(ci))):
                for r, c in positions(game, ci, oi):
                    out.append((PLACE, ci, oi, r, c))
    return out

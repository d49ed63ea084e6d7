"""The 32 scoring cards and the monster penalty."""
# A card is its index 0..31 in ``NAMES`` (0-15 base game, 16-31 Heroes), in
# the order of the glossary of the English online rules. The readings chosen
# where the card texts are ambiguous are listed in docs/rules-notes.md.
import sys

from . import const, scoring_rows
from . import scoring_base as base
from .scoring_base import hl, label, pick, prepare

_SIZE = const(11)

NAMES = (
    "Sentinel Wood", "Treetower", "Greenbough", "Stoneside Forest",
    "Canal Lake", "The Golden Granary", "Mages Valley", "Shoreside Expanse",
    "Wildholds", "Greengold Plains", "Great City", "Shieldgate",
    "Borderlands", "The Broken Road", "Lost Barony", "The Cauldrons",
    "Faunlost Thicket", "Deepwood", "Heart of the Forest", "Sleepy Valley",
    "Craylund", "Ulem's Wallow", "Clawsgrave Peaks", "Jorekburg",
    "Traylo Monastery", "Outer Enclave", "Gnomish Colony", "Caravansary",
    "Dwarvenholds", "Silos", "Banded Hills", "Starlit Sigil",
)

# The number in each card's lower corner, subtracted in solo play: 25 17 22
# 18 24 20 22 27 16 21 16 20 24 24 24 20, then 16 18 22 24 12 14 15 18 14 12
# 12 16 28 30 28 30. Tables are bytes literals: a tuple constant (even one
# passed to bytes()) stays in the heap as long as the module.
SOLO = (
    b"\x19\x11\x16\x12\x18\x14\x16\x1b\x10\x15\x10\x14\x18\x18\x18\x14"
    b"\x10\x12\x16\x18\x0c\x0e\x0f\x12\x0e\x0c\x0c\x10\x1c\x1e\x1c\x1e"
)

# 0 forest, 1 farm and water, 2 village, 3 spatial (base) / general (Heroes).
CATEGORY = (b"\x00\x00\x00\x00\x01\x01\x01\x01\x02\x02\x02\x02\x03\x03\x03\x03"
            b"\x00\x00\x00\x00\x01\x01\x01\x01\x02\x02\x02\x02\x03\x03\x03\x03")

# The 32 cards' functions: ``engine.edictNN`` holds card NN's (``score``).
# A game imports only its four edicts' modules, when it is built or loaded
# (``use``), so the others' code never takes room in the heap; anything else
# scored (a rules tool, a test) imports its card's module on first use.
_held = [None] * 32  # card -> its scoring function, while held


def use(cards):
    """Hold the scoring functions of ``cards`` only, importing the modules
    of those not held: a game's four edicts, when it is built or loaded, so
    that no turn pays for an import. A function held stays held (a game
    loaded again, an undo, needs no import even if its module was
    forgotten); ``use(b"")`` holds none, so a forgotten module can go."""
    for card in range(32):
        if card not in cards:
            _held[card] = None
    for card in cards:
        if _held[card] is None:
            _load(card)


def _load(card):
    """Import card ``card``'s module and hold its scoring function."""
    name = "engine.edict%02d" % card
    __import__(name)
    f = _held[card] = sys.modules[name].score
    return f


def score(card, grid):
    """Reputation stars that card ``card`` (0..31) earns on ``grid``."""
    prepare(grid)
    f = _held[card]
    if f is None:
        f = _load(card)
    return f(grid)


def highlight(card, grid, out, add=False):
    """Set ``out[r * 11 + c]`` (a bytearray(121)) to 1 on each space that
    contributes to card ``card``'s score on ``grid``, 0 elsewhere (with
    ``add``, a space already set stays set: several cards' spaces at once).
    Returns the score."""
    base.marking = 1
    try:
        stars = score(card, grid)
    finally:
        base.marking = 0
    labelled = base.clusters
    i = 0
    for r in range(_SIZE):
        m = hl[r]
        for c in range(_SIZE):
            v = (m >> c) & 1
            if labelled and pick[label[i]]:
                v = 1
            if v or not add:
                out[i] = v
            i += 1
    return stars


def monster_penalty(grid):
    """Empty spaces (empty ruins included) sharing a side with a monster."""
    prepare(grid)
    return scoring_rows.monster_penalty(grid)

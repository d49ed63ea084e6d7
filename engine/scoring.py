"""The 32 scoring cards and the monster penalty."""
# A card is its index 0..31 in ``NAMES`` (0-15 base game, 16-31 Heroes), in
# the order of the glossary of the English online rules. The readings chosen
# where the card texts are ambiguous are listed in docs/rules-notes.md.
from . import const
from . import scoring_base as base
from . import scoring_clusters as _c
from . import scoring_rows as _r
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

_CARDS = (
    _r.sentinel_wood, _r.treetower, _r.greenbough, _c.stoneside_forest,
    _r.canal_lake, _r.golden_granary, _r.mages_valley, _c.shoreside_expanse,
    _c.wildholds, _c.greengold_plains, _c.great_city, _c.shieldgate,
    _r.borderlands, _r.broken_road, _r.lost_barony, _r.cauldrons,
    _r.faunlost_thicket, _c.deepwood, _r.heart_of_the_forest,
    _r.sleepy_valley, _c.craylund, _r.ulems_wallow, _c.clawsgrave_peaks,
    _r.jorekburg, _c.traylo_monastery, _c.outer_enclave, _c.gnomish_colony,
    _c.caravansary, _r.dwarvenholds, _r.silos, _r.banded_hills,
    _c.starlit_sigil,
)


def score(card, grid):
    """Reputation stars that card ``card`` (0..31) earns on ``grid``."""
    prepare(grid)
    return _CARDS[card](grid)


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
    return _r.monster_penalty(grid)

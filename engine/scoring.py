"""The 32 scoring cards and the monster penalty.

A card is its index 0..31 in ``NAMES`` (0-15 base game, 16-31 Heroes), in
the order of the glossary of the English online rules. The readings chosen
where the card texts are ambiguous are listed in docs/rules-notes.md.
"""
from . import scoring_base as base
from .scoring_base import prepare, hl, label, pick, rows, bits, adjacent, FULL
from .scoring_rows import (
    sentinel_wood, treetower, greenbough, canal_lake, golden_granary,
    mages_valley, borderlands, broken_road, lost_barony, cauldrons,
    faunlost_thicket, heart_of_the_forest, sleepy_valley, ulems_wallow,
    jorekburg, dwarvenholds, silos, banded_hills)
from .scoring_clusters import (
    stoneside_forest, shoreside_expanse, wildholds, greengold_plains,
    great_city, shieldgate, deepwood, craylund, clawsgrave_peaks,
    traylo_monastery, outer_enclave, gnomish_colony, caravansary,
    starlit_sigil)
from .terrain import MONSTER

try:
    from micropython import const
except ImportError:  # plain CPython without Blinka's shim
    def const(x):
        return x

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

# The number in each card's lower corner, subtracted in solo play.
SOLO = bytes((25, 17, 22, 18, 24, 20, 22, 27, 16, 21, 16, 20, 24, 24, 24, 20,
              16, 18, 22, 24, 12, 14, 15, 18, 14, 12, 12, 16, 28, 30, 28, 30))

# 0 forest, 1 farm and water, 2 village, 3 spatial (base) / general (Heroes).
CATEGORY = bytes((0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3) * 2)

_CARDS = (
    sentinel_wood, treetower, greenbough, stoneside_forest,
    canal_lake, golden_granary, mages_valley, shoreside_expanse,
    wildholds, greengold_plains, great_city, shieldgate,
    borderlands, broken_road, lost_barony, cauldrons,
    faunlost_thicket, deepwood, heart_of_the_forest, sleepy_valley,
    craylund, ulems_wallow, clawsgrave_peaks, jorekburg,
    traylo_monastery, outer_enclave, gnomish_colony, caravansary,
    dwarvenholds, silos, banded_hills, starlit_sigil,
)


def score(card, grid):
    """Reputation stars that card ``card`` (0..31) earns on ``grid``."""
    prepare(grid)
    return _CARDS[card](grid)


def highlight(card, grid, out):
    """Set ``out[r * 11 + c]`` (a bytearray(121)) to 1 on each space that
    contributes to card ``card``'s score on ``grid``, 0 elsewhere.
    Returns the score."""
    stars = score(card, grid)
    labelled = base.clusters
    i = 0
    for r in range(_SIZE):
        m = hl[r]
        for c in range(_SIZE):
            v = (m >> c) & 1
            if labelled and pick[label[i]]:
                v = 1
            out[i] = v
            i += 1
    return stars


def monster_penalty(grid):
    """Empty spaces (empty ruins included) sharing a side with a monster."""
    prepare(grid)
    n = 0
    for r in range(_SIZE):
        m = ~grid.filled[r] & FULL & adjacent(rows, MONSTER * _SIZE, r)
        hl[r] = m
        n += bits(m)
    return n

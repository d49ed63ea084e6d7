"""Helpers that several scoring cards about clusters share."""
# A cluster card (``engine.edictNN``) labels the grid loaded by
# ``scoring_base.prepare`` (``label_clusters``), reduces every cluster to a
# number (its size, or a tally in ``count``) and scores the clusters through
# ``each`` or ``best``. It returns its stars and leaves the clusters it scored
# in ``pick`` and any single spaces it scored in ``hl``. Cluster 0 (label of
# every other space) has size 0 and count 0 and is never picked, so a card
# whose ``best`` finds nothing scores 0 without a special case.
from . import const
from .grid import BIT37
from .scoring_base import NEIGHBOURS, adjacent, count, hl, label, pick, rows, terrain
from .terrain import MOUNTAIN

_SIZE = const(11)


def linked_mountains(t, stars, need):
    """``stars`` for each mountain sharing a side with a cluster of code
    ``t`` whose ``count`` is at least ``need``; marks both."""
    total = 0
    o = MOUNTAIN * _SIZE
    for r in range(_SIZE):
        m = rows[o + r] & adjacent(rows, t * _SIZE, r)
        while m:
            low = m & -m
            m ^= low
            i = 4 * (r * _SIZE + BIT37[low % 37])
            linked = 0
            for d in range(4):
                j = NEIGHBOURS[i + d]
                if terrain[j] == t and count[label[j]] >= need:
                    pick[label[j]] = 1
                    linked = 1
            if linked:
                hl[r] |= low
                total += stars
    return total


def count_at(r, starts):
    """Count 1 for the cluster of each space of row ``r`` set in ``starts``."""
    while starts:
        low = starts & -starts
        starts ^= low
        count[label[r * _SIZE + BIT37[low % 37]]] = 1

"""Clawsgrave Peaks (card 22): 5 stars per mountain joined to a farm by a water cluster."""
from .scoring_base import count_touching, label_clusters
from .scoring_clusters import linked_mountains
from .terrain import FARM, WATER


def score(grid):
    label_clusters(1 << WATER)
    count_touching(FARM, WATER)
    return linked_mountains(WATER, 5, 1)

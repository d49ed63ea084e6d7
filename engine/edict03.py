"""Stoneside Forest (card 3): 3 stars per mountain joined to another by a forest cluster."""
from .scoring_base import count_touching, label_clusters
from .scoring_clusters import linked_mountains
from .terrain import FOREST, MOUNTAIN


def score(grid):
    label_clusters(1 << FOREST)
    count_touching(MOUNTAIN, FOREST)
    return linked_mountains(FOREST, 3, 2)

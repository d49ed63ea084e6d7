"""Great City (card 10): 1 star per space of the largest village cluster off mountains."""
from .scoring_base import best, label_clusters, size
from .terrain import MOUNTAIN, VILLAGE


def score(grid):
    label_clusters(1 << VILLAGE)
    n = best(VILLAGE, size, 1 << MOUNTAIN)
    return size[n]

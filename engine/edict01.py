"""Treetower (card 1): 1 star per forest space whose four sides are filled or the edge."""
from .scoring_rows import enclosed_stars
from .terrain import FOREST


def score(grid):
    return enclosed_stars(FOREST, 1, grid.filled, 0)

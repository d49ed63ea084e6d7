"""The Cauldrons (card 15): 1 star per empty space whose four sides are filled or the edge."""
from .scoring_rows import enclosed_stars
from .terrain import EMPTY


def score(grid):
    return enclosed_stars(EMPTY, 1, grid.filled, 0)

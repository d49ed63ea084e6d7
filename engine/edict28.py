"""Dwarvenholds (card 28): 7 stars per complete row or column holding a mountain."""
from .scoring_rows import complete_lines
from .terrain import MOUNTAIN


def score(grid):
    return complete_lines(grid, 7, MOUNTAIN)

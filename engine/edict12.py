"""Borderlands (card 12): 6 stars per complete row or column."""
from .scoring_rows import complete_lines


def score(grid):
    return complete_lines(grid, 6, -1)

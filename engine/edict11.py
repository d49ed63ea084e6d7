"""Shieldgate (card 11): 2 stars per space of the second largest village cluster."""
from . import scoring_base as base
from .scoring_base import kind, label_clusters, pick, size
from .terrain import VILLAGE


def score(grid):
    label_clusters(1 << VILLAGE)
    first = second = 0
    first_n = second_n = 0
    for n in range(1, base.clusters + 1):
        if kind[n] != VILLAGE:
            continue
        s = size[n]
        if s > first:
            second, second_n = first, first_n
            first, first_n = s, n
        elif s > second:  # a tie for largest makes the later cluster second
            second, second_n = s, n
    if second_n:
        pick[second_n] = 1
    return 2 * second

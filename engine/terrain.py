"""Terrain codes stored in a map cell (4 bits each) and their text-map letters."""
# Wasteland and destroyed spaces are filled but are not terrain types;
# mountain, monster and hero are terrain types for scoring.
from . import const

EMPTY = const(0)
FOREST = const(1)
VILLAGE = const(2)
FARM = const(3)
WATER = const(4)
MONSTER = const(5)
HERO = const(6)
MOUNTAIN = const(7)
WASTE = const(8)
DESTROYED = const(9)

COUNT = const(10)

# Text-map letter for each code (lowercase; uppercase = on a ruins space).
LETTERS = ".fvawmh^#x"
# Display names, indexed by code.
NAMES = ("Empty", "Forest", "Village", "Farm", "Water", "Monster", "Hero",
         "Mountain", "Wasteland", "Destroyed")

# Bit per code: which codes count as a terrain type for scoring cards that
# count "different terrain types" (forest..mountain, not waste/destroyed).
TYPE_MASK = const(0xFE)

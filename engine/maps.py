"""The four printed map sheets (sides A-D): mountains, ruins and wasteland."""
# Coordinates are (row, col) from the card and map data reference §6, stored as r * 11 + c.
from .grid import SIZE, Grid
from .terrain import MOUNTAIN, WASTE

# Per side: (mountains, ruins, wasteland), each a bytes of cell indices.
SIDES = (
    (b"\x0e\x1e\x3c\x5a\x6a",  # A mountains (1,3)(2,8)(5,5)(8,2)(9,7)
     b"\x10\x17\x1f\x59\x61\x68",  # A ruins (1,5)(2,1)(2,9)(8,1)(8,9)(9,5)
     b""),  # A wasteland: none
    (b"\x13\x19\x52\x61\x65",  # B mountains (1,8)(2,3)(7,5)(8,9)(9,2)
     b"\x11\x18\x32\x43\x55\x66",  # B ruins (1,6)(2,2)(4,6)(6,1)(7,8)(9,3)
     b"\x26\x30\x31\x3b\x3c\x3d\x47"),  # B wasteland (3,5)(4,4)(4,5)(5,4)(5,5)(5,6)(6,5)
    (b"\x0c\x29\x3a\x61\x68",  # C mountains (1,1)(3,8)(5,3)(8,9)(9,5)
     b"\x0f\x28\x48\x4f\x6b\x6e",  # C ruins (1,4)(3,7)(6,6)(7,2)(9,8)(10,0)
     b""),  # C wasteland: none
    (b"\x14\x24\x3d\x5a\x61",  # D mountains (1,9)(3,3)(5,6)(8,2)(8,9)
     b"\x0e\x13\x38\x49\x4c\x68",  # D ruins (1,3)(1,8)(5,1)(6,7)(6,10)(9,5)
     b"\x0c\x17\x40\x41\x4b\x63\x64"),  # D wasteland (1,1)(2,1)(5,9)(5,10)(6,9)(9,0)(9,1)
)

SIDE_NAMES = "ABCD"


def new_grid(side, grid=None):
    """A fresh map sheet of side 0-3 (A-D), into ``grid`` if given."""
    if grid is None:
        grid = Grid()
    else:
        grid.__init__()
    mountains, ruins, waste = SIDES[side]
    for i in mountains:
        grid.set(i // SIZE, i % SIZE, MOUNTAIN)
    for i in waste:
        grid.set(i // SIZE, i % SIZE, WASTE)
    for i in ruins:
        grid.ruins[i // SIZE] |= 1 << (i % SIZE)
    return grid

"""All card data as compact constants: explore, ruins, ambush and hero cards,
seasons and the coin track (from shared/cards.md).

Card ids are one byte: 0-23 explore cards (0-1 the ruins cards, 2-12 the
rest of the base set, 13-23 the Heroes set), 24-35 ambushes (24-27 base,
28-31 Heroes, 32-35 promo), 36-39 heroes. Shapes use the 4x4 nibble
encoding of ``engine.shapes``; the pictures in the comments are row 0 first.
"""
try:
    from micropython import const
except ImportError:  # plain CPython without Blinka's shim
    def const(x):
        return x

EXPLORE = const(0)
RUINS = const(1)
AMBUSH = const(2)
HERO = const(3)

FIRST_AMBUSH = const(24)
FIRST_HERO = const(36)
COUNT = const(40)

COIN_TRACK = const(14)

# Terrain bits (1 << terrain code) for the terrain options of a card.
_F = const(1 << 1)
_V = const(1 << 2)
_A = const(1 << 3)
_W = const(1 << 4)
_M = const(1 << 5)
ANY_1X1 = const(_F | _V | _A | _W | _M)

# Explore cards: (name, time, terrain bits, shape a, shape b, coin on a).
EXPLORE_CARDS = (
    ("Temple Ruins", 0, 0, 0, 0, 0),
    ("Outpost Ruins", 0, 0, 0, 0, 0),
    ("Great River", 1, _W, 0x111, 0x364, 1),     # #/#/#   ..#/.##/##.
    ("Farmland", 1, _A, 0x11, 0x272, 1),         # #/#     .#./###/.#.
    ("Hamlet", 1, _V, 0x31, 0x37, 1),            # #./##   ###/##.
    ("Forgotten Forest", 1, _F, 0x21, 0x231, 1),  # #./.#  #./##/.#
    ("Hinterland Stream", 2, _A | _W, 0x117, 0, 0),  # ###/#../#..
    ("Homestead", 2, _V | _A, 0x131, 0, 0),      # #./##/#.
    ("Orchard", 2, _F | _A, 0x47, 0, 0),         # ###/..#
    ("Treetop Village", 2, _F | _V, 0x7C, 0, 0),  # ..##/###.
    ("Marshlands", 2, _F | _W, 0x171, 0, 0),     # #../###/#..
    ("Fishing Village", 2, _V | _W, 0xF, 0, 0),  # ####
    ("Rift Lands", 0, ANY_1X1, 0x1, 0, 0),
    ("Lagoon", 1, _W, 0x12, 0x27, 1),            # .#/#.   ###/.#.
    ("Pasture", 1, _A, 0x5, 0x36, 1),            # #.#     .##/##.
    ("Settlement", 1, _V, 0x11, 0x364, 1),       # #/#     ..#/.##/##.
    ("Timber Grove", 1, _F, 0x31, 0x55, 1),      # #./##   #.#/#.#
    ("Hillside Terrace", 2, _A | _W, 0x33, 0, 0),  # ##/##
    ("Frontier Dwelling", 2, _V | _A, 0x227, 0, 0),  # ###/.#./.#.
    ("Wildwood Garden", 2, _F | _A, 0x16, 0, 0),  # .##/#..
    ("Woodland Crossroads", 2, _F | _V, 0x272, 0, 0),  # .#./###/.#.
    ("Coastal Encampment", 2, _V | _W, 0x17, 0, 0),  # ###/#..
    ("Mangrove Swamp", 2, _F | _W, 0x57, 0, 0),  # ###/#.#  (U; cards.md §2)
    ("Kethra's Gates", 0, ANY_1X1, 0x1, 0, 0),
)

BASE_EXPLORE = bytes(range(0, 13))      # includes the two ruins cards
HEROES_EXPLORE = bytes(range(13, 24))   # no ruins cards of its own
RUINS_CARDS = b"\x00\x01"

# Solo corners and arrows.
TOP_LEFT = const(0)
TOP_RIGHT = const(1)
BOTTOM_RIGHT = const(2)
BOTTOM_LEFT = const(3)
CLOCKWISE = const(1)
COUNTER = const(0)

# Ongoing effects of the Heroes ambushes (also the monster tag on the map).
DRAGON = const(1)
ZOMBIE = const(2)
TROLL = const(3)
GORGON = const(4)

# Ambushes: (name, shape as printed, arrow, solo corner, effect).
AMBUSH_CARDS = (
    ("Goblin Attack", 0x421, COUNTER, BOTTOM_RIGHT, 0),    # #../.#./..#
    ("Bugbear Assault", 0x55, CLOCKWISE, TOP_RIGHT, 0),    # #.#/#.#
    ("Kobold Onslaught", 0x131, CLOCKWISE, BOTTOM_LEFT, 0),  # #./##/#.
    ("Gnoll Raid", 0x313, COUNTER, TOP_LEFT, 0),           # ##/#./##
    ("Dragon Inferno", 0x174, COUNTER, BOTTOM_LEFT, DRAGON),  # ..#/###/#..
    ("Zombie Plague", 0x1, COUNTER, TOP_LEFT, ZOMBIE),
    ("Giant Troll Ravage", 0x27, CLOCKWISE, TOP_RIGHT, TROLL),  # ###/.#.
    ("Gorgon Gaze", 0x25, CLOCKWISE, BOTTOM_RIGHT, GORGON),    # #.#/.#.
    ("Flayer Incursion", 0x31, COUNTER, TOP_RIGHT, 0),     # #./##
    ("Insectoid Invasion", 0x132, CLOCKWISE, TOP_LEFT, 0),  # .#/##/#.
    ("Ratman Strike", 0x7, CLOCKWISE, BOTTOM_RIGHT, 0),    # ###
    ("Ogre Charge", 0x33, COUNTER, BOTTOM_LEFT, 0),        # ##/##
)
BASE_AMBUSHES = const(0x00F)
HEROES_AMBUSHES = const(0x0F0)
PROMO_AMBUSHES = const(0xF00)

# Heroes: (name, attack offsets (dr, dc) from the hero as printed).
HERO_CARDS = (
    ("Dobrik of Lorkheim", ((-1, 0), (1, 0), (0, -1), (0, 1))),
    ("Dal of Jolev", ((-1, -1), (-1, 1), (1, -1), (1, 1))),
    ("Freyla the True", ((0, 1), (0, 2), (0, 3))),
    ("Wren the Lioness", ((-1, 2), (0, 2), (1, 2))),
)

SEASON_NAMES = ("Spring", "Summer", "Fall", "Winter")
# Time thresholds: base cards 8/8/7/6, Heroes cards 8/7/7/6.
THRESHOLDS = (b"\x08\x08\x07\x06", b"\x08\x07\x07\x06")

SOLO_TITLES = (
    (30, "Legendary Cartographer"),
    (20, "Master Mapsmith"),
    (10, "Journeyman Topographer"),
    (0, "Apprentice Surveyor"),
    (-5, "Amateur Assessor"),
    (-10, "Inept Assistant"),
    (-20, "Dimwitted Doodler"),
    (-30, "Oblivious Inkdrinker"),
)


def kind(card):
    """EXPLORE, RUINS, AMBUSH or HERO."""
    if card < 2:
        return RUINS
    if card < FIRST_AMBUSH:
        return EXPLORE
    if card < FIRST_HERO:
        return AMBUSH
    return HERO


def name(card):
    k = kind(card)
    if k == AMBUSH:
        return AMBUSH_CARDS[card - FIRST_AMBUSH][0]
    if k == HERO:
        return HERO_CARDS[card - FIRST_HERO][0]
    return EXPLORE_CARDS[card][0]


def time(card):
    """Time value; ruins, ambush and hero cards are 0."""
    if card < FIRST_AMBUSH:
        return EXPLORE_CARDS[card][1]
    return 0


def ambush(card):
    """The AMBUSH_CARDS row of an ambush card id."""
    return AMBUSH_CARDS[card - FIRST_AMBUSH]


def hero_marks(card, orient):
    """Attack offsets of hero ``card`` in orientation ``orient``."""
    return hero_orientations(card)[orient]


def hero_orientations(card):
    """The distinct rotations/flips of a hero's attack pattern."""
    base = HERO_CARDS[card - FIRST_HERO][1]
    out = []
    for k in range(8):
        pat = []
        for dr, dc in base:
            if k & 4:
                dc = -dc
            for _ in range(k & 3):
                dr, dc = dc, -dr
            pat.append((dr, dc))
        pat.sort()
        pat = tuple(pat)
        if pat not in out:
            out.append(pat)
    return out


def solo_title(rating):
    """Queen Gimnax's title for a solo rating (the highest one met)."""
    for least, title in SOLO_TITLES:
        if rating >= least:
            return title
    return SOLO_TITLES[-1][1]

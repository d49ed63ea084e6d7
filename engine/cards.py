"""All card data as compact constants (from the shared card and map data reference)."""
# Explore, ruins, ambush and hero cards, seasons, solo titles and the coin
# track.
#
# Card ids are one byte: 0-23 explore cards (0-1 the ruins cards, 2-12 the
# rest of the base set, 13-23 the Heroes set), 24-35 ambushes (24-27 base,
# 28-31 Heroes, 32-35 promo), 36-39 heroes. Shapes use the 4x4 nibble
# encoding of ``engine.shapes`` (row 0 in the low nibble); the pictures in the
# comments are row 0 first. The tables are bytes and one string of names
# rather than tuples: on the device that keeps about 2 KB of RAM free.
from . import const

EXPLORE = const(0)
RUINS = const(1)
AMBUSH = const(2)
HERO = const(3)

FIRST_AMBUSH = const(24)
FIRST_HERO = const(36)
COUNT = const(40)

COIN_TRACK = const(14)
ANY_1X1 = const(0x3E)  # forest, village, farm, water, monster (1 << code)

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

BASE_AMBUSHES = const(0x00F)
HEROES_AMBUSHES = const(0x0F0)
PROMO_AMBUSHES = const(0xF00)

BASE_EXPLORE = bytes(range(0, 13))      # includes the two ruins cards
HEROES_EXPLORE = bytes(range(13, 24))   # no ruins cards of its own
RUINS_CARDS = b"\x00\x01"

SEASON_NAMES = ("Spring", "Summer", "Fall", "Winter")
# Time thresholds: base cards 8/8/7/6, Heroes cards 8/7/7/6.
THRESHOLDS = (b"\x08\x08\x07\x06", b"\x08\x07\x07\x06")

# The 40 card names, then the 8 solo titles, separated by "|".
_NAMES = (
    "Temple Ruins|Outpost Ruins|Great River|Farmland|Hamlet|"
    "Forgotten Forest|Hinterland Stream|Homestead|Orchard|Treetop Village|"
    "Marshlands|Fishing Village|Rift Lands|Lagoon|Pasture|Settlement|"
    "Timber Grove|Hillside Terrace|Frontier Dwelling|Wildwood Garden|"
    "Woodland Crossroads|Coastal Encampment|Mangrove Swamp|Kethra's Gates|"
    "Goblin Attack|Bugbear Assault|Kobold Onslaught|Gnoll Raid|"
    "Dragon Inferno|Zombie Plague|Giant Troll Ravage|Gorgon Gaze|"
    "Flayer Incursion|Insectoid Invasion|Ratman Strike|Ogre Charge|"
    "Dobrik of Lorkheim|Dal of Jolev|Freyla the True|Wren the Lioness|"
    "Legendary Cartographer|Master Mapsmith|Journeyman Topographer|"
    "Apprentice Surveyor|Amateur Assessor|Inept Assistant|"
    "Dimwitted Doodler|Oblivious Inkdrinker")

# Explore cards, 7 bytes each: time, terrain bits (1 << code), shape a
# (2 bytes, little-endian), shape b (2 bytes; 0 = none), coin on shape a.
_EXPLORE = bytes((
    0, 0x00, 0x00, 0x00, 0x00, 0x00, 0,  #  0 Temple Ruins
    0, 0x00, 0x00, 0x00, 0x00, 0x00, 0,  #  1 Outpost Ruins
    1, 0x10, 0x11, 0x01, 0x64, 0x03, 1,  #  2 Great River: #/#/#   ..#/.##/##.
    1, 0x08, 0x11, 0x00, 0x72, 0x02, 1,  #  3 Farmland: #/#     .#./###/.#.
    1, 0x04, 0x31, 0x00, 0x37, 0x00, 1,  #  4 Hamlet: #./##   ###/##.
    1, 0x02, 0x21, 0x00, 0x31, 0x02, 1,  #  5 Forgotten Forest: #./.#  #./##/.#
    2, 0x18, 0x17, 0x01, 0x00, 0x00, 0,  #  6 Hinterland Stream: ###/#../#..
    2, 0x0C, 0x31, 0x01, 0x00, 0x00, 0,  #  7 Homestead: #./##/#.
    2, 0x0A, 0x47, 0x00, 0x00, 0x00, 0,  #  8 Orchard: ###/..#
    2, 0x06, 0x7C, 0x00, 0x00, 0x00, 0,  #  9 Treetop Village: ..##/###.
    2, 0x12, 0x71, 0x01, 0x00, 0x00, 0,  # 10 Marshlands: #../###/#..
    2, 0x14, 0x0F, 0x00, 0x00, 0x00, 0,  # 11 Fishing Village
    0, 0x3E, 0x01, 0x00, 0x00, 0x00, 0,  # 12 Rift Lands
    1, 0x10, 0x12, 0x00, 0x27, 0x00, 1,  # 13 Lagoon: .#/#.   ###/.#.
    1, 0x08, 0x05, 0x00, 0x36, 0x00, 1,  # 14 Pasture: #.#     .##/##.
    1, 0x04, 0x11, 0x00, 0x64, 0x03, 1,  # 15 Settlement: #/#     ..#/.##/##.
    1, 0x02, 0x31, 0x00, 0x55, 0x00, 1,  # 16 Timber Grove: #./##   #.#/#.#
    2, 0x18, 0x33, 0x00, 0x00, 0x00, 0,  # 17 Hillside Terrace: ##/##
    2, 0x0C, 0x27, 0x02, 0x00, 0x00, 0,  # 18 Frontier Dwelling: ###/.#./.#.
    2, 0x0A, 0x16, 0x00, 0x00, 0x00, 0,  # 19 Wildwood Garden: .##/#..
    2, 0x06, 0x72, 0x02, 0x00, 0x00, 0,  # 20 Woodland Crossroads: .#./###/.#.
    2, 0x14, 0x17, 0x00, 0x00, 0x00, 0,  # 21 Coastal Encampment: ###/#..
    2, 0x12, 0x57, 0x00, 0x00, 0x00, 0,  # 22 Mangrove Swamp: ###/#.#  (U; card reference §2)
    0, 0x3E, 0x01, 0x00, 0x00, 0x00, 0,  # 23 Kethra's Gates
))

# Ambushes, 5 bytes each: shape as printed (2 bytes), arrow, solo corner,
# ongoing effect.
_AMBUSH = bytes((
    0x21, 0x04, 0, 2, 0,  # 24 Goblin Attack: #../.#./..#
    0x55, 0x00, 1, 1, 0,  # 25 Bugbear Assault: #.#/#.#
    0x31, 0x01, 1, 3, 0,  # 26 Kobold Onslaught: #./##/#.
    0x13, 0x03, 0, 0, 0,  # 27 Gnoll Raid: ##/#./##
    0x74, 0x01, 0, 3, 1,  # 28 Dragon Inferno: ..#/###/#..
    0x01, 0x00, 0, 0, 2,  # 29 Zombie Plague
    0x27, 0x00, 1, 1, 3,  # 30 Giant Troll Ravage: ###/.#.
    0x25, 0x00, 1, 2, 4,  # 31 Gorgon Gaze: #.#/.#.
    0x31, 0x00, 0, 1, 0,  # 32 Flayer Incursion: #./##
    0x32, 0x01, 1, 0, 0,  # 33 Insectoid Invasion: .#/##/#.
    0x07, 0x00, 1, 2, 0,  # 34 Ratman Strike
    0x33, 0x00, 0, 3, 0,  # 35 Ogre Charge: ##/##
))

# Heroes: attack offsets from the hero as printed, one byte each:
# (dr + 2) << 4 | (dc + 4).
_HEROES = (
    b"\x14\x34\x23\x25",  # Dobrik of Lorkheim ((-1, 0), (1, 0), (0, -1), (0, 1))
    b"\x13\x15\x33\x35",  # Dal of Jolev ((-1, -1), (-1, 1), (1, -1), (1, 1))
    b"\x25\x26\x27",  # Freyla the True ((0, 1), (0, 2), (0, 3))
    b"\x16\x26\x36",  # Wren the Lioness ((-1, 2), (0, 2), (1, 2))
)

# Solo titles: the least rating for each, best first (title i is name 40 + i).
_TITLES = (30, 20, 10, 0, -5, -10, -20, -30)


def _name(i):
    """The i-th name of ``_NAMES``."""
    a = 0
    while i:
        a = _NAMES.find("|", a) + 1
        i -= 1
    b = _NAMES.find("|", a)
    return _NAMES[a:] if b < 0 else _NAMES[a:b]


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
    return _name(card)


def time(card):
    """Time value; ruins, ambush and hero cards are 0."""
    return _EXPLORE[card * 7] if card < FIRST_AMBUSH else 0


def explore(card):
    """(name, time, terrain bits, shape a, shape b, coin on a) of an
    explore or ruins card."""
    d = _EXPLORE
    i = card * 7
    return (_name(card), d[i], d[i + 1], d[i + 2] | d[i + 3] << 8,
            d[i + 4] | d[i + 5] << 8, d[i + 6])


def ambush(card):
    """(name, shape as printed, arrow, solo corner, effect) of an ambush."""
    d = _AMBUSH
    i = (card - FIRST_AMBUSH) * 5
    return (_name(card), d[i] | d[i + 1] << 8, d[i + 2], d[i + 3], d[i + 4])


def hero_pattern(card):
    """The attack offsets (dr, dc) of a hero card as printed."""
    return tuple(((b >> 4) - 2, (b & 15) - 4) for b in _HEROES[card - FIRST_HERO])


def hero_marks(card, orient):
    """Attack offsets of hero ``card`` in orientation ``orient``."""
    return hero_orientations(card)[orient]


def hero_orientations(card):
    """The distinct rotations/flips of a hero's attack pattern."""
    base = hero_pattern(card)
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
    """Queen Gimnax's title for a solo rating: the highest one met (below
    the lowest threshold, the lowest title)."""
    for i in range(7):
        if rating >= _TITLES[i]:
            return _name(COUNT + i)
    return _name(COUNT + 7)

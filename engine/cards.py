"""All card data as compact constants (from the shared card and map data reference)."""
# Explore, ruins, ambush and hero cards, seasons, solo titles and the coin
# track.
#
# Card ids are one byte: 0-23 explore cards (0-1 the ruins cards, 2-12 the
# rest of the base set, 13-23 the Heroes set), 24-35 ambushes (24-27 base,
# 28-31 Heroes, 32-35 promo), 36-39 heroes. Shapes use the 4x4 nibble
# encoding of ``engine.shapes`` (row 0 in the low nibble); the pictures in the
# comments are row 0 first. The tables are bytes and one string of names
# rather than tuples: on the device that keeps about 2 KB of RAM free. They
# are bytes literals, not bytes((...)): the tuple constant would stay in the
# heap as long as the module.
from . import const

EXPLORE = const(0)
RUINS = const(1)
AMBUSH = const(2)
HERO = const(3)

FIRST_AMBUSH = const(24)
FIRST_HERO = const(36)
COUNT = const(40)

COIN_TRACK = const(14)

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
_EXPLORE = (
    b"\x00\x00\x00\x00\x00\x00\x00"  #  0 Temple Ruins
    b"\x00\x00\x00\x00\x00\x00\x00"  #  1 Outpost Ruins
    b"\x01\x10\x11\x01\x64\x03\x01"  #  2 Great River: #/#/#   ..#/.##/##.
    b"\x01\x08\x11\x00\x72\x02\x01"  #  3 Farmland: #/#     .#./###/.#.
    b"\x01\x04\x31\x00\x37\x00\x01"  #  4 Hamlet: #./##   ###/##.
    b"\x01\x02\x21\x00\x31\x02\x01"  #  5 Forgotten Forest: #./.#  #./##/.#
    b"\x02\x18\x17\x01\x00\x00\x00"  #  6 Hinterland Stream: ###/#../#..
    b"\x02\x0c\x31\x01\x00\x00\x00"  #  7 Homestead: #./##/#.
    b"\x02\x0a\x47\x00\x00\x00\x00"  #  8 Orchard: ###/..#
    b"\x02\x06\x7c\x00\x00\x00\x00"  #  9 Treetop Village: ..##/###.
    b"\x02\x12\x71\x01\x00\x00\x00"  # 10 Marshlands: #../###/#..
    b"\x02\x14\x0f\x00\x00\x00\x00"  # 11 Fishing Village
    b"\x00\x3e\x01\x00\x00\x00\x00"  # 12 Rift Lands
    b"\x01\x10\x12\x00\x27\x00\x01"  # 13 Lagoon: .#/#.   ###/.#.
    b"\x01\x08\x05\x00\x36\x00\x01"  # 14 Pasture: #.#     .##/##.
    b"\x01\x04\x11\x00\x64\x03\x01"  # 15 Settlement: #/#     ..#/.##/##.
    b"\x01\x02\x31\x00\x55\x00\x01"  # 16 Timber Grove: #./##   #.#/#.#
    b"\x02\x18\x33\x00\x00\x00\x00"  # 17 Hillside Terrace: ##/##
    b"\x02\x0c\x27\x02\x00\x00\x00"  # 18 Frontier Dwelling: ###/.#./.#.
    b"\x02\x0a\x16\x00\x00\x00\x00"  # 19 Wildwood Garden: .##/#..
    b"\x02\x06\x72\x02\x00\x00\x00"  # 20 Woodland Crossroads: .#./###/.#.
    b"\x02\x14\x17\x00\x00\x00\x00"  # 21 Coastal Encampment: ###/#..
    b"\x02\x12\x57\x00\x00\x00\x00"  # 22 Mangrove Swamp: ###/#.#  (U; card reference §2)
    b"\x00\x3e\x01\x00\x00\x00\x00"  # 23 Kethra's Gates
)

# Ambushes, 5 bytes each: shape as printed (2 bytes), arrow, solo corner,
# ongoing effect.
_AMBUSH = (
    b"\x21\x04\x00\x02\x00"  # 24 Goblin Attack: #../.#./..#
    b"\x55\x00\x01\x01\x00"  # 25 Bugbear Assault: #.#/#.#
    b"\x31\x01\x01\x03\x00"  # 26 Kobold Onslaught: #./##/#.
    b"\x13\x03\x00\x00\x00"  # 27 Gnoll Raid: ##/#./##
    b"\x74\x01\x00\x03\x01"  # 28 Dragon Inferno: ..#/###/#..
    b"\x01\x00\x00\x00\x02"  # 29 Zombie Plague
    b"\x27\x00\x01\x01\x03"  # 30 Giant Troll Ravage: ###/.#.
    b"\x25\x00\x01\x02\x04"  # 31 Gorgon Gaze: #.#/.#.
    b"\x31\x00\x00\x01\x00"  # 32 Flayer Incursion: #./##
    b"\x32\x01\x01\x00\x00"  # 33 Insectoid Invasion: .#/##/#.
    b"\x07\x00\x01\x02\x00"  # 34 Ratman Strike
    b"\x33\x00\x00\x03\x00"  # 35 Ogre Charge: ##/##
)

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


def solo_rank(rating):
    """Which of Queen Gimnax's 8 titles a solo rating earns, 0 the best:
    the highest threshold met (below the lowest, the lowest title). Its
    English name is ``name(COUNT + rank)``."""
    for i in range(7):
        if rating >= _TITLES[i]:
            return i
    return 7

"""Short reference texts for the in-game rules view: every explore, ruins,
ambush and hero card and the 32 scoring cards, worded after the published
English rulebooks."""
# Card facts (time, terrains, shapes, arrows, corners, attack patterns, solo
# numbers) come from the engine's tables, the rule sentences from
# ``rules.txt``. Shapes are drawn as small text pictures, a space of the
# shape two characters wide: ``SQUARE``, which the glyph sheet draws as a
# 10x10 square with 2 px to the next, as the map's tiles are (a character
# cell is 6x12 pixels: one a space drew every shape twice as tall as wide),
# and ``GAP``, blank. Not with the map's tiles as the card panel draws them
# (``cardpanel``): the rules page is a paged ``pages.TextView`` opened from
# the game menu, where the heap is tightest, and tiles among its lines would
# need a screen of their own beside the panel's TileGrid and palette.
from micropython import const

from carto_ui import strings as S
from carto_ui.lang import file, get
from engine import cards, scoring
from engine.terrain import NAMES as TERRAIN_NAMES

SQUARE = "\x7f\x80"  # a space of a shape (carto_ui.glyphs)
GAP = "\x81\x81"  # a gap in it, blank


# The rule sentences live in ``rules.txt`` beside this module (in another
# language ``rules_<code>.txt``, ``lang.file``), one a line: the 32 scoring
# cards (indexed like scoring.NAMES), then the line numbers below. A text
# reads only the lines it shows (``sentence``): as string constants here
# they kept 7,920 bytes of heap while any rule was open (CircuitPython VM,
# from .mpy), over the map's own.
RULES = "rules.txt"
_EXPLORE = const(32)
_ONE_BY_ONE = const(33)
_RUINS = const(34)
_AMBUSH = const(35)
_MONSTER = const(36)
_EFFECTS = const(36)  # + an ambush's effect (1-4: Dragon, Zombie, Troll, Gorgon)
_HERO = const(41)
DESTROY = const(42)
_SOLO_AMBUSH = const(43)


def sentence(k):
    """Line ``k`` of ``rules.txt``."""
    with open(file(RULES), encoding="utf-8") as f:
        while k:
            f.readline()
            k -= 1
        return f.readline().rstrip()


def shape_picture(shape):
    """A shape as text lines, ``SQUARE`` for each of its spaces and ``GAP``
    for gaps (every row as wide)."""
    lines = []
    cols = 0
    v = shape
    while v:
        cols |= v & 0xF
        v >>= 4
    width = 0
    while cols:
        cols >>= 1
        width += 1
    while shape:
        row = ""
        for c in range(width):
            row += SQUARE if (shape >> c) & 1 else GAP
        lines.append(row)
        shape >>= 4
    return "\n".join(lines)


def hero_picture(card):
    """A hero's attack pattern as text lines in square cells, as
    ``shape_picture``: "HH" the hero, "xx" its marks, ".." the rest (a grid
    to count the marks by)."""
    marks = cards.hero_pattern(card)
    top = min(0, min(dr for dr, dc in marks))
    left = min(0, min(dc for dr, dc in marks))
    bottom = max(0, max(dr for dr, dc in marks))
    right = max(0, max(dc for dr, dc in marks))
    lines = []
    for r in range(top, bottom + 1):
        row = ""
        for c in range(left, right + 1):
            if r == 0 and c == 0:
                row += "HH"
            elif (r, c) in marks:
                row += "xx"
            else:
                row += ".."
        lines.append(row)
    return "\n".join(lines)


def terrain_list(bits):
    """Terrain names of a terrain bitmask, joined with "or"."""
    names = []
    for t in range(len(TERRAIN_NAMES)):
        if (bits >> t) & 1:
            names.append(get(S.T_EMPTY + t))
    return get(S.OR).join(names)


def card_text(card, solo):
    """Reference text for one explore, ruins, ambush or hero card; an
    ambush's in a ``solo`` game says where it is drawn for the player, in
    a game of several players which neighbour draws it (its arrow only)."""
    kind = cards.kind(card)
    name = cards.name(card)
    if kind == cards.RUINS:
        return name + "\n" + sentence(_RUINS)
    if kind == cards.AMBUSH:
        _, shape, arrow, corner, effect = cards.ambush(card)
        way = get(S.CLOCKWISE if arrow == cards.CLOCKWISE else S.COUNTER)
        if solo:
            text = (name + get(S.SOLO_AMBUSH_HEAD) % (get(S.TOP_LEFT + corner), way) + "\n"
                    + shape_picture(shape) + "\n" + sentence(_SOLO_AMBUSH))
        else:
            text = (name + get(S.AMBUSH_HEAD) + way + ".\n" + shape_picture(shape) + "\n"
                    + sentence(_AMBUSH))
        if effect:
            text += "\n" + sentence(_EFFECTS + effect)
        return text + "\n" + sentence(_MONSTER)
    if kind == cards.HERO:
        return name + get(S.HERO_HEAD) + hero_picture(card) + "\n" + sentence(_HERO)
    _, time, bits, shape_a, shape_b, coin = cards.explore(card)
    text = name + get(S.TIME_HEAD) % time + terrain_list(bits) + "\n"
    if shape_a == 1 and not shape_b:
        return text + sentence(_ONE_BY_ONE)
    text += shape_picture(shape_a)
    if coin:
        text += get(S.PLUS_ONE_COIN)
    if shape_b:
        text += get(S.OR_LINE) + shape_picture(shape_b)
    return text + "\n" + sentence(_EXPLORE)


def scoring_text(card, solo):
    """Reference text for scoring card ``card`` (0-31); in a ``solo`` game
    with what the Queen expects of it (its solo number, taken off the score
    for the solo rating)."""
    text = get(card) + "\n" + get(S.C_FOREST + scoring.CATEGORY[card]) + "\n" + sentence(card)
    if solo:
        text += "\n" + get(S.SOLO_N) % scoring.SOLO[card]
    return text


def edict_text(edicts, index, season, solo):
    """The card under edict A-D ``index``, saying when it scores (and in a
    ``solo`` game what the Queen expects of it)."""
    seasons = []
    for s in range(4):
        if s == index or (s + 1) % 4 == index:
            seasons.append(get(S.SPRING + s))
    when = get(S.AND).join(seasons)
    now = ""
    if index in (season % 4, (season + 1) % 4):
        now = get(S.THIS_SEASON_P)
    return get(S.SCORES_IN) + when + now + ".\n" + scoring_text(edicts[index], solo)

"""Short reference texts for the in-game rules view: every explore, ruins,
ambush and hero card and the 32 scoring cards, worded after the published
English rulebooks."""
# Card facts (time, terrains, shapes, arrows, corners, attack patterns, solo
# numbers) come from the engine's tables; only the rule sentences live here.
# Shapes are drawn as small text pictures ("#" a space of the shape). Import
# this module only while the rules view is open: its strings cost RAM.
from engine import cards, scoring
from engine.terrain import NAMES as TERRAIN_NAMES

CATEGORY_NAMES = ("Forest", "Farm & water", "Village", "Spatial")
CORNER_NAMES = ("top left", "top right", "bottom right", "bottom left")

# Scoring card rules, indexed like scoring.NAMES.
SCORING_RULES = (
    "1 star for each forest space adjacent to the edge of the map.",
    "1 star for each forest space surrounded on all four sides by filled"
    " spaces or the edge of the map.",
    "1 star for each row and column with at least one forest space. The same"
    " forest space may be scored in a row and a column.",
    "3 stars for each mountain space connected to another mountain space by"
    " a cluster of forest spaces.",
    "1 star for each water space adjacent to at least one farm space. 1 star"
    " for each farm space adjacent to at least one water space.",
    "1 star for each water space adjacent to a ruins space. 3 stars for each"
    " farm space on a ruins space.",
    "2 stars for each water space adjacent to a mountain space. 1 star for"
    " each farm space adjacent to a mountain space.",
    "3 stars for each cluster of farm spaces not adjacent to a water space or"
    " the edge of the map. 3 stars for each cluster of water spaces not"
    " adjacent to a farm space or the edge of the map.",
    "8 stars for each cluster of six or more village spaces.",
    "3 stars for each cluster of village spaces that is adjacent to three or"
    " more different terrain types.",
    "1 star for each village space in the largest cluster of village spaces"
    " that is not adjacent to a mountain space.",
    "2 stars for each village space in the second largest cluster of village"
    " spaces. If there are several largest clusters, score one of them.",
    "6 stars for each complete row or complete column of filled spaces.",
    "3 stars for each complete diagonal line of filled spaces that touches"
    " the left and bottom edges of the map.",
    "3 stars for each space along one edge of the largest square of filled"
    " spaces.",
    "1 star for each empty space surrounded on all four sides by filled"
    " spaces or the edge of the map.",
    "2 stars for each forest space in the longest unbroken column of forest"
    " spaces.",
    "6 stars for each cluster of five or more forest spaces that is not"
    " adjacent to any village space.",
    "2 stars for each forest space surrounded on all four sides by forest"
    " spaces or the edge of the map.",
    "4 stars for each row that contains three or more forest spaces.",
    "7 stars for each cluster of farm spaces adjacent to three or more water"
    " spaces.",
    "4 stars for each water space adjacent to two or more farm spaces.",
    "5 stars for each mountain space connected to a farm space by a cluster"
    " of water spaces.",
    "4 stars for each column that contains an equal number of farm and water"
    " spaces, at least one of each.",
    "7 stars for each cluster of village spaces that contains four spaces in"
    " a 4x1 or 1x4 line.",
    "Choose a cluster of village spaces: 1 star for each empty space"
    " adjacent to that cluster.",
    "6 stars for each cluster of village spaces that contains four village"
    " spaces in a 2x2 square.",
    "Choose a cluster of village spaces: 1 star for each row and column that"
    " contains a space of that cluster.",
    "7 stars for each complete row or complete column of filled spaces that"
    " contains a mountain space.",
    "10 stars for each complete odd-numbered column of filled spaces.",
    "4 stars for each row of filled spaces that contains five or more"
    " different terrain types.",
    "4 stars for each cluster of exactly three empty spaces surrounded on all"
    " sides by filled spaces or the edge of the map.",
)

EXPLORE_RULE = (
    "Choose one terrain and one shape and draw it anywhere on empty spaces"
    " (ruins spaces are fine); rotate or flip it freely. A shape with a coin"
    " gains 1 coin. If no shape fits, draw a 1x1 of any terrain instead.")
ONE_BY_ONE_RULE = (
    "Draw a 1x1 space of any terrain shown, anywhere on an empty space.")
RUINS_RULE = (
    "Ruins: the next explore card must be drawn over an empty ruins space."
    " If it cannot be, or no empty ruins space is left, draw a 1x1 of any"
    " terrain anywhere instead. Time 0.")
AMBUSH_RULE = (
    "Each player passes their map to the neighbour the arrow points to; the"
    " neighbour draws the monster on it. If it does not fit, they draw a 1x1"
    " monster anywhere. Solo: the monster is drawn unturned, from the corner"
    " shown along the edges in the arrow's direction, then one ring further"
    " in, until it fits.")
MONSTER_RULE = (
    "At each season end you lose 1 star for each empty space next to a"
    " monster space (once per space).")
AMBUSH_EFFECTS = (
    "",
    "Dragon: when all its spaces are surrounded or destroyed, gain 3 coins.",
    "Zombie: after scoring each season, draw a zombie in each empty space"
    " adjacent to a zombie.",
    "Troll: after scoring each season, destroy an empty space adjacent to"
    " the troll.",
    "Gorgon: after drawing the gorgon, destroy an adjacent non-mountain"
    " space.",
)
HERO_RULE = (
    "Draw the hero as a 1x1 anywhere, then mark its attack pattern (x) around"
    " it; marks may fall on filled spaces or off the map. Monsters in the"
    " pattern are destroyed now, and any monster drawn later on a marked"
    " space is destroyed too.")
DESTROY_RULE = (
    "A destroyed space is crossed out: it counts as filled but has no"
    " terrain.")


def shape_picture(shape):
    """A shape as text lines, '#' for its spaces and '.' for gaps."""
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
            row += "#" if (shape >> c) & 1 else "."
        lines.append(row)
        shape >>= 4
    return "\n".join(lines)


def hero_picture(card):
    """A hero's attack pattern as text lines: 'H' the hero, 'x' the marks."""
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
                row += "H"
            elif (r, c) in marks:
                row += "x"
            else:
                row += "."
        lines.append(row)
    return "\n".join(lines)


def terrain_list(bits):
    """Terrain names of a terrain bitmask, joined with "or"."""
    names = []
    for t in range(len(TERRAIN_NAMES)):
        if (bits >> t) & 1:
            names.append(TERRAIN_NAMES[t])
    return " or ".join(names)


def card_text(card):
    """Reference text for one explore, ruins, ambush or hero card."""
    kind = cards.kind(card)
    name = cards.name(card)
    if kind == cards.RUINS:
        return name + "\n" + RUINS_RULE
    if kind == cards.AMBUSH:
        _, shape, arrow, corner, effect = cards.ambush(card)
        way = "clockwise" if arrow == cards.CLOCKWISE else "counter-clockwise"
        text = (name + " (ambush, time 0)\nPass " + way + ". Solo corner: "
                + CORNER_NAMES[corner] + ".\n" + shape_picture(shape) + "\n" + AMBUSH_RULE)
        if effect:
            text += "\n" + AMBUSH_EFFECTS[effect]
        return text + "\n" + MONSTER_RULE
    if kind == cards.HERO:
        return name + " (hero, time 0)\n" + hero_picture(card) + "\n" + HERO_RULE
    _, time, bits, shape_a, shape_b, coin = cards.explore(card)
    text = name + " (time %d)\n" % time + terrain_list(bits) + "\n"
    if shape_a == 1 and not shape_b:
        return text + ONE_BY_ONE_RULE
    text += shape_picture(shape_a)
    if coin:
        text += "  (+1 coin)"
    if shape_b:
        text += "\nor\n" + shape_picture(shape_b)
    return text + "\n" + EXPLORE_RULE


def scoring_text(card):
    """Reference text for scoring card ``card`` (0-31)."""
    return (scoring.NAMES[card] + "\n" + CATEGORY_NAMES[scoring.CATEGORY[card]]
            + ", solo %d\n" % scoring.SOLO[card] + SCORING_RULES[card])


def edict_text(edicts, index, season):
    """The card under edict A-D ``index``, saying when it scores."""
    seasons = []
    for s in range(4):
        if s == index or (s + 1) % 4 == index:
            seasons.append(cards.SEASON_NAMES[s])
    when = " and ".join(seasons)
    now = ""
    if index in (season % 4, (season + 1) % 4):
        now = " (this season)"
    return "Scores in " + when + now + ".\n" + scoring_text(edicts[index])

"""Only the rules in play: a game imports the scoring modules of its four edicts.

Each scoring card's function lives in its own module (``engine.edictNN``).
A game built or loaded imports its edicts' modules then (``scoring.use``) and
no other card's; every card scores as it did when all 32 lived in two
modules (``CARD_DIGESTS``, computed then over the maps of ``sample_maps``).
"""
import hashlib
import os
import random
import subprocess
import sys

import pytest

from engine import scoring, textmap
from engine.grid import CELLS
from engine.terrain import LETTERS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Per card: the first 12 hex digits of the SHA-256 of its stars and lit
# spaces on every map of ``sample_maps()``, printed by this file run as a
# script (``python tests/test_scoring_modules.py``) when all 32 cards lived
# in engine.scoring_rows and engine.scoring_clusters.
CARD_DIGESTS = (
    "116a0fbdae8d", "c4b51e8337c5", "c5c1e63b32ec", "8d5cc5f4d054",
    "b3a75c61c433", "bf9d47678da5", "ced3fbe8f32c", "56d3dac994cf",
    "54f987e50079", "984d0ff0b9c2", "f7f0ce4084c1", "cca45a9bf9df",
    "5340692a2fa1", "c185a35f5d1c", "59749d28b455", "c3aaff019c73",
    "5da1c7e6551d", "e438c99e4491", "cad9376e21f6", "fb6899fd74dc",
    "7b5d1df4ea28", "cc57b8ee63d7", "dcb8b02de8f8", "369e885ebc00",
    "71b6b5b0fb40", "de2d7d51c1a5", "474c99b00fc3", "66dd5b57afcc",
    "0bef8f9f6f2c", "fe8a86cd62f1", "758c64faa47a", "e95014e6ee3a",
)
PENALTY_DIGEST = "faf078b76d57"


def sample_maps(count=60):
    """``count`` text maps drawn from a fixed seed: sparse to full, each
    space a terrain, a ruins or empty, clumped so that clusters of every
    size occur (the scoring cards' edge cases: lines, squares, clusters)."""
    rng = random.Random(38)
    maps = []
    for k in range(count):
        fill = k / (count - 1)
        letters = LETTERS[1:9] if k % 3 else LETTERS[1:5]  # some maps of 4 kinds only
        cells = []
        for i in range(CELLS):
            r, c = divmod(i, 11)
            if rng.random() >= fill:
                ch = "."
            elif c and cells[i - 1] != "." and rng.random() < 0.5:
                ch = cells[i - 1].lower()
            elif r and cells[i - 11] != "." and rng.random() < 0.5:
                ch = cells[i - 11].lower()
            else:
                ch = rng.choice(letters)
            cells.append(ch)
        for i in rng.sample(range(CELLS), 6):  # ruins, under a terrain or empty
            cells[i] = "R" if cells[i] == "." else cells[i].upper()
        maps.append("\n".join("".join(cells[r * 11:r * 11 + 11]) for r in range(11)))
    return maps


def digests():
    """(per card digest, monster penalty digest) over ``sample_maps()``."""
    grids = [textmap.parse(text) for text in sample_maps()]
    cards = []
    lit = bytearray(CELLS)
    for card in range(32):
        sha = hashlib.sha256()
        for grid in grids:
            stars = scoring.highlight(card, grid, lit)
            assert scoring.score(card, grid) == stars
            sha.update(bytes([stars & 255, stars >> 8]) + bytes(lit))
        cards.append(sha.hexdigest()[:12])
    sha = hashlib.sha256()
    for grid in grids:
        sha.update(bytes([scoring.monster_penalty(grid)]))
    return tuple(cards), sha.hexdigest()[:12]


def test_sample_maps_parse_and_vary():
    grids = [textmap.parse(text) for text in sample_maps()]
    scores = [[scoring.score(card, g) for g in grids] for card in range(32)]
    # every card scores on some map and not on another
    assert all(max(row) > 0 and min(row) == 0 for row in scores), scores


def test_every_card_scores_and_lights_as_before():
    cards, penalty = digests()
    changed = [scoring.NAMES[card] for card in range(32) if cards[card] != CARD_DIGESTS[card]]
    assert not changed
    assert penalty == PENALTY_DIGEST


LOADED = """
import sys
from engine import game, restore
g = game.Game(**game.preset(%r, 3, %d))
{after}
print(bytes(g.edicts).hex())
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine.edict"))))
"""


def loaded_edicts(content, seed, after=""):
    """(the game's edicts, the edict modules loaded) in a fresh CPython."""
    code = LOADED.replace("{after}", after) % (content, seed)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    edicts, modules = done.stdout.split("\n")[:2]
    return bytes.fromhex(edicts), modules.split()


@pytest.mark.parametrize("content,seed", [("base", 1), ("heroes", 2), ("mixed", 5)])
def test_a_game_built_imports_only_its_four_edicts(content, seed):
    edicts, modules = loaded_edicts(content, seed)
    assert modules == sorted("engine.edict%02d" % c for c in edicts)


def test_a_game_loaded_imports_only_its_four_edicts_and_plays_on_them():
    # the game built with seed 5 is dropped, its edicts released as off a
    # game on a device (carto_ui.unload); the one loaded is played to its end
    after = """
other = game.Game(**game.preset("mixed", 2, 9))
data = other.to_bytes()
from engine import scoring
scoring.use(b"")
for name in [m for m in sys.modules if m.startswith("engine.edict")]:
    del sys.modules[name]
g = restore.load(data)
from engine import bot
while g.kind != game.OVER:
    g.act(bot.choose(g))
"""
    edicts, modules = loaded_edicts("mixed", 5, after)
    assert modules == sorted("engine.edict%02d" % c for c in edicts)


def test_use_of_no_card_lets_a_forgotten_module_go():
    """What unload does off a game: ``scoring.use(b"")`` and the module
    dropped from sys.modules leave nothing holding its code."""
    code = """
import gc, sys, weakref
import engine
from engine import scoring, textmap
scoring.use(b"\\x03\\x05")
print(" ".join(sorted(m for m in sys.modules if m.startswith("engine.edict"))))
function = weakref.ref(sys.modules.pop("engine.edict03").score)
delattr(engine, "edict03")
gc.collect()
print(function() is not None)
scoring.use(b"")
gc.collect()
print(function() is None)
grid = textmap.parse(chr(10).join(["f^f^......."] * 11))
print(scoring.score(3, grid), "engine.edict03" in sys.modules)
"""
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.split("\n")[:4] == [
        "engine.edict03 engine.edict05", "True", "True", "66 True"]


if __name__ == "__main__":
    print(digests())


def test_the_setup_form_imports_the_edicts_ahead_so_start_imports_none(monkeypatch):
    """Four imports on Start cost about 6 M VM instructions (over 12 M a
    press on the PyBadge): the form imports the edicts the game will draw
    from its seed and content while it waits, one a frame."""
    import builtins

    from hw.buttons import DOWN, RIGHT, A
    from tools import botplay

    scoring.use(b"")
    session = botplay.Session()
    session.press(A)  # the title's New game: the form
    session.press(DOWN, DOWN, RIGHT)  # Heroes: the drawn edicts change
    session.press(*[DOWN] * (botplay.START_ROW - 2))
    imported = []
    plain = builtins.__import__

    def spy(name, *args, **kwargs):
        if name.startswith("engine.edict"):
            imported.append(name)
        return plain(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", spy)
    session.press(A)  # Start game
    monkeypatch.setattr(builtins, "__import__", plain)
    game = session.app.game
    assert game is not None and min(game.edicts) >= 16  # a Heroes game's
    assert imported == []
    scoring.use(b"")

"""Setup presets: the rulebook's recommended first game."""
from engine import scoring
from engine.game import Game, preset
from engine.setup import FIRST_GAME_HEROES


def test_the_heroes_first_game_edicts_are_the_rulebooks_set():
    names = [scoring.NAMES[c] for c in FIRST_GAME_HEROES]
    assert names == ["Faunlost Thicket", "Traylo Monastery", "Ulem's Wallow", "Dwarvenholds"]
    game = Game(**dict(preset("heroes", 1, 4), edicts=FIRST_GAME_HEROES))
    assert game.edicts == FIRST_GAME_HEROES

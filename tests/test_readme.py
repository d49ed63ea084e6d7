"""The README's HUD description: one, with the rows the HUD shows."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_the_hud_is_described_once_with_its_rows():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    assert readme.count("The HUD beside the map") == 1
    start = readme.index("The HUD beside the map")
    described = readme[start:readme.index("\n\n", start)]
    # carto_ui.hud's rows in English (lang_en.txt): time, edicts, coins and
    # the ruins reminder, monsters, the season score, the owner.
    for shown in ('"Spr3/8"', "`>`", "`$`", "`R!`", "`M`", "`Mon`", "`Pts`", '"Solo"'):
        assert shown in described
    assert "`= " not in readme  # the season score's caption before `Pts`

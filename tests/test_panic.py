"""hw.panic's sentences and its error screen, rendered by the simulator (CPython)."""
import os

import pytest

from hw import panic
from hw.storage import MemoryStore, Storage
from sim import clock
from sim.simboard import SimBoard

INK = (255, 255, 255, 255)


def test_wrap_keeps_every_word_within_the_width():
    text = "Old .py files beside: lib/carto_ui/a_very_long_module_name.py and more"
    lines = panic.wrap(text, 12)
    assert all(len(line) <= 12 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert lines[:2] == ["Old .py", "files"]


def test_stale_sources_names_two_files_and_counts_the_rest():
    paths = ["engine/%s.py" % name for name in ("a", "b", "c", "d", "e")]
    said = panic.stale_sources(paths, "en")
    assert "delete engine/a.py, engine/b.py and 3 more, or copy" in said
    assert "delete engine/a.py, engine/b.py, or copy" in panic.stale_sources(paths[:2], "en")


def test_every_sentence_fits_a_160x128_screen_in_every_language(repo_root):
    # The built-in font's 6x12 cells: 26 columns, 10 lines. The longest
    # paths of the game's own files stand for the old .py files.
    cols, rows = 160 // 6, 128 // 12
    paths = []
    for folder in ("engine", "hw", "lib/carto_ui"):
        paths += [folder + "/" + name for name in os.listdir(os.path.join(repo_root, folder))
                  if name.endswith(".py")]
    paths.sort(key=len, reverse=True)
    errors = (MemoryError(), ImportError("no module named 'carto_ui.settings_menu'"),
              RuntimeError("the sky fell"), ValueError("incompatible .mpy file"))
    for code in panic.TEXTS:
        said = [panic.wrong_firmware(9, code), panic.stale_sources(paths[:5], code)]
        said += [panic.plain(error, step, code) for step in panic.STEPS for error in errors]
        for text in said:
            assert len(panic.wrap(text, cols)) <= rows, (code, text)


def test_plain_sentences_by_error():
    assert panic.plain(MemoryError(), "building the UI").startswith(
        "Out of memory while building the UI: the game does not fit")
    assert panic.plain(ValueError("incompatible .mpy file"), "x").startswith(
        "The .mpy files were made for another CircuitPython version: run make bundle")
    assert panic.plain(ValueError("bad value"), "x") == (
        "The game stopped with an error while x (ValueError: bad value). Press reset to "
        "try again.")


@pytest.mark.parametrize("name, scale", [("pybadge", 1), ("picosystem", 2)])
def test_the_error_screen_renders_in_the_simulator(name, scale):
    board = SimBoard(name, Storage(MemoryStore(4096)), clock.StepClock(), scale=1)
    try:
        text = panic.plain(MemoryError(), "importing the UI")
        assert panic.show(text, board.display)
        board.display.refresh()
        group = board.display.root_group
        assert group.scale == scale
        grid = group[0]
        cols = board.WIDTH // (6 * scale)
        rows = panic.wrap(text, cols)
        assert grid.width == cols and len(rows) <= grid.height
        surface = board.display.surface
        colours = {tuple(surface.get_at((x, y))) for x in range(board.WIDTH)
                   for y in range(8, board.HEIGHT - 8)}
        assert INK in colours
        assert [c for c in colours if c[0] > 100 and c[1] == c[2] == 0]  # the dark red paper
    finally:
        board.close()


def test_without_a_display_nothing_is_shown_and_the_error_is_raised(capsys):
    # The simulator's tests have no board module with a DISPLAY.
    with pytest.raises(MemoryError):
        panic.stop("Out of memory.", MemoryError())
    assert capsys.readouterr().out == "Out of memory.\n"


def test_every_language_says_every_sentence_in_the_built_in_fonts_ascii():
    english = panic.TEXTS["en"]
    assert english[0] == panic.STEPS
    assert sorted(panic.TEXTS) == ["de", "en", "fr", "it"]  # the UI's four
    for code, texts in panic.TEXTS.items():
        assert len(texts) == len(english) and len(texts[0]) == len(panic.STEPS), code
        for text, model in zip(texts[1:] + texts[0], english[1:] + english[0]):
            assert all(" " <= c <= "~" for c in text), (code, text)
            assert text.count("%s") == model.count("%s"), (code, text)
            assert text.count("%d") == model.count("%d"), (code, text)


def test_the_sentences_follow_the_language_in_use_else_the_boards(tmp_path, monkeypatch):
    assert panic.plain(MemoryError(), "building the UI", "fr") == (
        "Memoire pleine pendant la construction de l'interface: le jeu ne tient pas dans la"
        " RAM de cette carte. Appuyez sur reset pour reessayer.")
    assert panic.plain(ImportError("no module named 'x'"), "importing the UI", "de") == (
        "Eine Datei des Spiels fehlt (no module named 'x'): das Spiel neu auf das Board"
        " kopieren.")
    assert panic.plain(KeyError(3), "running the game", "it") == (
        "Il gioco si e' fermato per un errore durante la partita (KeyError: 3). Premi reset"
        " per riprovare.")
    assert panic.stale_sources(["a.py", "b.py", "c.py", "d.py"], "de").startswith(
        "Alte .py-Dateien neben den neuen .mpy-Dateien wuerden statt ihrer laufen: a.py,"
        " b.py und 2 weitere loeschen")
    assert "circuitpython.org installieren" in panic.wrong_firmware(9, "de")
    # No language in use: the board's lang.txt, then English; a step not
    # among code.py's is said as it is.
    choice = tmp_path / "lang.txt"
    monkeypatch.setattr(panic, "CHOICE", str(choice))
    assert panic.plain(MemoryError(), "x").startswith("Out of memory while x:")
    choice.write_text("it\n")
    assert panic.language() == "it"
    assert panic.plain(MemoryError(), "x").startswith("Memoria esaurita durante x:")
    assert panic.plain(MemoryError(), "x", "xx").startswith("Memoria esaurita")
    choice.write_text("klingon")
    assert panic.language() == "en"

"""A save that fails says why in the player's language (carto_ui.unsaved):
the game's autosave, the settings and the records."""
import pytest
from carto_ui import lang, records, settings_store
from carto_ui.unsaved import reason

from testkit.labels import banner_text


class FailingStorage:
    """A game store whose every write raises ``error``."""

    def __init__(self, error):
        self.error = error

    def save(self, data, write=True):
        raise self.error

    def renew_older(self, payload):
        raise self.error


class FailingArea:
    def __init__(self, error):
        self.error = error

    def save(self, data):
        raise self.error


@pytest.mark.parametrize("code, error, said", [
    ("en", OSError(28, "No space left on device"), "the drive is full"),
    ("en", OSError(30, "Read-only file system"), "the drive is read-only"),
    ("en", OSError(5, "Input/output error"), "a storage error"),
    ("en", ValueError("save larger than the slot capacity"), "a storage error"),
    ("fr", OSError(28, "No space left on device"), "le disque est plein"),
    ("de", OSError(30, "Read-only file system"), "das Laufwerk ist schreibgeschützt"),
    ("it", OSError(5, "Input/output error"), "un errore di memorizzazione"),
])
def test_the_reason_is_the_players_and_the_error_goes_to_the_console(capsys, code, error,
                                                                      said):
    lang.use(code)  # conftest sets English back after each test
    assert reason(error) == said
    assert capsys.readouterr().out == "Not saved: %s: %s\n" % (type(error).__name__, error)


def test_every_saver_says_what_was_not_saved_and_why(monkeypatch):
    from carto_ui.app import App

    lang.use("fr")
    app = App.__new__(App)  # only what App.save reads
    app.game = type("Game", (), {"to_parts": lambda self: [b"x"]})()
    app.hw = type("HW", (), {"storage": FailingStorage(OSError(28, "full"))})()
    assert app.save() == "Ce coup n'a pas été sauvé (le disque est plein)."
    assert app.save(older=b"x") == "Ce coup n'a pas été sauvé (le disque est plein)."
    lang.use("en")
    assert records.save(FailingArea(OSError(30, "ro")), records.Records()) == (
        "The records were not saved (the drive is read-only).")

    from hw import areas

    monkeypatch.setattr(areas, "settings", lambda storage: FailingArea(ValueError("x")))
    assert settings_store.save(None, bytearray(settings_store.DEFAULTS)) == (
        "The settings were not saved (a storage error).")


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_a_move_not_saved_is_said_whole_in_the_maps_banner(code, monkeypatch):
    # The sentences a failed autosave puts in the banner, at both screen
    # sizes, in every language: no line cut off (carto_ui.text.on_cut).
    pytest.importorskip("displayio")
    from carto_ui import text
    from carto_ui.lang import get

    from testkit.board import FakeBoard
    from testkit.presses import start

    cuts = []
    monkeypatch.setattr(text, "on_cut", lambda rest, cols: cuts.append(rest))
    lang.use(code)
    for size in ((160, 128), (240, 240)):
        hw = FakeBoard(size=size, bare=True, step=10)
        try:
            app = start(hw)
            for error in (OSError(28, "full"), OSError(30, "ro"), OSError(5, "io")):
                sentence = get(208) % reason(error)
                app.play.show_banner(sentence)
                shown = banner_text(app.play)
                assert " ".join(shown.split()) == " ".join(sentence.split()), (size, shown)
                assert not cuts, (size, sentence, cuts)
        finally:
            hw.close()

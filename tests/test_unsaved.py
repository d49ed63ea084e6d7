"""A save that fails says why in the player's language (carto_ui.unsaved):
the game's autosave, the settings and the records."""
import pytest

from carto_ui import lang, records, settings_store
from carto_ui.unsaved import reason


class FailingStorage:
    """A game store whose every write raises ``error``."""

    def __init__(self, error):
        self.error = error

    def save(self, data):
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

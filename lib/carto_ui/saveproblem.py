"""Why a saved game could not be used, told in the chosen language."""
# hw.storage's sentences (``Storage.error``) and the engine's reasons a save
# is not a game are English, written for the console; the player reads the
# chosen language's sentence, and the console gets the English one. Loaded
# only when a saved game could not be used.
from carto_ui import strings as S
from carto_ui.lang import get
from carto_ui.pages import MessageBox
from hw import storage

_STORAGE = (storage.MSG_SKIPPED, storage.MSG_SKIPPED_VERSION, storage.MSG_DAMAGED,
            storage.MSG_OTHER_VERSION, storage.MSG_FOREIGN, storage.MSG_UNREADABLE)


def message_box(app, problem, on_close):
    """A MessageBox saying ``problem``: a key of the language files, or an
    English sentence of hw.storage's or the engine's."""
    if type(problem) is int:
        text = get(problem)
    else:
        print("Saved game:", problem)
        if problem in _STORAGE:
            # SAVE_SKIPPED, then one string per sentence of _STORAGE, in order
            text = get(S.SAVE_SKIPPED + _STORAGE.index(problem))
        else:
            text = get(S.SAVE_NOT_A_GAME)
    return MessageBox(app, text, on_close, title=get(S.SAVED_GAME))

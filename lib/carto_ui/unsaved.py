"""Why a save could not be written, in a few words of the chosen language."""
# Loaded only when a save (the game's, the settings' or the records') failed.
# The storage's own words (the OSError's or ValueError's text) are English
# and name no remedy: they go to the console, the player reads these.
from micropython import const

from carto_ui import strings as S
from carto_ui.lang import get

_ENOSPC = const(28)  # errno: no space left on the drive
_EROFS = const(30)  # errno: a read-only file system (CIRCUITPY while USB writes it)


def reason(err):
    """The few words saying why ``err`` (an OSError or a ValueError raised
    by a save) stopped it; the error itself is printed on the console."""
    print("Not saved: %s: %s" % (type(err).__name__, err))
    code = getattr(err, "errno", None)
    if code == _ENOSPC:
        return get(S.STORE_FULL)
    if code == _EROFS:
        return get(S.STORE_READ_ONLY)
    return get(S.STORE_ERROR)

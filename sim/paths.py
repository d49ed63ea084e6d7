"""The simulator's ``--save`` and ``--screenshot`` paths, checked before a key is played."""
# The simulator never writes over a file that is not its own. ``--save``
# takes a missing file (made, with its folders), an empty one or one that
# holds only erased or zeroed bytes (nothing to lose: it becomes a new, erased
# save file), or a save file of this game (``is_save_file``): a save of any
# format version, a damaged or cut one, or one with only settings or records.
# Anything else is refused and left as it was. ``--screenshot`` takes a
# folder (one PNG per key), or a ``.png`` file that is missing or already a
# PNG. Each problem is one ``PathError`` sentence for the player.
import os
import tempfile

from hw import areas, file_store, nvm_store, storage
from hw.boards import SAVE_PAYLOAD

SAVE_SIZE = nvm_store.FILE_SIZE  # the device's CIRCUITPY save file's size
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class PathError(Exception):
    """A path the simulator will not use; the message is one sentence."""


def _game_storage(data):
    """The game's save slots over ``data`` as ``FileStore`` would read it
    (a short file padded with zeros)."""
    raw = storage.MemoryStore(SAVE_SIZE)
    raw.data[:] = data + bytes(SAVE_SIZE - len(data))
    return storage.Storage(raw, capacity=SAVE_PAYLOAD)


def holds_nothing(data):
    """True when ``data`` is empty or only erased (0xFF) or zeroed bytes."""
    return not data.strip(b"\x00\xff")


def is_save_file(data):
    """True when ``data``, a file's bytes, is a save file of this game: no
    longer than one, with the game's magic at the start of a game slot
    (every format version keeps it there), or a settings or records area
    that loads."""
    if len(data) > SAVE_SIZE:
        return False
    half = SAVE_SIZE // 2
    magic = storage.MAGIC
    if data[0:len(magic)] == magic or data[half:half + len(magic)] == magic:
        return True
    game = _game_storage(data)
    return areas.settings(game).load() is not None or areas.records(game).load() is not None


def _reason(error):
    return error.strerror or str(error)


def _make_folder(folder, option, shown):
    """Make ``folder`` and its parents; PathError when that fails."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as error:
        above = folder
        while above and not os.path.lexists(above) and os.path.dirname(above) != above:
            above = os.path.dirname(above)
        if os.path.lexists(above) and not os.path.isdir(above):
            why = "%s is a file" % above
        else:
            why = "its folder cannot be made (%s)" % _reason(error)
        raise PathError("%s %s cannot be written: %s." % (option, shown, why)) from None


def _probe_folder(folder, option, shown):
    """PathError unless a file can be made in ``folder``."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        raise PathError("%s %s cannot be written (%s)." % (option, shown, _reason(error))) from None


def open_save(path):
    """The raw store (``hw.file_store.FileStore``) of save file ``path``,
    made when missing; PathError when it is not this game's or cannot be
    read and written."""
    if os.path.isdir(path):
        raise PathError("--save %s is a folder: name a file in it, such as %s."
                        % (path, os.path.join(path, "save.bin")))
    if os.path.lexists(path) and not os.path.isfile(path):
        raise PathError("--save %s is not a regular file: name a new file." % path)
    if os.path.isfile(path):
        try:
            with open(path, "rb") as handle:
                data = handle.read(SAVE_SIZE + 1)
        except OSError as error:
            raise PathError("--save %s cannot be read (%s)." % (path, _reason(error))) from None
        blank = holds_nothing(data)
        if not blank and not is_save_file(data):
            raise PathError("--save %s is not a save of this game: it was left unchanged; "
                            "name a new file or a save the simulator made." % path)
        try:
            with open(path, "r+b") as handle:
                if blank and data != b"\xff" * SAVE_SIZE:
                    # Nothing to lose: a new save file, erased like a new board's.
                    handle.write(b"\xff" * SAVE_SIZE)
                    handle.truncate()
        except OSError as error:
            raise PathError("--save %s cannot be written (%s)." % (path, _reason(error))) from None
    else:
        _make_folder(os.path.dirname(os.path.abspath(path)), "--save", path)
    try:
        return file_store.FileStore(path, SAVE_SIZE)
    except OSError as error:
        raise PathError("--save %s cannot be written (%s)." % (path, _reason(error))) from None


def per_key(path):
    """True when screenshot ``path`` names a folder (one PNG per key): an
    existing folder, or any path spelt with a trailing separator."""
    return path.endswith(os.sep) or path.endswith("/") or os.path.isdir(path)


def prepare_screenshots(path):
    """Make the folder screenshot ``path`` needs; PathError when PNGs cannot
    be written there or ``path`` is another program's file."""
    if not path:
        return
    if per_key(path):
        folder = path.rstrip(os.sep + "/") or path
        if os.path.lexists(folder) and not os.path.isdir(folder):
            raise PathError("--screenshot %s is a file, not a folder for one PNG per key."
                            % folder)
        _make_folder(folder, "--screenshot", folder)
        _probe_folder(folder, "--screenshot", folder)
        return
    if not path.lower().endswith(".png"):
        raise PathError("--screenshot %s: name a .png file, or a folder (ending in %s) "
                        "for one PNG per key." % (path, os.sep))
    if os.path.lexists(path):
        if not os.path.isfile(path):
            raise PathError("--screenshot %s is not a regular file." % path)
        try:
            with open(path, "r+b") as handle:
                head = handle.read(len(PNG_SIGNATURE))
        except OSError as error:
            raise PathError("--screenshot %s cannot be written (%s)."
                            % (path, _reason(error))) from None
        if head != PNG_SIGNATURE:
            raise PathError("--screenshot %s is not a PNG: it was left unchanged." % path)
    folder = os.path.dirname(os.path.abspath(path))
    _make_folder(folder, "--screenshot", path)
    _probe_folder(folder, "--screenshot", path)

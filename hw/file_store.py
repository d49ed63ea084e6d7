"""A raw save store in a fixed-size file: the desktop simulator, or CIRCUITPY."""
# The raw-store interface and the slot layout on top of it are described in
# ``hw.storage``. This module is separate so that a board saving to
# ``microcontroller.nvm`` never loads it.
import os


def _make_dirs(folder):
    if not folder:
        return
    makedirs = getattr(os, "makedirs", None)
    if makedirs is not None:
        makedirs(folder, exist_ok=True)
        return
    path = ""
    for part in folder.split("/"):
        path += part
        if part:
            try:
                os.mkdir(path)
            except OSError:  # already there (or a real error the open will show)
                pass
        path += "/"


def _file_size(path):
    try:
        return os.stat(path)[6]
    except OSError:
        return -1


def _sync(handle):
    handle.flush()
    if hasattr(os, "fsync") and hasattr(handle, "fileno"):
        os.fsync(handle.fileno())
    elif hasattr(os, "sync"):
        os.sync()


class FileStore:
    """A raw store in a file of exactly ``size`` bytes, written in place.

    A missing file is created 0xFF-filled (like erased flash) under a
    temporary name and then renamed, so a cut during creation never leaves
    a short file behind. A file found shorter than ``size`` lost data: it
    is padded with zeros, which the slot checks report as damage rather
    than taking for unused space. Every ``write`` is flushed and synced
    before it returns, so an earlier write is on disk before a later one
    starts. Raises OSError when the file cannot be created or opened for
    writing (a read-only filesystem).
    """

    def __init__(self, path, size):
        self.path = path
        self.size = size
        found = _file_size(path)
        if found < 0:
            self._create()
        else:
            with open(path, "r+b") as handle:  # fails early on a read-only filesystem
                if found < size:
                    handle.seek(found)
                    self._fill(handle, size - found, 0)
                    _sync(handle)

    def _create(self):
        cut = max(self.path.rfind("/"), self.path.rfind(getattr(os, "sep", "/")))
        _make_dirs(self.path[:cut] if cut > 0 else "")
        fresh = self.path + ".new"
        with open(fresh, "wb") as handle:
            self._fill(handle, self.size, 0xFF)
            _sync(handle)
        os.rename(fresh, self.path)

    @staticmethod
    def _fill(handle, n, value):
        block = bytes((value,)) * 256
        while n > 0:
            step = min(n, 256)
            handle.write(block if step == 256 else block[:step])
            n -= step

    def read(self, offset, n):
        with open(self.path, "rb") as handle:
            handle.seek(offset)
            return handle.read(n)

    def write(self, offset, data):
        with open(self.path, "r+b") as handle:
            handle.seek(offset)
            handle.write(data)
            _sync(handle)

"""The board's raw save store: ``microcontroller.nvm``, else a file on CIRCUITPY."""
# ``open_store(min_size)`` picks the first that works:
#
# 1. ``microcontroller.nvm`` when it holds at least ``min_size`` bytes. The
#    whole of it is used, so the slot layout does not depend on the request.
#    SAMD51 boards (PyBadge, PyGamer) have 8 KB (``CIRCUITPY_INTERNAL_NVM_SIZE``
#    in CircuitPython's ``ports/atmel-samd/mpconfigport.h``); SAMD21 boards
#    have 256 bytes or none, and there ``nvm`` is None.
# 2. A file of ``FILE_SIZE`` bytes at ``SAVE_PATH`` on CIRCUITPY. CircuitPython
#    mounts CIRCUITPY read-only for code while the computer may write to it
#    over USB, so this works only if ``boot.py`` calls
#    ``storage.remount("/", readonly=False)``. The computer then sees the
#    drive as read-only until that line goes; the usual guard is to skip the
#    remount while a button is held during reset. Without it the file cannot
#    be opened for writing and this step is skipped.
# 3. None: the game runs without saves.
#
# Flash wear and speed. Each assignment to ``nvm`` is an erase-and-rewrite
# cycle. On SAMD51 the driver (ASF4 ``_flash_write``) copies the whole 8 KB
# erase block to RAM, erases it and programs it back page by page, however
# few bytes change. ``NvmStore`` therefore holds back writes that touch or
# overlap the previous one and commits each such run with a single slice
# assignment on ``flush()`` (or before a read, or when a write lands
# elsewhere), and skips the commit when the bytes are already there. One
# ``Storage.save`` is then one erase cycle (the very first save of a game,
# which fills both slots, and ``clear`` are two).
#
# Crash safety on NVM. Both slots share that one erase block, so a power cut
# between the erase and the moment the older good slot (or the whole new
# one) has been programmed back loses both: the game starts fresh. The CRCs
# still make sure a half-programmed block never loads as a wrong game. A
# file on CIRCUITPY goes through the FAT layer and the flash cache of
# CircuitPython instead, whose own behaviour in a power cut is outside what
# this module controls.
from micropython import const

SAVE_PATH = "/cartographers.sav"
_CHUNK = const(64)
FILE_SIZE = 8192


class NvmStore:
    """A raw store over ``nvm`` (``microcontroller.nvm`` when not given).

    ``offset`` and ``size`` pick a window, for sharing nvm with other data.
    ``commits`` counts the flash writes made. A write's ``data`` is held
    until it is committed: the caller leaves it unchanged until ``flush``.
    """

    def __init__(self, nvm=None, offset=0, size=None):
        if nvm is None:
            import microcontroller
            nvm = getattr(microcontroller, "nvm", None)
            if nvm is None:
                raise OSError("this board has no nvm")
        self._nvm = nvm
        self._offset = offset
        self.size = len(nvm) - offset if size is None else size
        if offset < 0 or self.size < 0 or offset + self.size > len(nvm):
            raise ValueError("window outside nvm")
        self._run_at = 0
        self._run = None
        self.commits = 0

    def read(self, offset, n):
        self.flush()
        start = self._offset + offset
        return self._nvm[start:start + n]

    def write(self, offset, data):
        n = len(data)
        if offset < 0 or offset + n > self.size:
            raise ValueError("write outside the store")
        run = self._run
        if run is not None:
            at = self._run_at
            end = at + len(run)
            if offset <= end and offset + n >= at:
                low = min(at, offset)
                merged = bytearray(max(end, offset + n) - low)
                merged[at - low:end - low] = run
                merged[offset - low:offset - low + n] = data
                self._run_at = low
                self._run = merged
                return
            self.flush()
        self._run_at = offset
        # Held as it is, not copied: hw.storage, the one writer, hands over a
        # block of its own and flushes before it changes it (a save's block:
        # one block of its size fewer per save).
        self._run = data

    def flush(self):
        """Commit the held-back run, if it changes anything."""
        run = self._run
        if run is None:
            return
        self._run = None
        start = self._offset + self._run_at
        if self._differs(start, run):
            self._nvm[start:start + len(run)] = run
            self.commits += 1

    def _differs(self, start, run):
        # Compared a slice of _CHUNK bytes at a time: a slice of the whole run
        # is one more block of its size to find in the heap.
        view = memoryview(run)
        nvm = self._nvm
        for at in range(0, len(run), _CHUNK):
            part = view[at:at + _CHUNK]
            if nvm[start + at:start + at + len(part)] != part:
                return True
        return False


def open_store(min_size, path=SAVE_PATH, file_size=FILE_SIZE):
    """The board's raw store of at least ``min_size`` bytes, or None."""
    try:
        import microcontroller
        nvm = getattr(microcontroller, "nvm", None)
    except (ImportError, NotImplementedError):  # a desktop, or Blinka on one
        nvm = None
    if nvm is not None and len(nvm) >= min_size:
        return NvmStore(nvm)
    from .file_store import FileStore

    try:
        return FileStore(path, max(file_size, min_size))
    except OSError:  # read-only filesystem, or no filesystem at all
        return None

"""Which ``hw`` module drives which CircuitPython board, and their shared save store."""
# ``load()`` reads ``board.board_id`` and imports the matching module; it is
# only ever called on the device. The desktop simulator reads ``BOARDS`` for
# the names and screen sizes and never imports ``board``.

# Largest save payload in bytes the boards reserve room for (two slots of
# it, see hw.storage.size_for): the engine's largest save, 8 players with
# full decks, is about 1.62 KB (tests/test_save_budget.py). Fits the 4 KB NVM
# of the RP2040 too.
SAVE_PAYLOAD = 1664

# (CircuitPython board_id, hw module name, screen width, screen height)
BOARDS = (
    ("pybadge", "pybadge", 160, 128),
    ("pygamer", "pygamer", 160, 128),
    ("pimoroni_picosystem", "picosystem", 240, 240),
    ("pajenicko_picopad", "picopad", 320, 240),
)


def find(name):
    """The ``BOARDS`` row whose board id or module name is ``name``, or None."""
    for row in BOARDS:
        if name == row[0] or name == row[1]:
            return row
    return None


def load():
    """Import and return the hw module for the board this code runs on."""
    import board

    row = find(board.board_id)
    if row is None:
        raise RuntimeError("no hw module for board " + board.board_id)
    package = __import__("hw." + row[1])
    return getattr(package, row[1])


def open_storage():
    """Saves in NVM or a file on CIRCUITPY (``hw.nvm_store``), else in RAM
    only, so ``hw.storage`` always exists."""
    from hw import nvm_store, storage

    needed = storage.size_for(SAVE_PAYLOAD)
    raw = nvm_store.open_store(needed)
    if raw is None:
        print("No NVM or writable CIRCUITPY: saves last until power-off.")
        raw = storage.MemoryStore(needed)
    # The game's slots stay SAVE_PAYLOAD long: the rest of each half holds
    # the settings and records areas (hw.areas).
    return storage.Storage(raw, capacity=SAVE_PAYLOAD)

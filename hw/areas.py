"""The save store's layout: the game slots, the settings area and the records area."""
# The raw store (``microcontroller.nvm``: 8 KB on the PyBadge and PyGamer,
# 4 KB on the RP2040 boards; or the 8 KB file of ``hw.nvm_store``) is cut in
# two halves. Each half starts with one game slot of ``hw.storage`` (a
# 14-byte header and at most ``SAVE_PAYLOAD`` bytes), exactly where builds
# before the settings kept them, so their saves load unchanged. Behind the
# game slot, half 0 holds the settings area and half 1 the records area:
#
#     offset          size   what
#     0               1,678  game slot 0 (hw.storage header + payload)
#     1,678           92     settings: two slots of 14 + 32 bytes
#     half            1,678  game slot 1
#     half + 1,678    348    records: two slots of 14 + 160 bytes
#
# (half = 4,096 on the PyBadge, 2,048 on the RP2040 boards, which leaves
# 278 and 22 bytes unused there.) Each area is a ``hw.storage.Storage`` of
# its own (``base``/``span`` pick its bytes): its own magic, sequence
# numbers and CRCs, two slots written alternately, so a power cut while one
# area is written leaves that area's previous copy and the other areas'
# bytes as they were. Their payloads start with a format byte of their own
# (``carto_ui.settings_store`` and ``carto_ui.records``).
#
# A store with no room behind its game slots (a test's bare game store) has
# none for the areas either: they are then kept in RAM only (``ram_only``).
# Only needed while an area is opened: a device may forget this module.
from micropython import const

from hw import storage

_SETTINGS_MAGIC = b"CRTS"
_RECORDS_MAGIC = b"CRTR"
_SETTINGS_PAYLOAD = const(32)
_RECORDS_PAYLOAD = const(160)
_SETTINGS_SIZE = storage.size_for(_SETTINGS_PAYLOAD)
_RECORDS_SIZE = storage.size_for(_RECORDS_PAYLOAD)


def _area(game, half, size, magic):
    raw = game.raw if game is not None else None
    if raw is not None:
        start = half * (raw.size // 2) + storage.HEADER_SIZE + game.capacity
        if start + size <= (half + 1) * (raw.size // 2):
            area = storage.Storage(raw, magic=magic, base=start, span=size)
            area.ram_only = False
            return area
    area = storage.Storage(storage.MemoryStore(size), magic=magic)
    area.ram_only = True
    return area


def settings(game):
    """The settings area behind game store ``game``'s slot 0 (a
    ``hw.storage.Storage``; in RAM, with ``ram_only`` set, when ``game`` is
    None or leaves no room)."""
    return _area(game, 0, _SETTINGS_SIZE, _SETTINGS_MAGIC)


def records(game):
    """The records area behind ``game``'s slot 1, as ``settings``."""
    return _area(game, 1, _RECORDS_SIZE, _RECORDS_MAGIC)

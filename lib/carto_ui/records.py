"""Records kept on the device: per content, the best solo rating and titles, the best scores."""
# Stored payload (``hw.areas`` records area, 125 bytes): a format byte
# (``FORMAT``), the id of the last game counted (4 bytes: CRC-32 of its final
# save, so a game is counted once even when its end is shown again after a
# power cut), then per content (base, Heroes, mixed; ``BLOCK`` bytes each):
#
#     offset  size  field (little-endian)
#     0       2     best solo rating (signed; -32768 = no solo game yet)
#     2       1     solo titles earned (bit i: title i, best first)
#     3       2     solo games finished
#     5       2     multiplayer games finished
#     7       33    best multiplayer scores: 3 x (score s16, players u8, name 8)
#
# A damaged area, or one of a newer format, is reset (and saved reset at
# once) with ``problem`` (a ``carto_ui.lang`` key) saying so; the game save is a separate area and
# is never touched.
import struct

from micropython import const

from carto_ui.lang import get
from engine import cards

FORMAT = 1
CONTENTS = ("Base", "Heroes", "Mixed")  # (shown as the lang's CONTENT_ strings)
TOP = 3
NAME = 8
ENTRY = 3 + NAME
BLOCK = 7 + TOP * ENTRY
HEAD = 5
SIZE = HEAD + len(CONTENTS) * BLOCK
NO_RATING = -32768
TITLES = 8

# The sentences saying why the records were reset (``problem``): lang keys.
_S_RECORDS_DAMAGED = const(271)
_S_RECORDS_NEWER = const(272)
_S_RECORDS_NOT_SAVED = const(273)
MSG_DAMAGED = _S_RECORDS_DAMAGED
MSG_NEWER = _S_RECORDS_NEWER


def content_of(game):
    """0 base, 1 Heroes, 2 mixed (engine.setup.preset's three)."""
    if not game.heroes_on:
        return 0
    return 2 if game.ruins_on else 1


def title_index(title):
    """Index (0 best .. 7) of one of Queen Gimnax's titles."""
    for i in range(TITLES):
        if cards.name(cards.COUNT + i) == title:
            return i
    return TITLES - 1


def game_id(game):
    """4 bytes telling this finished game from others."""
    from hw.storage import crc32

    hi, lo = crc32(game.to_bytes())
    return struct.pack("<HH", lo, hi)


class Records:
    """The records as one bytearray (``data``, the stored payload)."""

    def __init__(self, data=None):
        self.problem = None
        self.data = bytearray(SIZE)
        self.data[0] = FORMAT
        for c in range(len(CONTENTS)):
            struct.pack_into("<h", self.data, self._at(c), NO_RATING)
            for k in range(TOP):
                struct.pack_into("<h", self.data, self._entry(c, k), NO_RATING)
        if data:
            if data[0] != FORMAT or len(data) < SIZE:
                self.problem = MSG_NEWER if data[0] > FORMAT else MSG_DAMAGED
            else:
                self.data[:] = data[:SIZE]

    @staticmethod
    def _at(content):
        return HEAD + content * BLOCK

    def _entry(self, content, k):
        return self._at(content) + 7 + k * ENTRY

    # ----- reading -----

    def solo(self, content):
        """(best rating or None, titles bitmask, solo games)."""
        best, titles, games = struct.unpack_from("<hBH", self.data, self._at(content))
        return (None if best == NO_RATING else best), titles, games

    def multi_games(self, content):
        return struct.unpack_from("<H", self.data, self._at(content) + 5)[0]

    def empty(self):
        """No game was counted yet, of any content."""
        for c in range(len(CONTENTS)):
            if self.solo(c)[2] or self.multi_games(c):
                return False
        return True

    def best_scores(self, content):
        """[(score, players, name)] best first."""
        out = []
        for k in range(TOP):
            at = self._entry(content, k)
            score, players = struct.unpack_from("<hB", self.data, at)
            if score == NO_RATING:
                break
            name = bytes(self.data[at + 3:at + 3 + NAME]).rstrip(b"\0").decode()
            out.append((score, players, name))
        return out

    # ----- a game ends -----

    def note(self, game):
        """Count finished ``game`` once; True when the records changed. A
        game dealt from a stacked deck (the guided first game) is not
        counted: its cards were known."""
        ident = game_id(game)
        if self.data[1:HEAD] == ident or game.stacked:
            return False
        self.data[1:HEAD] = ident
        c = content_of(game)
        at = self._at(c)
        if game.n == 1:
            rating, title = game.solo_rating()
            best, titles, games = struct.unpack_from("<hBH", self.data, at)
            if best == NO_RATING or rating > best:
                best = max(min(rating, 32767), -32767)
            titles |= 1 << title_index(title)
            struct.pack_into("<hBH", self.data, at, best, titles, min(games + 1, 65535))
        else:
            games = struct.unpack_from("<H", self.data, at + 5)[0]
            struct.pack_into("<H", self.data, at + 5, min(games + 1, 65535))
            for p in range(game.n):
                self._insert(c, game.total(p), game.n, game.names[p])
        return True

    def _insert(self, content, score, players, name):
        rows = self.best_scores(content)
        k = 0  # an equal score keeps the earlier holder first
        while k < len(rows) and rows[k][0] >= score:
            k += 1
        rows.insert(k, (score, players, name))
        for k in range(TOP):
            at = self._entry(content, k)
            if k < len(rows):
                score, players, name = rows[k]
                struct.pack_into("<hB", self.data, at, max(min(score, 32767), -32767), players)
                raw = name.encode()[:NAME]
                self.data[at + 3:at + 3 + NAME] = raw + bytes(NAME - len(raw))
            else:
                struct.pack_into("<h", self.data, at, NO_RATING)


def load(area):
    """The Records in ``area`` (a ``hw.storage.Storage``); a damaged or
    newer area is reset and saved reset at once, with ``problem`` set."""
    data = area.load()
    records = Records(data)
    if area.error and records.problem is None:
        records.problem = MSG_DAMAGED
    if records.problem is not None:
        print(get(records.problem))
        save(area, records)
    return records


def save(area, records):
    """Store ``records``; None when it worked, else one sentence why not."""
    try:
        area.save(bytes(records.data))
    except (OSError, ValueError) as err:
        from carto_ui.unsaved import reason

        return get(_S_RECORDS_NOT_SAVED) % reason(err)
    return None


def note_game(storage, game):
    """At a game's end (the app asks when the title comes next, also after
    a power cut): count it in the records behind game store ``storage``
    once. None, or the sentence the player is shown before the title: the
    records were reset (damaged, or of a newer format) or not saved."""
    from hw import areas

    area = areas.records(storage)
    records = load(area)
    told = None if records.problem is None else get(records.problem)
    if records.note(game):
        problem = save(area, records)
        if problem:
            print(problem)
            told = problem
    return told

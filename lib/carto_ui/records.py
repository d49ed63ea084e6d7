"""Records kept on the device: per content, the best solo rating and titles, the best scores;
the best score of the last challenge codes played."""
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
# and then, the last ``CODES`` challenge codes played (engine.challenge),
# most recently played first: per code its id (4 bytes: CRC-32 of the
# code's text) and the best score a player made on it (s16; -32768: no
# code); then, in the same order, a byte per code: its par (engine.par, the
# strongest bot's score on a solo code's deal) plus ``PAR_BIAS``, 0 while
# not known. A code played again moves to the front; the code played
# longest ago drops out. Five, because the records area holds 160 bytes and
# its size is fixed by the store's layout (hw.areas: the RP2040 boards' half
# has 22 bytes to spare); records of the format before the codes (125
# bytes) load with none, and those before the pars (155) with no par known.
#
# A damaged area, or one of a newer format, is reset (and saved reset at
# once) with ``problem`` (a ``carto_ui.lang`` key) saying so; the game save is a separate area and
# is never touched.
import struct

from carto_ui import strings as S
from carto_ui.lang import get
from engine import cards

FORMAT = 1
CONTENTS = ("Base", "Heroes", "Mixed")  # (shown as the lang's CONTENT_ strings)
TOP = 3
NAME = 8
ENTRY = 3 + NAME
BLOCK = 7 + TOP * ENTRY
HEAD = 5
CODES_AT = HEAD + len(CONTENTS) * BLOCK
CODES = 5
CODE_ENTRY = 6
PARS_AT = CODES_AT + CODES * CODE_ENTRY
SIZE = PARS_AT + CODES
PAR_BIAS = 64  # a par byte holds -63 to 191 (a bot's solo score is about 70-110)
NO_RATING = -32768
TITLES = 8

# The sentences saying why the records were reset (``problem``): lang keys.
MSG_DAMAGED = S.RECORDS_DAMAGED
MSG_NEWER = S.RECORDS_NEWER


def content_of(game):
    """0 base, 1 Heroes, 2 mixed (engine.setup.preset's three)."""
    if not game.heroes_on:
        return 0
    return 2 if game.ruins_on else 1


def best_total(game):
    """The best total score of ``game``'s players."""
    best = game.total(0)
    for p in range(1, game.n):
        best = max(best, game.total(p))
    return best


def code_id(code):
    """4 bytes telling challenge code ``code`` from others (CRC-32 of its text)."""
    from hw.storage import crc32

    hi, lo = crc32(code.encode())
    return struct.pack("<HH", lo, hi)


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
        for k in range(CODES):
            struct.pack_into("<h", self.data, CODES_AT + k * CODE_ENTRY + 4, NO_RATING)
        if data:
            if data[0] != FORMAT or len(data) < CODES_AT:
                self.problem = MSG_NEWER if data[0] > FORMAT else MSG_DAMAGED
            else:
                size = min(len(data), SIZE)
                self.data[:size] = data[:size]

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

    def code_best(self, code):
        """The best score kept for challenge code ``code``, or None."""
        k = self._code_slot(code_id(code))
        if k < 0:
            return None
        return struct.unpack_from("<h", self.data, CODES_AT + k * CODE_ENTRY + 4)[0]

    def code_par(self, code):
        """The par kept for challenge code ``code``, or None."""
        k = self._code_slot(code_id(code))
        if k < 0 or not self.data[PARS_AT + k]:
            return None
        return self.data[PARS_AT + k] - PAR_BIAS

    def codes(self):
        """[(id, best score)] of the codes kept, most recently played first."""
        return [row[:2] for row in self.code_rows()]

    def code_rows(self):
        """[(id, best score, par byte)] of the codes kept, most recently
        played first; the par is the byte less ``PAR_BIAS``, 0 while not known."""
        out = []
        for k in range(CODES):
            at = CODES_AT + k * CODE_ENTRY
            best = struct.unpack_from("<h", self.data, at + 4)[0]
            if best != NO_RATING:
                out.append((bytes(self.data[at:at + 4]), best, self.data[PARS_AT + k]))
        return out

    def _code_slot(self, ident):
        for k in range(CODES):
            at = CODES_AT + k * CODE_ENTRY
            if (self.data[at:at + 4] == ident
                    and struct.unpack_from("<h", self.data, at + 4)[0] != NO_RATING):
                return k
        return -1

    def note_code(self, code, score, par=None):
        """Keep ``score`` for ``code`` if it is its best, and its ``par``
        when given (else the par kept, if any), the code first."""
        ident = code_id(code)
        rows = self.code_rows()
        k = self._code_slot(ident)
        kept = 0
        if k >= 0:
            row = rows.pop(k)
            score = max(score, row[1])
            kept = row[2]
        if par is not None:
            kept = max(min(par + PAR_BIAS, 255), 1)
        rows.insert(0, (ident, max(min(score, 32767), -32767), kept))
        for k in range(CODES):
            at = CODES_AT + k * CODE_ENTRY
            if k < len(rows):
                self.data[at:at + 4] = rows[k][0]
                struct.pack_into("<h", self.data, at + 4, rows[k][1])
                self.data[PARS_AT + k] = rows[k][2]
            else:
                struct.pack_into("<h", self.data, at + 4, NO_RATING)
                self.data[PARS_AT + k] = 0

    # ----- a game ends -----

    def note(self, game):
        """Count finished ``game`` once; True when the records changed. A
        game dealt from a stacked deck (the guided first game) is not
        counted: its cards were known."""
        ident = game_id(game)
        if self.data[1:HEAD] == ident or game.stacked:
            return False
        self.data[1:HEAD] = ident
        from engine.challenge import code_of

        code = code_of(game)
        if code is not None:
            self.note_code(code, best_total(game))
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


def code_best(storage, code):
    """The best score kept for challenge code ``code`` in the records behind
    game store ``storage``, or None. Damaged records are left as they are:
    ``note_game`` resets them and tells the player, at the title."""
    return code_kept(storage, code)[0]


def code_kept(storage, code):
    """(best score, par) kept for challenge code ``code`` in the records
    behind game store ``storage``, each None when not kept (damaged records
    too, as ``code_best``)."""
    from hw import areas

    records = Records(areas.records(storage).load())
    if records.problem is not None:
        return None, None
    return records.code_best(code), records.code_par(code)


def note_par(storage, code, par):
    """Keep ``par`` for challenge code ``code`` with the best score kept for
    it, when the records hold that code (the title counted its game before
    the par was worked out). Damaged records are left for ``note_game`` to
    reset and tell; None, or the sentence saying why the records were not
    saved."""
    from hw import areas

    area = areas.records(storage)
    records = Records(area.load())
    best = records.code_best(code)
    if records.problem is not None or area.error or best is None:
        return None
    records.note_code(code, best, par)
    return save(area, records)


def save(area, records):
    """Store ``records``; None when it worked, else one sentence why not."""
    try:
        area.save(bytes(records.data))
    except (OSError, ValueError) as err:
        from carto_ui.unsaved import reason

        return get(S.RECORDS_NOT_SAVED) % reason(err)
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

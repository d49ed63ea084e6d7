"""The game's sound effects, and which one a move makes."""
# A track is bytes of (MIDI note, hundredths of a second) pairs, note 0 a
# rest; the board plays it (``hw.speaker``, the simulator's ``sim.sound``).
# One effect per press: the move's most telling event wins. Loaded by the
# play screen where it plays, and forgotten while a hint is searched
# (``carto_ui.unload``).
from engine import cards
from engine.phases import EV_COINS, EV_KILLED, EV_REVEAL, EV_SCORED, EV_SOLO, OVER

PLACE = b"\x3c\x04\x43\x06"  # C4 G4: a shape drawn
ILLEGAL = b"\x2e\x07\x00\x03\x2e\x0c"  # low B-flat twice: not here
COIN = b"\x58\x04\x5f\x0c"  # E6 B6: a coin gained
REVEAL = b"\x48\x05\x4c\x05\x4f\x08"  # C5 E5 G5: a new card
AMBUSH = b"\x34\x08\x33\x08\x32\x08\x31\x14"  # falling: monsters arrive (or a hero strikes)
SEASON = b"\x48\x08\x4c\x08\x4f\x08\x54\x18"  # C5 E5 G5 C6: the season is scored
FINAL = b"\x48\x0a\x4c\x0a\x4f\x0a\x54\x0c\x00\x06\x4f\x08\x54\x30"  # the game is over


def after_move(game, player):
    """The effect of the move just made on ``player``'s map (``game.events``)."""
    if game.kind == OVER:
        return FINAL
    track = PLACE
    for ev in game.events:
        kind = ev[0]
        if kind == EV_SCORED:
            return SEASON
        if kind == EV_SOLO or kind == EV_KILLED:
            track = AMBUSH
        elif kind == EV_COINS and ev[1] == player and ev[2] > 0 and track is not AMBUSH:
            track = COIN
        elif kind == EV_REVEAL and track is PLACE:
            track = AMBUSH if cards.kind(ev[1]) == cards.AMBUSH else REVEAL
    return track

"""Constants shared by the engine's modules and its users."""
# What a game waits for, the flow phases (saved), event kinds and coin
# sources.
from . import const

# What the game waits for.
PLACE = const(1)
DESTROY = const(2)
OVER = const(3)

# Flow phases (saved).
PH_REVEAL = const(0)
PH_DRAW = const(1)
PH_AMBUSH = const(2)
PH_HERO = const(3)
PH_CHECK = const(4)
PH_SCORE = const(5)
PH_EFFECT = const(6)
PH_OVER = const(7)

# Events: tuples whose first item is one of these.
EV_REVEAL = const(1)     # (EV_REVEAL, card)
EV_COINS = const(2)      # (EV_COINS, player, gained, source)
EV_KILLED = const(3)     # (EV_KILLED, player, monsters destroyed by heroes)
EV_SOLO = const(4)       # (EV_SOLO, card, r, c), r = -1 when discarded
EV_SCORED = const(5)     # (EV_SCORED, season)
EV_ZOMBIES = const(6)    # (EV_ZOMBIES, player, spaces)
EV_DESTROYED = const(7)  # (EV_DESTROYED, player, r, c)

COIN_SHAPE = const(0)
COIN_MOUNTAIN = const(1)
COIN_DRAGON = const(2)

MAX_PLAYERS = const(8)

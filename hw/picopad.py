"""Pajenicko PicoPad (board id ``pajenicko_picopad``), driven as a PicoSystem."""
# 320x240 ST7789 as ``board.DISPLAY`` and a d-pad plus A/B/X/Y on GPIOs
# (active-low), under the same ``board.SW_*`` names as the PicoSystem's. The
# PicoSystem module therefore drives it unchanged (X acts as Start, Y as
# Select); only the name differs. Saves in NVM (4 KB).
from hw.picosystem import BUTTON_NAMES, HEIGHT, WIDTH, buttons, display, storage, ticks_ms

NAME = "picopad"

__all__ = ("NAME", "BUTTON_NAMES", "WIDTH", "HEIGHT", "display", "buttons", "storage", "ticks_ms")

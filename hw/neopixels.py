"""The five NeoPixels of the PyBadge and PyGamer: ``lights(grb)`` writes them."""
import board
import digitalio
import neopixel_write

_pin = digitalio.DigitalInOut(board.NEOPIXEL)
_pin.switch_to_output(False)


def lights(grb):
    """Show ``grb``: three bytes per LED (green, red, blue: the NeoPixel's order)."""
    neopixel_write.neopixel_write(_pin, grb)


# Dark at power-up: a soft reload in mid-game leaves the strip as it was.
lights(bytes(15))

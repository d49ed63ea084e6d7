"""The PyBadge's and PyGamer's speaker and five NeoPixels: their boards' ``play`` and ``lights``."""
# The pins are opened once, at power-up; the effects are played by
# ``hw.speaker``, loaded only while they play (``carto_ui.unload`` forgets it
# while a hint is searched).
import audioio
import board
import digitalio
import neopixel_write

_out = audioio.AudioOut(board.SPEAKER)
_amp = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
_pixels = digitalio.DigitalInOut(board.NEOPIXEL)
_pixels.switch_to_output(False)


def play(track, volume):
    """Start sound effect ``track`` at ``volume`` 1-3 (0: silent), the amplifier on while heard."""
    from hw import speaker

    speaker.play(_out, _amp, track, volume)


def lights(grb):
    """Show ``grb`` on the NeoPixels: three bytes per LED (green, red, blue)."""
    neopixel_write.neopixel_write(_pixels, grb)


lights(bytes(15))  # dark: a soft reload in mid-game leaves them lit

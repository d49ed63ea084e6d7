"""Stand-in for audiopwmio (the PicoSystem's piezo): audioio's, under its own name."""
from audioio import AudioOut as PWMAudioOut  # noqa: F401

"""Desktop simulator and desktop tools. Imports nothing, so that
``python -m sim.<tool>`` stays fast and pygame-free."""

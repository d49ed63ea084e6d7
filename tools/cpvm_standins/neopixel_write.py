"""Stand-in for neopixel_write: prints what the strip is sent (CPVM-LIGHTS bytes)."""


def neopixel_write(p, b):
    print("CPVM-LIGHTS", bytes(b))

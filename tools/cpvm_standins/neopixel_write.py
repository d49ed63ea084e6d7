# Stand-in for neopixel_write: each write is printed as a CPVM-PIXELS line.


def neopixel_write(a, b):
    print("CPVM-PIXELS", bytes(b).hex())

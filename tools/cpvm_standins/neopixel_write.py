# Stand-in for neopixel_write: each write is printed as a CPVM-PIXELS line.


def neopixel_write(pin, buf):
    print("CPVM-PIXELS", bytes(buf).hex())

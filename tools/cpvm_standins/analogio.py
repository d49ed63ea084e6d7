"""Stand-in for analogio: mid-scale readings (a joystick at rest; a battery at 3.3 V on A6)."""


class AnalogIn:
    def __init__(s, a):
        s.value = 32768
        s.reference_voltage = 3.3

    def deinit(s):
        pass

"""Stand-in for analogio: mid-scale readings (a joystick at rest; a battery at 3.3 V on A6)."""


class AnalogIn:
    def __init__(self, pin):
        self.value = 32768
        self.reference_voltage = 3.3

    def deinit(self):
        pass

"""Stand-in for analogio: a joystick at rest (the PyGamer's d-pad is its stick)."""


class AnalogIn:
    def __init__(self, pin):
        self.value = 32768

    def deinit(self):
        pass

"""Stand-in for digitalio: a pin that keeps its value."""


class DigitalInOut:
    def __init__(self, pin):
        self.value = False

    def switch_to_output(self, value=False, **kwargs):
        self.value = value

    def deinit(self):
        pass

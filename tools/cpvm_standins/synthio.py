"""Stand-in for synthio: notes pressed and released are printed as CPVM-NOTE lines."""


class Envelope:
    def __init__(self, **kwargs):
        pass


class Note:
    def __init__(self, frequency):
        self.frequency = frequency
        self.amplitude = 1.0


class Synthesizer(Envelope):
    def press(self, note):
        print("CPVM-NOTE on", int(note.frequency), int(note.amplitude * 100))

    def release(self, note):
        print("CPVM-NOTE off")

    def deinit(self):
        pass

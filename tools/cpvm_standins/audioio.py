"""Stand-in for audioio: an AudioOut that says what it plays."""


class AudioOut:
    def __init__(self, pin):
        pass

    def play(self, sample, loop=False):
        print("CPVM-AUDIO play", type(sample).__name__)

    def stop(self):
        pass

    def deinit(self):
        print("CPVM-AUDIO deinit")

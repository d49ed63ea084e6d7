# Stand-in for audioio: an AudioOut that says what it plays (CPVM-AUDIO lines).


class AudioOut:
    def __init__(self, *pin):
        pass

    def play(self, sample, loop=False):
        print("CPVM-AUDIO play", type(sample).__name__)

    def deinit(self):
        print("CPVM-AUDIO deinit")

    stop = __init__

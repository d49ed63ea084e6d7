# Stand-in for audioio: an AudioOut that says what it plays (CPVM-AUDIO lines).
# Few names (one-letter arguments, only what hw.sound calls): the VM interns
# each, where a board keeps the real module's in flash.


class AudioOut:
    def __init__(s, *a):
        pass

    def play(s, a):
        print("CPVM-AUDIO play", type(a).__name__)

    def deinit(s):
        print("CPVM-AUDIO deinit")

    stop = __init__

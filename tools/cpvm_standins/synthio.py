# Stand-in for synthio: notes pressed and released are printed as CPVM-NOTE lines.
# One class plays Note, Envelope and Synthesizer (each takes anything): few
# names, as in audioio.py.


class Synthesizer:
    def __init__(s, *a, **b):
        pass

    def press(s, n):
        print("CPVM-NOTE on", int(n.frequency), int(n.amplitude * 100))

    def release(s, n):
        print("CPVM-NOTE off")

    deinit = __init__


Note = Envelope = Synthesizer

# Stand-in for synthio: notes pressed and released are printed as CPVM-NOTE lines.


class Note:  # also the Envelope and the Synthesizer's constructor: takes anything
    def __init__(self, *args, **kwargs):
        pass


Envelope = Note


class Synthesizer(Note):
    def press(self, note):
        print("CPVM-NOTE on", int(note.frequency), int(note.amplitude * 100))

    def release(self, note):
        print("CPVM-NOTE off")

    deinit = Note.__init__

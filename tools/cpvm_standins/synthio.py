"""Stand-in for synthio: a MidiTrack is its events and its envelope's level, an
Envelope its level (what audioio's stand-in prints)."""
# Keyword arguments as **k: named parameters kept their names (interned on
# the VM, in a board's firmware not) in the heap.


def MidiTrack(b, t, **k):
    return bytes(b), k["envelope"]


def Envelope(**k):
    return k["attack_level"]

"""One stand-in for five firmware modules: digitalio, neopixel_write, audioio,
audiopwmio and synthio (``board`` registers it under their names on the
boards that have a speaker or NeoPixels). It prints what the game plays
(``CPVM-SOUND (events, {"envelope": {"attack_level": level, ...}, ...})``)
and lights (``CPVM-LIGHTS bytes``)."""
# A board keeps these modules in its firmware, not in the heap; on the VM
# every function here is heap, so there are as few as can play the parts:
# an output pin and an AudioOut are this module itself (its functions their
# methods), an Envelope is a dict of its arguments. Five modules of classes
# kept about 1.5 KB.
import sys

M = sys.modules[__name__]


def DigitalInOut(p):
    return M


AudioOut = PWMAudioOut = DigitalInOut


def stop(value=False):
    pass


switch_to_output = stop


def neopixel_write(p, b):
    print("CPVM-LIGHTS", bytes(b))


def play(t):
    print("CPVM-SOUND", t)


def MidiTrack(b, t, **k):
    return bytes(b), k


Envelope = dict

for n in ("digitalio", "neopixel_write", "audioio", "audiopwmio", "synthio"):
    sys.modules[n] = M

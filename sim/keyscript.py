"""Key scripts: whitespace-separated button names, ``NxNAME`` repeats.

``parse("start 3xright a")`` gives the bits of start, right, right, right,
a. Pygame-free.
"""
from hw.buttons import NAMES


def parse(text):
    """The list of button bits a key script names; ValueError on a bad word."""
    bits = []
    for word in text.split():
        count = 1
        name = word.lower()
        if "x" in name[1:]:
            head, _, tail = name.partition("x")
            if head.isdigit() and tail in NAMES:
                count = int(head)
                name = tail
        if name not in NAMES:
            raise ValueError(
                "unknown key %r (known: %s)" % (word, " ".join(sorted(NAMES)))
            )
        bits.extend([NAMES[name]] * count)
    return bits


def name_of(bit):
    """The script name of a single button bit."""
    for name, value in NAMES.items():
        if value == bit:
            return name
    raise ValueError("not a single button bit: %r" % bit)

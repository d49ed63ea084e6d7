"""A stand-in ``mpy-cross`` for the bundle's tests: says a version, writes
files that start like CircuitPython's ``.mpy``."""
import stat

# A shell script: ``--version`` prints the version line given; otherwise it
# writes the ``-o`` file with CircuitPython's .mpy header (mpy v6), constant
# tables of no name and one object (None), and no code.
FAKE_MPY_CROSS = """#!/bin/sh
if [ "$1" = "--version" ]; then echo "%s"; exit 0; fi
while [ $# -gt 0 ]; do if [ "$1" = "-o" ]; then out="$2"; fi; shift; done
printf 'C\\006\\000\\037\\000\\001\\001fake' > "$out"
"""
CP10 = "CircuitPython 10.1.0 on 2025-01-01; mpy-cross emitting mpy v6.3"


def fake_mpy_cross(folder, says=CP10):
    """An executable mpy-cross stand-in in folder whose --version says ``says``
    and whose .mpy files start like CircuitPython's."""
    folder.mkdir(exist_ok=True)
    path = folder / "mpy-cross"
    path.write_text(FAKE_MPY_CROSS % says)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)

"""Find CircuitPython's desktop VM and mpy-cross and check their versions.

Both are looked for in ``$CIRCUITPYTHON`` / ``$CIRCUITPY_MPY_CROSS``, then in
``../shared/circuitpython/bin``; mpy-cross also on ``PATH``. A program that is
missing, not executable or of another CircuitPython major version than
``MAJOR`` raises ``Missing`` with a one-line message.
"""
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED_BIN = os.path.join(os.path.dirname(ROOT), "shared", "circuitpython", "bin")
MAJOR = 10  # the CircuitPython line the bundle targets
MPY_CROSS_VARIABLE = "CIRCUITPY_MPY_CROSS"
VM_VARIABLE = "CIRCUITPYTHON"


class Missing(RuntimeError):
    """The VM or mpy-cross is missing, not executable or of the wrong version;
    the message is one line naming the variable that sets it."""


def executable(path):
    return os.path.isfile(path) and os.access(path, os.X_OK)


def _find(variable, name):
    path = os.environ.get(variable)
    if path:
        if not executable(path):
            raise Missing("%s=%s is not an executable file" % (variable, path))
        return path
    path = os.path.join(SHARED_BIN, name)
    if executable(path):
        return path
    raise Missing("no CircuitPython %s: set %s (looked in %s)" % (name, variable, SHARED_BIN))


def output(argv):
    """What a program prints (stdout then stderr), or Missing if it cannot run."""
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise Missing("%s does not run: %s" % (argv[0], err))
    return (done.stdout + done.stderr).strip()


def find_vm():
    """Path of CircuitPython's desktop VM of major version ``MAJOR``."""
    path = _find(VM_VARIABLE, "circuitpython")
    said = output([path, "-c", "import sys; print(sys.implementation.name, "
                   "sys.implementation.version[0])"])
    if said != "circuitpython %d" % MAJOR:
        raise Missing("%s=%s is not CircuitPython %d (it says %r)"
                      % (VM_VARIABLE, path, MAJOR, said[:80]))
    return path


def mpy_cross_version(path):
    """The first line of ``path --version`` if it says CircuitPython ``MAJOR``,
    else Missing."""
    said = output([path, "--version"])
    if not said.startswith("CircuitPython %d." % MAJOR):
        raise Missing("%s is not CircuitPython %d's mpy-cross (it says %r)"
                      % (path, MAJOR, said.split("\n")[0][:80]))
    return said.split("\n")[0]


def check_mpy_cross(path):
    """Raise Missing unless ``path`` is CircuitPython ``MAJOR``'s mpy-cross."""
    if not executable(path):
        raise Missing("mpy-cross %s is not an executable file" % path)
    mpy_cross_version(path)


def find_mpy_cross():
    """Path of CircuitPython's own mpy-cross of major version ``MAJOR``:
    ``$CIRCUITPY_MPY_CROSS``, else the shared one."""
    path = _find(MPY_CROSS_VARIABLE, "mpy-cross")
    check_mpy_cross(path)
    return path


def search_mpy_cross():
    """(path, version line, notes): the first good mpy-cross of
    ``$CIRCUITPY_MPY_CROSS`` (which must be good if set: Missing otherwise),
    the shared one and ``PATH``; (None, None, notes) when none is, with one
    note per candidate that was passed over."""
    explicit = os.environ.get(MPY_CROSS_VARIABLE)
    if explicit:
        if not executable(explicit):
            raise Missing("%s=%s is not an executable file" % (MPY_CROSS_VARIABLE, explicit))
        return explicit, mpy_cross_version(explicit), []
    notes = []
    for path in (os.path.join(SHARED_BIN, "mpy-cross"), shutil.which("mpy-cross")):
        if not path or not os.path.exists(path):
            continue
        if not executable(path):
            notes.append("%s is not executable" % path)
            continue
        try:
            return path, mpy_cross_version(path), notes
        except Missing as passed_over:
            notes.append(str(passed_over))
    return None, None, notes

"""Cartographers Handheld: device entry point."""
# CircuitPython compiles this file from source at every power-up, so it holds
# only what must run before a .mpy file is imported: the firmware check (a
# .mpy of another CircuitPython does not load) and the stale .py check (a
# .py beside its .mpy is imported instead of it). carto_ui.start, compiled,
# does the rest: it loads the board, builds the UI and runs the game,
# printing the game's version and ``gc.mem_free()`` after each step on the
# serial console. An error is told on the screen too, in plain sentences, by
# hw.panic (loaded only then).
import gc
import os
import sys

gc.collect()
print("mem_free after boot: %d" % gc.mem_free())


def _stale_sources():
    """Our .py files beside a .mpy of the same module: CircuitPython would
    import the .py (old code)."""
    here = globals().get("__file__", "")
    here = here[:here.rfind("/") + 1]
    found = []
    for folder in ("engine", "hw", "lib/carto_ui"):
        try:
            names = os.listdir(here + folder)
        except OSError:
            continue
        for name in names:
            # From the .py names, the rare ones in a bundle, not from the
            # .mpy names: this check counts in the start-up's time budget.
            if name.endswith(".py") and name[:-3] + ".mpy" in names:
                found.append(folder + "/" + name)
    return found


_step = "checking the firmware"
_language = None
start = None
try:
    try:
        from carto_bundle import CIRCUITPYTHON  # written by tools/bundle.py
    except ImportError:  # not a bundle: running from the source tree
        CIRCUITPYTHON = None
    sys.modules.pop("carto_bundle", None)
    if CIRCUITPYTHON and sys.implementation.version[0] != CIRCUITPYTHON:
        from hw import panic

        panic.stop(panic.wrong_firmware(CIRCUITPYTHON))
    _stale = _stale_sources()
    if _stale:
        from hw import panic

        panic.stop(panic.stale_sources(_stale))
    del _stale

    _step = "loading the board"
    from carto_ui import start

    start.run()
except Exception as error:  # not SystemExit or KeyboardInterrupt (ctrl-C)
    # The names this handler sets exist already: on a full heap, a new one
    # could grow the module's globals and the handler run out of memory.
    if start is not None:  # told in the UI's language when one was in use
        _step = start.step
        _language = start.let_go(sys.modules, ("engine", "hw", "carto_ui"))
    try:
        from hw import panic
    except Exception:  # not even room to explain: the console must do
        print("Stopped while %s; the error screen could not load." % _step)
        raise error
    panic.stop(panic.plain(error, _step, _language), error)

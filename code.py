"""Cartographers Handheld: device entry point."""
# Checks the firmware version and the files, loads this board's hw module,
# builds the UI and runs the shared loop, printing the game's version and
# ``gc.mem_free()`` after each setup step on the serial console. A start-up
# error is told on the screen too, in plain sentences, by hw.panic (loaded
# only then).
import gc
import os
import sys

_step = "start-up"


def _free(label):
    gc.collect()
    print("mem_free after %s: %d" % (label, gc.mem_free()))


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
            if name.endswith(".mpy") and name[:-4] + ".py" in names:
                found.append(folder + "/" + name[:-4] + ".py")
    return found


def _let_go(names, modules, ours):
    """Let go of what start-up holds, so that there is room to explain an
    error; the UI's language code when one was in use. First, allocating
    nothing: the screen the display shows (it holds its groups) and
    start-up's objects among ``names``, this module's globals (on a full
    heap, setting them to None grew the globals and the handler ran out of
    memory itself); then the ``modules`` named under ``ours``."""
    try:
        names["hw"].display.root_group = None
    except Exception:  # no board loaded yet
        pass
    for name in ("hw", "app", "App", "loop", "boards", "unload"):
        names.pop(name, None)
    # No gc.collect() here: an allocation that finds no room collects first
    # (with two here the guided game needed 121 KiB on the VM, over 120).
    language = modules.get("carto_ui.lang")
    language = language.code() if language is not None else None
    for name in list(modules):
        if name.split(".")[0] in ours:
            del modules[name]
    return language


_free("boot")
try:
    _step = "checking the firmware"
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
    from hw import boards

    hw = boards.load()
    del boards
    # The start-up-only hw modules leave the heap (carto_ui.unload's policy).
    from carto_ui import unload

    unload.at(unload.BOARD_LOADED)
    _free("board " + hw.NAME)

    _step = "importing the UI"
    # The version is printed only now: importing carto_ui before the board
    # left the error screen no room after an out-of-memory UI import
    # (tests/test_cp_start_up.py).
    from carto_ui import VERSION
    from carto_ui.app import App

    print("Cartographers Handheld " + VERSION)
    del VERSION
    _free("UI import")

    _step = "building the UI"
    from carto_ui import lang, langcheck

    lang.use(langcheck.chosen())  # lang.txt beside code.py, else English
    del lang, langcheck
    app = App(hw)
    _free("UI setup")

    from hw import loop

    _step = "running the game"
    loop.run(hw, app)
except Exception as error:  # not SystemExit or KeyboardInterrupt (ctrl-C)
    # Told in the UI's language when one was in use. The call's arguments
    # also take the places on this module's value stack where loop.run(hw,
    # app)'s stayed: with one argument the app was not freed
    # (tests/test_cp_start_up.py).
    _language = _let_go(globals(), sys.modules, ("engine", "hw", "carto_ui"))
    try:
        from hw import panic
    except Exception:  # not even room to explain: the console must do
        print("Stopped while %s; the error screen could not load." % _step)
        raise error
    panic.stop(panic.plain(error, _step, _language), error)

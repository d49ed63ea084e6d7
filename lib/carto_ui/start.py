"""The device's start-up after code.py's checks: the board, the UI and the game's loop."""
# code.py imports this once the firmware and the files are checked and calls
# ``run()``. It is here rather than in code.py because CircuitPython compiles
# code.py from source at every power-up: there these lines made the start-up
# 0.23 M VM instructions longer without presses and 0.65 M as the speed test
# counts it (German, .mpy, PyBadge; docs/memory.md, "Start-up"). ``run()``'s
# frame holds the board and the app: once it has raised, no stack refers to
# them (code.py's stack held loop.run's arguments), and ``let_go`` drops
# the rest.
import gc

step = "loading the board"  # what the start-up is doing: the error screen says it
board = None  # this board's hw module, once loaded


def free(label):
    gc.collect()
    print("mem_free after %s: %d" % (label, gc.mem_free()))


def run():
    """Load the board, build the UI and run the game; print the game's
    version and ``gc.mem_free()`` after each step on the serial console."""
    global step, board
    from hw import boards

    hw = boards.load()
    board = hw
    del boards
    # The start-up-only hw modules leave the heap (carto_ui.unload's policy).
    from carto_ui import unload

    unload.at(unload.BOARD_LOADED)
    free("board " + hw.NAME)

    step = "importing the UI"
    from carto_ui import VERSION
    from carto_ui.app import App

    print("Cartographers Handheld " + VERSION)
    free("UI import")

    step = "building the UI"
    from carto_ui import lang, langcheck

    lang.use(langcheck.chosen())  # lang.txt beside code.py, else English
    del lang, langcheck
    app = App(hw)
    free("UI setup")

    from hw import loop

    step = "running the game"
    loop.run(hw, app)


def let_go(modules, ours):
    """Let go of what the start-up holds, so that there is room to explain
    an error; the UI's language code when one was in use. First, allocating
    nothing: the screen the display shows (it holds its groups); then the
    ``modules`` (``sys.modules``) named under ``ours``."""
    global board
    try:
        board.display.root_group = None
    except Exception:  # no board loaded yet
        pass
    board = None
    # No gc.collect() here: an allocation that finds no room collects first
    # (with two here the guided game needed 121 KiB on the VM, over 120).
    language = modules.get("carto_ui.lang")
    language = language.code() if language is not None else None
    for name in list(modules):
        if name.split(".")[0] in ours:
            del modules[name]
    return language

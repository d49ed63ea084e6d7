"""Cartographers Handheld: device entry point."""
# Loads this board's hw module, builds the UI and runs the shared loop,
# printing ``gc.mem_free()`` after each setup step on the serial console.
import gc

_step = "start-up"


def _free(label):
    gc.collect()
    print("mem_free after %s: %d" % (label, gc.mem_free()))


_free("boot")
try:
    _step = "loading the board"
    from hw import boards

    hw = boards.load()
    del boards
    # The start-up-only hw modules leave the heap (carto_ui.unload's policy).
    from carto_ui import unload

    unload.at(unload.BOARD_LOADED)
    _free("board " + hw.NAME)

    _step = "importing the UI"
    from carto_ui.app import App

    _free("UI import")

    _step = "building the UI"
    app = App(hw)
    _free("UI setup")

    from hw import loop
except MemoryError:
    print("Out of memory while %s: the game did not fit in this board's RAM." % _step)
    print("Press reset to try again; if it happens again, report the figures above.")
    raise

loop.run(hw, app)

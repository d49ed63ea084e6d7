"""The main loop every board shares: poll, press, update, refresh if dirty."""
# ``hw`` is a board module (or the simulator's board object) and ``app`` the
# UI (``press(mask)``, ``update(now_ms)``, ``dirty``, ``busy``: work waits
# for the next frame, which then comes without the sleep). A ``MemoryError``
# is the app's to handle, not the loop's.
import time


def step(hw, app):
    """Run one frame."""
    now = hw.ticks_ms()
    pressed = hw.buttons.poll(now)
    if pressed:
        app.press(pressed)
    app.update(now)
    if app.dirty:
        hw.display.refresh()
        app.dirty = False


def run(hw, app, frame_s=0.01):
    """Run frames forever, sleeping ``frame_s`` between them to save power
    unless the app is busy."""
    while True:
        step(hw, app)
        if not app.busy:
            time.sleep(frame_s)

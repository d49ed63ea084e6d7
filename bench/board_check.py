"""The board check: a game the desktop VM played, replayed on a real board.

``tools/boardcheck.py`` (``make board-check``) writes this file onto the
drive as ``code.py``, renamed as the bundle renames the game, beside the game
and a ``check/`` folder: ``keys.bin`` (the key events of a game the bot played
on the desktop: two bytes each, the button's bit and 1 down / 0 up) and
``check.txt`` (the game's name, the bytes of heap to leave the game, the
virtual clock's start, the language and the final save's CRC). ``make deploy`` puts the game's own
``code.py`` back.

On the serial console (and on the screen once it ends) it prints the board's
``gc.mem_free()`` at boot, then leaves the game only the heap the VM's run
had (a bytearray holds the rest), loads the board and the UI as the game's
``code.py`` does and replays the events one a frame through the game's own
frame step (``hw.loop.step``), on the VM's virtual clock (frozen until the
first release, then 10 ms a call): the board plays the very game the VM
played. It plays on the board's own save store, erased first as the VM's
is; the saved game, settings and records in NVM are kept in RAM meanwhile
and put back at the end (a reset during the check loses them). At the end:
whether the game ran out of memory, ``gc.mem_free()`` after the game, the
heap an effect keeps while it plays (where the board has a speaker), the
final save's CRC (the same as the desktop's when the board played the same
game) and the start-up's, the presses' (median, 90th percentile) and the
slowest frames' times in the board's real milliseconds (display refresh,
sound and lights included): the figures ``docs/memory.md``, "On a board", asks for.
"""
import gc
import os

import microcontroller  # its nvm: the board's saves, settings and records

gc.collect()
print("mem_free after boot: %d" % gc.mem_free())

with open("check/check.txt") as config:
    GAME = config.readline().strip()
    LEAVE = int(config.readline())
    SEED_MS = int(config.readline())
    LANGUAGE = config.readline().strip()
    SAVE_CRC = config.readline().strip()  # the final save's, from the desktop's game
keys = open("check/keys.bin", "rb")
key = bytearray(2)
slowest = [(0, 0)] * 5  # (milliseconds, event number), slowest first
tally = [0, 0, 0, 0]  # events read, out-of-memory recoveries, presses, a press this frame
# Each press's frame in milliseconds, two bytes a press (a press is two events).
times = bytearray(os.stat("check/keys.bin")[6] // 2)
nvm = microcontroller.nvm
kept = None
if nvm is not None:  # erased, as at the VM's power-up; put back at the end
    kept = nvm[0:len(nvm)]
    nvm[0:len(nvm)] = b"\xff" * len(nvm)


def rank(k):
    """The ``k``-th shortest press frame in ms (from 0), found without a
    sorted copy: the board may have no block for one at the end."""
    low, high = 0, 65535
    while low < high:
        mid = (low + high) // 2
        count = 0
        for at in range(0, 2 * tally[2], 2):
            if times[at] | times[at + 1] << 8 <= mid:
                count += 1
        if count > k:
            high = mid
        else:
            low = mid + 1
    return low


class Clock:
    """The VM's virtual clock: ``SEED_MS`` until the first key comes up, then
    10 ms more a call (``tools/cpvm_standins/supervisor.py``)."""

    def __init__(self):
        self.ms = SEED_MS
        self.running = False

    def ticks_ms(self):
        if self.running:
            self.ms += 10
        return self.ms


# What the check holds is allocated by now; the game gets LEAVE bytes, and
# from here on everything is loaded as the game's code.py loads it.
gc.collect()
spare = gc.mem_free() - LEAVE
ballast = bytearray(spare) if spare > 0 else None
gc.collect()
print("check: %s, %d bytes of heap left to the game (asked %d)" % (GAME, gc.mem_free(), LEAVE))
try:
    from hw import boards

    hw = boards.load()
    del boards
    real_ms = hw.ticks_ms  # the board's own clock, for the times
    loaded = real_ms()
    from carto_ui import unload

    unload.at(unload.BOARD_LOADED)
    from hw.buttons import Buttons

    class Replay(Buttons):
        """The recorded events, one a frame, as the VM's keypad stand-in feeds them."""

        def __init__(self, clock):
            super().__init__()
            self.clock = clock
            self.done = False

        def scan(self):
            if keys.readinto(key) != 2:
                self.done = True
                return
            tally[0] += 1
            if key[1]:
                tally[3] = 1
                self.down(key[0])
            else:
                self.clock.running = True
                self.up(key[0])

    clock = Clock()
    hw.ticks_ms = clock.ticks_ms
    hw.buttons = Replay(clock)
    from carto_ui import lang
    from carto_ui.app import App

    from hw import loop
    from hw.repeat import ticks_diff

    class CheckedApp(App):
        """The game's App, counting its out-of-memory recoveries."""

        def out_of_memory(self):
            tally[1] += 1
            print("check: out of memory at event %d" % tally[0])
            super().out_of_memory()

    lang.use(LANGUAGE)
    del lang
    app = CheckedApp(hw)
    hw.display.refresh()
    print("check: the UI built and the title shown %d ms after the board's module loaded"
          % ticks_diff(real_ms(), loaded))
    gc.collect()
    print("mem_free after UI setup: %d" % gc.mem_free())
    frames = 0
    stopped = None
    try:
        while not hw.buttons.done:
            began = real_ms()
            loop.step(hw, app)
            took = ticks_diff(real_ms(), began)
            frames += 1
            if tally[3]:
                tally[3] = 0
                at = 2 * tally[2]
                capped = min(took, 65535)
                times[at] = capped & 255
                times[at + 1] = capped >> 8
                tally[2] += 1
            if took > slowest[-1][0]:
                slowest[-1] = (took, tally[0])
                slowest.sort(reverse=True)
    except Exception as error:  # the game's code.py would show its error screen
        stopped = error
        app = None
        gc.collect()
        print("check: stopped at event %d by %s: %s" % (tally[0], type(error).__name__, error))
    keys.close()
    gc.collect()
    end_free = gc.mem_free()
    ballast = None  # room for the report: the game is let go (its save stays)
    app = None
    hw.display.root_group = None
    gc.collect()
    print("check: %s, %d events in %d frames, %d out-of-memory recoveries" % (
        GAME, tally[0], frames, tally[1]))
    print("check: mem_free at the end %d" % end_free)
    print("check: slowest frames (ms @ event): %s" % ", ".join(
        "%d @ %d" % pair for pair in slowest if pair[0]))
    n = tally[2]
    if n:
        print("check: %d presses, their frames: median %d ms, 90%% within %d ms, slowest %d ms"
              % (n, rank(n // 2), rank(n * 9 // 10), rank(n - 1)))
    saved = hw.storage.load()
    if saved is not None:  # the same as the desktop's when the board played the same game
        from hw.storage import crc32

        crc = "%04x%04x" % crc32(saved)
        print("check: final save %d bytes, CRC-32 %s, %s the desktop's" % (
            len(saved), crc, "the same as" if crc == SAVE_CRC else "NOT"))
    if getattr(hw, "play", None) is not None:
        # What an effect keeps while it plays: on a board its track and
        # synthio's sample buffers (the VM's stand-in has no buffers).
        from carto_ui import effects

        hw.play(effects.FINAL, 0)  # loads the speaker's module, plays nothing
        gc.collect()
        quiet = gc.mem_free()
        hw.play(effects.FINAL, 1)
        gc.collect()
        print("check: an effect playing keeps %d bytes of heap" % (quiet - gc.mem_free()))
        hw.play(effects.FINAL, 0)
        del effects
    print("check: %s" % ("stopped" if stopped is not None else
                         "ran out of memory" if tally[1] else "clean"))
finally:
    if kept is not None:
        nvm[0:len(nvm)] = kept
        print("check: the board's saves, settings and records put back")

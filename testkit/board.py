"""``FakeBoard``: a board module's names (hw/pybadge.py's) off a device."""
# The UI reads a board as a module: NAME, WIDTH, HEIGHT, display, buttons,
# storage, ticks_ms, BUTTON_NAMES and, where the board has them, play,
# lights and battery. It offers a settings row only where hasattr(hw,
# "play") or hasattr(hw, "lights") holds, so those two exist only when asked
# for. Blinka is imported only for a display that renders, so a board
# without one runs where pygame is missing.
from hw import boards, keymaps
from hw.buttons import Buttons
from hw.nvm_store import FILE_SIZE
from hw.storage import MemoryStore, Storage, size_for

# The raw store of a bare game store: two slots of 4 KiB, no room behind
# them, so the settings and records areas stay in RAM (hw.areas.ram_only).
BARE_SIZE = size_for(4096)

_MADE = object()  # ``storage``'s default: the board makes its own


class _CountingDisplay:
    """A display that draws nothing and counts its refreshes: rendering is
    most of the time of a whole game played by buttons."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.auto_refresh = False
        self.root_group = None
        self.refreshes = 0

    def refresh(self, **kwargs):
        self.refreshes += 1
        return True


class FakeBoard:
    """One board, every option keyword-only.

    ``name`` (a ``hw.boards`` board id or module name) gives NAME, WIDTH,
    HEIGHT and the case's BUTTON_NAMES; else ``size`` (width, height) makes
    board "test" with the PyBadge's button names.

    ``display``: a display object; by default a headless PyGameDisplay
    without auto-refresh, or with ``render=False`` one that draws nothing
    and counts ``refreshes``. ``buttons``: by default a ``hw.buttons.Buttons``.

    ``storage``: a ``hw.storage.Storage`` (or None) used as given; by
    default one over ``raw`` (a raw store kept across power cuts; by default
    a new ``MemoryStore`` of the device's 8 KiB) whose game slots are
    ``SAVE_PAYLOAD`` long, as ``hw.boards.open_storage`` makes them, leaving
    room for the settings and records areas. ``bare=True`` makes the plain
    ``Storage(raw)`` instead (by default over ``BARE_SIZE``): slots that
    fill the store, the areas in RAM. ``raw`` is the store's raw store.

    ``ticks_ms()``: ``now`` (settable), moved ``step`` ms on before each
    reading; a callable ``ticks_ms`` (a ``sim.clock`` clock) replaces it.

    ``play=True``: ``play(track, volume)`` appends to ``played``;
    ``lights=True``: ``lights(grb)`` appends the bytes to ``shown``;
    ``battery``: the board's (pin, divider).

    ``close()`` detaches the UI and, for a display that renders, releases it.
    """

    def __init__(self, *, name=None, size=None, display=None, render=True, buttons=None,
                 storage=_MADE, raw=None, bare=False, ticks_ms=None, now=0, step=0,
                 play=False, lights=False, battery=None):
        if name is not None:
            row = boards.find(name)
            if row is None:
                raise ValueError("unknown board %r" % name)
            self.NAME, self.WIDTH, self.HEIGHT = row[1:]
            self.BUTTON_NAMES = keymaps.BUTTON_NAMES[self.NAME]
        else:
            self.NAME = "test"
            self.WIDTH, self.HEIGHT = size
            self.BUTTON_NAMES = keymaps.START_SELECT_NAMES
        self.render = render
        self.display = display if display is not None else self.new_display()
        self.buttons = buttons if buttons is not None else Buttons()
        if storage is _MADE:
            if bare:
                storage = Storage(raw if raw is not None else MemoryStore(BARE_SIZE))
            else:
                raw = raw if raw is not None else MemoryStore(FILE_SIZE)
                storage = Storage(raw, capacity=boards.SAVE_PAYLOAD)
        self.storage = storage
        self.raw = storage.raw if storage is not None else None
        self.now = now
        self.step = step
        if ticks_ms is not None:
            self.ticks_ms = ticks_ms
        if play:
            self.played = []
            self.play = self._play
        if lights:
            self.shown = []
            self.lights = self._lights
        if battery is not None:
            self.battery = battery

    def new_display(self):
        """The display this board makes when none is given."""
        if not self.render:
            return _CountingDisplay(self.WIDTH, self.HEIGHT)
        from blinka_displayio_pygamedisplay import PyGameDisplay

        return PyGameDisplay(width=self.WIDTH, height=self.HEIGHT, auto_refresh=False)

    def ticks_ms(self):
        """The board's clock: ``now``, after moving it ``step`` ms on."""
        self.now += self.step
        return self.now

    def _play(self, track, volume):
        self.played.append((track, volume))

    def _lights(self, grb):
        self.shown.append(bytes(grb))

    def close(self):
        """Detach the UI and release the display (and pygame with it) if it
        renders."""
        # Blinka's refresh thread posts pygame events while auto_refresh is
        # on (hw.panic turns it on); one posted after the release's
        # pygame.quit() is an error in that thread.
        self.display.auto_refresh = False
        self.display.root_group = None
        if self.render:
            import displayio

            displayio.release_displays()

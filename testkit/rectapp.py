"""``RectApp``: a stand-in App for the simulator's own tests, a red square
the d-pad moves."""
import displayio

from hw.buttons import DOWN, RIGHT


class RectApp:
    """Test app: a 10x10 red square that RIGHT/DOWN move by 10 px; A does
    nothing visible (so it leaves the screen clean)."""

    def __init__(self, hw, seed=None):
        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFF0000
        square = displayio.Bitmap(10, 10, 2)
        square.fill(1)
        self.square = displayio.TileGrid(square, pixel_shader=palette)
        group = displayio.Group()
        group.append(self.square)
        hw.display.root_group = group
        self.seed = seed
        self.presses = []
        self.updates = []
        self.dirty = True

    def press(self, mask):
        self.presses.append(mask)
        if mask & RIGHT:
            self.square.x += 10
            self.dirty = True
        if mask & DOWN:
            self.square.y += 10
            self.dirty = True

    def update(self, now_ms):
        self.updates.append(now_ms)

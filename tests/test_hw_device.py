"""Every board module loads and works under real MicroPython, on stand-ins
for CircuitPython's ``board``, ``keypad``, ``analogio``, ``supervisor`` and
``microcontroller`` modules (the WebAssembly MicroPython of
tools/micropython, installed by ``make test``).

The stand-ins record what the board module asked for (key pins, display
settings) and let the test queue key events and move the joystick, so this
checks ``hw.boards.load()`` picking the module from ``board.board_id``, the
names each module exposes, its key wiring, its save store and its battery
pin.
"""
import pytest

from tools import mpyrun

FAKES = {
    "board": '''
class _Display:
    auto_refresh = True
    root_group = None
    width = 160
    height = 128

    def refresh(self):
        return True


board_id = "none"
DISPLAY = _Display()
for _name in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "JOYSTICK_X",
              "JOYSTICK_Y", "SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT", "SW_A",
              "SW_B", "SW_X", "SW_Y", "A6", "BAT_SENSE", "SPEAKER", "SPEAKER_ENABLE",
              "NEOPIXEL"):
    globals()[_name] = _name
''',
    "keypad": '''
scanners = []


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class EventQueue:
    overflowed = False

    def __init__(self):
        self.pending = []

    def get_into(self, event):
        if not self.pending:
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True


class _Scanner:
    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs
        self.events = EventQueue()
        scanners.append(self)


class Keys(_Scanner):
    pass


class ShiftRegisterKeys(_Scanner):
    pass
''',
    "analogio": '''
inputs = []


class AnalogIn:
    reference_voltage = 3.3

    def __init__(self, pin):
        self.pin = pin
        self.value = 32768
        inputs.append(self)
''',
    "supervisor": '''
def ticks_ms():
    return 1000
''',
    # The speaker and LEDs record what they are asked for.
    "digitalio": '''
class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = None

    def switch_to_output(self, value=False):
        self.value = value
''',
    "neopixel_write": '''
written = []


def neopixel_write(pin, buf):
    written.append((pin.pin, bytes(buf)))
''',
    "audioio": '''
played = []


class AudioOut:
    def __init__(self, pin):
        self.pin = pin

    def play(self, sample):
        played.append((self.pin, sample))

    def stop(self):
        played.append((self.pin, "stop"))
''',
    "audiopwmio": '''
from audioio import AudioOut as PWMAudioOut
''',
    "synthio": '''
def MidiTrack(events, tempo, **kw):
    return ("track", bytes(events), tempo, kw["envelope"])


def Envelope(**kw):
    return kw["attack_level"]
''',
    "microcontroller": '''
nvm = bytearray(b"\\xff" * 4096)
''',
}

CHECK = '''
import board, keypad, analogio
board.board_id = %(board_id)r
board.DISPLAY.width, board.DISPLAY.height = %(size)r
from hw import boards
hw = boards.load()
print("names", hw.NAME, hw.WIDTH, hw.HEIGHT, hw.display.auto_refresh,
      type(hw.storage.raw).__name__, hw.storage.load(), hw.ticks_ms())
scanner = keypad.scanners[0]
print("scanner", type(scanner).__name__, scanner.args, sorted(scanner.kwargs.items()))
for key in range(%(keys)d):
    scanner.events.pending = [(key, True), (key, False)]
    print("key", key, hw.buttons.poll(key * 1000))
for stick in analogio.inputs[:2 if hw.NAME == "pygamer" else 0]:
    stick.value = 65535
    print("stick", stick.pin, hw.buttons.poll(99000))
    stick.value = 32768
    hw.buttons.poll(99100)
'''


def fake_dirs(tmp_path, first=("hw",), fakes=FAKES):
    """The module path: ``first``, then one folder per stand-in of ``fakes``."""
    dirs = list(first)
    for name, source in fakes.items():
        folder = tmp_path / name
        folder.mkdir()
        (folder / "__init__.py").write_text(source)
        dirs.append(str(folder))
    return dirs


def run_mpy(code, dirs):
    """(returncode, out, err) of ``code`` (or a list of steps) under
    MicroPython with a 96 KiB heap; fails the test if the harness is missing."""
    try:
        return mpyrun.run(code, heap=96 * 1024, dirs=dirs)
    except mpyrun.HarnessMissing as missing:
        pytest.fail("MicroPython harness not installed (%s)" % missing)


def run_board(tmp_path, board_id, size, keys):
    code = CHECK % {"board_id": board_id, "size": size, "keys": keys}
    returncode, out, err = run_mpy(code, fake_dirs(tmp_path))
    assert returncode == 0, err
    return out.splitlines()


def test_pybadge(tmp_path):
    lines = run_board(tmp_path, "pybadge", (160, 128), 8)
    assert lines[0] == "names pybadge 160 128 False NvmStore None 1000"
    assert lines[1] == ("scanner ShiftRegisterKeys () [('clock', 'BUTTON_CLOCK'), "
                        "('data', 'BUTTON_OUT'), ('key_count', 8), "
                        "('latch', 'BUTTON_LATCH'), ('value_when_pressed', True)]")
    # B, A, Start, Select, Right, Down, Up, Left
    assert lines[2:] == ["key %d %d" % pair for pair in enumerate(
        (0x20, 0x10, 0x40, 0x80, 0x08, 0x02, 0x01, 0x04))]


def test_pygamer_keys_and_joystick(tmp_path):
    lines = run_board(tmp_path, "pygamer", (160, 128), 4)
    assert lines[0] == "names pygamer 160 128 False NvmStore None 1000"
    assert "('key_count', 4)" in lines[1]
    assert lines[2:6] == ["key 0 32", "key 1 16", "key 2 64", "key 3 128"]
    assert lines[6:] == ["stick JOYSTICK_X 8", "stick JOYSTICK_Y 2"]


@pytest.mark.parametrize("board_id, name, size", [
    ("pimoroni_picosystem", "picosystem", (240, 240)),
    ("pajenicko_picopad", "picopad", (320, 240)),
])
def test_gpio_boards(tmp_path, board_id, name, size):
    lines = run_board(tmp_path, board_id, size, 8)
    assert lines[0] == "names %s %d %d False NvmStore None 1000" % ((name,) + size)
    assert lines[1] == ("scanner Keys (('SW_UP', 'SW_DOWN', 'SW_LEFT', 'SW_RIGHT', "
                        "'SW_A', 'SW_B', 'SW_X', 'SW_Y'),) "
                        "[('interval', 0.01), ('pull', True), ('value_when_pressed', False)]")
    # Up, Down, Left, Right, A, B, X = Start, Y = Select
    assert lines[2:] == ["key %d %d" % pair for pair in enumerate(
        (0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80))]


BATTERY = '''
import board
board.board_id = %(board_id)r
from hw import boards
hw = boards.load()
print("battery", getattr(hw, "battery", None))
'''


@pytest.mark.parametrize("board_id,battery", [("pybadge", "('A6', 2)"), ("pygamer", "('A6', 2)"),
                                              ("pimoroni_picosystem", "('BAT_SENSE', 3)"),
                                              ("pajenicko_picopad", "None")])
def test_battery_pin(tmp_path, board_id, battery):
    """The PyBadge and PyGamer read their battery on A6 through a divider by
    two, the PicoSystem on BAT_SENSE through a divider by three (the Settings
    screen's line); the PicoPad names none."""
    returncode, out, err = run_mpy(BATTERY % {"board_id": board_id}, fake_dirs(tmp_path))
    assert returncode == 0, err
    assert out.splitlines()[-1] == "battery " + battery


FORGET = '''
import gc, sys
import board, keypad, analogio
board.board_id = %(board_id)r
from hw import boards
hw = boards.load()
del boards
print("names left", [n for n in ("keymaps", "open_storage") if hasattr(hw, n)])
'''


@pytest.mark.parametrize("board_id", ["pybadge", "pygamer", "pimoroni_picosystem"])
def test_start_up_modules_leave_the_heap_when_code_py_forgets_them(tmp_path, board_id):
    """Once a board module is loaded nothing refers to hw.boards or hw.keymaps,
    so forgetting them as the start-up does frees their code; the buttons work on."""
    dirs = fake_dirs(tmp_path, ("hw", mpyrun.ROOT + "/lib/carto_ui"))
    with open(mpyrun.ROOT + "/lib/carto_ui/start.py") as f:
        entry = f.read()
    call = "unload.at(unload.BOARD_LOADED)"
    assert "from carto_ui import unload\n\n    " + call in entry
    # carto_ui.unload is loaded first, as the UI keeps it anyway, and the
    # names interned, so that a new block of the string pool is not counted.
    steps = [FORGET % {"board_id": board_id} + "from carto_ui import unload\n"
             "_names = ('hw.boards', 'hw.keymaps')\n",
             "print('loaded', gc.mem_alloc())", call, "print('forgot', gc.mem_alloc())",
             "keypad.scanners[0].events.pending = [(1, True)]\n"
             "print('still', [m for m in ('hw.boards', 'hw.keymaps') if m in sys.modules],"
             " hw.buttons.poll(5))"]
    returncode, out, err = run_mpy(steps, dirs)
    assert returncode == 0, err
    lines = out.splitlines()
    assert lines[0] == "names left []"
    freed = int(lines[1].split()[1]) - int(lines[2].split()[1])
    assert freed > 1024, lines
    assert lines[3].startswith("still [] ") and lines[3] != "still [] 0"


FAKE_APP = '''
import board
import sys


class App:
    """Stand-in UI: fails as told by board.fail, else stops after 3 frames."""

    def __init__(self, hw, seed=None):
        if board.fail == "init":
            raise MemoryError()
        print("start-up modules left", [m for m in ("hw.boards", "hw.keymaps")
                                        if m in sys.modules])
        self.hw = hw
        self.dirty = True
        self.busy = False  # (hw.loop sleeps between frames)
        self.frames = 0

    def press(self, mask):
        pass

    def update(self, now_ms):
        self.frames += 1
        if self.frames == 3:
            print("frames", self.frames, "refreshed", not self.dirty)
            raise SystemExit(7)
'''


def run_code_py(tmp_path, fail):
    dirs = fake_dirs(tmp_path, fakes=dict(FAKES, carto_ui=""))
    (tmp_path / "carto_ui" / "app.py").write_text(FAKE_APP)
    # the real modules the start-up uses before the App: the memory policy and
    # the language (English, from its file), the package (VERSION)
    for name in ("start.py", "unload.py", "lang.py", "langcheck.py", "lang_en.txt",
                 "__init__.py"):
        with open(mpyrun.ROOT + "/lib/carto_ui/" + name, encoding="utf-8") as f:
            (tmp_path / "carto_ui" / name).write_text(f.read(), encoding="utf-8")
    with open(mpyrun.ROOT + "/code.py") as f:
        entry = f.read()
    # CircuitPython's os.getenv reads the drive's settings.toml; MicroPython
    # has none: the stand-in finds nothing set, like a drive without one.
    setup = ("import board\nboard.board_id = 'pybadge'\nboard.fail = %r\n"
             "import os\nos.getenv = lambda key, default=None: default\n" % fail)
    return run_mpy(setup + entry, dirs)


def test_code_py_prints_memory_after_each_step_and_runs_the_loop(tmp_path):
    returncode, out, err = run_code_py(tmp_path, None)
    assert returncode == 7, err
    labels = [line.split(":")[0] for line in out.splitlines()]
    assert labels == ["mem_free after boot", "mem_free after board pybadge",
                      "Cartographers Handheld 0.1.0",
                      "mem_free after UI import", "start-up modules left []",
                      "mem_free after UI setup", "frames 3 refreshed True"]


def test_code_py_explains_out_of_memory(tmp_path):
    returncode, out, err = run_code_py(tmp_path, "init")
    assert returncode == 1
    assert "Out of memory while building the UI" in out
    assert "MemoryError" in err


SOUND = '''
import board
board.board_id = %(board_id)r
if board.board_id == "pimoroni_picosystem":
    board.AUDIO = "AUDIO"  # not named for the PicoPad
from hw import boards
hw = boards.load()
import audioio
print("names", hasattr(hw, "play"), hasattr(hw, "lights"))
if hasattr(hw, "lights"):
    import neopixel_write
    print("dark", neopixel_write.written)
    hw.lights(b"\\x01\\x02\\x03" * 5)
    print("lit", neopixel_write.written[-1])
if hasattr(hw, "play"):
    hw.play(b"\\x3c\\x04", 3)
    print("played", audioio.played)
    hw.play(b"", 0)
    print("stopped", audioio.played[-1])
'''


@pytest.mark.parametrize("board_id,sound,leds", [("pybadge", True, True), ("pygamer", True, True),
                                                 ("pimoroni_picosystem", True, False),
                                                 ("pajenicko_picopad", False, False)])
def test_sound_and_lights_where_the_board_has_them(tmp_path, board_id, sound, leds):
    """PyBadge and PyGamer: the speaker and the five NeoPixels, dark at
    power-up; the PicoSystem: its piezo (board.AUDIO); the PicoPad, which
    shares the PicoSystem's module, neither."""
    returncode, out, err = run_mpy(SOUND % {"board_id": board_id}, fake_dirs(tmp_path))
    assert returncode == 0, err
    lines = out.splitlines()
    assert lines[0] == "names %s %s" % (sound, leds)
    if leds:
        assert lines[1] == "dark [('NEOPIXEL', %r)]" % bytes(15)
        assert lines[2] == "lit ('NEOPIXEL', %r)" % (b"\x01\x02\x03" * 5)
    if sound:
        pin = "'SPEAKER'" if leds else "'AUDIO'"
        events = bytes((0, 0x90, 0x3C, 100, 4, 0x80, 0x3C, 0))
        assert lines[-2] == "played [(%s, 'stop'), (%s, ('track', %r, 100, 1.0))]" % (
            pin, pin, events)
        assert lines[-1] == "stopped (%s, 'stop')" % pin

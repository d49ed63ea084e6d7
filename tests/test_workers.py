"""The suite on several workers: tests that share one costly run stay on one.

The emulated firmware's tests share one emulator run and each speed budget's
two tests one callgrind run (``pytest.mark.xdist_group``). `make test` runs
``--dist loadgroup``, which must send a group to a single worker: split, the
second worker only waits for the first's run (pytest 9.2 with xdist 3.8
split every group, silently).
"""
import os
import subprocess
import sys

GROUPED = '''
import os
import pytest

pytestmark = pytest.mark.xdist_group("shared")


@pytest.mark.parametrize("n", range(6))
def test_grouped(n):
    with open("workers.txt", "a") as f:
        f.write(os.environ["PYTEST_XDIST_WORKER"] + "\\n")
'''

LOOSE = '''
@__import__("pytest").mark.parametrize("n", range(6))
def test_loose(n):
    pass
'''


def test_a_group_runs_on_one_worker(tmp_path):
    (tmp_path / "test_grouped.py").write_text(GROUPED)
    (tmp_path / "test_loose.py").write_text(LOOSE)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-n", "2",
         "--dist", "loadgroup", "--rootdir", str(tmp_path), str(tmp_path)],
        cwd=str(tmp_path), capture_output=True, text=True, timeout=120,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    assert done.returncode == 0, done.stdout + done.stderr
    workers = (tmp_path / "workers.txt").read_text().split()
    assert len(workers) == 6
    assert len(set(workers)) == 1, "the group ran on %s" % sorted(set(workers))

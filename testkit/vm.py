"""CircuitPython's desktop VM for tests: what is missing is one line (a
failure under CI=true), and one staged program a test process."""
import atexit
import os

import pytest

from tools import cpvm

_staged = []


def need(finder):
    """The VM or mpy-cross path; skip (fail in CI) with the one-line reason."""
    try:
        return finder()
    except cpvm.Missing as missing:
        if os.environ.get("CI") == "true":
            pytest.fail("CircuitPython tier required in CI: %s" % missing)
        pytest.skip(str(missing))


def shared_stage():
    """The program staged as the bundle ships it (.mpy, names renamed), once
    a test process: tests that change its drive copy it first."""
    if not _staged:
        stage = cpvm.Stage(mpy=True, vm=need(cpvm.find_vm), mpy_cross=need(cpvm.find_mpy_cross))
        atexit.register(stage.close)
        _staged.append(stage)
    return _staged[0]

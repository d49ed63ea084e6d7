"""Repo-wide pytest set-up: import paths and a headless, quiet environment.

Runs before any test module, so the environment variables are in place
before anything imports pygame, Blinka or displayio.
"""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Blinka: a fake generic board instead of platform detection (no warnings on
# stdout, works on Linux and macOS). SDL: no window, no sound device.
os.environ["BLINKA_OS_AGNOSTIC"] = "1"
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"



def _arrange_sys_path():
    """Put lib/ first and the repository root last on sys.path.

    The root must come after the standard library: its code.py (the device
    entry point) would otherwise shadow the stdlib ``code`` module, which
    pytest imports through pdb (and `python -m pytest` or the ``pythonpath``
    setting put the root first).
    """
    lib = os.path.join(ROOT, "lib")
    for entry in list(sys.path):
        if os.path.abspath(entry or os.curdir) in (ROOT, lib):
            sys.path.remove(entry)
    sys.path.insert(0, lib)
    sys.path.append(ROOT)
    stray = sys.modules.get("code")
    if stray is not None and os.path.dirname(os.path.abspath(stray.__file__ or "")) == ROOT:
        del sys.modules["code"]


_arrange_sys_path()


@pytest.fixture(scope="session")
def repo_root():
    """Absolute path of the repository root."""
    return ROOT


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The UI's language is process-wide (``carto_ui.lang``) and a press on
    the Settings screen's Language row changes it (random presses do), or a
    test points it at files of its own: every test starts in English, read
    from the UI's files."""
    yield
    lang = sys.modules.get("carto_ui.lang")
    if lang is not None:
        lang.use("en")


def pytest_collection_finish(session):
    """Freeze what collection left (modules, Blinka, pygame, numpy, the test
    modules): the UI calls gc.collect() at its memory policy's moments, as a
    board must, and on CPython each call would otherwise walk that whole
    heap again. Garbage made by the tests is still collected."""
    import gc

    gc.collect()
    gc.freeze()


# The modules whose tests take longest, in that order, run first: on several
# workers (make test) the long ones start at once and the short ones fill in
# around them, so that the workers end together.
LONGEST_FIRST = ("test_rp2040.py", "test_circuitpython_speed.py", "test_fuzz_app.py",
                 "test_circuitpython.py", "test_ui_fit.py", "test_ui_games.py", "test_resume.py")


def pytest_collection_modifyitems(items):
    def rank(item):
        name = item.path.name
        return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)

    items.sort(key=rank)

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

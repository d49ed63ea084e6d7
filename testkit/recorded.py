"""Games the bot played by buttons (tools/botplay), recorded once per source
tree and shared by every test module, test worker and benchmark."""
# A recording is what a replay needs: the key events, the save the game
# left, and what the recipe returned beside its session (the key events of
# each power-up, a press number). It is keyed by the recipe, its arguments,
# the language and a digest of every file that could change the game it
# records, so a change to the device program records it again. Workers
# recording the same game at once wait for the first (a lock per game).
import fcntl
import hashlib
import inspect
import json
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "build", "recorded")
# What a recording depends on: the device program, the bot's buttons, the
# key map and the pinned libraries the UI runs on in CPython.
SOURCES = ("code.py", "engine", "hw", "lib", "tools/botplay.py", "tools/cpvm.py",
           "pyproject.toml")

_digest = []


class Recording:
    """A recorded game: ``events`` (key number, pressed) replay it from
    power-up and ``save`` is the newest save it left (bytes or None)."""

    def __init__(self, events, save):
        self.events = events
        self.save = save


def sources_digest():
    """A digest of every file in ``SOURCES`` (computed once a process)."""
    if not _digest:
        sha = hashlib.sha256()
        for entry in SOURCES:
            path = os.path.join(ROOT, entry)
            files = [path]
            if os.path.isdir(path):
                files = sorted(os.path.join(folder, name)
                               for folder, dirs, names in os.walk(path)
                               if "__pycache__" not in folder
                               for name in names if not name.endswith(".pyc"))
            for name in files:
                sha.update(os.path.relpath(name, ROOT).encode() + b"\0")
                with open(name, "rb") as f:
                    sha.update(f.read() + b"\0")
        _digest.append(sha.hexdigest()[:16])
    return _digest[0]


def _key(recipe, args, kwargs, language):
    """The recipe's call with every default filled in, as text."""
    from tools import botplay

    bound = inspect.signature(getattr(botplay, recipe)).bind(*args, **kwargs)
    bound.apply_defaults()
    return "%s%r %s" % (recipe, tuple(bound.arguments.items()), language)


def _encode(value):
    if hasattr(value, "events"):
        return {"events": value.events, "save": None if value.save is None else value.save.hex()}
    if isinstance(value, tuple):
        return {"tuple": [_encode(part) for part in value]}
    return {"value": value}


def _decode(data):
    if "events" in data:
        save = data["save"]
        return Recording([tuple(event) for event in data["events"]],
                         None if save is None else bytes.fromhex(save))
    if "tuple" in data:
        return tuple(_decode(part) for part in data["tuple"])
    value = data["value"]
    if isinstance(value, list):  # the key events of each power-up
        return [[tuple(event) for event in boot] for boot in value]
    return value


def play(recipe, *args, lang="en", **kwargs):
    """What ``tools.botplay.<recipe>(*args, **kwargs)`` returns, played in
    language ``lang``, with each session as a ``Recording``: read from the
    recordings folder, or played now and kept there."""
    key = _key(recipe, args, kwargs, lang)
    return _decode(kept(key, lambda: _encode(_record(recipe, args, kwargs, lang))))


def kept(key, compute):
    """``compute()`` (a JSON value) for ``key``, computed once per source
    tree by whichever process asks first; the others wait and read it."""
    name = hashlib.sha256(key.encode()).hexdigest()[:24]
    path = os.path.join(_folder(), name + ".json")
    with open(path + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(path):
            with open(path) as f:
                data = json.load(f)
            if data.get("key") == key:
                return data["value"]
        value = compute()
        with open(path + ".tmp", "w") as f:
            json.dump({"key": key, "value": value}, f)
        os.replace(path + ".tmp", path)
    return json.loads(json.dumps(value))


def _folder():
    """This source tree's recordings folder; those of other trees go."""
    digest = sources_digest()
    folder = os.path.join(FOLDER, digest)
    if not os.path.isdir(folder):
        os.makedirs(folder, exist_ok=True)
        for name in os.listdir(FOLDER):
            path = os.path.join(FOLDER, name)
            if name == digest:
                continue
            if os.path.isdir(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.remove(path)
    return folder


def _record(recipe, args, kwargs, language):
    from carto_ui import lang

    from tools import botplay

    before = lang.code()
    lang.use(language)
    try:
        return getattr(botplay, recipe)(*args, **kwargs)
    finally:
        lang.use(before)

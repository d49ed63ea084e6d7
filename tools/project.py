"""The project settings in pyproject.toml, for the Makefile and the build tools.

    python tools/project.py requirements [EXTRA...]   # pinned pip requirements
    python tools/project.py device-libs               # name==version per line

``requirements`` prints ``[project] dependencies`` plus the named optional
extras, one per line, for ``pip install -r /dev/stdin``. ``device-libs``
prints the third-party CircuitPython libraries of ``[tool.cartographers]``
with the version pinned for them.
"""
import os
import re
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PYPROJECT = os.path.join(ROOT, "pyproject.toml")
UI = os.path.join(ROOT, "lib", "carto_ui")  # the UI package: its modules and text files


def load(path=PYPROJECT):
    """pyproject.toml as a dict."""
    with open(path, "rb") as source:
        return tomllib.load(source)


def requirements(extras=(), settings=None):
    """The pinned requirement strings: dependencies, then each extra's."""
    settings = settings or load()
    project = settings["project"]
    found = list(project.get("dependencies", []))
    optional = project.get("optional-dependencies", {})
    for extra in extras:
        if extra not in optional:
            raise KeyError("no optional-dependencies group %r in pyproject.toml" % extra)
        found += optional[extra]
    return found


def normalize(name):
    """A PyPI name in its canonical form (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def split_pin(requirement):
    """(name, version) of 'name==version'; version is None when not pinned."""
    name, _, version = requirement.partition("==")
    return name.strip(), (version.strip() or None)


def device_libs(settings=None):
    """[(name, version)] of the device libraries, each resolved to its pin."""
    settings = settings or load()
    pins = {}
    for requirement in requirements((), settings):
        name, version = split_pin(requirement)
        pins[normalize(name)] = version
    found = []
    for entry in settings["tool"]["cartographers"]["device-libs"]:
        name, version = split_pin(entry)
        version = version or pins.get(normalize(name))
        if version is None:
            raise ValueError(
                "device library %s has no exact pin: add it to dependencies "
                "as name==version or write name==version in device-libs" % name
            )
        found.append((name, version))
    return found


def device_sources(settings=None):
    """The device-side source paths (files or folders), relative to the root."""
    settings = settings or load()
    return list(settings["tool"]["cartographers"]["device-sources"])


def main(argv):
    if argv[:1] == ["requirements"]:
        lines = requirements(argv[1:])
    elif argv == ["device-libs"]:
        lines = ["%s==%s" % pair for pair in device_libs()]
    else:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Short private names for the compiled bundle: each module's ``_x`` names renamed ``_a``, ``_b``...

CircuitPython interns every name a loaded module uses (functions, arguments,
attributes, globals) in a pool that is never freed, and the pool grows by
doubling blocks (its seventh costs about 7.7 KB at once, near 1,262 names).
Private names are used only inside their module (``tools/codeshape.py``
proves it), so the same short names can serve every module: the bundle
compiles each module from a copy whose private names are renamed in place,
token by token, so line numbers (and tracebacks) still match the source.

Modules whose classes inherit from one another share one renaming (their
instances hold the private attributes of both). A private name that appears
inside an f-string (the tokenizer of Python 3.11 sees an f-string as one
token) or as a string (``getattr(self, "_x")``) is left as it is. Only our
own packages are renamed, never a library's.
"""
import ast
import io
import os
import string
import tokenize

from tools import codeshape

OWN_FOLDERS = ("engine", "hw", "lib/carto_ui")


def short_names():
    """``_a``, ``_b``, ... ``_Z``, then ``_a0``...: the names handed out, in order."""
    letters = string.ascii_letters
    for letter in letters:
        yield "_" + letter
    for letter in letters:
        for digit in string.digits + letters:
            yield "_" + letter + digit


def module_name(relative):
    """``lib/carto_ui/play.py`` -> ``carto_ui.play``; ``engine/__init__.py`` -> ``engine``."""
    name = relative[:-3]
    if name.startswith("lib/"):
        name = name[4:]
    if name.endswith("/__init__"):
        name = name[:-9]
    return name.replace("/", ".")


class Source:
    """One module's private names and the classes of other modules it
    inherits from."""

    def __init__(self, relative, text):
        self.relative = relative
        self.name = module_name(relative)
        self.text = text
        tree = ast.parse(text)
        self.private = []       # in order of first appearance
        self.kept = set()
        self.bases = set()      # dotted path of each base class taken from an import
        imported = {}           # local name -> the dotted path it stands for
        package = self.name if relative.endswith("__init__.py") else self.name.rpartition(".")[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:
                    base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    module = base + ("." + module if module else "")
                for alias in node.names:
                    imported[alias.asname or alias.name] = module + "." + alias.name
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    imported[alias.asname or alias.name.split(".")[0]] = \
                        alias.name if alias.asname else alias.name.split(".")[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for base in node.bases:
                    if isinstance(base, ast.Name) and base.id in imported:
                        self.bases.add(imported[base.id])
                    elif isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) \
                            and base.value.id in imported:
                        self.bases.add(imported[base.value.id] + "." + base.attr)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value.isidentifier() and codeshape.is_private(node.value):
                self.kept.add(node.value)  # e.g. getattr(self, "_x"): kept
            elif isinstance(node, ast.JoinedStr):
                for part in ast.walk(node):
                    if isinstance(part, ast.Name) and codeshape.is_private(part.id):
                        self.kept.add(part.id)
                    elif isinstance(part, ast.Attribute) and codeshape.is_private(part.attr):
                        self.kept.add(part.attr)
        seen = set()
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.NAME and codeshape.is_private(token.string) \
                    and len(token.string) > 1 and token.string not in seen:
                seen.add(token.string)
                self.private.append(token.string)


def groups(sources):
    """Lists of Sources that must share one renaming: linked by inheritance
    between their classes (module names of a base class resolved by import)."""
    by_name = {source.name: source for source in sources}
    parent = {source.name: source.name for source in sources}

    def root(name):
        while parent[name] != name:
            name = parent[name]
        return name

    for source in sources:
        for module in source.bases:  # "hw.buttons.Buttons": its module is hw.buttons
            while module not in by_name and "." in module:
                module = module.rsplit(".", 1)[0]
            if module in by_name and module != source.name:
                parent[root(module)] = root(source.name)
    found = {}
    for source in sources:
        found.setdefault(root(source.name), []).append(source)
    return [found[key] for key in sorted(found)]


def plan(sources):
    """{relative path: {private name: short name}} for every Source. Names of
    up to three characters, and those inside f-strings, stay as they are and
    are never handed out; every longer one gets the next free short name."""
    out = {}
    for group in groups(sources):
        kept = set()
        names = []
        for source in group:
            kept |= source.kept
            for name in source.private:
                if len(name) <= 3:
                    kept.add(name)
                elif name not in names:
                    names.append(name)
        fresh = (n for n in short_names() if n not in kept)
        mapping = {name: next(fresh) for name in names if name not in kept}
        for source in group:
            out[source.relative] = {k: v for k, v in mapping.items() if k in source.private}
    return out


def rename(text, mapping):
    """``text`` with each NAME token in ``mapping`` replaced, on its own line and column."""
    if not mapping:
        return text
    lines = text.splitlines(True)
    edits = []
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.NAME and token.string in mapping:
            edits.append((token.start[0], token.start[1], token.string))
    for row, col, name in reversed(edits):
        line = lines[row - 1]
        lines[row - 1] = line[:col] + mapping[name] + line[col + len(name):]
    return "".join(lines)


def own_sources(out, skip=()):
    """Sources of our own modules in the bundle folder ``out`` (relative paths
    with "/"), but those in ``skip``."""
    found = []
    for folder in OWN_FOLDERS:
        base = os.path.join(out, folder)
        for here, _dirs, files in os.walk(base):
            for name in sorted(files):
                if not name.endswith(".py"):
                    continue
                path = os.path.join(here, name)
                relative = os.path.relpath(path, out).replace(os.sep, "/")
                if relative in skip:
                    continue
                with open(path, encoding="utf-8") as f:
                    found.append(Source(relative, f.read()))
    return found

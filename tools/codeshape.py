"""The shape of the device code: its imports between our modules and its private names.

Reads (never imports) the device sources: ``engine/``, ``hw/``, ``lib/``
(``lib/carto_ui/x.py`` is the module ``carto_ui.x``, as on a board) and
``code.py``. Every import counts, also one inside a function (a lazy import
still ties two modules together). ``tests/test_code_shape.py`` holds the
rules; run ``python tools/codeshape.py`` to print the import graph, the cycles,
the private names used outside their module and the UI's imports that point
up its layers (``UI_LAYERS``).

A private name is one with a single leading underscore (``_x``, not
``__x__``). It may be used only in the module that defines it: through
``self``, ``cls``, ``super()`` or a class of that module, or as a plain name.
``obj._x`` on anything else, ``from m import _x``, ``getattr(obj, "_x")``
(also ``setattr``, ``hasattr``, ``delattr``) and a keyword argument ``_x=``
to a function or class of another module are uses from outside.
"""
import ast
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Top-level names of our own modules and packages: an import of anything
# else (displayio, micropython, sys, ...) is not an edge of the graph.
OURS = ("engine", "hw", "carto_ui", "code", "sim", "tools", "bench", "tests")

UI = "carto_ui"

# The UI's five layers, lowest first: a module may import its own layer and
# the layers below it, never one above (``upward_imports``), and every
# ``lib/carto_ui`` module is in exactly one (``unlayered``). Names are
# ``carto_ui.<name>``; ``carto_ui`` is the package itself. docs/architecture.md
# lists the same modules under the same layers (tests/test_code_shape.py).
# One folder with a table rather than a sub-package a layer: a package keeps
# heap of its own on a board, and the PyBadge has none to spare.
UI_LAYERS = (
    ("base", ("carto_ui", "theme", "glyphs", "text", "sprites", "strings", "lang", "langcheck",
              "langtexts", "keynames", "unload", "effects", "unsaved", "settings_store",
              "records", "codeline", "rulestext", "about", "parrun")),
    ("widgets", ("frame", "bigframe", "makeframe", "menus", "pages", "pickers", "dialog",
                 "table", "codeentry")),
    ("map", ("mapview", "hud", "roomy", "news", "reasons", "turnstart", "cardpanel", "held",
             "turnmenu", "edictview", "hintview", "play", "ahead")),
    ("screens", ("setup", "season", "handoff", "menu", "learn", "guide", "guided", "bigcolumn",
                 "viewmaps", "review", "saveproblem", "records_view", "settings_menu", "title",
                 "botturn")),
    ("app", ("app", "start")),
)


def device_modules(root=ROOT):
    """{module name: source path} of the device code."""
    found = {}
    for folder, prefix in (("engine", "engine"), ("hw", "hw"), ("lib", "")):
        base = os.path.join(root, folder)
        for here, dirs, files in os.walk(base):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            rel = os.path.relpath(here, base)
            parts = [p for p in (prefix,) + tuple(rel.split(os.sep)) if p and p != "."]
            for name in sorted(files):
                if not name.endswith(".py"):
                    continue
                stem = name[:-3]
                dotted = ".".join(parts if stem == "__init__" else parts + [stem])
                if dotted:
                    found[dotted] = os.path.join(here, name)
    code = os.path.join(root, "code.py")
    if os.path.exists(code):
        found["code"] = code
    return found


def is_private(name):
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


class Module:
    """One parsed module: ``imports`` as (target, line) pairs, ``private``
    as (line, text) pairs for each private name used from outside."""

    def __init__(self, name, path, known):
        self.name = name
        self.path = path
        self.package = os.path.basename(path) == "__init__.py"
        with open(path) as f:
            self.tree = ast.parse(f.read(), path)
        self.imports = []
        self.private = []
        self.classes = set(node.name for node in self.tree.body
                           if isinstance(node, ast.ClassDef))
        self.defined = self.classes | set(node.name for node in self.tree.body
                                          if isinstance(node, ast.FunctionDef))
        self._walk(known)

    def _base(self, level, module):
        """The absolute name that ``from <dots><module> import`` refers to."""
        if not level:
            return module
        parts = self.name.split(".")
        if not self.package:
            parts = parts[:-1]
        parts = parts[:len(parts) - (level - 1)]
        if module:
            parts.append(module)
        return ".".join(parts)

    def _walk(self, known):
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    self._edge(alias.name, node.lineno, known)
            elif isinstance(node, ast.ImportFrom):
                base = self._base(node.level, node.module)
                for alias in node.names:
                    if is_private(alias.name):
                        self.private.append(
                            (node.lineno, "from %s import %s" % (base, alias.name)))
                    sub = base + "." + alias.name
                    self._edge(sub if sub in known else base, node.lineno, known)
            elif isinstance(node, ast.Attribute) and is_private(node.attr):
                if not self._own(node.value):
                    self.private.append((node.lineno, "%s.%s" % (_text(node.value), node.attr)))
            elif isinstance(node, ast.Call) and not self._own_callee(node.func):
                for keyword in node.keywords:
                    if keyword.arg and is_private(keyword.arg):
                        self.private.append((node.lineno, "%s(%s=...)" % (
                            _text(node.func), keyword.arg)))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("getattr", "setattr", "hasattr", "delattr") \
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) \
                    and isinstance(node.args[1].value, str) and is_private(node.args[1].value) \
                    and not self._own(node.args[0]):
                self.private.append((node.lineno, "%s(%s, %r)" % (
                    node.func.id, _text(node.args[0]), node.args[1].value)))

    def _own_callee(self, func):
        """Is ``func`` defined here: a top-level function or class, or a method?"""
        if isinstance(func, ast.Name):
            return func.id in self.defined
        return isinstance(func, ast.Attribute) and self._own(func.value)

    def _own(self, value):
        """Is ``value`` this module's own object: self, cls, super() or one of its classes?"""
        if isinstance(value, ast.Name):
            return value.id in ("self", "cls") or value.id in self.classes
        return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) \
            and value.func.id == "super"

    def _edge(self, target, line, known):
        if target.split(".")[0] not in OURS:
            return
        while target not in known and "." in target:  # a name inside a module
            target = target.rsplit(".", 1)[0]
        if target != self.name:
            self.imports.append((target, line))


def _text(node):
    try:
        return ast.unparse(node)
    except Exception:  # an expression ast cannot print
        return type(node).__name__


def load(root=ROOT):
    """{module name: Module} of the device code under ``root``."""
    paths = device_modules(root)
    return {name: Module(name, path, paths) for name, path in paths.items()}


def graph(modules):
    """{module: sorted set of the modules it imports}."""
    return {name: sorted(set(t for t, _ in m.imports)) for name, m in modules.items()}


def cycles(edges):
    """The import cycles: each strongly connected group of two or more
    modules, sorted (Tarjan's algorithm, iterative)."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    out = []
    counter = [0]
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter[0]
                counter[0] += 1
                stack.append(node)
                on_stack.add(node)
            nexts = [t for t in edges.get(node, ()) if t in edges]
            if i < len(nexts):
                work.append((node, i + 1))
                target = nexts[i]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            if low[node] == index[node]:
                group = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    group.append(top)
                    if top == node:
                        break
                if len(group) > 1:
                    out.append(sorted(group))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return sorted(out)


def private_uses(modules):
    """[(module, line, text)] for every private name used outside its module."""
    return [(name, line, text) for name, m in sorted(modules.items())
            for line, text in sorted(m.private)]


def ui_name(name):
    """The module a name of ``UI_LAYERS`` stands for."""
    return name if name == UI else UI + "." + name


def layer_of(layers=UI_LAYERS):
    """{UI module: (its layer's rank, lowest 0; its layer's name)}."""
    found = {}
    for rank, (layer, names) in enumerate(layers):
        for name in names:
            found[ui_name(name)] = (rank, layer)
    return found


def upward_imports(modules, layers=UI_LAYERS):
    """[(module, line, imported module)] for every import of a UI module from
    a higher layer than its own (inside a function too): the UI's layers
    point one way, down."""
    rank = layer_of(layers)
    found = []
    for name, m in sorted(modules.items()):
        if name not in rank:
            continue
        for target, line in sorted(m.imports, key=lambda edge: edge[1]):
            if target in rank and rank[target][0] > rank[name][0]:
                found.append((name, line, target))
    return found


def unlayered(modules, layers=UI_LAYERS):
    """(UI modules in no layer, layer names that are no UI module, names in
    more than one layer), each sorted."""
    names = [ui_name(name) for _, row in layers for name in row]
    ui = set(name for name in modules if name.split(".")[0] == UI)
    twice = sorted(set(name for name in names if names.count(name) > 1))
    return sorted(ui - set(names)), sorted(set(names) - ui), twice


def main(argv):
    root = argv[0] if argv else ROOT
    modules = load(root)
    edges = graph(modules)
    for name in sorted(edges):
        print("%s -> %s" % (name, ", ".join(edges[name]) or "-"))
    found = cycles(edges)
    print("\nimport cycles: %d" % len(found))
    for group in found:
        print("  " + " <-> ".join(group))
    uses = private_uses(modules)
    print("\nprivate names used outside their module: %d" % len(uses))
    for name, line, text in uses:
        print("  %s:%d %s" % (name, line, text))
    rank = layer_of()
    upward = upward_imports(modules)
    print("\nUI imports from a higher layer: %d" % len(upward))
    for name, line, target in upward:
        print("  %s:%d (%s) imports %s (%s)" % (name, line, rank[name][1], target,
                                             rank[target][1]))
    missing, stale, twice = unlayered(modules)
    print("UI modules in no layer: %s" % (", ".join(missing) or "none"))
    if stale or twice:
        print("layer names with no module: %s; in two layers: %s" % (
            ", ".join(stale) or "none", ", ".join(twice) or "none"))
    return 1 if found or uses or upward or missing or stale or twice else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Fewer interned names for the compiled bundle: names renamed, token by token.

CircuitPython interns every name a loaded module uses (functions, arguments,
attributes, globals, module names) in a pool that is never freed; the pool
grows by doubling blocks (20, 40, ... 640 names: the sixth starts at the
621st name on the VM). A name the firmware already holds costs nothing
(tools/firmware_names.py). So the bundle compiles each module from a copy
whose names are renamed in place, token by token, so line numbers (and
tracebacks) still match the source (``plan`` says which names and to what):

- one module's names (private ones, and public ones no other module uses)
  take names every module reuses, spare firmware names first;
- names several modules share take one new name everywhere; names used only
  as globals (``module.NAME``, ``from module import NAME``) share one new
  name with other such names when no module holds two of them.

A name is kept when anything needs its spelling: the firmware's, a string
constant (``getattr(self, "_x")``), an f-string (the tokenizer of Python
3.11 sees an f-string as one token), a module's, an exception's, a name of
code.py or of the VM's stand-ins for the board's native modules. The
libraries the bundle ships are renamed with our code (``own_sources(...,
libraries=True)``), so our calls to them still match.
"""
import ast
import io
import keyword
import os
import re
import string
import tokenize

from tools import codeshape

OWN_FOLDERS = ("engine", "hw", "lib/carto_ui")
OWN_PACKAGES = ("engine", "hw", "carto_ui")
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def short_names(prefix="_"):
    """``_a``, ``_b``, ... ``_Z``, then ``_a0``...: the names handed out, in
    order (``prefix=""``: ``a``, ``b``... for names several modules share)."""
    letters = string.ascii_letters
    for letter in letters:
        yield prefix + letter
    for letter in letters:
        for digit in string.digits + letters:
            yield prefix + letter + digit


def module_name(relative):
    """``lib/carto_ui/play.py`` -> ``carto_ui.play``; ``engine/__init__.py`` -> ``engine``."""
    name = relative[:-3]
    if name.startswith("lib/"):
        name = name[4:]
    if name.endswith("/__init__"):
        name = name[:-9]
    return name.replace("/", ".")


class Source:
    """One module's names: those it binds, those it must keep, the classes of
    other modules it inherits from. ``packages``: the top-level packages
    renamed with it (a name taken from any other module is someone else's)."""

    def __init__(self, relative, text, packages=OWN_PACKAGES):
        self.relative = relative
        self.name = module_name(relative)
        self.text = text
        tree = ast.parse(text)
        self.private = []       # in order of first appearance
        self.kept = set()
        self.bases = set()      # dotted path of each base class taken from an import
        imported = {}           # local name -> the dotted path it stands for
        from_imports = set()    # (name, dotted path of the module it is taken from)
        package = self.name if relative.endswith("__init__.py") else self.name.rpartition(".")[0]
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:
                    base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    module = base + ("." + module if module else "")
                for alias in node.names:
                    imported[alias.asname or alias.name] = module + "." + alias.name
                    from_imports.add((alias.name, module))
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
        self.public = []        # public names, in order of first appearance
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            name = token.string
            if token.type != tokenize.NAME or name in seen or keyword.iskeyword(name):
                continue
            seen.add(name)
            if codeshape.is_private(name):
                if len(name) > 1:
                    self.private.append(name)
            elif not name.startswith("__"):
                self.public.append(name)
        self.defined = set()    # public names this module binds
        self.outside = set()    # public names that belong to someone else's API
        self.exceptions = {}    # class name -> its base names
        external = {local for local, path in imported.items()
                    if path.split(".")[0] not in packages}
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                self.defined.add(node.name)
                if isinstance(node, ast.ClassDef):
                    self.exceptions[node.name] = [
                        base.id if isinstance(base, ast.Name) else base.attr
                        for base in node.bases if isinstance(base, (ast.Name, ast.Attribute))]
            elif isinstance(node, ast.arg):
                self.defined.add(node.arg)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.defined.add(node.id)
            elif isinstance(node, ast.Attribute):
                if isinstance(node.ctx, ast.Store):
                    self.defined.add(node.attr)
                chain, root = [node.attr], node.value
                while isinstance(root, ast.Attribute):
                    chain.append(root.attr)
                    root = root.value
                if isinstance(root, ast.Name) and root.id in external:
                    self.outside.update(chain)  # board.DISPLAY.root_group
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value.isidentifier():
                self.outside.add(node.value)  # getattr(app, "seed"), hasattr(os, "sync")
            elif isinstance(node, ast.JoinedStr):
                for part in ast.walk(node):
                    if isinstance(part, ast.Name):
                        self.outside.add(part.id)
                    elif isinstance(part, ast.Attribute):
                        self.outside.add(part.attr)
        self.outside |= external
        self.consts = set()     # NAME = const(...) at module level: folded away when private
        self.foreign = set()    # public attributes used on something other than self
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and isinstance(node.value.func, ast.Name) and node.value.func.id == "const":
                self.consts.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and not (
                    isinstance(node.value, ast.Name) and node.value.id == "self"):
                self.foreign.add(node.attr)
        self.outside |= set(self.name.split("."))
        # Names used only as globals (a module's own, or ``module.name`` on a
        # module imported by its name) may share one spelling with another
        # such name that never meets them in one module (``plan``); anything
        # used as an attribute of an object, an argument, a keyword or a class
        # member is ``loose``: an object may hold it beside any other name.
        rebound = {node.id for node in ast.walk(tree)
                   if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load)}
        rebound |= {node.arg for node in ast.walk(tree) if isinstance(node, ast.arg)}
        self.loose = set()
        self.on_modules = from_imports  # (name, dotted path of the module it is used on)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                root = node.value
                if isinstance(root, ast.Name) and root.id in imported \
                        and root.id not in rebound:
                    self.on_modules.add((node.attr, imported[root.id]))
                else:
                    self.loose.add(node.attr)
            elif isinstance(node, ast.arg):
                self.loose.add(node.arg)
            elif isinstance(node, ast.keyword) and node.arg:
                self.loose.add(node.arg)
            elif isinstance(node, ast.ClassDef):
                for member in node.body:
                    if isinstance(member, (ast.FunctionDef, ast.ClassDef)):
                        self.loose.add(member.name)
                    elif isinstance(member, (ast.Assign, ast.AnnAssign)):
                        targets = member.targets if isinstance(member, ast.Assign) \
                            else [member.target]
                        self.loose.update(t.id for t in targets if isinstance(t, ast.Name))


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


def error_classes(sources):
    """Names of our classes that are exceptions (their names are shown to the
    player by the panic screen, so they are kept)."""
    bases = {}
    for source in sources:
        bases.update(source.exceptions)
    found = set()
    changed = True
    while changed:
        changed = False
        for name, parents in bases.items():
            if name not in found and any(p.endswith(("Error", "Exception")) or p in found
                                         for p in parents):
                found.add(name)
                changed = True
    return found


def plan(sources, kept=(), held=(), spare=(), together=(), previous=None):
    """{relative path: {name: new name}} for every Source.

    Names stay as they are when something needs them by name: a name the
    firmware holds (``held``), one of ``kept`` (names of code.py, the
    stand-ins, libraries), one used on a module that is not ours
    (``board.DISPLAY``), a string constant (``getattr(app, "seed")``), a name
    in an f-string, a module's name, an exception class. Every other name
    one of our modules binds is renamed:

    - **one module's names** (private ones, and public ones no other module
      uses, if not an attribute of something but ``self``) get names that
      every module reuses: first ``spare`` firmware names (interned already:
      no heap at all), then ``_a``, ``_b``... A ``NAME = const(n)`` gets an
      ``_a`` name, so the compiler folds it away.
    - **names several modules share** get one new name everywhere: the
      remaining spare names, then ``a``, ``b``... when shorter. Names used
      only as globals (not ``loose``) share one new name with other such
      names when no module holds two of them.

    Modules whose classes inherit from one another share one renaming of
    their own names (their instances hold the attributes of both).
    ``together``: names a program outside the bundle uses in one module
    (the board check, renamed as the bundle: tools/boardcheck.py), which
    therefore never share a new name.

    ``previous`` ({module's dotted name: {name: new name}}, an earlier
    plan's): each name keeps the new name it had there while that is still
    free to take, and only the others are handed out, in the order above
    (``Kept``). Handed out afresh, one name more in one module, or a
    firmware name one module starts to use, shifts the new names of most
    modules: every module's code then changes and the heap lays out
    differently everywhere."""
    outside = set(kept) | set(held) | error_classes(sources)
    where = {}
    defined = set()
    foreign = set()
    used = set()
    for source in sources:
        outside |= source.outside
        defined |= source.defined
        foreign |= source.foreign
        used.update(source.private)
        for name in source.public:
            where.setdefault(name, []).append(source)
    used.update(where)
    renamable = [name for name in where if name in defined and name not in outside]
    local = {name for name in renamable if len(where[name]) == 1 and name not in foreign}
    shared = [name for name in renamable if name not in local]
    held = set(held)
    spares = [name for name in spare if name not in used and name not in outside - held
              and not name.startswith("_")]

    own = []
    for group in groups(sources):
        kept_here = set()
        for source in group:
            kept_here |= source.kept
        names, consts = [], set()
        for source in group:
            for name in source.private + [n for n in source.public if n in local]:
                if name not in kept_here and name not in names and len(name) > 1:
                    names.append(name)
                    if name in source.consts:
                        consts.add(name)
        own.append((group, kept_here, names, consts))
    reused = max([len(names) - len(consts) for _g, _k, names, consts in own] + [0])
    if previous:
        reused = 0  # (kept names first: the spares are cut in two only when handed out afresh)
    keeper = Kept(previous, spares, used, outside)
    # The new names kept first, the shared names' before the one modules':
    # a shared new name is never one module's, nor one module's new name a
    # shared one; then the rest handed out.
    waiting = keeper.keep_shared(shared, where, places_of(sources), loose_names(sources),
                                 together)
    mappings = [keeper.keep_own(group, kept_here, names, consts)
                for group, kept_here, names, consts in own]
    common = keeper.new_shared(waiting, spares[reused:])
    out = {}
    for (group, kept_here, names, consts), mapping in zip(own, mappings):
        mine = (n for n in (spares[:reused] if not previous else spares)
                if n not in keeper.colours)
        fresh = (n for n in short_names() if n not in kept_here and n not in used)
        taken_here = set(mapping.values())
        for name in names:
            if name in mapping:
                continue
            new = None if name in consts else next((n for n in mine if n not in taken_here), None)
            new = new or next(n for n in fresh if n not in taken_here)
            mapping[name] = new
            taken_here.add(new)
        for source in group:
            out[source.relative] = {k: v for k, v in mapping.items()
                                    if k in source.private or k in source.public}
    for source in sources:
        out[source.relative].update((n, common[n]) for n in source.public if n in common)
    return out


def places_of(sources):
    """{public name: every module it is used on as ``module.name``}."""
    places = {}
    for source in sources:
        for name, path in source.on_modules:
            places.setdefault(name, set()).add(path)
    return places


def loose_names(sources):
    """Names an object may hold beside any other (``Source.loose``), and
    those used on a module that is not ours."""
    modules = {source.name for source in sources}
    loose = set()
    for source in sources:
        loose |= source.loose
        loose.update(name for name, path in source.on_modules if path not in modules)
    return loose


class Kept:
    """The new names of an earlier plan (``previous``: {module: {name: new
    name}}) that a plan keeps, and the rest handed out as ``plan`` says:
    ``keep_shared``, then ``keep_own`` for each module's own names, then
    ``new_shared``."""

    def __init__(self, previous, spares, used, outside):
        self.previous = previous or {}
        self.spares = set(spares)
        self.used = used
        self.outside = outside
        self.own = set()  # the spares one module's names kept
        self.colours = {}  # shared new name -> the modules of its global-only names (None: loose)
        self.common = {}  # shared name -> its new name

    def spelt(self, sources, name):
        """``name``'s new name in modules ``sources`` before, or None."""
        for source in sources:
            new = self.previous.get(source.name, {}).get(name)
            if new is not None:
                return new
        return None

    def free(self, new, underscore):
        """Whether ``new`` can be a new name at all: a spare firmware name,
        or a short one (with an underscore: one module's) nothing uses."""
        if new in self.spares:
            return True
        return (new.startswith("_") == underscore and new not in self.used
                and new not in self.outside and not keyword.iskeyword(new))

    def keep_shared(self, shared, where, places, loose, together):
        """Keep each shared name's earlier new name that is still free (the
        names in no module they were not in before first, then those in the
        most modules); return the others, in order, with their modules (None
        for a loose name), for ``new_shared``."""
        rows = []
        for order, name in enumerate(shared):
            modules_here = {source.name for source in where[name]} | places.get(name, set())
            if name in together:
                modules_here.add("<together>")
            before = [source for source in where[name]
                      if name in self.previous.get(source.name, ())]
            moved = len(before) < len(where[name])
            rows.append((moved, -len(modules_here), order, name,
                         None if name in loose else modules_here, where[name],
                         len(before) == 1 and moved))
        waiting = []
        for _moved, _count, order, name, here, sources, was_own in sorted(
                rows, key=lambda row: row[:3]):
            # (a name of one module before may have had a new name that
            # other modules' own names reuse: it takes a shared one)
            new = None if was_own else self.spelt(sources, name)
            if new is not None and self.free(new, False) and self.claim(new, here):
                self.common[name] = new
            else:
                waiting.append((order, name, here))
        return [(name, here) for _order, name, here in sorted(waiting)]

    def keep_own(self, group, kept_here, names, consts):
        """{name: its earlier new name} for one module's ``names`` (modules
        ``group``) where that is still free there and no shared name's (a
        const's stays an underscore name: the compiler folds it)."""
        mapping = {}
        for name in names:
            new = self.spelt(group, name)
            if new is None or new in kept_here or new in self.colours or new in mapping.values():
                continue
            if (name in consts and not new.startswith("_")) or not self.free(new, True):
                continue
            mapping[name] = new
            if new in self.spares:
                self.own.add(new)
        return mapping

    def new_shared(self, waiting, others):
        """{shared name: new name}: those kept, and for each of ``waiting``
        the next of ``others`` (spare firmware names) no one module's name
        kept, then ``a``, ``b``... when shorter. Names used only as globals
        share a new name with other such names when no module holds two of
        them."""
        others = (n for n in others if n not in self.own)
        shorts = (name for name in short_names("")
                  if name not in self.used and name not in self.outside
                  and not keyword.iskeyword(name))
        common = self.common
        for name, here in waiting:
            if here is not None:
                new = next((c for c, modules in self.colours.items()
                            if modules is not None and not modules & here), None)
                if new is not None:
                    self.claim(new, here)
                    common[name] = new
                    continue
            new = next((n for n in others if n not in self.colours), None)
            if new is None:
                new = next(n for n in shorts if n not in self.colours)
                if len(new) >= len(name):
                    continue  # no shorter name left for it: it keeps its own
            self.claim(new, here)
            common[name] = new
        return common

    def claim(self, new, here):
        """Take ``new`` for a name used in modules ``here`` (None: loose):
        free, or held only by global-only names none of those modules use."""
        if new in self.colours:
            modules = self.colours[new]
            if here is None or modules is None or modules & here:
                return False
            modules |= here
            return True
        self.colours[new] = None if here is None else set(here)
        return True


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


def own_sources(out, skip=(), libraries=False):
    """Sources of our own modules in the bundle folder ``out`` (relative paths
    with "/"), but those in ``skip``; with ``libraries``, also those of every
    library package the bundle ships in ``lib/``, renamed with ours (their
    names and ours are then renamed alike, so our calls still match them)."""
    folders = list(OWN_FOLDERS)
    if libraries and os.path.isdir(os.path.join(out, "lib")):
        folders += sorted("lib/" + name for name in os.listdir(os.path.join(out, "lib"))
                          if os.path.isdir(os.path.join(out, "lib", name))
                          and "lib/" + name not in folders)
    packages = tuple(folder.rsplit("/", 1)[-1] for folder in folders)
    found = []
    for folder in folders:
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
                    found.append(Source(relative, f.read(), packages))
    return found


def other_names(out, sources, also=()):
    """Every name in the bundle's other .py files (code.py, libraries) and in
    the .py files of the folders ``also`` (the VM's stand-ins for the board's
    native modules): none of them may be renamed."""
    own = {source.relative for source in sources}
    found = set()
    folders = [(out, True)] + [(folder, False) for folder in also]
    for top, in_bundle in folders:
        for here, _dirs, files in os.walk(top):
            for name in files:
                path = os.path.join(here, name)
                relative = os.path.relpath(path, top).replace(os.sep, "/")
                if not name.endswith(".py") or (in_bundle and relative in own):
                    continue
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for token in tokenize.generate_tokens(io.StringIO(text).readline):
                    if token.type == tokenize.NAME:
                        found.add(token.string)
                    elif token.type == tokenize.STRING:  # getattr(board, "DISPLAY")
                        found.update(WORD.findall(token.string))
    return found

"""Cartographers Handheld's displayio user interface."""
# The app and its screens (``app``, ``play`` with ``news``, ``turnmenu``,
# ``edictview``, ``setup``, ``handoff``, ``season``, ``menu`` with
# ``rulestext``), the map
# renderer (``mapview``), the HUD (``hud``), small widgets (``frame``,
# ``menus``, ``pages``, ``pickers``), text (``text``), the theme (``theme``,
# its sheet drawn by ``sprites``) and ``unload``, the memory policy: which
# modules a board forgets at which moment (docs/memory.md, "Forgetting").
# ``VERSION``: this port's version (as in pyproject.toml), shown on the About
# screen and printed on the console at start-up; here rather than in a module
# of its own, whose names would stay interned (docs/memory.md, "Interned names").
VERSION = "0.1.0"

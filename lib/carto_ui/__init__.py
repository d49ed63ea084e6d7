"""Cartographers Handheld's displayio user interface."""
# The app and its screens (``app``, ``play`` with ``playmenu`` and ``news``,
# ``setup``, ``handoff``, ``season``, ``menu`` with ``rulestext``), the map
# renderer (``mapview``), the HUD (``hud``), small widgets (``frame``,
# ``menus``, ``pages``, ``pickers``, gathered in ``widgets``), the theme
# (``theme``, its sheet drawn by ``sprites``) and ``unload``, which forgets
# modules on a board while they are not needed (docs/memory.md).

"""Cartographers Handheld's displayio user interface:"""
# the app and its screens (``app``, ``play``, ``setup``, ``handoff``,
# ``season``, ``menu``), the map renderer (``mapview``), the HUD (``hud``),
# small widgets (``widgets``) and the theme (``theme``).

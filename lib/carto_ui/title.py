"""The title screen: continue, new game, how to play, records, settings, about."""
# ``show`` builds it for ``app.title``, with what only the title needs (the
# saved game's line; a finished game counted in the records): not in
# ``carto_ui.app``, which stays loaded through a game, where its code would
# take heap all game.
#
# The title's art (a strip of map, a frame, a compass needle and a
# mountain) is drawn once when the screen is built. Apart from the setup
# form (``carto_ui.setup``): the title is up at start-up, with the engine,
# and the form's code loaded with it would take the PicoSystem's start-up
# over its guard (docs/memory.md, "Budgets").

import displayio

from carto_ui import strings as S
from carto_ui import unload
from carto_ui.lang import get
from carto_ui.menus import Menu
from engine.terrain import LETTERS


def show(app, game, item, told=None):
    """Show the title on ``app`` (``app.title``): it offers to continue
    ``game`` (the store's, or the game just saved) if there is one; over it,
    ``told`` (the sentence saying the records were reset or not saved).
    ``item``: the item to select (``Title``), -1 the first."""
    if app.idle_work is not None:  # (``record``'s game)
        # The par loads its search in the title's idle frames: what reading
        # and counting the game left (the records, engine.restore,
        # engine.maps, engine.setup) went and was collected before the
        # par's module and the title are built (unload.PAR_NEXT), so they
        # fill those holes and leave the search the room above them whole.
        from carto_ui.parrun import ParRun

        app.idle_work = ParRun(app, app.idle_work)
    saved = None
    if game is not None:
        # (a season's short name with a player's: the title's line is 25 columns)
        where = get((S.SPRING if game.n == 1 else S.SPR) + min(game.season, 3))
        if game.n > 1:
            where += ", " + game.names[game.actor]
        # Continue resumes this game, not the store's bytes read and
        # decoded again: that would load engine.restore, maps and setup
        # once more on the Continue press, over its instruction budget.
        saved = (where, lambda: app.continue_saved(game))
    # The engine a game plays with stays loaded from here on: importing
    # it on the press that opens the setup form would take that press far
    # over its instruction budget (docs/memory.md, "Start-up").
    import engine.game  # noqa: F401
    import engine.save  # noqa: F401

    screen = Title(app, on_new_game=app.setup, saved=saved, item=item)
    app.show(screen)
    if told:
        from carto_ui.pages import MessageBox

        app.show(MessageBox(app, told, lambda: app.show(screen)))
    if saved is not None:
        # Continue builds the map: its modules load while the title waits.
        app.prefetch()


def record(app, game):
    """Count finished ``game`` in the records (once, however often
    called); None, or the sentence telling the player the records were
    reset or not saved. A solo game dealt from a code (the guided game is
    not) has its par worked out in the title's idle frames
    (carto_ui.parrun), unless the records hold it already."""
    from carto_ui import records

    told = records.note_game(app.hw.storage, game)
    if game.n == 1 and not game.stacked:  # (the guided game: no code, no par)
        app.idle_work = game  # until ``show`` makes the par's run of it
    return told


# A strip of map for the title screen, in text-map letters (engine.textmap).
TITLE_MAP = ("ff^wwaa.vvf", "fwwwaa^vvvf", ".ffwaaavv^m", "^ffw.aaffww")


def title_map(width, top, bottom):
    """The title strip as one scaled TileGrid over a 1-pixel-per-space
    bitmap in the terrain colours, framed, between heights ``top`` and
    ``bottom`` (as large as fits, at least 2 pixels a space)."""
    from carto_ui import theme

    scale = max(min(width // 26, (bottom - top - 6) // len(TITLE_MAP)), 2)
    top = max(top + (bottom - top - scale * len(TITLE_MAP)) // 2, top + 3)
    bitmap = displayio.Bitmap(len(TITLE_MAP[0]), len(TITLE_MAP), len(LETTERS))
    palette = displayio.Palette(len(LETTERS))
    for code in range(len(LETTERS)):
        palette[code] = theme.COLOURS[code]
    for y in range(len(TITLE_MAP)):
        for x in range(len(TITLE_MAP[y])):
            bitmap[x, y] = LETTERS.find(TITLE_MAP[y][x])
    strip = displayio.Group(scale=scale, x=(width - bitmap.width * scale) // 2, y=top)
    strip.append(displayio.TileGrid(bitmap, pixel_shader=palette))
    art = displayio.Group()
    art.append(strip)
    title_art(art, theme, strip.x, top, bitmap.width * scale, bitmap.height * scale)
    return art


def title_art(art, theme, x, y, w, h):
    """The drawn part of the title: a frame around the map strip at ``x, y``
    (``w`` by ``h``; adafruit_display_shapes' ``Rect``, loaded only here), a
    compass needle left of it and a mountain right of it, where they fit."""
    # The needle and the mountain are vectorio polygons (filled in C): the
    # library's Triangles draw pixel by pixel in Python, which would take
    # the start-up over its instruction budget (docs/memory.md, "Budgets"),
    # and their two modules would take heap while drawing.
    from adafruit_display_shapes.rect import Rect

    art.append(Rect(x - 3, y - 3, w + 6, h + 6, outline=theme.TITLE, stroke=2))
    room = x - 3
    size = min(h, room - 8)
    if size < 8:  # no room beside the strip
        return
    half = size // 2
    cx = room // 2
    top = y + (h - size) // 2
    side = half // 2
    art.append(_triangle(cx - side, top + half, cx, top, cx + side, top + half, theme.TITLE))
    art.append(_triangle(cx - side, top + half, cx, top + size, cx + side, top + half,
                         theme.DIM))
    mx = x + w + 3 + room // 2
    art.append(_triangle(mx - half, top + size, mx, top, mx + half, top + size,
                         theme.COLOURS[theme.MOUNTAIN]))
    art.append(_triangle(mx - half // 3, top + size // 3, mx, top, mx + half // 3,
                         top + size // 3, theme.COLOURS[0]))


def _triangle(x0, y0, x1, y1, x2, y2, colour):
    """A filled triangle in ``colour`` (vectorio: no bitmap of its own)."""
    import vectorio

    palette = displayio.Palette(1)
    palette[0] = colour
    return vectorio.Polygon(pixel_shader=palette, points=[(x0, y0), (x1, y1), (x2, y2)])


def _title_at(app, item):
    """A call of ``app.title`` selecting ``item`` (which holds nothing of the
    title screen it is made on)."""
    return lambda: app.title(item=item)


class Title:
    """The title screen: continue the saved game (when ``saved`` is a
    ``(where, on_continue)`` pair), new game, the records, the settings, or
    a short text about the game with the version and credits. A new game
    over a saved one is confirmed first. ``item`` selects an item (0 New
    game to 4 About, as ``_choose`` counts them), -1 the first: the screens
    opened from the title come back to the item they were opened from."""

    def __init__(self, app, on_new_game, saved=None, item=-1):
        self.app = app
        self.on_new_game = on_new_game
        self.saved = saved
        items = (get(S.NEW_GAME), get(S.HOW_TO_PLAY), get(S.RECORDS), get(S.SETTINGS),
                 get(S.ABOUT))
        if saved:
            items = (get(S.CONTINUE) + saved[0],) + items
        selected = 0
        if item >= 0:
            selected = item + (1 if saved else 0)
        self.menu = Menu(app, "CARTOGRAPHERS", items, self._choose, selected=selected)
        self.group = self.menu.group
        frame = self.menu.frame
        # Down to as far from the bottom as the body's first line is from
        # the top: the hint line on a small screen, a line over it on a
        # roomy one (whose menu frame has only as many lines as items).
        self.group.append(title_map(app.hw.WIDTH, frame.below(len(items)),
                                    app.hw.HEIGHT - frame.below(0)))

    def _choose(self, index):
        if self.app.idle_work is not None:
            # Every item leaves the title: the par's run stops, and its
            # modules go before the next screen is built. The next title
            # starts it again (nothing is kept before the par is known).
            self.app.idle_work = None
            unload.at(unload.OFF_GAME)
            unload.at(unload.SAVE_READ)
        if self.saved:
            index -= 1
        if index < 0:
            self.saved[1]()
        elif index == 0 and self.saved:
            from carto_ui.dialog import Dialog

            self.app.show(Dialog(self.app, get(S.DISCARD_SAVED),
                                 (get(S.NO_KEEP_IT), get(S.YES_NEW_GAME)), self._confirm,
                                 on_back=self._back))
        elif index == 0:
            self.on_new_game()
        elif index == 1:
            from carto_ui import learn

            # Not over a saved game: the title holds it, and the guided
            # game is then seldom played.
            ahead = None if self.saved else ["carto_ui.guided", "engine.maps", "engine.setup"]
            self.app.show(learn.Learn(self.app, self._back, self._guided, ahead=ahead))
        elif index == 2:  # Records, Settings and About go back through app.title,
            from carto_ui import records_view  # which forgets their modules

            records_view.show(self.app, _title_at(self.app, index))
        elif index == 3:
            from carto_ui import settings_menu

            settings_menu.show(self.app, _title_at(self.app, index))
        else:
            from carto_ui import about
            from carto_ui.keynames import say
            from carto_ui.pages import TextView

            self.app.show(TextView(self.app, get(S.ABOUT), say(self.app.hw, get(S.ABOUT_TEXT)) +
                                   "\n\n" + about.text(), _title_at(self.app, index)))

    def _confirm(self, index):
        if index == 1:
            self.on_new_game()
        else:
            self._back()

    def _guided(self):
        from carto_ui import guided

        guided.offer(self.app, self.saved, self._back)

    def _back(self):
        self.app.show(self)

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass

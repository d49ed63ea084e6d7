"""The play screen: draw the current card's shape, place a hero, choose a
space to destroy; START opens the turn menu."""
# Modes and buttons (any other button is ignored):
#
# - CHOOSE (a card with several shape/terrain options): SELECT steps
#   through the options, shown live as the ghost; A, a move or a turn
#   takes the one shown and goes on as in AIM.
# - AIM: d-pad moves the ghost, B rotates, SELECT flips (a hero: B/SELECT
#   step through its attack patterns); A asks to confirm. An illegal ghost
#   says why in the banner; a legal one shows in the HUD what it would
#   score (``carto_ui.hud``'s ``Preview``).
# - CONFIRM: A places, B goes back to AIM.
# - PICK (Troll/Gorgon): d-pad moves a one-space cursor, A asks to confirm.
# - AFTER: the map after a move, before the next card is shown (solo) or
#   the device changes hands; A continues, B takes the move back.
# - NEWS: a new turn's news read over the map with no ghost; the press that
#   reads the last of it starts the turn (CHOOSE or AIM).
#
# News (``messages``) is shown one sentence at a time, and a press while
# news is shown only dismisses it: no press ever acts on a map the player
# cannot see, and a move is only made from CONFIRM, whose prompt is on
# screen. A turn starts on the legal placement nearest the cursor over every
# option and orientation.
#
# A monster's arrival and a hero's attack blink in on the map (the spaces
# ``MapView.draw`` found fresh), and the season's name in the HUD on its
# first card, for
# ``_BLINKS`` phases of ``_BLINK_MS``; any press ends the blinking and then
# does what it always does, so no press is lost and none depends on the
# animation's timing.
#
# START opens the turn menu (``carto_ui.turnmenu``), built from this
# screen's public verbs (``resume``, ``view_edicts``, ``change_choice``,
# ``on_menu``). The edict view (``carto_ui.edictview``) is a screen over this
# screen's group, drawn through ``map``, ``show_banner`` and ``show_info``.
# The screen never changes engine state itself: it calls ``game.place`` /
# ``game.destroy`` and lets ``app.flow`` pick the next screen. Each move, and
# each A refused on an illegal ghost, plays its sound effect
# (``carto_ui.effects``, imported where it plays, as the hint's search
# forgets it: ``carto_ui.unload``), and the board's NeoPixels show the
# season's time left (``hud.time_lights``).
import displayio
from micropython import const

from carto_ui import strings as S
from carto_ui import theme
from carto_ui.frame import wrap
from carto_ui.hud import Hud, Preview, game_clock, set_text, time_lights
from carto_ui.lang import get
from carto_ui.mapview import MapView
from carto_ui.text import Lines
from engine import cards, shapes
from engine import game as rules
from engine.terrain import HERO
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

CHOOSE = const(0)
AIM = const(1)
CONFIRM = const(2)
PICK = const(3)
PICK_CONFIRM = const(4)
AFTER = const(5)
NEWS = const(6)

_ORDER = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)
# Each mode's buttons under a roomy screen's map; B goes back at CONFIRM
# and PICK_CONFIRM: it neither rotates nor picks.
_MODE_KEYS = bytes((S.KEYS_CHOOSE, S.KEYS_AIM, S.HERE_CONFIRM, S.KEYS_PICK,
                    S.HERE_CONFIRM, S.KEYS_AFTER, S.KEYS_AIM))
# The longest sentence ("Giant Troll Ravage: ...") takes 4 lines of the
# PyBadge's 20 columns; one more for long player names.
_BANNER_ROWS = const(5)
_BLINK_MS = const(150)
_BLINKS = const(6)  # as before, as now, three times
_QUIET = const(3)  # frames with no press before the press's heap work is done (``_rest``)


class Play:
    """The screen for every PLACE and DESTROY decision of ``app.game``."""

    def __init__(self, app, on_menu):
        self.app = app
        self.on_menu = on_menu
        m = app.metrics
        self.metrics = m
        # No background layer: the display fills what no layer covers with
        # black (theme.BACKGROUND) at no cost, where a full-screen shape is
        # worked out pixel by pixel on every refresh.
        self.group = displayio.Group()
        self.map = MapView(m.tile, m.map_x, m.map_y)
        self.group.append(self.map.group)
        if m.roomy:
            from carto_ui.roomy import BigHud

            self.hud = BigHud(m)
        else:
            self.hud = Hud(m)
        self.group.append(self.hud.group)
        self.info = None
        if m.roomy:
            # Under the map: the banner, what the card is and which buttons
            # do what, at scale 2 where they fit.
            from carto_ui.roomy import Info

            self.info = Info(m, _BANNER_ROWS)
            self.group.append(self.info)
            self.banner = self.info.lines
        else:
            self.banner = Lines(self._banner_cols(), _BANNER_ROWS, theme.TEXT,
                                background=theme.BACKGROUND, pitch=m.line)
            self.group.append(self.banner)
        self.banner.hidden = True
        self.banner_top = -1
        self.messages = []
        self.after_news = ""  # the move's news, read with the prompt after it
        # "Choose a shape/terrain, then A" over a card of several options
        # until the first press, which acts (as news it took one press a turn).
        self.prompt = False
        self.preview = Preview()
        self.mode = AIM
        self.choice = 0
        self.orient = 0
        self.orients = ()
        self.r = 3
        self.c = 3
        # Hot-seat: where each seat last drew on its own map, (r, c) at 2 *
        # seat, made and kept by ``handoff.hand_cursor``.
        self.seats = None
        self.edict = 0  # the edict the edict view shows first
        # The spaces the season's two edicts score on this map, lit while the
        # player decides (``_show_lit``; made then, not with the screen);
        # ``lit_ready``: worked out for this decision.
        self.lit = None
        self.lit_ready = False
        self.blink_from = -1  # when the blinking began, -1: not yet
        self.season_blink = False  # the HUD's season name blinks
        self.card_news = None  # the explore card's sentence, shown as its panel
        self.leds_shown = -1  # what the board's LEDs show (carto_ui.effects.time_lights)
        self.panel = None  # the card's panel (carto_ui.cardpanel) while shown
        self.clock = None  # the HUD's clock (hud.game_clock) when the last move was made
        # A solo ambush drawn by the move but not yet told stays off the map
        # and the HUD (``carto_ui.held``): (messages left when it is told,
        # -1: while this map is shown; the next season's event from which
        # the map still holds them back after that, -1: none), or None.
        self.held = None
        self._quiet = 0  # frames with no press since the last, up to _QUIET

    # ----- a new decision -----

    def begin(self, messages=(), at=None, held=None):
        """Set up for ``app.game``'s pending decision; ``messages`` are
        shown first, one per button press, an explore card's sentence as
        its card panel (``carto_ui.cardpanel``). ``at`` (choice,
        orientation, r, c) puts the ghost there (a move taken back) instead
        of on the nearest legal placement. ``held`` (the game's event of
        the first solo ambush the news tells, how many of ``messages``
        are left when its card is told): its monsters stay off the map and
        the HUD until then (``carto_ui.held``)."""
        g = self.app.game
        # Another map: the draw below shows it unlit, or lit when it is
        # handed on to its player (``_show_lit``).
        handed = False
        if self.map.grid is not g.grids[g.target]:
            self.map.light(None, False)
            handed = self.map.grid is not None and self.app.name_card
        self.target = g.target
        self.actor = g.actor
        self.grid = g.grids[g.target]
        self.messages = list(messages)
        # A season's first card: no time spent before it.
        self.season_blink = g.kind == rules.PLACE and g.time == cards.time(g.card)
        self.card_news = None
        if g.kind == rules.PLACE and cards.kind(g.card) == cards.EXPLORE:
            # The news names the card last (its reveal, or a resumed or
            # handed-on map's first sentence); a sentence not in the news is
            # never shown. Taken from the news, not built again here: that
            # would be a language file read on every turn start.
            from carto_ui.news import last_card_sentence

            self.card_news = last_card_sentence()
        self.lit_ready = False
        if handed:
            self._show_lit(True)
        self.held = None
        if held is not None:
            from carto_ui.held import hold

            self.preview.base(g, g.target)
            hold(self, held[0])
            self.held = (held[1] + (g.kind == rules.DESTROY), -1)
        elif not (self.messages and g.n == 1 and self._untold()):
            self.map.draw(self.grid)
            self.preview.base(g, g.target)
        if g.kind == rules.DESTROY:
            self.mode = PICK
            if at is None:
                from carto_ui.turnstart import first_destroyable

                self.r, self.c = first_destroyable(g)
            else:
                self.r, self.c = at[2], at[3]
            from carto_ui.turnstart import destroy_sentence

            self.messages.append(destroy_sentence(g))
            self.hud.show_card(0, 0, (), 0)
        else:
            self.orient = 0
            if at is not None:
                self.orient = at[1]
                self.r, self.c = at[2], at[3]
                self._take_choice(at[0])
                self.mode = AIM
                self._situation()
            elif self.messages:
                # The news is read first, over the map with no ghost; the
                # turn's start is worked out by the press that reads the last
                # of it, so that the slowest turn start stays within a press's
                # instruction budget.
                self.mode = NEWS
                self._take_choice(0)
            else:
                self._start_turn()
        self.show_info()
        self._show_ghost()
        self._show_message()
        self.app.dirty = True

    def _untold(self):
        """Hold a solo ambush drawn on the map that the news tells after
        another sentence (``carto_ui.held``, loaded only then): its
        monsters arrive with their sentence. False: none held."""
        # The news ends with a sentence for each card revealed and each
        # solo ambush: counted from the end, where the first ambush's card
        # is told (no string is made: this runs on a move's press).
        events = self.app.game.events
        said = len(self.messages)
        n = 0
        first = -1
        for i in range(len(events) - 1, -1, -1):
            ev = events[i]
            if ev[0] == rules.EV_REVEAL or ev[0] == rules.EV_SOLO:
                n += 1
                if ev[0] == rules.EV_SOLO and ev[2] >= 0 and said > n:
                    first = said - n - 1  # its card's sentence
        if first <= 0:
            return False  # none, or told first
        from carto_ui.held import untold

        return untold(self)

    def _start_turn(self):
        """The ghost on the legal placement nearest the cursor, and the
        sentences saying what is special about this decision."""
        g = self.app.game
        self._near_legal()
        self.mode = CHOOSE if len(g.choices) > 1 else AIM
        self._situation()

    def _situation(self):
        from carto_ui.turnstart import situation

        self.messages += situation(self.app.game)
        self.prompt = self.mode == CHOOSE

    def _near_legal(self, only=-1):
        """Take the legal placement nearest the cursor (``carto_ui.turnstart``)."""
        from carto_ui.turnstart import near_legal

        pick = near_legal(self.app.game, self.grid, self.choice, self.orient, self.r, self.c,
                          only)
        self.orient = pick[1]
        self.r = pick[2]
        self.c = pick[3]
        self._take_choice(pick[0])

    def _take_choice(self, k):
        g = self.app.game
        self.choice = k
        self.orients = g.orientations(k)
        self.orient = min(self.orient, len(self.orients) - 1)
        self._clamp()
        self._show_card()

    def _step_choice(self, k):
        """Show option ``k`` at its legal placement nearest the cursor."""
        self.orient = 0
        self._take_choice(k)
        self._near_legal(k)
        self._show_ghost()

    def _show_card(self):
        g = self.app.game
        shape, terrain, coin = g.choices[self.choice]
        terrains = []
        for _, t, _ in g.choices:
            if t not in terrains:
                terrains.append(t)
        if terrain != HERO:
            shape = self.orients[self.orient]
        self.hud.show_card(shape, terrain, tuple(terrains), cards.time(g.card))

    def show_info(self, hint=None):
        """The card's option and ``hint`` (a string; default: this mode's
        buttons) under the map, on roomy screens (``carto_ui.roomy``)."""
        if self.info is None:
            return
        if hint is None:
            if self.messages:
                hint = S.ANY_NEXT
            elif self.mode == AFTER:
                hint = self._after_keys()
            else:
                hint = _MODE_KEYS[self.mode]
        from carto_ui import roomy

        # After a move the game has already moved on to the next decision,
        # whose options self.choice does not index: the option of the move
        # just made stays shown then.
        roomy.show_info(self, hint, self.mode != AFTER)

    # ----- geometry -----

    def _size(self):
        g = self.app.game
        if g.kind != rules.PLACE or g.choices[self.choice][1] == HERO:
            return 1, 1
        return shapes.size(self.orients[self.orient])

    def _clamp(self):
        h, w = self._size()
        self.r = max(0, min(self.r, 11 - h))
        self.c = max(0, min(self.c, 11 - w))

    def _show_lit(self, handed=False):
        """While the player decides (the news read), the spaces the
        season's two edicts score on this map are lit, as the edict view
        lights one: worked out once a decision, and the map redrawn only
        where a space's tile changes. Until the next decision's are worked
        out they stay lit as they were (news, the move's prompt, the next
        card's panel): unlit and lit again, every lit space was drawn twice
        a turn, most of the map by mid-game. A map ``handed`` on to its
        player is lit as it is drawn (``begin``): lit by the press that
        ends its news, the scattered lit spaces would be one refresh of
        most of the map."""
        mv = self.map
        if not handed and (self.mode >= AFTER or self.messages):  # NEWS, AFTER, news to read
            if mv.lit is not None and mv.lit is not self.lit:
                mv.light(self.lit)  # (the edict view lit its own)
            return
        if not self.lit_ready:
            from engine.scoring import highlight

            if self.lit is None:
                self.lit = bytearray(121)
            g = self.app.game
            s = min(g.season, 3)
            highlight(g.edicts[s], self.grid, self.lit)
            highlight(g.edicts[(s + 1) % 4], self.grid, self.lit, True)
            self.lit_ready = True
        elif mv.lit is self.lit:
            return
        mv.light(self.lit, not handed)

    def _show_ghost(self):
        g = self.app.game
        mv = self.map
        mv.clear()
        self._show_lit()
        pv = self.preview
        pv.shown = False
        if self.mode in (PICK, PICK_CONFIRM):
            mv.cursor(self.r, self.c, g.can_destroy(self.r, self.c))
        elif self.mode <= CONFIRM and g.kind == rules.PLACE:
            shape, terrain, _ = g.choices[self.choice]
            legal = g.why_not(self.choice, self.orient, self.r, self.c) is None
            if terrain == HERO:
                mv.attack(g.hero_marks(self.orient, self.r, self.c))
                mv.ghost(1, self.r, self.c, HERO, legal)
            else:
                mv.ghost(self.orients[self.orient], self.r, self.c, terrain, legal)
            # Scored once the news is read: a turn start's press then stays
            # within its instruction budget, also after an ambush.
            if legal and not self.messages:
                pv.ghost(g, self.choice, self.orient, self.r, self.c)
        mv.flush()
        self.show_state()
        self.app.dirty = True

    def show_state(self):
        """The HUD's season, edicts, coins, monsters and season score for
        this map, with the ghost's changes while one is aimed."""
        g = self.app.game
        pv = self.preview
        # After a move the season and time stay those of the card just
        # played: the game has already counted the next card, not yet shown.
        clock = self.clock if self.mode == AFTER else game_clock(g)
        self.hud.show_state(g, self.target, pv.now, pv.then if pv.shown else None,
                            g.need_ruins and self.mode != AFTER, clock)
        app = self.app
        if app.leds:
            self.leds_shown = time_lights(app.hw.lights, app.leds, clock, self.leds_shown)

    def why_not(self):
        """None when the ghost may be placed where it is, else the exact
        reason (``carto_ui.reasons``)."""
        g = self.app.game
        if g.why_not(self.choice, self.orient, self.r, self.c) is None:
            return None
        from carto_ui.reasons import why_not

        return why_not(g, self.grid, self.choice, self.orient, self.orients[self.orient],
                       self.r, self.c)

    # ----- the banner -----

    def show_message(self, text):
        """Queue ``text`` in the banner; each press shows the next one."""
        self.messages.append(text)
        self._show_message()

    def _show_message(self):
        if self.held is not None and len(self.messages) <= self.held[0]:
            # The ambush is told: it arrives on the map, and blinks in.
            from carto_ui.held import hold

            hold(self, self.held[1])
            self.held = None if self.held[1] < 0 else (-1, -1)
            self.show_state()
        if self.messages and self.messages[0] == self.card_news:
            if self.panel is None:
                from carto_ui.cardpanel import CardPanel

                self.panel = CardPanel(self.hud, self.app.game.card, self.group)
                self.app.dirty = True
            # Roomy: its name and time under the map, big (the panel shows
            # its pictures); small screens: in the panel.
            self.show_banner(self.card_news if self.info is not None else "")
            return
        self._drop_panel()
        if self.messages:
            self.show_banner(self.messages[0])
        elif self.mode == CONFIRM or self.mode == PICK_CONFIRM:
            text = get(S.HERE_CONFIRM)  # "Here? A: yes  B: back"
            cut = text.find("  ")
            if self.info is not None and cut > 0:
                # Roomy: the controls line under the banner says all of it;
                # the banner asks in one big line, not two to draw.
                text = text[:cut]
            self.show_banner(text)
        elif self.mode == AFTER:
            # Roomy: the controls line says what A and B do next ("A: go on
            # B: take the move back"); the banner keeps to the move's news,
            # and a season scored starts a line of its own.
            news = self.after_news
            if self.info is not None:
                news = news.strip() + "\n"
            self.show_banner((news + self._after_prompt(self.info is None)).strip())
        elif self.mode == AIM or self.mode == CHOOSE:
            text = self.why_not()
            if not text and self.prompt and self.mode == CHOOSE:
                # The board's name for SELECT (hw.keymaps) without importing
                # keynames, which would stay in the map's heap all game.
                text = get(S.CHOOSE_THEN_A)
                names = getattr(self.app.hw, "BUTTON_NAMES", None)
                if names is not None:
                    text = text.replace("SELECT", names[7])
            self.show_banner(text or "")
        else:
            self.show_banner("")

    def _drop_panel(self):
        if self.panel is not None:
            self.panel.remove(self.group)  # what lay under all of it is drawn again
            self.panel = None
            self.app.dirty = True

    def _after_prompt(self, plain=True):
        """What the map after a move asks: the season's scores next, or
        going on with the move kept or taken back. Not ``plain`` (roomy
        screens, whose controls line says what A and B do): the season
        scored without the buttons, else ""."""
        over = self._season_over()
        if over >= 0:
            return get(S.SEASON_OVER if plain else S.SEASON_SCORED) % get(S.SPRING + over)
        if not plain:
            return ""
        keys = self._after_keys()
        return get(S.A_PASS_B_BACK if keys == S.KEYS_PASS else
                   S.A_NEXT_B_BACK if keys == S.KEYS_AFTER else keys)

    def _after_keys(self):
        """What A and B do after a move, for the controls line."""
        app = self.app
        if app.undo is None:
            # Nothing to take back (a season scored, the device handed on):
            # only what A does.
            return S.A_ITS_SCORES if self._season_over() >= 0 else S.A_CONTINUE
        g = app.game
        if g.actor != app.shown_to and not g.bots[g.actor]:
            return S.KEYS_PASS  # A hands the device on (app.next_screen; never to a bot)
        return S.KEYS_AFTER

    def _season_over(self):
        """The season the move ended, else -1 (its events are the game's last)."""
        over = -1
        for ev in self.app.game.events:
            if ev[0] == rules.EV_SCORED:
                over = ev[1]
        return over

    def _banner_cols(self):
        m = self.metrics
        # Small screens: the banner lies over the map, never over the HUD.
        return m.wide_cols - 1 if m.roomy else m.map_size // m.char

    def show_banner(self, text, low=None, keep=None):
        """Show ``text`` (hide the banner for ""). On roomy screens it lies
        under the map (``carto_ui.roomy.Info``); on small screens over the
        map, at the top when what matters is ``low`` on the map (default:
        the cursor is in the lower half), else at the bottom; or,
        given ``keep`` (a bytearray(121), the edict view's lit spaces),
        where it covers the fewest of them (``edictview.banner_top``)."""
        if self.info is not None:  # roomy: under the map
            if self.info.say(text):
                self.app.dirty = True
            return
        m = self.metrics
        if not text:
            if not self.banner.hidden:
                self.banner.hidden = True
                self.app.dirty = True
            return
        lines = wrap(text, self._banner_cols())
        set_text(self.banner, "\n".join(lines))
        # Its lines are m.line apart and as tall (the box's height): at the
        # map's bottom edge, the last one ends on it.
        height = len(lines) * m.line
        if keep is not None:
            from carto_ui.edictview import banner_top

            top = banner_top(keep, height, m)
        else:
            # Keep the banner off the ghost: top of the map when it is low.
            if low is None:
                low = self.r >= 6
            top = 0 if low else m.map_size - height
        if top != self.banner_top:
            self.banner_top = top
            self.banner.y = top
        self.banner.hidden = False
        self.app.dirty = True

    # ----- buttons -----

    def press(self, mask):
        if self.map.n_fresh or self.season_blink:
            self._stop_blinking()
        if self.messages:
            # A press on news only dismisses it, whichever buttons it holds,
            # except the card's panel below.
            told = self.messages.pop(0)
            aims = False
            if not self.messages:
                if self.mode == NEWS:
                    self._start_turn()
                    # The card's panel, the turn's last news: the move, turn
                    # or option step that closes it also aims (A only closes
                    # it, so that no A goes on to "Here?" unseen).
                    aims = told is self.card_news and not self.messages and not mask & A
                elif self.mode == AFTER and self.app.undo is None and self._season_over() < 0:
                    # Read over the map and not to be taken back: nothing to
                    # wait for ("A: continue" was one more press).
                    self.app.flow()
                    return
                if aims:
                    self._drop_panel()
                else:
                    self._show_ghost()
            if not aims:
                self.show_info()
                self._show_message()
                return
        for bit in _ORDER:
            if mask & bit:
                self._press(bit)
                if self.app.screen is not self or self.messages:
                    return

    def update(self, now_ms):
        if self.app.just_pressed:
            self._quiet = 0
        elif self._quiet < _QUIET:
            self._quiet += 1
            if self._quiet == _QUIET:
                self._rest()
        if self.map.n_fresh or self.season_blink:
            if self.blink_from < 0:
                self.blink_from = now_ms
            phase = (now_ms - self.blink_from) // _BLINK_MS
            if phase >= _BLINKS:
                self._stop_blinking()
                return
            before = not phase & 1
            if self.map.blink(before):
                self.app.dirty = True
            if self.season_blink and self.hud.season.hidden != before:
                self.hud.season.hidden = before
                self.app.dirty = True

    def _rest(self):
        """What the next press would do first, done while the player reads
        what the last one showed: the move's heap work while "Here?" is
        asked (``App.before_move``), or the turn's start loaded while news
        or the card's panel are read (CircuitPython collects the heap after
        an import: done in the press, the player waits for it)."""
        if self.mode == CONFIRM or self.mode == PICK_CONFIRM:
            self.app.before_move()
        elif self.mode == NEWS:
            from carto_ui import turnstart  # noqa: F401

    def _stop_blinking(self):
        self.map.settle()
        self.hud.season.hidden = False
        self.season_blink = False
        self.blink_from = -1
        self.app.dirty = True

    def _press(self, bit):
        mode = self.mode
        if mode == CHOOSE:
            self._press_choose(bit)
        elif mode == AIM:
            self._press_aim(bit)
        elif mode == CONFIRM:
            if bit == A:
                self._place()
                return
            if bit == B:
                self.mode = AIM
        elif mode == PICK:
            self._press_pick(bit)
        elif mode == PICK_CONFIRM:
            if bit == A:
                self._destroy()
                return
            if bit == B:
                self.mode = PICK
        elif mode == AFTER:
            if bit == A:
                self.app.undo = None  # the next card is shown, the device handed on
                self.app.flow()
                return
            if bit == B and self.app.undo is not None:
                self.app.take_back()
                return
        self.show_info()
        self._show_message()

    def _press_choose(self, bit):
        self.prompt = False
        if bit == SELECT:
            self._step_choice((self.choice + 1) % len(self.app.game.choices))
        elif bit == START:
            self.open_turn_menu()
        else:
            # The option shown is taken by the first press that aims it: a
            # move or a turn (no press of its own), or A, which also asks
            # "Here?" for the ghost the player sees, except in the guided
            # first game, whose note on aiming comes first.
            self.mode = AIM
            if bit != A or self.app.guide is None:
                self._press_aim(bit)

    def _press_aim(self, bit):
        g = self.app.game
        if bit & (UP | DOWN | LEFT | RIGHT):
            self._move(bit)
        elif bit == A:
            # An illegal ghost's reason is already in the banner.
            if g.why_not(self.choice, self.orient, self.r, self.c) is None:
                self.mode = CONFIRM
            else:
                self._refused()
        elif bit == B:
            self._turn(1)
        elif bit == SELECT:
            self._turn(4)
        elif bit == START:
            self.open_turn_menu()

    def _press_pick(self, bit):
        g = self.app.game
        if bit & (UP | DOWN | LEFT | RIGHT):
            self._move(bit)
        elif bit == A:
            if g.can_destroy(self.r, self.c):
                self.mode = PICK_CONFIRM
            else:
                self._refused()
                self.messages.append(get(S.CANNOT_DESTROY))
        elif bit == START:
            self.open_turn_menu()

    def _move(self, bit):
        if bit == UP:
            self.r -= 1
        elif bit == DOWN:
            self.r += 1
        elif bit == LEFT:
            self.c -= 1
        else:
            self.c += 1
        self._clamp()
        self._show_ghost()

    def _turn(self, k):
        """Rotate (k=1) or flip (k=4) the shape; for a hero, step through
        its attack patterns."""
        g = self.app.game
        n = len(self.orients)
        if g.choices[self.choice][1] == HERO:
            self.orient = (self.orient + (1 if k == 1 else n - 1)) % n
        else:
            want = shapes.transform(self.orients[self.orient], k)
            for i in range(n):
                if self.orients[i] == want:
                    self.orient = i
                    break
        self._clamp()
        self._show_card()
        self._show_ghost()

    def _refused(self):
        if self.app.volume:  # (effects is not loaded for a silent game)
            from carto_ui.effects import ILLEGAL

            self.app.sound(ILLEGAL)

    # ----- acting -----

    def _place(self):
        g = self.app.game
        self._before_move(g)
        try:
            g.place(self.choice, self.orient, self.r, self.c)
        except rules.IllegalAction as err:
            self.mode = AIM
            self._refused()
            self.show_message(str(err))
            return
        self._acted((self.choice, self.orient, self.r, self.c))

    def _destroy(self):
        g = self.app.game
        self._before_move(g)
        try:
            g.destroy(self.r, self.c)
        except rules.IllegalAction as err:
            self.mode = PICK
            self._refused()
            self.show_message(str(err))
            return
        self._acted((0, 0, self.r, self.c))

    def _before_move(self, g):
        self.clock = game_clock(g)
        if self._quiet < _QUIET:  # (else done while "Here?" was asked: ``_rest``)
            self.app.before_move()

    def _acted(self, at):
        """After an action: save, then either go straight on (the same
        player on the same card) or stop on the map as it is now with its
        news, where the move can still be taken back (B) until the next
        card is shown (solo) or the device is handed on."""
        app = self.app
        g = app.game
        # Made ready now, written once the screen shows the move (below).
        problem = app.save(write=False)
        if app.volume:
            from carto_ui.effects import after_move

            app.sound(after_move(g, self.target))
        from carto_ui.news import event_messages

        own = event_messages(g, g.events, self.target)
        if problem:
            own.insert(0, problem)
        scored = False
        first = -1  # the first solo ambush's event (carto_ui.held)
        revealed = False
        for i in range(len(g.events)):
            ev = g.events[i]
            if ev[0] == rules.EV_SCORED:
                scored = True
            elif ev[0] == rules.EV_SOLO and first < 0:
                first = i
            elif ev[0] == rules.EV_REVEAL:
                revealed = True
        told = 0
        if first >= 0 and scored:
            # The season's end is shown on this map: its ambushes are told
            # here, before the scores, and arrive on the map as they are.
            from carto_ui.held import tell

            told = tell(self, own)
        # Every move may be taken back until the next decision is shown: a
        # solo ambush it drew waits, neither told nor drawn, with the next
        # card. Only a season scored (or the game over) and a move whose
        # save failed (the older save is not the game before it) are not.
        app.undo = None
        if not scored and g.kind != rules.OVER and not problem:
            app.undo = at
        same = (g.kind != rules.OVER and not scored and g.actor == self.actor
                and g.target == self.target and not (g.n == 1 and revealed))
        # A move that ends a season stops on the map too: the player sees it
        # drawn, and the scores screen is loaded and built on the next press:
        # a season end in one press would go over a press's instruction
        # budget (docs/memory.md, "Budgets").
        # Handed on with no news of the move's own, the handoff offers the
        # take back (not before a rival's ambush: its note names the card).
        handing = (g.n > 1 and g.actor != app.shown_to and g.actor == g.target
                   and not g.bots[g.actor])
        if same or (not own and not scored and (app.undo is None or handing)):
            # The next screen follows at once: the move is written first; a
            # write that failed stops on the map with its reason instead.
            problem = app.save(write=None)
            if not problem:
                app.flow()
                return
            own.insert(0, problem)
            app.undo = None
        self.mode = AFTER
        self.messages = own
        self.after_news = ""
        if self.held is None and own and (app.undo is not None or scored):
            # The move's news is read with the prompt, in one banner when it
            # fits: the press that goes on reads it.
            news = " ".join(own)
            text = news + " " + self._after_prompt()
            cols = self._banner_cols()
            # (At most a row fewer than the banner has: a fifth row at the
            # map's foot ran off the PyBadge's screen.) A text longer than
            # those rows can hold is not wrapped to find that out.
            rows = _BANNER_ROWS - 1
            if len(text) <= rows * (cols + 1) and len(wrap(text, cols)) <= rows:
                self.after_news = news + " "
                self.messages = []
        app.news_shown = g.events
        app.news_told = told
        if first < 0:
            self.map.draw(self.grid)
            self.preview.base(g, self.target)
        else:
            from carto_ui.held import hold

            hold(self, first)
        self._show_ghost()
        self.show_info()
        self._show_message()
        # The move shown, then written.
        app.hw.display.refresh()
        app.dirty = False
        problem = app.save(write=None)
        if problem:
            app.undo = None
            self.show_message(problem)

    # ----- the turn menu and the edict view -----

    def open_turn_menu(self):
        self.app.over_map()
        from carto_ui.turnmenu import turn_menu

        self.app.show(turn_menu(self.app, self))

    def resume(self):
        """Come back from a menu or view to the map as it was."""
        self.app.back_to_map()
        self.show_info()
        self._show_ghost()
        self._show_message()

    def game_total(self):
        """The seasons scored so far on this map (its player's game total)."""
        return self.app.game.total(self.target)

    def can_take_back(self):
        return self.app.undo is not None

    def take_back(self):
        """Take the last move back (the turn menu's item)."""
        self.app.take_back()

    def ask_hint(self):
        """The hint (the turn menu's item): the engine's best move, searched
        over a few frames by ``carto_ui.hintview``, then shown as the ghost."""
        self.messages = []
        self.app.hint()

    def take_hint(self, action, said):
        """Put the ghost (or the destroy cursor) on the hinted ``action``
        (``engine.hint``) and show ``said`` (what it gains); nothing is
        committed: A still asks to confirm, and the ghost can be moved."""
        if action[0] == rules.DESTROY:
            self.mode = PICK
            self.r, self.c = action[1], action[2]
        else:
            self.mode = AIM
            self.orient = action[2]
            self.r, self.c = action[3], action[4]
            self._take_choice(action[1])
        self.resume()
        self.show_banner(said)

    def can_change_choice(self):
        g = self.app.game
        return g.kind == rules.PLACE and len(g.choices) > 1

    def change_choice(self):
        """Back to choosing among the card's shapes and terrains."""
        self.mode = CHOOSE
        self.resume()

    def view_edicts(self):
        """The edict view over this map; the map as it was after it."""
        self.app.over_map()
        from carto_ui.edictview import EdictView

        self.messages = []
        self.app.show(EdictView(self.app, self, self.edict, self._edicts_seen))

    def _edicts_seen(self, edict):
        # The season's spaces lit again where the view lit others (``_show_lit``).
        self.edict = edict
        self.resume()


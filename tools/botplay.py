"""Whole games played by buttons on CPython, as key events a device replays.

A ``Session`` runs the device's ``App`` and main loop (``hw.loop.step``) on
CPython over a twin of the CircuitPython VM's stand-ins: the same board size,
the same virtual clock (``tools/cpvm_standins/supervisor.py``: frozen at the
seed until the first key is released, then 10 ms a call) and one key event a
frame. So the events it records, replayed by ``tools/cpvm.py`` on the VM,
make the same game, and the saves of both can be compared byte for byte.

The bot (``engine.bot``) decides; every decision is entered with the d-pad,
A, B and Select as a player would, one press at a time chosen from what the
screen shows.
"""
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _path in (os.path.join(ROOT, "lib"), ROOT):
    if _path not in sys.path:
        sys.path.append(_path)
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B, Buttons  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from tools import cpvm  # noqa: E402

BUTTONS = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)
CONTENT_ROW = {"base": 0, "heroes": 1}
START_ROW = 6  # "Start game" on the setup form


class _Keys(Buttons):
    """Buttons fed one key event a frame from ``pending``, as the stand-in
    keypad scanner feeds them on the VM; the first release starts
    ``board``'s clock, 10 ms a call from then on, as the stand-in
    supervisor's."""

    def __init__(self, table, board):
        super().__init__()
        self.table = table
        self.board = board
        self.pending = []

    def scan(self):
        if self.pending:
            key, pressed = self.pending.pop(0)
            if pressed:
                self.down(self.table[key])
            else:
                self.board.step = 10
                self.up(self.table[key])


def _board(board, storage, seed_ms, render=False):
    """The names the UI uses from a board module: ``board``'s, on a display
    that draws nothing (a game recorded in seconds) unless ``render``, its
    clock at ``seed_ms`` until the first key is released."""
    given = {} if storage is None else {"storage": storage}
    hw = FakeBoard(name=board, render=render, now=seed_ms, **given)
    hw.buttons = _Keys(cpvm.keymap(board), hw)
    return hw


class Session:
    """The device program on CPython, powered up on ``storage`` (a
    ``hw.storage.Storage``; None: an empty one of the board's NVM size)."""

    def __init__(self, board="pybadge", storage=None, seed_ms=cpvm.SEED_MS, seed=None,
                 render=False):
        from carto_ui.app import App

        from hw import loop

        self.board = board
        self.seed_ms = seed_ms
        self.seed = seed  # every new game's seed (settings.toml's CARTO_SEED); None: the clock's
        self.loop = loop
        # None: the board's own empty store, laid out as on the board
        # (hw.boards.open_storage), so that what the settings and records
        # areas hold (Save & quit's mark) is the board's too.
        self.hw = _board(board, storage, seed_ms, render)
        self.app = App(self.hw, seed=seed)
        self.events = []
        self.watch = None  # watch(app, mask) before each press (bench/bench_presses.py)

    def press(self, *masks):
        """Press and release each one-button mask in turn, a frame per event."""
        for mask in masks:
            if self.watch is not None:
                self.watch(self.app, mask)
            for event in cpvm.events_for(self.board, [mask]):
                self.events.append(event)
                self.hw.buttons.pending.append(event)
                self.loop.step(self.hw, self.app)

    def power_cut(self):
        """Power off and on again: a new App on the same storage."""
        self.__init__(self.board, self.hw.storage, self.seed_ms, self.seed, self.hw.render)

    def idle(self, frames):
        """Run ``frames`` frames with no press: each the release of a key
        that is up (the VM's scanner gives one key event a frame)."""
        key = cpvm.events_for(self.board, [UP])[-1]
        for _ in range(frames):
            self.events.append(key)
            self.hw.buttons.pending.append(key)
            self.loop.step(self.hw, self.app)

    @property
    def save(self):
        return self.hw.storage.load()


def set_up(session, players, content):
    """Title -> New game -> the setup form -> Start game. ``players``: a
    count of people, or a tuple of seats (``set_up_bots``)."""
    if isinstance(players, tuple):
        set_up_bots(session, players, content)
        return
    session.press(A)
    session.press(*[RIGHT] * (players - 1))
    session.press(DOWN, DOWN)
    session.press(*[RIGHT] * CONTENT_ROW[content])
    session.press(*[DOWN] * (START_ROW - 2))
    session.press(A)
    if session.app.game is None:
        raise RuntimeError("the setup form did not start a game")


def set_up_bots(session, seats, content):
    """Title -> New game -> the setup form: Players, then on the Players
    menu (the names row) each seat stepped with RIGHT to its kind
    (``seats``: 0 a person, 1-3 a bot's strength, engine.bot), Done, the
    content, Start game."""
    session.press(A)
    session.press(*[RIGHT] * (len(seats) - 1))
    session.press(DOWN, A)
    for kind in seats:
        session.press(*[RIGHT] * kind)
        session.press(DOWN)
    session.press(A, DOWN)  # Done, back on the form's names row
    session.press(*[RIGHT] * CONTENT_ROW[content])
    session.press(*[DOWN] * (START_ROW - 2))
    session.press(A)
    if session.app.game is None:
        raise RuntimeError("the setup form did not start a game")


def bot_game(seats, content, board="pybadge", limit=40000, decisions=None, watch=None, aim=0,
             read=0, between=0, seed_ms=cpvm.SEED_MS):
    """A game of people and bots (``seats``, as ``set_up_bots``) from the
    title: the people's decisions entered as in ``play_game``, UP pressed
    while a bot thinks (its turn ignores every button; a frame needs a key
    event on the VM). To the title again, or after ``decisions`` of the
    people's decisions; returns the Session. ``watch(app, mask)``: called
    before each press of the game (``Session.watch``). ``aim``: frames with
    no press on the map in each of the people's decisions once its news are
    read (a person aiming: the bots' searches ahead run in them,
    carto_ui.ahead); the news come at once after the bots' turns, so a
    device whose bots searched on their turn's screen instead would take
    those presses there, and play another game. ``read``: frames with no
    press after each of the people's moves, on the map that shows it (the
    bots found ahead move on their maps in them, and the next card's first
    bots are searched); ``between``: frames with no press before each press
    on a season's scores. ``seed_ms``: the clock until the first key is
    released, the game's seed (``cpvm.Stage.run``'s)."""
    from carto_ui import play as playmod

    from engine import game as rules

    session = Session(board, seed_ms=seed_ms)
    set_up_bots(session, seats, content)
    session.watch = watch
    app = session.app
    game = app.game
    made = 0
    for _ in range(limit):
        if game.kind == rules.OVER and type(app.screen).__name__ == "GameOver":
            session.press(A)
            return session
        if decisions is not None and made >= decisions:
            return session
        name = type(app.screen).__name__
        if name == "BotTurn":
            session.press(UP)
        elif app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(session, aim=aim)
            made += 1
            if read and app.screen is app.play and app.play.mode == playmod.AFTER:
                session.idle(read)
        else:
            if between and name == "SeasonEnd":
                session.idle(between)
            session.press(A)
    raise RuntimeError("the game did not end within %d steps" % limit)


def next_press(app, action):
    """The one press that brings ``action`` closer, from what the map shows."""
    from carto_ui import play as playmod

    p = app.play
    if app.screen is not p or p.mode == playmod.AFTER:
        return A
    if p.messages:
        if p.mode == playmod.NEWS and len(p.messages) == 1 and p.messages[0] is p.card_news:
            # The card's panel: the press that closes it also aims, from
            # where the turn starts (A only closes it).
            from carto_ui.turnstart import near_legal

            start = near_legal(app.game, p.grid, p.choice, p.orient, p.r, p.c)
            mode = playmod.CHOOSE if len(app.game.choices) > 1 else playmod.AIM
            return toward(app.game, action, mode, *start)
        return A  # a press on the map's news only dismisses it
    if p.mode in (playmod.CONFIRM, playmod.PICK_CONFIRM):
        return A
    return toward(app.game, action, p.mode, p.choice, p.orient, p.r, p.c)


def toward(g, action, mode, choice, orient, r, c):
    """The one press that brings ``action`` closer from the map's ``mode``
    with option ``choice`` in orientation ``orient`` at (r, c)."""
    from carto_ui import play as playmod

    from engine import game as rules

    if action[0] == rules.PLACE:
        _, want, want_orient, want_r, want_c = action
        if mode == playmod.CHOOSE and choice != want:
            return SELECT  # the next option; the first move or turn takes it
        if orient != want_orient:
            turn = turn_toward(g, want, orient, want_orient)
            # Choosing, SELECT steps the options: the option is taken first.
            return A if turn == SELECT and mode == playmod.CHOOSE else turn
    else:
        _, want_r, want_c = action
    if (r, c) != (want_r, want_c):
        return DOWN if r < want_r else UP if r > want_r else RIGHT if c < want_c else LEFT
    return A


def turn_toward(g, choice, orient, want):
    """The first press (B: rotate, SELECT: flip; a hero: next or previous
    attack pattern) of the fewest that turn option ``choice`` of ``g``'s
    card from orientation ``orient`` to ``want`` (``carto_ui.play``'s turns)."""
    from engine import shapes
    from engine.terrain import HERO

    orients = g.orientations(choice)
    n = len(orients)

    def after(o, key):
        if g.choices[choice][1] == HERO:
            return (o + (1 if key == B else n - 1)) % n
        turned = shapes.transform(orients[o], 1 if key == B else 4)
        return orients.index(turned) if turned in orients else o

    first = {}
    frontier = [orient]
    seen = {orient}
    while frontier:
        later = []
        for o in frontier:
            for key in (B, SELECT):
                nxt = after(o, key)
                if nxt not in seen:
                    seen.add(nxt)
                    first[nxt] = first.get(o, key)
                    if nxt == want:
                        return first[nxt]
                    later.append(nxt)
        frontier = later
    raise RuntimeError("orientation %d cannot be reached from %d" % (want, orient))


def ask_hint(session, limit=400):
    """START, the turn menu's last item (Hint), A; then UP (which the hint
    screen ignores: a frame needs a key event on the VM) until the hint is
    shown on the map."""
    app = session.app
    session.press(START, UP, A)
    for _ in range(limit):
        if app.screen is app.play:
            return
        session.press(UP)
    raise RuntimeError("the hint did not come within %d presses" % limit)


def decide(session, limit=80, hint=False, aim=0):
    """Enter the bot's choice for the pending decision, press by press
    (after asking for a hint, with ``hint``; with ``aim`` frames of no
    press once the map's news are read, a person aiming)."""
    from engine import bot
    from engine import game as rules

    app = session.app
    g = app.game
    if hint:
        while app.play.messages:
            session.press(A)
        ask_hint(session)
    action = bot.choose(g)
    if hint and action[0] == rules.PLACE and app.play.choice != action[1]:
        # Another option than the hint's: the turn menu's "Change
        # shape/terrain" (its short form at 240x240) goes back to choosing.
        session.press(START)
        menu = app.screen
        change = (label("CHANGE_CHOICE"), label("CHANGE_SHORT"))
        session.press(*[DOWN] * [item in change for item in menu.items].index(True))
        session.press(A)
    before = g.to_bytes()
    for _ in range(limit):
        if aim and app.screen is app.play and not app.play.messages:
            session.idle(aim)
            aim = 0
        session.press(next_press(app, action))
        if app.game is not g or g.to_bytes() != before:
            return action
    raise RuntimeError("action %r was not taken within %d presses" % (action, limit))


def play_game(players, content, board="pybadge", limit=4000, hints=False, seed_ms=cpvm.SEED_MS,
              watch=None):
    """A whole game from the title screen to the title screen again; returns
    the Session (its ``events`` replay it, ``save`` is the final game). With
    ``hints`` a hint is asked for before every decision. ``seed_ms``: the
    clock at power-up, which seeds the deal; ``watch(app, mask)``: called
    before each press of the game (``Session.watch``)."""
    from carto_ui import play as playmod

    from engine import game as rules

    session = Session(board, seed_ms=seed_ms)
    set_up(session, players, content)
    session.watch = watch
    app = session.app
    game = app.game
    for _ in range(limit):
        if game.kind == rules.OVER and type(app.screen).__name__ == "GameOver":
            session.press(A)
            return session
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(session, hint=hints)
        else:
            session.press(A)
    raise RuntimeError("the game did not end within %d steps" % limit)


def par_game(board="pybadge", content="base", cut=False, limit=4000, frames=5000):
    """A solo game of ``content`` played to its end menu, then its Title
    screen, and idle frames on the title until the par (carto_ui.parrun) is
    kept in the records, and 5 frames more; with ``cut``, 30 idle frames on
    that title, then a power cut, and the idle frames on the title the
    power-up shows. Returns (the Session, the frames the par took from the
    first idle frame on the last title, the key events of each boot)."""
    from carto_ui import play as playmod
    from carto_ui.parrun import ParRun

    from engine import game as rules

    session = Session(board)
    set_up(session, 1, content)
    app = session.app
    game = app.game
    for _ in range(limit):
        if game.kind == rules.OVER and getattr(app.screen, "items", None) is not None:
            break
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(session)
        else:
            session.press(A)
    else:
        raise RuntimeError("the game did not end within %d steps" % limit)
    session.press(DOWN)
    session.press(DOWN)
    session.press(A)  # the end menu's Title screen
    boots = []
    if cut:
        session.idle(30)
        boots.append(session.events)
        session.power_cut()
        session.idle(1)  # the power-up's title
        app = session.app
    run = app.idle_work
    if not isinstance(run, ParRun) or type(app.screen).__name__ != "Title":
        raise RuntimeError("no par is worked out on the title")
    for n in range(frames):
        if run.over:
            session.idle(5)
            boots.append(session.events)
            return session, n, boots
        session.idle(1)
    raise RuntimeError("the par was not kept within %d frames" % frames)


def label(name):
    """The UI's string ``name`` (tools/langtable.py) in its chosen language,
    so that a game recorded in another language finds its menu items."""
    from carto_ui import lang

    from tools import langtable

    return lang.get(langtable.key(name))


def choose(session, label):
    """On the menu on screen (``carto_ui.menus.Menu``, or a screen holding
    one as ``menu``), move to the item ``label`` and press A."""
    screen = session.app.screen
    menu = getattr(screen, "menu", screen)
    target = menu.items.index(label)
    while menu.selected != target:
        session.press(DOWN)
    session.press(A)


def save_and_continue(players, content, moves=3, board="pybadge"):
    """A game of ``moves`` decisions, then Save & quit from the game menu
    (START, "Game menu", "Save & quit"), Continue on the title and
    ``moves`` decisions more; returns (the Session, the number of the press
    that continued: an index of ``cpvm.press_costs``)."""
    from carto_ui import play as playmod

    session = Session(board)
    set_up(session, players, content)
    app = session.app
    made = 0
    while made < moves:
        if app.screen is app.play and app.play.mode != playmod.AFTER and not app.play.messages:
            decide(session)
            made += 1
        else:
            session.press(A)
    while app.screen is not app.play or app.play.messages or app.play.mode == playmod.AFTER:
        session.press(A)
    session.press(START)
    choose(session, label("GAME_MENU"))
    choose(session, label("SAVE_QUIT"))
    title = app.screen
    if type(title).__name__ != "Title" or not title.saved:
        raise RuntimeError("Save & quit did not lead to a title offering Continue")
    pressed = sum(1 for event in session.events if event[1])
    session.press(A)
    if app.game is None:
        raise RuntimeError("Continue did not resume the game")
    while made < 2 * moves:
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(session)
            made += 1
        else:
            session.press(A)
    return session, pressed


def languages(board="pybadge", moves=3):
    """The title's Settings, the Language row stepped (RIGHT) through every
    language back to the first, B to the title, then a solo game of
    ``moves`` decisions; returns the Session."""
    from carto_ui import lang
    from carto_ui import play as playmod
    from carto_ui import settings_store as opt

    session = Session(board)
    choose(session, label("SETTINGS"))
    screen = session.app.screen
    target = screen.rows.index(opt.LANGUAGE)
    while screen.menu.selected != target:
        session.press(DOWN)
    for _ in lang.LANGUAGES:
        session.press(RIGHT)
        screen = session.app.screen
    session.press(B)
    if type(session.app.screen).__name__ != "Title":
        raise RuntimeError("B did not lead from Settings to the title")
    title = session.app.screen
    menu = getattr(title, "menu", title)
    while menu.selected != 0:  # back on "New game", where set_up starts
        session.press(UP)
    set_up(session, 1, "base")
    app = session.app
    for _ in range(moves):
        while app.screen is not app.play or app.play.mode == playmod.AFTER or app.play.messages:
            session.press(A)
        decide(session)
    return session


def guided_game(board="pybadge", limit=4000):
    """The guided first game (title, "How to play", "Guided first game"),
    every note read to its end, played by the bot from the title to the
    title again; returns the Session."""
    from carto_ui import play as playmod

    from engine import game as rules

    session = Session(board)
    choose(session, label("HOW_TO_PLAY"))
    choose(session, label("GUIDED_GAME"))
    app = session.app
    game = app.game
    if game is None or app.guide is None:
        raise RuntimeError("the guided game did not start")
    for _ in range(limit):
        if game.kind == rules.OVER and type(app.screen).__name__ == "GameOver":
            session.press(A)
            return session
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            decide(session)
        else:
            session.press(A)
    raise RuntimeError("the guided game did not end within %d steps" % limit)


# A solo mixed game on a chosen set of edicts and a seed longer than the setup
# form's: a code of 14 characters (engine.challenge).
CODE = "1DP7-BF6H-B0BJ-TK"


def type_code(session, code):
    """On the code entry (carto_ui.codeentry), type ``code`` as a player
    does: UP/DOWN a character, RIGHT on to the next (past the last: one
    more), SELECT the extra ones away."""
    from engine import challenge

    picker = session.app.screen
    values = [challenge.ALPHABET.index(ch) for ch in code.replace("-", "")]
    while picker.cursor:
        session.press(LEFT)
    for i in range(len(values)):
        if i:
            session.press(RIGHT)
        step = (values[i] - picker.chars[i]) % 32
        session.press(*([UP] * step if step <= 16 else [DOWN] * (32 - step)))
    while len(picker.chars) > len(values):
        session.press(SELECT)


def code_game(board="pybadge", code=CODE, to_title=True, limit=4000):
    """A game dealt from a challenge code typed on the setup form's "Enter a
    code", played to its end menu (the code on its hint line) and, with
    ``to_title``, on to the title, which counts it in the records; returns
    the Session."""
    from carto_ui import play as playmod

    from engine import game as rules

    session = Session(board)
    session.press(A)  # New game
    session.press(UP, A)  # the last row: Enter a code
    if type(session.app.screen).__name__ != "CodePicker":
        raise RuntimeError("the setup form's last row did not open the code entry")
    type_code(session, code)
    # The code's game on the form, Start game selected. A player reads the
    # form before Start (the replay has no idle frames: two presses give the
    # map's modules the frames they load in, App.prefetch), then starts it.
    session.press(A, DOWN, UP, A)
    app = session.app
    game = app.game
    if game is None:
        raise RuntimeError("the code did not start a game")
    for _ in range(limit):
        screen = app.screen
        if game.kind == rules.OVER and getattr(screen, "items", None) == [
                label("PLAY_AGAIN"), label("NEW_GAME"), label("TITLE_SCREEN")]:
            if to_title:
                choose(session, label("TITLE_SCREEN"))
            return session
        if screen is app.play and app.play.mode != playmod.AFTER:
            decide(session)
        else:
            session.press(A)
    raise RuntimeError("the code's game did not end within %d steps" % limit)


def mash(presses, seed, board="pybadge", cuts=()):
    """``presses`` random presses (``seed``) with a power cut after each press
    number in ``cuts``; returns the Session and the key events of each boot."""
    rng = random.Random(seed)
    session = Session(board)
    boots = []
    for n in range(1, presses + 1):
        session.press(rng.choice(BUTTONS))
        if n in cuts:
            boots.append(session.events)
            session.power_cut()
    boots.append(session.events)
    return session, boots

"""Driving the App as a player does: button presses, the map's news, the
bot's moves entered by buttons (or, to set up a rare situation, straight
through the engine)."""
from carto_ui import play as playmod
from carto_ui.app import App

from engine import bot
from engine import game as rules
from engine.terrain import HERO
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B

BUTTONS = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)
SIZES = ((160, 128), (240, 240))  # the small screen and the smallest roomy one


def press(app, *buttons, refresh=False):
    """Press each button in turn, as the loop does; the display is only
    rendered with ``refresh`` (pixel checks render it themselves)."""
    for b in buttons:
        app.press(b)
        app.update(0)
        if app.dirty and refresh:
            app.hw.display.refresh()
        app.dirty = False


def start(hw, content="base", players=1, seed=3):
    """An App on board ``hw`` in a new game of ``rules.preset``."""
    app = App(hw, seed=seed)
    app.new_game(rules.preset(content, players, seed))
    return app


def skip_to_play(app, news=True):
    """Press A through any non-map screen (handoff, season end) and the
    map's stop after a move, to the map's next decision; then read its
    news, unless ``news`` is False."""
    for _ in range(30):
        if app.screen is app.play and app.play.mode != playmod.AFTER:
            if news:
                read_news(app)
            return
        press(app, A)
    raise AssertionError("the play screen did not come back")


def read_news(app):
    """Dismiss the map's news, one press a sentence (A: on the card's panel
    another button would also aim)."""
    for _ in range(20):
        if app.screen is not app.play or not app.play.messages:
            return
        press(app, A)
    raise AssertionError("the news does not end")


def news_said(app):
    """Every sentence the map shows until it has none left, read one press
    each (a turn's own sentences come once its news is read)."""
    said = []
    for _ in range(20):
        if app.screen is not app.play or not app.play.messages:
            return " ".join(said)
        said.append(app.play.messages[0])
        press(app, A)
    raise AssertionError("the news does not end")


def take_option(app):
    """On the map choosing an option, take the one shown and aim it: A
    (which takes it and asks "Here?"), then B (back to aiming)."""
    p = app.play
    if p.mode == playmod.CHOOSE:
        press(app, A)
        if p.mode == playmod.CONFIRM:
            press(app, B)


def drive(app, action):
    """Take ``action`` (as the bot gives it) through button presses only."""
    read_news(app)
    p = app.play
    g = app.game
    if action[0] == rules.PLACE:
        _, choice, orient, r, c = action
        if p.mode == playmod.CHOOSE:
            for _ in range(len(g.choices)):
                if p.choice == choice:
                    break
                press(app, SELECT)
            take_option(app)
        assert p.mode == playmod.AIM and p.choice == choice
        for k in range(10):
            if p.orient == orient:
                break
            press(app, SELECT if k == 4 and g.choices[choice][1] != HERO else B)
        assert p.orient == orient
    else:
        _, r, c = action
    for _ in range(22):
        if p.r == r and p.c == c:
            break
        press(app, DOWN if p.r < r else UP if p.r > r else RIGHT if p.c < c else LEFT)
    assert (p.r, p.c) == (r, c)
    press(app, A)
    assert p.mode in (playmod.CONFIRM, playmod.PICK_CONFIRM), p.messages
    press(app, A)


def drive_until(app, event, limit=200):
    """Play by buttons until a move's events hold one that ``event(e)`` accepts."""
    g = app.game
    for _ in range(limit):
        skip_to_play(app, news=False)
        drive(app, bot.choose(g))
        if any(event(e) for e in g.events):
            return app.play
    raise AssertionError("the event did not come up")


def advance(app, until, limit=400):
    """Let the bot play straight through the engine until ``until(game)``,
    then show the app's screen for that decision (set-up for the tests of
    rare situations; the complete games are played by buttons)."""
    g = app.game
    for _ in range(limit):
        if until(g):
            app.news_shown = None
            app.shown_to = -1
            app.flow()
            return g
        g.act(bot.choose(g))
    raise AssertionError("the situation did not come up")

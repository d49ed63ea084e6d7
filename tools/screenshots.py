"""Regenerate docs/screenshots/: each main screen at 160x128 (PyBadge),
240x240 (PicoSystem) and 320x240 (PicoPad), rendered headless by the
simulator's display.

Run: ``python tools/screenshots.py [out_dir [board ...]]`` (boards by hw
module name; pybadge, picosystem and picopad by default). The games are seeded, so
the pictures come out the same every run. Screens are reached by button
presses; the engine's bot picks the moves in between so that the heroes,
ambushes and season ends turn up quickly, and its moves are entered by
button presses like a player's.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))
sys.path.insert(1, ROOT)
os.environ["BLINKA_OS_AGNOSTIC"] = "1"
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from carto_ui import play  # noqa: E402
from carto_ui.app import App  # noqa: E402

from engine import bot  # noqa: E402
from engine import game as rules  # noqa: E402
from engine.terrain import HERO  # noqa: E402
from hw import boards  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, START, UP, A, B  # noqa: E402
from hw.storage import MemoryStore, Storage  # noqa: E402
from sim import clock  # noqa: E402
from sim.simboard import SimBoard  # noqa: E402


class Shooter:
    """Presses buttons into an app and saves numbered PNGs of the screen."""

    def __init__(self, name, out):
        # As on a board: game slots, settings and records in one 8 KB store.
        storage = Storage(MemoryStore(8192), capacity=boards.SAVE_PAYLOAD)
        self.hw = SimBoard(name, storage, clock.StepClock(), scale=1)
        self.out = out
        self.app = None
        os.makedirs(out, exist_ok=True)

    def start(self, seed=None):
        self.app = App(self.hw, seed=seed)
        return self.app

    def press(self, *buttons):
        for b in buttons:
            self.app.press(b)

    def shot(self, label):
        for _ in range(30):  # three seconds of frames: blinking and tallies end
            self.app.update(self.hw.ticks_ms.advance(100))
        self.hw.display.refresh()
        self.app.dirty = False
        path = os.path.join(self.out, label + ".png")
        self.hw.display.save(path)
        print(path)

    def to_play(self):
        """To the map's next decision, its news read."""
        for _ in range(30):
            if self.app.screen is self.app.play and self.app.play.mode != play.AFTER:
                self.read_news()
                return
            self.press(A)
        raise RuntimeError("the play screen did not come back")

    def read_news(self):
        p = self.app.play
        while self.app.screen is p and p.messages:
            self.press(A)  # a press on news only dismisses it (A: on a card's panel, only that)

    def bot_move(self):
        """The bot's next move, entered by buttons as a player would
        (``tools/botplay.next_press``)."""
        from tools.botplay import next_press

        self.to_play()
        g = self.app.game
        before = g.to_bytes()
        action = bot.choose(g)
        for _ in range(80):
            self.press(next_press(self.app, action))
            if self.app.game is not g or g.to_bytes() != before:
                return
        raise RuntimeError("the bot's move %r was not taken" % (action,))

    def close(self):
        self.hw.close()


def shoot(name, out):
    s = Shooter(name, out)
    try:
        s.start(seed=2024)
        s.shot("01-title")
        s.press(A)
        s.press(RIGHT, RIGHT)  # three players
        s.shot("02-setup")
        s.press(B)
        s.app.new_game(rules.preset("base", 1, 7))
        p = s.app.play
        s.shot("03a-card-reveal")
        s.read_news()
        s.shot("03-play-choose")
        s.press(A, B)  # the option taken ("Here?"), back to aiming: what it would score
        s.shot("04-play-aim")
        s.press(A)
        s.shot("05-play-confirm")
        s.press(B)
        for step in (UP, LEFT, UP, LEFT, UP, LEFT, UP, LEFT):
            if p.why_not():
                break
            s.press(step)
        s.shot("04b-play-illegal")
        s.bot_move()
        s.shot("05b-after-move")
        for _ in range(3):
            s.bot_move()
        s.to_play()
        s.press(START)
        s.shot("06-turn-menu")
        s.press(DOWN, A)
        s.shot("07-edict-view")
        s.press(B)
        g = s.app.game
        while g.kind != rules.OVER and not [e for e in g.events if e[0] == rules.EV_SCORED]:
            s.bot_move()
        s.read_news()
        s.shot("08-season-over")  # the map stays, its banner offers the scores
        s.press(A)
        s.shot("08b-season-scores")
        s.to_play()
        s.press(START, DOWN, DOWN, A)
        s.shot("09-game-menu")
        s.press(DOWN, A)  # This card: its rules, the shapes drawn as squares
        s.shot("29-this-card")
        s.press(B)
        s.app.title()  # the game is saved: the title offers to continue it
        s.shot("28-title-continue")
        s.app.new_game(rules.preset("heroes", 3, 5))
        s.shot("10-handoff")
        g = s.app.game
        while not (g.kind == rules.PLACE and g.actor != g.target):
            s.bot_move()
        if s.app.screen is s.app.play and s.app.play.mode == play.AFTER:
            s.press(A)  # the move's news read: the handoff over the map
        s.shot("11-ambush-handoff")
        s.to_play()
        s.shot("12-ambush-draw")
        while not (g.kind == rules.PLACE and g.choices[0][1] == HERO):
            s.bot_move()
        s.to_play()
        s.shot("13-hero")
        while g.kind != rules.DESTROY:
            s.bot_move()
        s.to_play()
        s.shot("14-destroy")
        while g.kind != rules.OVER:
            s.bot_move()
        for _ in range(6):
            if g.kind == rules.OVER and type(s.app.screen).__name__ == "GameOver":
                break
            s.press(A)
        s.shot("15-game-over")
        learn_shots(s)
        extras_shots(s)
    finally:
        s.close()


def learn_shots(s):
    """How to play, the guided game's first note, every map from the game
    menu and the final review."""
    s.start(seed=2024)
    s.press(DOWN, A)
    s.shot("16-how-to-play")
    for _ in range(12):
        s.press(DOWN)
    s.press(A)  # the HUD legend
    s.shot("17-hud-legend")
    s.press(B, B, A)
    while s.app.screen.menu.selected:
        s.press(UP)
    s.press(A)  # Guided first game
    s.shot("18-guided-note")
    s.app.new_game(rules.preset("heroes", 3, 5))
    g = s.app.game
    while g.season < 1:
        s.bot_move()
    s.to_play()
    s.press(START, DOWN, DOWN, A)  # the game menu
    for _ in range(s.app.screen.menu.items.index("Maps & standings")):
        s.press(DOWN)
    s.press(A, RIGHT)
    s.shot("19-other-map")
    s.press(DOWN)
    s.shot("20-other-map-edict")
    s.press(A)
    s.shot("21-standings")
    s.app.new_game(rules.preset("base", 1, 7))
    g = s.app.game
    while g.kind != rules.OVER:
        s.bot_move()
    for _ in range(12):
        if type(s.app.screen).__name__ == "MapsView":
            break
        s.press(A)
    s.press(DOWN)  # past its first line of buttons: edict B lit
    s.shot("22-final-review")
    s.press(A)
    while type(s.app.screen).__name__ == "GameOver":
        s.press(A)
    s.shot("23-play-again")


def extras_shots(s):
    """Records (with the finished games counted), Settings, About and the credits."""
    s.app.title()  # the finished games are in the records now

    def choose(item):
        s.app.title()
        for _ in range(s.app.screen.menu.items.index(item)):
            s.press(DOWN)
        s.press(A)

    choose("Records")
    s.press(RIGHT, RIGHT, RIGHT)  # Heroes: players
    s.shot("24-records")
    choose("Settings")
    s.shot("25-settings")
    for _ in range(s.app.screen.menu.items.index("Reset records")):
        s.press(DOWN)
    s.press(A)  # asked in a box over the list (twice)
    s.shot("30-question")
    choose("About")
    s.shot("26-about")
    for _ in range(12):
        if "Design:" in " ".join(label.text for label in s.app.screen.frame.lines):
            break
        s.press(DOWN)
    s.shot("27-credits")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "docs", "screenshots")
    names = sys.argv[2:] or ("pybadge", "picosystem", "picopad")
    for name in names:
        width, height = boards.find(name)[2:]
        shoot(name, os.path.join(out, "%dx%d" % (width, height)))


if __name__ == "__main__":
    main()

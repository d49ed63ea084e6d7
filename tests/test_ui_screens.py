"""Headless tests of the title/setup, handoff, season-end, game-end and menu
screens (lib/carto_ui/) and of the rules reference text, at 160x128 and
240x240: driven by button presses, checked against the engine's state and
the screen, and fuzzed with seeded random presses that must never raise or
leave a screen without a way forward."""
import random
import types

import pytest

displayio = pytest.importorskip("displayio")
pygame = pytest.importorskip("pygame")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import (  # noqa: E402
    handoff,
    lang,
    menu,
    rulestext,
    saveproblem,
    season,
    setup,
    theme,
)
from carto_ui.frame import wrap  # noqa: E402
from carto_ui.settings_store import DEFAULTS, apply  # noqa: E402
from carto_ui.title import Title  # noqa: E402

from engine import cards, scoring  # noqa: E402
from engine.game import DESTROY, EV_SCORED, OVER, PLACE, Game, preset  # noqa: E402
from hw import storage  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from hw.storage import MemoryStore  # noqa: E402
from testkit.board import BARE_SIZE, FakeBoard  # noqa: E402
from testkit.presses import BUTTONS, SIZES  # noqa: E402
from tools import langtable  # noqa: E402

NOW = 31337  # the boards' clock stands still here: a new game's seed


class FakeApp:
    """The part of the App the screens use; presses go to the screen shown."""

    idle_work = None  # (no par's run on the title: carto_ui.parrun)

    def __init__(self, hw):
        self.hw = hw
        self.seed = None
        self.dirty = False
        self.screen = None
        self.game = None
        self.play = None  # no map built: the handoff has the map's modules loaded meanwhile
        self.prefetched = 0
        self.preload = 0  # as the App's once the map's modules are in
        self.leds = 0  # as the App's: the LEDs start dark
        self.after = None  # as the App's: asked during a press (after_press)
        apply(self, DEFAULTS)

    def prefetch(self):
        """Import the map's modules in the coming frames (App.prefetch)."""
        self.prefetched += 1

    def over_form(self):
        """Forget the map's modules the setup form prefetched (App.over_form)."""
        self.prefetched = 0

    def light(self):
        pass

    def after_press(self, action, args=()):
        """As the App's during a press: ``action(*args)`` is asked for once
        the press has returned (``press`` runs it)."""
        self.after = (action, args)
        return True

    def title(self, game=None, item=-1):
        """As the App's: back to the title (the last one shown)."""
        self.title_item = item
        self.show(self.last_title)

    def new_game(self, kwargs):
        """The guided game from the title's How to play (carto_ui.guide)."""
        self.started = kwargs

    def show(self, screen):
        if isinstance(screen, Title):
            self.last_title = screen
        self.screen = screen
        self.hw.display.root_group = screen.group
        self.dirty = True

    def press(self, *buttons):
        for button in buttons:
            self.after = None
            self.screen.press(button)
            if self.after is not None:
                self.after[0](*self.after[1])


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def app(request):
    hw = FakeBoard(size=request.param, now=NOW)
    yield FakeApp(hw)
    hw.close()


def texts(screen_or_frame):
    frame = getattr(screen_or_frame, "frame", screen_or_frame)
    return [frame._title.text] + [label.text for label in frame.lines] + [frame._hint.text]


def screen_text(app):
    """Every line on the current screen, found through its frame."""
    screen = app.screen
    for name in ("frame", "menu", "pages"):
        inner = getattr(screen, name, None)
        if inner is not None:
            return screen_text_of(inner)
    return screen_text_of(screen)


def tallied_text(app):
    """The screen's text once its tally is over (its frames run 5 s on)."""
    for now in range(0, 5000, 100):
        app.screen.update(now)
    return screen_text(app)


def screen_text_of(obj):
    while not hasattr(obj, "_title"):
        obj = getattr(obj, "frame", None) or getattr(obj, "menu", None) or obj.pages
    return "\n".join(texts(obj))


def first_legal(game):
    """The first legal action in reading order (enough to get through a
    game; the UI tests here are about the screens, not the moves)."""
    if game.kind == DESTROY:
        for r in range(11):
            for c in range(11):
                if game.can_destroy(r, c):
                    return (DESTROY, r, c)
    for choice in range(len(game.choices)):
        for orient in range(len(game.orientations(choice))):
            for r in range(11):
                for c in range(11):
                    if game.why_not(choice, orient, r, c) is None:
                        return (PLACE, choice, orient, r, c)
    raise AssertionError("no legal action")


def play_until(game, stop):
    while game.kind != OVER and not stop(game):
        game.act(first_legal(game))


def finished_game(players, content="base", seed=7):
    game = Game(**preset(content, players, seed))
    play_until(game, lambda g: False)
    return game


# ----- rules text -----

def test_rules_text_covers_every_card_and_fits_when_wrapped():
    for solo in (False, True):
        for card in range(cards.COUNT):
            text = rulestext.card_text(card, solo)
            assert text.startswith(cards.name(card))
            assert all(len(line) <= 25 for line in wrap(text, 25))
        assert len(scoring.NAMES) == 32
        for card in range(32):
            text = rulestext.scoring_text(card, solo)
            assert scoring.NAMES[card] in text and text.endswith(".")
            expects = "The Queen expects %d stars from this edict." % scoring.SOLO[card]
            assert (expects in text) == solo


def test_wrap_keeps_a_buttons_name_with_what_it_does():
    assert wrap("Here? A: yes  B: back", 16) == ["Here? A: yes ", "B: back"]
    assert wrap("A: next card  B: take this move back", 16) == [
        "A: next card ", "B: take this", "move back"]
    assert wrap("Edikt B (A: Regel)", 10) == ["Edikt B", "(A: Regel)"]
    # Only where the pair fits a line; a colon ending a longer word is text.
    assert wrap("B: verylongword", 8) == ["B:", "verylong", "word"]
    assert wrap("Note: see the map", 6) == ["Note:", "see", "the", "map"]


def test_wrap_keeps_french_spacings_punctuation_with_the_word_before():
    assert wrap("Passez au tour suivant : A pour jouer", 14) == [
        "Passez au tour", "suivant : A", "pour jouer"]
    assert wrap("Quoi ? Oui ! Non ; fin", 6) == ["Quoi ?", "Oui !", "Non ;", "fin"]
    # Only where the pair fits a line.
    assert wrap("Obstacle : une montagne", 9) == ["Obstacle", ": une", "montagne"]


def test_rules_text_sentences_come_from_their_lines():
    with open(lang.path(rulestext.RULES), encoding="utf-8") as f:
        lines = f.read().splitlines()
    assert len(lines) == rulestext.DESTROY + 2 and all(lines)  # then a solo game's ambush
    assert rulestext.sentence(0) == lines[0].strip()
    assert rulestext.sentence(rulestext.DESTROY).startswith("A destroyed space is crossed out")
    assert "Sentinel Wood" in rulestext.scoring_text(0, False) and "edge of the map." in lines[0]
    ruins = [c for c in range(cards.COUNT) if cards.kind(c) == cards.RUINS]
    assert ruins and rulestext.card_text(ruins[0], False).endswith("Time 0.")
    by_effect = {}
    for card in range(cards.FIRST_AMBUSH, cards.FIRST_HERO):
        by_effect[cards.ambush(card)[4]] = rulestext.card_text(card, False)
    for effect, word in ((cards.DRAGON, "Dragon:"), (cards.TROLL, "Troll:"),
                         (cards.GORGON, "Gorgon:")):
        assert "\n" + word in by_effect[effect]
        assert by_effect[effect].endswith("(once per space).")
    hero = rulestext.card_text(cards.FIRST_HERO, False)
    assert hero.endswith("is destroyed too.")
    great_river = rulestext.card_text(2, False)
    assert great_river.endswith("draw a 1x1 of any terrain instead.")


def test_rules_text_pictures_match_the_card_data():
    great_river = rulestext.card_text(2, True)
    # a space two characters wide (rulestext.SQUARE: a square on the 6x12
    # font), a gap as wide (GAP), rows aligned
    picture = "##\n##\n##  (+1 coin)\nor\n....##\n..####\n####.."
    assert picture.replace("##", rulestext.SQUARE).replace("..", rulestext.GAP) in great_river
    assert "HHxxxxxx" in rulestext.card_text(cards.FIRST_HERO + 2, False)  # Freyla the True
    goblin = rulestext.card_text(cards.FIRST_AMBUSH, True)
    diagonal = "##....\n..##..\n....##".replace("##", rulestext.SQUARE)
    assert diagonal.replace("..", rulestext.GAP) in goblin
    assert "Drawn for you from the bottom right corner, counter-clockwise." in goblin
    assert "Pass counter-clockwise." in rulestext.card_text(cards.FIRST_AMBUSH, False)


@pytest.mark.parametrize("code", lang.LANGUAGES)
def test_solo_words_only_in_a_solo_games_texts(code):
    """What only a solo game uses (an edict's solo number, an ambush's
    corner and the way it is drawn for the player) is in a solo game's
    texts, in every language, and in no text of a game of several."""
    column = 1 + lang.LANGUAGES.index(code)

    def said(name):  # a table entry's words before its first argument
        return langtable.ENTRIES[langtable.key(name)][column].split("%")[0].replace("\\n", "\n")

    lang.use(code)
    try:
        queen = said("SOLO_N")
        drawn = said("SOLO_AMBUSH_HEAD")
        solo_rule = rulestext.sentence(rulestext.DESTROY + 1)
        passes = rulestext.sentence(35)
        assert queen.strip() and drawn.strip() and solo_rule not in passes
        for card in range(32):
            assert queen in rulestext.scoring_text(card, True)
            assert queen not in rulestext.scoring_text(card, False)
            assert queen not in rulestext.edict_text(bytes((card, 8, 4, 12)), 0, 0, False)
        for card in range(cards.FIRST_AMBUSH, cards.FIRST_HERO):
            solo, several = rulestext.card_text(card, True), rulestext.card_text(card, False)
            assert drawn in solo and solo_rule in solo and passes not in solo
            assert drawn not in several and solo_rule not in several and passes in several
            corner = lang.get(langtable.key("TOP_LEFT") + cards.ambush(card)[3])
            assert corner in solo and corner not in several
        for text in [rulestext.card_text(c, False) for c in range(cards.COUNT)]:
            assert "solo" not in text.lower() and "solitario" not in text
    finally:
        lang.use("en")


def test_edict_text_says_when_it_scores():
    edicts = bytes((0, 8, 4, 12))
    text = rulestext.edict_text(edicts, 0, 3, False)
    assert text.startswith("Scores in Spring and Winter (this season).")
    assert "Sentinel Wood" in text
    assert "this season" not in rulestext.edict_text(edicts, 2, 0, False)


# ----- title and setup -----

def test_title_leads_to_new_game_and_about(app):
    started = []
    title = Title(app, on_new_game=lambda: started.append(1))
    app.show(title)
    app.press(UP, A)  # wraps to the last line, "About"
    assert "About" in screen_text(app)
    app.press(B)
    assert app.screen is title and app.title_item == 4  # back on "About"
    app.press(DOWN, A)
    assert started == [1]


def test_setup_defaults_make_a_solo_base_game_with_the_clock_seed(app):
    games = []
    form = setup.Setup(app, lambda kw: games.append(Game(**kw)))
    app.show(form)
    assert "Seed     31337" in screen_text(app)
    assert "Names    You" in screen_text(app)  # the solo player, as in the guided game
    app.press(UP, UP, A)  # wraps to "Enter a code", then "Start game"
    game = games[0]
    assert game.n == 1 and game.seed == 31337 and game.side == 0
    assert game.names == ["You"] and game.explore == 0
    form.players = 2
    assert form.kwargs()["names"] == ["P1", "P2"]


def test_setup_through_button_presses(app):
    kwargs = []
    form = setup.Setup(app, kwargs.append, seed=99)
    app.show(form)
    app.press(RIGHT, RIGHT)  # 3 players
    app.press(DOWN, A)  # names
    app.press(A)  # player 1: "P1" is a default name, typing replaces it
    app.press(LEFT, A, RIGHT, A, START)  # M, then a (the cursor went onto "m")
    assert "1 Person  Ma" in screen_text(app)  # the Players menu: who plays a seat
    assert app.screen.selected == 0  # back on the name just typed
    app.press(DOWN, A, DOWN, RIGHT, RIGHT, A, START)  # player 2: "P2" -> "P"
    assert app.screen.selected == 1
    app.press(DOWN, DOWN, A)  # skip player 3, "Done"
    assert app.screen is form
    app.press(DOWN, RIGHT)  # content: Heroes, side follows
    assert "Map side C" in screen_text(app)
    app.press(DOWN, RIGHT)  # side D
    app.press(DOWN, DOWN, A)  # seed picker
    app.press(UP, LEFT, UP, LEFT, UP, RIGHT, UP, A)  # digit by digit: 99 -> 110
    assert "Seed     110" in screen_text(app)
    app.press(DOWN, A)
    kw = kwargs[0]
    assert kw["players"] == 3 and kw["names"] == ["Ma", "P", "P3"]
    assert kw["side"] == 3 and kw["seed"] == 110 and kw["explore"] == 1 and kw["heroes"]
    game = Game(**kw)
    assert game.names == ["Ma", "P", "P3"] and game.side == 3


def test_the_names_menu_comes_back_to_the_name_just_typed(app):
    form = setup.Setup(app, lambda kw: None, seed=99)
    app.show(form)
    app.press(RIGHT, RIGHT, DOWN, A)  # 3 players, Names
    app.press(DOWN, A, START)  # player 2's name, as it was
    assert app.screen.title == "Players" and app.screen.selected == 1
    app.press(B)
    assert app.screen is form and form.menu.selected == 1  # still on Names


def test_the_setup_forms_own_screens_open_without_the_maps_modules(app):
    """The form prefetches the map's modules for Start; its names, pickers
    and rule pages open without them and it prefetches them again when it
    is back (App.over_form, App.prefetch)."""
    form = setup.Setup(app, lambda kw: None, seed=99)
    app.show(form)
    app.prefetch()  # as App.setup asks
    for row, back in ((1, (B,)), (4, (B,)), (5, (B,))):  # Names, Edicts, Seed
        form.menu.select(row)
        app.press(A)
        assert app.screen is not form and app.prefetched == 0
        app.press(*back)
        assert app.screen is form and app.prefetched == 1
    app.press(LEFT, RIGHT)  # a row's value: nothing opens, nothing forgotten
    assert app.prefetched == 1


def test_start_on_the_setup_form_goes_to_start_game_then_starts_it(app):
    kwargs = []
    form = setup.Setup(app, kwargs.append, seed=7)
    app.show(form)
    app.press(START)  # on "Players": nothing changes, "Start game" is selected
    assert form.players == 1 and form.menu.items[form.menu.selected] == "Start game"
    assert not kwargs and app.screen is form
    app.press(START)
    assert len(kwargs) == 1 and kwargs[0]["players"] == 1 and kwargs[0]["seed"] == 7


def test_setup_players_cycle_solo_to_six(app):
    form = setup.Setup(app, lambda kw: None, seed=1)
    app.show(form)
    seen = []
    for _ in range(6):
        seen.append(form.players)
        app.press(A)
    assert seen == [1, 2, 3, 4, 5, 6] and form.players == 1
    app.press(LEFT)
    assert form.players == 6


def test_setup_chosen_edicts_one_per_category(app):
    kwargs = []
    form = setup.Setup(app, kwargs.append, seed=5)
    app.show(form)
    for _ in range(4):
        app.press(DOWN)
    app.press(A)
    assert "Edict A: Forest" in screen_text(app)
    app.press(RIGHT)  # the highlighted card's rules
    assert scoring.NAMES[0] in screen_text(app)
    app.press(B)
    app.press(DOWN, A)  # forest: the second card
    app.press(B)  # back to forest
    assert "Edict A: Forest" in screen_text(app)
    app.press(A, A, DOWN, DOWN, A, A)
    assert app.screen is form and "Edicts   Chosen" in screen_text(app)
    app.press(DOWN, DOWN, A)
    kw = kwargs[0]
    assert kw["edicts"] == bytes((1, 4, 10, 12))
    assert [scoring.CATEGORY[c] for c in kw["edicts"]] == [0, 1, 2, 3]
    assert Game(**kw).edicts == bytes((1, 4, 10, 12))


def test_setup_edicts_row_steps_between_random_and_the_set_last_chosen(app):
    """LEFT/RIGHT on Edicts change its value as on every other row, never
    opening the picker: Random, then the set last chosen (before any, the
    picker's first card of each category); A opens the picker."""
    kwargs = []
    form = setup.Setup(app, kwargs.append, seed=5)
    app.show(form)
    app.press(*[DOWN] * 4)
    app.press(RIGHT)
    assert app.screen is form and "Edicts   Chosen" in screen_text(app)
    assert form.edicts == bytes((0, 4, 8, 12))  # four A's in the picker
    app.press(LEFT)
    assert app.screen is form and "Edicts   Random" in screen_text(app)
    assert form.edicts is None
    app.press(A)  # the picker, on the first card of each category
    assert "Edict A: Forest" in screen_text(app)
    app.press(DOWN, A, A, DOWN, A, A)  # 1, 4, 9, 12
    assert app.screen is form and form.edicts == bytes((1, 4, 9, 12))
    app.press(RIGHT)
    assert app.screen is form and form.edicts is None and "Edicts   Random" in screen_text(app)
    app.press(RIGHT)
    assert app.screen is form and form.edicts == bytes((1, 4, 9, 12))
    app.press(A)  # the picker opens on the chosen set
    assert app.screen.selected == 1
    app.press(B)
    assert app.screen is form and form.edicts == bytes((1, 4, 9, 12))
    app.press(LEFT, DOWN, DOWN, A)  # Random, Start game
    assert "edicts" not in kwargs[0]


def test_setup_content_change_drops_edicts_outside_the_pool(app):
    form = setup.Setup(app, lambda kw: None, seed=5)
    app.show(form)
    form.edicts = form.chosen = bytes((1, 4, 10, 12))
    app.press(DOWN, DOWN, RIGHT)  # Heroes pool is cards 16-31
    assert form.edicts is None and form.chosen is None
    app.press(DOWN, DOWN, RIGHT)  # Chosen: the Heroes pool's first cards
    assert form.edicts == bytes((16, 20, 24, 28))
    app.press(UP, UP)
    app.press(RIGHT)  # mixed
    form.edicts = form.chosen = bytes((1, 4, 10, 12))
    app.press(LEFT)  # back to heroes
    assert form.edicts is None


def test_same_seed_same_game(app):
    kwargs = []
    for _ in range(2):
        form = setup.Setup(app, kwargs.append, seed=4242)
        app.show(form)
        app.press(RIGHT, UP, UP, A)
    assert kwargs[0] == kwargs[1]
    one, two = Game(**kwargs[0]), Game(**kwargs[1])
    assert one.edicts == two.edicts
    for _ in range(12):
        assert one.card == two.card
        action = first_legal(one)
        one.act(action)
        two.act(action)


# ----- handoff -----

def test_handoff_has_the_maps_modules_loaded_while_no_map_is_built(app):
    handoff.Handoff(app, "Mira", lambda: None)
    assert app.prefetched == 1
    # A map already built (its modules are loaded): the handoff goes over it.
    app.metrics = theme.metrics(app.hw.WIDTH, app.hw.HEIGHT)
    app.play = types.SimpleNamespace(group=displayio.Group(), banner=displayio.Group(),
                                     map=types.SimpleNamespace(group=displayio.Group()),
                                     info=None)
    handoff.Handoff(app, "Bo", lambda: None)
    assert app.prefetched == 1


def test_handoff_hides_the_map_and_waits_for_a(app):
    ready = []
    screen = handoff.Handoff(app, "Mira", lambda: ready.append(1),
                             note="Ambush: draw Goblin Attack on Bo's map")
    app.show(screen)
    text = screen_text(app)
    assert "Pass to Mira" in text and "Press A when ready" in text and "Bo's map" in text
    for button in (UP, DOWN, LEFT, RIGHT, B, START, SELECT):
        app.press(button)
    assert ready == []
    app.hw.display.refresh()
    surface = pygame.display.get_surface()
    w, h = app.hw.WIDTH, app.hw.HEIGHT
    background = [(theme.BACKGROUND >> shift) & 0xFF for shift in (16, 8, 0)]
    for x, y in ((w - 1, h - 1), (w // 2, h - 2), (w - 3, h // 2)):
        rgb = tuple(surface.get_at((x, y)))[:3]
        assert all(abs(rgb[i] - background[i]) <= 8 for i in range(3))
    app.press(A)
    assert ready == [1]


# ----- season end and game end -----

def test_a_press_during_the_tally_only_finishes_it(app):
    # Issue 37, N9: a press while the scores are being tallied shows them
    # all and does nothing else; the next press turns the page.
    game = Game(**preset("base", 3, 11))
    play_until(game, lambda g: any(ev[0] == EV_SCORED for ev in g.events))
    screen = season.SeasonEnd(app, game, 0, lambda: None)
    app.show(screen)
    assert screen.pages.tallied == 1  # the header only, no time has passed
    app.press(DOWN)
    assert screen.pages.page == 0 and game.names[2] in screen_text(app)
    assert screen.pages.tallied > 4
    app.press(DOWN)  # tallied: the press acts
    assert "Standings" in screen_text(app).split("\n")[0]


def test_a_quick_a_on_the_game_over_tally_does_not_skip_the_solo_rating(app):
    game = finished_game(1, "base", 21)
    done = []
    screen = season.GameOver(app, game, lambda: done.append(1))
    app.show(screen)
    assert screen.pages.tallied == 0  # told a line at a time, none yet
    app.press(A)
    text = screen_text(app)
    assert screen.pages.page == 0 and "Rating" in text and "Queen Gimnax" in text
    app.press(A)
    assert screen.pages.page == 1 and "Rating" not in screen_text(app)
    assert done == []


def test_season_end_shows_the_engine_breakdown(app):
    game = Game(**preset("base", 3, 11))
    play_until(game, lambda g: any(ev[0] == EV_SCORED for ev in g.events))
    done = []
    app.show(season.SeasonEnd(app, game, 0, lambda: done.append(1)))
    text = screen_text(app)
    # 240x240's big body has 19 columns: names cut to 3, the total's "T".
    narrow = app.hw.WIDTH == 240
    head = "     A  B  $ Mon  T" if narrow else "Player   A  B  $ Mon Tot"
    assert "Spring scores" in text and head in text
    # The scores are tallied a row a frame 200 ms apart, from the first frame on.
    shown = []
    for frame in range(12):
        app.screen.update(frame * 200)
        shown.append(sum(1 for line in screen_text(app).split("\n")[1:-1] if line))
    assert shown[:4] == [1, 2, 3, 4] and shown[-1] > 4
    text = screen_text(app)
    for p in range(3):
        e1, e2, coins, monsters, total = game.scores(p)[0]
        row = "%-3s%3d%3d%3d%4d%3d" if narrow else "%-7s%3d%3d%3d%4d%4d"
        assert row % (game.names[p], e1, e2, coins, -monsters, total) in text
    app.press(A)
    assert "Standings" in screen_text(app)
    app.press(A)
    assert done == [1]


def test_season_end_solo_shows_the_running_total(app):
    game = Game(**preset("heroes", 1, 3))
    play_until(game, lambda g: g.season >= 2)
    app.show(season.SeasonEnd(app, game, 1, lambda: None))
    text = tallied_text(app)
    assert "Summer scores" in text and "Total so far %d" % game.total(0) in text


def test_game_over_solo_rating_and_title(app):
    game = finished_game(1, "base", 21)
    done = []
    app.show(season.GameOver(app, game, lambda: done.append(1)))
    rating, title = game.solo_rating()
    text = tallied_text(app)
    assert "Rating" in text and ("%4d" % rating) in text
    assert "Queen Gimnax" in text
    assert title.split()[0] in text
    for _ in range(4):
        app.press(A)
    assert done == []
    assert "Winter scores" in screen_text(app)
    app.press(A)
    assert done == [1]


@pytest.mark.parametrize("code, titles", [
    ("fr", ("Cartographe Légendaire", "Buveur d'Encre Inconscient")),
    ("de", ("Legendäre_r Meisterkartograph_in", "Törichter Tölpel")),
    ("it", ("Cartografo Leggendario", "Bevitore di Inchiostro")),
])
def test_the_solo_title_is_the_rulebooks_in_its_language(app, code, titles):
    # The French, German and Italian rulebooks print Queen Gimnax's titles;
    # the Italian spells the first "Leggendaro" (cards.md has only English:
    # "Leggendario" here).
    from tools import langtable

    english = [langtable.ENTRIES[langtable.key("SOLO_TITLE_%d" % i)][1] for i in range(8)]
    assert english == [english_title(r) for r in (30, 20, 10, 0, -5, -10, -20, -30)]
    lang.use(code)
    try:
        assert lang.get(langtable.key("SOLO_TITLE_0")) == titles[0]
        assert lang.get(langtable.key("SOLO_TITLE_7")) == titles[1]
        game = finished_game(1)
        rating = game.solo_rating()[0]
        app.show(season.GameOver(app, game, lambda: None))
        shown = " ".join(tallied_text(app).split())
        title = lang.get(langtable.key("SOLO_TITLE_0") + cards.solo_rank(rating))
        assert " ".join(title.split()) in shown
        assert english_title(rating) not in shown
    finally:
        lang.use("en")


def test_game_over_ranking_three_players(app):
    game = finished_game(3, "mixed", 8)
    app.show(season.GameOver(app, game, lambda: None))
    text = tallied_text(app)
    # 240x240's big body: the names' column as wide as the longest name.
    name = "%-2s" if app.hw.WIDTH == 240 else "%-8s"
    for place, p, total, loss in game.ranking():
        assert ("%d. " + name + "%4d  mon %d") % (place, game.names[p], total, loss) in text


class RankedGame:
    """Just the results part of a game, to pin the tie-break wording."""

    def __init__(self, totals, losses):
        self.n = len(totals)
        self.names = ["Mira", "Bo", "Cy"][:self.n]
        self.totals = totals
        self.losses = losses
        self.edicts = bytes((0, 4, 8, 12))

    def ranking(self):
        rows = sorted((-self.totals[p], self.losses[p], p) for p in range(self.n))
        out = []
        for i, (neg, loss, p) in enumerate(rows):
            same = i and rows[i - 1][:2] == (neg, loss)
            out.append((out[-1][0] if same else i + 1, p, -neg, loss))
        return out

    def scores(self, p):
        return [(0, 0, 0, 0, 0)] * 4


def test_tie_break_is_explained():
    notes = " ".join(season.tie_notes(RankedGame([50, 50, 40], [2, 5, 0]), 200))
    assert notes == ("Mira and Bo tie on 50 stars; fewer stars lost to monsters ranks"
                     " higher (Mira 2, Bo 5).")
    notes = " ".join(season.tie_notes(RankedGame([50, 50, 50], [3, 3, 3]), 200))
    assert notes == "Mira, Bo and Cy tie on 50 stars and on monsters (3): they share place 1."
    notes = " ".join(season.tie_notes(RankedGame([50, 40], [3, 3]), 200))
    assert "fewest stars lost to monsters" in notes


# ----- in-game menu, resume, save problem -----

def test_game_menu_rules_reference_and_actions(app):
    game = Game(**preset("base", 2, 12))
    play_until(game, lambda g: len(g.revealed) >= 2 and g.kind == PLACE)
    app.game = game
    calls = []
    game_menu = menu.GameMenu(app, lambda: calls.append("resume"), lambda: calls.append("quit"),
                              lambda: calls.append("new"))
    app.show(game_menu)
    app.press(DOWN, A)  # this card
    assert cards.name(game.card) in screen_text(app)
    app.press(B)
    assert app.screen is game_menu
    app.press(DOWN, A)  # edicts
    text = screen_text(app)
    starred = [line for line in text.split("\n") if line[1:3] in ("A*", "B*", "C*", "D*")]
    assert len(starred) == 2
    app.press(DOWN, A)
    assert "Edict B" in screen_text(app) and scoring.NAMES[game.edicts[1]] in screen_text(app)
    app.press(B, B)
    assert app.screen is game_menu
    app.press(DOWN, A)  # cards this season
    assert cards.name(game.revealed[0]) in screen_text(app)
    app.press(A)
    assert cards.name(game.revealed[0]) in screen_text(app)
    app.press(B, B)
    app.press(DOWN, DOWN, DOWN, DOWN, A)  # new game: asks first
    assert "Abandon" in screen_text(app)
    app.press(A)  # no
    assert app.screen is game_menu and calls == []
    app.press(A, DOWN, A)
    assert calls == ["new"]
    app.show(game_menu)
    app.press(UP, A)  # save & quit
    app.press(B)
    assert calls == ["new", "quit", "resume"]


def every_page(app):
    """The words of every page of the text shown."""
    return " ".join(" ".join(lines) for _, lines in app.screen.pages).split()


@pytest.mark.parametrize("players", (1, 2))
def test_the_rule_pages_say_what_the_queen_expects_only_in_a_solo_game(app, players):
    game = Game(**preset("base", players, 12))
    app.game = game
    game_menu = menu.GameMenu(app, lambda: None, lambda: None, lambda: None)
    app.show(game_menu)
    app.press(DOWN, DOWN, A, A)  # edicts, edict A
    expects = "The Queen expects %d stars from this edict." % scoring.SOLO[game.edicts[0]]
    assert (expects in " ".join(every_page(app))) == (players == 1)
    assert "solo" not in " ".join(every_page(app)).lower() or players == 1
    form = setup.Setup(app, lambda kw: None, seed=5)
    form.players = players
    app.show(form)
    app.press(*[DOWN] * 4, A, RIGHT)  # Edicts: the first forest card's rules
    expects = "The Queen expects %d stars from this edict." % scoring.SOLO[0]
    assert (expects in " ".join(every_page(app))) == (players == 1)


def test_title_continues_a_saved_game_and_confirms_a_new_one(app):
    calls = []
    title = Title(app, on_new_game=lambda: calls.append("new"),
                        saved=("Summer, Mira", lambda: calls.append("continue")))
    app.show(title)
    assert "Continue: Summer, Mira" in screen_text(app)
    app.press(A)
    assert calls == ["continue"]
    app.press(DOWN, A)  # new game? no, keep it
    assert app.screen.question == "Discard the saved game?"  # a box over the title
    assert "Continue: Summer, Mira" in screen_text_of(title)
    app.press(A)
    assert app.screen is title and calls == ["continue"]
    app.press(A, DOWN, A)  # new game? yes
    assert calls == ["continue", "new"]
    app.show(title)
    app.press(UP, A)
    assert "About" in screen_text(app)


def test_save_problem_says_it_in_one_sentence(app):
    closed = []
    box = saveproblem.message_box(app, storage.MSG_DAMAGED, lambda: closed.append(1))
    app.show(box)
    assert "The save data is damaged" in screen_text(app).replace("\n", " ")
    app.press(A)
    assert closed == [1]


def said(box):
    """The words of a message box, over its pages."""
    return " ".join(" ".join(lines) for _, lines in box.pages).split()


@pytest.mark.parametrize("code", lang.LANGUAGES)
def test_save_problems_are_told_in_the_chosen_language(app, code, capsys):
    """hw.storage's and the engine's sentences are English, for the console;
    the player reads the language table's (a key stands for itself)."""
    sentences = (storage.MSG_SKIPPED, storage.MSG_SKIPPED_VERSION, storage.MSG_DAMAGED,
                 storage.MSG_OTHER_VERSION, storage.MSG_FOREIGN, storage.MSG_UNREADABLE,
                 "bad save magic")
    names = ("SAVE_SKIPPED", "SAVE_SKIPPED_VERSION", "SAVE_DAMAGED", "SAVE_OTHER_VERSION",
             "SAVE_FOREIGN", "SAVE_UNREADABLE", "SAVE_NOT_A_GAME")
    lang.use(code)
    try:
        for sentence, name in zip(sentences, names):
            expected = langtable.ENTRIES[langtable.key(name)][1 + lang.LANGUAGES.index(code)]
            if code == "en":
                assert expected == sentence or name == "SAVE_NOT_A_GAME"
            box = saveproblem.message_box(app, sentence, lambda: None)
            assert said(box) == expected.split()
            assert capsys.readouterr().out == "Saved game: %s\n" % sentence
        memory = langtable.key("SAVE_NO_MEMORY")
        box = saveproblem.message_box(app, memory, lambda: None)
        assert said(box) == langtable.ENTRIES[memory][1 + lang.LANGUAGES.index(code)].split()
        assert capsys.readouterr().out == ""
    finally:
        lang.use("en")


# ----- fuzz: never raise, always a way forward -----

def _screens(app):
    game = Game(**preset("heroes", 3, 17))
    play_until(game, lambda g: len(g.revealed) >= 3)
    over = finished_game(2, "base", 4)
    app.game = game
    return {
        "title": lambda done: Title(app, done),
        "setup": lambda done: setup.Setup(app, lambda kw: (Game(**kw), done()), on_back=done),
        "handoff": lambda done: handoff.Handoff(app, "Mira", done, note="Ambush"),
        "season": lambda done: season.SeasonEnd(app, over, 2, done),
        "over": lambda done: season.GameOver(app, over, done),
        "menu": lambda done: menu.GameMenu(app, done, done, done),
        "continue": lambda done: Title(app, done, saved=("Spring", done)),
        "problem": lambda done: saveproblem.message_box(app, "Damaged.", done),
    }


@pytest.mark.parametrize("seed", range(2))
def test_fuzzed_presses_on_every_screen(app, seed):
    rng = random.Random(seed)
    for name, make in sorted(_screens(app).items()):
        outcomes = []

        def done(make=make, outcomes=outcomes):
            outcomes.append(1)
            app.show(make(done))

        app.show(make(done))
        for _ in range(200):
            mask = rng.choice(BUTTONS)
            if rng.random() < 0.1:
                mask |= rng.choice(BUTTONS)
            app.screen.press(mask)
            app.screen.update(rng.randrange(1 << 20))
        assert outcomes, name + " never reached an outcome"


def test_every_screen_has_a_way_forward(app):
    """On each screen, pressing only A, or only B, gets somewhere: the
    screen's outcome is reached within a few presses."""
    for name, make in sorted(_screens(app).items()):
        reached = False
        outcomes = []
        for button in (A, B):
            app.show(make(lambda outcomes=outcomes: outcomes.append(1)))
            for _ in range(20):
                app.screen.press(button)
                if outcomes:
                    reached = True
                    break
            if reached:
                break
        assert reached, name


# ----- with the real App: start-up, resume offer, damaged save -----

@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def real(request):
    """A factory of real Apps over one bare RAM store, one display at a time."""
    raw = MemoryStore(BARE_SIZE)
    made = []

    def start():
        if made:
            made[-1].close()
        hw = FakeBoard(size=request.param, now=NOW, raw=raw, bare=True)
        made.append(hw)
        from carto_ui.app import App

        return App(hw)

    start.raw = raw
    yield start
    made[-1].close()


def press(app, *buttons):
    for button in buttons:
        app.press(button)


def test_real_app_title_setup_save_and_resume(real):
    app = real()
    assert isinstance(app.screen, Title)
    app.press(A)
    assert isinstance(app.screen, setup.Setup)
    press(app, RIGHT, DOWN, DOWN, RIGHT, UP, UP, UP, UP, A)  # 2 players, Heroes, start
    game = app.game
    assert game is not None and game.n == 2 and game.explore == 1
    saved = game.to_bytes()
    again = real()  # power-up: straight back to the handoff of the game
    assert again.game is not None and again.game.to_bytes() == saved
    assert "Pass to " + game.names[game.actor] in screen_text(again)
    again.press(A)
    assert again.screen is again.play
    while again.play.messages:  # a press on the map's news only dismisses it
        again.press(A)
    press(again, START, DOWN, DOWN, A)  # turn menu: game menu
    press(again, UP, UP, A)  # save & quit
    assert isinstance(again.screen, Title)
    assert "Continue: Spr, " + game.names[game.actor] in screen_text(again)
    again.press(A)
    assert again.game.to_bytes() == saved


def test_real_app_reports_a_damaged_save_in_one_sentence(real):
    app = real()
    app.press(A)
    press(app, UP, UP, A)  # start a solo game: saved into both slots
    assert app.game is not None
    raw = real.raw
    half = raw.size // 2
    for slot in (0, half):
        raw.data[slot + 20] ^= 0xFF  # a payload byte: the CRC no longer holds
    again = real()
    text = screen_text(again).replace("\n", " ")
    assert again.hw.storage.error and again.hw.storage.error.split(";")[0] in text
    again.press(A)
    assert isinstance(again.screen, Title)


def english_title(rating):
    """Queen Gimnax's title for ``rating`` in English (engine.cards' names)."""
    return cards.name(cards.COUNT + cards.solo_rank(rating))


def test_a_language_step_builds_settings_anew_once_its_press_returns(app):
    """The Language row's step asks the App for the new screen after its
    press (``App.after_press``): the pressed screen stays on display until
    the press returns, then a new one in the next language replaces it."""
    from carto_ui.settings_menu import Settings

    before = lang.code()
    screen = Settings(app, lambda: None, list(DEFAULTS))
    app.show(screen)
    app.after = None
    screen.press(RIGHT)  # the language row is the first
    assert app.screen is screen and lang.code() == before and app.after is not None
    app.after[0](*app.after[1])
    assert isinstance(app.screen, Settings) and app.screen is not screen
    assert lang.code() != before and app.screen.changed

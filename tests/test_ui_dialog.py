"""carto_ui.dialog: the off-game questions (Settings' resets, "Discard the
saved game?") as a box framed by adafruit_display_shapes' ``Rect`` over the
screen they are asked from, in every language and on every screen size."""
import pytest
import test_ui_roomy

displayio = pytest.importorskip("displayio")
pytest.importorskip("pygame")

from adafruit_display_shapes.rect import Rect  # noqa: E402
from carto_ui import lang, theme  # noqa: E402
from carto_ui.app import App  # noqa: E402
from carto_ui.dialog import Dialog  # noqa: E402
from carto_ui.lang import get  # noqa: E402
from test_ui_roomy import assert_on_screen, roomy, shown  # noqa: E402

from engine import game as rules  # noqa: E402
from hw.buttons import DOWN, LEFT, RIGHT, UP, A, B  # noqa: E402
from testkit.pixels import close_to, pixel  # noqa: E402
from testkit.presses import press  # noqa: E402
from tools import langtable  # noqa: E402

hw = test_ui_roomy.hw  # the fixture: a board of each screen size

# The questions and answers the title's extras ask, by lang key.
QUESTIONS = (("ASK_RESET_RECORDS", "NO", "YES"), ("SURE_RECORDS", "NO", "YES"),
             ("ASK_RESET_SETTINGS", "NO", "YES"), ("SURE_DEFAULTS", "NO", "YES"),
             ("ASK_DELETE_SAVE", "NO", "YES"), ("SURE_LOST", "NO", "YES"),
             ("DISCARD_SAVED", "NO_KEEP_IT", "YES_NEW_GAME"),
             ("DISCARD_SAVED", "NO_KEEP_IT", "YES_GUIDED"))


def words(name):
    """The chosen language's text of lang key ``name``."""
    return get(langtable.key(name))


def on_title(app, item):
    menu = app.screen.menu
    steps = menu.items.index(item) - menu.selected
    press(app, *[DOWN if steps > 0 else UP] * abs(steps))
    press(app, A)


def framed(item):
    """Whether ``item`` is the frame: a Group at the text's scale holding a Rect."""
    return isinstance(item, displayio.Group) and len(item) == 1 and isinstance(item[0], Rect)


def boxes(group):
    return [item for item in group if isinstance(item, displayio.Group)
            and any(framed(part) for part in item)]


def frame_of(box):
    """The frame's x, y, width and height on the screen."""
    frame = [part for part in box if framed(part)][0]
    return (frame.x, frame.y, frame[0].width * frame.scale, frame[0].height * frame.scale)


def test_a_reset_is_asked_in_a_framed_box_over_the_settings(hw):
    app = App(hw, seed=1)
    on_title(app, "Settings")
    settings = app.screen
    press(app, *[DOWN] * settings.menu.items.index("Reset records"), A)
    dialog = app.screen
    assert isinstance(dialog, Dialog)
    assert dialog.question == words("ASK_RESET_RECORDS")
    # Drawn over the Settings list, which stays on screen around the box.
    assert app.hw.display.root_group is settings.group
    (box,) = boxes(settings.group)
    x, y, width, height = frame_of(box)
    assert x >= 0 and x + width <= hw.WIDTH
    assert y >= 0 and y + height <= hw.HEIGHT
    stroke = 2 if roomy(hw) else 1
    for edge in range(stroke):  # the outline, as thick as the text's scale
        assert close_to(pixel(hw, x + edge, y + height // 2), theme.TITLE)
        assert close_to(pixel(hw, x + width // 2, y + height - 1 - edge), theme.TITLE)
    assert close_to(pixel(hw, x + stroke, y + height // 2), theme.BACKGROUND)  # filled
    assert close_to(pixel(hw, x + 3, y + 3), theme.BACKGROUND)
    texts = shown(box)
    assert ">" + words("NO") in texts and " " + words("YES") in texts
    big = roomy(hw) and texts[">" + words("NO")][2] == 2
    assert big == roomy(hw)  # English fits the big text on the roomy screens
    # UP/DOWN and LEFT/RIGHT move; B answers No and takes the box away.
    press(app, DOWN)
    assert dialog.selected == 1 and ">" + words("YES") in shown(box)
    press(app, RIGHT)
    assert dialog.selected == 0
    press(app, LEFT)
    assert dialog.selected == 1
    press(app, B)
    assert app.screen is settings and boxes(settings.group) == []


def test_no_to_the_second_question_keeps_the_settings(hw):
    app = App(hw, seed=1)
    on_title(app, "Settings")
    settings = app.screen
    press(app, *[DOWN] * settings.menu.items.index("Reset settings"), A)
    press(app, DOWN, A)  # yes, once
    second = app.screen
    assert isinstance(second, Dialog) and second.question == words("SURE_DEFAULTS")
    assert len(boxes(settings.group)) == 1  # the first box went with its answer
    assert second.selected == 0  # each question starts on No
    press(app, RIGHT, LEFT, A)  # "No" the second time: nothing reset, back on the list
    assert app.screen is settings and boxes(settings.group) == []


def test_discarding_the_saved_game_is_asked_over_the_title(hw):
    app = App(hw, seed=1)
    app.new_game(rules.preset("base", 1, 7))
    app.save_quit()
    title = app.screen
    on_title(app, "New game")
    assert isinstance(app.screen, Dialog)
    assert app.screen.answers == (words("NO_KEEP_IT"), words("YES_NEW_GAME"))
    box = app.screen.box
    assert any(item is box for item in title.group)
    press(app, A)  # No, keep it
    assert app.hw.storage.load() is not None
    assert type(app.screen).__name__ == "Title"
    assert not any(item is box for item in app.screen.group)


@pytest.mark.parametrize("code", ["en", "fr", "de", "it"])
def test_every_question_fits_its_box_in_every_language(hw, code):
    """Every text inside the screen and the box, none cut (text.on_cut)."""
    from carto_ui import text

    lang.use(code)
    cut = []
    text.on_cut = lambda t, cols: cut.append(t)
    try:
        app = App(hw, seed=1)
        for question, no, yes in QUESTIONS:
            under = app.screen.group
            dialog = Dialog(app, words(question), (words(no), words(yes)),
                            lambda i: None, on_back=lambda: None)
            app.show(dialog)
            box = dialog.box
            assert any(item is box for item in under)
            assert_on_screen(hw, box)
            left, top, width, height = frame_of(box)
            right = left + width
            bottom = top + height
            for label_text, (x, y, scale) in shown(box).items():
                assert left < x and x + len(label_text) * 6 * scale < right
                assert top < y and y + 12 * scale < bottom
            dialog.close()
            assert not any(item is box for item in under)
        assert cut == []
    finally:
        text.on_cut = None
        lang.use("en")

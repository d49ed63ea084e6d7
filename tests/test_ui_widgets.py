"""Headless tests of the d-pad widgets (lib/carto_ui frame, menus, pages,
pickers) at both screen sizes: navigation, callbacks, what reaches the screen, and fuzzed
button sequences that must never raise."""
import random

import pytest

pytest.importorskip("displayio")
pytest.importorskip("pygame")
pytest.importorskip("blinka_displayio_pygamedisplay")

from carto_ui import learn  # noqa: E402
from carto_ui.frame import CHAR_W, LINE_H, Frame, wrap  # noqa: E402
from carto_ui.menus import Menu  # noqa: E402
from carto_ui.pages import MessageBox, Pages, TextView, paged  # noqa: E402
from carto_ui.pickers import DONE_ROW, KEYS, LetterPicker, NumberPicker  # noqa: E402
from carto_ui.theme import BACKGROUND, HIGHLIGHT  # noqa: E402

from hw.buttons import DOWN, LEFT, RIGHT, SELECT, START, UP, A, B  # noqa: E402
from testkit.board import FakeBoard  # noqa: E402
from testkit.pixels import close_to, pixel  # noqa: E402
from testkit.presses import BUTTONS, SIZES  # noqa: E402


class FakeApp:
    """The part of the App the widgets use."""

    def __init__(self, hw):
        self.hw = hw
        self.dirty = False
        self.screen = None

    def show(self, screen):
        self.screen = screen
        self.hw.display.root_group = screen.group
        self.dirty = True


@pytest.fixture(params=SIZES, ids=["160x128", "240x240"])
def app(request):
    hw = FakeBoard(size=request.param, now=1234)
    yield FakeApp(hw)
    hw.close()


def test_wrap_keeps_words_and_width():
    text = "Earn one reputation star for each forest space adjacent to the edge of the map.\nNext"
    lines = wrap(text, 26)
    assert all(len(line) <= 26 for line in lines)
    assert " ".join(lines).split() == text.split()
    assert lines[-1] == "Next"
    assert wrap("x" * 30, 26) == ["x" * 26, "xxxx"]


def test_frame_fits_the_screen(app):
    frame = Frame(app, "Title", "hint")
    assert frame.cols * CHAR_W <= app.hw.WIDTH
    assert (frame.rows + 2) * LINE_H <= app.hw.HEIGHT
    if app.hw.WIDTH == 160:
        assert (frame.cols, frame.rows) == (25, 8)


def test_menu_moves_wraps_and_chooses(app):
    chosen = []
    backs = []
    menu = Menu(app, "Pick", ["one", "two", "three"], chosen.append,
                        on_back=lambda: backs.append(1))
    app.show(menu)
    menu.press(DOWN)
    menu.press(DOWN)
    menu.press(DOWN)
    assert menu.selected == 0
    menu.press(UP)
    assert menu.selected == 2
    menu.press(A)
    assert chosen == [2]
    menu.press(START)
    assert chosen == [2, 2]
    menu.press(B)
    assert backs == [1]
    assert menu.frame.lines[2].text == ">three"


def test_menu_highlight_bar_is_drawn_on_the_selected_row(app):
    """The selected row's line is drawn on the highlight's paper, across
    the line (its blank columns too); moving the selection gives the two
    lines their paper back and nothing else."""
    menu = Menu(app, "Pick", ["one", "two", "three"], lambda i: None)
    app.show(menu)
    frame = menu.frame
    x = app.hw.WIDTH // 2  # a blank column of the line
    # A row is LINE_H high at 160x128, twice that in a roomy screen's big menu.
    if hasattr(frame, "body_y"):
        step, row_y = frame.step, frame.body_y + frame.step // 2
    else:
        step, row_y = LINE_H, frame.top + LINE_H + LINE_H // 2
    assert close_to(pixel(app.hw, x, row_y), HIGHLIGHT)
    menu.press(DOWN)
    assert close_to(pixel(app.hw, x, row_y), BACKGROUND)
    assert close_to(pixel(app.hw, x, row_y + step), HIGHLIGHT)
    papers = [label.pixel_shader for label in frame.lines]
    assert papers[1] is not papers[0] and papers[0] is papers[2]


def test_menu_scrolls_long_lists(app):
    items = ["item %d" % i for i in range(30)]
    menu = Menu(app, "Long", items, lambda i: None)
    menu.press(UP)  # wraps to the last item
    assert menu.selected == 29
    visible = [label.text for label in menu.frame.lines]
    assert ">item 29" in visible
    menu.press(DOWN)
    assert menu.frame.lines[0].text == ">item 0"


def test_menu_adjust_goes_to_the_owner(app):
    calls = []
    menu = Menu(app, "Opts", ["Players: 1", "Side: A"], lambda i: None,
                        on_adjust=lambda i, d: calls.append((i, d)))
    menu.press(DOWN)
    menu.press(LEFT)
    menu.press(RIGHT)
    assert calls == [(1, -1), (1, 1)]
    menu.set_item(1, "Side: B")
    assert menu.frame.lines[1].text == ">Side: B"


def test_text_view_pages_and_closes(app):
    closed = []
    text = " ".join("word%d" % i for i in range(200))
    view = TextView(app, "Rules", text, lambda: closed.append(1))
    assert len(view.pages) > 1
    assert view.frame._title.text.endswith("1/%d" % len(view.pages))
    view.press(RIGHT)
    assert view.page == 1
    view.press(UP)
    assert view.page == 0
    view.press(LEFT)
    assert view.page == 0
    for _ in range(len(view.pages) - 1):
        view.press(A)
    assert closed == []
    view.press(A)
    assert closed == [1]
    view.press(B)
    assert closed == [1, 1]


def test_text_view_keeps_a_paragraph_that_fits_on_one_page(app):
    """A paragraph that fits on a page is not split so that one of its lines
    stands alone (the credits' "... and Davey" / "Baker", a rule's last words
    alone on the next page), and no page starts with a blank line; a
    paragraph longer than a page still runs on over pages."""
    cols = app.hw.WIDTH // CHAR_W - 1
    rows = app.hw.HEIGHT // LINE_H - 2
    short = ["line %d" % i for i in range(rows - 1)]
    para = " ".join(["word"] * cols)  # wraps to two or three lines
    long = " ".join("w%d" % i for i in range(rows * cols // 3))
    text = "\n".join(short + [para, "", "end", long])
    view = TextView(app, "Credits", text, lambda: None)
    first, second = view.pages[0][1], view.pages[1][1]
    assert first == short
    assert second[:len(wrap(para, cols))] == wrap(para, cols)
    assert second[len(wrap(para, cols))] == "" and second[len(wrap(para, cols)) + 1] == "end"
    shown = [line for _, lines in view.pages for line in lines]
    assert shown == short + wrap(para, cols) + ["", "end"] + wrap(long, cols)
    assert all(lines and lines[0] for _, lines in view.pages)
    assert all(len(lines) <= rows for _, lines in view.pages)


def test_a_paragraph_that_fits_on_a_page_is_never_split_and_no_page_ends_blank(app):
    """About's "In menus the d-pad moves, ..." ran from one page onto the
    next mid-sentence: a paragraph of several lines that does not fit on
    the rest of a page starts the next one, the blank before it dropped."""
    cols = app.hw.WIDTH // CHAR_W - 1
    rows = app.hw.HEIGHT // LINE_H - 2
    short = ["line %d" % i for i in range(rows - 3)]
    para = " ".join(["word"] * (cols * 4 // 5))  # wraps to 4 lines, 3 rows are left
    assert len(wrap(para, cols)) == 4
    pages = paged("T", "\n".join(short + ["", para]), cols, rows)
    assert pages == [("T", short), ("T", wrap(para, cols))]
    # a heading never ends a page when its list follows it (About's
    # "Cartographers (2019)" stood alone at the foot of a page)
    heads = paged("T", "\n".join(short + ["x", "", "Heading", "Design: A"]), cols, rows)
    assert heads == [("T", short + ["x"]), ("T", ["Heading", "Design: A"])]
    # How to play: a blank line between paragraphs, and the same rule
    first = "a"
    while len(wrap(first + " a", cols)) <= rows - 4:
        first += " a"  # rows - 4 lines, then the blank: 3 rows are left
    app_pages = learn.pages(app, "T", first + "\n" + para)
    assert app_pages == [("T", wrap(first, cols)), ("T", wrap(para, cols))]


def test_pages_make_only_the_body_lines_their_longest_page_needs(app):
    """On a roomy screen a frame's body holds 17 lines at scale 1: a guide
    note of four lines over the map made them all (the PicoSystem's guided
    game 136 -> 132 KiB, the PicoPad's 138 -> 131 with only those needed).
    A centred message keeps them all, to centre in."""
    pages = [("T", ["a", "b"]), ("T", ["c", "d", "e", "f"])]
    view = Pages(app, pages, lambda: None)
    if app.hw.WIDTH > 160:
        assert view.frame.rows == 4
    view.press(A)
    assert [line.text for line in view.frame.lines][:4] == ["c", "d", "e", "f"]
    box = MessageBox(app, "hello", lambda: None)
    assert box.frame.rows > 4


def test_pages_keep_columns_and_page_through(app):
    closed = []
    pages = Pages(app, [("One", ["  A  B", "x"]), ("Two", ["   12"])],
                          lambda: closed.append(1))
    assert pages.frame.lines[0].text == "  A  B"
    assert pages.frame._title.text.endswith("1/2")
    pages.press(A)
    assert pages.frame.lines[0].text == "   12"
    assert pages.frame.lines[1].text == ""
    pages.press(A)
    assert closed == [1]
    empty = TextView(app, "Nothing", "", lambda: closed.append(2))
    empty.press(A)
    assert closed == [1, 2]


def test_message_box_is_centred_and_closes(app):
    closed = []
    box = MessageBox(app, "The save file is damaged.", lambda: closed.append(1))
    texts = [label.text for label in box.frame.lines]
    assert texts[0] == ""
    assert "The save file is damaged." in " ".join(texts)
    box.press(UP)
    assert closed == []
    box.press(A)
    assert closed == [1]


def tap(widget, *buttons):
    for button in buttons:
        widget.press(button)


def fewest_presses(app, name, text="P1", fresh=True):
    """The fewest presses that type ``name`` on a new LetterPicker and
    accept it (found by trying every button from every cursor place and
    name typed so far that begins ``name``)."""
    done = []
    picker = LetterPicker(app, "Name", text, done.append, fresh=fresh)
    start = (picker.key_row, picker.key_col, bytes(picker.chars))
    seen = {start}
    frontier = [start]
    for presses in range(1, 60):
        reached = []
        for row, col, chars in frontier:
            for button in BUTTONS:
                picker.key_row, picker.key_col, picker.chars = row, col, bytearray(chars)
                picker.press(button)
                if done:
                    if done.pop() == name:
                        return presses
                    continue
                state = (picker.key_row, picker.key_col, bytes(picker.chars))
                if name.encode().startswith(state[2]) and state not in seen:
                    seen.add(state)
                    reached.append(state)
        frontier = reached
    raise AssertionError("%s cannot be typed" % name)


def test_letter_picker_types_a_name_on_a_keyboard(app):
    names = []
    picker = LetterPicker(app, "Player 1", "P1", names.append, fresh=True)
    assert picker.name() == "" and picker.frame.lines[0].text.strip() == "_"
    assert "A B C D E F G H I J K L M" in picker.frame.lines[1].text
    picker.press(A)  # A: a capital starts the word, the cursor moves onto "a"
    assert picker.name() == "A" and KEYS[picker.key_row][picker.key_col] == ord("a")
    tap(picker, DOWN, A)  # n
    picker.press(A)
    tap(picker, UP, A)  # a
    assert picker.name() == "Anna" and picker.frame.lines[0].text.strip() == "Anna_"
    picker.press(SELECT)
    assert picker.name() == "Ann"
    picker.press(START)
    assert names == ["Ann"]


def test_letter_picker_types_names_in_few_presses(app):
    # From the first letter to the name accepted; the letter picker it
    # replaced (UP/DOWN through 64 characters, LEFT/RIGHT along the name)
    # took 83 presses for ANNA and 31 for Zoe, from "P1".
    assert fewest_presses(app, "ANNA") == 7
    assert fewest_presses(app, "Anna") == 7
    assert fewest_presses(app, "Zoe") == 12
    assert fewest_presses(app, "Anna", "Anna", fresh=False) == 1  # START keeps it


def test_letter_picker_caps_length_and_back_keeps_name(app):
    names = []
    backs = []
    picker = LetterPicker(app, "Name", "P2", names.append, on_back=lambda: backs.append(1),
                          fresh=True)
    for _ in range(8):
        tap(picker, RIGHT, A)
    assert picker.name() == "Bcdefghi" and picker.key_row == DONE_ROW  # full: the cursor on Done
    tap(picker, UP, A)  # nothing more is typed: the cursor back on Done
    assert picker.name() == "Bcdefghi" and picker.key_row == DONE_ROW
    tap(picker, SELECT, UP, A)
    assert picker.name() == "Bcdefgh8"
    picker.press(B)
    assert backs == [1] and names == []
    assert picker.original == "P2"
    picker.press(A)  # Done
    assert names == [picker.name()]


def test_letter_picker_never_returns_an_empty_name(app):
    names = []
    picker = LetterPicker(app, "Name", "P3", names.append)
    assert picker.name() == "P3"
    tap(picker, SELECT, SELECT, SELECT)
    assert picker.name() == ""
    tap(picker, DOWN, DOWN, LEFT, A)  # the space, two rows under the small letters
    assert bytes(picker.chars) == b" "
    tap(picker, DOWN, A)  # Done
    assert names == ["P3"]


def test_letter_picker_box_is_on_the_key(app):
    picker = LetterPicker(app, "Name", "", lambda name: None)
    app.show(picker)
    tap(picker, RIGHT, RIGHT, DOWN)  # P
    app.hw.display.refresh()
    line = picker.frame.lines[1 + picker.key_row]
    col = line.text.index("P")
    scale = getattr(picker.frame, "scale", 1)
    assert picker.box.x == picker.x0 + (col - picker.indent) * CHAR_W * scale
    assert picker.box.y == picker.frame.below(1 + picker.key_row)
    assert close_to(pixel(app.hw, picker.box.x, picker.box.y), HIGHLIGHT)


def test_number_picker(app):
    values = []
    picker = NumberPicker(app, "Seed", 12345, 5, values.append,
                                  note="Same seed, same game.")
    assert picker.frame.lines[1].text == "  12345"
    picker.press(UP)
    picker.press(LEFT)
    picker.press(DOWN)
    picker.press(DOWN)
    picker.press(DOWN)
    picker.press(DOWN)
    picker.press(DOWN)
    assert picker.value() == 12396
    for _ in range(10):
        picker.press(LEFT)
    assert picker.cursor == 0
    picker.press(START)
    assert values == [12396]


def _fuzz(app, make, seed, presses=250):
    """Press random buttons; every callback rebuilds the widget, as a real
    owner would show the next screen."""
    rng = random.Random(seed)
    outcomes = []

    def done(*args):
        outcomes.append(args)
        state["widget"] = make(done)

    state = {"widget": make(done)}
    for _ in range(presses):
        mask = rng.choice(BUTTONS)
        if rng.random() < 0.1:
            mask |= rng.choice(BUTTONS)
        state["widget"].press(mask)
        state["widget"].update(rng.randrange(100000))
    return outcomes


@pytest.mark.parametrize("seed", range(2))
def test_fuzzed_presses_never_raise(app, seed):
    makers = [
        lambda cb: Menu(app, "M", ["a", "b", "c"] * 5, cb, on_back=cb,
                                on_adjust=lambda i, d: None),
        lambda cb: TextView(app, "T", "lorem ipsum " * 80, cb),
        lambda cb: MessageBox(app, "Hello", cb),
        lambda cb: LetterPicker(app, "N", "P1", cb, on_back=cb),
        lambda cb: NumberPicker(app, "S", 0, 5, cb, on_back=cb),
    ]
    for make in makers:
        assert _fuzz(app, make, seed), "no outcome reached"


@pytest.mark.parametrize("button", (A, START))
def test_every_widget_has_a_way_forward(app, button):
    """Pressing A (or START) alone reaches an outcome in a few presses."""
    hits = []
    made = [
        Menu(app, "M", ["a"], lambda i: hits.append("menu")),
        TextView(app, "T", "lorem ipsum " * 80, lambda: hits.append("text")),
        MessageBox(app, "Hello", lambda: hits.append("box")),
        LetterPicker(app, "N", "P1", lambda n: hits.append("name")),
        NumberPicker(app, "S", 7, 5, lambda v: hits.append("number")),
    ]
    for widget in made:
        for _ in range(20):
            widget.press(button)
            if hits:
                break
        assert hits, widget
        hits.clear()

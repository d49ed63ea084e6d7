"""The UI's languages: the string files, their keys and names, the fallback, the accented glyphs."""
import glob
import importlib.util
import io
import os
import re
import tokenize
import unicodedata

import pytest
from carto_ui import lang, langcheck

from tools import codeshape, langtable
from tools.project import UI


def test_the_files_are_the_table():
    for code in lang.LANGUAGES:
        with open(os.path.join(UI, "lang_%s.txt" % code), encoding="utf-8") as f:
            assert f.read() == langtable.render(code), "run python tools/langtable.py"
    with open(os.path.join(UI, langtable.NAMES_MODULE), encoding="utf-8") as f:
        assert f.read() == langtable.render_names(), "run python tools/langtable.py"
    assert lang.COUNT == langtable.COUNT
    assert lang.LANGUAGES == langtable.LANGUAGES
    assert len(langtable.KEYS) == langtable.COUNT  # no name twice


def device_sources():
    """{path: source} of every device module (the bundle inlines them all)."""
    found = {}
    for path in codeshape.device_modules().values():
        with open(path, encoding="utf-8") as f:
            found[path] = f.read()
    return found


def test_every_string_name_in_the_code_is_in_the_table():
    from carto_ui import strings

    seen = set()
    for path, source in device_sources().items():
        assert not re.search(r"^_S_\w+ = const\(", source, re.M), (path, "name it S.NAME")
        langtable.inline(source, path)  # ValueError on a name the table lacks
        tokens = [t.string for t in tokenize.generate_tokens(io.StringIO(source).readline)]
        for i, token in enumerate(tokens[:-2]):
            if token == "S" and tokens[i + 1] == "." and tokens[i - 1] != ".":
                assert getattr(strings, tokens[i + 2]) == langtable.key(tokens[i + 2])
                seen.add(tokens[i + 2])
    assert len(seen) > 250


def test_inline_writes_each_name_as_its_number_and_blanks_the_import():
    source = ('"""A screen."""\n%s\nfrom carto_ui.lang import get\n\n\n'
              'def title(season):\n    return get(S.SPRING + season), get(S.NEW_GAME)\n'
              % langtable.IMPORT)
    inlined = langtable.inline(source, "screen.py")
    assert inlined.splitlines() == [
        '"""A screen."""', "", "from carto_ui.lang import get", "", "",
        "def title(season):", "    return get(%d + season), get(%d)" % (
            langtable.key("SPRING"), langtable.key("NEW_GAME"))]
    plain = "x = 1\n"
    assert langtable.inline(plain) is plain  # no names' import: untouched


@pytest.mark.parametrize("use,why", [
    ("get(S.NO_SUCH_STRING)", "screen.py:3: S.NO_SUCH_STRING is not in tools/langtable.py"),
    ("S", "screen.py:3: S used other than as S.NAME"),
    ("getattr(S, 'NEW_GAME')", "screen.py:3: S used other than as S.NAME"),
    ("f'{S.NEW_GAME}'", "screen.py:3: S used other than as S.NAME"),
])
def test_inline_fails_on_a_name_the_table_lacks_or_another_use(use, why):
    with pytest.raises(ValueError) as error:
        langtable.inline('"""A screen."""\n%s\nx = %s\n' % (langtable.IMPORT, use), "screen.py")
    assert str(error.value) == why


@pytest.mark.parametrize("line", ["from carto_ui import strings", "import carto_ui.strings",
                                  "from carto_ui.strings import NEW_GAME"])
def test_inline_fails_on_the_names_imported_another_way(line):
    with pytest.raises(ValueError, match="import the string names as"):
        langtable.inline(line + "\n", "screen.py")


def test_importing_the_names_fails_on_a_name_the_table_lacks(tmp_path):
    with open(os.path.join(UI, langtable.NAMES_MODULE), encoding="utf-8") as f:
        (tmp_path / "strings.py").write_text(f.read(), encoding="utf-8")

    def load():
        spec = importlib.util.spec_from_file_location("names_copy", tmp_path / "strings.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module

    (tmp_path / "screen.py").write_text("%s\n\nx = S.NEW_GAME\n" % langtable.IMPORT)
    assert load().NEW_GAME == langtable.key("NEW_GAME")
    (tmp_path / "other.py").write_text("# S.NEW_GAME\n\ny = (S.SPRING,\n     S.NO_SUCH_STRING)\n")
    with pytest.raises(ImportError, match="other.py:4: S.NO_SUCH_STRING is not in"):
        load()


def specifiers(text):
    """The conversions of a %-format, in order (widths may differ)."""
    return [spec[0] + spec[-1] for spec in re.findall(r"%[-+ ]*[0-9]*[dsr%]", text)]


def test_translations_keep_the_format_arguments_and_lines():
    for entry in langtable.ENTRIES:
        english = entry[1]
        for code, text in zip(langtable.LANGUAGES[1:], entry[2:]):
            assert specifiers(text) == specifiers(english), (entry[0], code)
            assert text.count("\\n") == english.count("\\n"), (entry[0], code)
            assert "\n" not in text and text == text.rstrip("\r"), (entry[0], code)
            # a fragment joined after another keeps its space
            assert text.startswith(" ") or not english.startswith(" "), (entry[0], code)


def test_every_character_is_on_the_glyph_sheet():
    from carto_ui import text

    for entry in langtable.ENTRIES:
        for s in entry[1:]:
            for ch in s:
                assert text.cell(ord(ch)) != text.UNKNOWN or ch == "?", (entry[0], ch)


def test_every_character_of_every_text_file_is_on_the_glyph_sheet():
    """The rules, How to play and guide texts too (the German rulebook's
    en dash showed as "?")."""
    from carto_ui import text

    files = sorted(glob.glob(os.path.join(UI, "*.txt")))
    assert len(files) >= 16
    for path in files:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                for ch in line.rstrip("\n"):
                    ok = text.cell(ord(ch)) != text.UNKNOWN or ch == "?"
                    assert ok, (os.path.basename(path), n, ch)
    from carto_ui.settings_menu import LANGUAGE_NAMES  # "Français"

    for name in LANGUAGE_NAMES:
        assert all(text.cell(ord(ch)) != text.UNKNOWN for ch in name), name


def test_get_reads_the_chosen_language():
    lang.use("de")
    assert lang.code() == "de"
    assert lang.get(langtable.key("NEW_GAME")) == "Neues Spiel"
    assert lang.get(0) == "Schildwald"  # the German rulebook's edict name
    assert lang.get(langtable.key("EDICT_16")) == "Faunlost Thicket"  # Heroes: English
    lang.use("fr")
    assert lang.get(0) == "Sentinel Wood"  # the French rulebook keeps the English names
    assert lang.get(langtable.key("SUMMER")) == "Été"
    assert lang.get(langtable.key("MUST_COVER_RUINS")).startswith("\nCette fois")
    lang.use("en")
    for k, entry in enumerate(langtable.ENTRIES):
        assert lang.get(k) == entry[1].replace("\\n", "\n")


def fake_ui(tmp_path, monkeypatch, files):
    """Point lang at a folder holding ``files`` (name -> bytes) and the real English."""
    with open(os.path.join(UI, "lang_en.txt"), "rb") as f:
        (tmp_path / "lang_en.txt").write_bytes(f.read())
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    monkeypatch.setattr(lang, "path", lambda name: str(tmp_path / name))


@pytest.mark.parametrize("files,why", [
    ({}, "missing"),
    ({"lang_fr.txt": b"Nouvelle partie\n"}, "damaged (not %d lines" % lang.COUNT),
    ({"lang_fr.txt": b"\xff\xfe\n" * lang.COUNT}, "damaged (not UTF-8)"),
    ({"lang_fr.txt": b"x\n" * lang.COUNT + b"extra"}, "damaged (not %d lines" % lang.COUNT),
    ({"lang_fr.txt": b"x\n" * (lang.COUNT + 1)}, "damaged (not %d lines" % lang.COUNT),
    ({"lang_fr.txt": b"x\n" * (lang.COUNT - 1) + b"\xc3\n"}, "damaged (not UTF-8)"),
])
def test_a_missing_or_damaged_file_falls_back_to_english(tmp_path, monkeypatch, capsys,
                                                          files, why):
    fake_ui(tmp_path, monkeypatch, files)
    lang.use("fr")
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and why in out and "English" in out
    assert lang.code() == "en"
    assert lang.get(langtable.key("NEW_GAME")) == "New game"


@pytest.mark.parametrize("block", [1, 7, 64, langcheck.BLOCK, 1 << 16])
def test_a_language_file_is_checked_a_block_at_a_time_as_if_whole(monkeypatch, block):
    # Whole, the file and its text were two blocks of its size on a heap
    # that may be fragmented: read in blocks of any size (a character or a
    # line cut between two), every file gives the line starts it gives whole.
    monkeypatch.setattr(langcheck, "BLOCK", block)
    for code in lang.LANGUAGES:
        with open(os.path.join(UI, "lang_%s.txt" % code), "rb") as f:
            data = f.read()
        assert max(len(line) for line in data.split(b"\n")) > 7
        assert any(b > 127 for b in data[:4000]) or code == "en"
        offsets = [0]
        for i in range(len(data)):
            if data[i] == 10:
                offsets.append(i + 1)
        starts, why = langcheck.check(os.path.join(UI, "lang_%s.txt" % code), lang.COUNT,
                                      lang.STRIDE)
        assert why is None and len(offsets) == lang.COUNT + 1
        assert list(starts) == offsets[:-1:lang.STRIDE] + [len(data)]


def test_an_unknown_code_falls_back_to_english(capsys):
    lang.use("xx")
    assert capsys.readouterr().out.count("\n") == 1
    assert lang.code() == "en"


def test_texts_of_the_language_fall_back_to_english(tmp_path, monkeypatch):
    texts = {}
    for name in ("howto.txt", "howto_de.txt", "guide.txt"):
        with open(os.path.join(UI, name), "rb") as f:
            texts[name] = f.read()
    fake_ui(tmp_path, monkeypatch, dict(texts, **{"lang_de.txt": langtable.render("de").encode()}))
    lang.use("de")  # no guide_de.txt (tests/test_lang_texts.py)
    assert lang.file("howto.txt") == str(tmp_path / "howto_de.txt")
    assert lang.file("guide.txt") == str(tmp_path / "guide.txt")


def test_chosen_reads_lang_txt(tmp_path, monkeypatch):
    from carto_ui import langcheck

    monkeypatch.chdir(tmp_path)
    assert langcheck.chosen() == "en"
    (tmp_path / "lang.txt").write_text("de\n")
    assert langcheck.chosen() == "de"


displayio = pytest.importorskip("displayio")


def cell_pixels(sheet, cell):
    from carto_ui import text

    w = sheet.width // text.COUNT
    return [sheet[cell * w + x, y] for y in range(sheet.height) for x in range(w)]


def test_accented_letters_are_drawn_and_differ_from_their_base():
    from carto_ui import glyphs, text

    sheet = text.sheet()
    assert len(glyphs.ACCENTED) // 3 == text.COUNT - text.ASCII
    cells = set()
    # the letters the texts use (the sheet holds no others: one a text
    # uses is on it, test_every_character_of_every_text_file_...)
    letters = "ÀÉÖÜßàäçèéêìîòôöùûü"
    for ch in letters:
        cell = text.cell(ord(ch))
        assert cell >= text.ASCII, ch
        cells.add(cell)
        pixels = cell_pixels(sheet, cell)
        base = "s" if ch == "ß" else unicodedata.normalize("NFD", ch)[0]
        assert pixels != cell_pixels(sheet, text.cell(ord(base))), ch
        assert any(pixels), ch
    assert len(cells) == len(letters)
    assert text.cell(ord("ë")) == text.UNKNOWN  # no text uses it
    assert text.cell(ord("€")) == text.UNKNOWN
    assert text.cell(ord("Ā")) == text.UNKNOWN


def test_a_label_shows_accented_text_and_blanks_after_it():
    from carto_ui import text

    label = text.Label(12, 0xFFFFFF)
    label.text = "Schließen é"
    expect = [text.cell(ord(ch)) for ch in "Schließen é"] + [0]
    assert [label[i] for i in range(12)] == expect
    label.text = "Été"
    assert [label[i] for i in range(4)] == [text.cell(ord(ch)) for ch in "Été"] + [0]


def test_lines_of_a_long_accented_text():
    from carto_ui import text

    para = ("é" * 20 + "\n") * 12  # 480 bytes of UTF-8: past the 256-byte buffer
    lines = text.Lines(20, 14, 0xFFFFFF)
    lines.text = para + "fin"
    rows = [item for item in lines if isinstance(item, text.Label)]
    e = text.cell(ord("é"))
    for row in range(12):
        assert [rows[row][i] for i in range(20)] == [e] * 20
    assert [rows[12][i] for i in range(4)] == [text.cell(ord(c)) for c in "fin"] + [0]
    lines.text = "x"
    assert all(rows[1][i] == 0 for i in range(20))


def test_sim_lang_option(tmp_path):
    from sim import __main__ as cli

    shot = tmp_path / "fr.png"
    assert cli.main(["--headless", "--lang", "fr", "--keys", "a",
                     "--screenshot", str(shot)]) == 0
    assert shot.exists()
    assert lang.code() == "fr"
    with pytest.raises(SystemExit):
        cli.main(["--headless", "--lang", "xx"])


def lines_of(name):
    with open(os.path.join(UI, name), encoding="utf-8") as f:
        return f.read().split("\n")


@pytest.mark.parametrize("code", lang.LANGUAGES[1:])
def test_every_language_has_its_texts(code):
    from tools import rulestable

    with open(os.path.join(UI, "rules_%s.txt" % code), encoding="utf-8") as f:
        assert f.read() == "".join(line + "\n" for line in rulestable.TEXTS[code])
    assert len(lines_of("rules_%s.txt" % code)) == len(lines_of("rules.txt"))
    english = [line for line in lines_of("howto.txt") if line[:1] == "@"]
    titles = [line for line in lines_of("howto_%s.txt" % code) if line[:1] == "@"]
    assert len(titles) == len(english)
    assert all(len(title) <= 21 for title in titles)
    notes = [line for line in lines_of("guide_%s.txt" % code) if line[:1] == "@"]
    assert notes == [line for line in lines_of("guide.txt") if line[:1] == "@"]
    for name in ("rules_%s.txt", "howto_%s.txt", "guide_%s.txt"):
        for line in lines_of(name % code):
            assert not line.startswith(" ") and line == line.rstrip(), (name, line)


def test_the_texts_are_read_in_the_chosen_language():
    from carto_ui import learn, rulestext

    lang.use("it")
    assert rulestext.sentence(8).startswith("Guadagni otto Stelle")
    assert learn.titles(learn.HOWTO)[0] == "Lo scopo"
    assert learn.topic(learn.GUIDE, "end").startswith("La partita è finita")
    lang.use("de")
    assert "Schildwald" in rulestext.scoring_text(0, False)
    assert "Ruhmpunkt" in rulestext.scoring_text(0, False)


@pytest.mark.parametrize("code", lang.LANGUAGES)
def test_about_says_a_shape_is_drawn_after_here(code):
    # About's controls as the map plays them: A asks the confirming
    # prompt's question ("Here?"), and a second A draws the shape.
    column = lang.LANGUAGES.index(code) + 1
    about = langtable.ENTRIES[langtable.key("ABOUT_TEXT")][column]
    prompt = langtable.ENTRIES[langtable.key("HERE_CONFIRM")][column]
    question = prompt[:prompt.index(" A")]
    assert '"%s"' % question in about
    assert about.index('"%s"' % question) < about.index("START")
    assert "A places it" not in about

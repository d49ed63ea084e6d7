"""The longer texts of a language (rules, How to play, the guide's notes):
a missing or damaged one falls back to English."""
import glob
import os

import pytest
from carto_ui import lang, langtexts, learn, rulestext

from tools.project import UI


def real(name):
    with open(os.path.join(UI, name), "rb") as f:
        return f.read()


def fake_ui(tmp_path, monkeypatch, files):
    """Point lang at a folder holding every real text file but ``files``
    (name -> bytes, None for no file)."""
    for found in glob.glob(os.path.join(UI, "*.txt")):
        name = os.path.basename(found)
        (tmp_path / name).write_bytes(real(name))
    for name, data in files.items():
        if data is None:
            (tmp_path / name).unlink()
        else:
            (tmp_path / name).write_bytes(data)
    monkeypatch.setattr(lang, "path", lambda name: str(tmp_path / name))


def not_utf8(data):
    """``data`` with one "e" as Latin-1 writes an "é"."""
    return data.replace(b"e", b"\xe9", 1)


def halved(data):
    return data[:len(data) // 2]


def last_line_lost(data):
    return data[:data.rfind(b"\n", 0, -1) + 1]


def last_title_lost(data):
    """``data`` with its last ``@`` title made a paragraph: as many lines, a section fewer."""
    at = data.rfind(b"\n@") + 1
    return data[:at] + data[at + 1:]


def last_section_lost(data):
    return data[:data.rfind(b"\n@") + 1]


def read_all():
    """Everything the readers show of each text ("rules", "howto", "guide"),
    in the chosen language."""
    out = {"rules": [rulestext.sentence(k) for k in range(rulestext.DESTROY + 1)]}
    for name in (learn.HOWTO, learn.GUIDE):
        titles = learn.titles(name)
        out[name[:-4]] = titles + [learn.topic(name, title) for title in titles]
    return out


def english():
    lang.use("en")
    return read_all()


DAMAGES = [("missing", lambda data: None, "missing"),
           ("not-utf8", not_utf8, "damaged (not UTF-8)"),
           ("halved", halved, "damaged (not as many lines"),
           ("last-line-lost", last_line_lost, "damaged (not as many lines")]
SECTION_DAMAGES = [("last-title-lost", last_title_lost, "damaged (not as many lines and titles"),
                   ("last-section-lost", last_section_lost, "damaged (not as many lines")]
CASES = ([(text, damage) for text in ("rules", "howto", "guide") for damage in DAMAGES]
         + [(text, damage) for text in ("howto", "guide") for damage in SECTION_DAMAGES])


@pytest.mark.parametrize("text,damage", CASES,
                         ids=["%s-%s" % (text, damage[0]) for text, damage in CASES])
def test_a_missing_or_damaged_text_falls_back_to_english(tmp_path, monkeypatch, capsys,
                                                         text, damage):
    local = "%s_de.txt" % text
    changed = damage[1](real(local))
    assert changed != real(local)
    fake_ui(tmp_path, monkeypatch, {local: changed})
    wanted = english()
    lang.use("de")
    out = capsys.readouterr().out
    assert out.startswith("%s %s" % (tmp_path / local, damage[2])), out
    assert out.count("\n") == 1 and out.endswith(": English instead.\n")
    assert lang.code() == "de" and lang.file(text + ".txt") == str(tmp_path / (text + ".txt"))
    shown = read_all()
    for name in shown:  # only the bad text is English
        assert (shown[name] == wanted[name]) == (name == text), name
    read_all()
    assert capsys.readouterr().out == ""  # one line per file, not per read


def test_sound_texts_are_read_in_their_language_without_a_word(capsys):
    wanted = english()
    for code in lang.LANGUAGES[1:]:
        lang.use(code)
        assert capsys.readouterr().out == ""
        for name in langtexts.TEXTS:
            dot = name.rfind(".")
            assert lang.file(name) == lang.path(name[:dot] + "_" + code + name[dot:])
        shown = read_all()
        for name in shown:
            assert len(shown[name]) == len(wanted[name]) and shown[name] != wanted[name]


def test_the_english_shapes_are_the_english_files():
    for name, shape in zip(langtexts.TEXTS, langtexts.ENGLISH):
        assert langtexts._shape(os.path.join(UI, name)) == shape, name


def test_every_text_is_checked():
    assert sorted(langtexts.TEXTS) == sorted((learn.HOWTO, learn.GUIDE, rulestext.RULES))


def test_english_texts_are_not_checked(tmp_path, monkeypatch, capsys):
    fake_ui(tmp_path, monkeypatch, {"howto_de.txt": None})
    lang.use("en")
    assert capsys.readouterr().out == ""
    assert lang.file(learn.HOWTO) == str(tmp_path / learn.HOWTO)

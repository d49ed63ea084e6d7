"""``python -m sim.score``: output format, stdin, and malformed maps."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Map side A with a little drawn on it. By hand: forests (0,0) (0,1) on the
# edge -> Sentinel Wood 2; rows 0 and 4, columns 0, 1 and 5 hold forest ->
# Greenbough 5; monster (4,4) has empty (3,4) (5,4) (4,3) beside it and
# forest (4,5) -> penalty 3. Lost Barony: the 2x1 forest strip and the
# mountains are only 1x1 squares -> 3.
MAP = """\
ff.........
...^.R.....
.R......^R.
...........
....mf.....
.....^.....
...........
...........
.R^......R.
.....R.^...
...........
"""


def run(args, stdin=None):
    return subprocess.run([sys.executable, "-m", "sim.score"] + args,
                          input=stdin, capture_output=True, text=True,
                          cwd=ROOT, timeout=60)


def check_report(stdout):
    from engine.scoring import NAMES
    lines = stdout.splitlines()
    assert len(lines) == 33
    for name, line in zip(NAMES, lines):
        label, _, value = line.partition(": ")
        assert label == name
        assert value.isdigit()
    assert lines[-1] == "Monster penalty: 3"
    stars = dict(line.rsplit(": ", 1) for line in lines)
    assert stars["Sentinel Wood"] == "2"
    assert stars["Greenbough"] == "5"
    assert stars["Lost Barony"] == "3"


def test_map_file(tmp_path):
    path = tmp_path / "map.txt"
    path.write_text(MAP)
    result = run([str(path)])
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    check_report(result.stdout)


def test_stdin():
    result = run(["-"], MAP)
    assert result.returncode == 0, result.stderr
    check_report(result.stdout)


def test_wrong_row_count():
    result = run(["-"], "\n".join(MAP.splitlines()[:10]))
    assert result.returncode != 0
    assert result.stdout == ""
    assert result.stderr.strip() == "-: map has 10 rows, expected 11"


def test_bad_character_names_row_column_and_char(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(MAP.replace("....mf", "....mQ"))
    result = run([str(path)])
    assert result.returncode != 0
    assert result.stdout == ""
    message = result.stderr.strip()
    assert "\n" not in message
    assert message.endswith("row 5, column 6: unexpected character 'Q'")


def test_short_row(tmp_path):
    path = tmp_path / "short.txt"
    path.write_text(MAP.replace("....mf.....", "....mf...."))
    result = run([str(path)])
    assert result.returncode != 0
    assert result.stderr.strip().endswith(
        "row 5 has 10 characters, expected 11")


def test_missing_file(tmp_path):
    result = run([str(tmp_path / "absent.txt")])
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1

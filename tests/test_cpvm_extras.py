"""The device program on CircuitPython 10's own VM (tools/cpvm.py), from .mpy:
it prints its version, shows the title's Records, Settings and About screens
and plays a game's first moves in the PyBadge's budget. Skipped where the VM
is not installed."""
import pytest

from hw import storage
from hw.buttons import DOWN, A, B
from testkit import recorded, vm
from tools import botplay, cpvm

HEAP_KIB = cpvm.BUDGETS["pybadge"][1]  # the PyBadge's budget for a whole game


def events(board, moves=6):
    """Key events of a solo base game's first ``moves`` decisions, entered by
    buttons as the bot decides (tools/botplay.py)."""
    session = botplay.Session(board)
    botplay.set_up(session, 1, "base")
    for _ in range(moves):
        botplay.decide(session)
    return session.events


@pytest.fixture(scope="module")
def stage():
    return vm.shared_stage()


def test_starts_prints_its_version_and_plays(stage):
    result = stage.run(events("pybadge"), board="pybadge", heap=HEAP_KIB * 1024)
    assert result.ok, result.why()
    assert "Cartographers Handheld 0.1.0" in result.out


def test_records_settings_and_about_open_and_close(stage):
    # Title: New game, How to play, Records, Settings, About. Each screen
    # is opened and closed with B; the settings are read from their area.
    masks = [DOWN, DOWN, A, B, DOWN, A, B, DOWN, A, B, DOWN, DOWN, A, B]
    result = stage.run(cpvm.events_for("pybadge", masks), board="pybadge",
                       heap=HEAP_KIB * 1024)
    assert result.ok, result.why()
    assert "The settings were damaged" not in result.out


def test_a_damaged_save_is_told_and_the_older_game_resumes(stage):
    """A damaged newest slot on the device, in French: the console gets
    hw.storage's English sentence, the player the chosen language's
    (carto_ui.saveproblem), and A resumes the older game on its map."""
    played = stage.run(events("pybadge"), board="pybadge", heap=HEAP_KIB * 1024)
    assert played.ok, played.why()
    nvm = bytearray(played.nvm)
    half = len(nvm) // 2
    seqs = [nvm[slot * half + 6] | nvm[slot * half + 7] << 8 for slot in (0, 1)]
    newest = 0 if storage.is_newer(seqs[0], seqs[1]) else 1
    nvm[newest * half + storage.HEADER_SIZE + 5] ^= 0x40
    result = stage.run(cpvm.events_for("pybadge", [A]), board="pybadge",
                       heap=HEAP_KIB * 1024, nvm=nvm, lang="fr")
    assert result.ok, result.why()
    assert "Saved game: " + storage.MSG_SKIPPED in result.out
    modules = [line for line in result.out.splitlines() if line.startswith("CPVM-MODULES")]
    assert modules and " carto_ui.play" in modules[0]


def vm_lines(result, tag):
    """The values the stand-ins printed after ``tag`` (CPVM-SOUND, CPVM-LIGHTS)."""
    import ast

    return [ast.literal_eval(line[len(tag) + 1:]) for line in result.out.splitlines()
            if line.startswith(tag + " ")]


def midi_of(track):
    """The MIDI events hw.speaker makes of ``track`` (its rule, written out)."""
    events = bytearray()
    wait = 0
    for i in range(0, len(track), 2):
        if track[i]:
            events += bytes((wait, 0x90, track[i], 100, track[i + 1], 0x80, track[i], 0))
            wait = 0
        else:
            wait += track[i + 1]
    return bytes(events)


def test_a_pybadge_game_plays_its_effects_and_lights_its_time_track(stage):
    from carto_ui import effects
    from carto_ui import settings_store as opt

    result = stage.run(events("pybadge"), board="pybadge", heap=HEAP_KIB * 1024)
    assert result.ok, result.why()
    tracks = {midi_of(getattr(effects, name)): name for name in
              ("PLACE", "ILLEGAL", "COIN", "REVEAL", "AMBUSH", "SEASON", "FINAL")}
    played = vm_lines(result, "CPVM-SOUND")
    assert len(played) == 6  # one effect per move
    for events_played, options in played:
        assert events_played in tracks
        envelope = options["envelope"]  # the stand-in's Envelope is a dict of its arguments
        assert abs(envelope["attack_level"] - 0.45) < 1e-6  # hw.speaker.LEVELS[2], the default
        assert envelope["sustain_level"] == envelope["attack_level"]
    shown = vm_lines(result, "CPVM-LIGHTS")
    assert shown[0] == bytes(15)  # dark at power-up
    spring = bytes((8, 1, 0)) * 5
    lit = bytes(c * opt.LED_LEVELS[opt.DEFAULTS[opt.LIGHTS]] // 8 for c in spring)
    assert lit in shown  # the season's first card: all five lit, spring green
    assert all(len(grb) == 15 for grb in shown)


@pytest.mark.parametrize("board", ["picosystem", "picopad"])
def test_the_other_boards_sound_where_they_can_and_have_no_leds(stage, board):
    result = stage.run(events(board, moves=2), board=board, heap=160 * 1024)
    assert result.ok, result.why()
    assert not vm_lines(result, "CPVM-LIGHTS")
    played = vm_lines(result, "CPVM-SOUND")
    assert len(played) == (2 if board == "picosystem" else 0)  # the PicoPad has no speaker


def test_the_heap_does_not_depend_on_where_the_program_is_staged(stage, tmp_path):
    # Every path the VM keeps (modules' __file__, the stand-ins' settings) is
    # relative to the run's folder, so a heap figure is the same whichever
    # test worker, temporary folder or path length staged it.
    deep = tmp_path / ("a-much-longer-staging-folder-than-the-usual-one-" * 2)
    other = cpvm.Stage(mpy=True, folder=str(deep))
    game = recorded.play("play_game", 1, "base").events
    try:
        runs = [s.run(game, board="pybadge", heap=HEAP_KIB * 1024) for s in (stage, other)]
    finally:
        other.close()
    # the start-up's heap at each step, and the heap left at the game's end
    lines = [[line for line in r.out.splitlines() if line.startswith(("mem_free", cpvm.END))]
             for r in runs]
    assert runs[0].ok and runs[1].ok, runs[1].why()
    assert len(lines[0]) == 5 and lines[0] == lines[1]


def test_every_run_has_the_same_addresses(stage):
    """The VM starts at fixed addresses (cpvm.fixed_layout), as a board's
    heap and stack are: the conservative collector then takes the same stale
    words for pointers in every run of the same recorded game."""
    if not cpvm.fixed_layout():
        pytest.skip("this system refuses setarch -R: runs use random addresses")
    source = "x = bytearray(8)\nprint('AT', id(x))\n"
    seen = {stage.execute(source).out.split("AT ")[1].split()[0] for _ in range(3)}
    assert len(seen) == 1


def test_a_failed_run_is_kept_to_be_run_again(stage, monkeypatch, tmp_path):
    """A run that fails a test is copied with its inputs and command
    (cpvm.Stage.keep), and its script runs it again the same way."""
    import subprocess

    monkeypatch.setattr(cpvm, "ROOT", str(tmp_path))
    result = stage.run([], board="pybadge", heap=40 * 1024)
    assert not result.ok
    why = result.why()
    script = why.split("run it again: sh ")[1].strip()
    assert script.startswith(str(tmp_path / "build" / "failed-vm-runs"))
    again = subprocess.run(["sh", script], capture_output=True, text=True, timeout=120)
    assert "allocating" in again.stderr + again.stdout
    assert again.stdout.splitlines()[:3] == result.out.splitlines()[:3]

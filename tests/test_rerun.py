"""tools/rerun.py: a kept failed VM run, run again at the heaps asked, with the
working tree's program or as kept; and the kept run's own command
(tools/cpvm.py, ``again_command``), under valgrind's tool when it had one."""
import pytest

from testkit import vm
from tools import cpvm, rerun

COMMAND = ("cd \"$(dirname \"$0\")\" && MICROPYPATH=:lib:standins CPVM_NO_SLEEP=1 "
           "setarch x86_64 -R /vm -X heapsize=129024 -m code\n")


def test_heaps_are_one_size_or_a_range():
    assert rerun.heaps("126") == [126]
    assert rerun.heaps("120:126") == [120, 122, 124, 126]
    assert rerun.heaps("120:130:5") == [120, 125, 130]
    for wrong in ("130:120", "120:130:0", "1:2:3:4", "a"):
        with pytest.raises(ValueError):
            rerun.heaps(wrong)


def test_the_heap_is_read_and_set_in_the_command():
    assert rerun.heap_of(COMMAND) == 126
    assert rerun.heap_of(rerun.with_heap(COMMAND, 140)) == 140
    assert rerun.with_heap(COMMAND, 140).replace("143360", "129024") == COMMAND
    with pytest.raises(ValueError):
        rerun.heap_of("sh run.sh")


def test_a_run_is_clean_only_when_its_events_ran_out_with_no_recovery():
    end = "%s events=3 alloc=1 free=2\n" % cpvm.END
    assert rerun.verdict(0, "mem_free after boot: 1\n" + end) == "clean"
    assert rerun.verdict(0, "%s\n%s\n%s" % (cpvm.OOM_LINE, cpvm.OOM_LINE, end)) == (
        "out of memory x2")
    said = rerun.verdict(1, "Traceback (most recent call last):\nMemoryError: allocating 8 bytes\n")
    assert said == "failed (exit 1): MemoryError: allocating 8 bytes"
    assert rerun.verdict(0, "") == "failed (exit 0): no output"


def test_a_run_kept_from_callgrind_runs_under_callgrind_again():
    """Under valgrind the VM's stack and heap sit elsewhere and the
    collector keeps other stale words: a run that ran out of memory there
    can run clean without it, so its run.sh runs it there again, writing
    no profile."""
    argv = ["/vm", "-X", "heapsize=129024", "-m", "code"]
    plain = cpvm.again_command(":lib:standins", argv)
    assert "valgrind" not in plain and plain.endswith("/vm -X heapsize=129024 -m code\n")
    profiled = cpvm.again_command(":lib:standins", argv, [
        "--tool=callgrind", "--dump-before=fill", "--callgrind-out-file=/tmp/x/cg.out"])
    assert ("valgrind --quiet --tool=callgrind --callgrind-out-file=/dev/null /vm -X "
            "heapsize=129024 -m code\n") in profiled
    assert "dump-before" not in profiled and "/tmp/x" not in profiled
    checked = cpvm.again_command(":lib:standins", argv, ["--tool=memcheck"])
    assert "valgrind --quiet --tool=memcheck /vm" in checked and "out-file" not in checked


def test_not_a_kept_run_is_said_in_one_line(tmp_path):
    with pytest.raises(SystemExit, match="is not a kept run"):
        rerun.main([str(tmp_path)])


def test_a_kept_run_runs_again_at_each_heap(tmp_path, capsys):
    """A start-up in too small a heap fails and is kept; run again as kept
    and with the working tree's program, it fails there and runs clean in
    a heap it fits."""
    stage = vm.shared_stage()
    result = stage.run([], "pybadge", heap=40 * 1024)
    assert not result.ok
    kept = stage.keep(*result.again[1:], top=str(tmp_path))
    assert rerun.main([kept, "--as-kept", "--heaps", "40:100:60"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("  40 KiB: failed") and lines[1] == " 100 KiB: clean", lines
    assert rerun.main([kept, "--heaps", "100"]) == 0
    assert capsys.readouterr().out == " 100 KiB: clean\n"

"""bench/bench_draw's device program and its arithmetic (no emulator needed:
made-up times)."""
from bench import bench_draw


def test_the_device_program_is_python_and_names_every_case_the_report_reads():
    compile(bench_draw.DEVICE, "code.py", "exec")
    for name in ("band_over_box", "band_over_nothing", "band_with_30_more_layers",
                 "band_transparent", "map_121_tiles", "map_4_tiles"):
        assert 'case("%s"' % name in bench_draw.DEVICE


def test_each_cost_is_worked_out_from_the_cases_it_names(capsys):
    px = bench_draw.BAND_PX
    cases = {
        "band_over_nothing": (1.0 * px / 1000, 9.0),  # hidden: 1 us a pixel
        "band_over_box": (3.0 * px / 1000, 7.0 * px / 1000),  # box +2, TileGrid +6
        "band_transparent": (0.0, 8.0 * px / 1000),  # +1 over opaque
        "band_with_30_more_layers": (3.0 * px / 1000 + 30 * 48 * 0.004, 0.0),  # 4 us
        "band_scale1": (0.0, 0.0), "box_moved": (0.0, 0.0),
        "map_121_tiles": (5.0 * 176 * 176 / 1000, 0.0), "map_4_tiles": (6.0, 6.0),
    }
    bench_draw.report(cases)
    out = capsys.readouterr().out
    assert "under nothing (windows, transfer): 1.00 us" in out
    assert "vectorio box: 2.00 us more" in out
    assert "TileGrid (opaque text): 6.00 us more" in out
    assert "1.00 us a pixel more than opaque" in out
    assert "in the tree: 4.00 us a window" in out
    assert "121 tiles: 5.00 us a pixel; 4 tiles: 6.0 ms" in out

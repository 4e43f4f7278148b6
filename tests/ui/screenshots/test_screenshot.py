"""``--screenshot`` as a user runs it: a separate process writing a 1280x800 PNG."""

import struct
import subprocess
import sys

import pytest


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", header[16:24])


@pytest.mark.parametrize("view", ["rosters", "tiny-big-wars"])
def test_screenshot_writes_a_1280_by_800_png(tmp_path, view):
    out = tmp_path / f"{view}.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "s.sqlite"),
         "--screenshot", str(out), "--view", view],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert png_size(out) == (1280, 800)
    assert out.stat().st_size > 10_000  # a real picture, not a blank canvas


def test_screenshot_of_a_refused_database_fails_cleanly(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("not a database")
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(bad),
         "--screenshot", str(tmp_path / "x.png")],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 2
    assert "not SQLite" in result.stderr
    assert bad.read_text() == "not a database"


def test_a_view_part_naming_no_pass_is_a_warning_not_a_traceback(tmp_path):
    out = tmp_path / "campaigns.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "s.sqlite"),
         "--screenshot", str(out), "--view", "campaigns/pass=99"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "--view part 'pass=99' matched nothing" in result.stderr
    assert png_size(out) == (1280, 800)

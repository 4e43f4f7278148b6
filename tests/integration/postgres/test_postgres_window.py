"""The window on a server database, as a user starts it (``--screenshot`` in a process)."""

import subprocess
import sys

UNREACHABLE = "postgresql://nobody:secret@127.0.0.1:1/nothing"  # loopback, nothing listens


def _screenshot(db: str, out, view: str = "leagues"):
    return subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", db, "--screenshot", str(out),
         "--view", view], capture_output=True, text=True, timeout=120)


def test_window_opens_on_a_server_database(pg_url, tmp_path):
    out = tmp_path / "leagues.png"
    result = _screenshot(pg_url, out)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > 10_000


def test_unreachable_server_is_explained_and_the_window_gives_up(tmp_path):
    result = _screenshot(UNREACHABLE, tmp_path / "x.png")
    assert result.returncode == 2
    assert "cannot connect to the server" in result.stderr and "secret" not in result.stderr

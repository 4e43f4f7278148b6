"""An import of nothing (an empty file, a heading alone) is refused: no "imported 0 game(s)",
no history entry."""

from __future__ import annotations

import sqlite3

import pytest

from warbands_manager.cli import main


def _history(path) -> int:
    connection = sqlite3.connect(path.absolute().as_uri() + "?mode=ro", uri=True)
    try:
        return connection.execute("SELECT COUNT(*) FROM league_event").fetchone()[0]
    finally:
        connection.close()


@pytest.mark.parametrize("content", ["", "week,player_a,player_b,result\n"])
def test_an_empty_results_file_is_refused_and_leaves_no_history(tmp_path, capsys, content):
    path = tmp_path / "club.db"
    assert main(["--db", str(path), "league", "create", "Big", "--weeks", "4"]) == 0
    before = _history(path)
    results = tmp_path / "empty.csv"
    results.write_text(content)
    assert main(["--db", str(path), "league", "import", "Big", str(results)]) != 0
    captured = capsys.readouterr()
    assert "imported 0" not in captured.out
    assert "no games to import" in captured.err or "no games" in captured.err
    assert _history(path) == before

"""Every file the app writes is written whole: on a full disk the old file is untouched, no
temporary is left beside it, and the message names the file — no traceback, a non-zero exit."""

from __future__ import annotations

import sqlite3

import pytest

from tests.full_disk import fill_disk
from tests.roster_sample import bones
from warbands_manager.cli import main
from warbands_manager.rules.roster_io import write_roster_text

PLAYERS = ("Ann", "Bob", "Cat", "Dan")
RESULTS = "week,player_a,player_b,result\n" + "".join(
    f"{week},Ann,Bob,victory\n{week},Cat,Dan,draw\n" for week in range(1, 5))


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err + captured.out


@pytest.fixture
def club(tmp_path, capsys):
    """A database with a league of 8 games, and an ``out`` folder for what is written."""
    db, results = tmp_path / "club.db", tmp_path / "r.csv"
    results.write_text(RESULTS)
    assert run(capsys, "--db", str(db), "league", "create", "Big", "--weeks", "5")[0] == 0
    for name in PLAYERS:
        assert run(capsys, "--db", str(db), "league", "add-player", "Big", name)[0] == 0
    assert run(capsys, "--db", str(db), "league", "import", "Big", str(results))[0] == 0
    (tmp_path / "out").mkdir()
    return db, tmp_path / "out"


def _only(folder, *names):
    assert sorted(p.name for p in folder.iterdir()) == sorted(names)


# A writer left open after the error (openpyxl's archive) would retry at exit: an error here.
@pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning")
@pytest.mark.parametrize("name", ["results.csv", "results.xlsx"])
def test_a_full_disk_leaves_the_old_export_whole(club, capsys, monkeypatch, name):
    db, out = club
    target = out / name
    assert run(capsys, "--db", str(db), "league", "export", "Big", "-o", str(target))[0] == 0
    before = target.read_bytes()
    fill_disk(monkeypatch, out)
    code, text = run(capsys, "--db", str(db), "league", "export", "Big", "-o", str(target))
    assert code != 0
    assert str(target) in text and "No space left on device" in text
    assert target.read_bytes() == before
    _only(out, name)


def test_a_full_disk_leaves_no_empty_pdf(tmp_path, capsys, monkeypatch):
    roster = tmp_path / "bones.json"
    roster.write_text(write_roster_text(bones()))
    out = tmp_path / "out"
    out.mkdir()
    fill_disk(monkeypatch, out)
    code, text = run(capsys, "print", "roster", str(roster), "-o", str(out / "sheet.pdf"))
    assert code != 0 and str(out / "sheet.pdf") in text
    _only(out)


def test_a_full_disk_leaves_the_published_site_as_it_was(club, capsys, monkeypatch):
    db, out = club
    site = out / "site"
    assert run(capsys, "--db", str(db), "league", "publish", "Big", "-o", str(site))[0] == 0
    before = {p.name: p.read_bytes() for p in site.iterdir()}
    assert run(capsys, "--db", str(db), "league", "record", "Big", "--week", "5", "Ann", "Cat",
               "victory")[0] == 0
    fill_disk(monkeypatch, site)
    code, text = run(capsys, "--db", str(db), "league", "publish", "Big", "-o", str(site))
    assert code != 0 and str(site / "index.html") in text
    assert {p.name: p.read_bytes() for p in site.iterdir()} == before


def test_a_failed_copy_to_a_new_file_leaves_no_database(club, capsys, monkeypatch):
    from warbands_manager.services import league_copy

    db, out = club

    def disk_full(*_args):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(league_copy, "_write", disk_full)
    code, text = run(capsys, "--db", str(db), "league", "copy", "Big", "--to",
                     str(out / "copy.db"))
    assert code != 0 and "full" in text
    _only(out)


def test_a_copy_to_a_new_file_is_there_whole(club, capsys):
    db, out = club
    code, text = run(capsys, "--db", str(db), "league", "copy", "Big", "--to",
                     str(out / "copy.db"))
    assert code == 0 and str(out / "copy.db") in text
    _only(out, "copy.db")
    with sqlite3.connect(out / "copy.db") as connection:
        assert connection.execute("SELECT count(*) FROM league_game").fetchone()[0] == 8


def test_a_full_disk_keeps_the_old_campaign_log(tmp_path, capsys, monkeypatch):
    from warbands_manager.whole_file import write_text

    target = tmp_path / "log.csv"
    target.write_text("old\r\n")
    fill_disk(monkeypatch, tmp_path, room=2)
    with pytest.raises(OSError, match="log.csv"):
        write_text(target, "new,\r\n" * 100, newline="")
    assert target.read_text() == "old\n"
    _only(tmp_path, "log.csv")


def test_a_replaced_file_keeps_who_may_read_it_and_a_bug_leaves_no_temporary(tmp_path):
    from warbands_manager.whole_file import write_bytes, write_whole

    target = tmp_path / "index.html"
    target.write_text("old")
    target.chmod(0o640)
    write_bytes(target, b"new")
    assert target.read_bytes() == b"new" and target.stat().st_mode & 0o777 == 0o640

    def broken(_temporary):
        raise ValueError("a bug")

    with pytest.raises(ValueError, match="a bug"):
        write_whole(target, broken)
    assert target.read_bytes() == b"new"
    _only(tmp_path, "index.html")

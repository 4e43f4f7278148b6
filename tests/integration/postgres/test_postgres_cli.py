"""The CLI on a server database: ``--db URL`` or ``WARBANDS_DB``; file-only actions say so."""

import shutil

import pytest

from tests.postgres_server import NO_PG_DUMP
from warbands_manager import cli
from warbands_manager.store.migrations import HEAD_REVISION

UNREACHABLE = "postgresql://nobody:secret@127.0.0.1:1/nothing"  # loopback, nothing listens


def test_db_option_and_environment_variable_reach_the_server(pg_url, monkeypatch, capsys):
    assert cli.main(["--db", pg_url, "league", "create", "Spring", "--weeks", "3"]) == 0
    monkeypatch.setenv("WARBANDS_DB", pg_url)
    assert cli.main(["league", "add-player", "Spring", "Ann"]) == 0
    assert cli.main(["league", "list"]) == 0
    out = capsys.readouterr().out
    assert "Spring" in out


def test_db_info_names_the_server_and_hides_the_password(pg_url, capsys):
    assert cli.main(["--db", pg_url, "db", "info"]) == 0
    out = capsys.readouterr().out
    assert "PostgreSQL" in out and HEAD_REVISION in out
    password = pg_url.split("://", 1)[1].split("@", 1)[0].partition(":")[2]
    if password:
        assert ":***@" in out and f":{password}@" not in out


def test_file_restore_does_not_apply_to_a_server(pg_url, tmp_path, capsys):
    assert cli.main(["--db", pg_url, "db", "restore", str(tmp_path / "x.sqlite"),
                     "--yes"]) == 2
    assert "pg_restore" in capsys.readouterr().err


@pytest.mark.skipif(shutil.which("pg_dump") is None, reason=NO_PG_DUMP)
def test_db_backup_uses_pg_dump(pg_url, isolated_user_data, capsys):
    assert cli.main(["--db", pg_url, "db", "backup"]) == 0
    dumps = list((isolated_user_data / "backups").glob("server-*.dump"))
    assert len(dumps) == 1 and dumps[0].read_bytes()[:5] == b"PGDMP"
    assert cli.main(["--db", pg_url, "db", "backups"]) == 0
    assert str(dumps[0]) in capsys.readouterr().out


def test_unreachable_server_is_explained_without_the_password(capsys):
    assert cli.main(["--db", UNREACHABLE, "league", "list"]) == 2
    err = capsys.readouterr().err
    assert "cannot connect to the server" in err and "secret" not in err

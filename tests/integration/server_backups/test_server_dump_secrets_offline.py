"""A server backup's secrets without a server: a stand-in ``pg_dump`` on ``PATH``
records how it was called. The password is never on its command line (readable by every user
in ``/proc/*/cmdline``) but in ``PGPASSWORD``; every other option is kept; the dump is created
0600 and renamed only once complete. (``tests/integration/postgres/`` repeats this with a real
server when one is configured.)"""

from __future__ import annotations

import json
import os
import stat
import sys
import textwrap

import pytest

from warbands_manager.paths import ServerUrl
from warbands_manager.store.backup import list_backups
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.server import pg_dump_backup

FAKE_PG_DUMP = textwrap.dedent("""\
    #!{python}
    import json, os, stat, sys
    target = sys.argv[sys.argv.index("-f") + 1]
    record = {{"argv": sys.argv[1:], "password": os.environ.get("PGPASSWORD"),
               "mode": stat.S_IMODE(os.stat(target).st_mode)}}
    open(os.environ["FAKE_PG_DUMP_RECORD"], "w").write(json.dumps(record))
    if os.environ.get("FAKE_PG_DUMP_FAIL"):
        sys.stderr.write("connection refused")
        sys.exit(1)
    open(target, "wb").write(b"PGDMP" + b"\\0" * 100)
""")


@pytest.fixture
def fake_pg_dump(tmp_path, monkeypatch):
    folder = tmp_path / "bin"
    folder.mkdir()
    program = folder / "pg_dump"
    program.write_text(FAKE_PG_DUMP.format(python=sys.executable))
    program.chmod(0o755)
    record = tmp_path / "record.json"
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_PG_DUMP_RECORD", str(record))
    monkeypatch.delenv("PGPASSWORD", raising=False)
    return lambda: json.loads(record.read_text())


@pytest.mark.parametrize("url", [
    "postgresql://club:s3cret-pw@db.example/league?sslmode=require",
    "postgresql://club@db.example/league?password=s3cret-pw&sslmode=require",
])
def test_the_password_goes_by_environment_and_the_dump_is_private(fake_pg_dump, url):
    dump = pg_dump_backup(ServerUrl(url), "manual")
    called = fake_pg_dump()
    assert not any("s3cret-pw" in word for word in called["argv"])
    assert called["password"] == "s3cret-pw"
    assert "sslmode=require" in called["argv"][-1]  # every other option kept
    assert called["mode"] == 0o600  # private before pg_dump wrote a byte
    assert stat.S_IMODE(dump.stat().st_mode) == 0o600
    assert list_backups(dump.parent, ServerUrl(url).stem, ".dump") == [dump]


def test_a_failed_dump_leaves_no_file(fake_pg_dump, monkeypatch):
    monkeypatch.setenv("FAKE_PG_DUMP_FAIL", "1")
    target = ServerUrl("postgresql://club:s3cret-pw@db.example/league")
    with pytest.raises(DatabaseRefused, match="connection refused") as refused:
        pg_dump_backup(target, "manual")
    assert "s3cret-pw" not in str(refused.value)
    from warbands_manager.paths import backups_dir_for

    folder = backups_dir_for(target)
    assert not folder.exists() or list(folder.iterdir()) == []

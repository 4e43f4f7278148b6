"""``commands.common.opened_database``: the one way a sub-command opens and closes the database."""

import argparse

from warbands_manager.commands.common import opened_database


def test_the_database_is_closed_after_the_block_even_when_it_raises(tmp_path, monkeypatch):
    closed = []
    args = argparse.Namespace(db=str(tmp_path / "club.sqlite"))
    try:
        with opened_database(args) as database:
            monkeypatch.setattr(database, "close", lambda: closed.append(True))
            assert database.path.name == "club.sqlite"
            raise LookupError("a command's own error")
    except LookupError:
        pass
    assert closed == [True]


def test_a_refused_database_yields_none_and_says_why(tmp_path, capsys):
    foreign = tmp_path / "notes.sqlite"
    foreign.write_bytes(b"not a database at all, just some text" * 10)
    with opened_database(argparse.Namespace(db=str(foreign))) as database:
        assert database is None
    assert "notes.sqlite" in capsys.readouterr().err

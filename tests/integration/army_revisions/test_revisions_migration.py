"""The 0011 migration: a file of the previous revision keeps its army data and then holds a
catalogue at two revisions; going back keeps only the newest of each."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy import create_engine

from tests.old_databases import migrate_to

ROW = ("INSERT INTO army_data (kind, bs_id, name, army, revision, game_system_id, source_file, "
       "sha256, provenance, document, imported_at) VALUES ('catalogue', 'sk', 'Skaven', "
       "'skaven', {revision}, '', 'sk.cat', '', '', '{{}}', '2026-12-01 10:00:00')")


def test_a_catalogue_may_be_stored_at_two_revisions_after_the_upgrade(tmp_path):
    path = tmp_path / "club.sqlite"
    engine = create_engine(f"sqlite:///{path}")
    migrate_to(engine, "0010_roster_versions", ROW.format(revision=1))
    with pytest.raises(Exception, match="UNIQUE"):
        migrate_to(engine, "0010_roster_versions", ROW.format(revision=2))
    migrate_to(engine, "0011_army_data_revisions", ROW.format(revision=2))
    with sqlite3.connect(path) as connection:
        assert sorted(connection.execute("SELECT revision FROM army_data")) == [(1,), (2,)]
        with pytest.raises(sqlite3.IntegrityError):
            connection.execute(ROW.format(revision=2))
    migrate_to(engine, "0010_roster_versions", down=True)
    with sqlite3.connect(path) as connection:
        assert list(connection.execute("SELECT revision FROM army_data")) == [(2,)]

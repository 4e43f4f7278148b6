"""File › Open Server Database… against the PostgreSQL test server (skipped without one)."""

from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.postgres_server import NO_DRIVER
from warbands_manager.services.leagues import LeagueSettings
from warbands_manager.store.database import open_database
from warbands_manager.ui.server_dialog import ServerDatabaseDialog, recent_servers

psycopg = pytest.importorskip("psycopg", reason=NO_DRIVER)

PASSWORD = "never-kept-7"  # the test server trusts loopback, so any password logs in


def _fill(dialog, url, user=None):
    parts = urlsplit(url)
    dialog.host.setText(parts.hostname)
    dialog.port.setValue(parts.port or 5432)
    dialog.database_name.setText(parts.path.lstrip("/"))
    dialog.user.setText(user or parts.username)
    dialog.password.setText(PASSWORD)


def _run(qtbot, dialog, button):
    button.click()
    qtbot.waitUntil(lambda: not dialog.busy, timeout=30000)
    return dialog.message.text()


def test_test_then_open_switches_the_window_to_the_server(qtbot, window, dialog, settings,
                                                          pg_url):
    window.show_view("leagues")
    old = window.services.database
    closed = []
    old_close = old.close
    old.close = lambda: closed.append(True) or old_close()
    _fill(dialog, pg_url)
    assert "an empty database" in _run(qtbot, dialog, dialog.test_button)
    with psycopg.connect(pg_url) as check:  # testing wrote nothing
        assert check.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
                             ).fetchone()[0] == 0
    _run(qtbot, dialog, dialog.accept_button)
    assert dialog.result() == dialog.DialogCode.Accepted
    database = dialog.database
    try:
        window.switch_database(database)
        assert window.services.database.is_server
        assert PASSWORD not in window.database_label.text()
        assert PASSWORD not in window.database_label.toolTip()
        assert window.outside_changes.timer.isActive()  # the 15 s check runs on a server
        window.services.leagues.create_league(LeagueSettings("On the server"))
        window.page("leagues").refresh()
        assert [r.name for r in window.page("leagues").list_model.rows] == ["On the server"]
        assert closed == [True]
        settings.sync()
        assert PASSWORD not in Path(settings.fileName()).read_text(encoding="utf-8")
        parts = urlsplit(pg_url)
        assert recent_servers(settings) == [
            f"postgresql://{parts.username}@{parts.hostname}:{parts.port}"
            f"{parts.path}"]
        # Opened again: ready this time.
        again = ServerDatabaseDialog(settings)
        qtbot.addWidget(again)
        again.password.setText(PASSWORD)
        assert "ready to open" in _run(qtbot, again, again.test_button)
    finally:
        window.outside_changes.stop()
        qtbot.waitUntil(lambda: not window.outside_changes.in_flight, timeout=30000)
        database.close()


def test_not_a_warbands_database_is_refused_and_left_alone(qtbot, window, dialog, pg_url):
    with psycopg.connect(pg_url, autocommit=True) as other:
        other.execute("CREATE TABLE invoices (id int)")
    _fill(dialog, pg_url)
    assert "belongs to another program" in _run(qtbot, dialog, dialog.test_button)
    text = _run(qtbot, dialog, dialog.accept_button)
    assert text.startswith("Not opened — nothing was changed.")
    assert "another program" in text
    assert dialog.database is None and not window.services.database.is_server
    with psycopg.connect(pg_url) as check:
        tables = check.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
                               ).fetchall()
    assert tables == [("invoices",)]


def test_a_newer_schema_is_refused(qtbot, dialog, pg_url):
    open_database(pg_url).close()
    with psycopg.connect(pg_url, autocommit=True) as other:
        other.execute("UPDATE alembic_version SET version_num = '9999_future'")
    _fill(dialog, pg_url)
    assert "newer version" in _run(qtbot, dialog, dialog.test_button)
    assert "9999_future" in _run(qtbot, dialog, dialog.accept_button)
    assert dialog.database is None


def test_an_unknown_login_shows_the_servers_reason(qtbot, dialog, pg_url):
    _fill(dialog, pg_url, user="no_such_organiser")
    text = _run(qtbot, dialog, dialog.test_button)
    assert 'role "no_such_organiser" does not exist' in text
    assert PASSWORD not in text

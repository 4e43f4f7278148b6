"""File › Open Server Database…: the dialog, its errors (no server needed) and what it keeps."""

import socket
from pathlib import Path

from warbands_manager.ui.server_dialog import (
    RECENT_KEY,
    ServerDatabaseDialog,
    recent_servers,
    remember_server,
    server_url,
)

SECRET = "s3cret:p@ss"


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _fill(dialog, host="127.0.0.1", port=5432, database="league", user="north",
          password=SECRET):
    dialog.host.setText(host)
    dialog.port.setValue(port)
    dialog.database_name.setText(database)
    dialog.user.setText(user)
    dialog.password.setText(password)


def _wait(qtbot, dialog):
    qtbot.waitUntil(lambda: not dialog.busy, timeout=20000)


def test_url_quotes_user_and_password_and_str_hides_the_password(dialog):
    _fill(dialog)
    target = dialog.target()
    assert target.url == "postgresql://north:s3cret%3Ap%40ss@127.0.0.1:5432/league"
    assert SECRET not in str(target) and "s3cret" not in str(target)
    assert dialog.password.echoMode() == dialog.password.EchoMode.Password


def test_missing_fields_are_named_before_anything_connects(dialog):
    _fill(dialog, database="")
    dialog.test_button.click()
    assert dialog.message.text() == "Enter the database."
    assert not dialog.busy


def test_refused_connection_is_shown_in_the_dialog_and_changes_nothing(
        qtbot, dialog, window, settings):
    before = window.services.database
    window.server_dialog_factory = lambda *_args: dialog
    _fill(dialog, port=_closed_port())
    dialog.test_button.click()
    assert dialog.busy and not dialog.test_button.isEnabled()  # the work runs elsewhere
    _wait(qtbot, dialog)
    text = dialog.message.text()
    assert text.startswith("Test failed — nothing was changed.")
    assert "Connection refused" in text or "connection" in text.lower()
    assert "s3cret" not in text
    dialog.accept_button.click()
    _wait(qtbot, dialog)
    assert dialog.message.text().startswith("Not opened — nothing was changed.")
    assert dialog.isVisible() and dialog.database is None
    assert window.services.database is before
    assert recent_servers(settings) == []


def test_the_password_is_never_written_to_the_settings(settings):
    remember_server(settings, server_url("db.club", 5433, "league", "north", SECRET))
    remember_server(settings, server_url("db.club", 5433, "other", "south", "x"))
    remember_server(settings, server_url("db.club", 5433, "league", "north", "changed"))
    settings.sync()
    assert recent_servers(settings) == ["postgresql://north@db.club:5433/league",
                                        "postgresql://south@db.club:5433/other"]
    written = Path(settings.fileName()).read_text(encoding="utf-8")
    assert "s3cret" not in written and "changed" not in written
    assert RECENT_KEY.split("/")[0] in written


def test_a_recent_entry_fills_the_fields_but_not_the_password(qtbot, settings):
    remember_server(settings, server_url("db.club", 5433, "league", "north", SECRET))
    dialog = ServerDatabaseDialog(settings)
    qtbot.addWidget(dialog)
    assert (dialog.host.text(), dialog.port.value(), dialog.database_name.text(),
            dialog.user.text(), dialog.password.text()) == ("db.club", 5433, "league",
                                                             "north", "")


def test_a_database_that_opens_after_cancel_is_closed_again(qtbot, dialog):
    closed = []

    class Opened:
        def close(self):
            closed.append(True)

    dialog.reject()
    dialog._on_open_finished(Opened())
    assert closed == [True] and dialog.database is None


def test_the_window_switches_to_what_the_dialog_opened(qtbot, window, tmp_path):
    from warbands_manager.services.leagues import LeagueSettings
    from warbands_manager.store.database import open_database

    other = open_database(tmp_path / "other.sqlite")
    from warbands_manager.services.container import Services

    Services.for_database(other).leagues.create_league(LeagueSettings("Elsewhere"))
    old = window.services.database
    closed = []
    old_close = old.close
    old.close = lambda: closed.append(True) or old_close()

    class Chosen:
        database = other

        def exec(self):
            return True

    window.server_dialog_factory = lambda *_args: Chosen()
    window.show_view("leagues")
    window.open_server_action.trigger()
    assert window.services.database is other
    assert [row.name for row in window.page("leagues").list_model.rows] == ["Elsewhere"]
    assert window.database_label.text() == f"Database: {other.path.stem}"
    assert window.outside_changes._database is other
    assert closed == [True]  # the database shown before is closed
    other.close()


def test_a_recent_entry_keeps_every_option_but_the_password(qtbot, settings):
    # Reopening from Recent must still insist on TLS.
    remember_server(settings, "postgresql://north:pw@db.club:5433/league"
                              "?sslmode=require&password=other&application_name=wb")
    assert recent_servers(settings) == [
        "postgresql://north@db.club:5433/league?sslmode=require&application_name=wb"]
    shown = ServerDatabaseDialog(settings)
    qtbot.addWidget(shown)
    shown.password.setText("typed")
    target = shown.target()
    assert "sslmode=require" in target.url and target.password == "typed"
    assert "other" not in target.url

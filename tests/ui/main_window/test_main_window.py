import pytest
from PySide6.QtCore import QSettings

from warbands_manager.navigation import VIEW_NAMES
from warbands_manager.ui.main_window import MainWindow


def test_every_view_can_be_shown(window):
    for name in VIEW_NAMES:
        window.show_view(name)
        assert window.current_view_name() == name
        assert window.current_page() is window.page(name)


def test_pages_are_built_only_when_shown(window):
    assert set(window.pages) == {"rosters"}


def test_unknown_view_falls_back_to_rosters(window):
    window.show_view("runewars")
    window.show_view("no-such-view")
    assert window.current_view_name() == "rosters"


def test_window_remembers_geometry_and_view(qtbot, services, settings):
    first = MainWindow(services, settings)
    qtbot.addWidget(first)
    first.resize(700, 520)
    first.show_view("banner-saga")
    first.close()
    second = MainWindow(services, settings)
    qtbot.addWidget(second)
    assert second.current_view_name() == "banner-saga"
    assert (second.width(), second.height()) == (700, 520)


def test_menus_have_standard_shortcuts(window):
    shortcuts = {name: action.shortcut().toString() for name, action in
                 window.document_actions.items()}
    assert shortcuts["new"] == "Ctrl+N" and shortcuts["open"] == "Ctrl+O"
    assert shortcuts["save"] == "Ctrl+S" and shortcuts["print"] == "Ctrl+P"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"


def test_document_actions_follow_the_page(window):
    page = window.page("rosters")
    page.document_handlers["new"] = None  # the Rosters page offers New; take it away first
    page.actions_changed.emit()
    assert not window.document_actions["new"].isEnabled()
    calls = []
    page.document_handlers["new"] = lambda: calls.append("new")
    page.actions_changed.emit()
    assert window.document_actions["new"].isEnabled()
    window.document_actions["new"].trigger()
    assert calls == ["new"]


def test_deleting_a_saved_game_can_be_undone(window, services, qtbot):
    services.companion_saves.create("runewars", "Autumn war", {"year": 3})
    window.show_view("runewars")
    panel = window.page("runewars").saved_games
    assert panel.model.rowCount() == 1
    panel.list_view.setCurrentIndex(panel.model.index(0))
    panel.delete_button.click()
    assert panel.model.rowCount() == 0
    window.undo_action.trigger()
    assert panel.model.rowCount() == 1
    assert services.companion_saves.list("runewars")[0].name == "Autumn war"
    window.redo_action.trigger()
    assert services.companion_saves.list("runewars") == []


def test_about_names_version_provenance_and_licences(qtbot):
    from warbands_manager import __version__
    from warbands_manager.ui.about import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert __version__ in text and "assumed" in text and "LGPL" in text
    assert "Warbands minimum unit size by base" in text


def test_dark_scheme_palette_is_dark(qapp):
    from warbands_manager.ui.theme import dark_palette

    assert dark_palette().window().color().lightness() < 80


@pytest.mark.parametrize("name", ["rosters", "banner-saga"])
def test_status_bar_names_the_database(window, services, name):
    window.show_view(name)
    # Its name on screen (no folder path: words for players); the whole path in the tooltip.
    assert window.database_label.text() == f"Database: {services.database.path.stem}"
    assert window.database_label.toolTip() == str(services.database.path)


def test_upgraded_database_tells_the_user_about_the_backup(qtbot, database, settings):
    from pathlib import Path

    from warbands_manager.services.container import Services

    database.backup_taken = Path("/tmp/backup-example.sqlite")
    window = MainWindow(Services.for_database(database), settings)
    qtbot.addWidget(window)
    assert "backup-example" in window.statusBar().currentMessage()
    assert isinstance(settings, QSettings)


def test_open_path_routes_json_to_the_rosters_page(window, tmp_path):
    calls = []
    page = window.page("rosters")
    page.open_file = lambda path: calls.append(path) or True
    window.show_view("runewars")
    assert window.open_path(tmp_path / "r.json")
    assert calls == [tmp_path / "r.json"] and window.current_view_name() == "rosters"
    assert not window.open_path(tmp_path / "notes.txt")


def test_backup_then_restore_from_the_window(window, services, qtbot):
    services.companion_saves.create("banner-saga", "Kept", {})
    window.backup_action.trigger()
    assert "Backup saved" in window.statusBar().currentMessage()
    backup = services.backups.backups()[-1]
    services.companion_saves.create("banner-saga", "Lost by restore", {})
    window.show_view("banner-saga")

    class ChooseNewest:
        def __init__(self, backups, parent):
            self.chosen = backups[-1]

        def exec(self):
            return True

    window.restore_dialog_factory = ChooseNewest
    window.restore_action.trigger()
    assert window.services is not services
    names = [s.name for s in window.services.companion_saves.list("banner-saga")]
    assert names == ["Kept"]
    panel = window.page("banner-saga").saved_games
    assert panel.model.rowCount() == 1
    assert "previous contents were saved" in window.statusBar().currentMessage()
    assert backup.is_file()


def test_restore_dialog_previews_a_backup(qtbot, services):
    from warbands_manager.ui.backup_dialogs import RestoreDialog

    services.companion_saves.create("runewars", "x", {})
    target = services.backups.backup_now()
    dialog = RestoreDialog(services.backups.backups())
    qtbot.addWidget(dialog)
    dialog.backups.setCurrentRow(0)
    assert "companion_save" in dialog.preview.text() and dialog.restore_button.isEnabled()
    assert dialog.chosen == target
    junk = target.parent / "junk.sqlite"
    junk.write_text("junk")
    dialog.show_preview(junk)
    assert "Cannot restore" in dialog.preview.text() and not dialog.restore_button.isEnabled()


def test_uncaught_errors_are_shown_not_crashed(qapp, monkeypatch):
    import sys

    from warbands_manager.store.errors import NewerSchemaVersion
    from warbands_manager.ui.error_reporting import install_exception_hook, message_for

    shown = []
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    install_exception_hook(show=shown.append)
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        sys.excepthook(RuntimeError, error, error.__traceback__)
    assert shown == ["Something went wrong: RuntimeError: boom"]
    from pathlib import Path

    refused = NewerSchemaVersion(Path("/x.sqlite"), "written by a newer version")
    assert message_for(refused) == "/x.sqlite: written by a newer version"


def test_a_roster_file_given_on_the_command_line_is_imported(window, services, tmp_path):
    import shutil

    from warbands_manager.paths import data_dir

    source = data_dir() / "demo" / "rosters" / "toran-s-bones-vampire-counts.json"
    target = tmp_path / "toran.json"
    shutil.copy(source, target)
    assert window.open_path(target)
    assert [r.name for r in services.rosters.list()] == ["Toran's Bones"]
    window.undo_action.trigger()
    assert services.rosters.list() == []


@pytest.mark.parametrize("name", VIEW_NAMES)
def test_every_view_fits_the_1280_by_800_window(window, name):
    window.resize(1280, 800)
    window.show_view(name)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800, (name, hint)

"""Edit › Preferences: one object in the settings file of the user data folder (so
WARBANDS_DATA_HOME moves it), put in force at once: theme, history name, backups to keep,
and the folder save dialogs start in."""

from __future__ import annotations

import struct
import subprocess
import sys

from warbands_manager.ui import preferences
from warbands_manager.ui.preferences import Preferences


def test_the_settings_file_lives_in_the_user_data_folder(isolated_user_data):
    assert preferences.settings_path() == isolated_user_data / "settings.ini"
    settings = preferences.user_settings()
    Preferences(theme="dark", history_name="Sam", backups_to_keep=7).save(settings)
    again = Preferences.load(preferences.user_settings())
    assert (again.theme, again.history_name, again.backups_to_keep) == ("dark", "Sam", 7)


def test_a_bad_stored_value_keeps_the_default(isolated_user_data):
    settings = preferences.user_settings()
    settings.setValue("preferences/backups_to_keep", "many")
    assert Preferences.load(settings).backups_to_keep == preferences.DEFAULT_KEEP


def test_histories_record_the_chosen_name_never_the_login(window, services):
    assert services.database.actor == "Organiser"
    window.apply_preferences(Preferences(history_name="Sam the Organiser", backups_to_keep=3))
    assert services.database.actor == "Sam the Organiser"
    from warbands_manager.store.database import stored_backup_keep

    assert stored_backup_keep(services.database.path) == 3
    window.apply_preferences(Preferences())


def test_choosing_dark_in_preferences_changes_the_palette(qapp, window):
    from warbands_manager.ui.theme import current_theme

    window.apply_preferences(Preferences(theme="dark"))
    assert current_theme() == "dark"
    window.apply_preferences(Preferences(theme="light"))
    assert current_theme() == "light"


def test_the_dialog_returns_what_was_chosen(qtbot, tmp_path):
    from warbands_manager.ui.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(Preferences(export_folder=str(tmp_path)))
    qtbot.addWidget(dialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    dialog.name.setText("  Sam ")
    chosen = dialog.chosen()
    assert (chosen.theme, chosen.history_name, chosen.export_folder) == \
        ("dark", "Sam", str(tmp_path))


def test_save_dialogs_start_with_a_safe_name_in_the_export_folder(tmp_path):
    preferences.set_current(Preferences(export_folder=str(tmp_path)))
    try:
        assert preferences.dialog_start("Grimfang <Raiders>/2.pdf") == \
            str(tmp_path / "Grimfang -Raiders-2.pdf")
        assert preferences.dialog_start("") == str(tmp_path)
    finally:
        preferences.set_current(Preferences())


def test_screenshot_takes_a_theme(tmp_path):
    out = tmp_path / "dark.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "s.sqlite"),
         "--screenshot", str(out), "--view", "leagues", "--theme", "dark"],
        capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    header = out.read_bytes()[:24]
    assert struct.unpack(">II", header[16:24]) == (1280, 800)
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.pixelColor(600, 400).lightness() < 100  # a dark page


def test_the_sidebar_keeps_one_width_and_readable_headings(qapp, window):
    from PySide6.QtCore import Qt

    from warbands_manager.navigation import VIEW_NAMES
    from warbands_manager.ui.main_window import NAME_ROLE, SIDEBAR_WIDTH
    from warbands_manager.ui.theme import contrast

    widths = set()
    for name in VIEW_NAMES:
        window.show_view(name)
        widths.add(window.navigation.width())
    assert widths == {SIDEBAR_WIDTH}
    palette = window.navigation.palette()
    headings = [window.navigation.item(row) for row in range(window.navigation.count())
                if window.navigation.item(row).data(NAME_ROLE) is None]
    assert headings and all(item.font().bold() for item in headings)
    for item in headings:
        assert item.data(Qt.ItemDataRole.ForegroundRole) is None  # the body text colour
        assert item.flags() & Qt.ItemFlag.ItemIsEnabled  # not drawn greyed out
    assert contrast(palette.text().color(), palette.base().color()) >= 4.5


def test_status_messages_of_finished_work_clear(qtbot, window):
    window.status_timeout_ms = 50
    window.show_status("Importing 5 file(s)…")  # work in progress: stays until replaced
    qtbot.wait(120)
    assert window.statusBar().currentMessage() == "Importing 5 file(s)…"
    window.show_status("Imported 5 files")  # the work is done: the message clears
    assert window.statusBar().currentMessage() == "Imported 5 files"
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "", timeout=5000)


def test_the_commands_record_the_preferred_name_too(isolated_user_data):
    from warbands_manager.store.database import default_actor

    Preferences(history_name="Sam").save(preferences.user_settings())
    assert default_actor() == "Sam"

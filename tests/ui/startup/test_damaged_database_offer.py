"""The window, given a damaged database, offers the newest backup that verifies (its date in
the button, what it holds in the message) and opens the restored file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.integration.backups.damaged_files import damaged_club
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.backup_offer import DatabaseDamaged
from warbands_manager.store.database import open_database
from warbands_manager.ui.database_dialogs import ask_for_other_database


def test_the_refusal_of_a_damaged_file_offers_its_newest_backup(qtbot, tmp_path):
    path = tmp_path / "club.db"
    good = damaged_club(path)
    with pytest.raises(DatabaseDamaged) as refused:
        open_database(path)
    seen: dict[str, str] = {}

    def press_the_offer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen["text"], seen["button"] = box.text(), box.defaultButton().text()
        box.defaultButton().click()

    QTimer.singleShot(300, press_the_offer)
    chosen = ask_for_other_database(refused.value)
    assert chosen == path
    assert seen["button"].startswith("Restore the backup of ")
    assert "3 saved games" in seen["text"] and "malformed" in seen["text"]
    assert "warbands-manager --db" not in seen["text"]  # the command is the terminal's
    database = open_database(path)
    assert len(CompanionSaveService(database).list("runewars")) == 3
    database.close()
    assert good.exists()

"""The app's file dialogs list the database's folder without opening the database's files.

Qt's own dialog opens every listed file to sniff its type; in the window's process that drops
the SQLite locks on the open database (see ``store/wal_guard.py``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QFileInfo
from PySide6.QtWidgets import QFileDialog, QFileSystemModel

from tests.file_opens import AVAILABLE, FileOpens
from warbands_manager.ui.file_dialogs import NameOnlyIconProvider, file_dialog

pytestmark = pytest.mark.skipif(not AVAILABLE, reason="watches opens with Linux's inotify")


@pytest.fixture
def folder(tmp_path, database):
    # The database in use and files of other kinds beside it.
    (tmp_path / "sheet.pdf").write_bytes(b"%PDF-1.4\n")
    (tmp_path / "notes").write_text("no extension: sniffed by Qt's default provider")
    return tmp_path


def _list_folder(qtbot, dialog: QFileDialog, folder: Path) -> None:
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.setDirectory(str(folder))
    dialog.show()
    model = dialog.findChild(QFileSystemModel)
    files = len(list(folder.iterdir()))
    qtbot.waitUntil(lambda: model.rowCount(model.index(str(folder))) >= files, timeout=10_000)
    qtbot.wait(1500)  # the model's worker thread fetches each file's icon and type
    dialog.reject()


def test_qt_default_dialog_opens_the_database_which_is_why_ours_replaces_it(qtbot, folder, db_path):
    watch = FileOpens(folder)
    plain = QFileDialog(None, "Print", str(folder), "All files (*)")
    plain.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(plain)
    _list_folder(qtbot, plain, folder)
    assert db_path.name in watch.of(db_path)  # the watch sees what it must catch
    watch.close()


@pytest.mark.parametrize("mode", ["open", "save"])
def test_our_dialogs_never_open_the_database_or_its_log(qtbot, folder, db_path, mode):
    watch = FileOpens(folder)
    dialog = file_dialog(None, "Print", str(folder), "All files (*)")
    if mode == "save":
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    _list_folder(qtbot, dialog, folder)
    assert watch.of(db_path) == []
    assert [name for name in watch.collect() if name] == []  # only the folder was listed
    watch.close()


def test_the_type_column_still_names_kinds_by_extension(qtbot, tmp_path):
    provider = NameOnlyIconProvider()
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(b"not really a PDF")
    assert "PDF" in provider.type(QFileInfo(str(pdf)))
    assert provider.type(QFileInfo(str(tmp_path))) == "Folder"
    assert provider.type(QFileInfo(str(tmp_path / "club.qqq"))) == "qqq File"  # not "unknown"
    assert not provider.icon(QFileInfo(str(pdf))).isNull()

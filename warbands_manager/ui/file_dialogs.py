"""The app's file dialogs: they never read a file's contents, only its name.

Qt's file dialog (and the native one it may hand over to) opens each file it lists to sniff
its type for the icon and the Type column. Opening and closing the open database's file in
this process drops every SQLite lock the process holds on it (POSIX locks belong to the
process), and a command run beside the window could then delete the database's log under it.
So every dialog here is Qt's own, with an icon provider that judges by the file name alone.
Windows' locks are not POSIX locks: there the native dialog stays.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QFileInfo, QMimeDatabase
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget


class NameOnlyIconProvider(QFileIconProvider):
    """Icons and type names from the file's name: no file is ever opened to decide."""

    def __init__(self) -> None:
        super().__init__()
        # A folder's own icon (a .directory file, macOS bundle icons) is read from inside it.
        self.setOptions(QFileIconProvider.Option.DontUseCustomDirectoryIcons)
        self._types = QMimeDatabase()

    def icon(self, what):  # noqa: D102 (Qt's override)
        if isinstance(what, QFileInfo):
            kind = (
                QFileIconProvider.IconType.Folder
                if what.isDir()
                else QFileIconProvider.IconType.File
            )
            return super().icon(kind)
        return super().icon(what)

    def type(self, info: QFileInfo) -> str:  # noqa: A003 (Qt's name)
        if info.isDir():
            return "Folder"
        # By the name only: the default mode reads the file when its name is not enough.
        found = self._types.mimeTypeForFile(info.fileName(), QMimeDatabase.MatchMode.MatchExtension)
        if found.isValid() and not found.isDefault():
            return found.comment()
        # An unknown extension: named like Qt's own dialog does ("db File"), never "unknown".
        return f"{info.suffix()} File" if info.suffix() else "File"


_PROVIDER: list[NameOnlyIconProvider] = []


def name_only_icons() -> NameOnlyIconProvider:
    """The one provider every dialog shares (a dialog does not own its provider)."""
    if not _PROVIDER:
        _PROVIDER.append(NameOnlyIconProvider())
    return _PROVIDER[0]


def file_dialog(
    parent: QWidget | None, caption: str, start: str = "", filters: str = ""
) -> QFileDialog:
    """A file dialog that reads no file's contents (see the module's docstring)."""
    dialog = QFileDialog(parent, caption, start, filters)
    if sys.platform != "win32":
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setIconProvider(name_only_icons())
    return dialog


def _run(dialog: QFileDialog) -> tuple[list[str], str]:
    """Show ``dialog`` until closed: the chosen files (none if cancelled) and the filter."""
    try:
        accepted = dialog.exec() == QFileDialog.DialogCode.Accepted
        return (dialog.selectedFiles() if accepted else []), dialog.selectedNameFilter()
    finally:
        dialog.deleteLater()


def open_file_name(
    parent: QWidget | None, caption: str, start: str = "", filters: str = ""
) -> tuple[str, str]:
    """Like ``QFileDialog.getOpenFileName``: the chosen file ("" if none) and its filter."""
    dialog = file_dialog(parent, caption, start, filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    chosen, used_filter = _run(dialog)
    return (chosen[0] if chosen else ""), used_filter


def open_file_names(
    parent: QWidget | None, caption: str, start: str = "", filters: str = ""
) -> tuple[list[str], str]:
    """Like ``QFileDialog.getOpenFileNames``."""
    dialog = file_dialog(parent, caption, start, filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    return _run(dialog)


def save_file_name(
    parent: QWidget | None,
    caption: str,
    start: str = "",
    filters: str = "",
    confirm_overwrite: bool = True,
) -> tuple[str, str]:
    """Like ``QFileDialog.getSaveFileName`` (asks before replacing a file unless told not)."""
    dialog = file_dialog(parent, caption, start, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, not confirm_overwrite)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    chosen, used_filter = _run(dialog)
    return (chosen[0] if chosen else ""), used_filter


def existing_directory(parent: QWidget | None, caption: str, start: str = "") -> str:
    """Like ``QFileDialog.getExistingDirectory``."""
    dialog = file_dialog(parent, caption, start)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly)
    chosen, _ = _run(dialog)
    return chosen[0] if chosen else ""

"""The user's preferences: theme, where PDFs and exports go, backups to keep, and the name
written into league and campaign histories. One object, stored in the app's settings file
in the user data folder (so ``WARBANDS_DATA_HOME`` moves it with the database)."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QSettings

from warbands_manager.history_name import SETTINGS_FILE  # noqa: E402 (one file name)
from warbands_manager.paths import user_data_dir
from warbands_manager.reports.file_names import safe_file_name

DEFAULT_KEEP = 20
DEFAULT_HISTORY_NAME = "Organiser"


# A NamedTuple, not a dataclass: this module is on the start path, which the first paint
# waits for.
class Preferences(NamedTuple):
    theme: str = "system"
    export_folder: str = ""  # empty: the user's Documents (else home) folder
    backups_to_keep: int = DEFAULT_KEEP
    history_name: str = ""  # empty: "Organiser", never the computer's login name

    @classmethod
    def load(cls, settings: QSettings) -> Preferences:
        values = {}
        for name, default in cls._field_defaults.items():
            stored = settings.value(f"preferences/{name}")
            if stored is None:
                continue
            try:
                values[name] = type(default)(stored)
            except (TypeError, ValueError):
                continue  # a hand-edited bad value: keep the default
        return cls(**values)

    def save(self, settings: QSettings) -> None:
        for name in self._fields:
            settings.setValue(f"preferences/{name}", getattr(self, name))
        settings.sync()

    @property
    def actor(self) -> str:
        """The name histories record for changes made in this window."""
        return self.history_name.strip() or DEFAULT_HISTORY_NAME

    def export_dir(self) -> Path:
        if self.export_folder and Path(self.export_folder).is_dir():
            return Path(self.export_folder)
        documents = Path.home() / "Documents"
        return documents if documents.is_dir() else Path.home()

    def export_path(self, name: str, suffix: str) -> str:
        """Where a save dialog proposes to write ``name`` (a safe file name)."""
        return str(self.export_dir() / safe_file_name(name, suffix))


_current = {"preferences": Preferences()}


def settings_path() -> Path:
    return user_data_dir() / SETTINGS_FILE


def user_settings() -> QSettings:
    """The app's settings file (window state, recent servers, preferences)."""
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def current() -> Preferences:
    """The preferences in force (set at start-up and by the Preferences dialog)."""
    return _current["preferences"]


def set_current(preferences: Preferences) -> None:
    _current["preferences"] = preferences


def dialog_start(suggested: str = "") -> str:
    """What a save dialog starts with: ``suggested`` (``name.pdf``) made safe, in the
    preferred folder; the folder alone when nothing is suggested."""
    if not suggested:
        return str(current().export_dir())
    path = Path(suggested)
    if path.is_absolute():  # a folder chosen by the page: only the name is made safe
        return str(path.parent / safe_file_name(path.stem, path.suffix))
    # A bare name (a roster's, which may hold "/" or "<"): the whole of it is the name.
    suffix = path.suffix if len(path.suffix) <= 6 and "/" not in path.suffix else ""
    stem = suggested[: -len(suffix)] if suffix else suggested
    return current().export_path(stem, suffix)

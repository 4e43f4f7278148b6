"""Army-data imports run in a worker thread so the window never freezes on a big folder."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, Signal

if TYPE_CHECKING:  # the Rosters page is painted before the ORM is imported
    from warbands_manager.services.armies import ArmyDataService


class ImportSignals(QObject):
    finished = Signal(object)  # ImportReport
    failed = Signal(str)


class ArmyImportJob(QRunnable):
    """Import BattleScribe files; the service opens its own short session on this thread."""

    def __init__(self, armies: ArmyDataService, paths: list[str]) -> None:
        super().__init__()
        self.armies = armies
        self.paths = paths
        self.signals = ImportSignals()

    def run(self) -> None:
        try:
            report = self.armies.import_paths(self.paths)
        except Exception as error:  # noqa: BLE001 - reported to the user, never lost
            self.signals.failed.emit(str(error))
            return
        self.signals.finished.emit(report)

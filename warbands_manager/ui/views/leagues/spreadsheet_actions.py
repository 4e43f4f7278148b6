"""Leagues page: results from a spreadsheet (``.xlsx``/``.ods``) and the ``.xlsx`` export,
beside the CSV ones of ``actions.py``. The import is one undoable command, all rows or none."""

from __future__ import annotations

from pathlib import Path

from warbands_manager.ui.views.leagues.commands import LeagueCommand

IMPORT_PATTERN = ("Results files (*.csv *.xlsx *.ods);;CSV files (*.csv);;"
                  "Spreadsheets (*.xlsx *.ods)")
EXPORT_PATTERN = "CSV files (*.csv);;Excel workbook, standings and results (*.xlsx)"


def is_spreadsheet(path: str | Path) -> bool:
    return Path(path).suffix.lower() in (".xlsx", ".ods")


class ImportSpreadsheetCommand(LeagueCommand):
    """Import a spreadsheet's results; undo removes exactly those games, refused (nothing
    deleted) if another organiser edited one of them since — the versions it carries."""

    def __init__(self, page, path: str) -> None:
        super().__init__("Import results")
        self._page, self._path = page, path
        self._league_id = page.league_id
        self._ids: list[int] = []
        self._snapshots = None
        self._seen: dict[int, int] = {}
        self.report: list[str] = []

    def do(self) -> None:
        # deferred: spreadsheets bring openpyxl, loaded with the first spreadsheet
        from warbands_manager.services.league_workbook import import_workbook

        games = self._page.services.league_games
        if self._snapshots is None:
            self._ids, self.report = import_workbook(games, self._league_id, Path(self._path))
        else:
            games.restore_games(self._snapshots)
        self._seen = games.versions(self._ids)
        self._page.after_change()

    def revert(self) -> None:
        # Through the base's guarded undo: a refusal is shown and never reaches Qt.
        self._snapshots = self._page.services.league_games.delete_games(self._ids, self._seen)
        self._page.after_change()


def import_spreadsheet(page, path: str) -> bool:
    command = ImportSpreadsheetCommand(page, path)
    if not page.push(command):
        return False
    page.show_status(f"Imported {len(command._ids)} game(s) — " + "; ".join(command.report))
    return True


def write_workbook(games, league_id: int, path: Path, week: int | None = None) -> None:
    """The league's standings (as of ``week``) and results as an ``.xlsx`` workbook."""
    # deferred: spreadsheets bring openpyxl, loaded with the first spreadsheet
    from warbands_manager.services.league_workbook import export_workbook

    export_workbook(games, league_id, path, week)

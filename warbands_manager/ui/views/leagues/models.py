"""Table models of the Leagues page (Model/View: no widget per row)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from warbands_manager.rules.league.standings import StandingRow
from warbands_manager.rules.league.tables import label_for, value_provenances
from warbands_manager.services.league_games import GameView
from warbands_manager.services.leagues import LeagueName
from warbands_manager.ui.theme import tone_brushes
from warbands_manager.ui.views.words import choice_label, local_date, shown_value

DISPLAY = Qt.ItemDataRole.DisplayRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole
TONE_OF_PROVENANCE = {"assumed": "assumed", "house": "house"}


class _RowsModel(QAbstractTableModel):
    """Rows of plain objects; subclasses give ``HEADERS`` and ``cell(row, column)``."""

    HEADERS: tuple[str, ...] = ()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list = []
        self._cells: dict[int, tuple] = {}

    def set_rows(self, rows: list) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self._cells: dict[int, tuple] = {}  # display values, built per row on first paint
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    HEADER_TIPS: dict[int, str] = {}

    def headerData(self, section, orientation, role=DISPLAY):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == DISPLAY:
            return self.HEADERS[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.HEADER_TIPS.get(section)
        return None

    def data(self, index: QModelIndex, role: int = DISPLAY):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role in (DISPLAY, SORT_ROLE):
            cells = self._cells.get(index.row())
            if cells is None:
                cells = self._cells[index.row()] = tuple(
                    self.cell(row, column) for column in range(len(self.HEADERS)))
            value = cells[index.column()]
            if role == SORT_ROLE:
                return self.sort_value(row, index.column(), value)
            return value
        if role == ID_ROLE:
            return getattr(row, "id", None)
        return self.extra(row, index.column(), role)

    def cell(self, row, column: int):  # pragma: no cover - abstract
        raise NotImplementedError

    def sort_value(self, row, column: int, value):
        return value

    def extra(self, row, column: int, role: int):
        return None


class LeagueListModel(_RowsModel):
    HEADERS = ("League",)

    def cell(self, row: LeagueName, column: int):
        return row.name


class PlayersModel(_RowsModel):
    HEADERS = ("Player", "Warband name", "Warband type", "Club", "Weekly rosters")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.links: dict[int, list] = {}  # player id → RosterLink list

    def cell(self, row, column: int):
        if column == 4:
            return "; ".join(_link_text(link) for link in self.links.get(row.id, []))
        return (row.name, row.warband, row.warband_type, row.club)[column]

    def extra(self, row, column: int, role: int):
        if column == 4 and role == Qt.ItemDataRole.ToolTipRole:
            lines = []
            for link in self.links.get(row.id, []):
                problems = link.check.messages() if link.check else [link.problem]
                lines.append(f"Week {link.week}: {link.roster_name}")
                lines += [f"  • {text}" for text in problems]
            return "\n".join(lines) or None
        if column == 4 and role == Qt.ItemDataRole.ForegroundRole:
            links = self.links.get(row.id, [])
            if any(link.check is None or not link.check.legal for link in links):
                return tone_brushes("error")[1]
        return None


def _link_text(link) -> str:
    state = link.check.summary() if link.check else "roster missing"
    return f"W{link.week} {link.roster_name}: {state}"


class StandingsModel(_RowsModel):
    HEADERS = ("Rank", "Player", "Warband", "Type", "Size", "Massacres", "Victories", "Draws",
               "Losses", "Games", "League points", "Tie settled by")
    # The short header fits a 1024-pixel screen; the tooltip says the whole of it.
    HEADER_TIPS = {11: "Level on league points with others: the tie-breaker that placed them"}

    # One getter per column: a cell reads its own value, not the whole row's (the table asks
    # per cell, and the name columns are measured for all 10,000 rows of a big league).
    _CELLS = (
        lambda r: r.rank_label, lambda r: r.player.name, lambda r: r.player.warband,
        lambda r: r.player.warband_type, lambda r: r.warband_size, lambda r: r.massacres,
        lambda r: r.victories, lambda r: r.draws, lambda r: r.losses, lambda r: r.games,
        lambda r: r.league_points, lambda r: r.settled_by,
    )

    def cell(self, row: StandingRow, column: int):
        return self._CELLS[column](row)

    def set_rows(self, rows: list) -> None:
        self._position = {id(row): index for index, row in enumerate(rows)}
        super().set_rows(rows)

    def sort_value(self, row: StandingRow, column: int, value):
        if column == 0:
            return self._position[id(row)]  # standings order, ties kept together
        return value.casefold() if isinstance(value, str) else value

    def extra(self, row: StandingRow, column: int, role: int):
        if role == Qt.ItemDataRole.ToolTipRole and row.tied:
            return "Still tied after every tie-breaker: shares this rank"
        if role == Qt.ItemDataRole.ToolTipRole and row.settled_by:
            return (f"Level on {row.league_points} league points with others; placed by "
                    f"{row.settled_by}")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (0, *range(4, 11)):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class GamesModel(_RowsModel):
    HEADERS = ("Week", "Date", "Player A", "Player B", "Result (A's side)", "League pts",
               "Size added", "Stage", "How")

    def cell(self, row: GameView, column: int):
        return (
            row.week, local_date(row.played_on, empty=""), row.name_a,
            row.name_b, choice_label(row.outcome.value),
            f"{row.scored.league_points_a} / {row.scored.league_points_b}",
            f"+{row.scored.size_added_a} / +{row.scored.size_added_b}", shown_value(row.stage),
            "Little War calculator" if row.details else "Entered",
        )[column]

    def sort_value(self, row: GameView, column: int, value):
        if column == 1:  # the date as a date, not as the locale writes it
            return row.played_on.isoformat() if row.played_on else ""
        return value

    def extra(self, row: GameView, column: int, role: int):
        if role == Qt.ItemDataRole.ToolTipRole and row.details:
            return "\n".join(row.details.get("steps", []))
        return None


class TablesModel(_RowsModel):
    """The league's copy of the tables: one value per row, editable; assumed values marked."""

    HEADERS = ("Table value", "Value", "Source")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.document: dict = {}
        self.edit_requested = None  # callable(key, new_value), set by the settings tab

    def set_document(self, document: dict) -> None:
        self.document = document
        self.set_rows(value_provenances(document))

    def cell(self, row, column: int):
        key, value, provenance = row
        if column == 0:
            return label_for(key)
        if column == 1:
            return " ".join(value) if isinstance(value, list) else value
        return {"assumed": "Assumed default", "house": "House rule",
                "rulebook": "Rulebook"}[provenance]

    def extra(self, row, column: int, role: int):
        provenance = row[2]
        kind = TONE_OF_PROVENANCE.get(provenance)
        if kind and role == Qt.ItemDataRole.BackgroundRole:
            return tone_brushes(kind)[0]
        if kind and role == Qt.ItemDataRole.ForegroundRole:  # the matching text colour
            return tone_brushes(kind)[1]
        if role == Qt.ItemDataRole.EditRole and column == 1:
            return self.cell(row, 1)
        if role == ID_ROLE + 5:
            return row[0]
        return None

    def flags(self, index: QModelIndex):
        base = super().flags(index)
        if index.column() == 1:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole):  # noqa: N802
        if role != Qt.ItemDataRole.EditRole or index.column() != 1 or self.edit_requested is None:
            return False
        key, old, _provenance = self.rows[index.row()]
        parsed = _parse_like(old, value)
        if parsed is None or parsed == old:
            return False
        return bool(self.edit_requested(key, parsed))


def _parse_like(old, text):
    text = str(text).strip()
    if isinstance(old, list):
        letters = text.upper().replace(",", " ").split()
        return letters if len(letters) == len(old) else None
    try:
        return int(text)
    except ValueError:
        return None

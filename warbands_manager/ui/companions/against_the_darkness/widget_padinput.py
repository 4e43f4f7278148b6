"""The score pad typed in directly: one row per player, every scoring input editable."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from warbands_manager.companions.against_the_darkness.board import REALMS, label

COLUMNS: list[tuple[str, str]] = [
    ("name", "Name"), ("enemy_cards", "Enemy cards (VP)"), ("war_heroes", "Heroes"),
    ("captains", "Captains"), ("gold", "Gold"),
    *((f"scouts.{r}", f"Scouts {label(r)}") for r in REALMS),
    *((f"intel.{r}", f"Intel {label(r)}") for r in REALMS),
    ("medica", "Medica"),
]


def cell_text(row: dict, key: str) -> str:
    if key == "enemy_cards":
        return ", ".join(str(vp) for vp in row["enemy_cards"])
    if "." in key:
        group, realm = key.split(".")
        return str(row[group][realm])
    return str(row[key])


def parse_cell(key: str, text: str):
    """The value typed into a cell, or ValueError with a message for the user."""
    text = text.strip()
    if key == "name":
        if not text:
            raise ValueError("a player needs a name")
        return text
    if key == "enemy_cards":
        parts = [p for p in text.replace(" ", ",").split(",") if p]
        values = [int(p) for p in parts]
        if any(v not in (2, 3, 4) for v in values):
            raise ValueError("Enemy cards are worth 2, 3 or 4 VP")
        return values
    value = int(text)
    if value < 0:
        raise ValueError("counts are 0 or more")
    return value


class PadInputModel(QAbstractTableModel):
    """Rows are ``against-the-darkness/1`` player dicts; edits are handed to ``on_edit``."""

    def __init__(self, on_edit: Callable[[int, str, str], object], parent=None) -> None:
        super().__init__(parent)
        self.rows: list[dict] = []
        self.on_edit = on_edit

    def set_rows(self, rows: list[dict] | None) -> None:
        self.beginResetModel()
        self.rows = rows or []
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section][1]
        return None

    def flags(self, index: QModelIndex):
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return cell_text(self.rows[index.row()], COLUMNS[index.column()][0])
        return None

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        self.on_edit(index.row(), COLUMNS[index.column()][0], str(value))
        return True


def with_edit(rows: list[dict], row: int, key: str, value) -> list[dict]:
    """A copy of the pad rows with one cell changed."""
    result = [dict(r, scouts=dict(r["scouts"]), intel=dict(r["intel"])) for r in rows]
    if "." in key:
        group, realm = key.split(".")
        result[row][group][realm] = value
    else:
        result[row][key] = value
    return result

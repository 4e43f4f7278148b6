"""The unit table view and its cell editors: a combo box for the category, a spin box for models."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHeaderView, QSpinBox, QStyledItemDelegate, QTableView

from warbands_manager.rules.roster import CATEGORIES
from warbands_manager.ui.views.rosters.unit_model import COLUMNS

MAX_MODELS = 999


class CategoryDelegate(QStyledItemDelegate):
    """The five categories, nothing else."""

    def createEditor(self, parent, _option, _index):  # noqa: N802 (Qt's name)
        combo = QComboBox(parent)
        combo.addItems(CATEGORIES)
        return combo

    def setEditorData(self, editor, index):  # noqa: N802
        editor.setCurrentText(index.data(Qt.ItemDataRole.EditRole))

    def setModelData(self, editor, model, index):  # noqa: N802
        model.setData(index, editor.currentText())


class ModelsDelegate(QStyledItemDelegate):
    """A spin box from 1 model; each step is an undoable edit (steps of one unit merge)."""

    def createEditor(self, parent, _option, _index):  # noqa: N802
        spin = QSpinBox(parent)
        spin.setRange(1, MAX_MODELS)
        spin.setKeyboardTracking(False)
        return spin

    def setEditorData(self, editor, index):  # noqa: N802
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole)))

    def setModelData(self, editor, model, index):  # noqa: N802
        model.setData(index, editor.value())


def unit_table_view(model) -> QTableView:
    """The unit table: whole-row selection, the two editors, columns sized for 1280 px."""
    table = QTableView()
    table.setObjectName("unit-table")
    table.setModel(model)
    table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    table.setItemDelegateForColumn(COLUMNS.index("Cat."), CategoryDelegate(table))
    table.setItemDelegateForColumn(COLUMNS.index("Models"), ModelsDelegate(table))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setMinimumSectionSize(30)
    for column, width in (("Unit", 140), ("Traits", 95)):
        header.setSectionResizeMode(COLUMNS.index(column), QHeaderView.ResizeMode.Interactive)
        header.resizeSection(COLUMNS.index(column), width)
    header.setSectionResizeMode(COLUMNS.index("Upgrades"), QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setDefaultSectionSize(24)
    return table

"""The roster tree view and its cell editor: a spin box for models within the unit's limits."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSpinBox,
    QStyledItemDelegate,
    QTreeView,
)

from warbands_manager.ui.views.rosters.edits import models_range
from warbands_manager.ui.views.rosters.unit_model import ADD_COLUMN, COLUMNS


class ModelsDelegate(QStyledItemDelegate):
    """From the Warbands minimum to the book maximum; each step is an undoable edit (steps of
    one unit merge)."""

    def createEditor(self, parent, _option, index):  # noqa: N802 (Qt's name)
        spin = QSpinBox(parent)
        model = index.model()
        row = model.roster_row(index)
        if row is not None:
            spin.setRange(*models_range(model.units()[row]))
        spin.setKeyboardTracking(False)
        return spin

    def setEditorData(self, editor, index):  # noqa: N802
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole)))

    def setModelData(self, editor, model, index):  # noqa: N802
        model.setData(index, editor.value())


def roster_tree_view(model) -> QTreeView:
    """Slots and units: whole-row selection, the models editor; the name column takes the
    room, the others fit their contents, so nothing forces the window wider."""
    tree = QTreeView()
    tree.setObjectName("unit-table")
    tree.setModel(model)
    tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    tree.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                         | QAbstractItemView.EditTrigger.EditKeyPressed
                         | QAbstractItemView.EditTrigger.SelectedClicked)
    tree.setItemDelegateForColumn(COLUMNS.index("Models"), ModelsDelegate(tree))
    tree.setUniformRowHeights(True)
    tree.setAllColumnsShowFocus(True)
    tree.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = tree.header()
    header.setStretchLastSection(False)
    header.setMinimumSectionSize(24)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    for column, width in (("Unit", 200), ("Models", 50), ("Pts", 40), ("Options", 90),
                          ("Commander", 84)):
        header.resizeSection(COLUMNS.index(column), width)
    for column in ("Unit", "Options"):  # the two share the room; both elide with a tooltip
        header.setSectionResizeMode(COLUMNS.index(column), QHeaderView.ResizeMode.Stretch)
    header.resizeSection(ADD_COLUMN, 52)
    header.setSectionResizeMode(ADD_COLUMN, QHeaderView.ResizeMode.Fixed)
    return tree

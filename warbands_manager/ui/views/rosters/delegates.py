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


class RosterTree(QTreeView):
    """The Unit and Options columns share the room the fixed columns leave: the unit names
    whole when they fit in two thirds of it (a name is what a player looks for), the options
    the rest; both elide with a tooltip when the room is short, so nothing forces the window
    wider."""

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.share_name_columns()

    def share_name_columns(self) -> None:
        unit, options = COLUMNS.index("Unit"), COLUMNS.index("Options")
        header = self.header()
        fixed = sum(header.sectionSize(c) for c in range(header.count())
                    if c not in (unit, options))
        room = max(0, self.viewport().width() - fixed)
        names = self.sizeHintForColumn(unit) + NAME_PADDING
        wanted_options = self.sizeHintForColumn(options) + NAME_PADDING
        unit_width = min(names, room - min(wanted_options, room * OPTIONS_SHARE // 100))
        header.resizeSection(unit, max(header.minimumSectionSize(), unit_width))
        header.resizeSection(options, max(header.minimumSectionSize(), room - unit_width))


OPTIONS_SHARE = 33  # the per cent of the room the options keep when the names want it all
NAME_PADDING = 8  # room beside a cell's text so a whole name is not elided by a pixel


def roster_tree_view(model) -> QTreeView:
    """Slots and units: whole-row selection, the models editor; the Unit and Options columns
    share the room (see RosterTree), the others are fixed."""
    tree = RosterTree()
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
    # After a reset the editor expands the tree and then shares the columns (see editor).
    model.rows_changed.connect(tree.share_name_columns)
    header.resizeSection(ADD_COLUMN, 52)
    header.setSectionResizeMode(ADD_COLUMN, QHeaderView.ResizeMode.Fixed)
    return tree

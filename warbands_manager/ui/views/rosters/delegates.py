"""Cell editors of the unit table: a combo box for the category, a spin box for models."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QSpinBox, QStyledItemDelegate

from warbands_manager.rules.roster import CATEGORIES

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

"""A table view that measures a column's contents once per change of its rows.

A header's ``ResizeToContents`` columns are measured again on every resize of the header —
with a ``Stretch`` column beside them, every layout pass of the window resizes them all — and
each measure asks the model for every role of every cell (seven ``data()`` calls into Python
per cell: ~1,050 for the 50-row Rosters list, three times before its first paint). The rows do
not change with the window's size, so the measure is kept until they, the font or the style
change. With more rows than the header measures (its ``resizeContentsPrecision``, 1,000 by
default) Qt measures the rows on screen, which move with scrolling: then nothing is kept.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent
from PySide6.QtWidgets import QTableView

# Model signals after which a column may measure differently.
_CHANGES = ("modelReset", "layoutChanged", "rowsInserted", "rowsRemoved", "rowsMoved",
            "dataChanged", "columnsInserted", "columnsRemoved", "columnsMoved")
_RESTYLED = (QEvent.Type.FontChange, QEvent.Type.StyleChange)


class MeasuredOnceTableView(QTableView):
    """:class:`QTableView` whose ``sizeHintForColumn`` answers are kept until the rows change."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._widths: dict[int, int] = {}

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt's name)
        self._widths.clear()
        super().setModel(model)
        if model is not None:
            for name in _CHANGES:
                getattr(model, name).connect(self._forget)

    def sizeHintForColumn(self, column: int) -> int:  # noqa: N802 (Qt's name)
        width = self._widths.get(column)
        if width is None:
            width = super().sizeHintForColumn(column)
            model = self.model()
            if model is not None and model.rowCount() <= (
                    self.horizontalHeader().resizeContentsPrecision()):
                self._widths[column] = width
        return width

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in _RESTYLED:
            self._widths.clear()
        super().changeEvent(event)

    def _forget(self, *_args) -> None:
        self._widths.clear()

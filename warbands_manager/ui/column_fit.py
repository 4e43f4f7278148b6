"""Text columns as wide as their widest text, measured once per load rather than by the view.

``QHeaderView.ResizeToContents`` asks the model for the size hint of every row (up to its
precision, 1,000 rows) each time the model resets: a dozen Python ``data()`` calls per cell,
0.5-1.4 s on the GUI thread for the 1,000-row standings (on a loaded machine). Here the texts
are measured where the rows are made (on the thread pool, with a copy of the view's font:
``QFontMetricsF`` is reentrant) and the view only sets the widths: the same widths, from every
row, not the first 1,000.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QStyle, QTableView


def widest_texts(font: QFont, columns: Sequence[Iterable[str]]) -> list[float]:
    """The advance (pixels) of the widest text of each column in ``font``; 0 for none.

    Safe off the GUI thread: give it a copy of the font (``QFont(view.font())``)."""
    metrics = QFontMetricsF(font)
    return [max(map(metrics.horizontalAdvance, set(texts)), default=0.0) for texts in columns]


def fit_text_columns(table: QTableView, columns: Sequence[int],
                     advances: Sequence[float]) -> None:
    """Set each of ``columns`` to what ``ResizeToContents`` gives for a text that wide: the
    text, the item's margins (the style's focus-frame margin + 1 on each side, as Qt's item
    size hint) and the grid line; never narrower than the column's heading."""
    style = table.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    grid = 1 if table.showGrid() else 0
    header = table.horizontalHeader()
    for column, advance in zip(columns, advances, strict=True):
        text = math.ceil(advance) + 2 * margin + grid if advance else 0
        table.setColumnWidth(column, max(header.sectionSizeHint(column), text))

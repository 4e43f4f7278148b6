"""Each warband's WBR over the campaign, drawn with QPainter (no QtCharts)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from warbands_manager.ui.theme import series_colour


class WbrChart(QWidget):
    """Lines of WBR per warband; x = start, then each completed post-battle pass."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.series: dict[str, list[float]] = {}
        self.setMinimumHeight(220)

    def set_series(self, series: dict[str, list[float]]) -> None:
        self.series = dict(series)
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        if not any(self.series.values()):
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             "No ratings yet: add warbands and finish post-battle passes.")
            return
        values = [v for series in self.series.values() for v in series]
        low, high = min(values) - 10, max(values) + 10
        longest = max(len(series) for series in self.series.values())
        plot = QRectF(50, 12, self.width() - 300, self.height() - 40)
        painter.setPen(QPen(self.palette().text().color(), 1))
        painter.drawRect(plot)
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - fraction * plot.height()
            painter.drawText(QRectF(0, y - 8, 46, 16), Qt.AlignmentFlag.AlignRight,
                             f"{low + fraction * (high - low):.0f}")
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), 16),
                         Qt.AlignmentFlag.AlignCenter, "start → each post-battle pass")

        def point(index: int, value: float) -> QPointF:
            x = plot.left() + (index / max(longest - 1, 1)) * plot.width()
            return QPointF(x, plot.bottom() - (value - low) / (high - low) * plot.height())

        for number, (name, series) in enumerate(self.series.items()):
            color = series_colour(number)
            painter.setPen(QPen(color, 2))
            points = [point(i, v) for i, v in enumerate(series)]
            for start, end in zip(points, points[1:], strict=False):
                painter.drawLine(start, end)
            for dot in points:
                painter.drawEllipse(dot, 3, 3)
            legend_y = 16 + number * 18
            painter.drawLine(QPointF(plot.right() + 12, legend_y),
                             QPointF(plot.right() + 30, legend_y))
            painter.drawText(QRectF(plot.right() + 34, legend_y - 8, 260, 16),
                             Qt.AlignmentFlag.AlignLeft,
                             f"{name} ({series[-1]:g})" if series else name)
        painter.end()

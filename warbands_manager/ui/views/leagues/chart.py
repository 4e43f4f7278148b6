"""A small line chart of league points by week per player (painted; no chart library)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from warbands_manager.ui.theme import series_colour

MAX_LINES = 10  # a chart of 1,000 lines says nothing: the top ten are drawn


class PointsChart(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.series: list[tuple[str, list[int]]] = []
        self.empty_text = "No games yet"  # what an empty chart says (or that it is computing)
        self.setMinimumHeight(180)

    def set_series(self, series: list[tuple[str, list[int]]]) -> None:
        self.series = series[:MAX_LINES]
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(40, 20, -170, -28)
        painter.setPen(QPen(self.palette().text().color()))
        painter.drawText(8, 14, "League points by week (top ten)")
        if not self.series or area.width() < 20:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        weeks = max(len(values) for _name, values in self.series)
        top = max(1, max(max(values, default=0) for _name, values in self.series))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.drawText(QRectF(0, area.top() - 8, 36, 16), Qt.AlignmentFlag.AlignRight, str(top))
        painter.drawText(QRectF(0, area.bottom() - 8, 36, 16), Qt.AlignmentFlag.AlignRight, "0")
        step = area.width() / max(1, weeks - 1)
        for week in range(weeks):
            painter.drawText(QRectF(area.left() + week * step - 20, area.bottom() + 4, 40, 16),
                             Qt.AlignmentFlag.AlignCenter, f"W{week + 1}")
        for index, (name, values) in enumerate(self.series):
            color = series_colour(index)
            painter.setPen(QPen(color, 2))
            points = [QPointF(area.left() + w * step, area.bottom() - v / top * area.height())
                      for w, v in enumerate(values)]
            for first, second in zip(points, points[1:], strict=False):
                painter.drawLine(first, second)
            for point in points:
                painter.drawEllipse(point, 2.5, 2.5)
            painter.drawText(QPointF(area.right() + 12, area.top() + 14 * index + 6),
                             f"{_short(name)} ({values[-1] if values else 0})")


def _short(name: str, limit: int = 18) -> str:
    return name if len(name) <= limit else name[:limit - 1] + "…"

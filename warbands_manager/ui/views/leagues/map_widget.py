"""The deployment map drawn from the zones in ``little-war.toml`` (north is up)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QWidget

from warbands_manager.rules.league.setup import Zone
from warbands_manager.ui.theme import zone_colour

TABLE_INCHES = 48.0


class MapWidget(QWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.map_name = ""
        self.zones: tuple[Zone, ...] = ()
        self.north_side: int | None = None
        self.setMinimumSize(220, 240)

    def show_map(self, name: str, zones: tuple[Zone, ...]) -> None:
        self.map_name, self.zones = name, zones
        self.update()

    def set_north(self, side: int | None) -> None:
        self.north_side = side
        self.update()

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        size = min(self.width() - 20, self.height() - 40)
        scale = size / TABLE_INCHES
        left, top = (self.width() - size) / 2, 24
        text = self.palette().text().color()
        north = f"North = side {self.north_side}" if self.north_side else "North (not rolled)"
        painter.setPen(text)
        painter.drawText(QRectF(0, 2, self.width(), 18), Qt.AlignmentFlag.AlignCenter,
                         f"Map {self.map_name or '—'} · ↑ {north}")
        painter.setPen(QPen(text, 1.5))
        painter.drawRect(QRectF(left, top, size, size))
        for zone in self.zones:
            # y counts from the south edge; the widget's y from the top.
            rect = QRectF(left + zone.x * scale, top + (TABLE_INCHES - zone.y - zone.height)
                          * scale, zone.width * scale, zone.height * scale)
            painter.fillRect(rect, zone_colour(zone.label))
            painter.drawRect(rect)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"Player {zone.label}")

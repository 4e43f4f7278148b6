"""Follow the system's light or dark colour scheme, with Fusion so both look deliberate."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

_DARK_ROLES = {
    QPalette.ColorRole.Window: "#2b2b2b",
    QPalette.ColorRole.WindowText: "#e8e8e8",
    QPalette.ColorRole.Base: "#1f1f1f",
    QPalette.ColorRole.AlternateBase: "#2f2f2f",
    QPalette.ColorRole.Text: "#e8e8e8",
    QPalette.ColorRole.Button: "#353535",
    QPalette.ColorRole.ButtonText: "#e8e8e8",
    QPalette.ColorRole.Highlight: "#b8862b",
    QPalette.ColorRole.HighlightedText: "#1a1a1a",
    QPalette.ColorRole.ToolTipBase: "#353535",
    QPalette.ColorRole.ToolTipText: "#e8e8e8",
    QPalette.ColorRole.PlaceholderText: "#9a9a9a",
    QPalette.ColorRole.Link: "#e0b050",
}


def is_dark_scheme() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in _DARK_ROLES.items():
        palette.setColor(role, QColor(colour))
    return palette


def apply_system_theme(app: QApplication) -> None:
    """Use Fusion with a palette matching the system scheme, and follow later changes."""
    app.setStyle("Fusion")

    def _apply(*_args) -> None:
        app.setPalette(dark_palette() if is_dark_scheme() else app.style().standardPalette())

    _apply()
    QGuiApplication.styleHints().colorSchemeChanged.connect(_apply)

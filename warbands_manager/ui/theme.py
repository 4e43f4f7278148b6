"""Follow the system's light or dark colour scheme, with Fusion so both look deliberate."""

from __future__ import annotations

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
    from PySide6.QtCore import Qt  # ~50 ms of enum building: not before the first paint

    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def platform_palette_is_dark() -> bool:
    """The platform's own palette is dark (its window colour): the start-up guess of the
    scheme, which needs no ``Qt`` namespace. Call before the style sets its palette."""
    return QGuiApplication.palette().color(QPalette.ColorRole.Window).lightness() < 128


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in _DARK_ROLES.items():
        palette.setColor(role, QColor(colour))
    return palette


def apply_system_theme(app: QApplication, exact: bool = True) -> None:
    """Use Fusion with a palette matching the system scheme, and follow later changes.

    ``exact=False`` (start-up, before the first paint) judges the scheme by the platform's
    palette; call :func:`follow_system_scheme` after the first paint to confirm it.
    """
    dark_guess = None if exact else platform_palette_is_dark()
    if app.style().name().lower() != "fusion":  # already Fusion: building it again costs ~10 ms
        app.setStyle("Fusion")

    def _apply(*_args) -> None:
        dark = is_dark_scheme() if dark_guess is None or _args else dark_guess
        app.setPalette(dark_palette() if dark else app.style().standardPalette())

    _apply()
    QGuiApplication.styleHints().colorSchemeChanged.connect(_apply)


def follow_system_scheme(app: QApplication) -> None:
    """Apply the palette of the system's colour scheme (exact check; after the first paint)."""
    dark = is_dark_scheme()
    if dark != (app.palette().color(QPalette.ColorRole.Window).lightness() < 128):
        app.setPalette(dark_palette() if dark else app.style().standardPalette())

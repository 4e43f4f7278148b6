"""Fonts and icons shipped under ``resources/``."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QIcon

from warbands_manager.paths import resource_file

APP_ICON = ("icons", "warbands-manager.svg")
GENERIC_FAMILIES = {"sans-serif", "serif", "monospace", "Sans Serif", "Serif", "Monospace"}


def register_fonts() -> list[str]:
    """Add the shipped DejaVu fonts so every glyph renders even where the system has none."""
    families: list[str] = []
    for font_path in sorted(resource_file("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(font_path))
        families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return sorted(set(families))


def real_font_families() -> list[str]:
    """Installed font families other than the generic aliases."""
    return [family for family in QFontDatabase.families() if family not in GENERIC_FAMILIES]


def app_icon() -> QIcon:
    return QIcon(str(resource_file(*APP_ICON)))

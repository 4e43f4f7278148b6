"""Tinted cells and banners whose colours come from the current palette, each with a text
colour chosen to be readable on it (contrast at least 4.5:1, WCAG AA), in light and dark mode.

A tint is a hue mixed into the palette's base colour: light on a light palette, dark on a dark
one, so a frosted row or an assumed value stands out without a fixed colour that would glare
(or vanish) in dark mode.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette

# kind → (hue it leans to, how much of it is mixed into the base colour)
HUES: dict[str, tuple[str, float]] = {
    "cold": ("#3b7dd8", 0.22),       # frost
    "ruin": ("#a0643c", 0.25),       # devastation
    "good": ("#2e9e44", 0.25),       # a winner
    "attention": ("#d8a800", 0.30),  # a decision is due
    "assumed": ("#e0a000", 0.28),    # a placeholder value to replace
    "current": ("#d8a800", 0.45),    # where the caravan is now
}
AA_CONTRAST = 4.5
# kind → the hue of text that says something (a refusal, a win), made readable on the palette
TEXT_HUES: dict[str, str] = {"error": "#c62828", "good": "#2e7d32"}

_cache: dict[tuple[int, int, str], tuple[QColor, QColor]] = {}


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""
    return (0.2126 * _linear(colour.redF()) + 0.7152 * _linear(colour.greenF())
            + 0.0722 * _linear(colour.blueF()))


def contrast(first: QColor, second: QColor) -> float:
    """WCAG 2 contrast ratio (1 to 21)."""
    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _mix(base: QColor, hue: QColor, amount: float) -> QColor:
    return QColor(*(round(b + (h - b) * amount) for b, h in
                    ((base.red(), hue.red()), (base.green(), hue.green()),
                     (base.blue(), hue.blue()))))


def tint_colours(kind: str, palette: QPalette | None = None) -> tuple[QColor, QColor]:
    """(background, text) colours of tint ``kind`` on ``palette`` (default: the app's)."""
    palette = palette or QGuiApplication.palette()
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    key = (base.rgb(), text.rgb(), kind)
    if key not in _cache:
        hue, amount = HUES[kind]
        background = _mix(base, QColor(hue), amount)
        if contrast(text, background) < AA_CONTRAST:  # a palette with weak text: go extreme
            text = max((QColor("#000000"), QColor("#ffffff")),
                       key=lambda c: contrast(c, background))
        _cache[key] = (background, text)
    return _cache[key]


def tint_brushes(kind: str, palette: QPalette | None = None) -> tuple[QBrush, QBrush]:
    """(background, foreground) brushes for a model's Background/ForegroundRole."""
    background, text = tint_colours(kind, palette)
    return QBrush(background), QBrush(text)


def tint_style(kind: str, palette: QPalette | None = None) -> str:
    """A style sheet fragment painting a banner in tint ``kind`` with its text colour."""
    background, text = tint_colours(kind, palette)
    return f"background: {background.name()}; color: {text.name()};"


def text_colour(kind: str, palette: QPalette | None = None) -> QColor:
    """Text in hue ``kind`` readable on the palette's window colour: the hue, moved toward
    the palette's own text colour until the contrast is at least 4.5:1."""
    palette = palette or QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    hue = QColor(TEXT_HUES[kind])
    for step in range(11):
        colour = _mix(hue, text, step / 10)
        if contrast(colour, window) >= AA_CONTRAST:
            return colour
    return text


def text_style(kind: str, palette: QPalette | None = None) -> str:
    """A style sheet fragment for a label's text in hue ``kind``."""
    return f"color: {text_colour(kind, palette).name()};"

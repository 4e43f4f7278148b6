"""The app's colours: a light and a dark palette for Fusion, the choice between them (light,
dark or the system's scheme), and the few coloured *tones* pages use (assumed value, house
value, current row, error, warning, good), each a background with its matching text colour.

Every colour the app sets comes from here, so both themes stay readable: a test computes the
contrast of every text/background pair below (at least 4.5:1 for body text), and checks that
disabled, hover (Fusion's ``Light``/``Midlight``), selected and highlighted states differ.
"""

from __future__ import annotations

import weakref
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

LIGHT, DARK, SYSTEM = "light", "dark", "system"
THEME_CHOICES = {SYSTEM: "Follow the system", LIGHT: "Light", DARK: "Dark"}

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

_LIGHT_ROLES = {
    Role.Window: "#f2f2f2", Role.WindowText: "#1a1a1a",
    Role.Base: "#ffffff", Role.AlternateBase: "#f4f4f4", Role.Text: "#1a1a1a",
    Role.Button: "#e6e6e6", Role.ButtonText: "#1a1a1a", Role.BrightText: "#ffffff",
    Role.Highlight: "#2f67ad", Role.HighlightedText: "#ffffff",
    Role.ToolTipBase: "#fffbdd", Role.ToolTipText: "#1a1a1a",
    Role.PlaceholderText: "#686868", Role.Link: "#1d5aa0", Role.LinkVisited: "#6a3d9a",
    Role.Light: "#ffffff", Role.Midlight: "#f0f0f0", Role.Mid: "#b8b8b8",
    Role.Dark: "#9a9a9a", Role.Shadow: "#6e6e6e",
}
_LIGHT_DISABLED = {
    Role.WindowText: "#8c8c8c", Role.Text: "#8c8c8c", Role.ButtonText: "#8c8c8c",
    Role.Button: "#efefef", Role.Base: "#f2f2f2", Role.Highlight: "#a9b9cf",
    Role.HighlightedText: "#f4f4f4", Role.PlaceholderText: "#a0a0a0",
}
_DARK_ROLES = {
    Role.Window: "#262626", Role.WindowText: "#e8e8e8",
    Role.Base: "#1b1b1b", Role.AlternateBase: "#242424", Role.Text: "#e8e8e8",
    Role.Button: "#3b3b3b", Role.ButtonText: "#ededed", Role.BrightText: "#ffffff",
    Role.Highlight: "#d9a441", Role.HighlightedText: "#141414",
    Role.ToolTipBase: "#3b3b3b", Role.ToolTipText: "#ededed",
    Role.PlaceholderText: "#a3a3a3", Role.Link: "#efbf6a", Role.LinkVisited: "#d3a6f0",
    Role.Light: "#5a5a5a", Role.Midlight: "#4a4a4a", Role.Mid: "#303030",
    Role.Dark: "#1e1e1e", Role.Shadow: "#0a0a0a",
}
_DARK_DISABLED = {
    Role.WindowText: "#7c7c7c", Role.Text: "#7c7c7c", Role.ButtonText: "#7c7c7c",
    Role.Button: "#2d2d2d", Role.Base: "#212121", Role.Highlight: "#5e5240",
    Role.HighlightedText: "#9a9a9a", Role.PlaceholderText: "#666666",
}
# The text/background pairs body text is drawn with; each must reach 4.5:1.
TEXT_PAIRS = (
    (Role.Text, Role.Base), (Role.Text, Role.AlternateBase), (Role.WindowText, Role.Window),
    (Role.ButtonText, Role.Button), (Role.HighlightedText, Role.Highlight),
    (Role.ToolTipText, Role.ToolTipBase), (Role.PlaceholderText, Role.Base),
    (Role.Link, Role.Base), (Role.Link, Role.Window),
)


# A NamedTuple, not a dataclass: this module is on the start path, which the first paint
# waits for.
class Tone(NamedTuple):
    """A coloured mark: ``background`` (``None``: the view's own) and its text colour."""

    foreground: str
    background: str | None = None


# Tones by name for each theme: rows of assumed defaults and house values, the current row,
# and text that reports an error, a warning or something good.
_TONES = {
    LIGHT: {
        "assumed": Tone("#1a1a1a", "#fff1c2"), "house": Tone("#1a1a1a", "#d9e8fc"),
        "current": Tone("#1a1a1a", "#f2d16b"), "error": Tone("#b3261e"),
        "warning": Tone("#8a4b00"), "good": Tone("#1b6e20"), "muted": Tone("#5c5c5c"),
        "search": Tone("#1a1a1a", "#fff2a8"), "flagged": Tone("#1a1a1a", "#f7d4d4"),
        "frost": Tone("#1a1a1a", "#dde8f4"), "blocked": Tone("#1a1a1a", "#eadfd3"),
        "won": Tone("#1a1a1a", "#dcf2dc"),
    },
    DARK: {
        "assumed": Tone("#f3e7c4", "#4a3a0e"), "house": Tone("#e3eefc", "#1d3a5e"),
        "current": Tone("#ffffff", "#6b5412"), "error": Tone("#ff8f85"),
        "warning": Tone("#ffc266"), "good": Tone("#86cf8a"), "muted": Tone("#b4b4b4"),
        "search": Tone("#141414", "#e6c24a"), "flagged": Tone("#f6dede", "#4d2222"),
        "frost": Tone("#e8e8e8", "#23364a"), "blocked": Tone("#e8e8e8", "#4a3b2c"),
        "won": Tone("#e6f5e6", "#1f4a24"),
    },
}
# Lines of charts and fills of map zones, one set per theme (drawn on ``Base``).
_SERIES = {
    LIGHT: ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2",
            "#17becf", "#7f7f7f", "#bcbd22"),
    DARK: ("#6cb4ee", "#ff7b7b", "#7ad67a", "#c9a3ef", "#ffb066", "#d4a58f", "#f5a3d6",
           "#5fd8e6", "#bdbdbd", "#e0e060"),
}
_ZONES = {LIGHT: {"A": "#9ecae1", "B": "#fdae6b", "": "#cccccc"},
          DARK: {"A": "#2c5d7c", "B": "#8a5523", "": "#4a4a4a"}}

_state: dict[str, object] = {"choice": SYSTEM}  # choice, guess, connected, style
_toned: weakref.WeakKeyDictionary[QWidget, tuple[str, bool]] = weakref.WeakKeyDictionary()


# -- palettes ---------------------------------------------------------------------------------
def _palette(roles: dict, disabled: dict) -> QPalette:
    palette = QPalette()
    for role, colour in roles.items():
        palette.setColor(role, QColor(colour))  # every group; disabled ones follow
    for role, colour in disabled.items():
        palette.setColor(Group.Disabled, role, QColor(colour))
    return palette


def light_palette() -> QPalette:
    return _palette(_LIGHT_ROLES, _LIGHT_DISABLED)


def dark_palette() -> QPalette:
    return _palette(_DARK_ROLES, _DARK_DISABLED)


def palette_for(theme: str) -> QPalette:
    return dark_palette() if theme == DARK else light_palette()


# How much of the text colour the outline of a check box takes (the rest: the base it sits
# on): enough to stand out at 3:1 on the base of both themes, lighter than the text itself.
_OUTLINE_TEXT_SHARE = 0.6


def indicator_outline(palette: QPalette) -> QColor:
    """The outline of a check box drawn with ``palette`` (its current group: a disabled box
    follows the disabled colours)."""
    text, base = palette.color(Role.Text), palette.color(Role.Base)
    share = _OUTLINE_TEXT_SHARE
    return QColor.fromRgbF(*(share * one + (1 - share) * other for one, other in
                             ((text.redF(), base.redF()), (text.greenF(), base.greenF()),
                              (text.blueF(), base.blueF()))))


def is_dark_scheme() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def platform_palette_is_dark() -> bool:
    """The platform's own palette is dark (its window colour): the start-up guess of the
    scheme, which needs no ``Qt`` namespace. Call before the style sets its palette."""
    return QGuiApplication.palette().color(Role.Window).lightness() < 128


def current_theme() -> str:
    """``light`` or ``dark``: what the application's palette is now."""
    app = QGuiApplication.instance()
    palette = app.palette() if isinstance(app, QGuiApplication) else light_palette()
    return DARK if palette.color(Role.Window).lightness() < 128 else LIGHT


# -- choosing ---------------------------------------------------------------------------------
def new_application(argv: list[str]) -> QApplication:
    """The QApplication, in Fusion from the start (Qt's own ``-style`` argument, so Qt makes
    the style once and Python never holds it before the first paint)."""
    # Qt reads the first word as the program's name: never let "-style" be taken for it.
    app = QApplication([*(argv[:1] or ["warbands-manager"]), "-style", "Fusion"])
    _state["fusion"] = True
    return app


def apply_theme(app: QApplication, choice: str = SYSTEM, exact: bool = True) -> None:
    """Use Fusion with the chosen theme's palette; ``system`` follows later scheme changes.

    ``exact=False`` (start-up, before the first paint) judges the system scheme by the
    platform's palette; :func:`follow_system_scheme` confirms it after the first paint.
    """
    choice = choice if choice in THEME_CHOICES else SYSTEM
    first = "connected" not in _state
    _state["choice"] = choice
    if first:
        dark_guess = platform_palette_is_dark() if not exact else None
        _state["guess"] = dark_guess
    # Already Fusion (not built again); one made by new_application is not even asked
    # (handing its style to Python builds PySide6's QStyle class and its enums).
    if exact:
        install_style(app)
    elif not _state.get("fusion") and app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    if choice == SYSTEM:
        guess = _state.get("guess") if first else None
        dark = is_dark_scheme() if guess is None else guess
        _set_palette(app, DARK if dark else LIGHT)
    else:
        _set_palette(app, choice)
    if first:
        _state["connected"] = True
        QGuiApplication.styleHints().colorSchemeChanged.connect(
            lambda *_args: _on_scheme_changed(app))


def _on_scheme_changed(app: QApplication) -> None:
    if _state["choice"] == SYSTEM:
        _set_palette(app, DARK if is_dark_scheme() else LIGHT)


def install_style(app: QApplication) -> None:
    """Fusion with check boxes outlined to show in both themes (once; after the first paint
    at start-up: the style builds Qt's style classes the first paint does without)."""
    if _state.get("style") is not None:
        return
    # deferred: the style's classes are not built before the window's first paint
    from warbands_manager.ui.check_style import OutlinedCheckStyle

    _state["style"] = style = OutlinedCheckStyle(indicator_outline)
    app.setStyle(style)
    _state["fusion"] = True


def follow_system_scheme(app: QApplication) -> None:
    """After the first paint: the outlined check boxes' style, and confirm the system scheme
    (exact check) when following it."""
    install_style(app)
    app.setPalette(palette_for(current_theme()))
    if _state["choice"] == SYSTEM:
        wanted = DARK if is_dark_scheme() else LIGHT
        if wanted != current_theme():
            _set_palette(app, wanted)


def _set_palette(app: QApplication, theme: str) -> None:
    app.setPalette(palette_for(theme))
    for widget, (kind, bold) in list(_toned.items()):
        try:
            _paint_tone(widget, kind, bold)
        except RuntimeError:  # the widget is gone (its Python wrapper outlived it)
            _toned.pop(widget, None)


# -- tones ------------------------------------------------------------------------------------
def tone(kind: str, theme: str | None = None) -> Tone:
    """The tone called ``kind`` in ``theme`` (default: the current one)."""
    return _TONES[theme or current_theme()][kind]


_BRUSHES: dict[tuple[str, str], tuple[QBrush | None, QBrush]] = {}


def tone_brushes(kind: str) -> tuple[QBrush | None, QBrush]:
    """(background, foreground) brushes of a tone, for a model's Background/ForegroundRole
    (cached: models ask on every repaint)."""
    key = (current_theme(), kind)
    if key not in _BRUSHES:
        chosen = tone(kind, key[0])
        background = QBrush(QColor(chosen.background)) if chosen.background else None
        _BRUSHES[key] = (background, QBrush(QColor(chosen.foreground)))
    return _BRUSHES[key]


def tone_colour(kind: str) -> QColor:
    return QColor(tone(kind).foreground)


def tone_style(kind: str, bold: bool = False, padding: int = 0) -> str:
    """A style sheet fragment for a label in tone ``kind`` (re-apply on theme change: use
    :func:`set_tone` for a widget that lives across changes)."""
    chosen = tone(kind)
    parts = [f"color: {chosen.foreground};"]
    if chosen.background:
        parts.append(f"background: {chosen.background};")
    if bold:
        parts.append("font-weight: bold;")
    if padding:
        parts.append(f"padding: {padding}px;")
    return " ".join(parts)


def set_tone(widget: QWidget, kind: str | None, bold: bool = False) -> None:
    """Draw ``widget``'s text in tone ``kind`` (``None``: plain), following theme changes."""
    if kind is None:
        _toned.pop(widget, None)
        _restyle(widget, "")
        return
    _toned[widget] = (kind, bold)
    _paint_tone(widget, kind, bold)


def _paint_tone(widget: QWidget, kind: str, bold: bool) -> None:
    padding = 6 if tone(kind).background else 0
    _restyle(widget, tone_style(kind, bold, padding))


def _restyle(widget: QWidget, style: str) -> None:
    # Setting a style sheet, even the one the widget has, re-polishes it and re-lays its
    # window out: views that show their state again after every edit keep a tone this way.
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def series_colour(index: int) -> QColor:
    """The ``index``-th line colour of a chart in the current theme."""
    colours = _SERIES[current_theme()]
    return QColor(colours[index % len(colours)])


def zone_colour(label: str) -> QColor:
    zones = _ZONES[current_theme()]
    return QColor(zones.get(label[:1], zones[""]))


# -- contrast ---------------------------------------------------------------------------------
def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4


def luminance(colour: str | QColor) -> float:
    """WCAG 2 relative luminance of a colour."""
    colour = QColor(colour)
    red, green, blue = (_linear(value) for value in (colour.redF(), colour.greenF(),
                                                      colour.blueF()))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(foreground: str | QColor, background: str | QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    first, second = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (first + 0.05) / (second + 0.05)

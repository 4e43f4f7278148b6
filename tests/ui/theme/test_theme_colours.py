"""Both themes are readable: body text reaches 4.5:1 on every palette role pair and tone the
app draws with; disabled, hover, selected and highlighted states differ; and no page sets a
colour of its own (every colour comes from ui/theme.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette

import warbands_manager
from warbands_manager.ui import theme

Role, Group = QPalette.ColorRole, QPalette.ColorGroup
PACKAGE = Path(warbands_manager.__file__).resolve().parent
THEMES = (theme.LIGHT, theme.DARK)


def _colour(palette: QPalette, role, group=Group.Active):
    return palette.color(group, role)


@pytest.mark.parametrize("name", THEMES)
def test_body_text_reaches_4_5_to_1_on_every_role_pair(qapp, name):
    palette = theme.palette_for(name)
    low = {f"{fg.name}/{bg.name}": round(theme.contrast(_colour(palette, fg),
                                                          _colour(palette, bg)), 2)
           for fg, bg in theme.TEXT_PAIRS}
    assert {pair: ratio for pair, ratio in low.items() if ratio < 4.5} == {}


@pytest.mark.parametrize("name", THEMES)
def test_every_tone_has_a_readable_text_colour(qapp, name):
    palette = theme.palette_for(name)
    failures = {}
    for kind in theme._TONES[name]:
        chosen = theme.tone(kind, name)
        backgrounds = ([chosen.background] if chosen.background else
                       [_colour(palette, role) for role in (Role.Base, Role.AlternateBase,
                                                            Role.Window)])
        ratio = min(theme.contrast(chosen.foreground, bg) for bg in backgrounds)
        if ratio < 4.5:
            failures[kind] = round(ratio, 2)
    assert failures == {}


@pytest.mark.parametrize("name", THEMES)
def test_disabled_hover_selected_and_highlighted_states_differ(qapp, name):
    palette = theme.palette_for(name)
    for role in (Role.ButtonText, Role.Text, Role.WindowText):
        enabled, disabled = _colour(palette, role), _colour(palette, role, Group.Disabled)
        assert theme.contrast(enabled, disabled) >= 1.8, role
    base = _colour(palette, Role.Base)
    assert theme.contrast(_colour(palette, Role.Highlight), base) >= 1.8  # selected row
    # Fusion draws a hovered button from Light/Midlight: they differ from the button.
    assert _colour(palette, Role.Midlight) != _colour(palette, Role.Button)
    assert _colour(palette, Role.Light) != _colour(palette, Role.Button)
    for kind in ("assumed", "house", "current", "search"):
        assert theme.contrast(theme.tone(kind, name).background, base) >= 1.1, kind


def test_the_two_themes_differ_and_dark_is_dark(qapp):
    assert theme.dark_palette().window().color().lightness() < 80
    assert theme.light_palette().window().color().lightness() > 200


def test_contrast_is_the_wcag_ratio():
    assert round(theme.contrast("#000000", "#ffffff"), 1) == 21.0
    assert round(theme.contrast("#777777", "#ffffff"), 2) == 4.48


def test_choosing_a_theme_repaints_toned_labels(qapp):
    from PySide6.QtWidgets import QLabel

    label = QLabel("Assumed")
    theme.set_tone(label, "assumed")
    theme.apply_theme(qapp, theme.DARK)
    try:
        assert theme.tone("assumed", theme.DARK).background in label.styleSheet()
        assert theme.current_theme() == theme.DARK
    finally:
        theme.apply_theme(qapp, theme.LIGHT)
    assert theme.tone("assumed", theme.LIGHT).background in label.styleSheet()


# Colours that stand for a physical thing (a player's plastic colour) rather than a state.
ALLOWED = re.compile(r"SWATCHES|\"#888888\"|\"yellow\": \"#")
COLOUR = re.compile(r"#[0-9a-fA-F]{6}\b|[\"': ]#[0-9a-fA-F]{3}\b|QColor\(\s*\d"
                    r"|\b(?:color|background)\s*:\s*[a-z]")


def test_no_page_sets_a_colour_of_its_own():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE).as_posix()
        # reports/ print on paper and publish/ writes a web site: neither follows the theme.
        if relative == "ui/theme.py" or relative.startswith(("reports/", "publish/")):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if COLOUR.search(line) and not ALLOWED.search(line):
                offenders.append(f"{relative}:{number}")
    assert offenders == []


def test_setting_the_tone_a_label_has_restyles_nothing(qapp):
    """Views show their state again after every edit: the same tone again must not re-polish
    the label (a style change re-lays its window out)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QLabel

    class Restyles(QObject):
        count = 0

        def eventFilter(self, _watched, event):  # noqa: N802 (Qt's name)
            self.count += event.type() == QEvent.Type.StyleChange
            return False

    label, restyles = QLabel("Models"), Restyles()
    label.show()
    label.installEventFilter(restyles)
    theme.set_tone(label, "warning")
    first = restyles.count
    theme.set_tone(label, "warning")
    theme.set_tone(label, None)
    theme.set_tone(label, None)
    assert first == 1 and restyles.count == 2  # the first tone and the plain one, once each
    assert label.styleSheet() == ""
    label.close()

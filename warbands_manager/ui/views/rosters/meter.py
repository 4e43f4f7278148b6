"""The composition meter: points, size class and every slot the Warbands rules count."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel

from warbands_manager.rules.roster import format_points
from warbands_manager.rules.roster_sections import size_words
from warbands_manager.rules.validation import Composition
from warbands_manager.ui.theme import tone_style

ROWS = ("Points", "Size", "Core units", "Units", "Special", "Rare", "Heroes", "Hero points",
        "War machines / chariots", "Flyers", "Lords", "Commander")


def meter_rows(c: Composition) -> dict[str, tuple[str, bool]]:
    """Each row's text and whether it is outside its limit."""
    points_cap = c.points_limit or 500
    return {
        "Points": (f"{format_points(c.points)} / {points_cap}", c.points > points_cap),
        "Size": (size_words(c), size_words(c) == "oversize"),
        "Core units": (f"{c.core_count} (at least {c.core_minimum})",
                       c.core_count < c.core_minimum),
        "Units": (f"{c.unit_count} / {c.unit_max}", c.unit_count > c.unit_max),
        "Special": (f"{c.special_used} / {c.special_allowed}", c.special_used > c.special_allowed),
        "Rare": (f"{c.rare_used} / {c.rare_allowed}", c.rare_used > c.rare_allowed),
        "Heroes": (_slots(c.hero_count, c.hero_max), c.hero_max is not None
                   and c.hero_count > c.hero_max),
        "Hero points": (_slots(c.hero_points, c.hero_points_cap), c.hero_points_cap is not None
                        and c.hero_points > c.hero_points_cap),
        "War machines / chariots": (f"{c.war_machines_used} / {c.war_machines_allowed}",
                                    c.war_machines_used > c.war_machines_allowed),
        "Flyers": (f"{c.flyers_used} / {c.flyers_allowed}", c.flyers_used > c.flyers_allowed),
        "Lords": (f"{c.lords} / 0", c.lords > 0),
        "Commander": (", ".join(c.commander_names) or "none chosen",
                      len(c.commanders) != 1),
    }


def _slots(used: float, allowed: float | None) -> str:
    return f"{format_points(used)} / {'—' if allowed is None else format_points(allowed)}"


class CompositionMeter(QGroupBox):
    """Used versus allowed, red where the roster is over a limit."""

    def __init__(self, parent=None) -> None:
        super().__init__("Composition", parent)
        self.values: dict[str, QLabel] = {}
        layout = QFormLayout(self)
        layout.setVerticalSpacing(2)
        for name in ROWS:
            label = QLabel("—")
            label.setObjectName(f"meter-{name}")
            self.values[name] = label
            layout.addRow(f"{name}:", label)

    def show_composition(self, composition: Composition | None) -> None:
        if composition is None:
            for label in self.values.values():
                label.setText("—")
                label.setStyleSheet("")
            return
        for name, (text, over) in meter_rows(composition).items():
            label = self.values[name]
            if label.text() != text:
                label.setText(text)
            style = tone_style("error", bold=True) if over else ""
            if label.styleSheet() != style:  # re-polishing 12 labels per edit cost a frame
                label.setStyleSheet(style)

"""The selected unit at a glance, as a player reads a unit card: its size and points, the
catalogue profile, what it has taken, its special rules, base and troop type and where they
came from. Read-only; shown beside the roster when the window is wide enough to spare the room.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from warbands_manager.rules.armydata.model import UnitEntry
from warbands_manager.rules.roster import Unit, format_points
from warbands_manager.rules.roster_sections import SINGULAR
from warbands_manager.ui.views.rosters.option_words import KIND_WORDS
from warbands_manager.ui.views.rosters.unit_profile import (
    PROFILE_COLUMNS,
    TRAIT_WORDS,
    mounts_words,
    traits_source,
)

EMPTY = "Select a unit in the roster to see its card here."


def _heading(unit: Unit) -> str:
    slot = SINGULAR.get(unit.category, unit.category)
    commander = " — the Warband's <b>Commander</b>" if unit.commander else ""
    return (
        f"<h2>{escape(unit.name)}</h2>"
        f"<p>{escape(slot)} choice: {unit.models} model{'s' if unit.models != 1 else ''}"
        f" × {format_points(unit.points_per_model)} pts, <b>{format_points(unit.points)}"
        f" pts</b> in all{commander}</p>"
    )


def _profile(entry: UnitEntry | None) -> str:
    if entry is None or not entry.profile:
        return ""
    items = list(entry.profile.items())
    rows = []
    for start in range(0, len(items), PROFILE_COLUMNS):  # a long profile in lines, unsquashed
        line = items[start : start + PROFILE_COLUMNS]
        rows.append(
            "<tr>"
            + "".join(f"<th>&nbsp;{escape(name)}&nbsp;</th>" for name, _ in line)
            + "</tr><tr>"
            + "".join(f"<td align='center'>{escape(str(value))}</td>" for _, value in line)
            + "</tr>"
        )
    troop = f"<p>Troop type: {escape(entry.troop_type)}</p>" if entry.troop_type else ""
    return (
        f"<h3>Profile</h3>{troop}<table cellspacing='0' cellpadding='3' border='1'>"
        + "".join(rows)
        + "</table>"
    )


def _taken(unit: Unit) -> str:
    if not unit.upgrades:
        return "<h3>Equipment and options taken</h3><p>None.</p>"
    lines = "".join(
        f"<li>{escape(u.name)}{f' ×{u.count}' if u.count != 1 else ''} "
        f"({escape(KIND_WORDS.get(u.kind, u.kind))}) — {format_points(u.total)} pts</li>"
        for u in unit.upgrades
    )
    return f"<h3>Equipment and options taken</h3><ul>{lines}</ul>"


def _rules(entry: UnitEntry | None) -> str:
    if entry is None or not entry.special_rules:
        return ""
    return "<h3>Special rules</h3><p>" + escape(", ".join(entry.special_rules)) + "</p>"


def _base_and_traits(unit: Unit, entry: UnitEntry | None) -> str:
    traits = ", ".join(TRAIT_WORDS.get(t, t) for t in unit.traits) or "none"
    where = escape(traits_source(unit) + mounts_words(unit, entry)).replace("\n", "<br>")
    return (
        f"<h3>Base and troop type</h3><p>Base: {escape(unit.base or 'not set')}<br>"
        f"Troop-type traits: {escape(traits)}</p><p><i>{where}</i></p>"
    )


def unit_card_html(unit: Unit, entry: UnitEntry | None) -> str:
    """The card's text: everything the unit is, with no control to change it."""
    return "".join(
        (
            _heading(unit),
            _profile(entry),
            _taken(unit),
            _rules(entry),
            _base_and_traits(unit, entry),
        )
    )


class UnitCard(QTextBrowser):
    """The selected unit's card (the editor shows it only when the window is wide)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unit-card")
        self.setOpenLinks(False)
        self.show_unit(None, None)

    def show_unit(self, unit: Unit | None, entry: UnitEntry | None) -> None:
        html = unit_card_html(unit, entry) if unit is not None else f"<p>{EMPTY}</p>"
        if html != getattr(self, "_shown", None):
            self._shown = html
            self.setHtml(html)

"""A roster as text to share: plain, Markdown or BBCode (forums), as New Recruit offers.

Pure: the same text is copied by the editor's **Copy as text** and printed by
``warbands-manager print roster FILE --text``. Counts come from ``roster_sections`` (the rules'
own counts), and the verdict from the validator.
"""

from __future__ import annotations

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.roster import Roster, Unit, format_points
from warbands_manager.rules.roster_sections import sections, unit_count_text
from warbands_manager.rules.validation import composition, errors, validate

FORMATS = ("plain", "markdown", "bbcode")


def roster_text(roster: Roster, fmt: str = "plain") -> str:
    """The roster in ``fmt`` (one of :data:`FORMATS`), ending with a newline."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown text format {fmt!r} (choose {', '.join(FORMATS)})")
    style = _STYLES[fmt]
    c = composition(roster)
    broken = errors(validate(roster))
    verdict = "legal" if not broken else f"not valid: {len(broken)} error" + (
        "s" if len(broken) != 1 else "")
    limit = f" of {roster.points_limit}" if roster.points_limit else ""
    who = f" — {roster.player}" if roster.player else ""
    lines = [style["title"].format(f"{roster.name}{who}"),
             f"{army_name(roster.army)}, {format_points(roster.total_points)}{limit} points, "
             f"{c.size} warband, {unit_count_text(roster, c)} — {verdict}", ""]
    for section in sections(roster, c):
        if not section.units:
            continue
        lines.append(style["heading"].format(f"{section.title}: {section.count_text}"))
        for index in section.units:
            lines.append(style["item"].format(_unit_line(roster.units[index])))
        lines.append(style["end_list"])
    for violation in broken:
        lines.append(f"✗ {violation.message}")
    return "\n".join(line for line in lines if line is not None).rstrip() + "\n"


def _unit_line(unit: Unit) -> str:
    models = f"{unit.models} " if unit.models != 1 or not unit.is_character else ""
    parts = [f"{models}{unit.name} [{format_points(unit.points)} pts]"]
    upgrades = [u.name if u.count == 1 or u.extra.get("per_model") else f"{u.count}× {u.name}"
                for u in unit.upgrades]
    if upgrades:
        parts.append(": " + ", ".join(upgrades))
    if unit.commander:
        parts.append(" — Commander")
    return "".join(parts)


_STYLES = {
    "plain": {"title": "{}", "heading": "{}", "item": "  - {}", "end_list": ""},
    "markdown": {"title": "# {}", "heading": "## {}", "item": "- {}", "end_list": ""},
    "bbcode": {"title": "[size=150][b]{}[/b][/size]", "heading": "[b]{}[/b]\n[list]",
               "item": "[*]{}", "end_list": "[/list]"},
}

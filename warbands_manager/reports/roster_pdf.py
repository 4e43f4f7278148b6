"""The printable roster sheet: who, how big, every unit, the army's reminders, and whether the
roster is legal — an invalid roster says NOT VALID on every page and lists its errors first."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table, TableStyle

from warbands_manager.reports.campaign_sheet import campaign_sheet_story
from warbands_manager.reports.fonts import (
    BODY_FONT,
    BOLD_FONT,
    cell_paragraph_text,
    paragraph_text,
    register_fonts,
)
from warbands_manager.reports.printout import Printout, SectionTitle, build
from warbands_manager.reports.sheet_style import FLAGGED_BACKGROUND, table_style
from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.armydata.build import entry_for
from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.armydata.sheet_lines import item_texts, unit_lines, usual_base
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import CHAOS_ARMIES, Roster, Unit, format_points
from warbands_manager.rules.roster_sections import unit_count_text
from warbands_manager.rules.validation import (
    Composition,
    Violation,
    composition,
    reminders,
    validate,
    warband_rating,
)
from warbands_manager.rules.validation.catalogue import catalogues_of_units, mount_traits

RED = colors.HexColor("#b71c1c")
GREEN = colors.HexColor("#1b5e20")
AMBER = colors.HexColor("#8d6e00")
CATEGORY = {"lord": "Lord", "hero": "Hero", "core": "Core", "special": "Special", "rare": "Rare"}


def _styles() -> dict[str, ParagraphStyle]:
    font = register_fonts()
    base = ParagraphStyle("body", fontName=font, fontSize=9, leading=11)
    return {
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=8, leading=10),
        "title": ParagraphStyle("title", parent=base, fontName=BOLD_FONT, fontSize=18,
                                leading=22),
        "heading": ParagraphStyle("heading", parent=base, fontName=BOLD_FONT, fontSize=11,
                                  leading=14, spaceBefore=6, spaceAfter=3),
        "status": ParagraphStyle("status", parent=base, fontName=BOLD_FONT, fontSize=15,
                                 leading=19, textColor=colors.white),
        "error": ParagraphStyle("error", parent=base, textColor=RED),
        "warning": ParagraphStyle("warning", parent=base, textColor=AMBER),
        "cell": ParagraphStyle("cell", parent=base, fontSize=8, leading=10),
        "cell_bold": ParagraphStyle("cell_bold", parent=base, fontName=BOLD_FONT, fontSize=8,
                                    leading=10),
    }


def roster_pdf(roster: Roster, army: ArmyList | None = None) -> bytes:
    """The roster sheet as PDF bytes (A4, DejaVu fonts, user text printed literally); with the
    army data the roster was built from (``army``, else the stored catalogue it names) each
    unit's profile, special rules, magic items' rules and usual base too (each unit's from the
    catalogue revision it is read against, for a roster kept on an older one)."""
    armies: list[ArmyList | None] = ([army] * len(roster.units) if army is not None
                                     else catalogues_of_units(roster))
    styles = _styles()
    violations = validate(roster)
    errors = [v for v in violations if v.severity == "error"]
    story = [
        Paragraph(paragraph_text(roster.name), styles["title"]),
        Spacer(1, 2 * mm),
        _facts(roster, styles),
        Spacer(1, 3 * mm),
        *_status(errors, [v for v in violations if v.severity != "error"], styles),
        Paragraph("Composition", styles["heading"]),
        _meter(roster, composition(roster), styles),
        Paragraph("Units", styles["heading"]),
        _units(roster, errors, styles, armies),
        *_reminders(roster, styles),
        *_campaign_pages(roster, styles),
    ]
    printout = Printout("Roster sheet", f"{roster.name} — {army_name(roster.army)}",
                        mark="NOT VALID" if errors else None)
    return build(story, printout, A4, author=roster.player or "")


def _campaign_pages(roster: Roster, styles) -> list:
    """``print roster`` prints the campaign sheet of a roster with campaign fields
    (with the shipped campaign tables: a roster file carries no campaign's edited copy)."""
    if not roster.has_campaign_fields:
        return []
    return [PageBreak(), SectionTitle("Campaign sheet"),
            Paragraph("Campaign sheet", styles["heading"]),
            *campaign_sheet_story(roster, CampaignTables(), "shipped campaign tables")]


def _facts(roster: Roster, styles) -> Table:
    points = format_points(roster.total_points)
    if roster.points_limit is not None:
        points += f" (built to {roster.points_limit})"
    size = {"small": "Small warband (1-199)", "large": "Large warband (200-500)",
            "oversize": "Oversize (not a legal warband size)"}[roster.size_class]
    rows = [("Player", roster.player or "—"), ("Army", _army(roster)), ("Size", size),
            ("Points", points)]
    commanders = ", ".join(unit.name for unit in roster.commanders()) or "none nominated"
    rows.append(("Commander", commanders))
    if roster.has_campaign_fields:
        rating = warband_rating(roster)
        note = " (uses assumed table values)" if rating.uses_assumed_values else ""
        rows.append(("Warband Rating", f"{rating.explain()}{note}"))
        experience = (roster.campaign or {}).get("experience")
        if experience is not None:
            rows.append(("Experience", f"{experience} XP banked"))
    data = [[Paragraph(label, styles["cell_bold"]),
             Paragraph(cell_paragraph_text(str(value)), styles["body"])]
            for label, value in rows]
    table = Table(data, colWidths=[32 * mm, None], hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
                               ("TOPPADDING", (0, 0), (-1, -1), 1)]))
    return table


def _army(roster: Roster) -> str:
    name = army_name(roster.army)
    if roster.chaos_type and roster.army in CHAOS_ARMIES:
        return f"{name} ({roster.chaos_type})"
    return name


def _status(errors: list[Violation], warnings: list[Violation], styles) -> list:
    if errors:
        count = f"{len(errors)} error{'s' if len(errors) != 1 else ''}"
        banner = f"NOT VALID — {count}"
        colour = RED
    else:
        banner = "VALID — meets the composition rules"
        colour = GREEN
    box = Table([[Paragraph(banner, styles["status"])]], colWidths=["100%"])
    box.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colour),
                             ("TOPPADDING", (0, 0), (-1, -1), 5),
                             ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
    flowables: list = [box, Spacer(1, 2 * mm)]
    for violation in errors:
        flowables.append(Paragraph(
            f"<b>✗ {paragraph_text(violation.message)}</b> "
            f"<font size=7>({violation.rule})</font>", styles["error"]))
    for violation in warnings:
        flowables.append(Paragraph(
            f"⚠ {paragraph_text(violation.message)} <font size=7>({violation.rule})</font>",
            styles["warning"]))
    return flowables


def _meter(roster: Roster, meter: Composition, styles) -> Table:
    def of(used, allowed) -> str:
        return f"{format_points(used)} / {allowed}" if allowed is not None else format_points(used)

    heroes = of(meter.hero_count, meter.hero_max)
    if meter.hero_points_cap is not None:
        heroes += f" ({format_points(meter.hero_points)} / {meter.hero_points_cap} pts)"
    elif meter.commander_max_points is not None:
        heroes += f" (Hero Commander ≤ {meter.commander_max_points} pts)"
    cells = [("Core", f"{meter.core_count} (min {meter.core_minimum})"),
             # The editor's words: characters are not units for the limit.
             ("Units", unit_count_text(roster, meter)),
             ("Special", of(meter.special_used, meter.special_allowed)),
             ("Rare", of(meter.rare_used, meter.rare_allowed)),
             ("Heroes", heroes),
             ("War machines / chariots", of(meter.war_machines_used, meter.war_machines_allowed)),
             ("Flyers", of(meter.flyers_used, meter.flyers_allowed)),
             ("Lords", f"{meter.lords} (none allowed)")]
    data = [[Paragraph(label, styles["cell_bold"]), Paragraph(value, styles["cell"])]
            for label, value in cells]
    rows = [data[i] + data[i + 1] for i in range(0, len(data), 2)]
    table = Table(rows, colWidths=[34 * mm, 55 * mm, 38 * mm, None], hAlign="LEFT")
    table.setStyle(TableStyle(table_style(len(rows), header=False, stripes=False)))
    return table


def _units(roster: Roster, errors: list[Violation], styles,
           armies: list[ArmyList | None]) -> Table:
    flagged = {index for violation in errors for index in violation.units}
    header = ["#", "Unit", "Type", "Models", "Points", "Upgrades", "Traits and notes"]
    data: list[list] = [[Paragraph(text, styles["cell_bold"]) for text in header]]
    flagged_rows: list[tuple] = []
    spans: list[tuple] = []
    for index, (unit, army) in enumerate(zip(roster.units, armies, strict=True)):
        entry = entry_for(army, unit)
        first = len(data)
        data.append(_unit_row(roster, index, unit, entry, army, flagged, styles))
        lines = unit_lines(unit, entry)
        if lines:  # the profile lines and special rules, under the unit, across the table
            text = "<br/>".join(cell_paragraph_text(line, 300) for line in lines)
            data.append(["", Paragraph(text, styles["small"]), "", "", "", "", ""])
            spans.append(("SPAN", (1, len(data) - 1), (-1, len(data) - 1)))
        if index in flagged:
            flagged_rows.append(("BACKGROUND", (0, first), (-1, len(data) - 1),
                                 FLAGGED_BACKGROUND))
    data.append(["", Paragraph("<b>Total</b>", styles["cell"]), "", "",
                 Paragraph(f"<b>{format_points(roster.total_points)}</b>", styles["cell"]),
                 "", ""])
    widths = [8 * mm, 38 * mm, 16 * mm, 17 * mm, 16 * mm, 44 * mm, None]
    table = Table(data, colWidths=widths, repeatRows=1)
    # No stripes: a unit and its profile lines read as one block.
    style = [*table_style(len(data), stripes=False), ("FONTNAME", (0, 0), (-1, -1), BODY_FONT),
             *spans, *flagged_rows]
    table.setStyle(TableStyle(style))
    return table


def _unit_row(roster: Roster, index: int, unit: Unit, entry: UnitEntry | None,
              army: ArmyList | None, flagged: set[int], styles) -> list:
    name = cell_paragraph_text(unit.name)
    if unit.commander:
        name = f"<b>{name}</b><br/><font color='#1b5e20'>★ Commander</font>"
    return [
        Paragraph(str(index + 1) + (" ✗" if index in flagged else ""), styles["cell"]),
        Paragraph(name, styles["cell"]),
        Paragraph(CATEGORY.get(unit.category, unit.category), styles["cell"]),
        Paragraph(str(unit.models), styles["cell"]),
        Paragraph(format_points(unit.points), styles["cell"]),
        Paragraph(_upgrades(unit, item_texts(unit, army)), styles["cell"]),
        Paragraph(_notes(roster, unit, usual_base(unit, entry), entry), styles["cell"]),
    ]


def _upgrades(unit: Unit, texts: dict[str, str] | None = None) -> str:
    parts = []
    for upgrade in unit.upgrades:
        count = f"{upgrade.count}× " if upgrade.count != 1 else ""
        part = (f"{count}{cell_paragraph_text(upgrade.name, 120)} "
                f"({format_points(upgrade.total)})")
        text = (texts or {}).get(upgrade.name)
        if text:  # what the magic item does, as the army data words it
            part += f"<br/><font size=7><i>{cell_paragraph_text(text, 300)}</i></font>"
        parts.append(part)
    return "<br/>".join(parts) or "—"


def _notes(roster: Roster, unit: Unit, usual: str | None = None,
           entry: UnitEntry | None = None) -> str:
    notes = [trait.replace("_", " ") for trait in seen_traits(unit, entry)]
    if unit.base:
        notes.insert(0, f"base {unit.base}")
    elif usual:
        notes.insert(0, f"base {usual} (usual for its troop type)")
    for key, label in (("joins", "joins"), ("detachment_of", "detachment of")):
        target = getattr(unit, key)
        if target:
            other = roster.unit_by_id(target)
            notes.append(f"{label} {other.name if other else target}")
    if unit.veteran:
        notes.append(f"+{unit.veteran} Veteran Status")
    if unit.archetype:
        notes.append(f"archetype: {unit.archetype}")
    if unit.abilities:
        notes.append("abilities: " + ", ".join(unit.abilities))
    if unit.injuries:
        notes.append("injuries: " + ", ".join(unit.injuries))
    return cell_paragraph_text("; ".join(notes)) or "—"


def seen_traits(unit: Unit, entry: UnitEntry | None = None) -> list[str]:
    """The unit's traits as the rules see them: a flying mount's flyer too."""
    gained = [m.trait for m in mount_traits(unit, entry) if m.trait not in unit.traits]
    return [*unit.traits, *dict.fromkeys(gained)]


def _reminders(roster: Roster, styles) -> list:
    items = reminders(roster)
    if not items:
        return []
    flowables: list = [Paragraph("Reminders for play", styles["heading"])]
    flowables += [Paragraph(f"• {paragraph_text(item.text)}", styles["body"]) for item in items]
    return flowables

"""Campaign roster sheet PDF: units with Veteran Status, characters with archetype, abilities,
injuries and battles, the XP bank, points and WBR with its parts."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

from warbands_manager.reports.fonts import BOLD_FONT, paragraph_text, register_fonts
from warbands_manager.rules.campaign.archetypes import archetype_name, starting_ability
from warbands_manager.rules.campaign.injuries import profile_modifiers
from warbands_manager.rules.campaign.ledger import (
    experience,
    has_amnesia,
    is_campaign_character,
    peek_record,
    win_draw_loss,
)
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.roster_check import describe_problems, roster_problems
from warbands_manager.rules.campaign.standings import GameRecord
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster, format_points


def campaign_sheet_pdf(roster: Roster, tables: CampaignTables, campaign_name: str = "",
                       record: GameRecord | None = None) -> bytes:
    """The sheet as PDF bytes (``record``: the warband's games as the campaign recorded them;
    without it, the record its passes kept)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.platypus import SimpleDocTemplate

    story = campaign_sheet_story(roster, tables, campaign_name, record)
    buffer = BytesIO()
    SimpleDocTemplate(buffer, pagesize=A4, title=f"{roster.name} — campaign roster",
                      leftMargin=12 * mm, rightMargin=12 * mm, topMargin=12 * mm,
                      bottomMargin=12 * mm).build(story)
    return buffer.getvalue()


def campaign_sheet_story(roster: Roster, tables: CampaignTables,
                         campaign_name: str = "", record: GameRecord | None = None) -> list:
    """The sheet's flowables (also appended to ``print roster`` of a campaign roster)."""
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

    font = register_fonts()
    body = ParagraphStyle("body", fontName=font, fontSize=9, leading=11)
    head = ParagraphStyle("head", fontName=BOLD_FONT, fontSize=15, leading=18)
    sub = ParagraphStyle("sub", fontName=BOLD_FONT, fontSize=11, leading=14, spaceBefore=6)

    def p(text: str, style=body) -> Paragraph:
        return Paragraph(paragraph_text(text), style)

    def table(rows, widths):
        grid = Table([[p(str(c)) for c in row] for row in rows], colWidths=widths, repeatRows=1)
        grid.setStyle(TableStyle([
            ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
            ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.92)),
            ("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return grid

    rating = warband_rating(roster, tables)
    record = record or GameRecord(*win_draw_loss(roster))
    story = [p(roster.name, head),
             p(" · ".join(x for x in (f"Player: {roster.player}" if roster.player else "",
                                      f"Army: {roster.army}", campaign_name) if x)),
             p(f"Points {format_points(rating.points)} · WBR {rating.explain()} · "
               f"XP bank {experience(roster)} · Won {record.won} Drawn {record.drawn} Lost "
               f"{record.lost}" + (f" ({record.pending} post-battle pass"
                                   f"{'es' if record.pending > 1 else ''} pending)"
                                   if record.pending else "")),
             *_roster_check(roster, p, sub),
             p("Units", sub)]
    units = [["Unit", "Models", "Points", "Veteran", "Upgrades"]]
    for unit in roster.units:
        if not is_campaign_character(roster, unit):
            units.append([unit.name, unit.models, format_points(unit.points),
                          f"+{unit.veteran}" if unit.veteran else "—",
                          ", ".join(u.name for u in unit.upgrades)])
    story.append(table(units, [46 * mm, 16 * mm, 16 * mm, 20 * mm, 82 * mm]))
    story += [p("Characters", sub), table(_character_rows(roster, tables),
                                          [34 * mm, 28 * mm, 50 * mm, 52 * mm, 16 * mm])]
    stash = (roster.campaign or {}).get("stash") or []
    if stash:
        story += [p("Equipment kept from retired characters", sub),
                  p(", ".join(f"{item['name']} ({format_points(item['points'])})"
                              for item in stash))]
    if tables.assumed_count():
        story += [Spacer(1, 4 * mm), p(f"{tables.assumed_count()} campaign table values are "
                                       "assumed defaults — check your rulebook.")]
    return story


def _roster_check(roster: Roster, p, sub) -> list:
    """The roster rules' verdict (a dead Commander, under minimum ...): shown, never refused."""
    problems = roster_problems(roster)
    if not problems:
        return [p("Roster check: valid under the roster rules.")]
    errors = sum(1 for v in problems if v.severity == "error")
    return [p(f"Roster check: {errors} error(s), {len(problems) - errors} warning(s)", sub)] \
        + [p(line) for line in describe_problems(problems)]


def _character_rows(roster: Roster, tables: CampaignTables) -> list[list[str]]:
    rows = [["Character", "Archetype", "Abilities", "Injuries", "Battles"]]
    for unit in roster.units:
        if not is_campaign_character(roster, unit):
            continue
        record = peek_record(roster, unit.id)
        archetype = archetype_name(tables, unit.archetype) if unit.archetype else "none!"
        abilities = [f"{starting_ability(tables, unit.archetype).name} (starting)"] \
            if unit.archetype else []
        abilities += unit.abilities
        if has_amnesia(unit):
            abilities = ["none usable (Amnesia)"]
        if record.get("magic_levels"):
            abilities.append(f"+{record['magic_levels']} magic level (Potential)")
        mods = ", ".join(f"{stat} {change}" for stat, change in profile_modifiers(unit).items())
        injuries = "; ".join(unit.injuries) + (f" [{mods}]" if mods else "")
        if record.get("deep_wound_games"):
            injuries += f" — misses {record['deep_wound_games']} more game(s)"
        rows.append([f"{unit.name} ({format_points(unit.points)} pts)", archetype,
                     ", ".join(abilities), injuries or "—",
                     f"{record.get('battles', 0)} ({record.get('since_roll', 0)} since roll)"])
    return rows


def write_campaign_sheet(roster: Roster, tables: CampaignTables, path: Path,
                         campaign_name: str = "", record: GameRecord | None = None) -> Path:
    path = Path(path)
    path.write_bytes(campaign_sheet_pdf(roster, tables, campaign_name, record))
    return path

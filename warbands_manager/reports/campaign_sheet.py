"""Campaign roster sheet PDF: units with Veteran Status, characters with archetype, abilities,
injuries and battles, the XP bank, points and WBR with its parts."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table, TableStyle

from warbands_manager.reports.fonts import (
    BOLD_FONT,
    paragraph_text,
    register_fonts,
)
from warbands_manager.reports.printout import Printout, build
from warbands_manager.reports.sheet_style import CARD_LABEL_WIDTH, card_style, ruled_table
from warbands_manager.rules.army_names import army_name
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
from warbands_manager.whole_file import write_bytes


def campaign_sheet_pdf(roster: Roster, tables: CampaignTables, campaign_name: str = "",
                       record: GameRecord | None = None) -> bytes:
    """The sheet as PDF bytes, in the shared printout style (``record``: the warband's games
    as the campaign recorded them; without it, the record its passes kept)."""
    story = campaign_sheet_story(roster, tables, campaign_name, record)
    context = " — ".join(x for x in (campaign_name, roster.name) if x)
    return build(story, Printout("Campaign roster sheet", context,
                                 assumed=bool(tables.assumed_count())), A4,
                 author=roster.player or "")


def campaign_sheet_story(roster: Roster, tables: CampaignTables,
                         campaign_name: str = "", record: GameRecord | None = None) -> list:
    """The sheet's flowables (also appended to ``print roster`` of a campaign roster): the
    warband, its units, a card per character, and boxes to fill in at the table."""
    kit = _Kit()
    p, sub = kit.p, kit.sub
    rating = warband_rating(roster, tables)
    record = record or GameRecord(*win_draw_loss(roster))
    story = [p(roster.name, kit.head),
             p(" · ".join(x for x in (f"Player: {roster.player}" if roster.player else "",
                                      f"Army: {army_name(roster.army)}", campaign_name) if x)),
             p(f"Points {format_points(rating.points)} · {_rating_words(rating)} · "
               f"XP bank {experience(roster)} · Won {record.won} Drawn {record.drawn} Lost "
               f"{record.lost}" + (f" ({record.pending} post-battle pass"
                                   f"{'es' if record.pending > 1 else ''} pending)"
                                   if record.pending else "")),
             *([p(f"Started from the saved roster “{source['name']}”")]
               if (source := (roster.campaign or {}).get("from_roster")) else []),
             *_roster_check(roster, p, sub),
             p("Units", sub)]
    units = [["Unit", "Models", "Points", "Veteran Status", "Upgrades"]]
    for unit in roster.units:
        if not is_campaign_character(roster, unit):
            units.append([unit.name, unit.models, format_points(unit.points),
                          f"+{unit.veteran}" if unit.veteran else "none",
                          ", ".join(u.name for u in unit.upgrades) or "—"])
    if len(units) == 1:
        units.append(["No units besides the characters", "", "", "", ""])
    story.append(kit.table(units, [46 * mm, 16 * mm, 16 * mm, 26 * mm, 78 * mm]))
    story.append(p("Characters", sub))
    cards = [_character_card(kit, roster, tables, unit) for unit in roster.units
             if is_campaign_character(roster, unit)]
    story += cards or [p("No characters yet: every campaign character needs an Archetype.")]
    stash = (roster.campaign or {}).get("stash") or []
    if stash:
        story += [p("Equipment kept from retired characters", sub),
                  p(", ".join(f"{item['name']} ({format_points(item['points'])})"
                              for item in stash))]
    story += [p("After the game (fill in at the table)", sub), _after_game_boxes(kit)]
    if tables.assumed_count():
        story += [kit.spacer(3), p(f"{tables.assumed_count()} campaign table values are "
                                   "assumed defaults — check your rulebook.")]
    return story


def _rating_words(rating) -> str:
    """"Warband Rating 243 (points 223, Swordsmen: +2 Veteran Status +20)": each addend named,
    never a bare "223 = 223"."""
    parts = [f"points {format_points(rating.points)}"]
    parts += [f"{line.label} +{format_points(line.value)}" for line in rating.lines]
    return f"Warband Rating {format_points(rating.total)} ({', '.join(parts)})"


class _Kit:
    """The sheet's styles and the two shapes it draws (paragraphs and ruled tables)."""

    def __init__(self) -> None:
        font = register_fonts()
        self.body = ParagraphStyle("body", fontName=font, fontSize=9, leading=11)
        self.label = ParagraphStyle("label", fontName=BOLD_FONT, fontSize=8.5, leading=11)
        self.head = ParagraphStyle("head", fontName=BOLD_FONT, fontSize=15, leading=18)
        self.sub = ParagraphStyle("sub", fontName=BOLD_FONT, fontSize=11, leading=14,
                                  spaceBefore=6, spaceAfter=2)

    def p(self, text: str, style=None):
        return Paragraph(paragraph_text(text), style or self.body)

    def spacer(self, millimetres: float):
        return Spacer(1, millimetres * mm)

    def table(self, rows, widths, heights=None, header: bool = True):
        return ruled_table([[str(c) for c in row] for row in rows], widths, self.body, heights,
                           header)


def _character_card(kit: _Kit, roster: Roster, tables: CampaignTables, unit):
    """One character: profile (if entered), archetype, abilities, injuries, battles, Veteran
    Status, and empty boxes for this game, kept together on one page."""
    record = peek_record(roster, unit.id)
    archetype = archetype_name(tables, unit.archetype) if unit.archetype else \
        "none yet — choose one before the first game"
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
    profile = record.get("profile") or {}
    profile_text = "  ".join(f"{stat} {value}" for stat, value in profile.items()) or \
        "M ___  WS ___  BS ___  S ___  T ___  W ___  I ___  A ___  Ld ___"
    rows = [
        [kit.p(f"{unit.name} — {format_points(unit.points)} pts", kit.label),
         kit.p(f"Archetype: {archetype}", kit.label)],
        [kit.p("Profile", kit.label), kit.p(profile_text)],
        [kit.p("Abilities", kit.label), kit.p(", ".join(abilities) or "none")],
        [kit.p("Injuries", kit.label), kit.p(injuries or "none")],
        [kit.p("Battles", kit.label),
         kit.p(f"{record.get('battles', 0)} ({record.get('since_roll', 0)} since the last "
               f"advancement roll) · Veteran Status: "
               f"{'+' + str(unit.veteran) if unit.veteran else 'none'}")],
        [kit.p("This game", kit.label),
         kit.p("Removed from the table □    Injury roll ______    XP earned ______    "
               "Notes ______________________")],
    ]
    card = Table(rows, colWidths=[CARD_LABEL_WIDTH, 148 * mm])
    card.setStyle(TableStyle(card_style(len(rows))))
    return KeepTogether([card, kit.spacer(3)])


def _after_game_boxes(kit: _Kit):
    rows = [["Game", "Opponent", "Result", "XP earned", "XP spent", "Points", "New WBR"]]
    rows += [["", "", "", "", "", "", ""] for _ in range(3)]
    return kit.table(rows, [16 * mm, 44 * mm, 26 * mm, 24 * mm, 24 * mm, 22 * mm, 26 * mm],
                     heights=[None, 9 * mm, 9 * mm, 9 * mm])


def _roster_check(roster: Roster, p, sub) -> list:
    """The roster rules' verdict (a dead Commander, under minimum ...): shown, never refused."""
    problems = roster_problems(roster)
    if not problems:
        return [p("Roster check: valid under the roster rules.")]
    errors = sum(1 for v in problems if v.severity == "error")
    return [p(f"Roster check: {errors} error(s), {len(problems) - errors} warning(s)", sub)] \
        + [p(line) for line in describe_problems(problems)]


def write_campaign_sheet(roster: Roster, tables: CampaignTables, path: Path,
                         campaign_name: str = "", record: GameRecord | None = None) -> Path:
    return write_bytes(path, campaign_sheet_pdf(roster, tables, campaign_name, record))

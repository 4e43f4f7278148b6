"""League PDFs: the Escalation League Scorecard (filled or blank) and a week's results sheet.

Columns follow the rulebook's scorecard: player, warband name, warband type, warband size,
massacres (6 pts each), victories (4), draws (2), losses (1), total league points. Every page
says which tie-breakers ordered the table, which table values are still assumed, and its number.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer

from warbands_manager.reports.fonts import BOLD_FONT, paragraph_text, register_fonts
from warbands_manager.reports.grid_table import GridTable, measure_rows
from warbands_manager.reports.printout import Printout, write
from warbands_manager.rules.league.standings import TIE_BREAKERS, Standings, tie_notes
from warbands_manager.rules.league.tables import (
    LeagueTables,
    provenance_in_words,
    provenance_summary,
)

BLANK_ROWS = 16


@dataclass(frozen=True)
class ScorecardInfo:
    """What the heading of every league printout says."""

    league: str
    organiser: str = ""
    weeks: int = 4
    tables: LeagueTables | None = None
    tie_breakers: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class ResultLine:
    week: int
    player_a: str
    player_b: str
    outcome: str
    points_a: int
    points_b: int
    stage: str = "league"


def load_fonts() -> None:
    """Register the printouts' fonts now (they are registered once, when first needed): a
    command that reads in a thread meanwhile does this part beside it."""
    register_fonts()


def _styles() -> dict[str, ParagraphStyle]:
    font = register_fonts()
    return {
        "title": ParagraphStyle("title", fontName=BOLD_FONT, fontSize=16, leading=20),
        "body": ParagraphStyle("body", fontName=font, fontSize=9, leading=11.5),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=9, leading=11),
        "head": ParagraphStyle("head", fontName=BOLD_FONT, fontSize=8, leading=10),
        "small": ParagraphStyle("small", fontName=font, fontSize=7.5, leading=9.5,
                                textColor=colors.HexColor("#444444")),
    }


def _build(path: Path, story: list, info: ScorecardInfo, title: str, week: str = "") -> None:
    """Every league printout: the shared header and footer (league and week, print date,
    page x of y, a note when assumed values are in the tables)."""
    assumed = info.tables is not None and bool(provenance_summary(info.tables, "assumed"))
    context = info.league + (f" — {week}" if week else "")
    write(Path(path), story, Printout(title, context, assumed=assumed), landscape(A4))


def _heading(info: ScorecardInfo, title: str, styles) -> list:
    parts = [Paragraph(paragraph_text(title), styles["title"]),
             Paragraph(paragraph_text(info.league + (f" — organiser {info.organiser}"
                                                     if info.organiser else "")), styles["body"]),
             Spacer(1, 4 * mm)]
    return parts


def _footnotes(info: ScorecardInfo, styles, order: bool = True) -> list:
    notes = []
    if not order:
        pass
    elif info.tie_breakers:
        ranking = "; ".join(f"{i}. {TIE_BREAKERS[name]}"
                            for i, name in enumerate(info.tie_breakers, start=1))
        notes.append(f"Ordered by league points, then tie-breakers: {ranking}. Players still "
                     "tied share a rank (marked “=”).")
    else:
        notes.append("Ordered by league points; no tie-breakers: level players share a rank "
                     "(marked “=”).")
    if info.tables is not None:
        assumed = provenance_in_words(info.tables, "assumed")
        if assumed:
            notes.append("Assumed values (the rulebook text the app was built from does not "
                         f"print them) — check them against your copy: {assumed}.")
        house = provenance_in_words(info.tables, "house")
        if house:
            notes.append(f"Changed by the organiser (house rules): {house}.")
    notes.extend(info.notes)
    return [Spacer(1, 3 * mm)] + [Paragraph(paragraph_text(n), styles["small"]) for n in notes]


SCORECARD_HEAD = ("Rank", "Player", "Warband Name", "Warband Type", "Warband Size",
                  "Massacres (6 pts each)", "Victories (4 pts each)", "Draws (2 pts each)",
                  "Losses (1 pt each)", "Total League Points")
# Rank wide enough for a tied five-digit rank on one line ("10000="): at 13 mm a tied rank
# from 1000 on wrapped its last character onto a second line (10,000-player leagues).
WIDTHS = [18 * mm, 40 * mm, 40 * mm, 34 * mm, 20 * mm, 24 * mm, 24 * mm, 22 * mm, 22 * mm,
          22 * mm]


def _points_labels(info: ScorecardInfo) -> tuple[str, ...]:
    if info.tables is None:
        return SCORECARD_HEAD
    p = info.tables.league_points
    return (*SCORECARD_HEAD[:5], f"Massacres ({p['massacre']} pts each)",
            f"Victories ({p['victory']} pts each)", f"Draws ({p['draw']} pts each)",
            f"Losses ({p['loss']} pt{'s' if p['loss'] != 1 else ''} each)", SCORECARD_HEAD[9])


def _tables(rows: list[list], styles, head: tuple[str, ...], widths,
            row_height: float | None = None) -> list[GridTable]:
    """``rows`` under ``head`` as one grid drawn on the canvas (``grid_table``): reportlab's
    ``Table`` takes seconds for a league of thousands of players; the grid splits page by
    page in constant time and writes each distinct text once."""
    body = measure_rows(rows, widths, styles["cell"], row_height)
    return [GridTable(head, styles["head"], body, widths, styles["cell"])]


def write_scorecard(path: Path, info: ScorecardInfo, standings: Standings) -> None:
    """The filled scorecard as of ``standings.week``."""
    styles = _styles()
    rows = [[r.rank_label, r.player.name, r.player.warband, r.player.warband_type,
             r.warband_size, r.massacres, r.victories, r.draws, r.losses, r.league_points]
            for r in standings.rows]
    story = _heading(info, f"Escalation League Scorecard — week {standings.week} of "
                           f"{info.weeks}", styles)
    story += _tables(rows, styles, _points_labels(info), WIDTHS)
    story += _footnotes(replace(info, notes=(*tie_notes(standings), *info.notes)), styles)
    _build(Path(path), story, info, "Escalation League Scorecard",
           f"week {standings.week} of {info.weeks}")


def write_blank_scorecard(path: Path, info: ScorecardInfo,
                          players: list[tuple[str, str, str]] = ()) -> None:
    """A scorecard to fill in by hand: the players' names (if any) and empty boxes."""
    styles = _styles()
    rows = [["", name, warband, kind, "", "", "", "", "", ""] for name, warband, kind in players]
    rows += [[""] * 10 for _ in range(max(0, BLANK_ROWS - len(rows)))]
    story = _heading(info, "Escalation League Scorecard — week ____", styles)
    story += _tables(rows, styles, _points_labels(info), WIDTHS, row_height=7 * mm)  # one page
    story += _footnotes(info, styles)
    _build(Path(path), story, info, "Escalation League Scorecard (blank)")


def write_results_sheet(path: Path, info: ScorecardInfo, week: int,
                        results: list[ResultLine]) -> None:
    """The games of one week with the league points each player earned."""
    styles = _styles()
    head = ("#", "Player A", "Player B", "Result (A's side)", "League pts A", "League pts B",
            "Stage")
    rows = [[i, r.player_a, r.player_b, _word(r.outcome), r.points_a, r.points_b,
             _word(r.stage)]
            for i, r in enumerate(results, start=1)]
    if not rows:
        rows = [["", "No games recorded this week", "", "", "", "", ""]]
    widths = [12 * mm, 62 * mm, 62 * mm, 40 * mm, 26 * mm, 26 * mm, 30 * mm]
    story = _heading(info, f"Results — week {week}", styles)
    story += _tables(rows, styles, head, widths)
    story += _footnotes(info, styles, order=False)
    _build(Path(path), story, info, "Week results", f"week {week} of {info.weeks}")


def _word(value) -> str:
    """A stored value as printed words: ``victory`` → ``Victory``."""
    text = str(value).replace("_", " ")
    return text[:1].upper() + text[1:]


def write_blank_results_sheet(path: Path, info: ScorecardInfo, week: int | None = None,
                              players: list[str] = (), games: int = 12) -> None:
    """A week's results sheet to fill in at the table: one line per game with boxes for
    both players, the result and the league points (the points table is printed below)."""
    styles = _styles()
    head = ("#", "Player A", "Player B", "Result (A's side): M / V / D / L", "League pts A",
            "League pts B", "Initials")
    rows = [[i, "", "", "", "", "", ""] for i in range(1, games + 1)]
    widths = [12 * mm, 58 * mm, 58 * mm, 52 * mm, 26 * mm, 26 * mm, 26 * mm]
    week_text = f"week {week}" if week else "week ____"
    story = _heading(info, f"Results — {week_text}", styles)
    story += _tables(rows, styles, head, widths, row_height=9 * mm)
    notes = list(_points_notes(info))
    if players:
        notes.append("Players: " + ", ".join(players) + ".")
    story += _footnotes(ScorecardInfo(info.league, info.organiser, info.weeks, info.tables,
                                      info.tie_breakers, (*info.notes, *notes)),
                        styles, order=False)
    _build(Path(path), story, info, "Week results (blank)", week_text)


def _points_notes(info: ScorecardInfo):
    """The league points of each result, to fill the points boxes by."""
    if info.tables is None:
        yield "M = massacre, V = victory, D = draw, L = loss (A's side)."
        return
    p = info.tables.league_points
    yield (f"M = massacre ({p['massacre']} league pts), V = victory ({p['victory']}), "
           f"D = draw ({p['draw']}), L = loss ({p['loss']}) — written from A's side; "
           "B scores the opposite result.")

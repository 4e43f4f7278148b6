"""The Warband: Against the Darkness score pad as a PDF: filled from a scored game, or blank
for pen and paper (five player columns)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

from warbands_manager.companions.against_the_darkness.scoring import CATEGORIES, ScorePad
from warbands_manager.companions.against_the_darkness.textpad import (
    control_text,
    pad_rows,
    verdict,
)
from warbands_manager.reports.fonts import BOLD_FONT, paragraph_text, register_fonts
from warbands_manager.reports.printout import Printout, write
from warbands_manager.reports.sheet_style import TOTAL_BACKGROUND, head_style, table_style

TITLE = "Warband: Against the Darkness — score pad"
BLANK_COLUMNS = 5
RULES_NOTE = (
    "Enemy cards: their VP. War heroes: 2 VP each. Captains: 1 VP each. Converted gold: each "
    "scout and war hero converts exactly 3 gold into 1 VP. Scout control: most scouts in a realm "
    "— Kholdrum or Zhoni 4 VP, Shenaru, Ela'Vethera or Lorendale 3 VP; a tie for most scores "
    "nothing. Matching Intel: scouts × matching Intel cards per realm, at most 12 VP per realm. "
    "Medica: −2 VP per unit. Ties: most Enemy cards defeated (cards, not VP), then most gold."
)


def _styles(font: str) -> tuple[ParagraphStyle, ParagraphStyle, ParagraphStyle]:
    body = ParagraphStyle("body", fontName=font, fontSize=10, leading=13)
    cell = ParagraphStyle("cell", fontName=font, fontSize=10, leading=12)
    title = ParagraphStyle("title", fontName=BOLD_FONT, fontSize=16, leading=20)
    return body, cell, title


def _blank_rows() -> list[list[str]]:
    rows = [["Category", *["" for _ in range(BLANK_COLUMNS)]]]
    rows += [[title, *["" for _ in range(BLANK_COLUMNS)]] for _key, title in CATEGORIES]
    rows += [[label, *["" for _ in range(BLANK_COLUMNS)]]
             for label in ("Total", "Enemy cards defeated", "Gold left", "Place")]
    return rows


def write_score_pad(path: Path, pad: ScorePad | None, game_name: str = "",
                    unfinished: str = "") -> Path:
    """Write the pad to ``path``; ``pad=None`` prints an empty pad to fill in by hand.

    ``unfinished`` (e.g. ``round 2 of 7``) marks the scores of a game still being played as
    provisional: no winner is printed, and PROVISIONAL is written across the page.
    """
    font = register_fonts()
    body, cell, title_style = _styles(font)
    rows = pad_rows(pad) if pad is not None else _blank_rows()
    head = head_style(cell)
    table_rows = [[Paragraph(paragraph_text(text), head if index == 0 else cell) for text in row]
                  for index, row in enumerate(rows)]
    count = len(rows[0]) - 1
    widths = [55 * mm] + [(200 * mm) / max(count, 1)] * count
    # 10 mm rows: the table and its notes fit one landscape page (11 mm spilled a line)
    table = Table(table_rows, colWidths=widths, rowHeights=[10 * mm] * len(rows))
    table.setStyle(TableStyle([
        *table_style(len(rows), stripes=False),
        ("BACKGROUND", (0, len(CATEGORIES) + 1), (-1, len(CATEGORIES) + 1), TOTAL_BACKGROUND),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    heading = TITLE + (f": {game_name}" if game_name else "")
    story = [Paragraph(paragraph_text(heading), title_style), Spacer(1, 4 * mm), table,
             Spacer(1, 4 * mm)]
    if pad is not None and unfinished:
        story += [Paragraph(paragraph_text(f"Provisional scores: the game is at {unfinished}; "
                                           "nobody has won yet."), body),
                  Paragraph(paragraph_text(control_text(pad)), body)]
    elif pad is not None:
        story += [Paragraph(paragraph_text(verdict(pad)), body),
                  Paragraph(paragraph_text(control_text(pad)), body)]
    else:
        story.append(Paragraph(paragraph_text("Winner: ______________________"), body))
    story += [Spacer(1, 3 * mm), Paragraph(paragraph_text(RULES_NOTE), body)]
    context = " — ".join(x for x in (game_name, unfinished) if x)
    printout = Printout("Against the Darkness score pad" + (" (blank)" if pad is None else ""),
                        context, mark="PROVISIONAL" if pad is not None and unfinished else None)
    return write(Path(path), story, printout, landscape(A4))

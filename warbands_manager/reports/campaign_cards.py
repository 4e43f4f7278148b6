"""Campaign cards printed: each warband on its own page (its Warband Rating broken down, then a
card per character and unit, two a row), and a sheet of blank cards to fill in at the table.
The cards' content is ``rules/campaign/cards.py``; the look is the sheets' one
(``sheet_style``)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import KeepTogether, PageBreak, Paragraph, Spacer, Table, TableStyle

from warbands_manager.reports.fonts import BOLD_FONT, paragraph_text, register_fonts
from warbands_manager.reports.printout import Printout, build
from warbands_manager.reports.sheet_style import card_style, ruled_table
from warbands_manager.rules.campaign.cards import Card, WarbandCards, blank_card

CARD_WIDTH = 88 * mm
LABEL_WIDTH = 22 * mm
BLANK_CARDS = 6
LINE = "_" * 30


def _styles() -> dict[str, ParagraphStyle]:
    font = register_fonts()
    body = ParagraphStyle("card", fontName=font, fontSize=8, leading=10)
    return {"body": body,
            "label": ParagraphStyle("card-label", parent=body, fontName=BOLD_FONT),
            "title": ParagraphStyle("card-title", parent=body, fontName=BOLD_FONT, fontSize=10,
                                    leading=12),
            "head": ParagraphStyle("warband", parent=body, fontName=BOLD_FONT, fontSize=15,
                                   leading=18),
            "sub": ParagraphStyle("warband-sub", parent=body, fontSize=9, leading=12)}


def card_flowable(card: Card, styles) -> Table:
    """One card: name and kind on its head row, then a labelled line per part."""
    def p(text: str, style: str = "body") -> Paragraph:
        return Paragraph(paragraph_text(text), styles[style])

    blank = not card.name
    title = "Name " + LINE if blank else f"{card.name} — {card.kind}, {card.models} " \
        f"model{'' if card.models == 1 else 's'}, {card.points} pts"
    profile = "  ".join(f"{stat} {value or '_'}" for stat, value in card.profile)
    rows = [[p(title, "title"), ""],
            [p("Profile", "label"), p(profile)],
            [p("Equipment", "label"), p(", ".join(card.equipment) or ("" if blank else "—"))],
            [p("Archetype", "label"), p(card.archetype or ("" if blank else "— (a unit)"))],
            [p("Abilities", "label"), p(", ".join(card.abilities) or ("" if blank else "—"))],
            [p("Veteran", "label"), p(card.veteran)],
            [p("Injuries", "label"),
             p("; ".join(f"{name}: {effect}" for name, effect in card.injuries)
               or ("" if blank else "none"))],
            [p("Battles", "label"), p(card.battles or ("" if blank else "— (a unit)"))],
            [p("Next (XP)", "label"), p(card.next_step)]]
    table = Table(rows, colWidths=[LABEL_WIDTH, CARD_WIDTH - LABEL_WIDTH],
                  rowHeights=[None] + ([8 * mm] * 8 if blank else [None] * 8))
    table.setStyle(TableStyle([*card_style(len(rows)), ("SPAN", (0, 0), (-1, 0))]))
    return table


def _in_pairs(cards: list, styles) -> list:
    """Cards two a row, each pair kept on one page."""
    flowables = [card_flowable(card, styles) for card in cards]
    rows = []
    for index in range(0, len(flowables), 2):
        pair = flowables[index:index + 2] + ([""] if index + 1 == len(flowables) else [])
        row = Table([pair], colWidths=[CARD_WIDTH + 4 * mm] * 2)
        row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                 ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
        rows += [KeepTogether([row]), Spacer(1, 3 * mm)]
    return rows[:-1]


def warband_story(warband: WarbandCards, styles) -> list:
    facts = " · ".join(x for x in (f"Player: {warband.player}" if warband.player else "",
                                   f"Army: {warband.army}", f"XP bank: {warband.xp_bank}") if x)
    rating = ruled_table([["Warband Rating", "Adds"], *[list(line) for line in warband.rating]],
                         [70 * mm, 25 * mm], styles["body"])
    return [Paragraph(paragraph_text(warband.name), styles["head"]),
            Paragraph(paragraph_text(facts), styles["sub"]), Spacer(1, 3 * mm), rating,
            Spacer(1, 4 * mm), *_in_pairs(list(warband.cards), styles)]


def campaign_cards_pdf(warbands: list[WarbandCards], campaign_name: str = "",
                       assumed: bool = False) -> bytes:
    """Every warband's cards, each warband from a new page."""
    styles = _styles()
    story: list = []
    for warband in warbands:
        if story:
            story.append(PageBreak())
        story += warband_story(warband, styles)
    if not story:
        story = [Paragraph("No warbands in this campaign yet.", styles["body"])]
    return build(story, Printout("Campaign cards", campaign_name, assumed=assumed), A4)


def blank_cards_pdf(campaign_name: str = "") -> bytes:
    """A page of cards to fill in by hand."""
    styles = _styles()
    story = [Paragraph("Campaign cards — to fill in", styles["head"]), Spacer(1, 3 * mm),
             *_in_pairs([blank_card()] * BLANK_CARDS, styles)]
    return build(story, Printout("Campaign cards (blank)", campaign_name), A4)


def write_campaign_cards(path, warbands: list[WarbandCards], campaign_name: str = "",
                         assumed: bool = False, blank: bool = False):
    """The cards (or, ``blank``, a page of blank cards) written to ``path``."""
    path = Path(path)
    path.write_bytes(blank_cards_pdf(campaign_name) if blank else
                     campaign_cards_pdf(warbands, campaign_name, assumed))
    return path

"""Every sheet the app prints draws its table heads in the one shared colour (no slate,
beige or lavender of its own), and a roster sheet's campaign pages are headed as such."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

from pypdf import PdfReader

from tests.integration.printouts.test_printout_style import _roster
from tests.unit.leagues.test_leagues_standings import PLAYERS, TABLES, games
from warbands_manager.reports.against_the_darkness_pad import write_score_pad
from warbands_manager.reports.campaign_sheet import campaign_sheet_pdf
from warbands_manager.reports.league_pairings import SheetTable, write_pairings_sheet
from warbands_manager.reports.league_scorecard import ScorecardInfo, write_scorecard
from warbands_manager.reports.roster_pdf import roster_pdf
from warbands_manager.reports.sheet_style import HEAD_BACKGROUND
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.league.standings import compute_standings

OLD_HEADS = ("#37474f", "#e8e0cc", "#e0e0eb")  # the roster's slate, the pad's beige, lavender


def _fill_colours(data: bytes) -> set[str]:
    """Every fill colour the PDF's pages and their forms set (``r g b rg``), as #rrggbb."""
    texts = []
    for page in PdfReader(BytesIO(data)).pages:
        texts.append(page.get_contents().get_data())
        forms = page["/Resources"].get("/XObject") or {}
        texts += [form.get_object().get_data() for form in forms.values()]
    found = set()
    for text in texts:
        for r, g, b in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) rg", text):
            found.add("#" + "".join(f"{round(float(v) * 255):02x}" for v in (r, g, b)))
    return found


def _sheets(tmp_path: Path) -> dict[str, bytes]:
    info = ScorecardInfo("Autumn", "Jeremy", 4, TABLES, ("head_to_head",))
    standings = compute_standings(PLAYERS, games((1, 1, 2, "victory")), TABLES)
    write_scorecard(tmp_path / "card.pdf", info, standings)
    write_pairings_sheet(tmp_path / "pairs.pdf", info, 1,
                         [SheetTable(1, "Ann", 200, "Bob", 200)], [], [])
    return {"roster": roster_pdf(_roster()),
            "campaign": campaign_sheet_pdf(_roster(), CampaignTables(), "Border Princes"),
            "pad": write_score_pad(tmp_path / "pad.pdf", None).read_bytes(),
            "scorecard": (tmp_path / "card.pdf").read_bytes(),
            "pairings": (tmp_path / "pairs.pdf").read_bytes()}


def test_every_sheet_heads_its_tables_in_the_one_colour(tmp_path):
    head = HEAD_BACKGROUND.hexval().replace("0x", "#").lower()
    for name, data in _sheets(tmp_path).items():
        colours = _fill_colours(data)
        assert head in colours, name
        assert not colours & set(OLD_HEADS), name


def test_the_campaign_pages_of_a_roster_sheet_are_headed_campaign_sheet():
    pages = PdfReader(BytesIO(roster_pdf(_roster()))).pages
    assert len(pages) == 2
    assert "Roster sheet" in pages[0].extract_text()
    assert "Campaign sheet\nRoad Wardens — The Empire" in pages[1].extract_text()
    assert "Roster sheet" not in pages[1].extract_text()


def test_the_campaign_sheet_names_each_part_of_the_warband_rating():
    roster = _roster()
    roster.units[1].veteran = 1
    text = "".join(page.extract_text() for page in
                   PdfReader(BytesIO(campaign_sheet_pdf(roster, CampaignTables()))).pages)
    assert "Warband Rating" in text and "(points 140, " in text.replace("\n", " ")
    assert "= 140" not in text

"""Campaign cards a player keeps: on screen (the card view of a warband) and printed, each
warband on its own page, with a sheet of blank cards; the cards' content from the rules."""

from __future__ import annotations

from io import BytesIO

from pypdf import PdfReader

from tests.campaign_sample import empire, orcs
from warbands_manager.cli import main
from warbands_manager.reports.campaign_cards import blank_cards_pdf, campaign_cards_pdf
from warbands_manager.rules.campaign.cards import injury_effect, warband_cards
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster_io import write_roster_text


def _wounded():
    roster = empire()
    captain = roster.unit_by_id("cap")
    captain.injuries = ["Leg Wound", "Madness (Stupidity)"]
    roster.units[1].veteran = 2
    return roster


def test_a_card_per_character_and_unit_with_next_step_and_effects():
    tables = CampaignTables()
    cards = warband_cards(_wounded(), tables)
    captain, swordsmen = cards.cards[0], cards.cards[1]
    assert captain.kind == "Character" and captain.archetype == "Trickster"
    assert captain.abilities[0] == "Withdraw (starting)"
    assert dict(captain.injuries) == {"Leg Wound": "-1 M", "Madness (Stupidity)": "Stupidity"}
    assert captain.next_step == ("a new Archetype Ability roll (25 XP) after 3 more battles "
                                 "survived")
    assert swordsmen.kind == "Unit" and swordsmen.veteran.startswith("+2: once per game")
    assert swordsmen.next_step.startswith("+3 Veteran Status for 10 XP after a battle")
    assert cards.rating[-1][0] == "Warband Rating"
    assert any(what.startswith("Swordsmen") and value == "+20" for what, value in cards.rating)
    assert injury_effect(tables, "Chest Wound") == "-1 T"


def test_printed_cards_one_warband_a_page_and_a_blank_sheet():
    tables = CampaignTables()
    pdf = campaign_cards_pdf([warband_cards(_wounded(), tables), warband_cards(orcs(), tables)],
                             "Border Princes")
    pages = [page.extract_text() for page in PdfReader(BytesIO(pdf)).pages]
    assert len(pages) == 2
    assert "Captain — Character, 1 model" in pages[0] and "Leg Wound: -1 M" in pages[0]
    assert "Warband Rating" in pages[0] and "Next (XP)" in pages[0]
    assert "Orc" in pages[1] and "Captain" not in pages[1]
    blank = PdfReader(BytesIO(blank_cards_pdf("Border Princes"))).pages
    assert len(blank) == 1 and blank[0].extract_text().count("Profile") == 6


def test_card_view_and_cards_from_the_command_line(qtbot, services, tmp_path):
    from tests.ui.campaign_pages import campaign_page

    page = campaign_page(qtbot, services, tmp_path)
    page.warbands_tab.view.selectRow(0)
    page.warbands_tab.cards_button.click()
    view = page.cards_view
    assert view.isVisible()
    names = [frame.card.name for frame in view.frames]
    assert names[0] == "Captain" and "Swordsmen" in names
    assert "Warband Rating" in view.rating.text()
    target = tmp_path / "cards.pdf"
    page.save_file = lambda title, pattern: str(target)
    view.print_button.click()
    qtbot.waitUntil(lambda: target.exists() and page.background_jobs == [], timeout=20_000)
    assert len(PdfReader(target).pages) == 2
    view.close_button.click()

    db = tmp_path / "cli.sqlite"
    (tmp_path / "e.json").write_text(write_roster_text(empire()), encoding="utf-8")
    assert main(["--db", str(db), "campaign", "create", "C"]) == 0
    assert main(["--db", str(db), "campaign", "add-warband", "C", str(tmp_path / "e.json")]) == 0
    out = tmp_path / "c.pdf"
    assert main(["--db", str(db), "campaign", "cards", "C", "-o", str(out)]) == 0
    assert "Captain — Character" in PdfReader(out).pages[0].extract_text()
    assert main(["--db", str(db), "campaign", "cards", "C", "--blank", "-o", str(out)]) == 0
    assert "Name" in PdfReader(out).pages[0].extract_text()

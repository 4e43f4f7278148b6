"""PDFs never fail on long names: a unit name of thousands of characters, a player
name of ≈750 in the scorecard, a long roster name in the footer — always a PDF, the text wrapped
or cut with an ellipsis, and the footer never running into the page number."""

from __future__ import annotations

from datetime import date

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from warbands_manager.reports import league_scorecard as scorecard
from warbands_manager.reports.campaign_sheet import campaign_sheet_pdf
from warbands_manager.reports.fonts import BODY_FONT, CELL_CHARS, cell_text, fit_line
from warbands_manager.reports.roster_pdf import roster_pdf
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData

LONG_WORDS = " ".join(["Sigmar's-most-devoted-halberdier"] * 200)  # 6,600 characters
ONE_WORD = "W" * 3000


def roster(unit_name: str, name: str = "Bones"):
    return roster_from_dict({
        "format": "warbands-roster/1", "name": name, "army": "empire",
        "units": [{"id": "cap", "name": "Captain", "category": "hero", "models": 1,
                   "points_per_model": 50, "commander": True,
                   "upgrades": [{"name": unit_name, "points": 1, "kind": "weapon"}]},
                  {"id": "sw", "name": unit_name, "category": "core", "models": 15,
                   "points_per_model": 6}]})


@pytest.mark.parametrize("unit_name", [LONG_WORDS, ONE_WORD])
def test_a_roster_with_a_huge_unit_name_still_prints(unit_name):
    assert roster_pdf(roster(unit_name)).startswith(b"%PDF")


@pytest.mark.parametrize("unit_name", [LONG_WORDS, ONE_WORD])
def test_a_campaign_sheet_with_a_huge_unit_name_still_prints(unit_name):
    assert campaign_sheet_pdf(roster(unit_name), CampaignTables(), "C").startswith(b"%PDF")


def test_a_scorecard_with_a_750_character_player_name_still_prints(database, tmp_path):
    leagues, games = LeagueService(database), LeagueGameService(database)
    long_name = ("Þór " * 190)[:199]
    league = leagues.create_league(LeagueSettings("Autumn", "Org", date(2026, 9, 1)),
                                   [PlayerData(long_name, LONG_WORDS[:199], ONE_WORD[:199]),
                                    PlayerData("Bob")])
    ids = [p.id for p in leagues.league(league).players]
    games.record_game(league, GameInput(1, ids[0], ids[1], Outcome.VICTORY))
    detail = leagues.league(league)
    info = scorecard.ScorecardInfo(detail.name, "Org", 4, detail.tables, detail.tie_breakers,
                                   ())
    path = tmp_path / "card.pdf"
    scorecard.write_scorecard(path, info, games.standings(league))
    assert path.read_bytes().startswith(b"%PDF")
    # A results file names players without the database's limit (a 750-character name).
    sheet = tmp_path / "sheet.pdf"
    scorecard.write_results_sheet(sheet, info, 1, [scorecard.ResultLine(
        1, "Ann " * 190, ONE_WORD, "victory", 3, 0, "league")])
    assert sheet.read_bytes().startswith(b"%PDF")


def test_cell_text_is_cut_with_an_ellipsis():
    assert cell_text("short") == "short"
    cut = cell_text(ONE_WORD)
    assert cut.endswith("…") and len(cut) <= CELL_CHARS + 1


def test_the_footer_is_fitted_to_the_room_it_has():
    room = 400
    fitted = fit_line("Warbands Manager — " + "A very long roster name " * 20, BODY_FONT, 8, room)
    assert fitted.endswith("…") and stringWidth(fitted, BODY_FONT, 8) <= room
    assert fit_line("short", BODY_FONT, 8, room) == "short"


def test_a_long_roster_name_does_not_overprint_the_page_header():
    """The roster's name sits in the shared header, cut to the room beside the title."""
    from warbands_manager.reports import printout

    drawn = []
    original = printout.PrintoutCanvas.drawRightString

    def record(self, x, y, text, *args, **kwargs):
        drawn.append((y, text))
        return original(self, x, y, text, *args, **kwargs)

    printout.PrintoutCanvas.drawRightString = record
    try:
        roster_pdf(roster("Halberdiers", name="N" * 200))
    finally:
        printout.PrintoutCanvas.drawRightString = original
    a4_width, a4_height = 595.27, 841.89
    header = [text for y, text in drawn if y > a4_height / 2]
    title = stringWidth("Roster sheet", "DejaVuSans-Bold", 8)
    assert header and all(text.endswith("…") for text in header)
    assert all(stringWidth(t, BODY_FONT, 8) + title + 18 <= a4_width - 2 * printout.MARGIN
               for t in header)

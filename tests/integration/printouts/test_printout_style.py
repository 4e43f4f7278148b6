"""One printout style: every PDF carries the shared header and footer (title, league or
campaign and week, print date, page x of y, the assumed-values note where used); the campaign
sheet has a card per character; an unfinished game's pad is provisional; the blank week
results sheet exists; save dialogs propose names every OS accepts."""

from __future__ import annotations

from datetime import date, timedelta
from io import BytesIO

import pytest
from pypdf import PdfReader

from warbands_manager.cli import main
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, score_game
from warbands_manager.reports.against_the_darkness_pad import write_score_pad
from warbands_manager.reports.campaign_sheet import campaign_sheet_pdf
from warbands_manager.reports.file_names import safe_file_name
from warbands_manager.reports.roster_pdf import roster_pdf
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.services.campaign_suite import CampaignServices

TODAY = date.today()


def _print_dates() -> list[str]:
    """The footer's date for every day from this module's import until now: a run that
    crosses midnight prints the later day (CI once failed on exactly that)."""
    days, day = [], TODAY
    while day <= date.today():
        days.append(f"Printed {day.day} {day:%B %Y}")
        day += timedelta(days=1)
    return days


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(BytesIO(data)).pages)


def _file_text(path) -> str:
    return _text(path.read_bytes())


def _assert_shared_frame(text: str, title: str, context: str = "") -> None:
    assert title in text
    assert any(printed in text for printed in _print_dates())
    assert "Page 1 of " in text
    if context:
        assert context in text


def _roster():
    return roster_from_dict({
        "format": "warbands-roster/1", "name": "Road Wardens", "army": "empire",
        "player": "Anna",
        "units": [{"id": "cap", "name": "Captain Ulrike", "category": "hero", "models": 1,
                   "points_per_model": 50, "commander": True, "archetype": "trickster"},
                  {"id": "sw", "name": "Swordsmen", "category": "core", "models": 15,
                   "points_per_model": 6}]})


def test_the_roster_sheet_has_the_shared_header_and_footer():
    _assert_shared_frame(_text(roster_pdf(_roster())), "Roster sheet",
                         "Road Wardens — The Empire")


def test_the_campaign_sheet_has_a_card_per_character_and_boxes_to_fill(database):
    camp = CampaignServices.for_database(database)
    campaign = camp.setup.create("Border Princes")
    warband = camp.setup.add_warband(campaign, "Anna", _roster(), accept_problems=True)
    text = _text(campaign_sheet_pdf(camp.setup.warband(warband).roster,
                                    camp.setup.tables(campaign), "Border Princes"))
    _assert_shared_frame(text, "Campaign roster sheet", "Border Princes — Road Wardens")
    for words in ("Captain Ulrike", "Archetype: Trickster", "Profile", "Abilities",
                  "Injuries", "Veteran Status", "This game", "XP earned",
                  "After the game (fill in at the table)", "Army: The Empire"):
        assert words in text, words
    assert "empire" not in text.replace("Empire", "")  # the army's name, not its id
    assert "Some values are assumed defaults" in text


@pytest.fixture
def league_db(tmp_path):
    db = tmp_path / "league.sqlite"
    for args in (("create", "Autumn", "--weeks", "4"), ("add-player", "Autumn", "Anna"),
                 ("add-player", "Autumn", "Ben"),
                 ("record", "Autumn", "Anna", "Ben", "victory", "--week", "1")):
        assert main(["--db", str(db), "league", *args]) == 0
    return db


def test_league_printouts_share_the_frame_and_the_blank_results_sheet_is_one(league_db,
                                                                             tmp_path):
    def printed(*flags) -> str:
        out = tmp_path / "out.pdf"
        assert main(["--db", str(league_db), "league", "scorecard", "Autumn", "-o", str(out),
                     *flags]) == 0
        return _file_text(out)

    card = printed("--week", "1")
    _assert_shared_frame(card, "Escalation League Scorecard", "Autumn — week 1 of 4")
    assert "Some values are assumed defaults" in card
    sheet = printed("--results-sheet", "--blank", "--week", "2")
    _assert_shared_frame(sheet, "Week results (blank)", "Autumn — week 2")
    assert "Scorecard" not in sheet  # the bug: --blank printed the blank scorecard
    assert "Player A" in sheet and "Initials" in sheet and "Anna, Ben" in sheet


def _players():
    return [EndPlayer("Ann", enemy_cards=[3, 2], war_heroes=1, captains=1, gold=5),
            EndPlayer("Bob", enemy_cards=[4], war_heroes=0, captains=2, gold=2)]


def test_an_unfinished_games_pad_is_provisional_and_names_no_winner(tmp_path):
    pad = score_game(_players(), rules())
    text = _file_text(write_score_pad(tmp_path / "pad.pdf", pad, "Friday", "round 2"))
    _assert_shared_frame(text, "Against the Darkness score pad", "Friday — round 2")
    assert "PROVISIONAL" in text and "Winner" not in text and "Provisional scores" in text
    finished = _file_text(write_score_pad(tmp_path / "done.pdf", pad, "Friday"))
    assert "Winner" in finished and "PROVISIONAL" not in finished


@pytest.mark.parametrize(("name", "expected"), [
    ("Grimfang <Raiders> / v2", "Grimfang -Raiders- - v2.pdf"),
    ("CON", "warbands-CON.pdf"),
    ("  ..Þór: the Bold?.. ", "Þór- the Bold.pdf"),
    ("", "warbands.pdf"),
])
def test_file_names_are_safe_on_every_os(name, expected):
    assert safe_file_name(name, ".pdf") == expected

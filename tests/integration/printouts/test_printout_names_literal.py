"""Every PDF report prints what the user typed, literally: markup, right-to-left and CJK names."""

from __future__ import annotations

from datetime import date

import pytest
from arabic_reshaper import reshape
from pypdf import PdfReader

from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.scoring import EndPlayer, score_game
from warbands_manager.reports import league_scorecard as scorecard
from warbands_manager.reports.against_the_darkness_pad import write_score_pad
from warbands_manager.reports.campaign_sheet import campaign_sheet_pdf
from warbands_manager.reports.fonts import paragraph_text, visual_order
from warbands_manager.reports.roster_pdf import roster_pdf
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData

MARKUP = "<b>Bold</b> &amp; <para>"
HEBREW = "שלום"
ARABIC = "مرحبا"
JAPANESE = "山田かな"
KOREAN = "김철수"
NAMES = (MARKUP, HEBREW, ARABIC, JAPANESE, KOREAN)


def _text(data: bytes, tmp_path) -> str:
    path = tmp_path / "read.pdf"
    path.write_bytes(data)
    return "\n".join(page.extract_text() for page in PdfReader(str(path)).pages)


def _assert_literal(text: str, names=NAMES) -> None:
    for name in names:
        # What was drawn: Arabic letters in their joined forms (unjoined ones fail here). pypdf
        # reads a right-to-left run back in logical order in some layouts and in drawn order in
        # others, so both are accepted; the order itself is pinned by the visual_order tests.
        drawn = visual_order(name)
        assert reshape(name) in text or drawn in text, name


def _roster(name: str, unit: str = "Captain"):
    return roster_from_dict({
        "format": "warbands-roster/1", "name": name, "army": "empire",
        "units": [{"id": "cap", "name": unit, "category": "hero", "models": 1,
                   "points_per_model": 50, "commander": True, "archetype": "trickster"},
                  {"id": "sw", "name": KOREAN, "category": "core", "models": 15,
                   "points_per_model": 6}]})


def test_markup_is_escaped_and_cjk_runs_get_a_font_that_has_them():
    assert paragraph_text(MARKUP) == "&lt;b&gt;Bold&lt;/b&gt; &amp;amp; &lt;para&gt;"
    assert paragraph_text(f"a {JAPANESE} b") == 'a <font name="HeiseiMin-W3">山田かな</font> b'


def test_right_to_left_text_is_drawn_in_visual_order_by_the_bidi_algorithm():
    # A Hebrew paragraph reads right to left: the number ends up on the left.
    assert paragraph_text(f"{HEBREW} 2") == f"2 {HEBREW[::-1]}"
    # Hebrew words inside a left-to-right name keep their word order, read right to left.
    assert visual_order("Ann שלום עולם end") == "Ann םלוע םולש end"
    # Latin text is left alone; markup is escaped after reordering (mirrored brackets).
    assert visual_order("Ann <b>") == "Ann <b>"
    assert paragraph_text(f"{HEBREW} <x>") == f"&gt;x&lt; {HEBREW[::-1]}"


def test_arabic_letters_are_joined():
    # مرحبا drawn left to right: alef final, beh medial, hah initial, reh final, meem initial
    # (contextual presentation forms, not the isolated letters a plain reversal would give).
    assert visual_order(ARABIC) == "\ufe8e\ufe92\ufea3\ufeae\ufee3"


@pytest.mark.parametrize("name", NAMES)
def test_roster_pdf(name, tmp_path):
    _assert_literal(_text(roster_pdf(_roster(name, JAPANESE)), tmp_path), (name, JAPANESE))


def test_campaign_sheet(database, tmp_path):
    camp = CampaignServices.for_database(database)
    campaign = camp.setup.create(ARABIC)
    warband = camp.setup.add_warband(campaign, HEBREW, _roster(MARKUP, JAPANESE),
                                     accept_problems=True)  # a one-unit roster
    data = campaign_sheet_pdf(camp.setup.warband(warband).roster, camp.setup.tables(campaign),
                              ARABIC)
    _assert_literal(_text(data, tmp_path), (MARKUP, JAPANESE, ARABIC, KOREAN))


def test_league_scorecards(database, tmp_path):
    leagues, games = LeagueService(database), LeagueGameService(database)
    league = leagues.create_league(LeagueSettings(JAPANESE, MARKUP, date(2026, 9, 1)),
                                   [PlayerData(n, n, n) for n in NAMES])
    detail = leagues.league(league)
    ids = [p.id for p in detail.players]
    games.record_game(league, GameInput(1, ids[0], ids[1], Outcome.VICTORY))
    info = scorecard.ScorecardInfo(detail.name, MARKUP, 4, detail.tables, detail.tie_breakers,
                                   (KOREAN,))
    standings = games.standings(league)
    for write, extra in ((scorecard.write_scorecard, standings),
                         (scorecard.write_blank_scorecard,
                          [(n, n, n) for n in NAMES]),
                         (scorecard.write_results_sheet, None)):
        path = tmp_path / f"{write.__name__}.pdf"
        if write is scorecard.write_results_sheet:
            write(path, info, 1, [scorecard.ResultLine(1, MARKUP, HEBREW, "victory", 3, 0,
                                                       "league")])
            _assert_literal(_text(path.read_bytes(), tmp_path), (MARKUP, HEBREW, JAPANESE))
        else:
            write(path, info, extra)
            _assert_literal(_text(path.read_bytes(), tmp_path))


def test_against_the_darkness_score_pad(tmp_path):
    players = [EndPlayer(name, enemy_cards=[2]) for name in NAMES[:4]]
    path = write_score_pad(tmp_path / "pad.pdf", score_game(players, rules()), KOREAN)
    _assert_literal(_text(path.read_bytes(), tmp_path))

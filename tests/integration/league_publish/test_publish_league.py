"""Publishing a league from the database: every page escapes user text, rosters are linked
with their check, publishing again rewrites only what changed and leaves other files alone."""

from __future__ import annotations

import pytest

from warbands_manager.publish.folder import write_site
from warbands_manager.publish.site import build_site
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.league_publish import league_site
from warbands_manager.services.league_rosters import LeagueRosterService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.services.rosters import RosterService

HOSTILE = "<script>alert('x')</script>"


def _roster(name: str, swordsmen: int):
    return roster_from_dict({
        "format": "warbands-roster/1", "name": name, "army": "empire",
        "units": [
            {"id": "cap", "name": "Captain <Hans>", "category": "hero", "models": 1,
             "points_per_model": 50, "commander": True},
            {"id": "sw", "name": "Swordsmen", "category": "core", "models": swordsmen,
             "points_per_model": 6, "base": "20x20"},
        ]})


@pytest.fixture
def league(database):
    leagues, games = LeagueService(database), LeagueGameService(database)
    league_id = leagues.create_league(LeagueSettings(f"League {HOSTILE}", HOSTILE), [
        PlayerData(n, f"{n} band", "Empire") for n in ("Ann", "Bob", HOSTILE, "Dan")])
    ids = {p.name: p.id for p in leagues.league(league_id).players}
    games.record_game(league_id, GameInput(1, ids["Ann"], ids["Bob"], Outcome.VICTORY))
    games.record_game(league_id, GameInput(1, ids[HOSTILE], ids["Dan"], Outcome.DRAW))
    rosters = RosterService(database)
    links = LeagueRosterService(database)
    links.link(ids["Ann"], 1, rosters.create(_roster(f"Ann's {HOSTILE}", 20)))
    links.link(ids["Bob"], 1, rosters.create(_roster("Too big", 60)))
    return database, league_id, ids


def test_every_page_escapes_user_text(league):
    database, league_id, _ids = league
    pages = build_site(league_site(database, league_id))
    assert {"index.html", "results.html"} <= set(pages)
    for name, text in pages.items():
        assert "<script" not in text, name
    assert "&lt;script&gt;" in pages["index.html"]


def test_linked_rosters_have_pages_with_their_check(league):
    database, league_id, ids = league
    pages = build_site(league_site(database, league_id))
    ann = pages[f"player-{ids['Ann']}.html"]
    assert f'href="roster-{ids["Ann"]}-week-1.html"' in ann and "legal" in ann
    bob_roster = pages[f"roster-{ids['Bob']}-week-1.html"]
    assert "not legal" in bob_roster and "points allowed in week 1" in bob_roster
    assert "Captain &lt;Hans&gt;" in bob_roster and "Swordsmen" in bob_roster


def test_publishing_again_rewrites_only_what_changed(league, tmp_path):
    database, league_id, ids = league
    (tmp_path / "club-logo.png").write_bytes(b"not ours")
    (tmp_path / "player-999.html").write_text("a page of a player who left")
    first = write_site(tmp_path, build_site(league_site(database, league_id)))
    assert "player-999.html" in first.removed and (tmp_path / "club-logo.png").exists()
    again = write_site(tmp_path, build_site(league_site(database, league_id)))
    assert again.written == [] and again.removed == []
    LeagueGameService(database).record_game(
        league_id, GameInput(1, ids["Ann"], ids["Dan"], Outcome.VICTORY))
    third = write_site(tmp_path, build_site(league_site(database, league_id)))
    assert "index.html" in third.written and "results.html" in third.written
    assert f"player-{ids['Bob']}.html" in third.unchanged
    assert not list(tmp_path.glob(".*.partial"))


def test_players_level_on_points_show_the_tie_breaker_that_placed_them(database):
    leagues, games = LeagueService(database), LeagueGameService(database)
    league_id = leagues.create_league(LeagueSettings("Ties"), [PlayerData(n) for n in
                                                               ("Ann", "Bob", "Cid", "Dee")])
    ids = {p.name: p.id for p in leagues.league(league_id).players}
    for a, b, outcome in (("Bob", "Ann", Outcome.VICTORY), ("Ann", "Cid", Outcome.VICTORY),
                          ("Bob", "Dee", Outcome.DEFEAT)):
        games.record_game(league_id, GameInput(1, ids[a], ids[b], outcome))
    index = build_site(league_site(database, league_id))["index.html"]
    rows = index.split('<tr data-rank="')
    bob = next(r for r in rows if ">Bob</a>" in r)
    dee = next(r for r in rows if ">Dee</a>" in r)
    assert '<span class="small tie">head-to-head</span>' in bob
    assert "small tie" not in dee  # nobody else has Dee's points


def test_chart_labels_read_on_a_phone():
    """The chart is drawn 640 units wide and shown ~358 px wide on a 390 px phone: its labels
    are sized for that (at least 11 px on screen) and stay short (week numbers)."""
    import re

    from warbands_manager.publish.site import CSS
    from warbands_manager.rules.league.results import score_game
    from warbands_manager.rules.league.standings import GameRecord, PlayerInfo, compute_standings
    from warbands_manager.rules.league.tables import LeagueTables, default_document

    tables = LeagueTables(default_document(4))
    played = [GameRecord(n, week, 1, 2, Outcome.VICTORY, score_game(tables, week,
                                                                     Outcome.VICTORY))
              for n, week in enumerate((1, 2, 3), start=1)]
    standings = compute_standings([PlayerInfo(1, "Ann"), PlayerInfo(2, "Bob")], played, tables)
    from warbands_manager.publish.site import SiteData

    index = build_site(SiteData("L", "", 4, standings, ()))["index.html"]
    view_width = int(re.search(r'viewBox="0 0 (\d+) ', index).group(1))
    phone = re.search(r"@media \(max-width:640px\)\{[^@]*?\.chart \.axis\{font-size:(\d+)px",
                      CSS)
    assert phone and int(phone.group(1)) * (390 - 32) / view_width >= 11
    labels = re.findall(r'class="axis">([^<]*)<', index)
    assert "Week" in labels and all(len(label) <= 4 for label in labels)
    assert 'font-size="11"' not in index

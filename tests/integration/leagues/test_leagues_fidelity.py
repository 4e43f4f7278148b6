"""Leagues: duplicate lines, weeks beyond the league, the weekly roster checked per
game, link-roster by name, ``rosters list``, "loss" as "defeat"."""

import json

import pytest

from warbands_manager.cli import main
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import DuplicateResultError, parse_results
from warbands_manager.rules.roster_io import roster_from_dict


def big_roster(name="Big", spearmen=40):
    return roster_from_dict({
        "format": "warbands-roster/1", "name": name, "army": "empire",
        "units": [{"id": "u0", "name": "Spearmen", "category": "core", "models": spearmen,
                   "points_per_model": 6, "base": "20x20"}]})


@pytest.fixture
def run(tmp_path, capsys):
    def run(*args, db=tmp_path / "club.sqlite"):
        code = main(["--db", str(db), *args])
        return code, capsys.readouterr()
    return run


def test_an_exact_duplicate_line_is_refused_unless_allowed(tmp_path, run):
    text = "week,player_a,player_b,result\n1,Ann,Bob,victory\n1,Ann,Bob,victory\n"
    with pytest.raises(DuplicateResultError) as refused:
        parse_results(text)
    assert (refused.value.line, refused.value.first_line) == (3, 2)  # the header is line 1
    assert len(parse_results(text, allow_duplicates=True)) == 2
    assert len(parse_results("1,Ann,Bob,victory\n2,Ann,Bob,victory\n")) == 2  # other weeks
    assert len(parse_results("1,Ann,Bob,victory,2026-09-01\n1,Ann,Bob,victory,2026-09-08\n")) == 2
    results = tmp_path / "r.csv"
    results.write_text(text, encoding="utf-8")
    code, out = run("league", "standings", str(results))
    assert code == 2 and "line 3" in out.err and "repeats line 2" in out.err
    assert "--allow-duplicates" in out.err
    code, out = run("league", "standings", str(results), "--json", "--allow-duplicates")
    assert code == 0 and json.loads(out.out)["players"][0]["victories"] == 2
    run("league", "create", "Autumn")
    run("league", "add-player", "Autumn", "Ann")
    run("league", "add-player", "Autumn", "Bob")
    assert run("league", "import", "Autumn", str(results))[0] == 2
    assert run("league", "import", "Autumn", str(results), "--allow-duplicates")[0] == 0


def test_a_week_beyond_the_league_is_refused(tmp_path, run):
    results = tmp_path / "r.csv"
    results.write_text("1,Ann,Bob,victory\n9,Ann,Bob,victory\n", encoding="utf-8")
    code, out = run("league", "standings", str(results))
    assert code == 2 and "line 2, column week: week 9 is not in the league" in out.err
    assert run("league", "standings", str(results), "--weeks", "9")[0] == 0
    results.write_text("1,Ann,Bob,victory\n", encoding="utf-8")
    code, out = run("league", "standings", str(results), "--week", "9")
    assert code == 2 and "--week 9 is not a week of the league (1-4)" in out.err
    run("league", "create", "Autumn")
    code, out = run("league", "standings", "Autumn", "--week", "5")
    assert code == 2 and "(1-4)" in out.err


def test_loss_is_accepted_as_defeat(run):
    assert Outcome.parse("loss") is Outcome.DEFEAT and Outcome.parse("LOSS") is Outcome.DEFEAT
    run("league", "create", "Autumn")
    run("league", "add-player", "Autumn", "Ann")
    run("league", "add-player", "Autumn", "Bob")
    assert run("league", "record", "Autumn", "--week", "1", "Ann", "Bob", "loss")[0] == 0
    code, out = run("league", "standings", "Autumn", "--json")
    ann = next(p for p in json.loads(out.out)["players"] if p["name"] == "Ann")
    assert ann["losses"] == 1


def test_rosters_list_and_link_roster_by_name(tmp_path, run):
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    db = tmp_path / "club.sqlite"
    assert run("rosters", "list")[1].out.startswith("no rosters saved")
    database = open_database(db)
    roster_id = RosterService(database).create(big_roster("Reikland Wardens"))
    database.close()
    code, out = run("rosters", "list")
    assert code == 0 and f"{roster_id:5}  Reikland Wardens — empire, 240 pts" in out.out
    listing = json.loads(run("rosters", "list", "--json")[1].out)["rosters"]
    assert listing == [{"id": roster_id, "name": "Reikland Wardens", "player": "",
                        "army": "empire", "points": 240, "size": "large", "valid": False}]
    run("league", "create", "Autumn")
    run("league", "add-player", "Autumn", "Steve")
    code, out = run("league", "link-roster", "Autumn", "Steve", "--week", "1",
                    "reikland wardens")
    assert code == 0 and f"Reikland Wardens (#{roster_id})" in out.out
    code, out = run("league", "link-roster", "Autumn", "Steve", "--week", "1", "Nobody's")
    assert code == 2 and "no roster is called" in out.err and "Reikland Wardens" in out.err


def test_the_weekly_roster_is_checked_per_game_in_game_order(database):
    from warbands_manager.services.league_games import GameInput, LeagueGameService
    from warbands_manager.services.league_rosters import LeagueRosterService
    from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
    from warbands_manager.services.rosters import RosterService

    leagues, games = LeagueService(database), LeagueGameService(database)
    league = leagues.create_league(LeagueSettings("Autumn"),
                                   [PlayerData("Steve"), PlayerData("Drew"), PlayerData("Ross")])
    steve, drew, ross = (p.id for p in leagues.league(league).players)
    for opponent in (drew, ross):  # two victories in week 1: 200 → 215 → 230
        games.record_game(league, GameInput(1, steve, opponent, Outcome.VICTORY))
    roster = RosterService(database).create(big_roster("Big", 36))  # 216 points
    _previous, link = LeagueRosterService(database).link(steve, 1, roster)
    check = link.check
    assert check.allowed_size == 230 and [g.size for g in check.games] == [200, 215]
    assert [g.label for g in check.too_big_for] == ["game 1 (v Drew)", "game 2 (v Ross)"]
    assert check.over_size and not check.legal

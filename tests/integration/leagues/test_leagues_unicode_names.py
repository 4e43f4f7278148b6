"""League and player names are matched ignoring case in every alphabet, on SQLite as on
PostgreSQL (SQLite's own lower() folds ASCII letters only). The PostgreSQL run is
tests/integration/postgres/test_postgres_data_gaps.py."""

import json
import unicodedata

import pytest

from warbands_manager import cli
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueNotFound,
    LeagueService,
    LeagueSettings,
    PlayerData,
)


@pytest.fixture
def leagues(database):
    service = LeagueService(database)
    service.create_league(LeagueSettings("Þór League"), [PlayerData("Ðörð Ŋå"), PlayerData("Ann")])
    service.create_league(LeagueSettings("Ash League"))
    return service


@pytest.mark.parametrize("typed", ["ÞÓR LEAGUE", "þór league", "  Þór League ",
                                   unicodedata.normalize("NFD", "ÞÓR LEAGUE")])
def test_a_league_is_found_by_its_name_in_any_case(leagues, typed):
    assert leagues.find(typed) == leagues.find("Þór League")


def test_a_different_name_is_not_found(leagues):
    with pytest.raises(LeagueNotFound):
        leagues.find("THOR LEAGUE")  # a different letter, not another case of the same one
    assert leagues.find("ASH LEAGUE") != leagues.find("Þór League")  # ASCII as before


def test_a_second_league_of_the_same_name_in_another_case_is_refused(leagues):
    with pytest.raises(LeagueError, match="already a league"):
        leagues.create_league(LeagueSettings("ÞÓR LEAGUE"))
    ash = leagues.find("Ash League")
    with pytest.raises(LeagueError, match="already a league"):
        leagues.update_settings(ash, LeagueSettings("þÓr LeAgUe"))
    thor = leagues.find("Þór League")
    leagues.update_settings(thor, LeagueSettings("ÞÓR League"))  # its own name, recased: fine
    assert leagues.league(thor).name == "ÞÓR League"


def test_player_names_are_unique_in_any_case(leagues):
    thor = leagues.find("Þór League")
    with pytest.raises(LeagueError, match="already plays"):
        leagues.add_player(thor, PlayerData("ÐÖRÐ ŊÅ"))
    with pytest.raises(LeagueError, match="already plays"):
        leagues.add_player(thor, PlayerData("ann"))
    player = leagues.league(thor).players[0]
    leagues.update_player(player.id, PlayerData("ÐÖRÐ ŊÅ"))  # the same player, recased
    assert leagues.league(thor).players[0].name == "ÐÖRÐ ŊÅ"
    leagues.add_player(thor, PlayerData("Ðörð"))  # a different name: signed up


def test_the_command_line_finds_the_league_in_another_case(leagues, database, capsys):
    target = database.path.url if database.is_server else str(database.path)
    assert cli.main(["--db", target, "league", "add-player", "ÞÓR LEAGUE", "Bob"]) == 0
    capsys.readouterr()
    assert cli.main(["--db", target, "league", "standings", "þór league", "--json"]) == 0
    names = [row["name"] for row in json.loads(capsys.readouterr().out)["players"]]
    assert sorted(names) == ["Ann", "Bob", "Ðörð Ŋå"]


def test_players_are_found_by_name_in_any_case_and_composition(tmp_path, capsys):
    """'league record' and a results file name players as typed: case and Unicode
    composition (a decomposed 'ó') do not matter."""
    from warbands_manager.cli import main

    db = str(tmp_path / "names.sqlite")
    assert main(["--db", db, "league", "create", "Þór League"]) == 0
    for name in ("Łukasz", "Þór"):
        assert main(["--db", db, "league", "add-player", "Þór League", name]) == 0
    decomposed = "ÞO\u0301R"  # Þ, O, combining acute: 'ÞÓR' written the other way
    assert main(["--db", db, "league", "record", "Þór League", "ŁUKASZ", decomposed,
                 "victory", "--week", "1"]) == 0
    results = tmp_path / "results.csv"
    results.write_text(f"week,player_a,player_b,result\n2,{decomposed},łukasz,draw\n",
                       encoding="utf-8")
    assert main(["--db", db, "league", "import", "Þór League", str(results)]) == 0
    assert "imported 1 game(s)" in capsys.readouterr().out

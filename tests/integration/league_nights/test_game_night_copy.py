"""A league copied to another database keeps its game nights with the copy's player ids."""

from warbands_manager.services.league_copy import copy_league
from warbands_manager.services.league_nights import LeagueNightService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import open_database


def test_copy_keeps_pairings_byes_and_locked_pairs(database, tmp_path):
    target = open_database(tmp_path / "other.sqlite")
    try:
        # The target already has players, so the copy's player ids differ from the source's.
        LeagueService(target).create_league(LeagueSettings("Other"), [PlayerData("X"),
                                                                     PlayerData("Y")])
        leagues = LeagueService(database)
        league_id = leagues.create_league(LeagueSettings("Spring"), [
            PlayerData(n) for n in ("Ann", "Bob", "Cat")])
        nights = LeagueNightService(database)
        plan, _before = nights.pair(league_id, 1)
        names = {p.id: p.name for p in leagues.league(league_id).players}
        ann, bob = (p.id for p in leagues.league(league_id).players[:2])
        nights.set_fixed(league_id, [(ann, bob)])
        report = copy_league(database, target, league_id)
        copied = LeagueNightService(target).record(report.league_id)
        new_names = {p.id: p.name for p in LeagueService(target).league(report.league_id).players}
        week = copied.weeks[1]
        assert [new_names[p] for p in week.byes] == [names[p] for p in plan.pairing.byes]
        assert [[new_names[p] for p in pair] for pair in week.pairs] == [
            [names[p] for p in pair] for pair in plan.pairing.pairs]
        assert [[new_names[p] for p in pair] for pair in copied.fixed] == [["Ann", "Bob"]]
    finally:
        target.close()

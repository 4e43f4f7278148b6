"""Test data for the budgets: leagues of N players and M games, N stored rosters, and the
start-up database (a 200-player league and 100 rosters).

    python benchmarks/datagen.py OUT.sqlite [--players 200 --games 1600 --rosters 100]
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT  # noqa: E402

DEMO_ROSTERS = ROOT / "data" / "demo" / "rosters"


def build_league(database, players: int, games: int, seed: int = 1, name: str = "Benchmark league"
                 ) -> int:
    """A 4-week league with ``players`` players and ``games`` random games (bulk inserted
    through the real schema). Returns the league id."""
    from warbands_manager.rules.league.results import Outcome, score_game
    from warbands_manager.services.container import Services
    from warbands_manager.services.leagues import LeagueSettings, PlayerData
    from warbands_manager.store.tables import LeagueGame

    services = Services.for_database(database)
    league_id = services.leagues.create_league(
        LeagueSettings(name, "bench"),
        [PlayerData(f"Player {i:05d}", f"Warband {i}", "Empire") for i in range(players)])
    detail = services.leagues.league(league_id)
    ids = [p.id for p in detail.players]
    rng = random.Random(seed)
    outcomes = list(Outcome)
    rows = []
    for index in range(games):
        week = 1 + index * 4 // max(1, games)
        a, b = rng.sample(ids, 2)
        outcome = rng.choice(outcomes)
        scored = score_game(detail.tables, week, outcome)
        rows.append(dict(league_id=league_id, week=week, player_a_id=a, player_b_id=b,
                         outcome=outcome.value, stage="league", result_a=scored.result_a,
                         result_b=scored.result_b, league_points_a=scored.league_points_a,
                         league_points_b=scored.league_points_b,
                         size_added_a=scored.size_added_a, size_added_b=scored.size_added_b,
                         details_json=""))
    with database.transaction() as session:
        session.bulk_insert_mappings(LeagueGame, rows)
    return league_id


def demo_rosters() -> list:
    """The shipped example rosters (valid and invalid, several armies)."""
    from warbands_manager.rules.roster_io import read_roster_file

    return [read_roster_file(path) for path in sorted(DEMO_ROSTERS.glob("*.json"))]


def add_rosters(database, count: int) -> None:
    """Store ``count`` rosters (renamed copies of the example rosters) in one transaction."""
    from warbands_manager.services.rosters import new_roster_record

    sources = demo_rosters()
    with database.transaction() as session:
        for index in range(count):
            source = sources[index % len(sources)]
            session.add(new_roster_record(
                dataclasses.replace(source, name=f"{source.name} #{index}")))


def build_startup_database(path: Path, players: int = 200, games: int = 1600,
                           rosters: int = 100) -> Path:
    """The start-up budget's database: a league of ``players`` players and ``rosters`` rosters."""
    from warbands_manager.store.database import open_database

    path = Path(path)
    if path.exists():
        path.unlink()
    database = open_database(path)
    try:
        build_league(database, players, games)
        add_rosters(database, rosters)
    finally:
        database.close()
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--games", type=int, default=1600)
    parser.add_argument("--rosters", type=int, default=100)
    args = parser.parse_args()
    build_startup_database(args.out, args.players, args.games, args.rosters)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

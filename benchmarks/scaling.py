"""How the figures grow: rosters 10 → 10,000 and league games 1,000 → 100,000."""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402


def rosters(sizes: tuple[int, ...], runs: int, cli_sizes: tuple[int, ...]) -> list[dict]:
    """Per size: in-process validation of N rosters, listing N stored rosters, and one
    ``validate`` call on N files (only for ``cli_sizes``)."""
    from benchmarks.budgets import validate_files
    from benchmarks.datagen import add_rosters
    from benchmarks.rosters_rules import ten_unit_rosters
    from benchmarks.startup import roster_files
    from warbands_manager.rules.validation import validate
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    sample = ten_unit_rosters()
    rows = []
    for size in sizes:
        batch = [sample[i % len(sample)] for i in range(size)]
        repeat = max(1, 1000 // size)  # small sets are timed as repeats of at least 1,000

        def check(b=batch, k=repeat) -> None:
            for _ in range(k):
                for roster in b:
                    validate(roster)

        row = {"n": size, "validate": median_ms(check, runs).wall / repeat}
        with tempfile.TemporaryDirectory() as folder:
            database = open_database(Path(folder) / "rosters.sqlite")
            add_rosters(database, size)
            service = RosterService(database)
            row["list"] = median_ms(service.list, runs).wall
            database.close()
            if size in cli_sizes:
                paths = roster_files(Path(folder), size)
                row["cli"] = validate_files(paths, max(1, runs // 2))
        rows.append(row)
    return rows


def games(sizes: tuple[int, ...], players: int, runs: int) -> list[dict]:
    """Per number of games (``players`` players): standings and recording one game."""
    from benchmarks.datagen import build_league
    from warbands_manager.rules.league.results import Outcome
    from warbands_manager.services.container import Services
    from warbands_manager.services.league_games import GameInput
    from warbands_manager.store.database import open_database

    rows = []
    for size in sizes:
        with tempfile.TemporaryDirectory() as folder:
            database = open_database(Path(folder) / "games.sqlite")
            league_id = build_league(database, players, size)
            services = Services.for_database(database)
            ids = [p.id for p in services.leagues.league(league_id).players]
            services.league_games.standings(league_id)
            standings = median_ms(lambda s=services, i=league_id: s.league_games.standings(i),
                                  runs)
            rng = random.Random(3)

            def record(s=services, i=league_id, rng=rng, ids=ids) -> None:
                a, b = rng.sample(ids, 2)
                s.league_games.record_game(i, GameInput(4, a, b, Outcome.DRAW))

            recording = median_ms(record, runs)
            database.close()
        rows.append({"n": size, "standings": standings.wall, "standings_cpu": standings.cpu,
                     "record": recording.wall})
    return rows


def growth(rows: list[dict], key: str) -> list[str]:
    """Per row after the first: how much the time grew against how much the input grew."""
    notes = [""]
    for before, after in zip(rows, rows[1:], strict=False):
        if key not in before or key not in after or before[key] <= 0:
            notes.append("")
            continue
        factor = after[key] / before[key]
        size = after["n"] / before["n"]
        notes.append(f"×{factor:.1f} for ×{size:.0f}")
    return notes

"""The SQL behind league standings and the game snapshots used for undo.

Standings must not grow with the number of games played, so they read the per-player weekly
sums kept by the database (``league_week_total``, one row per player and week)
and only the games between players level on points are read one by one, for head-to-head.
Plain driver tuples, no ORM objects, on these paths.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, Protocol

from warbands_manager.rules.league.results import OUTCOMES, Scored
from warbands_manager.rules.league.standings import GameRecord, PairPoints, PlayerTotals

# Runs one statement (named ``:parameters``) and returns its rows as tuples: SQLAlchemy's
# connection in the services, the stdlib driver on the read-only path (store/quick_read.py).
# The module imports no SQL library, so that path never loads SQLAlchemy.
Run = Callable[[str, dict], Sequence]


@dataclass(frozen=True)
class GameSnapshot:
    """Every column of a game row, to put it back exactly (undo)."""

    values: dict


# Named parameters and CASE (not SQLite's boolean sums): the same SQL runs on PostgreSQL.
RECORDS_SQL = (
    "SELECT id, week, player_a_id, player_b_id, outcome, stage, result_a, result_b, "
    "league_points_a, league_points_b, size_added_a, size_added_b FROM league_game "
    "WHERE league_id = :league {where} ORDER BY week, id"
)
LAST_WEEK_SQL = ("SELECT MAX(week) FROM league_week_total WHERE league_id = :league")
# The results file: league-stage games in played order (week, dated before undated, date,
# entry), as plain tuples; the names are looked up in Python (the league's players are read
# anyway). "played_on IS NULL" sorts false before true on SQLite and PostgreSQL alike.
PLAYED_ORDER = "ORDER BY week, played_on IS NULL, played_on, id"
RESULTS_SQL = (
    "SELECT week, player_a_id, player_b_id, outcome, played_on FROM league_game "
    f"WHERE league_id = :league AND stage = 'league' {PLAYED_ORDER}"
)
# A league's players, in id order (recording a game reads only its two: ``player_ids``).
PLAYERS_SQL = ("SELECT id, name, warband_name, warband_type, club FROM league_player "
               "WHERE league_id = :league")


def players_statement(league_id: int, player_ids: tuple[int, ...] | None = None
                      ) -> tuple[str, dict[str, int]]:
    """The statement and parameters reading a league's players (all, or only ``player_ids``)."""
    sql, params = PLAYERS_SQL, {"league": league_id}
    if player_ids is not None:
        params |= {f"p{n}": int(player_id) for n, player_id in enumerate(player_ids)}
        sql += f" AND id IN ({', '.join(':p' + str(n) for n in range(len(player_ids)))})"
    return sql + " ORDER BY id", params


# The finals are few: found through the partial index ix_league_game_finals (0009), whose
# condition this must repeat word for word, instead of reading every game of the league.
FINALS_WHERE = "AND stage != 'league'"


def totals_sql(week: int) -> str:
    """Each player's sums up to ``week``, one row per player: the counts, the size added in
    ``week``, then the points gained in week 1 .. ``week`` (one column each).

    ``league_week_total`` (0009_league_totals) holds the per-week sums, kept by triggers, so this
    reads players × weeks rows, however many games were played; ``week`` is an int checked
    against the league's length by the caller (it is written into the SQL, not a parameter).
    """
    by_week = ", ".join(f"SUM(CASE WHEN week = {int(n)} THEN points ELSE 0 END)"
                        for n in range(1, int(week) + 1))
    return ("SELECT player_id, SUM(massacres), SUM(victories), SUM(draws), SUM(losses), "
            f"SUM(CASE WHEN week = :week THEN added ELSE 0 END), {by_week} "
            "FROM league_week_total WHERE league_id = :league AND week <= :week "
            "GROUP BY player_id")


# Head-to-head: the games between players level on points. The per-player points come from
# totals_sql (already in Python) as a JSON object. The join order is each back end's own:
# - SQLite: the players are the outer loop; each one's games are a range of
#   ix_league_game_side_a (which holds both sides' columns, so no table row is read) and the
#   opponent's points are found through an automatic index — a third less work than scanning
#   the games and looking both players up.
# - PostgreSQL cannot see how many rows the JSON holds (it guesses 100), so left to itself it
#   paired every two players level on points and probed the games for each pair; the
#   MATERIALIZED step makes it hash the games against A's points first (one pass).
_LEVEL_PAIRS_SQL = {
    "sqlite": """
WITH total(p, points) AS MATERIALIZED (
    SELECT CAST(key AS INTEGER), value FROM json_each(:points))
SELECT g.player_a_id, g.player_b_id, g.league_points_a, g.league_points_b
FROM total ta CROSS JOIN league_game g CROSS JOIN total tb
WHERE g.league_id = :league AND g.player_a_id = ta.p AND g.week <= :week
  AND g.stage = 'league' AND tb.p = g.player_b_id AND tb.points = ta.points
""",
    "postgresql": """
WITH total(p, points) AS MATERIALIZED (
    SELECT CAST(key AS INTEGER), CAST(value AS INTEGER)
    FROM json_each_text(CAST(:points AS json))),
with_a AS MATERIALIZED (
    SELECT g.player_a_id, g.player_b_id, g.league_points_a, g.league_points_b,
           ta.points AS points_of_a
    FROM league_game g JOIN total ta ON ta.p = g.player_a_id
    WHERE g.league_id = :league AND g.week <= :week AND g.stage = 'league')
SELECT w.player_a_id, w.player_b_id, w.league_points_a, w.league_points_b
FROM with_a w JOIN total tb ON tb.p = w.player_b_id AND tb.points = w.points_of_a
""",
}


def level_pairs_sql(dialect: str) -> str:
    """Games between players level on points, for the head-to-head tie-breaker."""
    return _LEVEL_PAIRS_SQL[dialect]


def points_json(totals: Iterable[PlayerTotals]) -> str:
    """``{"player id": league points}`` of ``totals`` (PlayerTotals rows)."""
    return json.dumps({t.player: sum(t.points_by_week) for t in totals})


def run_records(run: Run, league_id: int, finals_only: bool = False) -> list[GameRecord]:
    where = FINALS_WHERE if finals_only else ""
    rows = run(RECORDS_SQL.format(where=where), {"league": league_id})
    return [GameRecord(r[0], r[1], r[2], r[3], OUTCOMES[r[4]],
                       Scored(r[6], r[7], r[8], r[9], r[10], r[11]), r[5]) for r in rows]


@dataclass(frozen=True)
class StandingsInputs:
    """What standings as of ``week`` are computed from: the week, each player's totals, the
    games between players level on points, and the finals games."""

    week: int
    totals: list[PlayerTotals]
    pairs: list[PairPoints]
    finals: list[GameRecord]


def standings_inputs(run: Run, dialect: str, league_id: int, week: int | None,
                     head_to_head: bool) -> StandingsInputs:
    """The reads behind standings as of ``week`` (None: the latest week with a game); the
    caller has checked ``week`` against the league's length."""
    if week is None:
        week = run(LAST_WEEK_SQL, {"league": league_id})[0][0] or 1
    params: dict = {"league": league_id, "week": week}
    totals = [PlayerTotals(row[0], row[1], row[2], row[3], row[4], row[5], tuple(row[6:]))
              for row in run(totals_sql(week), params)]
    pairs = []
    if head_to_head:
        params["points"] = points_json(totals)
        pairs = [PairPoints(*row) for row in run(level_pairs_sql(dialect), params)]
    return StandingsInputs(week, totals, pairs, run_records(run, league_id, finals_only=True))


def iso_date(value: date | str | None) -> str:
    """A ``played_on`` value as ``YYYY-MM-DD`` ("" when empty): SQLite hands back the stored
    text, PostgreSQL a ``date``."""
    if not value:
        return ""
    return value if isinstance(value, str) else value.isoformat()


class DumpableRow(Protocol):
    """A table row as SQLModel gives it (this module imports no ORM: see ``Run``)."""

    def model_dump(self) -> dict[str, Any]: ...


def snapshot(row: DumpableRow) -> GameSnapshot:
    """Every column of a ``LeagueGame`` row (the table is not imported here: see ``Run``)."""
    values = row.model_dump()
    for key in ("played_on", "created_at"):
        if values[key] is not None:
            values[key] = values[key].isoformat()
    return GameSnapshot(values)


def from_snapshot(snapshot: GameSnapshot) -> dict:
    values = dict(snapshot.values)
    if values.get("played_on"):
        values["played_on"] = date.fromisoformat(values["played_on"])
    if values.get("created_at"):
        values["created_at"] = datetime.fromisoformat(values["created_at"])
    # The row version is the database's to move (never back: a stale editor must still fail).
    values.pop("version", None)
    return values

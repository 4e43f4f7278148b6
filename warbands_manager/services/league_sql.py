"""The SQL behind league standings and the game snapshots used for undo.

Standings for 20,000 games must come back in well under 200 ms, so SQLite sums the games (one
row per player and week) and only the games between players level on points are read one by
one, for head-to-head. Plain driver tuples, no ORM objects, on these paths.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import text

from warbands_manager.rules.league.results import OUTCOMES, Scored
from warbands_manager.rules.league.standings import GameRecord
from warbands_manager.store.tables import LeagueGame


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
LAST_WEEK_SQL = ("SELECT MAX(week) FROM league_game WHERE league_id = :league "
                 "AND stage = 'league'")
_LEAGUE_GAMES = ("FROM league_game WHERE league_id = :league AND stage = 'league' "
                 "AND week <= :week")
TOTALS_SQL = f"""
SELECT p, week, SUM(CASE WHEN r = 'massacre' THEN 1 ELSE 0 END),
       SUM(CASE WHEN r = 'victory' THEN 1 ELSE 0 END), SUM(CASE WHEN r = 'draw' THEN 1 ELSE 0 END),
       SUM(CASE WHEN r = 'loss' THEN 1 ELSE 0 END), SUM(lp), SUM(added)
FROM (SELECT player_a_id AS p, week, result_a AS r, league_points_a AS lp,
             size_added_a AS added {_LEAGUE_GAMES}
      UNION ALL
      SELECT player_b_id, week, result_b, league_points_b, size_added_b {_LEAGUE_GAMES}) AS s
GROUP BY p, week
"""
# The per-player totals come from TOTALS_SQL (already in Python) as a JSON object, so the
# games are not summed a second time. CROSS JOIN keeps the games as the outer loop, so SQLite
# looks the totals up through automatic indexes (a plain JOIN let it scan the totals once per
# game: 30 times slower). Both sides' columns are in ix_league_game_side_a (0008_speed), so the
# games are read from that index alone. Only the JSON table function differs by back end.
_JSON_TOTALS = {
    "sqlite": "SELECT CAST(key AS INTEGER), value FROM json_each(:points)",
    "postgresql": "SELECT CAST(key AS INTEGER), CAST(value AS INTEGER) "
                  "FROM json_each_text(CAST(:points AS json))",
}
_LEVEL_PAIRS_SQL = """
WITH total(p, points) AS MATERIALIZED ({totals})
SELECT g.player_a_id, g.player_b_id, g.league_points_a, g.league_points_b
FROM league_game g CROSS JOIN total ta CROSS JOIN total tb
WHERE g.league_id = :league AND g.stage = 'league' AND g.week <= :week
  AND ta.p = g.player_a_id AND tb.p = g.player_b_id AND ta.points = tb.points
"""


def level_pairs_sql(dialect: str) -> str:
    """Games between players level on points, for the head-to-head tie-breaker."""
    return _LEVEL_PAIRS_SQL.format(totals=_JSON_TOTALS[dialect])


def points_json(totals) -> str:
    """``{"player id": league points}`` summed over the weeks of ``totals`` (WeekTotals rows)."""
    points: dict[int, int] = {}
    for row in totals:
        points[row.player] = points.get(row.player, 0) + row.points
    return json.dumps(points)


def records(session, league_id: int, finals_only: bool = False) -> list[GameRecord]:
    where = "AND stage != 'league'" if finals_only else ""
    rows = session.connection().execute(text(RECORDS_SQL.format(where=where)),
                                        {"league": league_id}).fetchall()
    return [GameRecord(r[0], r[1], r[2], r[3], OUTCOMES[r[4]],
                       Scored(r[6], r[7], r[8], r[9], r[10], r[11]), r[5]) for r in rows]


def snapshot(row: LeagueGame) -> GameSnapshot:
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

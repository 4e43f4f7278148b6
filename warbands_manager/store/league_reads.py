"""League standings read with the stdlib ``sqlite3`` driver, for ``league standings NAME``
and ``league scorecard NAME`` (no SQLAlchemy import: see ``store/quick_read.py`` for why).

The statements and the computation are the services' own (``league_sql.standings_inputs``,
``rules.league.standings``); this module only reads the league row and its players. It
answers the plain case — a league found by name, a week inside it — and returns None for
anything else, so that refusals keep their one wording in ``services/leagues.py`` and
``services/league_games.py``.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from functools import partial

from warbands_manager.rules.league.names import fold_name
from warbands_manager.rules.league.pairing import LIMIT_IN_A_ROW, repeat_warnings, warning_text
from warbands_manager.rules.league.results import OUTCOMES
from warbands_manager.rules.league.standings import PlayerInfo, Standings, standings_from_totals
from warbands_manager.rules.league.tables import LeagueTables
from warbands_manager.store.league_sql import PLAYED_ORDER, standings_inputs

# A week's games in the played order of LeagueGameService.games (finals included).
WEEK_GAMES_SQL = (
    "SELECT player_a_id, player_b_id, outcome, league_points_a, league_points_b, stage "
    "FROM league_game WHERE league_id = :league AND week = :week "
    "ORDER BY played_on IS NULL, played_on, id"
)


# A game can only be a third in a row between two players if they met at least three times, so
# the pairs that did are found first; only the games of the players in those pairs are then read
# in played order. That is exact: a player's run of opponents depends on that player's games
# alone, and every game of such a player is read. Three games between two players put two of
# them on the same sides (A against B twice, or B against A), so the aggregate first groups the
# games by their two sides as stored (the columns of ix_league_game_side_a, so no sort of every
# game by its unordered pair), and only the few pairs found are counted both ways.
SAME_SIDES_SQL = (
    "SELECT player_a_id, player_b_id FROM league_game "
    "WHERE league_id = :league AND stage = 'league' "
    "GROUP BY player_a_id, player_b_id HAVING COUNT(*) >= :same_sides"
)
REPEATED_PAIRS_SQL = (
    "WITH pair(low, high) AS (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') "
    "FROM json_each(:pairs)) "
    "SELECT low, high FROM pair WHERE "
    "(SELECT COUNT(*) FROM league_game WHERE league_id = :league AND stage = 'league' "
    "AND player_a_id = low AND player_b_id = high) + "
    "(SELECT COUNT(*) FROM league_game WHERE league_id = :league AND stage = 'league' "
    "AND player_a_id = high AND player_b_id = low) >= :times"
)
PLAYERS_GAMES_SQL = (
    "WITH chosen(p) AS (SELECT value FROM json_each(:players)) "
    "SELECT week, player_a_id, player_b_id FROM league_game "
    "WHERE league_id = :league AND stage = 'league' "
    "AND (player_a_id IN chosen OR player_b_id IN chosen) " + PLAYED_ORDER
)


@dataclass(frozen=True)
class LeagueSheet:
    """What the standings and scorecard commands print: the league's name, organiser,
    length, tables and tie-breakers, the standings and the repeat-pairing warnings."""

    name: str
    organiser: str
    weeks: int
    tables: LeagueTables
    tie_breakers: tuple[str, ...]
    standings: Standings
    warnings: list[str]


def read_sheet(connection: sqlite3.Connection, name: str, week: int | None,
               warnings: bool = True) -> LeagueSheet | None:
    """Standings of the league called ``name`` as of ``week`` (with the repeat-pairing
    warnings if ``warnings``: the scorecard does not print them); None when the league is not
    found or ``week`` is outside it (the services say why)."""
    league = _league_named(connection, name)
    if league is None:
        return None
    league_id, title, organiser, weeks, tables_json, breakers_text = league
    if week is not None and not 1 <= week <= weeks:
        return None
    run = partial(_fetch_all, connection)
    players = [PlayerInfo(*row) for row in run(
        "SELECT id, name, warband_name, warband_type, club FROM league_player "
        "WHERE league_id = :league ORDER BY id", {"league": league_id})]
    breakers = tuple(part for part in breakers_text.split(",") if part)
    tables = LeagueTables(json.loads(tables_json), title)
    read = standings_inputs(run, "sqlite", league_id, week, "head_to_head" in breakers)
    standings = standings_from_totals(players, read.totals, read.pairs, tables, read.week,
                                      breakers)
    if not warnings:
        return LeagueSheet(title, organiser, weeks, tables, breakers, standings, [])
    names = {p.id: p.name for p in players}
    return LeagueSheet(title, organiser, weeks, tables, breakers, standings,
                       _warning_lines(_repeated_games(connection, league_id), names))


def _fetch_all(connection: sqlite3.Connection, sql: str, params: dict) -> list[tuple]:
    return connection.execute(sql, params).fetchall()


def week_results(connection: sqlite3.Connection, name: str, week: int) -> list[tuple]:
    """The games of ``week`` of the league called ``name``: (name A, name B, outcome value,
    points A, points B, stage), for the results sheet."""
    league = _league_named(connection, name)
    if league is None:
        return []
    names = dict(connection.execute("SELECT id, name FROM league_player WHERE league_id = ?",
                                    (league[0],)))
    rows = connection.execute(WEEK_GAMES_SQL, {"league": league[0], "week": week})
    return [(names.get(a, f"#{a}"), names.get(b, f"#{b}"), OUTCOMES[outcome].value,
             points_a, points_b, stage) for a, b, outcome, points_a, points_b, stage in rows]


def _league_named(connection: sqlite3.Connection, name: str) -> tuple | None:
    wanted = fold_name(name)
    league_id = next((row[0] for row in connection.execute("SELECT id, name FROM league")
                      if fold_name(row[1]) == wanted), None)
    if league_id is None:
        return None
    return connection.execute(
        "SELECT id, name, organiser, weeks, tables_json, tie_breakers FROM league WHERE id = ?",
        (league_id,)).fetchone()


def _repeated_games(connection: sqlite3.Connection, league_id: int) -> list[tuple]:
    """(week, player A, player B) of the league games of the players who met another player
    three times or more, in played order (none in most leagues: see SAME_SIDES_SQL)."""
    times = LIMIT_IN_A_ROW + 1
    params: dict[str, object] = {"league": league_id, "times": times,
                                 "same_sides": (times + 1) // 2}
    pairs = sorted({(min(a, b), max(a, b))
                    for a, b in connection.execute(SAME_SIDES_SQL, params)})
    if not pairs:
        return []
    params["pairs"] = json.dumps(pairs)
    players = sorted({player for pair in connection.execute(REPEATED_PAIRS_SQL, params)
                      for player in pair})
    if not players:
        return []
    params["players"] = json.dumps(players)
    return connection.execute(PLAYERS_GAMES_SQL, params).fetchall()


def _warning_lines(played: list[tuple], names: dict[int, str]) -> list[str]:
    """A warning for each league game that was a third game in a row between two players."""
    def name(player_id: int) -> str:
        return names.get(player_id, f"#{player_id}")

    return [f"week {played[i][0]}: " + warning_text(name(played[i][1]), name(played[i][2]))
            for i in repeat_warnings([(row[1], row[2]) for row in played])]

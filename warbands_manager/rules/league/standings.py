"""League standings: league points, then the organiser's tie-breakers, then shared ranks.

Players are ordered by league points. Players level on points are separated by the tie-breakers
in the organiser's order; each tie-breaker is applied only to the players still tied when it is
reached (head-to-head is the mini-league of the games those players played among themselves).
Players still level after every tie-breaker share a rank and are marked ``tied``; they are
listed by name (a final deterministic key for display only), never silently ranked apart.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import NamedTuple

from warbands_manager.rules.league.results import Outcome, Scored
from warbands_manager.rules.league.tables import LeagueTables

LEAGUE_STAGE = "league"

# name → (label, how it compares). Values are "bigger is better" after the sign is applied.
TIE_BREAKERS: dict[str, str] = {
    "head_to_head": "Head-to-head (league points in games between the tied players)",
    "most_massacres": "Most massacres",
    "most_victories": "Most victories (massacres not counted)",
    "fewest_losses": "Fewest losses",
    "fewest_games": "Fewest games played",
}
DEFAULT_TIE_BREAKERS: tuple[str, ...] = (
    "head_to_head", "most_massacres", "most_victories", "fewest_losses", "fewest_games",
)
FINAL_KEY = "Still tied after every tie-breaker: same rank, marked “=”, listed by name"


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    id: int
    name: str
    warband: str = ""
    warband_type: str = ""
    club: str = ""


class GameRecord(NamedTuple):
    """A recorded game with the values it was scored with (``Scored``); a tuple because
    standings read tens of thousands of them."""

    id: int
    week: int
    a: int
    b: int
    outcome: Outcome
    scored: Scored
    stage: str = LEAGUE_STAGE


@dataclass
class StandingRow:
    player: PlayerInfo
    rank: int = 0
    tied: bool = False
    warband_size: int = 0
    massacres: int = 0
    victories: int = 0
    draws: int = 0
    losses: int = 0
    games: int = 0
    league_points: int = 0
    points_by_week: list[int] = field(default_factory=list)  # cumulative, week 1..N

    @property
    def rank_label(self) -> str:
        return f"{self.rank}=" if self.tied else str(self.rank)


@dataclass(frozen=True)
class Standings:
    week: int
    rows: tuple[StandingRow, ...]
    tie_breakers: tuple[str, ...]


def validate_tie_breakers(names: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Check tie-breaker names (each at most once); ``ValueError`` names the bad one."""
    seen: list[str] = []
    for name in names:
        if name not in TIE_BREAKERS:
            raise ValueError(f"unknown tie-breaker {name!r}; choose from "
                             f"{', '.join(TIE_BREAKERS)}")
        if name in seen:
            raise ValueError(f"tie-breaker {name!r} is listed twice")
        seen.append(name)
    return tuple(seen)


class WeekTotals(NamedTuple):
    """One player's league games in one week, summed (the database can do this sum)."""

    player: int
    week: int
    massacres: int
    victories: int
    draws: int
    losses: int
    points: int
    added: int


class PairPoints(NamedTuple):
    """League points each player of one game earned (for head-to-head)."""

    a: int
    b: int
    points_a: int
    points_b: int


def compute_standings(
    players: list[PlayerInfo], games: list[GameRecord], tables: LeagueTables,
    week: int | None = None, tie_breakers: tuple[str, ...] = DEFAULT_TIE_BREAKERS,
) -> Standings:
    """Standings as of ``week`` (default: the highest week with a league game, else 1).

    Only league-stage games count (championship and semi-final games do not). The warband size
    shown is the size in ``week``: its starting size plus that week's bonuses, capped.
    """
    league_games = [g for g in games if g.stage == LEAGUE_STAGE]
    if week is None:
        week = max((g.week for g in league_games), default=1)
    totals: dict[tuple[int, int], list[int]] = {}
    slot = {"massacre": 0, "victory": 1, "draw": 2, "loss": 3}
    pairs = []
    for game in league_games:
        if game.week > week:
            continue
        scored = game.scored
        for player, result, points, added in (
                (game.a, scored.result_a, scored.league_points_a, scored.size_added_a),
                (game.b, scored.result_b, scored.league_points_b, scored.size_added_b)):
            tally = totals.setdefault((player, game.week), [0, 0, 0, 0, 0, 0])
            tally[slot[result]] += 1
            tally[4] += points
            tally[5] += added
        pairs.append(PairPoints(game.a, game.b, scored.league_points_a, scored.league_points_b))
    week_totals = [WeekTotals(player, w, *tally) for (player, w), tally in totals.items()]
    return standings_from_totals(players, week_totals, pairs, tables, week, tie_breakers)


def standings_from_totals(
    players: list[PlayerInfo], totals: list[WeekTotals], pairs: list[PairPoints],
    tables: LeagueTables, week: int, tie_breakers: tuple[str, ...] = DEFAULT_TIE_BREAKERS,
) -> Standings:
    """Standings as of ``week`` from per-player weekly totals (weeks after ``week`` ignored).

    Args:
        pairs: at least every league game up to ``week`` between two players level on league
            points (head-to-head never looks at other games).
    """
    rows = {p.id: StandingRow(p, points_by_week=[0] * week) for p in players}
    row_of_week = tables.week(week)
    added_this_week: dict[int, int] = defaultdict(int)
    for t in totals:
        if t.week > week or t.player not in rows:
            continue
        row = rows[t.player]
        row.massacres += t.massacres
        row.victories += t.victories
        row.draws += t.draws
        row.losses += t.losses
        row.league_points += t.points
        row.points_by_week[t.week - 1] += t.points
        if t.week == week:
            added_this_week[t.player] += t.added
    for player_id, row in rows.items():
        row.games = row.massacres + row.victories + row.draws + row.losses
        row.warband_size = min(row_of_week.maximum_size,
                               row_of_week.starting_size + added_this_week[player_id])
        running = 0
        for index, gained in enumerate(row.points_by_week):
            running += gained
            row.points_by_week[index] = running
    ordered = _rank(list(rows.values()), pairs, tie_breakers)
    return Standings(week, tuple(ordered), tuple(tie_breakers))


def _rank(rows: list[StandingRow], pairs: list[PairPoints],
          tie_breakers: tuple[str, ...]) -> list[StandingRow]:
    by_points: dict[int, list[StandingRow]] = defaultdict(list)
    for row in rows:
        by_points[row.league_points].append(row)
    context = _Context(pairs)
    ordered: list[StandingRow] = []
    for points in sorted(by_points, reverse=True):
        for group in _split(by_points[points], tie_breakers, context):
            rank = len(ordered) + 1
            for row in sorted(group, key=lambda r: (r.player.name.casefold(), r.player.id)):
                row.rank, row.tied = rank, len(group) > 1
                ordered.append(row)
    return ordered


class _Context:
    """Head-to-head needs each player's games; built only if a tie reaches it."""

    def __init__(self, pairs: list[PairPoints]) -> None:
        self._pairs = pairs
        self._by_player: dict[int, dict[int, int]] | None = None

    def head_to_head(self, row: StandingRow, group_ids: set[int]) -> int:
        if self._by_player is None:
            self._by_player = defaultdict(lambda: defaultdict(int))
            for pair in self._pairs:
                self._by_player[pair.a][pair.b] += pair.points_a
                self._by_player[pair.b][pair.a] += pair.points_b
        against = self._by_player[row.player.id]
        if len(against) < len(group_ids):
            return sum(points for opponent, points in against.items() if opponent in group_ids)
        return sum(against.get(opponent, 0) for opponent in group_ids)


def _split(group: list[StandingRow], tie_breakers: tuple[str, ...],
           context: _Context) -> list[list[StandingRow]]:
    if len(group) == 1 or not tie_breakers:
        return [group]
    name, rest = tie_breakers[0], tie_breakers[1:]
    ids = {row.player.id for row in group}
    values: dict[int, list[StandingRow]] = defaultdict(list)
    for row in group:
        values[_value(name, row, ids, context)].append(row)
    result: list[list[StandingRow]] = []
    for value in sorted(values, reverse=True):
        result.extend(_split(values[value], rest, context))
    return result


def _value(name: str, row: StandingRow, ids: set[int], context: _Context) -> int:
    if name == "head_to_head":
        return context.head_to_head(row, ids)
    if name == "most_massacres":
        return row.massacres
    if name == "most_victories":
        return row.victories
    if name == "fewest_losses":
        return -row.losses
    if name == "fewest_games":
        return -row.games
    raise ValueError(f"unknown tie-breaker {name!r}")

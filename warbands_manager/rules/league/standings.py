"""League standings: league points, then the organiser's tie-breakers, then shared ranks.

Players are ordered by league points. Players level on points are separated by the tie-breakers
in the organiser's order; each tie-breaker is applied only to the players still tied when it is
reached (head-to-head is the mini-league of the games those players played among themselves).
Players still level after every tie-breaker share a rank and are marked ``tied``; they are
listed by name (a final deterministic key for display only), never silently ranked apart.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import accumulate, groupby
from operator import itemgetter
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
# How a row level on points with others was placed, in a player's words (screen, sheets, site).
SETTLED_BY: dict[str, str] = {
    "head_to_head": "head-to-head", "most_massacres": "most massacres",
    "most_victories": "most victories", "fewest_losses": "fewest losses",
    "fewest_games": "fewest games",
}
STILL_TIED = "still tied"


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
    level_on_points: bool = False  # others have the same league points
    tie_breaker: str | None = None  # the last tie-breaker that placed it among them

    @property
    def rank_label(self) -> str:
        return f"{self.rank}=" if self.tied else str(self.rank)

    @property
    def settled_by(self) -> str:
        """"" when no one has its points; else the tie-breaker that placed it ("head-to-head")
        or "still tied" when none did."""
        if not self.level_on_points:
            return ""
        if self.tied or self.tie_breaker is None:
            return STILL_TIED
        return SETTLED_BY[self.tie_breaker]


@dataclass(frozen=True)
class Standings:
    week: int
    rows: tuple[StandingRow, ...]
    tie_breakers: tuple[str, ...]


def tie_notes(standings: Standings, names_up_to: int = 6) -> list[str]:
    """One line per group of players level on points, saying how they were placed:
    "Level on 5 points: Bob, Ann — head-to-head". A large group is counted, not named."""
    notes = []
    for points, level in groupby((r for r in standings.rows if r.level_on_points),
                                 key=lambda r: r.league_points):
        rows = list(level)
        if len(rows) <= names_up_to:
            placed = "; ".join(
                f"{', '.join(r.player.name for r in same)} — {_placed(settled)}"
                for settled, same in ((k, list(g)) for k, g in groupby(
                    rows, key=lambda r: r.settled_by)))
        else:
            counts: dict[str, int] = defaultdict(int)
            for row in rows:
                counts[row.settled_by] += 1
            placed = f"{len(rows)} players — " + ", ".join(
                f"{_placed(settled)} ({count})" for settled, count in counts.items())
        notes.append(f"Level on {points} points: {placed}")
    return notes


def _placed(settled: str) -> str:
    return settled if settled == STILL_TIED else f"placed by {settled}"


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


class PlayerTotals(NamedTuple):
    """One player's league games up to the week shown, summed (the database does this sum)."""

    player: int
    massacres: int
    victories: int
    draws: int
    losses: int
    added: int  # warband size bonuses earned in the week shown (the size shown is that week's)
    points_by_week: tuple[int, ...]  # league points gained in week 1, 2, ... (not cumulative)


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
    tallies: dict[int, list] = {}
    slot = {"massacre": 0, "victory": 1, "draw": 2, "loss": 3}
    pairs = []
    for game in league_games:
        if game.week > week:
            continue
        scored = game.scored
        for player, result, points, added in (
                (game.a, scored.result_a, scored.league_points_a, scored.size_added_a),
                (game.b, scored.result_b, scored.league_points_b, scored.size_added_b)):
            tally = tallies.setdefault(player, [0, 0, 0, 0, 0, [0] * week])
            tally[slot[result]] += 1
            tally[5][game.week - 1] += points
            if game.week == week:
                tally[4] += added
        pairs.append(PairPoints(game.a, game.b, scored.league_points_a, scored.league_points_b))
    totals = [PlayerTotals(player, *tally[:5], tuple(tally[5]))
              for player, tally in tallies.items()]
    return standings_from_totals(players, totals, pairs, tables, week, tie_breakers)


def standings_from_totals(
    players: list[PlayerInfo], totals: list[PlayerTotals], pairs: list[PairPoints],
    tables: LeagueTables, week: int, tie_breakers: tuple[str, ...] = DEFAULT_TIE_BREAKERS,
) -> Standings:
    """Standings as of ``week`` from each player's totals up to that week.

    Args:
        totals: at most one entry per player, summed over weeks 1..``week``; a player without
            one has played no league game yet. ``points_by_week`` has an entry per week.
        pairs: at least every league game up to ``week`` between two players level on league
            points (head-to-head never looks at other games).
    """
    by_player = {t.player: t for t in totals}
    row_of_week = tables.week(week)
    maximum, starting = row_of_week.maximum_size, row_of_week.starting_size
    no_games = PlayerTotals(0, 0, 0, 0, 0, 0, (0,) * week)
    rows: list[StandingRow] = []
    append, get = rows.append, by_player.get  # 10,000 players at 10× scale
    for player in players:
        _id, massacres, victories, draws, losses, added, by_week = get(player.id, no_games)
        cumulative = list(accumulate(by_week[:week]))
        if len(cumulative) < week:
            cumulative += [cumulative[-1] if cumulative else 0] * (week - len(cumulative))
        append(StandingRow(player, 0, False, min(maximum, starting + added), massacres,
                           victories, draws, losses, massacres + victories + draws + losses,
                           cumulative[-1] if cumulative else 0, cumulative))
    ordered = _rank(rows, pairs, tie_breakers)
    return Standings(week, tuple(ordered), tuple(tie_breakers))


def _rank(rows: list[StandingRow], pairs: list[PairPoints],
          tie_breakers: tuple[str, ...]) -> list[StandingRow]:
    for name in tie_breakers:
        if name not in TIE_BREAKERS:
            raise ValueError(f"unknown tie-breaker {name!r}")
    by_points: dict[int, list[StandingRow]] = defaultdict(list)
    for row in rows:
        by_points[row.league_points].append(row)
    context = _Context(pairs)
    ordered: list[StandingRow] = []
    for points in sorted(by_points, reverse=True):
        level = len(by_points[points]) > 1
        for row in by_points[points]:
            row.level_on_points, row.tie_breaker = level, None
        for group in _split(by_points[points], tie_breakers, context):
            rank, tied = len(ordered) + 1, len(group) > 1
            if tied:
                group = sorted(group, key=_display_order)
            for row in group:
                row.rank, row.tied = rank, tied
            ordered.extend(group)
    return ordered


def _display_order(row: StandingRow) -> tuple[str, int]:
    """Players still level after every tie-breaker share a rank and are listed by name."""
    return row.player.name.casefold(), row.player.id


class _Context:
    """Head-to-head needs each player's games; built only if a tie reaches it."""

    def __init__(self, pairs: list[PairPoints]) -> None:
        self._pairs = pairs
        self._by_player: dict[int, dict[int, int]] | None = None

    def head_to_head(self, group: list[StandingRow]) -> Callable[[StandingRow], int]:
        """Each player's league points in the games against the others of ``group``."""
        if self._by_player is None:
            self._by_player = defaultdict(lambda: defaultdict(int))
            for pair in self._pairs:
                self._by_player[pair.a][pair.b] += pair.points_a
                self._by_player[pair.b][pair.a] += pair.points_b
        by_player = self._by_player
        group_ids = {row.player.id for row in group}

        def points_against_group(row: StandingRow) -> int:
            against = by_player.get(row.player.id)
            if not against:
                return 0
            if len(against) < len(group_ids):
                return sum(points for opponent, points in against.items()
                           if opponent in group_ids)
            return sum(against.get(opponent, 0) for opponent in group_ids)

        return points_against_group


# The tie-breakers that look at a player's row alone, in _row_values' order.
_ROW_INDEX = {"most_massacres": 0, "most_victories": 1, "fewest_losses": 2, "fewest_games": 3}


def _row_values(row: StandingRow) -> tuple[int, int, int, int]:
    """The row tie-breakers' values, bigger is better (the "fewest" ones are negated): the
    one place that says what each of them compares."""
    return row.massacres, row.victories, -row.losses, -row.games


def _row_key(index: int) -> Callable[[StandingRow], int]:
    """One row tie-breaker's value alone (``_split`` applies them one at a time)."""
    def key(row: StandingRow) -> int:
        return _row_values(row)[index]
    return key


_ROW_KEYS = {name: _row_key(index) for name, index in _ROW_INDEX.items()}


def _split(group: list[StandingRow], tie_breakers: tuple[str, ...],
           context: _Context) -> list[list[StandingRow]]:
    """``group`` (level on points) in order, as sub-groups still tied after the tie-breakers.

    A tie-breaker that separates nobody passes the whole group to the next one; one that
    separates some players applies the rest to each sub-group of still-level players only.
    """
    for index, name in enumerate(tie_breakers):
        if len(group) == 1:
            break
        if "head_to_head" not in tie_breakers[index:]:
            return _split_by_rows(group, tie_breakers[index:])
        key = context.head_to_head(group) if name == "head_to_head" else _ROW_KEYS[name]
        buckets: dict[int, list[StandingRow]] = defaultdict(list)
        for row in group:
            buckets[key(row)].append(row)
        if len(buckets) > 1:
            for row in group:  # a later tie-breaker that splits its part again overrides
                row.tie_breaker = name
            rest = tie_breakers[index + 1:]
            parts: list[list[StandingRow]] = []
            for value in sorted(buckets, reverse=True):
                part = buckets[value]
                if len(part) == 1:  # separated: nothing left to break (most players at 10,000)
                    parts.append(part)
                else:
                    parts.extend(_split(part, rest, context))
            return parts
    return [group]


def _split_by_rows(group: list[StandingRow], tie_breakers: tuple[str, ...]
                   ) -> list[list[StandingRow]]:
    """:func:`_split` when no tie-breaker left is head-to-head: each one then looks at the
    row alone, so applying them in turn to the still-level players orders the group as one
    sort on all of them at once, the players level on all of them forming a sub-group. A
    league where most games give the same outcomes keeps most players level through every
    tie-breaker: one sort instead of one pass per tie-breaker over nearly all of them."""
    # Each row's values once, the tie-breakers' picked from them in C (one call per row, not
    # one per tie-breaker); one tie-breaker picks a number, several a tuple: both sort alike.
    pick = itemgetter(*[_ROW_INDEX[name] for name in tie_breakers])
    # sorted() is stable with reverse=True too: players level on every key keep their order.
    ranked = sorted(zip(map(pick, map(_row_values, group)), group, strict=True),
                    key=itemgetter(0), reverse=True)
    parts = [[row for _values, row in level] for _key, level in groupby(ranked, itemgetter(0))]
    if len(parts) > 1:
        _name_deciders([values for values, _row in ranked], [row for _v, row in ranked],
                       tie_breakers)
    return parts


def _name_deciders(values: list, rows: list[StandingRow], tie_breakers: tuple[str, ...]
                   ) -> None:
    """Each row's tie-breaker: of the first keys telling it from its neighbours above and
    below, the later one (the one needed to place it)."""
    if len(tie_breakers) == 1:
        values = [(v,) for v in values]

    def first_difference(one: tuple, other: tuple) -> int:
        return next((i for i, (x, y) in enumerate(zip(one, other, strict=True)) if x != y), -1)

    for index, row in enumerate(rows):
        found = [first_difference(values[index], values[near]) for near in (index - 1, index + 1)
                 if 0 <= near < len(rows)]
        if max(found) >= 0:
            row.tie_breaker = tie_breakers[max(found)]

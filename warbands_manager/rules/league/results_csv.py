"""The results exchange file: ``week,player_a,player_b,result`` one game per row.

``result`` is from player A's side (massacre, victory, draw, defeat, massacred; any case). Extra
columns (``date``, ``vp_a``, ``vp_b`` ...) may follow and are kept. A header row naming the
columns is optional. A bad row is an error naming the line and the column, and nothing from
that file is used.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field

from warbands_manager.rules.league.limits import MAX_WEEKS
from warbands_manager.rules.league.pairing import repeat_warnings, warning_text
from warbands_manager.rules.league.results import Outcome, score_game
from warbands_manager.rules.league.standings import (
    GameRecord,
    PlayerInfo,
    Standings,
    compute_standings,
)
from warbands_manager.rules.league.tables import LeagueTables

COLUMNS = ("week", "player_a", "player_b", "result")


class ResultsFileError(ValueError):
    """A results file that cannot be used; names line and column."""

    def __init__(self, line: int, column: str, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column


@dataclass(frozen=True)
class ResultRow:
    line: int
    week: int
    player_a: str
    player_b: str
    outcome: Outcome
    extra: dict[str, str] = field(default_factory=dict)


def parse_results(text: str, max_week: int | None = None) -> list[ResultRow]:
    """Every row of a results file, or :class:`ResultsFileError` for the first bad one."""
    reader = csv.reader(io.StringIO(text, newline=""))  # "\r" alone ends a line too
    rows: list[ResultRow] = []
    extra_names: list[str] = []
    try:
        for line, cells in enumerate(reader, start=1):
            if not cells or all(not c.strip() for c in cells):
                continue
            if line == 1 and cells[0].strip().lower() == "week":
                _check_header(cells)
                extra_names = [c.strip() for c in cells[len(COLUMNS):]]
                continue
            rows.append(_row(line, cells, extra_names, max_week))
    except csv.Error as error:  # a stray quote or NUL, or a field over the csv module's limit
        raise ResultsFileError(reader.line_num, "-", f"not a CSV file ({error})") from None
    return rows


def _check_header(cells: list[str]) -> None:
    for index, name in enumerate(COLUMNS):
        found = cells[index].strip().lower() if index < len(cells) else ""
        if found != name:
            raise ResultsFileError(1, name, f"the header must start {','.join(COLUMNS)}")


def _row(line: int, cells: list[str], extra_names: list[str], max_week: int | None) -> ResultRow:
    if len(cells) < len(COLUMNS):
        missing = COLUMNS[len(cells)]
        raise ResultsFileError(line, missing, "missing (a row needs week,player_a,player_b,result)")
    week_text, a, b, result = (c.strip() for c in cells[:4])
    try:
        week = int(week_text)
    except ValueError:
        raise ResultsFileError(line, "week", f"{week_text!r} is not a week number") from None
    if week < 1 or (max_week is not None and week > max_week):
        limit = f" (the league has {max_week} weeks)" if max_week else ""
        raise ResultsFileError(line, "week", f"week {week} is not in the league{limit}")
    if week > MAX_WEEKS:  # a date typed in the week column once took 52 s and 3.9 GB
        raise ResultsFileError(line, "week", f"week {week} is more than the {MAX_WEEKS} "
                                             "weeks a league can last (a date in the week "
                                             "column?)")
    if not a:
        raise ResultsFileError(line, "player_a", "no player name")
    if not b:
        raise ResultsFileError(line, "player_b", "no player name")
    if a.casefold() == b.casefold():
        raise ResultsFileError(line, "player_b", f"{b!r} cannot play against themselves")
    try:
        outcome = Outcome.parse(result)
    except ValueError as error:
        raise ResultsFileError(line, "result", str(error)) from None
    extra = {(extra_names[i] if i < len(extra_names) else f"column_{i + 5}"): value
             for i, value in enumerate(cells[4:])}
    return ResultRow(line, week, a, b, outcome, extra)


def write_results(rows: list[tuple[int, str, str, Outcome, dict[str, str]]]) -> str:
    """A results file (with header) for ``(week, a, b, outcome, extra)`` rows."""
    extra_names: list[str] = []
    for *_rest, extra in rows:
        extra_names += [k for k in extra if k not in extra_names]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*COLUMNS, *extra_names])
    for week, a, b, outcome, extra in rows:
        writer.writerow([week, a, b, outcome.value, *(extra.get(k, "") for k in extra_names)])
    return out.getvalue()


STANDINGS_COLUMNS = ("rank", "player", "warband", "type", "warband_size", "massacres",
                     "victories", "draws", "losses", "games", "league_points", "tied")


def write_standings(standings: Standings) -> str:
    """Standings as CSV (one player per row, standings order)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(STANDINGS_COLUMNS)
    for r in standings.rows:
        writer.writerow([r.rank, r.player.name, r.player.warband, r.player.warband_type,
                         r.warband_size, r.massacres, r.victories, r.draws, r.losses, r.games,
                         r.league_points, "yes" if r.tied else "no"])
    return out.getvalue()


@dataclass(frozen=True)
class CsvLeague:
    """Players, games and warnings built from a results file (default tables)."""

    players: list[PlayerInfo]
    games: list[GameRecord]
    warnings: list[str]


def league_from_results(rows: list[ResultRow], tables: LeagueTables) -> CsvLeague:
    """Players (in order of first appearance, matched by name ignoring case) and scored games."""
    ids: dict[str, int] = {}
    players: list[PlayerInfo] = []
    games: list[GameRecord] = []
    for index, row in enumerate(rows):
        pair = []
        for name in (row.player_a, row.player_b):
            key = name.casefold()
            if key not in ids:
                ids[key] = len(players) + 1
                players.append(PlayerInfo(ids[key], name))
            pair.append(ids[key])
        games.append(GameRecord(index + 1, row.week, pair[0], pair[1], row.outcome,
                                score_game(tables, row.week, row.outcome)))
    ordered = sorted(range(len(games)), key=lambda i: (games[i].week, i))
    warnings = []
    names = {p.id: p.name for p in players}
    for position in repeat_warnings([(games[i].a, games[i].b) for i in ordered]):
        game = games[ordered[position]]
        warnings.append(f"line {rows[ordered[position]].line}: "
                        + warning_text(names[game.a], names[game.b]).replace(
                            "would play", "play"))
    return CsvLeague(players, games, warnings)


def standings_from_results(text: str, tables: LeagueTables, week: int | None = None,
                           tie_breakers: tuple[str, ...] | None = None
                           ) -> tuple[Standings, list[str]]:
    """Standings (and pairing warnings) computed from a results file."""
    league = league_from_results(parse_results(text, max_week=None), tables)
    kwargs = {} if tie_breakers is None else {"tie_breakers": tie_breakers}
    standings = compute_standings(league.players, league.games, tables, week=week, **kwargs)
    return standings, league.warnings

"""The results exchange file: ``week,player_a,player_b,result`` one game per row.

``result`` is from player A's side (massacre, victory, draw, defeat, massacred; any case). Extra
columns (``date``, ``vp_a``, ``vp_b`` ...) may follow and are kept. A header row naming the
columns is optional. A bad row is an error naming the line and the column, and nothing from
that file is used. A line repeating an earlier line exactly (the same week, players, result and
extra columns) is refused as a likely copy-paste slip unless duplicates are allowed: two such
games may really have been played, but the file cannot tell.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from warbands_manager.rules.cells import escape_row, unescape_cell
from warbands_manager.rules.league.limits import (
    MAX_COLUMNS,
    MAX_EXTRA_CELLS,
    MAX_GAMES,
    MAX_PLAYERS,
    MAX_WEEKS,
    shown_number,
)
from warbands_manager.rules.league.pairing import repeat_warnings, warning_text
from warbands_manager.rules.league.results import Outcome, score_game
from warbands_manager.rules.league.standings import (
    GameRecord,
    PlayerInfo,
    StandingRow,
    Standings,
    compute_standings,
)
from warbands_manager.rules.league.tables import LeagueTables

COLUMNS = ("week", "player_a", "player_b", "result")


BYE = "bye"


class ResultsFileError(ValueError):
    """A results file that cannot be used; names line (or sheet and row) and column."""

    def __init__(self, line: int, column: str, message: str, sheet: str | None = None) -> None:
        where = f"sheet {sheet!r}, row {line}" if sheet is not None else f"line {line}"
        super().__init__(f"{where}, column {column}: {message}")
        self.line = line
        self.column = column
        self.sheet = sheet


@dataclass(frozen=True)
class ByeRow:
    """``week,player,,bye``: a player who sat the week out (written by ``league pairings``)."""

    line: int
    week: int
    player: str


class DuplicateResultError(ResultsFileError):
    """A line that repeats an earlier line exactly (the same game counted twice?)."""

    def __init__(self, line: int, first_line: int) -> None:
        super().__init__(line, "-", f"repeats line {first_line} exactly: the same game twice? "
                         "(if both games were played, allow duplicate lines)")
        self.first_line = first_line


@dataclass(frozen=True)
class ResultRow:
    line: int
    week: int
    player_a: str
    player_b: str
    outcome: Outcome
    extra: dict[str, str] = field(default_factory=dict)
    sheet: str | None = None  # the spreadsheet's sheet it came from (None: a CSV file)


def parse_results(text: str, max_week: int | None = None,
                  byes: list[ByeRow] | None = None,
                  allow_duplicates: bool = False) -> list[ResultRow]:
    """Every row of a results file, or :class:`ResultsFileError` for the first bad one.

    Bye lines are collected into ``byes`` when it is given, and refused otherwise (a reader
    that cannot use them must not drop them silently). ``max_week`` is the league's last week
    (a later week is an error naming the line); a line repeating an earlier line exactly is a
    :class:`DuplicateResultError` unless ``allow_duplicates``.
    """
    reader = csv.reader(_lines(text))
    try:
        return parse_records(enumerate(reader, start=1), max_week, byes=byes,
                             allow_duplicates=allow_duplicates)
    except csv.Error as error:  # a stray quote or NUL, or a field over the csv module's limit
        raise ResultsFileError(reader.line_num, "-", f"not a CSV file ({error})") from None


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _lines(text: str) -> Iterator[str]:
    """The lines of ``text`` as ``io.StringIO(text, newline="")`` gives them ("\r" alone ends a
    line too), one at a time: a StringIO holds a copy of up to four bytes a character."""
    return (match.group() for match in _LINE.finditer(text))


def parse_records(records: Iterable[tuple[int, list[str]]], max_week: int | None = None,
                  sheet: str | None = None,
                  byes: list[ByeRow] | None = None,
                  allow_duplicates: bool = True) -> list[ResultRow]:
    """Results from ``(line, cells)`` records: the rows of a CSV file or of a spreadsheet's
    sheet (``sheet`` then names it in errors). The first record may be the header."""
    rows: list[ResultRow] = []
    extra_names: list[str] = []
    seen: dict[tuple, int] = {}
    first, extra_cells, names = True, 0, _Names()
    for line, cells in records:
        if not cells or all(not c.strip() for c in cells):
            continue
        try:
            if first and cells[0].strip().lower() == "week":
                first = False
                _check_header(cells)
                extra_names = [c.strip() for c in cells[len(COLUMNS):]]
                continue
            first = False
            if len(cells) >= 4 and cells[3].strip().lower() == BYE:
                bye = _bye_row(line, cells, max_week)
                if byes is None:
                    raise ResultsFileError(line, "result", "a bye line (week,player,,bye) is "
                                           "not a game; only pairings and publish read them")
                byes.append(bye)
                continue
            extra_cells = _check_size(line, cells, len(rows), extra_cells)
            row = _row(line, cells, extra_names, max_week, names)
            if not allow_duplicates:
                _check_duplicate(row, seen)
            rows.append(row if sheet is None else replace(row, sheet=sheet))
        except ResultsFileError as error:
            if sheet is None:
                raise
            raise ResultsFileError(error.line, error.column,
                                   str(error).split(": ", 1)[1], sheet) from None
    return rows


def _check_size(line: int, cells: list[str], games_before: int, extra_before: int) -> int:
    """The club's own cells so far, this row's included; :class:`ResultsFileError` when the
    file grows past a bound of ``rules/league/limits.py``."""
    if games_before >= MAX_GAMES:
        raise ResultsFileError(line, "-", f"more than {MAX_GAMES:,} games in one file "
                                          "(the most a league holds); nothing was read")
    if len(cells) > MAX_COLUMNS:
        raise ResultsFileError(line, "-", f"{len(cells):,} columns; a results file has at "
                                          f"most {MAX_COLUMNS}")
    extra = extra_before + max(0, len(cells) - len(COLUMNS))
    if extra > MAX_EXTRA_CELLS:
        raise ResultsFileError(line, "-", f"more than {MAX_EXTRA_CELLS:,} cells beside "
                                          f"{','.join(COLUMNS)}; nothing was read")
    return extra


class _Names:
    """The players' names of one file: one string per spelling (not two per game), and a
    :class:`ResultsFileError` past the most players a league holds."""

    def __init__(self) -> None:
        self._spelled: dict[str, str] = {}
        self._folded: set[str] = set()

    def spell(self, line: int, name: str) -> str:
        known = self._spelled.get(name)
        if known is not None:
            return known
        self._folded.add(name.casefold())
        if len(self._folded) > MAX_PLAYERS:
            raise ResultsFileError(line, "-", f"more than {MAX_PLAYERS:,} players in one file "
                                              "(the most a league holds); nothing was read")
        self._spelled[name] = name
        return name


def check_duplicates(rows: list[ResultRow]) -> None:
    """:class:`DuplicateResultError` for the first row repeating an earlier one exactly."""
    seen: dict[tuple, int] = {}
    for row in rows:
        _check_duplicate(row, seen)


def _check_duplicate(row: ResultRow, seen: dict[tuple, int]) -> None:
    key = (row.week, row.player_a.casefold(), row.player_b.casefold(), row.outcome,
           tuple(sorted(row.extra.items())))
    if key in seen:
        raise DuplicateResultError(row.line, seen[key])
    seen[key] = row.line


def _bye_row(line: int, cells: list[str], max_week: int | None) -> ByeRow:
    week = _week(line, cells[0].strip(), max_week)
    player = unescape_cell(cells[1].strip())
    if not player:
        raise ResultsFileError(line, "player_a", "a bye line names the player in player_a")
    if cells[2].strip():
        raise ResultsFileError(line, "player_b", "a bye line leaves player_b empty")
    return ByeRow(line, week, player)


def _check_header(cells: list[str]) -> None:
    for index, name in enumerate(COLUMNS):
        found = cells[index].strip().lower() if index < len(cells) else ""
        if found != name:
            raise ResultsFileError(1, name, f"the header must start {','.join(COLUMNS)}")


def _row(line: int, cells: list[str], extra_names: list[str], max_week: int | None,
         names: _Names) -> ResultRow:
    if len(cells) < len(COLUMNS):
        missing = COLUMNS[len(cells)]
        raise ResultsFileError(line, missing, "missing (a row needs week,player_a,player_b,result)")
    week_text, a, b, result = (unescape_cell(c.strip()) for c in cells[:4])
    week = _week(line, week_text, max_week)
    if not a:
        raise ResultsFileError(line, "player_a", "no player name")
    if not b:
        raise ResultsFileError(line, "player_b", "no player name")
    if a.casefold() == b.casefold():
        raise ResultsFileError(line, "player_b", f"{b!r} cannot play against themselves")
    a, b = names.spell(line, a), names.spell(line, b)
    try:
        outcome = Outcome.parse(result)
    except ValueError as error:
        raise ResultsFileError(line, "result", str(error)) from None
    extra = {(extra_names[i] if i < len(extra_names) else f"column_{i + 5}"): unescape_cell(value)
             for i, value in enumerate(cells[4:])}
    return ResultRow(line, week, a, b, outcome, extra)


def _week(line: int, week_text: str, max_week: int | None) -> int:
    if len(week_text) > len(str(MAX_WEEKS)) + 8:  # never echoed whole, never parsed at length
        raise ResultsFileError(line, "week", f"{shown_number(week_text)} is not a week number")
    try:
        week = int(week_text)
    except ValueError:
        raise ResultsFileError(line, "week",
                               f"{shown_number(week_text)} is not a week number") from None
    if week < 1 or (max_week is not None and week > max_week):
        limit = f" (the league has {max_week} weeks)" if max_week else ""
        raise ResultsFileError(line, "week", f"week {week} is not in the league{limit}")
    if week > MAX_WEEKS:  # a date typed in the week column once took 52 s and 3.9 GB
        raise ResultsFileError(line, "week", f"week {week} is more than the {MAX_WEEKS} "
                                             "weeks a league can last (a date in the week "
                                             "column?)")
    return week


def write_results(rows: list[tuple[int, str, str, Outcome, dict[str, str]]]) -> str:
    """A results file (with header) for ``(week, a, b, outcome, extra)`` rows."""
    extra_names: list[str] = []
    for *_rest, extra in rows:
        extra_names += [k for k in extra if k not in extra_names]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(escape_row([*COLUMNS, *extra_names]))
    for week, a, b, outcome, extra in rows:
        writer.writerow(escape_row([week, a, b, outcome.value,
                                    *(extra.get(k, "") for k in extra_names)]))
    return out.getvalue()


# The last column in the standings table's words: which tie-breaker placed a row level on
# league points with others ("head-to-head", "still tied"; empty when no one has its points).
TIE_SETTLED_BY = "Tie settled by"
STANDINGS_COLUMNS = ("rank", "player", "warband", "type", "warband_size", "massacres",
                     "victories", "draws", "losses", "games", "league_points", "tied",
                     TIE_SETTLED_BY)


def write_standings(standings: Standings) -> str:
    """Standings as CSV (one player per row, standings order)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(STANDINGS_COLUMNS)
    for r in standings.rows:
        writer.writerow(escape_row(standings_cells(r)))
    return out.getvalue()


def standings_cells(r: StandingRow) -> list:
    """One standings row's cells in :data:`STANDINGS_COLUMNS` order (CSV and .xlsx)."""
    return [r.rank, r.player.name, r.player.warband, r.player.warband_type, r.warband_size,
            r.massacres, r.victories, r.draws, r.losses, r.games, r.league_points,
            "yes" if r.tied else "no", r.settled_by]


@dataclass(frozen=True)
class CsvLeague:
    """Players, games and warnings built from a results file (default tables)."""

    players: list[PlayerInfo]
    games: list[GameRecord]
    warnings: list[str]


def league_from_results(rows: list[ResultRow], tables: LeagueTables,
                        byes: Sequence[ByeRow] = ()) -> CsvLeague:
    """Players (in order of first appearance, matched by name ignoring case) and scored games.
    A player named only on a bye line is a player too (after those of the games)."""
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
    for bye in byes:
        if bye.player.casefold() not in ids:
            ids[bye.player.casefold()] = len(players) + 1
            players.append(PlayerInfo(ids[bye.player.casefold()], bye.player))
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
                           tie_breakers: tuple[str, ...] | None = None,
                           allow_duplicates: bool = True) -> tuple[Standings, list[str]]:
    """Standings (and pairing warnings) computed from a results file; a week past the tables'
    last is refused. Duplicate lines count unless ``allow_duplicates`` is False (the command
    line and the import pass False: they refuse them unless told otherwise)."""
    rows = parse_results(text, max_week=len(tables.weeks), allow_duplicates=allow_duplicates)
    league = league_from_results(rows, tables)
    kwargs = {} if tie_breakers is None else {"tie_breakers": tie_breakers}
    standings = compute_standings(league.players, league.games, tables, week=week, **kwargs)
    return standings, league.warnings


def with_bye_lines(text: str, week: int, names: list[str]) -> str:
    """The results file ``text`` with week ``week``'s bye lines replaced by ``names`` (other
    rows kept cell for cell; only their CSV quoting may be normalised)."""
    records = list(csv.reader(io.StringIO(text, newline="")))
    kept = [cells for cells in records
            if not (len(cells) >= 4 and cells[3].strip().lower() == BYE
                    and cells[0].strip() == str(week))]
    if not kept:
        kept = [list(COLUMNS)]
    width = max(len(COLUMNS), len(kept[0]))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(kept)
    for name in names:
        writer.writerow(escape_row([week, name, "", BYE] + [""] * (width - len(COLUMNS))))
    return out.getvalue()

"""Games of a league: record, edit, delete (each undoable), standings, finals, results files.

A game is scored when it is recorded or edited, with the league's tables at that moment, and
keeps those values afterwards. Every change is written to the league's history (``league_event``)
in the same transaction as the change itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import text, union_all
from sqlmodel import Session, col, select

from warbands_manager.rules.league.finals import FINAL, SEMI_FINAL, FinalsPlan, plan_finals
from warbands_manager.rules.league.pairing import third_in_a_row, warning_text
from warbands_manager.rules.league.results import OUTCOMES, Outcome, Scored, score_game
from warbands_manager.rules.league.results_csv import (
    ResultsFileError,
    parse_results,
    write_results,
    write_standings,
)
from warbands_manager.rules.league.standings import (
    LEAGUE_STAGE,
    GameRecord,
    Standings,
    standings_from_totals,
)
from warbands_manager.services import league_game_pages as pages
from warbands_manager.services.league_conflicts import check_game, game_gone, raise_conflict
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueNotFound,
    _detail,
    _league_row,
    fold_name,
)
from warbands_manager.store.database import Database
from warbands_manager.store.league_sql import (
    LAST_WEEK_SQL,
    RESULTS_SQL,
    GameSnapshot,
    from_snapshot,
    iso_date,
    run_records,
    snapshot,
    standings_inputs,
)
from warbands_manager.store.row_versions import move_versions_on
from warbands_manager.store.tables import LeagueEvent, LeagueGame, LeaguePlayer

STAGES = (LEAGUE_STAGE, SEMI_FINAL, FINAL)


@dataclass(frozen=True)
class GameInput:
    week: int
    player_a: int
    player_b: int
    outcome: Outcome
    played_on: date | None = None
    stage: str = LEAGUE_STAGE
    details: dict | None = None  # Little War calculator inputs and steps


@dataclass(frozen=True)
class GameView:
    id: int
    week: int
    played_on: date | None
    player_a: int
    player_b: int
    name_a: str
    name_b: str
    outcome: Outcome
    stage: str
    scored: Scored
    details: dict | None
    version: int = 0  # the row's version when read (conflict detection)


@dataclass(frozen=True)
class Recorded:
    game_id: int
    warnings: tuple[str, ...]


@dataclass(frozen=True)
class HistoryEntry:
    at: datetime
    action: str
    summary: str
    who: str = ""
    id: int = 0


class LeagueGameService:
    def __init__(self, database: Database) -> None:
        self._database = database

    def games(self, league_id: int) -> list[GameView]:
        """The league's games in played order (week, date, entry)."""
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            rows = session.exec(_ordered_games(league_id)).all()
            return [_view(row, detail) for row in rows]

    def game(self, game_id: int) -> GameView:
        """One game as the Games tab shows it: what an undo or redo step carries as ``seen``."""
        with self._database.transaction() as session:
            row = _game(session, game_id)
            return _view(row, _detail(session, row.league_id, (row.player_a_id, row.player_b_id)))

    def versions(self, game_ids: list[int]) -> dict[int, int]:
        """The row version of each game (what an undo of an import carries as ``seen``)."""
        with self._database.transaction() as session:
            rows = session.exec(select(LeagueGame.id, LeagueGame.version)
                                .where(col(LeagueGame.id).in_(game_ids))).all()
            return {int(game_id): version for game_id, version in rows if game_id is not None}

    def game_count(self, league_id: int) -> int:
        """How many games (finals included) the league holds."""
        with self._database.transaction() as session:
            return session.exec(pages.count_query(league_id)).one()

    def games_after(self, league_id: int, after: GameView | None, limit: int
                    ) -> list[GameView]:
        """Up to ``limit`` games following ``after`` in the order of :meth:`games` (the first
        ones when ``after`` is None): one page of the Games tab."""
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            rows = session.exec(pages.page_query(_VIEW_COLUMNS, league_id, after, limit)).all()
            return [_view(row, detail) for row in rows]

    def history_count(self, league_id: int) -> int:
        """How many entries the league's history holds."""
        with self._database.transaction() as session:
            return session.exec(pages.history_count_query(league_id)).one()

    def history_before(self, league_id: int, before: HistoryEntry | None, limit: int
                       ) -> list[HistoryEntry]:
        """Up to ``limit`` history entries older than ``before``, newest first (the newest
        ones when ``before`` is None): one page of the Games tab's history list."""
        with self._database.transaction() as session:
            rows = session.exec(pages.history_query(league_id, before, limit)).all()
            return [HistoryEntry(r.at, r.action, r.summary, r.who, r.id) for r in rows]

    def record_game(self, league_id: int, game: GameInput) -> Recorded:
        """Record a game, scored with the league's current tables.

        Raises:
            LeagueError: a player is not in the league, plays himself, or the week is outside
                the league.
        """
        with self._database.transaction() as session:
            detail = _detail(session, league_id, (game.player_a, game.player_b))
            _check_game(detail, game)
            warnings = _pairing_warnings(session, detail, game, None)
            row = LeagueGame(league_id=league_id, **_scored_columns(detail, game))
            session.add(row)
            session.flush()
            _event(session, league_id, "record", _describe(detail, row), row)
            return Recorded(row.id, tuple(warnings))

    def edit_game(self, game_id: int, game: GameInput, seen: GameView | None = None
                  ) -> tuple[GameSnapshot, Recorded]:
        """Change a game (re-scored with the current tables); returns the previous state.

        Raises:
            LeagueEditConflict: the game changed (or was deleted) since ``seen`` was read.
        """
        with self._database.transaction() as session:
            row = _seen_game(session, game_id, seen)
            detail = _detail(session, row.league_id)
            check_game(session, seen, row, detail)
            _check_game(detail, game)
            previous = snapshot(row)
            warnings = _pairing_warnings(session, detail, game, game_id)
            for key, value in _scored_columns(detail, game).items():
                setattr(row, key, value)
            session.add(row)
            _event(session, row.league_id, "edit", "Edited: " + _describe(detail, row), row)
            return previous, Recorded(game_id, tuple(warnings))

    def put_back(self, saved: GameSnapshot) -> None:
        """Undo an edit: the game gets all its previous values (and scoring) back.

        Raises:
            LeagueEditConflict: someone changed the game again after the edit being undone.
        """
        with self._database.transaction() as session:
            values = from_snapshot(saved)
            row = _game(session, values["id"])
            edited = saved.values.get("version")
            if edited is not None and row.version != edited + 1:
                raise_conflict(session, row.league_id, "This game", [
                    "changed again after your edit; undoing would overwrite that change"])
            for key, value in values.items():
                setattr(row, key, value)
            session.add(row)
            detail = _detail(session, row.league_id)
            _event(session, row.league_id, "undo-edit", "Edit undone: " + _describe(detail, row),
                   row)

    def delete_game(self, game_id: int, seen: GameView | None = None) -> GameSnapshot:
        """Delete a game; the snapshot restores it with :meth:`restore_game`.

        Raises:
            LeagueEditConflict: the game changed (or was deleted) since ``seen`` was read.
        """
        with self._database.transaction() as session:
            row = _seen_game(session, game_id, seen)
            detail = _detail(session, row.league_id)
            check_game(session, seen, row, detail)
            saved = snapshot(row)
            _event(session, row.league_id, "delete", "Deleted: " + _describe(detail, row), row)
            session.delete(row)
            return saved

    def restore_game(self, saved: GameSnapshot) -> None:
        """Undo a delete: the game returns with its id and the values it was scored with."""
        with self._database.transaction() as session:
            row = LeagueGame(**from_snapshot(saved))
            session.add(row)
            # Never an old version number again: whoever read the game before it was deleted
            # must not be able to overwrite it unnoticed.
            move_versions_on(session, [(row, saved.values.get("version", 0))])
            detail = _detail(session, row.league_id)
            _event(session, row.league_id, "restore", "Restored: " + _describe(detail, row), row)

    def history(self, league_id: int) -> list[HistoryEntry]:
        with self._database.transaction() as session:
            rows = session.exec(select(LeagueEvent).where(LeagueEvent.league_id == league_id)
                                .order_by(LeagueEvent.id)).all()
            return [HistoryEntry(r.at, r.action, r.summary, r.who, r.id) for r in rows]

    def standings(self, league_id: int, week: int | None = None) -> Standings:
        """Standings as of ``week`` (default: the latest week with a game)."""
        return self.standings_and_finals(league_id, week)[0]

    def finals(self, league_id: int) -> tuple[Standings, FinalsPlan]:
        """Standings after the last week and the championship/semi-final plan."""
        with self._database.transaction() as session:
            weeks = _detail(session, league_id).settings.weeks
        return self.standings_and_finals(league_id, weeks)

    def standings_and_finals(self, league_id: int, week: int | None
                             ) -> tuple[Standings, FinalsPlan]:
        """Standings as of ``week`` and the finals plan read from them (provisional until the
        last week). The database sums the games; only games between players level on points
        are read one by one, for head-to-head."""
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            if week is not None and not 1 <= week <= detail.settings.weeks:
                raise LeagueError(f"week {week} is not in the league "
                                  f"(1-{detail.settings.weeks})", rule="league.week-range")
            connection = session.connection()
            read = standings_inputs(
                lambda sql, params: connection.execute(text(sql), params).fetchall(),
                connection.dialect.name, league_id, week, "head_to_head" in detail.tie_breakers)
        standings = standings_from_totals(detail.players, read.totals, read.pairs,
                                          detail.tables, read.week, detail.tie_breakers)
        return standings, plan_finals(standings, read.finals)

    def import_results(self, league_id: int, text: str,
                       allow_duplicates: bool = False) -> list[int]:
        """Import a results file; all rows or none. Player names must be in the league.
        Returns the new games' ids (undo deletes them).

        Raises:
            ResultsFileError: a bad row (names line and column), a week outside the league,
                or (``DuplicateResultError``) a line repeating another exactly unless
                ``allow_duplicates``; nothing is imported.
        """
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            rows = parse_results(text, max_week=detail.settings.weeks,
                                 allow_duplicates=allow_duplicates)
            return self._import_rows(session, detail, league_id, rows)

    def import_rows(self, league_id: int, rows: list) -> list[int]:
        """:meth:`import_results` for rows already read (a spreadsheet's); all or none.

        Raises:
            ResultsFileError: a week outside the league or a name not in it; nothing imported.
        """
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            for row in rows:
                if row.week > detail.settings.weeks:
                    raise ResultsFileError(row.line, "week", f"week {row.week} is not in the "
                                           f"league (the league has {detail.settings.weeks} "
                                           "weeks)", row.sheet)
            return self._import_rows(session, detail, league_id, rows)

    def _import_rows(self, session, detail, league_id: int, rows: list) -> list[int]:
        if not rows:
            # Nothing to import is a wrong or empty file, not an event for the history.
            raise LeagueError("the file holds no games to import; nothing was imported")
        added: list[LeagueGame] = []
        by_name = {fold_name(p.name): p.id for p in detail.players}
        for row in rows:
            ids = []
            for column, name in (("player_a", row.player_a), ("player_b", row.player_b)):
                if fold_name(name) not in by_name:
                    raise ResultsFileError(row.line, column,
                                           f"{name!r} is not a player of this league",
                                           row.sheet)
                ids.append(by_name[fold_name(name)])
            played_on = _date_or_none(row.extra.get("date"), row.line, row.sheet)
            game = GameInput(row.week, ids[0], ids[1], row.outcome, played_on)
            added.append(LeagueGame(league_id=league_id, **_scored_columns(detail, game)))
        session.add_all(added)
        session.flush()
        session.add(LeagueEvent(league_id=league_id, action="import",
                                summary=f"Imported {len(rows)} game(s) from a results file"))
        return [row.id for row in added]

    def delete_games(self, game_ids: list[int], seen: dict[int, int] | None = None
                     ) -> list[GameSnapshot]:
        """Delete several games in one transaction (undo of an import); all or none.

        Raises:
            LeagueEditConflict: a game's version differs from ``seen`` (game id → version):
                someone edited it since the import, so nothing is deleted.
        """
        with self._database.transaction() as session:
            snapshots = []
            for game_id in game_ids:
                row = _game(session, game_id)
                if seen is not None and seen.get(game_id, row.version) != row.version:
                    detail = _detail(session, row.league_id)
                    raise_conflict(session, row.league_id, "A game of the import", [
                        f"week {row.week}: {detail.player_name(row.player_a_id)} vs "
                        f"{detail.player_name(row.player_b_id)} was edited since; undoing "
                        "the import would delete that edit"])
                snapshots.append(snapshot(row))
                session.delete(row)
            if snapshots:
                session.add(LeagueEvent(league_id=snapshots[0].values["league_id"],
                                        action="delete",
                                        summary=f"Import undone: {len(snapshots)} game(s)"))
            return snapshots

    def restore_games(self, snapshots: list[GameSnapshot]) -> None:
        """Put deleted games back with their ids and scored values, in one transaction."""
        with self._database.transaction() as session:
            rows = [(LeagueGame(**from_snapshot(saved)), saved.values.get("version", 0))
                    for saved in snapshots]
            session.add_all([row for row, _version in rows])
            move_versions_on(session, rows)
            if snapshots:
                session.add(LeagueEvent(league_id=snapshots[0].values["league_id"],
                                        action="restore",
                                        summary=f"Import redone: {len(snapshots)} game(s)"))

    def latest_week(self, league_id: int) -> int:
        """The latest week with a game (1 when none): the week standings default to."""
        with self._database.transaction() as session:
            _league_row(session, league_id)  # LeagueNotFound when gone
            return session.connection().execute(text(LAST_WEEK_SQL),
                                                {"league": league_id}).scalar() or 1

    def week_games(self, league_id: int, week: int) -> list[GameView]:
        """The games of one week (finals included when ``week`` is theirs), in the order of
        :meth:`games`: the results sheet reads these, not the whole league."""
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            rows = session.exec(_ordered_games(league_id)
                                .where(LeagueGame.week == week)).all()
            return [_view(row, detail) for row in rows]

    def export_results(self, league_id: int) -> str:
        """The league-stage games as a results file (week, names, result, date).

        One plain SQL query (driver tuples, no ORM rows or :class:`GameView` objects): a
        20,000-game league is exported off the GUI thread, but should not take long there
        either.
        """
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            rows = session.connection().execute(text(RESULTS_SQL),
                                                {"league": league_id}).fetchall()
        # A plain dict (not 40,000 calls of player_name); player_name only for a missing id.
        names, name = {p.id: p.name for p in detail.players}, detail.player_name
        return write_results([(week, names[a] if a in names else name(a),
                               names[b] if b in names else name(b), OUTCOMES[outcome],
                               {"date": iso_date(played_on)})
                              for week, a, b, outcome, played_on in rows])

    def export_standings(self, league_id: int, week: int | None = None) -> str:
        return write_standings(self.standings(league_id, week))


_VIEW_COLUMNS = (LeagueGame.id, LeagueGame.week, LeagueGame.played_on, LeagueGame.player_a_id,
                 LeagueGame.player_b_id, LeagueGame.outcome, LeagueGame.stage,
                 LeagueGame.result_a, LeagueGame.result_b, LeagueGame.league_points_a,
                 LeagueGame.league_points_b, LeagueGame.size_added_a, LeagueGame.size_added_b,
                 LeagueGame.details_json, LeagueGame.version)


def records(session: Session, league_id: int, finals_only: bool = False) -> list[GameRecord]:
    """The league's games as the pure rules take them (``league_sql.run_records``)."""
    connection = session.connection()
    return run_records(lambda sql, params: connection.execute(text(sql), params).fetchall(),
                       league_id, finals_only)


def _ordered_games(league_id: int):
    return (select(*_VIEW_COLUMNS).where(LeagueGame.league_id == league_id)
            .order_by(LeagueGame.week, LeagueGame.played_on.is_(None), LeagueGame.played_on,
                      LeagueGame.id))


def _check_game(detail, game: GameInput) -> None:
    ids = {p.id for p in detail.players}
    if game.player_a not in ids or game.player_b not in ids:
        raise LeagueError("both players must be players of this league",
                          rule="league.pairing-players")
    if game.player_a == game.player_b:
        raise LeagueError("a player cannot play against himself", rule="league.pairing-self")
    if game.stage not in STAGES:
        raise LeagueError(f"unknown stage {game.stage!r}")
    weeks = detail.settings.weeks
    if game.stage == LEAGUE_STAGE and not 1 <= game.week <= weeks:
        raise LeagueError(f"week {game.week} is not in the league (1-{weeks})",
                          rule="league.week-range")


def _scored_columns(detail, game: GameInput) -> dict:
    # Finals are scored with the last week's table: their points never enter the standings.
    week = min(game.week, detail.settings.weeks)
    scored = score_game(detail.tables, week, game.outcome)
    return dict(
        week=game.week, played_on=game.played_on, player_a_id=game.player_a,
        player_b_id=game.player_b, outcome=game.outcome.value, stage=game.stage,
        result_a=scored.result_a, result_b=scored.result_b,
        league_points_a=scored.league_points_a, league_points_b=scored.league_points_b,
        size_added_a=scored.size_added_a, size_added_b=scored.size_added_b,
        details_json=json.dumps(game.details) if game.details else "",
    )


def _pairing_warnings(session, detail, game: GameInput, ignore_game: int | None) -> list[str]:
    if game.stage != LEAGUE_STAGE:
        return []
    a, b = game.player_a, game.player_b
    # Only games of these two players decide whether this is a third game in a row for them.
    # Two index ranges (ix_league_game_side_a, ix_league_game_side_b) rather than one
    # "a OR b" filter, which the planner answered by reading every game of the league.
    columns = (LeagueGame.id, LeagueGame.week, LeagueGame.played_on, LeagueGame.player_a_id,
               LeagueGame.player_b_id)
    in_league = (LeagueGame.league_id == detail.id, LeagueGame.stage == LEAGUE_STAGE)
    rows = session.execute(union_all(
        select(*columns).where(*in_league, LeagueGame.player_a_id.in_((a, b))),
        select(*columns).where(*in_league, LeagueGame.player_b_id.in_((a, b)),
                               LeagueGame.player_a_id.not_in((a, b))),
    )).all()
    rows.sort(key=lambda r: (r[1], r[2] is None, r[2] or date.min, r[0]))
    limit = (game.week, game.played_on or date.max)
    before = [(r[3], r[4]) for r in rows
              if r[0] != ignore_game and (r[1], r[2] or date.max) <= limit]
    if not third_in_a_row(before, a, b):
        return []
    return [warning_text(detail.player_name(a), detail.player_name(b))]


def _view(row, detail) -> GameView:
    return GameView(
        row.id, row.week, row.played_on, row.player_a_id, row.player_b_id,
        detail.player_name(row.player_a_id), detail.player_name(row.player_b_id),
        OUTCOMES[row.outcome], row.stage,
        Scored(row.result_a, row.result_b, row.league_points_a, row.league_points_b,
               row.size_added_a, row.size_added_b),
        json.loads(row.details_json) if row.details_json else None, row.version,
    )


def _describe(detail, row: LeagueGame) -> str:
    stage = "" if row.stage == LEAGUE_STAGE else f"{row.stage}, "
    return (f"{stage}week {row.week}: {detail.player_name(row.player_a_id)} vs "
            f"{detail.player_name(row.player_b_id)} — {row.outcome}")


def _event(session, league_id: int, action: str, summary: str, row: LeagueGame) -> None:
    session.add(LeagueEvent(league_id=league_id, action=action, summary=summary,
                            document=json.dumps(snapshot(row).values)))


def _date_or_none(text: str | None, line: int, sheet: str | None = None) -> date | None:
    if not text:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise ResultsFileError(line, "date", f"{text!r} is not a date (YYYY-MM-DD)",
                               sheet) from None


def _seen_game(session, game_id: int, seen: GameView | None) -> LeagueGame:
    row = session.get(LeagueGame, game_id)
    if row is None and seen is not None:
        game_gone(session, seen, seen_league(session, seen))
    return _game(session, game_id)


def seen_league(session: Session, seen: GameView) -> int:
    player = session.get(LeaguePlayer, seen.player_a)
    return player.league_id if player is not None else 0


def _game(session, game_id: int) -> LeagueGame:
    row = session.get(LeagueGame, game_id)
    if row is None:
        raise LeagueNotFound(f"no game with id {game_id}")
    return row

"""Leagues and their players: create, edit, list; the league's copy of the rule tables.

One public method = one user action = one transaction. A league copies the shipped tables when
it is created (``rules/league/tables.py``); the organiser edits the copy, never the files.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import func, text
from sqlmodel import col, select

from warbands_manager.rules.league.limits import MAX_PLAYERS, weeks_problem
from warbands_manager.rules.league.names import fold_name
from warbands_manager.rules.league.standings import (
    DEFAULT_TIE_BREAKERS,
    PlayerInfo,
    validate_tie_breakers,
)
from warbands_manager.rules.league.tables import LeagueTables, default_document, fit_weeks
from warbands_manager.services.league_conflicts import check_league, check_player
from warbands_manager.store.database import Database
from warbands_manager.store.league_sql import players_statement
from warbands_manager.store.row_versions import move_versions_on
from warbands_manager.store.tables import (
    League,
    LeagueEvent,
    LeagueGame,
    LeaguePlayer,
    LeagueRosterLink,
)


class LeagueError(ValueError):
    """An action the league cannot take; the message says why.

    Attributes:
        rule: the rule id of the refusal (its Rules Reference entry), or ``None``.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class LeagueNotFound(LookupError):
    """No league or player with that id or name."""


@dataclass(frozen=True)
class PlayerData:
    name: str
    warband_name: str = ""
    warband_type: str = ""
    club: str = ""


@dataclass(frozen=True)
class NewPlayer:
    """A player signed up with others at once, with the saved roster he brings (linked for
    week 1), if any."""

    data: PlayerData
    roster_id: int | None = None
    roster_name: str = ""


@dataclass(frozen=True)
class LeagueSettings:
    name: str
    organiser: str = ""
    start_date: date | None = None
    weeks: int = 4


@dataclass(frozen=True)
class LeagueSummary:
    id: int
    name: str
    organiser: str
    start_date: date | None
    weeks: int
    players: int
    games: int


@dataclass(frozen=True)
class LeagueName:
    id: int
    name: str


@dataclass(frozen=True)
class LeagueDetail:
    id: int
    settings: LeagueSettings
    tables: LeagueTables
    tie_breakers: tuple[str, ...]
    players: list[PlayerInfo] = field(default_factory=list)
    version: int = 0  # the league row's version when read (conflict detection)

    @property
    def name(self) -> str:
        return self.settings.name

    def __post_init__(self) -> None:
        object.__setattr__(self, "_names", {p.id: p.name for p in self.players})

    def player_name(self, player_id: int) -> str:
        return self._names.get(player_id, f"#{player_id}")


class LeagueService:
    """Leagues, players, tables and tie-breakers."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def list_leagues(self) -> list[LeagueSummary]:
        """Every league, by name, with its number of players and games."""
        with self._database.transaction() as session:
            players = dict(session.exec(select(LeaguePlayer.league_id, func.count())
                                        .group_by(LeaguePlayer.league_id)).all())
            games = dict(session.exec(select(LeagueGame.league_id, func.count())
                                      .group_by(LeagueGame.league_id)).all())
            leagues = session.exec(select(League).order_by(League.name)).all()
            return [LeagueSummary(row.id, row.name, row.organiser, row.start_date, row.weeks,
                                  players.get(row.id, 0), games.get(row.id, 0))
                    for row in leagues]

    def league_names(self) -> list[LeagueName]:
        """Every league's id and name, by name: what the Leagues page lists. Counting the
        games of :meth:`list_leagues` reads the whole games index, for figures the page does
        not show."""
        with self._database.transaction() as session:
            rows = session.exec(select(League.id, League.name).order_by(League.name)).all()
            return [LeagueName(league_id, name) for league_id, name in rows
                    if league_id is not None]  # stored rows always have one

    def create_league(self, settings: LeagueSettings,
                      players: list[PlayerData] | tuple[PlayerData, ...] = ()) -> int:
        """Create a league with a copy of the default tables (and optionally its players).

        Raises:
            LeagueError: no name, a name already used, or fewer than one week.
        """
        _check_settings(settings)
        document = default_document(settings.weeks)
        with self._database.transaction() as session:
            _require_room_for_players(session, None, len(players))
            _require_unique_name(session, settings.name)
            league = League(name=settings.name.strip(), organiser=settings.organiser.strip(),
                            start_date=settings.start_date, weeks=settings.weeks,
                            tables_json=json.dumps(document),
                            tie_breakers=",".join(DEFAULT_TIE_BREAKERS))
            session.add(league)
            session.flush()
            for data in players:
                session.add(_player_row(league.id, data))
            session.add(LeagueEvent(league_id=league.id, action="create",
                                    summary=f"League “{league.name}” created"))
            return league.id

    def find(self, name: str) -> int:
        """The id of the league called ``name`` (ignoring case, in any alphabet)."""
        with self._database.transaction() as session:
            league_id = _league_named(session, name)
            if league_id is None:
                names = session.exec(select(League.name).order_by(League.name)).all()
                raise LeagueNotFound(f"no league called {name!r}; leagues: "
                                     f"{', '.join(names) or 'none yet'}")
            return league_id

    def league(self, league_id: int) -> LeagueDetail:
        with self._database.transaction() as session:
            return _detail(session, league_id)

    def update_settings(self, league_id: int, settings: LeagueSettings,
                        seen: LeagueDetail | None = None) -> None:
        """Rename, change organiser, start date or number of weeks.

        ``seen`` is the league as the organiser saw it; if someone else changed it since,
        nothing is saved.

        Raises:
            LeagueError: the name is taken, or games were already played in a removed week.
            LeagueEditConflict: another organiser changed the league since ``seen``.
        """
        _check_settings(settings)
        with self._database.transaction() as session:
            check_league(session, seen, _detail(session, league_id) if seen else None)
            league = _league_row(session, league_id)
            if fold_name(settings.name) != fold_name(league.name):
                _require_unique_name(session, settings.name)
            last_week = session.exec(select(func.max(LeagueGame.week)).where(
                LeagueGame.league_id == league_id, LeagueGame.stage == "league")).one()
            if last_week and settings.weeks < last_week:
                raise LeagueError(f"games were played in week {last_week}; the league cannot "
                                  f"be shortened to {settings.weeks} weeks",
                                  rule="league.weeks-played")
            if settings.weeks != league.weeks:
                document = json.loads(league.tables_json)
                document["league"]["weeks"] = fit_weeks(document["league"]["weeks"],
                                                        settings.weeks)
                league.tables_json = json.dumps(document)
            league.name, league.organiser = settings.name.strip(), settings.organiser.strip()
            league.start_date, league.weeks = settings.start_date, settings.weeks
            session.add(league)
            _note(session, league_id, "settings",
                  f"Settings: “{league.name}”, organiser {league.organiser or '—'}, "
                  f"starts {league.start_date or '—'}, {league.weeks} weeks")

    def update_tables(self, league_id: int, document: dict,
                      seen: LeagueDetail | None = None) -> None:
        """Replace the league's tables (house rules); recorded games keep their values.

        Raises:
            LeagueEditConflict: another organiser changed the league since ``seen``.
        """
        LeagueTables(document)
        with self._database.transaction() as session:
            check_league(session, seen, _detail(session, league_id) if seen else None)
            league = _league_row(session, league_id)
            league.tables_json = json.dumps(document)
            session.add(league)
            session.add(LeagueEvent(league_id=league_id, action="tables",
                                    summary="League tables edited", document=league.tables_json))

    def set_tie_breakers(self, league_id: int, names: list[str] | tuple[str, ...],
                         seen: LeagueDetail | None = None) -> None:
        """Set the tie-breakers in order (``seen``: see :meth:`update_settings`)."""
        names = validate_tie_breakers(names)
        with self._database.transaction() as session:
            check_league(session, seen, _detail(session, league_id) if seen else None)
            league = _league_row(session, league_id)
            league.tie_breakers = ",".join(names)
            session.add(league)
            _note(session, league_id, "tie-breakers",
                  "Tie-breakers: " + (", ".join(names) or "none"))

    def delete_league(self, league_id: int) -> None:
        """Delete a league with its players, games and history."""
        with self._database.transaction() as session:
            league = _league_row(session, league_id)
            players = select(LeaguePlayer.id).where(LeaguePlayer.league_id == league_id)
            for link in session.exec(select(LeagueRosterLink).where(
                    LeagueRosterLink.player_id.in_(players))):
                session.delete(link)
            for table in (LeagueEvent, LeagueGame, LeaguePlayer):
                for row in session.exec(select(table).where(table.league_id == league_id)):
                    session.delete(row)
            session.flush()
            session.delete(league)

    def add_player(self, league_id: int, data: PlayerData) -> int:
        """Sign up a player; names are unique within a league (ignoring case)."""
        with self._database.transaction() as session:
            _league_row(session, league_id)
            _require_room_for_players(session, league_id, 1)
            _require_new_player_name(session, league_id, data.name)
            row = _player_row(league_id, data)
            session.add(row)
            session.flush()
            _note(session, league_id, "player", f"Player signed up: {row.name}")
            return row.id

    def add_players(self, league_id: int, players: list[NewPlayer]) -> list[int]:
        """Sign up several players in one step (all or none), linking each one's saved roster
        to week 1; returns their ids in order.

        Raises:
            LeagueError: a name is empty, already plays, or comes twice; the league is full.
        """
        with self._database.transaction() as session:
            _league_row(session, league_id)
            _require_room_for_players(session, league_id, len(players))
            seen: set[str] = set()
            rows = []
            for new in players:
                _require_new_player_name(session, league_id, new.data.name)
                if fold_name(new.data.name) in seen:
                    raise LeagueError(f"{new.data.name.strip()!r} is listed twice")
                seen.add(fold_name(new.data.name))
                rows.append(_player_row(league_id, new.data))
            session.add_all(rows)
            session.flush()
            ids = [_flushed_id(row) for row in rows]
            for player_id, new in zip(ids, players, strict=True):
                if new.roster_id is not None:
                    session.add(LeagueRosterLink(player_id=player_id, week=1,
                                                 roster_id=new.roster_id,
                                                 roster_name=new.roster_name))
            _note(session, league_id, "player", "Players signed up: "
                  + ", ".join(row.name for row in rows))
            return ids

    def remove_new_players(self, league_id: int, player_ids: list[int]) -> None:
        """Undo :meth:`add_players`: the players and their roster links, in one step.

        Raises:
            LeagueError: one of them has played a game since.
        """
        with self._database.transaction() as session:
            rows = [_player(session, player_id) for player_id in player_ids]
            played = session.exec(select(func.count()).select_from(LeagueGame).where(
                col(LeagueGame.player_a_id).in_(player_ids)
                | col(LeagueGame.player_b_id).in_(player_ids))).one()
            if played:
                raise LeagueError(f"they have played {played} game(s); delete those first")
            for link in session.exec(select(LeagueRosterLink).where(
                    col(LeagueRosterLink.player_id).in_(player_ids))):
                session.delete(link)
            session.flush()
            for row in rows:
                session.delete(row)
            _note(session, league_id, "player", "Players removed: "
                  + ", ".join(row.name for row in rows))

    def update_player(self, player_id: int, data: PlayerData,
                      seen: PlayerData | None = None) -> PlayerData:
        """Change a player's details; returns the previous ones (for undo).

        Raises:
            LeagueEditConflict: ``seen`` (the details the organiser started from) differs
                from the player's details now.
        """
        with self._database.transaction() as session:
            row = _player(session, player_id)
            check_player(session, seen, row)
            previous = PlayerData(row.name, row.warband_name, row.warband_type, row.club)
            if fold_name(data.name) != fold_name(row.name):
                _require_new_player_name(session, row.league_id, data.name)
            row.name, row.warband_name = data.name.strip(), data.warband_name.strip()
            row.warband_type, row.club = data.warband_type.strip(), data.club.strip()
            session.add(row)
            _note(session, row.league_id, "player", f"Player edited: {previous.name} → "
                  f"{row.name} ({row.warband_name or '—'}, {row.warband_type or '—'})")
            return previous

    def remove_player(self, player_id: int, seen: PlayerData | None = None
                      ) -> tuple[int, int, PlayerData, int]:
        """Remove a player who has no games; returns what :meth:`restore_player` needs
        (league, player id, details, the row version he was removed at).

        Raises:
            LeagueEditConflict: the player's details differ from ``seen`` (an undo or redo
                carries what the organiser saw).
        """
        with self._database.transaction() as session:
            row = _player(session, player_id)
            check_player(session, seen, row)
            played = session.exec(select(func.count()).select_from(LeagueGame).where(
                (LeagueGame.player_a_id == player_id) | (LeagueGame.player_b_id == player_id)
            )).one()
            if played:
                raise LeagueError(f"{row.name} has played {played} game(s); delete those first")
            if session.exec(select(LeagueRosterLink.id).where(
                    LeagueRosterLink.player_id == player_id)).first() is not None:
                raise LeagueError(f"{row.name} has linked rosters; unlink them first")
            data = PlayerData(row.name, row.warband_name, row.warband_type, row.club)
            session.delete(row)
            _note(session, row.league_id, "player", f"Player removed: {row.name}")
            return row.league_id, player_id, data, row.version

    def restore_player(self, league_id: int, player_id: int, data: PlayerData,
                       removed_at: int = 0) -> None:
        """Undo :meth:`remove_player`: same id, version moved on past ``removed_at``."""
        with self._database.transaction() as session:
            row = _player_row(league_id, data)
            row.id = player_id
            session.add(row)
            move_versions_on(session, [(row, removed_at)])
            _note(session, league_id, "player", f"Player restored: {row.name}")


def _flushed_id(row: LeaguePlayer) -> int:
    """A new row's id once flushed (the database gave it one)."""
    if row.id is None:
        raise LeagueError(f"{row.name} was not stored")
    return row.id


def _require_room_for_players(session, league_id: int | None, adding: int) -> None:
    present = 0 if league_id is None else session.exec(
        select(func.count()).select_from(LeaguePlayer).where(
            LeaguePlayer.league_id == league_id)).one()
    if present + adding > MAX_PLAYERS:
        raise LeagueError(f"a league has at most {MAX_PLAYERS:,} players")


def _note(session, league_id: int, action: str, summary: str) -> None:
    """A line in the league's history, in the same transaction as the change."""
    session.add(LeagueEvent(league_id=league_id, action=action, summary=summary))


def _check_settings(settings: LeagueSettings) -> None:
    if not settings.name.strip():
        raise LeagueError("a league needs a name")
    if settings.weeks < 1:
        raise LeagueError("a league lasts at least one week", rule="league.weeks")
    too_long = weeks_problem(settings.weeks)
    if too_long:
        raise LeagueError(too_long, rule="league.weeks")


def _league_named(session, name: str) -> int | None:
    wanted = fold_name(name)
    return next((league_id for league_id, other in session.exec(select(League.id, League.name))
                 if fold_name(other) == wanted), None)


def _require_unique_name(session, name: str) -> None:
    if _league_named(session, name) is not None:
        raise LeagueError(f"there is already a league called {name.strip()!r}")


def _require_new_player_name(session, league_id: int, name: str) -> None:
    if not name.strip():
        raise LeagueError("a player needs a name")
    wanted = fold_name(name)
    names = session.exec(select(LeaguePlayer.name).where(LeaguePlayer.league_id == league_id))
    if any(fold_name(other) == wanted for other in names):
        raise LeagueError(f"{name.strip()!r} already plays in this league")


def _player_row(league_id: int, data: PlayerData) -> LeaguePlayer:
    return LeaguePlayer(league_id=league_id, name=data.name.strip(),
                        warband_name=data.warband_name.strip(),
                        warband_type=data.warband_type.strip(), club=data.club.strip())


def _league_row(session, league_id: int) -> League:
    row = session.get(League, league_id)
    if row is None:
        raise LeagueNotFound(f"no league with id {league_id}")
    return row


def _player(session, player_id: int) -> LeaguePlayer:
    row = session.get(LeaguePlayer, player_id)
    if row is None:
        raise LeagueNotFound(f"no player with id {player_id}")
    return row


def _detail(session, league_id: int, player_ids: tuple[int, ...] | None = None
            ) -> LeagueDetail:
    """The league with its players (plain driver rows: a league may have 1,000 of them).

    ``player_ids``: read only these players — recording a game needs its two, not the list.
    """
    league = _league_row(session, league_id)
    sql, params = players_statement(league_id, player_ids)
    players = session.connection().execute(text(sql), params).fetchall()
    settings = LeagueSettings(league.name, league.organiser, league.start_date, league.weeks)
    breakers = tuple(name for name in league.tie_breakers.split(",") if name)
    return LeagueDetail(
        league.id, settings, LeagueTables(json.loads(league.tables_json), league.name), breakers,
        [PlayerInfo(*p) for p in players], league.version,
    )

"""SQLModel tables. Every schema change here needs an Alembic revision (see migrations/)."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel

# Each feature's tables live in their own module; importing them here registers them on the
# metadata wherever ``tables`` is imported (Alembic's env, the services). They build on
# ``table_base``, not on this module, so the import goes one way (no cycle).
from warbands_manager.store import campaign_tables, roster_tables  # noqa: F401
from warbands_manager.store.identity import APP_MARKER_KEY, APP_MARKER_VALUE  # noqa: F401
from warbands_manager.store.table_base import utc_now, versioned


class AppMeta(SQLModel, table=True):
    """Key/value facts about the file itself; ``application`` marks it as ours."""

    __tablename__ = "app_meta"

    key: str = Field(primary_key=True, max_length=64)
    value: str


class CompanionSave(SQLModel, table=True):
    """A saved companion-game session (or reusable set-up), stored as a JSON document.

    Companion trackers keep their state in plain dataclasses (``companions/*/model.py``); the
    document is the dataclass serialised, with a ``kind`` to tell games from reusable set-ups.
    """

    __tablename__ = "companion_save"

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(index=True, max_length=64)
    kind: str = Field(default="game", max_length=32)
    name: str = Field(max_length=200)
    document: str
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)


# -- Escalation leagues -----------------------------------------------------------------------


class League(SQLModel, table=True):
    """An escalation league with its own copy of the rule tables (JSON, provenance per value)."""

    __tablename__ = "league"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200, unique=True)
    organiser: str = Field(default="", max_length=200)
    start_date: date | None = None
    weeks: int = 4
    tables_json: str
    tie_breakers: str = Field(default="", max_length=500)  # comma-separated, in order
    created_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)  # row version, see versioned()
    __mapper_args__ = versioned()


class LeaguePlayer(SQLModel, table=True):
    __tablename__ = "league_player"

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(foreign_key="league.id", index=True)
    name: str = Field(max_length=200)
    warband_name: str = Field(default="", max_length=200)
    warband_type: str = Field(default="", max_length=200)
    club: str = Field(default="", max_length=200)
    version: int = Field(default=1)  # row version, see versioned()
    __mapper_args__ = versioned()


class LeagueGame(SQLModel, table=True):
    """A played game with the values it was scored with (kept if the tables change later)."""

    __tablename__ = "league_game"
    # Covering indexes for the standings (0008_speed): each side's sums and the head-to-head
    # pairs are read from an index alone, never from the table rows; a player's own games
    # (the pairing check when a game is recorded) are found without a scan.
    __table_args__ = (
        Index("ix_league_game_side_a", "league_id", "player_a_id", "week", "stage", "result_a",
              "league_points_a", "size_added_a", "player_b_id", "league_points_b"),
        Index("ix_league_game_side_b", "league_id", "player_b_id", "week", "stage", "result_b",
              "league_points_b", "size_added_b"),
        # The semi-finals and final, found without reading the league's other games (0009);
        # partial, so the planner never picks it for league-stage queries.
        Index("ix_league_game_finals", "league_id", sqlite_where=text("stage != 'league'"),
              postgresql_where=text("stage != 'league'")),
    )

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(foreign_key="league.id", index=True)
    week: int
    played_on: date | None = None
    player_a_id: int = Field(foreign_key="league_player.id")
    player_b_id: int = Field(foreign_key="league_player.id")
    outcome: str = Field(max_length=16)  # from player A's side
    stage: str = Field(default="league", max_length=16)  # league / semi-final / final
    result_a: str = Field(max_length=16)
    result_b: str = Field(max_length=16)
    league_points_a: int
    league_points_b: int
    size_added_a: int
    size_added_b: int
    details_json: str = ""  # Little War inputs and worked steps, if the calculator was used
    created_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)  # row version, see versioned()
    __mapper_args__ = versioned()


class LeagueWeekTotal(SQLModel, table=True):
    """One player's league-stage games of one week, summed: what the standings read.

    Kept by triggers on ``league_game`` (``0009_league_totals``, see ``store/league_totals``),
    so every write path — recording, editing, deleting, importing, undo, restore — updates it in
    the same transaction, and the standings read players × weeks rows instead of every game.
    A row is removed when its last game goes.
    """

    __tablename__ = "league_week_total"
    # Stored in key order on SQLite (no rowid): a league's rows are read as one range.
    __table_args__ = {"sqlite_with_rowid": False}

    league_id: int = Field(foreign_key="league.id", primary_key=True, ondelete="CASCADE")
    player_id: int = Field(foreign_key="league_player.id", primary_key=True, ondelete="CASCADE")
    week: int = Field(primary_key=True)
    games: int = 0
    massacres: int = 0
    victories: int = 0
    draws: int = 0
    losses: int = 0
    points: int = 0
    added: int = 0


class LeagueEvent(SQLModel, table=True):
    """The league's history: every game recorded, edited, deleted or restored."""

    __tablename__ = "league_event"

    id: int | None = Field(default=None, primary_key=True)
    league_id: int = Field(foreign_key="league.id", index=True)
    at: datetime = Field(default_factory=utc_now)
    action: str = Field(max_length=32)
    summary: str
    document: str = ""
    who: str = Field(default="", max_length=100)  # who made the change (filled in by the store)


class LeagueRosterLink(SQLModel, table=True):
    """A player's roster for one week of a league. ``roster_id`` has no foreign key on purpose:
    deleting a roster must stay possible; the link then reports the roster as missing."""

    __tablename__ = "league_roster_link"
    __table_args__ = (UniqueConstraint("player_id", "week"),)

    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="league_player.id", index=True)
    week: int
    roster_id: int
    roster_name: str = Field(default="", max_length=200)

"""SQLModel tables. Every schema change here needs an Alembic revision (see migrations/)."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlmodel import Field, SQLModel

from warbands_manager.store.identity import APP_MARKER_KEY, APP_MARKER_VALUE  # noqa: F401

# A naming convention makes constraint names stable, so batch migrations on SQLite can find them.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}



def utc_now() -> datetime:
    return datetime.now(UTC)


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


# Each feature's tables live in their own module; importing them here registers them on the
# metadata wherever ``tables`` is imported (Alembic's env, the services).
from warbands_manager.store import campaign_tables, roster_tables  # noqa: E402, F401

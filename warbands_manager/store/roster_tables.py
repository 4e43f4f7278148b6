"""Tables of the rosters feature: saved rosters and imported army data (revision 0002_rosters).

A roster is kept whole as its ``warbands-roster/1`` JSON document, so keys this version does not
know survive; the other columns are a summary for the roster list (name, points, validity) and
are rewritten from the document on every save.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import UniqueConstraint
from sqlmodel import Field, SQLModel

from warbands_manager.store.table_base import utc_now, versioned


class RosterRecord(SQLModel, table=True):
    """One saved roster: the document plus the columns the roster list shows and sorts."""

    __tablename__ = "roster"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, max_length=200)
    player: str = Field(default="", max_length=200)
    army: str = Field(index=True, max_length=64)
    points: float = 0
    size_class: str = Field(default="oversize", max_length=16)
    valid: bool = False
    error_count: int = 0
    warning_count: int = 0
    document: str
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)  # row version (0010_roster_versions), see versioned()
    __mapper_args__ = versioned()


class ArmyDataRecord(SQLModel, table=True):
    """An imported BattleScribe game system or catalogue, parsed, with where it came from.

    ``document`` is the parsed army list (JSON) this app builds rosters from; ``source_file`` and
    ``provenance`` (e.g. ``BSData/whfb``, the file's SHA-256) say what it was imported from.
    A catalogue may be stored at several revisions: the newest, and older ones kept for the
    saved rosters read against them (0011_army_data_revisions, ``services/army_revisions``).
    """

    __tablename__ = "army_data"
    __table_args__ = (UniqueConstraint("kind", "bs_id", "revision"),)

    id: int | None = Field(default=None, primary_key=True)
    kind: str = Field(max_length=16)  # "gamesystem" or "catalogue"
    bs_id: str = Field(max_length=64)
    name: str = Field(max_length=200)
    army: str = Field(default="other", index=True, max_length=64)
    revision: int = 0
    game_system_id: str = Field(default="", max_length=64)
    source_file: str = Field(max_length=500)
    sha256: str = Field(max_length=64)
    provenance: str = Field(default="", max_length=500)
    document: str
    imported_at: datetime = Field(default_factory=utc_now)

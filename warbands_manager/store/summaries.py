"""The records a list shows — a saved roster, an imported file — whichever way they were
read: through the services (SQLModel) or through the read-only stdlib path
(``store/quick_read.py``). One definition each, so the two reads cannot drift apart.

No SQL library is imported here: the stdlib path must stay free of SQLAlchemy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime


@dataclass(frozen=True)
class RosterStatus:
    """What the validator said about one roster."""

    violations: tuple
    errors: int
    warnings: int

    @property
    def valid(self) -> bool:
        return self.errors == 0


@dataclass(frozen=True)
class RosterSummary:
    """One row of the roster list."""

    id: int
    name: str
    player: str
    army: str
    points: float
    size_class: str
    valid: bool
    error_count: int
    warning_count: int
    updated_at: datetime
    version: int = 0  # the row version, for the next save's check (RosterSeen)
    # What the validator said when this summary was written (``save`` fills it): the editor
    # shows these violations instead of validating the same roster a second time.
    status: RosterStatus | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class ArmySummary:
    """One imported catalogue, for pickers, the roster list and the ``import-bsdata`` report."""

    bs_id: str
    name: str
    army: str
    revision: int
    units: int
    source_file: str
    provenance: str
    imported_at: datetime


@dataclass(frozen=True)
class StoredFile:
    """What an ``army_data`` row says of the file it came from (the row and the entry share it)."""

    id: int
    kind: str
    bs_id: str
    name: str
    army: str
    revision: int
    source_file: str
    imported_at: datetime


@dataclass(frozen=True)
class ArmyDataRow(StoredFile):
    """The columns of one ``army_data`` row the list needs (``units``: the document's count)."""

    game_system_id: str
    units: int


def stored_time(value: datetime | str) -> datetime:
    """A stored time as a datetime in UTC: the stdlib driver gives SQLite's text, which holds
    UTC without a zone (``store.table_base.utc_now``), so the zone is put back."""
    when = value if isinstance(value, datetime) else datetime.fromisoformat(value)
    return when if when.tzinfo else when.replace(tzinfo=UTC)

"""What every table module builds on: the constraint naming convention, ``utc_now``, ``versioned``.

``tables``, ``campaign_tables`` and ``roster_tables`` all import this module and none imports
another for these helpers, so the table modules form no import cycle.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy.orm import declared_attr
from sqlmodel import SQLModel

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


def versioned() -> Any:  # a declared_attr directive, set as a class attribute
    """``__mapper_args__`` for a table with a ``version`` column (``0007``).

    SQLAlchemy then adds ``AND version = <read>`` to each UPDATE and bumps it: a writer whose
    row was changed by someone else since it was read fails instead of overwriting.
    """
    return declared_attr.directive(lambda cls: {"version_id_col": cls.__table__.c.version})

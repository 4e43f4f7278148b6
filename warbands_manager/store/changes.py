"""A cheap "has anything changed?" marker, so a window notices what other organisers saved.

One query of a few aggregates (indexed maximums, counts and version sums); it changes whenever
a league, game, player, campaign or roster is written by anyone, on SQLite or on a server.
"""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.engine import Engine

_PARTS = (
    "SELECT COALESCE(MAX(id), 0) FROM league_event",
    "SELECT COUNT(*) FROM league_event",
    "SELECT COALESCE(SUM(version), 0) FROM league",
    "SELECT COALESCE(SUM(version), 0) FROM league_player",
    "SELECT COUNT(*) FROM campaign",
    "SELECT COALESCE(SUM(version), 0) FROM campaign",
    "SELECT COALESCE(SUM(version), 0) FROM campaign_warband",
    "SELECT COALESCE(MAX(id), 0) FROM campaign_log",
    "SELECT COUNT(*) FROM campaign_log",
    "SELECT COUNT(*) FROM roster",
    "SELECT MAX(updated_at) FROM roster",
)
MARKER_SQL = "SELECT " + ", ".join(f"({part})" for part in _PARTS)


def change_marker(engine: Engine) -> tuple:
    """A value that differs whenever the shared data changed since it was last read.

    Asked in a deferred read transaction: a watcher polling during a long import is answered
    from the last commit instead of waiting for the writer.
    """
    from warbands_manager.store.engine import read_only_engine

    with read_only_engine(engine).connect() as connection:
        return tuple(connection.execute(text(MARKER_SQL)).one())

"""A cheap "has anything changed?" marker, so a window notices what other organisers saved.

One query of a few aggregates (indexed maximums, counts and version sums); it changes whenever
a league, game, player, campaign or roster is written by anyone, on SQLite or on a server.
"""

from __future__ import annotations

import threading

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from warbands_manager.store.engine import read_only_engine

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
    with read_only_engine(engine).connect() as connection:
        return marker_in(connection)


def marker_in(connection: Connection) -> tuple:
    """The marker as ``connection``'s transaction sees it (its own writes included)."""
    return tuple(connection.execute(text(MARKER_SQL)).one())


class OwnWrites:
    """The marker's moves made by one window's own saves, so its watcher does not take them
    for someone else's ("Updated with changes saved elsewhere" after the user's own edit).

    Each save that changed anything records the marker just before its first write and just
    before its commit, both inside its write transaction: no other writer can come between.
    A move of the marker is the window's own only if a chain of its saves leads from the last
    marker the watcher saw to the new one; a save by anyone else breaks the chain.
    """

    _KEPT = 200  # saves not yet explained; older ones can no longer start a chain

    def __init__(self) -> None:
        self._lock = threading.Lock()  # saves on pool threads, the watcher on the GUI thread
        self._moves: list[tuple[tuple, tuple]] = []

    def record(self, before: tuple, after: tuple) -> None:
        with self._lock:
            self._moves = [*self._moves[-self._KEPT + 1 :], (before, after)]

    def explain(self, seen: tuple, now: tuple) -> bool:
        """Whether the window's own saves alone lead from marker ``seen`` to ``now``."""
        with self._lock:
            moves = dict(self._moves)
            reached = seen
            while reached != now and reached in moves:
                reached = moves.pop(reached)
            if reached == now:
                self._moves = list(moves.items())
            return reached == now

"""The games of a league a page at a time, for the Leagues page's Games tab.

A league can hold 20,000 games; the tab shows the first page and reads the next one when the
table is scrolled to its end. Pages follow each other by key (the last row's week, date and id),
not by OFFSET, so a game recorded by another organiser meanwhile shifts nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from sqlalchemy import Date, case, func, literal, tuple_
from sqlmodel import col, select
from sqlmodel.sql.expression import SelectOfScalar

from warbands_manager.store.tables import LeagueEvent, LeagueGame

if TYPE_CHECKING:
    from warbands_manager.services.league_games import GameView, HistoryEntry

# The played order of ``LeagueGameService.games``: week, dated games first by date, then entry.
_UNDATED = case((col(LeagueGame.played_on).is_(None), 1), else_=0)
_DAY = func.coalesce(LeagueGame.played_on, literal(date.max, Date))
_KEY = (LeagueGame.week, _UNDATED, _DAY, LeagueGame.id)


def count_query(league_id: int) -> SelectOfScalar[int]:
    """SELECT the number of games of a league."""
    return select(func.count()).select_from(LeagueGame).where(LeagueGame.league_id == league_id)


# The SELECTs of several columns are typed Any: SQLModel's select() is typed for at most four
# columns, and a Select[Any] would make each row a one-item tuple to the checker.
def page_query(columns: Sequence[Any], league_id: int, after: GameView | None,
               limit: int) -> Any:
    """SELECT ``columns`` of the ``limit`` games that follow ``after`` (a GameView, or None for
    the first page) in played order."""
    query = select(*columns).where(LeagueGame.league_id == league_id)
    if after is not None:
        last = (after.week, 1 if after.played_on is None else 0, after.played_on or date.max,
                after.id)
        query = query.where(tuple_(*_KEY) > tuple_(
            literal(last[0]), literal(last[1]), literal(last[2], Date), literal(last[3])))
    return query.order_by(*_KEY).limit(limit)


def history_count_query(league_id: int) -> SelectOfScalar[int]:
    """SELECT the number of history entries of a league."""
    return select(func.count()).select_from(LeagueEvent).where(
        LeagueEvent.league_id == league_id)


def history_query(league_id: int, before: HistoryEntry | None, limit: int) -> Any:
    """SELECT the ``limit`` history entries older than ``before`` (a HistoryEntry or None),
    newest first; the snapshot documents are not read."""
    query = select(LeagueEvent.id, LeagueEvent.at, LeagueEvent.action, LeagueEvent.summary,
                   LeagueEvent.who).where(LeagueEvent.league_id == league_id)
    if before is not None:
        query = query.where(col(LeagueEvent.id) < before.id)
    return query.order_by(col(LeagueEvent.id).desc()).limit(limit)

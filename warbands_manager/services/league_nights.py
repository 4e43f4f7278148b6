"""A league's game nights in the database: pair a week, keep the byes and fixed pairs.

The record (``rules/league/nights.py``) is kept as the document of the league's latest
``game-night`` history entry, so no table changes and every re-pairing stays in the history.
Each action is one transaction; pairing returns the record it replaced, for undo.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

from sqlmodel import col, select

from warbands_manager.rules.league.nights import (
    ACTION,
    NightRecord,
    WeekPlan,
    plan_of,
    plan_week,
)
from warbands_manager.rules.league.standings import Standings
from warbands_manager.rules.league.week_pairing import WeekPairing
from warbands_manager.services import league_game_pages as pages
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.leagues import LeagueError, _detail, _league_row
from warbands_manager.store.database import Database
from warbands_manager.store.tables import LeagueEvent, LeagueGame


@dataclass(frozen=True)
class NightPlan:
    """A week's pairing with what the pairing sheet prints beside it."""

    pairing: WeekPairing
    standings: Standings  # as of the week: league points and that week's warband sizes
    names: dict[int, str]


class LeagueNightService:
    def __init__(self, database: Database) -> None:
        self._database = database
        self._games = LeagueGameService(database)

    def record(self, league_id: int) -> NightRecord:
        """The league's current game-night record (empty before the first pairing)."""
        with self._database.transaction() as session:
            _league_row(session, league_id)
            return _latest(session, league_id)

    def plan(self, league_id: int, week: int, present: list[int] | None = None) -> NightPlan:
        """The pairing of ``week`` for ``present`` (everyone when ``None``), not saved."""
        with self._database.transaction() as session:
            detail = _detail(session, league_id)
            if not 1 <= week <= detail.settings.weeks:
                raise LeagueError(f"week {week} is not in the league (1-{detail.settings.weeks})",
                                  rule="league.week-range")
            ids = {p.id for p in detail.players}
            unknown = [p for p in (present or ()) if p not in ids]
            if unknown:
                raise LeagueError(f"player #{unknown[0]} is not in this league")
            record = _latest(session, league_id)
            history = [(int(a), int(b)) for a, b in session.exec(
                select(LeagueGame.player_a_id, LeagueGame.player_b_id)
                .where(LeagueGame.league_id == league_id, LeagueGame.stage == "league",
                       LeagueGame.week <= week).order_by(*cast(tuple[Any, ...], pages._KEY)))]
        standings = self._games.standings(league_id, week)
        pairing = plan_week(week, standings, history, present, record)
        return NightPlan(pairing, standings, {p.id: p.name for p in detail.players})

    def pair(self, league_id: int, week: int, present: list[int] | None = None
             ) -> tuple[NightPlan, NightRecord]:
        """Pair ``week`` and keep it (its byes count from now on); returns the plan and the
        record it replaced (undo puts that back with :meth:`put_back`)."""
        plan = self.plan(league_id, week, present)
        everyone = [r.player.id for r in plan.standings.rows]
        with self._database.transaction() as session:
            before = _latest(session, league_id)
            after = before.with_week(plan_of(plan.pairing, present or everyone))
            names = plan.names
            summary = (f"Week {week} paired: {len(plan.pairing.pairs)} game(s)"
                       + "".join(f", bye {names[p]}" for p in plan.pairing.byes))
            _save(session, league_id, after, summary)
        return plan, before

    def set_fixed(self, league_id: int, fixed: list[tuple[int, int]]) -> NightRecord:
        """Set the organiser's fixed pairs; returns the record before (for undo)."""
        with self._database.transaction() as session:
            before = _latest(session, league_id)
            _save(session, league_id, before.with_fixed(fixed),
                  f"Fixed pairs: {len(fixed)}")
            return before

    def put_back(self, league_id: int, record: NightRecord, summary: str) -> None:
        """Make ``record`` current again (undo and redo of a pairing or of fixed pairs)."""
        with self._database.transaction() as session:
            _league_row(session, league_id)
            _save(session, league_id, record, summary)

    def week_plan(self, league_id: int, week: int) -> WeekPlan | None:
        return self.record(league_id).weeks.get(week)


def _latest(session, league_id: int) -> NightRecord:
    document = session.exec(select(LeagueEvent.document).where(
        LeagueEvent.league_id == league_id, LeagueEvent.action == ACTION)
        .order_by(col(LeagueEvent.id).desc()).limit(1)).first()
    try:
        return NightRecord.from_document(json.loads(document) if document else None)
    except ValueError:
        return NightRecord()


def _save(session, league_id: int, record: NightRecord, summary: str) -> None:
    session.add(LeagueEvent(league_id=league_id, action=ACTION, summary=summary,
                            document=json.dumps(record.to_document())))

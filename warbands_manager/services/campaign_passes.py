"""The post-battle wizard, persisted: one transaction per step, exact undo.

Each step row keeps the roster and pass context from before the step; the warband's roster and
the pass context are replaced by the step's outcome; the step's log lines hang on the step row
(deleted with it on undo, by foreign-key cascade).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlmodel import col, select

from warbands_manager.rules.campaign import postbattle
from warbands_manager.rules.campaign.ledger import CampaignRuleError, LogEntry
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import Roster
from warbands_manager.services.campaign_common import (
    as_json,
    dump_roster,
    get,
    load_roster,
    rolls_since,
    tables_of,
    warband_row,
    write_log,
)
from warbands_manager.services.campaign_conflicts import check_pass, pass_gone
from warbands_manager.services.campaign_pass_restore import (
    PassSnapshot,
    restore_pass,
    undo_pass_keeping,
)
from warbands_manager.services.campaign_types import RESULT_MIRROR
from warbands_manager.store.campaign_tables import (
    CampaignGameRow,
    CampaignPassRow,
    CampaignStepRow,
)
from warbands_manager.store.database import Database


@dataclass(frozen=True)
class PassState:
    id: int
    game_id: int
    warband_id: int
    campaign_id: int
    roster: Roster
    context: dict[str, Any]
    next_step: str | None
    done: tuple[str, ...]


class PostBattleService:
    """Runs and undoes post-battle passes."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def start(self, game_id: int, warband_id: int, removed_characters: list[str] | None = None,
              removed_models: dict[str, int] | None = None,
              team_wounds: dict[str, list[int]] | None = None) -> int:
        """Open the pass of one side of a recorded game with what the players report."""
        with self._database.transaction() as session:
            game = get(session, CampaignGameRow, game_id)
            if warband_id not in (game.warband_a_id, game.warband_b_id):
                raise CampaignRuleError("campaign.pass-side", "that warband did not play")
            existing = session.exec(select(CampaignPassRow).where(
                CampaignPassRow.game_id == game_id, CampaignPassRow.warband_id == warband_id))
            if existing.first():
                raise CampaignRuleError("campaign.pass-exists",
                                        "this warband's post-battle pass is already open")
            is_a = warband_id == game.warband_a_id
            own = game.result_a if is_a else RESULT_MIRROR[game.result_a]
            missing = json.loads(game.missing).get(str(warband_id), [])
            context = postbattle.battle_context(
                "loss" if own == "massacred" else own,
                game.underdog_a if is_a else game.underdog_b, missing, removed_characters,
                removed_models, team_wounds)
            row = CampaignPassRow(game_id=game_id, warband_id=warband_id,
                                  context=as_json(context),
                                  roster_before=warband_row(session, warband_id).roster)
            session.add(row)
            session.flush()
            return row.id

    def state(self, pass_id: int) -> PassState:
        with self._database.transaction() as session:
            row = get(session, CampaignPassRow, pass_id)
            warband = warband_row(session, row.warband_id)
            context = json.loads(row.context)
            return PassState(row.id, row.game_id, row.warband_id, warband.campaign_id,
                             load_roster(warband.roster), context,
                             postbattle.next_step(context), tuple(context.get("done", [])))

    def passes_for_game(self, game_id: int) -> dict[int, int]:
        """``{warband id: pass id}`` of the passes opened for a game."""
        with self._database.transaction() as session:
            rows = session.exec(select(CampaignPassRow).where(CampaignPassRow.game_id == game_id))
            return {row.warband_id: row.id for row in rows}

    def run_next(self, pass_id: int, dice: Dice, inputs: dict[str, Any] | None = None,
                 seen: PassState | None = None) -> list[LogEntry]:
        """Apply the next step in one transaction; on a rule error nothing is stored.

        ``seen`` is the pass as the wizard showed it: the inputs were typed for its next step.

        Raises:
            CampaignEditConflict: someone else ran or undid a step of this pass, or changed the
                warband, since ``seen`` was read.
        """
        with self._database.transaction() as session:
            row, warband = _seen_pass(session, pass_id, seen)
            context = json.loads(row.context)
            step = postbattle.next_step(context)
            if step is None:
                raise CampaignRuleError("campaign.pass-complete", "the pass is complete")
            start = len(dice.log)
            outcome = postbattle.run_step(step, load_roster(warband.roster), context,
                                          tables_of(session, warband.campaign_id), dice, inputs)
            step_row = CampaignStepRow(
                pass_id=pass_id, step=step, roster_before=warband.roster,
                context_before=row.context, inputs=as_json(inputs or {}),
                rolls=as_json(rolls_since(dice, start)),
                summary=as_json(outcome.context.get("rating", {}) if step == "rating" else {}))
            session.add(step_row)
            session.flush()
            warband.roster = dump_roster(outcome.roster)
            row.context = as_json(outcome.context)
            session.add(warband)
            session.add(row)
            write_log(session, warband.campaign_id, outcome.log, warband_id=warband.id,
                      game_id=row.game_id, step_id=step_row.id)
            return outcome.log

    def undo_step(self, pass_id: int, seen: PassState | None = None) -> str:
        """Undo the last step of the pass exactly; returns its name (``seen``: as for
        :meth:`run_next`; undoing a step someone else ran since is refused)."""
        with self._database.transaction() as session:
            row, _warband = _seen_pass(session, pass_id, seen)
            last = session.exec(select(CampaignStepRow).where(
                CampaignStepRow.pass_id == pass_id)
                .order_by(col(CampaignStepRow.id).desc())).first()
            if last is None:
                raise CampaignRuleError("campaign.undo-nothing", "no step of this pass to undo")
            warband = warband_row(session, row.warband_id)
            warband.roster = last.roster_before
            row.context = last.context_before
            session.add(warband)
            session.add(row)
            session.delete(last)
            return last.step

    def undo_pass_keeping(self, pass_id: int) -> PassSnapshot:
        """Undo a whole pass, keeping what it removed so :meth:`restore_pass` can put it back
        (the undo of "Undo whole pass")."""
        return undo_pass_keeping(self._database, pass_id)

    def restore_pass(self, snapshot: PassSnapshot) -> int:
        """Put back a pass undone by :meth:`undo_pass_keeping`, exactly; returns its id."""
        return restore_pass(self._database, snapshot)

    def undo_pass(self, pass_id: int) -> None:
        """Undo a whole pass: the warband's roster is as it was before it began."""
        with self._database.transaction() as session:
            row = get(session, CampaignPassRow, pass_id)
            warband = warband_row(session, row.warband_id)
            warband.roster = row.roster_before
            session.add(warband)
            session.delete(row)


def _seen_pass(session, pass_id: int, seen: PassState | None):
    """The pass and its warband, refused if either moved on since ``seen``."""
    row = session.get(CampaignPassRow, pass_id)
    if row is None and seen is not None:
        pass_gone(session, seen)
    row = get(session, CampaignPassRow, pass_id)
    warband = warband_row(session, row.warband_id)
    check_pass(session, seen, json.loads(row.context), warband)
    return row, warband

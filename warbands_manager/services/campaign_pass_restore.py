"""Undo of "Undo whole pass": the pass, its steps and their log lines are kept as they were
deleted and put back with the same ids, so the pass is exactly as before (including its undo
history of single steps)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlmodel import select

from warbands_manager.rules.campaign.ledger import CampaignRuleError
from warbands_manager.services.campaign_common import get, warband_row
from warbands_manager.store.campaign_tables import (
    CampaignLogRow,
    CampaignPassRow,
    CampaignStepRow,
)
from warbands_manager.store.database import Database


@dataclass(frozen=True)
class PassSnapshot:
    """Everything "Undo whole pass" removes, as column values."""

    pass_row: dict[str, Any]
    steps: tuple[dict[str, Any], ...]
    logs: tuple[dict[str, Any], ...]
    roster_after: str  # the warband's roster when the pass was undone


def undo_pass_keeping(database: Database, pass_id: int) -> PassSnapshot:
    """Undo a whole pass (the warband's roster as before it began); returns what to restore.

    Raises:
        CampaignNotFound: no such pass.
    """
    with database.transaction() as session:
        row = get(session, CampaignPassRow, pass_id)
        steps = list(session.exec(select(CampaignStepRow).where(
            CampaignStepRow.pass_id == pass_id).order_by(CampaignStepRow.id)))
        step_ids = [step.id for step in steps]
        logs = list(session.exec(select(CampaignLogRow).where(
            CampaignLogRow.step_id.in_(step_ids)).order_by(CampaignLogRow.id))) \
            if step_ids else []
        warband = warband_row(session, row.warband_id)
        snapshot = PassSnapshot(row.model_dump(), tuple(s.model_dump() for s in steps),
                                tuple(log.model_dump() for log in logs), warband.roster)
        warband.roster = row.roster_before
        session.add(warband)
        session.delete(row)  # its steps and their log lines go by foreign-key cascade
        return snapshot


def restore_pass(database: Database, snapshot: PassSnapshot) -> int:
    """Put an undone pass back exactly; refused if the warband changed since (another pass).

    Raises:
        CampaignRuleError: the warband's roster is no longer the one the undo left.
    """
    with database.transaction() as session:
        warband = warband_row(session, snapshot.pass_row["warband_id"])
        if warband.roster != snapshot.pass_row["roster_before"]:
            raise CampaignRuleError("campaign.restore-pass",
                                    "the warband changed since the pass was undone")
        session.add(CampaignPassRow(**snapshot.pass_row))
        session.flush()
        for step in snapshot.steps:
            session.add(CampaignStepRow(**step))
        session.flush()
        for log in snapshot.logs:
            session.add(CampaignLogRow(**log))
        warband.roster = snapshot.roster_after
        session.add(warband)
        return int(snapshot.pass_row["id"])

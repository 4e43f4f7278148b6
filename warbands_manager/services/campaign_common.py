"""Shared pieces of the campaign services: JSON conversions and row look-ups."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from sqlmodel import col, select

from warbands_manager.rules.campaign.ledger import LogEntry
from warbands_manager.rules.campaign.postbattle import next_step
from warbands_manager.rules.campaign.standings import GameRecord, game_record
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import roster_from_dict, roster_to_dict
from warbands_manager.services.campaign_types import RESULT_MIRROR
from warbands_manager.store.campaign_tables import (
    CampaignGameRow,
    CampaignLogRow,
    CampaignPassRow,
    CampaignRow,
    CampaignWarbandRow,
)

if TYPE_CHECKING:
    from sqlmodel import Session

    from warbands_manager.rules.dice import Dice

Row = TypeVar("Row")


class CampaignNotFound(LookupError):
    """No campaign, warband, game or pass has that id (deleted meanwhile, or another file)."""


def dump_roster(roster: Roster) -> str:
    return json.dumps(roster_to_dict(roster), ensure_ascii=False)


def load_roster(text: str) -> Roster:
    return roster_from_dict(json.loads(text), "campaign warband")


def get(session: Session, table: type[Row], row_id: int) -> Row:
    row = session.get(table, row_id)
    if row is None:
        what = str(getattr(table, "__tablename__", "row")).replace("_", " ")
        raise CampaignNotFound(f"no {what} with id {row_id}")
    return row


def tables_of(session: Session, campaign_id: int) -> CampaignTables:
    return CampaignTables(json.loads(get(session, CampaignRow, campaign_id).tables))


def warband_row(session: Session, warband_id: int) -> CampaignWarbandRow:
    return get(session, CampaignWarbandRow, warband_id)


def write_log(session: Session, campaign_id: int, entries: Iterable[LogEntry], *,
              warband_id: int | None = None, game_id: int | None = None,
              step_id: int | None = None) -> None:
    for entry in entries:
        session.add(CampaignLogRow(
            campaign_id=campaign_id, warband_id=warband_id, game_id=game_id, step_id=step_id,
            step=entry.step, text=entry.text, rolls=json.dumps(list(entry.rolls)), xp=entry.xp,
        ))


def rolls_since(dice: Dice, start: int) -> list[str]:
    """Descriptions of the dice thrown since the log had ``start`` entries."""
    return [roll.describe() for roll in dice.log[start:]]


def as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _own(result: str) -> str:
    """A side's experience-table result (a massacred side simply lost)."""
    return "loss" if result == "massacred" else result


def game_records(session: Session, campaign_id: int) -> dict[int, GameRecord]:
    """Every warband's record over every recorded game, with its pending passes."""
    games = list(session.exec(select(CampaignGameRow).where(
        CampaignGameRow.campaign_id == campaign_id)))
    complete = {(row.game_id, row.warband_id) for row in session.exec(
        select(CampaignPassRow).where(col(CampaignPassRow.game_id).in_([g.id for g in games])))
        if next_step(json.loads(row.context)) is None}
    played: dict[int, list[tuple[str, bool]]] = {}
    for game in games:
        for warband_id, result in ((game.warband_a_id, _own(game.result_a)),
                                   (game.warband_b_id, _own(RESULT_MIRROR[game.result_a]))):
            played.setdefault(warband_id, []).append(
                (result, (game.id, warband_id) in complete))
    return {warband_id: game_record(results) for warband_id, results in played.items()}

"""Reading a campaign back: its log (per warband or whole), log export, standings, WBR history."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import asdict, dataclass
from datetime import datetime

from sqlmodel import select

from warbands_manager.rules.campaign.standings import StandingRow, Standings, standings
from warbands_manager.rules.cells import escape_row
from warbands_manager.services.campaign_common import get
from warbands_manager.services.campaigns import CampaignService
from warbands_manager.store.campaign_tables import (
    CampaignLogRow,
    CampaignPassRow,
    CampaignRow,
    CampaignStepRow,
    CampaignWarbandRow,
)
from warbands_manager.store.database import Database

EXPORT_FORMATS = ("csv", "json")


@dataclass(frozen=True)
class LogLine:
    id: int
    at: datetime
    warband: str
    step: str
    text: str
    rolls: tuple[str, ...]
    xp: int
    who: str = ""


class CampaignRecordsService:
    """The campaign log, standings and rating history."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def log(self, campaign_id: int, warband_id: int | None = None) -> list[LogLine]:
        """Log lines in order; with ``warband_id`` only that warband's lines."""
        with self._database.transaction() as session:
            query = select(CampaignLogRow).where(CampaignLogRow.campaign_id == campaign_id)
            if warband_id is not None:
                query = query.where(CampaignLogRow.warband_id == warband_id)
            names = self._names(session, campaign_id)
            return [LogLine(r.id, r.created_at, names.get(r.warband_id, ""), r.step, r.text,
                            tuple(json.loads(r.rolls)), r.xp, r.who)
                    for r in session.exec(query.order_by(CampaignLogRow.id))]

    def export_log(self, campaign_id: int, fmt: str, warband_id: int | None = None) -> str:
        """The log as CSV or JSON text."""
        lines = self.log(campaign_id, warband_id)
        if fmt == "json":
            return json.dumps([{**asdict(line), "at": line.at.isoformat(),
                                "rolls": list(line.rolls)} for line in lines],
                              ensure_ascii=False, indent=2)
        if fmt != "csv":
            raise ValueError(f"export format must be one of {', '.join(EXPORT_FORMATS)}")
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(["id", "at", "warband", "step", "text", "rolls", "xp"])
        for line in lines:  # names and log text are the players' own: no formulas
            writer.writerow(escape_row([line.id, line.at.isoformat(), line.warband, line.step,
                                        line.text, "; ".join(line.rolls), line.xp]))
        return buffer.getvalue()

    def standings(self, campaign_id: int) -> Standings:
        campaigns = CampaignService(self._database)
        condition = campaigns.summary(campaign_id).victory_condition
        rows = []
        for warband in campaigns.warbands(campaign_id):
            # Every recorded game counts; passes still to run are marked (record-every-game).
            record = warband.record
            rows.append(StandingRow(warband.player or warband.name, warband.name, record.won,
                                    record.drawn, record.lost, warband.wbr, record.pending))
        return standings(rows, condition)

    def wbr_history(self, campaign_id: int) -> dict[str, list[float]]:
        """Each warband's WBR at the start and after each completed rating step."""
        with self._database.transaction() as session:
            get(session, CampaignRow, campaign_id)
            warbands = session.exec(select(CampaignWarbandRow).where(
                CampaignWarbandRow.campaign_id == campaign_id).order_by(CampaignWarbandRow.id))
            history = {w.id: [w.starting_wbr] for w in warbands}
            names = self._names(session, campaign_id)
            steps = session.exec(
                select(CampaignStepRow, CampaignPassRow)
                .where(CampaignStepRow.pass_id == CampaignPassRow.id,
                       CampaignStepRow.step == "rating")
                .order_by(CampaignStepRow.id))
            for step, pass_row in steps:
                if pass_row.warband_id in history:
                    history[pass_row.warband_id].append(json.loads(step.summary)["wbr"])
            return {names[w]: values for w, values in history.items()}

    @staticmethod
    def _names(session, campaign_id: int) -> dict[int, str]:
        rows = session.exec(select(CampaignWarbandRow).where(
            CampaignWarbandRow.campaign_id == campaign_id))
        return {row.id: row.name for row in rows}

"""SQLModel tables of Warbands campaigns (revision ``0003_campaigns``).

Rosters, pass contexts, rule tables and rolls are JSON documents in text columns: the rules work
on those documents and the app never queries inside them. Each post-battle step keeps the roster
and context from before it, so undo restores them exactly.
"""

from __future__ import annotations

from datetime import datetime

from sqlmodel import Field, SQLModel

from warbands_manager.store.table_base import utc_now, versioned


class CampaignRow(SQLModel, table=True):
    __tablename__ = "campaign"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200)
    conclusion_date: str = Field(default="", max_length=10)  # ISO date, "" if not set
    victory_condition: str = Field(default="wbr", max_length=16)  # "wbr" or "record"
    tables: str  # the campaign's copy of the rule tables (JSON)
    created_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)  # row version, see versioned()
    __mapper_args__ = versioned()


class CampaignWarbandRow(SQLModel, table=True):
    __tablename__ = "campaign_warband"

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", index=True, ondelete="CASCADE")
    player: str = Field(max_length=200)
    name: str = Field(max_length=200)
    roster: str  # current roster document (warbands-roster/1 JSON)
    starting_wbr: float = 0
    created_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)  # row version, see versioned()
    __mapper_args__ = versioned()


class CampaignGameRow(SQLModel, table=True):
    __tablename__ = "campaign_game"

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", index=True, ondelete="CASCADE")
    played_on: str = Field(default="", max_length=10)
    warband_a_id: int = Field(foreign_key="campaign_warband.id", ondelete="CASCADE")
    warband_b_id: int = Field(foreign_key="campaign_warband.id", ondelete="CASCADE")
    result_a: str = Field(max_length=16)  # massacre/victory/draw/loss from A's side
    wbr_a: float = 0
    wbr_b: float = 0
    underdog_a: int = 0
    underdog_b: int = 0
    missing: str = "{}"  # JSON {warband id: [unit ids]} (Deep/Old Battle Wounds)
    notes: str = ""
    created_at: datetime = Field(default_factory=utc_now)


class CampaignPassRow(SQLModel, table=True):
    """One warband's post-battle pass after one game."""

    __tablename__ = "campaign_pass"

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="campaign_game.id", index=True, ondelete="CASCADE")
    warband_id: int = Field(foreign_key="campaign_warband.id", index=True, ondelete="CASCADE")
    context: str  # current pass context (JSON)
    roster_before: str  # the roster when the pass began (undo of the whole pass)
    created_at: datetime = Field(default_factory=utc_now)


class CampaignStepRow(SQLModel, table=True):
    __tablename__ = "campaign_step"

    id: int | None = Field(default=None, primary_key=True)
    pass_id: int = Field(foreign_key="campaign_pass.id", index=True, ondelete="CASCADE")
    step: str = Field(max_length=32)
    roster_before: str
    context_before: str
    inputs: str = "{}"
    rolls: str = "[]"
    summary: str = "{}"  # what the step produced that later screens chart (e.g. the WBR)
    created_at: datetime = Field(default_factory=utc_now)


class CampaignLogRow(SQLModel, table=True):
    __tablename__ = "campaign_log"

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", index=True, ondelete="CASCADE")
    warband_id: int | None = Field(default=None, foreign_key="campaign_warband.id",
                                   ondelete="CASCADE")
    game_id: int | None = Field(default=None, foreign_key="campaign_game.id",
                                ondelete="CASCADE")
    step_id: int | None = Field(default=None, foreign_key="campaign_step.id",
                                ondelete="CASCADE")
    step: str = Field(max_length=32)
    text: str
    rolls: str = "[]"
    xp: int = 0
    created_at: datetime = Field(default_factory=utc_now)
    who: str = Field(default="", max_length=100)  # the OS user who made the change

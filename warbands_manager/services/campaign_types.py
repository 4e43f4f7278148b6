"""Value types the campaign services return (plain frozen dataclasses)."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.campaign.standings import GameRecord
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster

# A game is recorded from A's side; "massacred" = A lost by a massacre (B massacred A).
GAME_RESULTS = ("massacre", "victory", "draw", "loss", "massacred")
RESULT_MIRROR = {"massacre": "massacred", "victory": "loss", "draw": "draw", "loss": "victory",
                 "massacred": "massacre"}


@dataclass(frozen=True)
class CampaignSummary:
    id: int
    name: str
    conclusion_date: str
    victory_condition: str
    warbands: int


@dataclass(frozen=True)
class CampaignDetail:
    """A campaign as an organiser sees it before editing it (``seen=`` of the table edits)."""

    id: int
    name: str
    conclusion_date: str
    victory_condition: str
    tables: CampaignTables
    version: int  # the campaign row's version when read (conflict detection)


@dataclass(frozen=True)
class WarbandInfo:
    id: int
    campaign_id: int
    player: str
    name: str
    roster: Roster
    wbr: float
    points: float
    # The roster rules' verdict on the warband now (lines "✗ rule: message" / "⚠ ..."), shown
    # on the Campaigns page and the sheet; a campaign never refuses on it.
    problems: tuple[str, ...] = ()
    error_count: int = 0
    version: int = 0  # the warband row's version when read (conflict detection)
    # Every game recorded for it, with the passes still pending (reading record-every-game).
    record: GameRecord = GameRecord()


@dataclass(frozen=True)
class GameInfo:
    id: int
    played_on: str
    warband_a_id: int
    warband_b_id: int
    result_a: str
    wbr_a: float
    wbr_b: float
    underdog_a: int
    underdog_b: int


@dataclass(frozen=True)
class PreGame:
    wbr_a: float
    wbr_b: float
    underdog_a: int
    underdog_b: int
    refusal: str | None
    absent_a: dict[str, int]
    absent_b: dict[str, int]

"""Recording a campaign game: the pair's ratings, underdog bonus, whether they may play now.

Everything here reads through the caller's session, so :meth:`CampaignService.record_game`
decides "a third game in a row?" in the same transaction that writes the game. It first locks
the campaign (:func:`lock_campaign`): on PostgreSQL ``SELECT ... FOR NO KEY UPDATE`` on the
campaign row, so a second organiser recording a game of the same campaign waits until the
first has committed and then reads that game; on SQLite ``BEGIN IMMEDIATE`` (store/engine.py)
already holds the file's write lock for the whole transaction. The lock is per campaign, not
per pair: the rule looks at each player's own last games, whoever they were against."""

from __future__ import annotations

from sqlmodel import Session, col, select

from warbands_manager.rules.campaign.ledger import LogEntry
from warbands_manager.rules.campaign.pregame import (
    deep_wound_absentees,
    rematch_refusal,
    underdog_bonus,
)
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.roster_check import describe_problems, roster_problems
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.services.campaign_common import (
    CampaignNotFound,
    as_json,
    load_roster,
    tables_of,
    warband_row,
    write_log,
)
from warbands_manager.services.campaign_types import PreGame, WarbandInfo
from warbands_manager.store.campaign_tables import CampaignGameRow, CampaignRow, CampaignWarbandRow


def lock_campaign(session: Session, campaign_id: int) -> CampaignRow:
    """The campaign row, locked until the transaction ends (PostgreSQL ``FOR NO KEY UPDATE``;
    a no-op on SQLite, whose transactions hold the write lock from their start).

    Raises:
        CampaignNotFound: no campaign with that id.
    """
    # FOR NO KEY UPDATE: serialises recordings of the campaign, yet lets others add rows that
    # only reference it (a warband, a pass) meanwhile, as a plain FOR UPDATE would not.
    row = session.exec(select(CampaignRow).where(CampaignRow.id == campaign_id)
                       .with_for_update(key_share=True)).first()
    if row is None:
        raise CampaignNotFound(f"no campaign with id {campaign_id}")
    return row


def warband_info(row: CampaignWarbandRow, tables: CampaignTables) -> WarbandInfo:
    """A warband as pages show it: rating, points and the roster rules' verdict."""
    roster = load_roster(row.roster)
    rating = warband_rating(roster, tables)
    problems = roster_problems(roster)
    return WarbandInfo(row.id, row.campaign_id, row.player, row.name, roster, rating.total,
                       rating.points, tuple(describe_problems(problems)),
                       sum(1 for v in problems if v.severity == "error"), row.version)


def pregame_in(session: Session, campaign_id: int, a_id: int, b_id: int) -> PreGame:
    """WBRs, underdog bonus, refusal and Deep Wound absentees, read through ``session``."""
    tables = tables_of(session, campaign_id)
    a = warband_info(warband_row(session, a_id), tables)
    b = warband_info(warband_row(session, b_id), tables)
    bonus_a, bonus_b = underdog_bonus(a.wbr, b.wbr, tables.limit("underdog_divisor"))
    return PreGame(a.wbr, b.wbr, bonus_a, bonus_b, refusal_in(session, campaign_id, a, b, tables),
                   deep_wound_absentees(a.roster), deep_wound_absentees(b.roster))


def refusal_in(session: Session, campaign_id: int, a: WarbandInfo, b: WarbandInfo,
               tables: CampaignTables) -> str | None:
    """Why ``a`` and ``b`` may not play now (a third game in a row), or None."""
    history = [(str(x), str(y)) for x, y in session.exec(
        select(CampaignGameRow.warband_a_id, CampaignGameRow.warband_b_id)
        .where(CampaignGameRow.campaign_id == campaign_id).order_by(col(CampaignGameRow.id)))]
    limit = tables.limit("max_games_in_a_row")
    if rematch_refusal(history, str(a.id), str(b.id), limit) is None:
        return None
    return (f"{a.player or a.name} and {b.player or b.name} have already played each other "
            f"{limit} times in a row; a campaign refuses a third game between them now")


def write_game(session: Session, campaign_id: int, a_id: int, b_id: int, result_a: str,
               played_on: str, missing: dict[int, list[str]] | None, notes: str,
               pre: PreGame) -> int:
    """Add the game row and its log line (the checks have passed); returns the game's id."""
    # Characters still missing games for a Deep Wound miss this one whatever was passed.
    missing = {int(k): list(v) for k, v in (missing or {}).items()}
    for warband_id, absent in ((a_id, pre.absent_a), (b_id, pre.absent_b)):
        missing[warband_id] = sorted(set(missing.get(warband_id, [])) | set(absent))
    row = CampaignGameRow(campaign_id=campaign_id, played_on=played_on, warband_a_id=a_id,
                          warband_b_id=b_id, result_a=result_a, wbr_a=pre.wbr_a,
                          wbr_b=pre.wbr_b, underdog_a=pre.underdog_a,
                          underdog_b=pre.underdog_b,
                          missing=as_json({str(k): v for k, v in (missing or {}).items()}),
                          notes=notes)
    session.add(row)
    session.flush()
    names = {w: warband_row(session, w).name for w in (a_id, b_id)}
    underdog = (names[a_id] if pre.underdog_a else names[b_id] if pre.underdog_b
                else "nobody")
    text = (f"game: {names[a_id]} (WBR {pre.wbr_a:g}) {result_a} against "
            f"{names[b_id]} (WBR {pre.wbr_b:g}); underdog bonus "
            f"{pre.underdog_a or pre.underdog_b} XP to {underdog}"
            + (f"; {notes}" if notes else ""))
    write_log(session, campaign_id, [LogEntry("game", text)], game_id=row.id)
    assert row.id is not None  # given by the flush above
    return row.id

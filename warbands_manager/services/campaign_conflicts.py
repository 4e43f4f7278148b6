"""Telling an organiser what someone else changed in a campaign (a shared server or file).

As for leagues (``league_conflicts``): an edit may say what the organiser saw when they started
it — the campaign with its rule tables (:class:`CampaignDetail`), a warband
(:class:`WarbandInfo`), a post-battle pass (``PassState``). If the record changed since,
nothing is saved and :class:`CampaignEditConflict` names each difference (``field: theirs
before → theirs now``) and the campaign log's latest line (who, when, what). The page reloads
and the organiser decides again. Races inside the same instant are caught by the row version
itself (``Database.transaction`` raises the generic :class:`EditConflict`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from sqlmodel import col, select

from warbands_manager.rules.roster_io import roster_to_dict
from warbands_manager.services.campaign_common import load_roster
from warbands_manager.services.conflict_text import (
    differences,
    edit_conflict,
    latest_change_text,
)
from warbands_manager.store.campaign_tables import CampaignLogRow
from warbands_manager.store.errors import EditConflict

MAX_LINES = 12  # a roster can differ in many places; the message names the first ones
_LONG = 60
# Roster paths shown in words (the rest keep their document path).
_LABELS = (("campaign.experience:", "XP bank:"), ("campaign.record.", "record "),
           ("campaign.stash", "stash"), ("name:", "warband name:"))

if TYPE_CHECKING:
    from sqlmodel import Session

    from warbands_manager.services.campaign_passes import PassState
    from warbands_manager.services.campaign_types import CampaignDetail, WarbandInfo
    from warbands_manager.store.campaign_tables import CampaignRow, CampaignWarbandRow



class CampaignEditConflict(EditConflict):
    """Another organiser changed this campaign record since it was read; nothing was saved."""


def last_change(session: Session, campaign_id: int) -> str:
    """"Latest change in the campaign: by NAME at TIME (text)." ("" if the log is empty)."""
    row = session.exec(select(CampaignLogRow).where(CampaignLogRow.campaign_id == campaign_id)
                       .order_by(col(CampaignLogRow.id).desc())).first()
    if row is None:
        return ""
    return latest_change_text("campaign", row.who, row.created_at, row.text)


def raise_conflict(session: Session, campaign_id: int, what: str, changes: list[str]) -> None:
    raise edit_conflict(CampaignEditConflict, what, _capped(changes),
                        last_change(session, campaign_id))


def check_campaign(session: Session, seen: CampaignDetail | None, row: CampaignRow) -> None:
    """``seen`` is the ``CampaignDetail`` the organiser started from; ``row`` the campaign now."""
    if seen is None or seen.version == row.version:
        return
    changes = _differences([
        ("name", seen.name, row.name), ("ends", seen.conclusion_date, row.conclusion_date),
        ("victory condition", seen.victory_condition, row.victory_condition)])
    changes += document_changes(_table_values(seen.tables.to_dict()),
                                _table_values(json.loads(row.tables)), "table ")
    raise_conflict(session, row.id, f"The campaign “{seen.name}”", changes)


def check_warband(session: Session, seen: WarbandInfo | None,
                  row: CampaignWarbandRow) -> None:
    """``seen`` is the ``WarbandInfo`` the organiser started from; ``row`` the warband now."""
    if seen is None or seen.version == row.version:
        return
    raise_conflict(session, row.campaign_id, f"The warband {seen.name}",
                   _differences([("player", seen.player, row.player),
                                 ("name", seen.name, row.name)])
                   + roster_changes(roster_to_dict(seen.roster), _roster_now(row)))


def check_pass(session: Session, seen: PassState | None, context: dict[str, Any],
               warband: CampaignWarbandRow) -> None:
    """``seen`` is the ``PassState`` the wizard showed; ``context`` and ``warband`` are now."""
    if seen is None:
        return
    done_now = tuple(context.get("done", []))
    changes = _differences([("steps done", ", ".join(seen.done) or "none",
                             ", ".join(done_now) or "none")])
    changes += roster_changes(roster_to_dict(seen.roster), _roster_now(warband))
    if changes or seen.context != context:
        raise_conflict(session, warband.campaign_id,
                       f"The post-battle pass of {warband.name}", changes)


def pass_gone(session: Session, seen: PassState) -> None:
    raise_conflict(session, seen.campaign_id, f"The post-battle pass of {seen.roster.name}",
                   ["the pass was undone"])


def roster_changes(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """Field-by-field differences of two roster documents, units named rather than numbered."""
    before, after = dict(before), dict(after)  # the character records are taken out below
    units_before = {u.get("id"): u for u in before.get("units", [])}
    units_after = {u.get("id"): u for u in after.get("units", [])}
    changes = [f"unit removed: {u.get('name')}" for key, u in units_before.items()
               if key not in units_after]
    changes += [f"unit added: {u.get('name')}" for key, u in units_after.items()
                if key not in units_before]
    for key, unit in units_after.items():
        if key in units_before:
            changes += document_changes(units_before[key], unit, f"{unit.get('name')} ")
    names = {key: unit.get("name") for key, unit in {**units_before, **units_after}.items()}
    records_before = _pop_records(before)
    records_after = _pop_records(after)
    for key in sorted(records_before.keys() | records_after.keys(), key=str):
        changes += document_changes(records_before.get(key, {}), records_after.get(key, {}),
                                    f"{names.get(key, key)} campaign record ")
    rest_before = {k: v for k, v in before.items() if k != "units"}
    rest_after = {k: v for k, v in after.items() if k != "units"}
    return changes + [_plain(line) for line in document_changes(rest_before, rest_after, "")]


def _plain(line: str) -> str:
    for path, label in _LABELS:
        if line.startswith(path):
            return label + line[len(path):]
    return line


def _pop_records(roster: dict[str, Any]) -> dict[str, Any]:
    """The per-character records (``campaign.characters``), taken out of ``roster``."""
    block = roster.get("campaign")
    if not isinstance(block, dict) or not isinstance(block.get("characters"), dict):
        return {}
    roster["campaign"] = {k: v for k, v in block.items() if k != "characters"}
    return block["characters"]


def document_changes(before: Any, after: Any, prefix: str) -> list[str]:
    """``"prefix a.b: old → new"`` for each leaf that differs (lists are leaves)."""
    flat_before, flat_after = _flatten(before), _flatten(after)
    return [f"{prefix}{path or 'value'}: {_show(flat_before.get(path))} → "
            f"{_show(flat_after.get(path))}"
            for path in sorted(flat_before.keys() | flat_after.keys())
            if flat_before.get(path) != flat_after.get(path)
            # A record written with its defaults (0, empty) is no change to report.
            and (flat_before.get(path) or flat_after.get(path))]


def _roster_now(row) -> dict[str, Any]:
    # Read back as the reader saw it (the same normalisation on both sides of the comparison).
    return roster_to_dict(load_roster(row.roster))


def _table_values(document: dict[str, Any]) -> dict[str, Any]:
    # A table entry is {value, provenance}: the value is what changed for the players.
    if isinstance(document, dict):
        if "value" in document and "provenance" in document:
            return document["value"]
        return {k: _table_values(v) for k, v in document.items() if k != "meta"}
    return document


def _flatten(value: Any, path: str = "") -> dict[str, Any]:
    if isinstance(value, dict) and value:
        flat: dict[str, Any] = {}
        for key, item in value.items():
            flat.update(_flatten(item, f"{path}.{key}" if path else str(key)))
        return flat
    return {path: value}


def _differences(pairs: list[tuple[str, object, object]]) -> list[str]:
    return differences(pairs, _show)


def _show(value) -> str:
    if value is None or value == "" or value == [] or value == {}:
        return "—"
    text = (json.dumps(value, ensure_ascii=False) if isinstance(value, list | dict)
            else str(value))
    return text if len(text) <= _LONG else text[:_LONG - 1] + "…"


def _capped(changes: list[str]) -> list[str]:
    if len(changes) <= MAX_LINES:
        return changes
    return changes[:MAX_LINES] + [f"… and {len(changes) - MAX_LINES} more changes"]

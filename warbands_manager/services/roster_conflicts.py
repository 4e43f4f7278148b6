"""A save made from an older copy of a roster is refused, naming each field that changed
so that two windows, or a window and the command line, never silently undo each other.

The editor says which version it read (:class:`RosterSeen`); the store's row version decides
whether someone saved since, and the two documents say what they changed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from warbands_manager.rules.roster_io import roster_from_dict, roster_to_dict
from warbands_manager.services.conflict_text import differences, edit_conflict
from warbands_manager.store.errors import EditConflict

if TYPE_CHECKING:
    from warbands_manager.rules.roster import Roster
    from warbands_manager.services.rosters import RosterService, RosterSummary

_FIELDS = (("name", "name"), ("player", "player"), ("army", "army"),
           ("chaos_type", "Chaos type"), ("points_limit", "points limit"),
           ("campaign", "campaign record"))
_UNIT_FIELDS = (("models", "models"), ("points_per_model", "points per model"),
                ("upgrades", "upgrades"), ("traits", "traits"), ("commander", "commander"),
                ("archetype", "archetype"), ("injuries", "injuries"), ("veteran", "veteran"))


class RosterEditConflict(EditConflict):
    """Someone saved this roster since the editor read it; nothing was saved."""


@dataclass(frozen=True)
class RosterSeen:
    """A roster as an editor read it: the row version and the stored document."""

    version: int
    document: dict


def roster_conflict(seen: RosterSeen, stored_document: str, updated_at: datetime
                    ) -> RosterEditConflict:
    """The refusal of a save made from ``seen``, naming what the other save changed."""
    now = json.loads(stored_document)
    name = seen.document.get("name") or now.get("name") or "this roster"
    latest = f"Last saved at {updated_at:%Y-%m-%d %H:%M} UTC. "
    return edit_conflict(RosterEditConflict, f"The roster “{name}”",
                         changed_fields(seen.document, now), latest)


def changed_fields(seen: dict, now: dict) -> list[str]:
    """One line per roster field or unit that differs between the two documents."""
    lines = differences([(label, seen.get(key), now.get(key)) for key, label in _FIELDS], _show)
    lines += _unit_lines(seen.get("units") or [], now.get("units") or [])
    known = {key for key, _label in _FIELDS} | {"units", "format"}
    other = sorted(key for key in set(seen) | set(now)
                   if key not in known and seen.get(key) != now.get(key))
    lines += [f"{key}: changed" for key in other]
    return lines


def _unit_lines(seen: list, now: list) -> list[str]:
    before, after = _by_key(seen), _by_key(now)
    lines = []
    for key, unit in before.items():
        if key not in after:
            lines.append(f"unit {_unit_name(unit)}: removed")
            continue
        pairs = [(f"unit {_unit_name(unit)}, {label}", unit.get(field), after[key].get(field))
                 for field, label in _UNIT_FIELDS]
        if unit.get("name") != after[key].get("name"):
            pairs.insert(0, (f"unit {_unit_name(unit)}, name", unit.get("name"),
                             after[key].get("name")))
        lines += differences(pairs, _show)
    lines += [f"unit {_unit_name(unit)}: added" for key, unit in after.items()
              if key not in before]
    return lines


def _by_key(units: list) -> dict:
    # Units carry an id when they came from army data; otherwise their place is their key.
    return {(unit.get("id") if isinstance(unit, dict) and unit.get("id") else index):
            unit if isinstance(unit, dict) else {} for index, unit in enumerate(units)}


def _unit_name(unit: dict) -> str:
    return str(unit.get("name") or "(unnamed)")


def _show(value) -> str:
    if value is None or value == "" or value == []:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return ", ".join(str(item.get("name", item)) if isinstance(item, dict) else str(item)
                         for item in value)
    if isinstance(value, dict):
        return "edited"
    return str(value)


class SeenRosters:
    """What an editor last read or saved of each roster, so every save it makes is checked.

    Any editor (the window's, a rebuilt one, a script) reads through :meth:`read` and saves
    through :meth:`save`: a save is refused (:class:`RosterEditConflict`) if someone saved the
    roster since this editor last read or saved it. ``rosters`` is a ``RosterService``.
    """

    def __init__(self, rosters: RosterService) -> None:
        self._rosters = rosters
        self._seen: dict[int, RosterSeen] = {}

    def read(self, roster_id: int) -> Roster:
        """The stored roster (a ``Roster``), remembered as seen."""
        seen = self._rosters.seen(roster_id)
        self._seen[roster_id] = seen
        return roster_from_dict(json.loads(json.dumps(seen.document)), f"roster #{roster_id}")

    def save(self, roster_id: int, roster: Roster, document: dict | None = None
             ) -> RosterSummary:
        """Save ``roster`` if nobody saved it since it was seen; returns the summary (with
        the validator's status). ``document``: ``roster_to_dict(roster)`` when the caller has
        made it already (stored, and remembered as seen, without converting again)."""
        if document is None:
            document = roster_to_dict(roster)
        summary = self._rosters.save(roster_id, roster, self._seen.get(roster_id), document)
        self._seen[roster_id] = RosterSeen(summary.version, document)
        return summary

    def changed_elsewhere(self, roster_id: int) -> bool:
        """Whether someone saved the roster since this editor read or saved it."""
        seen = self._seen.get(roster_id)
        try:
            now = self._rosters.seen(roster_id)
        except LookupError:  # deleted elsewhere
            return False
        return seen is None or now.version != seen.version


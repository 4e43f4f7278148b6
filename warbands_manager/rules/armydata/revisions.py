"""Which revision of a catalogue a roster unit is read against, and which revisions rosters use.

After an update the player chooses per roster to move it to the new revision or to keep it on
the one it was built with; the older revision then stays stored as long as a saved roster uses
it. A unit remembers its revision in ``extra["army_data"]["revision"]`` (written when the
editor builds it, or when the roster is moved or kept). Readings:

- a unit that names a stored revision is read against that revision;
- a unit without a revision (saved before revisions were recorded) was built before any
  update that added a newer one: it is read against the oldest stored revision;
- a unit naming a revision that is not stored here (a roster file from another club, a
  catalogue deleted and imported again) is read against the newest one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from warbands_manager.rules.roster import Roster, Unit

ARMY_DATA_KEY = "army_data"
REVISION_KEY = "revision"


def unit_catalogue(unit: Unit) -> str | None:
    """The BattleScribe id of the catalogue a unit was built from (None: typed by hand)."""
    record = unit.extra.get(ARMY_DATA_KEY)
    return record.get("catalogue") or None if isinstance(record, dict) else None


def unit_revision(unit: Unit) -> int | None:
    """The catalogue revision a unit was built with or moved to (None: not recorded)."""
    record = unit.extra.get(ARMY_DATA_KEY)
    revision = record.get(REVISION_KEY) if isinstance(record, dict) else None
    return revision if isinstance(revision, int) and not isinstance(revision, bool) else None


def resolved_revision(revision: int | None, stored: Sequence[int]) -> int | None:
    """The stored revision a unit naming ``revision`` is read against (see the module doc);
    None when no revision of its catalogue is stored."""
    if not stored:
        return None
    if revision is None:
        return min(stored)
    return revision if revision in stored else max(stored)


def stamp_revision(roster: Roster, catalogue: str, revision: int) -> None:
    """Record in every unit of ``roster`` built from ``catalogue`` that it is on ``revision``."""
    for unit in roster.units:
        if unit_catalogue(unit) == catalogue:
            unit.extra[ARMY_DATA_KEY][REVISION_KEY] = revision


def revisions_in_use(unit_revisions: Iterable[tuple[str, int | None]],
                     stored: Mapping[str, Sequence[int]]) -> dict[str, set[int]]:
    """Per catalogue, the stored revisions that saved rosters' units resolve to, given every
    saved unit's (catalogue, revision) and every catalogue's stored revisions."""
    used: dict[str, set[int]] = {}
    for catalogue, revision in unit_revisions:
        resolved = resolved_revision(revision, stored.get(catalogue, ()))
        if resolved is not None:
            used.setdefault(catalogue, set()).add(resolved)
    return used


def unused_revisions(stored: Mapping[str, Sequence[int]],
                     used: Mapping[str, set[int]]) -> list[tuple[str, int]]:
    """(catalogue, revision) of every stored revision that is neither the newest of its
    catalogue nor used by a saved roster: the ones to remove."""
    return sorted((catalogue, revision) for catalogue, revisions in stored.items()
                  for revision in revisions
                  if revision != max(revisions) and revision not in used.get(catalogue, ()))


def roster_unit_revisions(roster: Roster) -> list[tuple[str, int | None]]:
    """(catalogue, revision) of every unit of ``roster`` built from army data."""
    return [(catalogue, unit_revision(unit)) for unit in roster.units
            if (catalogue := unit_catalogue(unit))]

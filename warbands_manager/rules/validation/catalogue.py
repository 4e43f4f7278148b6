"""What the army data a roster names adds to its validation: the catalogue's limits and the
traits its mounts carry.

A roster names its catalogue in its ``army_data`` key (built in the editor), through its units'
``army_data`` (older rosters) or, imported from BattleScribe, in ``imported_from``. Where the
app has a database, it registers how to find a stored catalogue (:func:`use_catalogues`); then
:func:`prepared` checks every option group and option limit of that catalogue
(``catalogue_limits``), and says in a warning when the named catalogue is not stored. Mounts
(and units bought on their own, such as a Goblin Wolf Chariot) give their traits with or
without a catalogue (``armydata.mounts``): the validator's flyer and chariot rules then see
them as they see a typed trait. The roster itself is never changed: a copy with the gained
traits is validated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from warbands_manager.rules.armydata.build import entry_for
from warbands_manager.rules.armydata.editions import roster_catalogue, units_catalogue
from warbands_manager.rules.armydata.model import ArmyList
from warbands_manager.rules.armydata.mounts import mount_traits, unit_traits_by_name
from warbands_manager.rules.armydata.revisions import unit_catalogue, unit_revision
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation.catalogue_limits import unit_limit_violations
from warbands_manager.rules.validation.model import WARNING, Violation

# (BattleScribe id or "", catalogue name or "", revision or None) → the stored catalogue at the
# revision a unit naming that revision is read against (``revisions.py``), or None. One
# registration, not an argument: the validator is asked from the editor, the sheet, the roster
# lists, leagues, campaigns and What fits, and each must judge a roster the same way.
CatalogueLookup = Callable[[str, str, "int | None"], "ArmyList | None"]
_LOOKUP: list[CatalogueLookup | None] = [None]
NOT_CHECKED = "catalogue.not-checked"
GROUPS_READ_FROM = 3  # the reader version (``bsdata.READER_VERSION``) that reads groups


def use_catalogues(lookup: CatalogueLookup | None) -> None:
    """Find the catalogues rosters name with ``lookup`` from now on (None: no database)."""
    _LOOKUP[0] = lookup


@contextmanager
def catalogues_from(lookup: CatalogueLookup) -> Iterator[None]:
    """Find catalogues with ``lookup`` inside the block (an import validates the rosters it
    stores against the catalogues it holds in memory, inside its own transaction)."""
    before = _LOOKUP[0]
    _LOOKUP[0] = lookup
    try:
        yield
    finally:
        _LOOKUP[0] = before


@contextmanager
def catalogue_as_stored(army: ArmyList) -> Iterator[None]:
    """Inside the block, a unit naming ``army``'s revision of its catalogue is read against
    ``army`` (a revision being imported, not stored yet); every other lookup as before, and
    nothing changes where no catalogues are registered (no database: no catalogue checks)."""
    before = _LOOKUP[0]
    if before is None:
        yield
        return

    def lookup(bs_id: str, name: str, revision: int | None) -> ArmyList | None:
        if bs_id == army.bs_id and revision == army.revision:
            return army
        return before(bs_id, name, revision)

    with catalogues_from(lookup):
        yield


def named_catalogue(roster: Roster) -> tuple[str, str] | None:
    """(BattleScribe id, name) of the catalogue the roster names, either may be ""."""
    chosen = roster_catalogue(roster)
    if chosen:
        return chosen["catalogue"], str(chosen.get("name") or "")
    built_from = units_catalogue(roster)
    if built_from:
        return built_from, ""
    imported = roster.extra.get("imported_from")
    if isinstance(imported, dict) and imported.get("catalogue"):
        return "", str(imported["catalogue"])
    return None


def catalogues_of_units(roster: Roster) -> list[ArmyList | None]:
    """Per unit, the stored catalogue the roster names at the revision that unit is read
    against (all None where no database is registered or the roster names none)."""
    lookup = _LOOKUP[0]
    named = named_catalogue(roster) if lookup is not None else None
    if named is None or lookup is None:
        return [None] * len(roster.units)
    return unit_catalogues(roster, named, lookup)


def unit_catalogues(roster: Roster, named: tuple[str, str],
                    lookup: CatalogueLookup) -> list[ArmyList | None]:
    """Per unit, the named catalogue at the revision that unit is read against: a roster kept
    on an older revision after an update is checked against the options it was built with."""
    found: dict[int | None, ArmyList | None] = {}
    armies = []
    for unit in roster.units:
        revision = unit_revision(unit) if unit_catalogue(unit) in (named[0], None) else None
        if revision not in found:
            found[revision] = lookup(*named, revision)
        armies.append(found[revision])
    return armies


def prepared(roster: Roster) -> tuple[Roster, list[Violation]]:
    """The roster as the rules should see it (mount traits added) and the catalogue's own
    violations (none when no catalogue is named or no database is registered)."""
    lookup = _LOOKUP[0]
    named = named_catalogue(roster) if lookup is not None else None
    if named is None or lookup is None:
        return with_mount_traits(roster, None), []
    armies = unit_catalogues(roster, named, lookup)
    stored = [army for army in armies if army is not None] or (
        [army] if (army := lookup(*named, None)) is not None else [])
    if not stored:
        what = f"“{named[1]}”" if named[1] else "its army data"
        return with_mount_traits(roster, None), [Violation(
            NOT_CHECKED, WARNING, (),
            f"This roster was built from {what}, which is not imported here: its option "
            "groups and option limits were not checked (import the catalogue to check them)")]
    seen = with_unit_mount_traits(roster, armies)
    found = unit_limit_violations(seen.units, armies)
    for army in {id(army): army for army in stored}.values():
        if army.reader_version < GROUPS_READ_FROM:
            found.append(Violation(
                NOT_CHECKED, WARNING, (),
                f"“{army.name}” was imported by an older version of this app, which did not "
                "read option groups: only each option's own limit was checked (import the "
                "catalogue again to check its groups)"))
    return seen, found


def with_mount_traits(roster: Roster, army: ArmyList | None) -> Roster:
    """``roster``, or a copy whose units carry the traits their mounts give."""
    return with_unit_mount_traits(roster, [army] * len(roster.units))


def with_unit_mount_traits(roster: Roster, armies: list[ArmyList | None]) -> Roster:
    """``roster``, or a copy whose units carry the traits their mounts give, each unit's
    mounts read from its own catalogue revision (``armies``, one per unit)."""
    units = roster.units
    changed = None
    for index, (unit, army) in enumerate(zip(units, armies, strict=True)):
        if army is None:
            given = unit_traits_by_name(unit)
        else:
            given = tuple(m.trait for m in mount_traits(unit, entry_for(army, unit)))
        if not given:
            continue
        gained = [trait for trait in dict.fromkeys(given) if trait not in unit.traits]
        if gained:
            if changed is None:
                changed = list(units)
            changed[index] = replace(unit, traits=[*unit.traits, *gained])
    return roster if changed is None else replace(roster, units=changed)


__all__ = ["catalogue_as_stored", "catalogues_from", "catalogues_of_units",
           "mount_traits", "named_catalogue", "prepared", "unit_catalogues", "use_catalogues",
           "with_mount_traits", "with_unit_mount_traits"]

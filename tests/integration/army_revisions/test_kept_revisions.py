"""A roster kept as saved after an update stays on the catalogue revision it was built with:
that revision stays stored beside the new one while a saved roster reads it, the roster is
checked and edited against its options and groups, and it goes once no roster reads it."""

from __future__ import annotations

import pytest

from tests.integration.army_sources.site import (
    GROUP_RAISED,
    OPTION_RENAMED,
    OPTION_RENAMED_TO,
    REMOVED,
    RENAMED,
    REPRICED,
)
from tests.shared_data import needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.build import unit_from_entry, upgrade_from_option
from warbands_manager.rules.armydata.revisions import unit_revision
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation import validate
from warbands_manager.rules.validation.catalogue import catalogues_of_units, use_catalogues
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.roster_army_update import kept_as_saved, roster_update

pytestmark = needs_bsdata
WAR_MACHINES = ("Warpfire Thrower", "Ratling Gun")


@pytest.fixture
def armies(database):
    service = ArmyDataService(database, data_dir())
    use_catalogues(service.stored_catalogue)  # as the app registers it
    return service


def _skaven(armies) -> str:
    return next(s.bs_id for s in armies.armies() if s.army == "skaven")


def _build(armies, rosters, name: str) -> int:
    """A roster of the removed, renamed and repriced units; the Clanrats take Spears and two
    war machine upgrades (revision 1 allows one)."""
    army = armies.army_list(_skaven(armies))
    table = armies.trait_table(army.army)
    units = [unit_from_entry(army, army.unit(unit), table, f"u{n}")
             for n, unit in enumerate((REMOVED, RENAMED, REPRICED))]
    clanrats = units[2]
    options = {option.name: option for option in army.unit(REPRICED).options}
    clanrats.upgrades += [upgrade_from_option(options[name], clanrats.models)
                          for name in (OPTION_RENAMED, *WAR_MACHINES)]
    return rosters.create(Roster(name=name, army="skaven", units=units))


def _group_errors(roster: Roster) -> list[str]:
    return [v.message for v in validate(roster) if v.rule == "catalogue.group-max"]


def _update(armies, folder) -> None:
    report = armies.import_paths([folder])
    assert not report.errors, report.errors


def test_a_kept_roster_is_checked_and_edited_against_the_revision_it_was_built_with(
        armies, rosters, revisions, database):
    _update(armies, revisions[0])
    roster_id = _build(armies, rosters, "Rat pack")
    assert all(unit_revision(unit) == 1 for unit in rosters.load(roster_id).units)
    assert _group_errors(rosters.load(roster_id))  # two war machines, revision 1 allows one
    _update(armies, revisions[1])
    bs_id = _skaven(armies)
    assert armies.kept_revisions(bs_id) == [1, 2]
    kept = rosters.load(roster_id)
    assert any(GROUP_RAISED in message for message in _group_errors(kept))
    clanrats = kept.units[2]
    offered = {o.name for o in armies.unit_army_list(clanrats, None).unit(REPRICED).options}
    assert OPTION_RENAMED in offered and OPTION_RENAMED_TO not in offered
    printed = catalogues_of_units(kept)  # the roster sheet's army data, unit by unit
    assert {army.revision for army in printed} == {1}
    newest = {o.name for o in armies.army_list(bs_id).unit(REPRICED).options}
    assert OPTION_RENAMED_TO in newest
    update = roster_update(database, data_dir(), roster_id)
    assert update.changes and _group_errors(update.after) == []
    seen = rosters.seen(roster_id)  # as the editor saves: from the version it read
    rosters.save(roster_id, rosters.load(roster_id), seen)  # an edit that moves nothing
    assert armies.kept_revisions(bs_id) == [1, 2]
    rosters.save(roster_id, update.after, rosters.seen(roster_id))
    assert armies.kept_revisions(bs_id) == [2]  # no saved roster reads revision 1 any more
    assert all(unit_revision(unit) == 2 for unit in rosters.load(roster_id).units)


def test_an_older_revision_stays_until_the_last_roster_reading_it_moves_or_goes(
        armies, rosters, revisions, database):
    _update(armies, revisions[0])
    first, second, third = (_build(armies, rosters, name) for name in ("A", "B", "C"))
    _update(armies, revisions[1])
    bs_id = _skaven(armies)
    rosters.save(first, roster_update(database, data_dir(), first).after)
    kept = kept_as_saved(database, data_dir(), second)
    assert all(unit_revision(unit) == 1 for unit in kept.after.units)
    assert armies.kept_revisions(bs_id) == [1, 2]
    rosters.save(third, roster_update(database, data_dir(), third).after)
    assert armies.kept_revisions(bs_id) == [1, 2]  # the second roster still reads it
    deleted = rosters.delete(second)
    assert armies.kept_revisions(bs_id) == [2]
    rosters.restore(deleted)  # undo puts the roster back with the revision it read
    assert armies.kept_revisions(bs_id) == [1, 2]
    assert any(GROUP_RAISED in message for message in _group_errors(rosters.load(second)))


def test_a_roster_saved_before_revisions_were_recorded_reads_the_oldest_kept_one(
        armies, rosters, revisions, database):
    _update(armies, revisions[0])
    roster_id = _build(armies, rosters, "Old pack")
    roster = rosters.load(roster_id)
    for unit in roster.units:
        del unit.extra["army_data"]["revision"]
    rosters.save(roster_id, roster)
    _update(armies, revisions[1])
    bs_id = _skaven(armies)
    assert armies.kept_revisions(bs_id) == [1, 2]
    assert _group_errors(rosters.load(roster_id))
    kept = kept_as_saved(database, data_dir(), roster_id)
    assert kept.moves and all(unit_revision(unit) == 1 for unit in kept.after.units)


def test_an_update_nobody_would_see_replaces_the_old_revision(armies, rosters, revisions):
    _update(armies, revisions[0])
    _update(armies, revisions[1])  # no saved roster: nothing to keep
    assert armies.kept_revisions(_skaven(armies)) == [2]



"""Which stored catalogue revision a roster unit is read against, and which revisions can go."""

from __future__ import annotations

from warbands_manager.rules.armydata.revisions import (
    resolved_revision,
    revisions_in_use,
    roster_unit_revisions,
    stamp_revision,
    unit_revision,
    unused_revisions,
)
from warbands_manager.rules.roster import Roster, Unit


def _unit(catalogue: str | None, revision: int | None = None) -> Unit:
    record = {"catalogue": catalogue, "entry": "e"} if catalogue else None
    if record is not None and revision is not None:
        record["revision"] = revision
    return Unit(id="u", name="Clanrats", category="core", models=10, points_per_model=4,
                extra={"army_data": record} if record else {})


def test_a_unit_reads_its_own_revision_when_it_is_stored():
    assert resolved_revision(1, [1, 2]) == 1
    assert resolved_revision(2, [1, 2]) == 2


def test_a_unit_without_a_revision_reads_the_oldest_stored_one():
    assert resolved_revision(None, [1, 3]) == 1


def test_a_unit_naming_a_revision_not_stored_reads_the_newest_one():
    assert resolved_revision(2, [1, 3]) == 3
    assert resolved_revision(1, []) is None


def test_stamping_records_the_revision_in_the_units_of_that_catalogue_only():
    roster = Roster(name="R", army="skaven",
                    units=[_unit("sk"), _unit("lz", 4), _unit(None)])
    stamp_revision(roster, "sk", 2)
    assert [unit_revision(unit) for unit in roster.units] == [2, 4, None]
    assert roster_unit_revisions(roster) == [("sk", 2), ("lz", 4)]


def test_a_revision_goes_when_it_is_neither_the_newest_nor_read_by_a_saved_unit():
    stored = {"sk": [1, 2, 3], "lz": [4]}
    used = revisions_in_use([("sk", None), ("sk", 3), ("lz", 9)], stored)
    assert used == {"sk": {1, 3}, "lz": {4}}
    assert unused_revisions(stored, used) == [("sk", 2)]
    assert unused_revisions(stored, {}) == [("sk", 1), ("sk", 2)]


def test_a_boolean_is_no_revision():
    assert unit_revision(_unit("sk", True)) is None  # type: ignore[arg-type]

"""What a new revision of a catalogue changed, in words: units added, removed and renamed (by
their entry id), points and limits, options and option groups; and what it would do to a saved
roster built from it."""

from __future__ import annotations

from dataclasses import replace

from warbands_manager.rules.armydata.diff import diff_catalogues
from warbands_manager.rules.armydata.model import ArmyList, OptionEntry, OptionGroup, UnitEntry
from warbands_manager.rules.catalogue_update import moved_to, roster_effect
from warbands_manager.rules.roster import Roster, Unit

CAPTAIN = UnitEntry("e-1", "Captain", "hero", 50, options=[
    OptionEntry("Warhorse", 12, "mount", group="Mount"),
    OptionEntry("Pegasus", 50, "mount", group="Mount"),
    OptionEntry("Great weapon", 4, "weapon", group="Weapons")],
    groups=[OptionGroup("Mount", max=1), OptionGroup("Magic items", max=3, points_max=50)])
SPEARMEN = UnitEntry("e-2", "Spearmen", "core", 5, min_models=10)


def _army(revision: int, units: list[UnitEntry]) -> ArmyList:
    return ArmyList("cat-1", "The Empire", "catalogue", "empire", revision, "gst", "e.cat", units)


def test_a_revision_names_renames_options_and_groups():
    captain = replace(CAPTAIN, options=[
        OptionEntry("Warhorse", 14, "mount", group="Mount"),
        OptionEntry("Great weapon", 4, "weapon", group="Weapons", max=1)],
        groups=[OptionGroup("Mount", max=1), OptionGroup("Magic items", max=3, points_max=75),
                OptionGroup("Armour", max=1)])
    diff = diff_catalogues(_army(1, [CAPTAIN, SPEARMEN]),
                           _army(2, [captain, replace(SPEARMEN, name="State Spearmen")]))
    assert diff.renamed == [("Spearmen", "State Spearmen")] and not diff.removed
    assert "Captain: option Pegasus is no longer offered" in diff.changed
    assert "Captain: option Warhorse 12 → 14 pts" in diff.changed
    assert "Captain: option Great weapon at most none → 1" in diff.changed
    assert "Captain: a new choice “Armour”" in diff.changed
    assert "Captain: “Magic items” points allowance 50 → 75" in diff.changed
    assert diff.to_json()["renamed"] == [{"from": "Spearmen", "to": "State Spearmen"}]


def test_what_a_revision_does_to_a_saved_roster():
    built = {"army_data": {"catalogue": "cat-1", "entry": "e-2"}}
    roster = Roster("Reiklanders", "empire", [
        Unit("Spearmen", "core", 10, 5, extra=built),
        Unit("Spearmen", "core", 10, 5, extra=built)])
    new = _army(2, [CAPTAIN, replace(SPEARMEN, name="State Spearmen", points_per_model=6)])
    moved, changes = moved_to(new, roster)
    assert [u.name for u in moved.units] == ["State Spearmen", "State Spearmen"]
    assert roster.units[0].name == "Spearmen"  # the saved roster itself is not changed
    assert "Spearmen is now called State Spearmen" in changes
    effect = roster_effect(new, "Reiklanders", roster, 7)
    assert (effect.points_before, effect.points_after) == (100, 120)
    assert effect.line().startswith("roster “Reiklanders” on the new revision: 100 → 120 pts")

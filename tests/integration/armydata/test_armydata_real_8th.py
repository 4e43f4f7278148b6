"""Rosters built from real 8th edition catalogues (both schema generations): base sizes and
traits reach the validator, so the unit-size and war machine / chariot / flyer rules work."""

import pytest

from tests.shared_data import MORE, needs_bsdata
from warbands_manager.rules.armydata.build import unit_from_entry
from warbands_manager.rules.roster import Roster, Upgrade
from warbands_manager.rules.validation import validate

pytestmark = needs_bsdata
GST = MORE / "Warhammer Fantasy 8th ed.gst"
CORES = {"Empire - 8thBRB_7thAB.cat": ("Spearmen", "Swordsmen"),
         "High Elves - 8thBRB_7thAB.cat": ("Spearmen", "Archers"),
         "Skaven - 8thBRB_7thAB.cat": ("Clanrats", "Skavenslaves")}


def errors(roster):
    return sorted({v.rule for v in validate(roster) if v.is_error})


def warband(armies, catalogue, extra):
    """Two Core units (the first led by its champion) and ``extra``, built as the editor does."""
    assert not armies.import_paths([GST, MORE / catalogue]).errors
    (summary,) = armies.armies()
    army = armies.army_list(summary.bs_id)
    table = armies.trait_table(army.army)
    units = [unit_from_entry(army, army.unit(name), table, f"u{i}")
             for i, name in enumerate((*CORES[catalogue], extra))]
    units[0].upgrades.append(Upgrade("Champion", 5, "champion"))
    units[0].commander = True
    return Roster("Test", army.army, units)


@pytest.mark.parametrize(("catalogue", "extra", "rule"), [
    ("Empire - 8thBRB_7thAB.cat", "Great Cannon", "small.no-war-machines"),
    ("High Elves - 8thBRB_7thAB.cat", "Tiranoc Chariot", "small.no-chariots"),
    ("High Elves - 8thBRB_7thAB.cat", "Great Eagle", "small.no-flyers"),
    ("Skaven - 8thBRB_7thAB.cat", "Warp Lightning Cannon", "small.no-war-machines"),
])
def test_small_warbands_refuse_8th_edition_machines_chariots_and_flyers(armies, catalogue,
                                                                        extra, rule):
    roster = warband(armies, catalogue, extra)
    assert roster.total_points < 200 or rule.startswith("large")
    assert rule in errors(roster)


def test_unit_size_comes_from_the_base_of_an_8th_edition_unit(armies):
    roster = warband(armies, "Empire - 8thBRB_7thAB.cat", "Knightly Orders")
    knights = roster.units[2]
    assert knights.base == "25x50" and knights.models == 2  # the Warbands minimum for 25x50
    knights.models = 1
    assert "size.unit-minimum" in errors(roster)

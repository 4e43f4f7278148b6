"""What can be added now, and why not: each reason is the validator's own message."""

import json

import pytest

from tests.shared_data import BSDATA, needs_bsdata
from warbands_manager.cli import main
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.bsdata import parse_catalogue
from warbands_manager.rules.armydata.build import unit_from_entry
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.traits import load_trait_table
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import write_roster_text
from warbands_manager.rules.what_fits import points_left, try_entries, what_fits

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
CAT = BSDATA / "Skaven - 7thBRB_7thAB.cat"


@pytest.fixture(scope="module")
def skaven():
    army = parse_catalogue(open_source(CAT).root, open_source(GST).root, CAT.name)
    return army, load_trait_table(data_dir(), "skaven")


def roster_of(skaven, names, limit=300):
    army, table = skaven
    roster = Roster("Clawpack", "skaven", points_limit=limit)
    for number, name in enumerate(names):
        roster.units.append(unit_from_entry(army, army.unit(name), table, f"u{number}"))
    roster.units[-1].commander = True
    return roster


def test_unavailable_entries_carry_the_rule_that_forbids_them(skaven):
    roster = roster_of(skaven, ["Clanrats", "Clanrats", "Chieftain"])  # small
    choices = {c.entry.name: c for c in try_entries(roster, *skaven)}
    assert choices["Clanrats"].available
    assert choices["Warlord"].rule == "small.no-lords"
    assert "Lord-level" in choices["Warlord"].reason
    assert choices["Gutter Runners"].rule == "small.no-special"
    assert choices["Warp Lighning Cannon"].rule == "small.no-rare"


def test_the_points_limit_and_the_hero_cap_are_the_rules_reasons(skaven):
    roster = roster_of(skaven, ["Clanrats", "Clanrats", "Chieftain"], limit=120)
    choices = {c.entry.name: c for c in try_entries(roster, *skaven)}
    assert choices["Plague Priest"].rule == "size.points-limit"  # 69 + 100 > 120


def test_what_fits_lists_available_entries_within_the_points_cheapest_first(skaven):
    roster = roster_of(skaven, ["Clanrats", "Clanrats", "Chieftain"], limit=100)
    assert points_left(roster) == 100 - roster.total_points
    fits = what_fits(roster, *skaven)
    assert fits and all(c.available and c.cost <= points_left(roster) for c in fits)
    assert [c.cost for c in fits] == sorted(c.cost for c in fits)
    assert "Warlord" not in {c.entry.name for c in fits}
    assert {c.entry.name for c in what_fits(roster, *skaven, points=10)} <= {
        "Skavenslaves", "Giant Rats"}


def test_what_fits_command(skaven, tmp_path, capsys):
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.store.database import open_database

    db = tmp_path / "w.sqlite"
    database = open_database(db)
    ArmyDataService(database, data_dir()).import_paths([GST, CAT])
    database.close()
    path = tmp_path / "claw.json"
    path.write_text(write_roster_text(roster_of(skaven, ["Clanrats", "Chieftain"])), "utf-8")
    assert main(["--db", str(db), "what-fits", str(path), "--points", "20", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["fits"] and all(item["points"] <= 20 for item in document["fits"])
    assert main(["--db", str(tmp_path / "empty.sqlite"), "what-fits", str(path)]) == 2
    assert "no army data" in capsys.readouterr().err


def test_an_empty_roster_can_take_its_first_units(skaven):
    """Rules that ask for more (two Core units, a Commander) never forbid the first unit."""
    roster = Roster("New", "skaven", points_limit=200)
    choices = {c.entry.name: c for c in try_entries(roster, *skaven)}
    assert choices["Clanrats"].available and choices["Chieftain"].available
    assert choices["Warlord"].rule == "small.no-lords"

"""Army data screen, service side: list with usage counts, units, find, delete and exact restore;
saved rosters are never touched."""


import pytest
from sqlmodel import select

from tests.shared_data import BSDATA, SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.rules.roster_io import roster_to_dict
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_data_admin import ArmyDataAdmin, deletion_consequences
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.roster_tables import ArmyDataRecord, RosterRecord

pytestmark = needs_bsdata


@pytest.fixture
def admin(database):
    armies = ArmyDataService(database, data_dir())
    assert not armies.import_paths(SEVENTH_EDITION_FILES).errors
    return ArmyDataAdmin(database, armies)


def _rows(database) -> list[dict]:
    with database.transaction() as session:
        return [row.model_dump() for row in session.exec(
            select(ArmyDataRecord).order_by(ArmyDataRecord.id)).all()]


def _roster_rows(database) -> list[dict]:
    with database.transaction() as session:
        return [row.model_dump() for row in session.exec(
            select(RosterRecord).order_by(RosterRecord.id)).all()]


def _vc_roster(name: str) -> Roster:
    return Roster(name=name, army="vampire-counts", points_limit=200,
                  units=[Unit(name="Zombie Horde", category="core", models=20,
                              points_per_model=4)])


def test_entries_list_systems_and_catalogues_with_units_and_roster_counts(admin, database):
    rosters = RosterService(database)
    for name in ("A", "B", "C"):
        rosters.create(_vc_roster(name))
    rosters.create(Roster(name="Skaven", army="skaven"))
    entries = admin.entries()
    assert [e.kind for e in entries] == ["gamesystem"] + ["catalogue"] * 4
    assert entries[0].name == "Warhammer Fantasy 7th ed" and entries[0].catalogues == 4
    by_army = {e.army: e for e in entries[1:]}
    assert (by_army["vampire-counts"].units, by_army["vampire-counts"].rosters) == (23, 3)
    assert (by_army["skaven"].rosters, by_army["dark-elves"].rosters) == (1, 0)
    assert by_army["vampire-counts"].source_file == "Vampire Counts - 7thBRB_7thAB.cat"
    assert "3 saved roster(s) use this army" in deletion_consequences(by_army["vampire-counts"])
    assert "No saved roster" in deletion_consequences(by_army["dark-elves"])


def test_units_show_points_category_and_traits_or_unknown(admin):
    vc = next(e for e in admin.entries() if e.army == "vampire-counts")
    units = {unit.name: unit for unit in admin.units(vc.bs_id)}
    assert len(units) == 23
    horde = units["Zombie Horde"]
    assert (horde.points_per_model, horde.category, horde.models) == (4, "Core", "20+")
    assert horde.traits == "20x20"
    assert units["Vlad von Carstein"].models == "1–1, 0–1 per army"
    assert admin.units("no-such-id") == []


@pytest.mark.parametrize("wanted", ["Vampire Counts - Armybook (2008)", "vampire counts - "
                                    "armybook (2008)", "7429-f497-6c64-15cb", "vampire-counts",
                                    "Vampire Counts - 7thBRB_7thAB.cat"])
def test_find_by_name_bs_id_army_or_file(admin, wanted):
    assert [e.army for e in admin.find(wanted)] == ["vampire-counts"]


def test_find_by_row_id_and_unknown(admin):
    first = admin.entries()[0]
    assert admin.find(str(first.id)) == [first] == admin.find(f"#{first.id}")
    assert admin.find("Bretonnia") == []


def test_delete_and_restore_are_exact_and_never_touch_rosters(admin, database):
    rosters = RosterService(database)
    roster_id = rosters.create(_vc_roster("Kept"))
    before, rosters_before = _rows(database), _roster_rows(database)
    vc = admin.find("vampire-counts")[0]
    kept = admin.delete(vc)
    assert [row["bs_id"] for row in _rows(database)] == [
        row["bs_id"] for row in before if row["bs_id"] != vc.bs_id]
    assert admin._armies.army_list_for("vampire-counts") is None
    assert _roster_rows(database) == rosters_before  # the roster rows are byte for byte equal
    loaded = rosters.load(roster_id)  # and it still opens with its units
    assert roster_to_dict(loaded)["units"][0]["name"] == "Zombie Horde"
    admin.restore(kept)
    assert _rows(database) == before  # same id, dates, document
    assert admin._armies.army_list_for("vampire-counts").unit("Zombie Horde") is not None
    assert _roster_rows(database) == rosters_before
    admin.restore(admin.delete(admin.find("dark-elves")[0]))  # not the last id: same id back
    assert _rows(database) == before


def test_deleting_the_game_system_keeps_catalogues_working(admin, database):
    system = admin.entries()[0]
    assert "they stay and keep working" in deletion_consequences(system)
    kept = admin.delete(system)
    assert [e.kind for e in admin.entries()] == ["catalogue"] * 4
    assert admin._armies.army_list_for("skaven").unit("Clanrats") is not None
    admin.restore(kept)
    assert admin.entries()[0].bs_id == system.bs_id


def test_deleting_a_deleted_entry_is_refused(admin):
    vc = admin.find("vampire-counts")[0]
    admin.delete(vc)
    with pytest.raises(KeyError):
        admin.delete(vc)


def test_restore_after_a_new_import_keeps_the_new_import(admin, database):
    vc = admin.find("vampire-counts")[0]
    kept = admin.delete(vc)
    admin._armies.import_paths([BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"])
    again = _rows(database)
    assert admin.restore(kept) is False
    assert _rows(database) == again

"""The command line after an update: ``army-data list`` names the older revision kept for a
roster, ``rosters update-army-data`` moves the roster and the older revision goes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.integration.army_sources.site import SKAVEN_NAME
from tests.shared_data import needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.build import unit_from_entry
from warbands_manager.rules.roster import Roster
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.database import open_database

pytestmark = needs_bsdata


def _cli(db, *args: str) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), *args],
                          capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "WARBANDS_DATA_HOME": str(db.parent)})
    assert done.returncode == 0, done.stderr
    return done


def _save_roster(db, name: str) -> None:
    database = open_database(db)
    try:
        service = ArmyDataService(database, data_dir())
        army = service.army_list(service.armies()[0].bs_id)
        table = service.trait_table(army.army)
        units = [unit_from_entry(army, army.unit(unit), table, f"u{n}")
                 for n, unit in enumerate(("Stormvermin", "Clanrats"))]
        RosterService(database).create(Roster(name=name, army="skaven", units=units))
    finally:
        database.close()


def _skaven_line(db) -> str:
    listed = _cli(db, "army-data", "list").stdout
    return next(line for line in listed.splitlines() if SKAVEN_NAME in line)


def test_the_list_names_the_kept_revision_until_the_roster_moves(tmp_path, revisions):
    db = tmp_path / "club.db"
    _cli(db, "import-bsdata", str(revisions[0]))
    _save_roster(db, "Rat pack")
    updated = _cli(db, "import-bsdata", str(revisions[1]))
    assert "roster “Rat pack” on the new revision" in updated.stdout
    assert "(revision 2 (revision 1 kept for 1 roster))" in _skaven_line(db)
    listed = json.loads(_cli(db, "army-data", "list", "--json").stdout)["army_data"]
    (skaven,) = [entry for entry in listed if entry["name"] == SKAVEN_NAME]
    assert skaven["revision"] == 2
    assert skaven["kept_revisions"] == [{"revision": 1, "rosters": 1}]
    shown = _cli(db, "army-data", "show", SKAVEN_NAME).stdout
    assert "revision 1 kept for 1 saved roster(s): Rat pack" in shown
    assert f"{SKAVEN_NAME} (revision 2," in shown
    moved = _cli(db, "rosters", "update-army-data", "Rat pack")
    assert "moved to the imported army data" in moved.stdout
    assert "(revision 2)" in _skaven_line(db)
    assert "kept for" not in _cli(db, "army-data", "show", SKAVEN_NAME).stdout

"""The command line as a player uses it: list a source, import one catalogue from it, see the
remembered source, check for updates after a new release, and update with the change report."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.integration.army_sources.site import (
    REMOVED,
    RENAMED_TO,
    SKAVEN_NAME,
    Site,
    build_site,
    publish_next,
)
from tests.shared_data import needs_bsdata

pytestmark = needs_bsdata


def _cli(db, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), *args],
                          capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "WARBANDS_DATA_HOME": str(db.parent)})


@pytest.fixture
def site(tmp_path):
    served = Site(build_site(tmp_path / "whfb"))
    yield served
    served.close()


def test_list_import_check_and_update_from_a_source(tmp_path, site):
    db, address = tmp_path / "club.db", site.url("whfb.latest.bsi")
    listed = _cli(db, "import-bsdata", address, "--list")
    assert listed.returncode == 0, listed.stderr
    assert f"{SKAVEN_NAME} — catalogue, revision 1: not imported" in listed.stdout
    imported = _cli(db, "import-bsdata", address, "--only", SKAVEN_NAME.upper())
    assert imported.returncode == 0, imported.stderr
    assert "imported" in imported.stdout and SKAVEN_NAME in imported.stdout
    sources = _cli(db, "army-data", "sources")
    assert address in sources.stdout
    assert "up to date" in _cli(db, "army-data", "update", "--check").stdout
    publish_next(site.root)
    check = _cli(db, "army-data", "update", "--check")
    assert f"{SKAVEN_NAME}: revision 2 is available (imported: 1)" in check.stdout
    assert "revision 1)" in _cli(db, "army-data", "list").stdout  # --check imports nothing
    updated = _cli(db, "army-data", "update", "--json")
    assert updated.returncode == 0, updated.stderr
    revision = json.loads(updated.stdout)["imports"][0]["revisions"][0]
    assert revision["removed"] == [REMOVED]
    assert revision["renamed"][0]["to"] == RENAMED_TO
    assert "revision 2)" in _cli(db, "army-data", "list").stdout


def test_an_unknown_catalogue_name_lists_what_the_source_has(tmp_path, site):
    result = _cli(tmp_path / "club.db", "import-bsdata", site.url("index.xml"),
                  "--only", "Bretonnia")
    assert result.returncode == 2
    assert "no 'Bretonnia' in this source; it has:" in result.stderr
    assert SKAVEN_NAME in result.stderr and "Traceback" not in result.stderr


def test_a_repository_source_is_followed_to_its_warhammer_fantasy_repository(tmp_path, site):
    result = _cli(tmp_path / "club.db", "import-bsdata", site.url("gallery.json"), "--list")
    assert result.returncode == 0, result.stderr
    assert "following Warhammer Fantasy" in result.stdout and SKAVEN_NAME in result.stdout


def test_no_server_is_a_message_naming_the_address(tmp_path, site):
    address = site.url("whfb.latest.bsi")
    site.close()
    result = _cli(tmp_path / "club.db", "import-bsdata", address)
    assert result.returncode == 2
    assert address in result.stderr and "could not be reached" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_saved_roster_moves_to_the_new_revision_only_when_asked(tmp_path, site):
    db = tmp_path / "club.db"
    assert _cli(db, "import-bsdata", site.url("index.xml"), "--only", SKAVEN_NAME
                ).returncode == 0
    _save_rat_pack(db)
    for command in (("league", "create", "Spring", "--weeks", "4"),
                    ("league", "add-player", "Spring", "Anna"),
                    ("league", "link-roster", "Spring", "Anna", "Rat pack", "--week", "1")):
        assert _cli(db, *command).returncode == 0, _cli(db, *command).stderr
    publish_next(site.root)
    updated = _cli(db, "army-data", "update")
    assert updated.returncode == 0, updated.stderr
    assert "roster “Rat pack” on the new revision:" in updated.stdout
    assert "registered in league “Spring” (Anna, week 1)" in updated.stdout
    dry = _cli(db, "rosters", "update-army-data", "Rat pack", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "Stormvermin is now called Stormvermin Guard" in dry.stdout
    assert "nothing changed" in dry.stdout
    assert _unit_names(db) == ["Stormvermin", "Clanrats"]
    moved = _cli(db, "rosters", "update-army-data", "rat pack")
    assert moved.returncode == 0, moved.stderr
    assert _unit_names(db) == ["Stormvermin Guard", "Clanrats"]
    again = _cli(db, "rosters", "update-army-data", "Rat pack")
    assert "already matches its imported army data" in again.stdout


def _save_rat_pack(db) -> None:
    from warbands_manager.paths import data_dir
    from warbands_manager.rules.armydata.build import unit_from_entry
    from warbands_manager.rules.roster import Roster
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    database = open_database(db)
    try:
        service = ArmyDataService(database, data_dir())
        army = service.army_list(service.armies()[0].bs_id)
        table = service.trait_table(army.army)
        units = [unit_from_entry(army, next(u for u in army.units if u.name == name), table,
                                 f"u{n}") for n, name in enumerate(["Stormvermin", "Clanrats"])]
        RosterService(database).create(Roster(name="Rat pack", army="skaven", units=units))
    finally:
        database.close()


def _unit_names(db) -> list[str]:
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    database = open_database(db)
    try:
        service = RosterService(database)
        return [unit.name for unit in service.load(service.list()[0].id).units]
    finally:
        database.close()


def test_the_source_listing_names_an_older_revision_kept_for_a_roster(tmp_path, site):
    db, address = tmp_path / "club.db", site.url("index.xml")
    assert _cli(db, "import-bsdata", address, "--only", SKAVEN_NAME).returncode == 0
    _save_rat_pack(db)
    publish_next(site.root)
    assert _cli(db, "army-data", "update").returncode == 0  # the roster is kept as saved
    listed = _cli(db, "import-bsdata", address, "--list")
    assert listed.returncode == 0, listed.stderr
    assert (f"{SKAVEN_NAME} — catalogue, revision 2: imported "
            "(revision 1 kept for 1 roster)") in listed.stdout
    files = json.loads(_cli(db, "import-bsdata", address, "--list", "--json").stdout)["files"]
    (skaven,) = [f for f in files if f["name"] == SKAVEN_NAME]
    assert skaven["kept"] == "revision 1 kept for 1 roster"
    _cli(db, "rosters", "update-army-data", "Rat pack")
    listed = _cli(db, "import-bsdata", address, "--list").stdout
    assert "kept for" not in listed

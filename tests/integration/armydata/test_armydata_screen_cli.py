"""``warbands-manager army-data list [--json]`` and ``army-data delete NAME_OR_ID``."""

import json
from pathlib import Path

import pytest

from tests.shared_data import BSDATA, SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.cli import main
from warbands_manager.rules.roster import Roster
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.database import open_database

pytestmark = needs_bsdata


@pytest.fixture
def db(tmp_path, capsys):
    path = tmp_path / "cli.sqlite"
    assert main(["--db", str(path), "import-bsdata", *map(str, SEVENTH_EDITION_FILES)]) == 0
    database = open_database(path)
    RosterService(database).create(Roster(name="Night", army="vampire-counts"))
    database.close()
    capsys.readouterr()
    return str(path)


def test_list_prints_each_entry_with_units_and_rosters(db, capsys):
    assert main(["--db", db, "army-data", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and lines[0].startswith("#1 game system: Warhammer Fantasy 7th ed")
    vc = next(line for line in lines if "Vampire Counts" in line)
    assert "23 units, army vampire-counts, used by 1 roster(s)" in vc
    assert "Vampire Counts - 7thBRB_7thAB.cat" in vc


def test_list_json(db, capsys):
    assert main(["--db", db, "army-data", "list", "--json"]) == 0
    entries = json.loads(capsys.readouterr().out)["army_data"]
    assert [e["kind"] for e in entries] == ["game_system"] + ["catalogue"] * 4
    vc = next(e for e in entries if e["army"] == "vampire-counts")
    assert (vc["units"], vc["rosters"], vc["revision"]) == (23, 1, 2)
    assert vc["bs_id"] == "7429-f497-6c64-15cb" and vc["imported_at"]


def test_list_empty_database(tmp_path, capsys):
    assert main(["--db", str(tmp_path / "empty.sqlite"), "army-data", "list"]) == 0
    assert "no army data imported" in capsys.readouterr().out


def test_delete_by_name_says_what_happens_to_rosters(db, capsys):
    assert main(["--db", db, "army-data", "delete", "Vampire Counts - Armybook (2008)"]) == 0
    out = capsys.readouterr().out
    assert "deleted catalogue Vampire Counts - Armybook (2008)" in out
    assert "1 saved roster(s) use this army; they keep their units" in out
    assert "import-bsdata" in out
    assert main(["--db", db, "army-data", "list", "--json"]) == 0
    armies = [e["army"] for e in json.loads(capsys.readouterr().out)["army_data"]]
    assert "vampire-counts" not in armies and len(armies) == 4
    database = open_database(Path(db))
    assert [r.name for r in RosterService(database).list()] == ["Night"]  # roster kept
    database.close()


def test_delete_by_id(db, capsys):
    assert main(["--db", db, "army-data", "delete", "#1"]) == 0
    assert "deleted game system Warhammer Fantasy 7th ed" in capsys.readouterr().out


def test_delete_unknown_exits_2_naming_what_exists(db, capsys):
    assert main(["--db", db, "army-data", "delete", "Bretonnia"]) == 2
    err = capsys.readouterr().err
    assert "no imported army data named 'Bretonnia'" in err
    assert "Skaven - Armybook (2009)" in err and "Warhammer Fantasy 7th ed" in err
    assert main(["--db", db, "army-data", "list", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["army_data"]) == 5  # nothing deleted


def test_delete_unknown_in_empty_database(tmp_path, capsys):
    assert main(["--db", str(tmp_path / "e.sqlite"), "army-data", "delete", "x"]) == 2
    assert "none is imported" in capsys.readouterr().err


def _second_vampire_catalogue(tmp_path) -> Path:
    """The shared VC catalogue under another BattleScribe id (written to tmp, not the repo)."""
    text = (BSDATA / "Vampire Counts - 7thBRB_7thAB.cat").read_text(encoding="utf-8")
    path = tmp_path / "Vampire Counts copy.cat"
    path.write_text(text.replace('id="7429-f497-6c64-15cb"', 'id="0000-vc-copy"', 1),
                    encoding="utf-8")
    return path


def test_ambiguous_name_exits_2_listing_the_matches(db, tmp_path, capsys):
    assert main(["--db", db, "import-bsdata", str(_second_vampire_catalogue(tmp_path))]) == 0
    capsys.readouterr()
    assert main(["--db", db, "army-data", "delete", "vampire-counts"]) == 2
    err = capsys.readouterr().err
    assert "matches 2 entries; give the id" in err and err.count("\n  #") == 2
    assert "Skaven" not in err
    assert main(["--db", db, "army-data", "delete", "0000-vc-copy"]) == 0
    out = capsys.readouterr().out
    assert "the editor will use the other imported catalogue of vampire-counts" in out

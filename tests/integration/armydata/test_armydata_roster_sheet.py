"""The roster sheet carries what a player needs at the table from the army data the roster
was built from: each unit's profile line and its mount's, special rules by name, what its
magic items do, a character's base; a typical 400-point warband on one page."""

from __future__ import annotations

import json
from io import BytesIO

from pypdf import PdfReader

from tests.integration.armydata.test_armydata_mounts_and_groups import EMPIRE, GST_8TH, build
from tests.shared_data import needs_bsdata
from warbands_manager.cli import main
from warbands_manager.rules.armydata.bsdata import parse_catalogue
from warbands_manager.rules.armydata.build import upgrade_from_item
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.roster_io import write_roster_text

pytestmark = needs_bsdata


def warband(tmp_path):
    roster = build(EMPIRE, GST_8TH, [
        ("Captain of the Empire", 1, ["Barded warhorse", "Heavy armour"]),
        ("Warrior Priest", 1, ["Heavy armour"]), ("Swordsmen", 10, []),
        ("Handgunners", 8, []), ("Spearmen", 10, []), ("Pistoliers", 3, [])])
    army = parse_catalogue(open_source(EMPIRE).root, open_source(GST_8TH).root, EMPIRE.name)
    sword = next(item for item in army.magic_items if item.name == "AB - Sword of Power")
    roster.units[0].upgrades.append(upgrade_from_item(sword))
    path = tmp_path / "watch.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    return path, sword


def sheet_text(pdf) -> tuple[int, str]:
    reader = PdfReader(BytesIO(pdf.read_bytes()))
    return len(reader.pages), " ".join(
        " ".join(page.extract_text().split()) for page in reader.pages)


def test_a_400_point_warband_prints_profiles_rules_items_and_bases_on_one_page(tmp_path):
    db = str(tmp_path / "armies.sqlite")
    assert main(["--db", db, "import-bsdata", str(GST_8TH), str(EMPIRE)]) == 0
    path, sword = warband(tmp_path)
    assert 400 <= sum(u["models"] * u["points_per_model"] + sum(
        g["points"] * g.get("count", 1) for g in u.get("upgrades", []))
        for u in json.loads(path.read_text())["units"]) <= 450
    pdf = tmp_path / "watch.pdf"
    assert main(["--db", db, "print", "roster", str(path), "-o", str(pdf)]) == 0
    pages, text = sheet_text(pdf)
    assert pages == 1
    assert "Captain of the Empire: M4 WS5 BS5 S4 T4 W2 I5 A3 Ld8 (Infantry)" in text
    assert "Barded warhorse: M7 WS3 S3 T3 W1 I3 A1 Ld5" in text  # the mount's line
    assert "Special rules: Blessings of Sigmar" in text
    assert " ".join(sword.text.split()) in text  # what the magic item does
    assert "base 25x50 (usual for its troop type)" in text  # the mounted Captain's base
    assert "NOT VALID" in text  # the validation banner: 202 points of Heroes


def test_without_the_army_data_the_sheet_prints_what_the_roster_holds(tmp_path):
    path, _sword = warband(tmp_path)
    pdf = tmp_path / "watch.pdf"
    assert main(["--db", str(tmp_path / "none.sqlite"), "print", "roster", str(path), "-o",
                 str(pdf)]) == 0
    pages, text = sheet_text(pdf)
    assert pages == 1 and "M4 WS5" not in text and "Captain of the Empire" in text
    assert "catalogue.not-checked" in text  # the banner says the limits were not checked


def test_a_rider_on_a_flying_mount_is_printed_as_a_flyer(tmp_path):
    roster = build(EMPIRE, GST_8TH, [("Captain of the Empire", 1, ["Imperial pegasus"]),
                                     ("Swordsmen", 10, []), ("Spearmen", 10, [])])
    assert "flyer" not in roster.units[0].traits  # typed nowhere: the mount says it
    path = tmp_path / "pegasus.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    pdf = tmp_path / "pegasus.pdf"
    assert main(["--db", str(tmp_path / "none.sqlite"), "print", "roster", str(path), "-o",
                 str(pdf)]) == 0
    _pages, text = sheet_text(pdf)
    assert "base 40x40 (usual for its troop type)" not in text  # no catalogue: no usual base
    units = text[text.index("Traits and notes"):]  # the units table
    row = units[:units.index("Swordsmen")]
    assert "Captain of the Empire" in row and "flyer" in row

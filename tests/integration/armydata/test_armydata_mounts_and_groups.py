"""A roster built from army data obeys the data: rosters built through the editor's own
entry-to-unit code from the real catalogues (skipped when the shared files are absent), then
the same rosters as files, hand-edited, through ``warbands-manager validate``.

A mount that flies or rolls makes its rider a flyer or a chariot ("Warbands may include one
flying unit or creature"; small warbands "may NOT include ... Chariots"; a character riding a
chariot counts toward the 0-1 limit), and every option group and option limit of the catalogue
the roster names holds once the catalogue is in the database.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fresh_python import run_command_fresh
from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.cli import main
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.bsdata import parse_catalogue
from warbands_manager.rules.armydata.build import unit_from_entry, upgrade_from_option
from warbands_manager.rules.armydata.editions import choose_catalogue
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.traits import load_trait_table
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import write_roster_text
from warbands_manager.rules.validation import validate

GST_7TH = BSDATA / "Warhammer Fantasy 7th ed.gst"
GST_8TH = MORE / "Warhammer Fantasy 8th ed.gst"
EMPIRE = MORE / "Empire - 8thBRB_7thAB.cat"


def build(catalogue: Path, system: Path, picks) -> Roster:
    """A roster made as the editor makes it: ``unit_from_entry`` for each (unit name, models,
    option names or words an option's name contains), ``upgrade_from_option`` for each option."""
    army = parse_catalogue(open_source(catalogue).root, open_source(system).root,
                           catalogue.name)
    table = load_trait_table(data_dir(), army.army)
    roster = Roster("Built", army.army)
    choose_catalogue(roster, army.bs_id, army.name)
    for number, (name, models, options) in enumerate(picks):
        entry = army.unit(name)
        assert entry is not None, f"{name} is not in {catalogue.name}"
        unit = unit_from_entry(army, entry, table, f"u{number}")
        unit.models = models or unit.models
        for wanted in options:
            option = next(o for o in entry.options if wanted.lower() in o.name.lower())
            unit.upgrades.append(upgrade_from_option(option, unit.models))
        roster.units.append(unit)
    roster.units[0].commander = True
    return roster


def rules(roster: Roster) -> set[str]:
    return {v.rule for v in validate(roster) if v.is_error}


# (catalogue, game system, units with the flying mount, the same with a mount that walks)
FLYERS = [
    pytest.param(BSDATA / "Dark_Elves - 7thBRB_7thAB.cat", GST_7TH,
                 [("Master", 1, ["Dark Pegasus"]), ("Dark Elf Warriors", 10, []),
                  ("Dark Elf Repeater Crossbowmen", 10, []), ("Harpies", 5, [])],
                 "Dark Steed", id="7th-edition-file-mount-table"),
    pytest.param(MORE / "Dark Elves - 8thBRB_8thAB.cat", GST_8TH,
                 [("Master", 1, ["Dark Pegasus"]), ("Dreadspears", 10, []),
                  ("Bleakswords", 10, []), ("Harpies", 5, [])],
                 "Dark Steed", id="8th-edition-profile-fly-rule"),
    pytest.param(MORE / "High Elves - 8thBRB_7thAB.cat", GST_8TH,
                 [("Noble", 1, ["Great Eagle"]), ("Spearmen", 10, []), ("Archers", 10, []),
                  ("Great Eagle", 1, [])],
                 "Elven Steed", id="1x-schema-file"),
]


@needs_bsdata
@pytest.mark.parametrize(("catalogue", "system", "picks", "walker"), FLYERS)
def test_a_character_on_a_flying_mount_is_the_one_flyer(catalogue, system, picks, walker):
    roster = build(catalogue, system, picks)
    assert roster.units[0].traits == []  # the rider's own traits: the mount adds at validation
    assert "large.max-flyers" in rules(roster)
    walking = [(picks[0][0], 1, [walker]), *picks[1:]]
    assert "large.max-flyers" not in rules(build(catalogue, system, walking))


@needs_bsdata
def test_a_small_warband_hero_on_a_chariot_is_a_chariot():
    roster = build(MORE / "Dark Elves - 8thBRB_8thAB.cat", GST_8TH,
                   [("Master", 1, ["Cold One Chariot"])])
    assert roster.size_class == "small"
    assert "small.no-chariots" in rules(roster)


# The issue's own cases, for catalogues the shared folder may hold: each is skipped with its
# reason when its file is absent.
NAMED_CASES = [
    ("Bretonnia", [("Paladin", 1, ["Pegasus"]), ("Men-at-arms", 10, []),
                   ("Peasant Bowmen", 10, []), ("Pegasus Knights", 2, [])], "large.max-flyers"),
    ("Wood Elves", [("Noble", 1, ["Great Eagle"]), ("Glade Guard", 10, []),
                    ("Eternal Guard", 10, []), ("Warhawk Riders", 2, [])], "large.max-flyers"),
    ("Orcs", [("Orc Big Boss", 1, ["Wolf Chariot"]), ("Goblins", 20, [])],
     "small.no-chariots"),
    ("Tomb Kings", [("Tomb Prince", 1, ["Chariot"]), ("Skeleton Warriors", 10, []),
                    ("Skeleton Archers", 10, []), ("Screaming Skull Catapult", 1, [])],
     "large.max-war-machines"),
]


@pytest.mark.parametrize(("army", "picks", "rule"), NAMED_CASES,
                         ids=[case[0] for case in NAMED_CASES])
def test_the_issue_cases_from_their_catalogues(army, picks, rule):
    found = sorted(BSDATA.glob(f"**/{army}*.cat"))
    if not found:
        pytest.skip(f"no {army} catalogue in the shared BattleScribe folder")
    system = GST_8TH if "8thBRB" in found[-1].name else GST_7TH
    assert rule in rules(build(found[-1], system, picks))


@needs_bsdata
def test_the_built_roster_and_its_hand_edited_file_through_validate(tmp_path, capsys):
    db = str(tmp_path / "armies.sqlite")
    assert main(["--db", db, "import-bsdata", str(GST_8TH), str(EMPIRE)]) == 0
    roster = build(EMPIRE, GST_8TH, [("Captain of the Empire", 1, ["Barded warhorse"]),
                                     ("Swordsmen", 5, []), ("Spearmen", 5, [])])
    path = tmp_path / "captain.json"
    path.write_text(write_roster_text(roster), encoding="utf-8")
    capsys.readouterr()
    assert main(["--db", db, "validate", str(path)]) == 0
    assert "catalogue." not in capsys.readouterr().out
    document = json.loads(path.read_text(encoding="utf-8"))
    captain = document["units"][0]
    captain["upgrades"] += [{"name": "Imperial pegasus", "points": 50, "kind": "mount"},
                            {"name": "Light armour", "points": 2, "kind": "armour"},
                            {"name": "Heavy armour", "points": 4, "kind": "armour"}]
    path.write_text(json.dumps(document), encoding="utf-8")  # edited by hand
    assert main(["--db", db, "validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert ("error: catalogue.group-max [units 1]: Captain of the Empire may take at most 1 "
            "from Mount (army list): Barded warhorse, Imperial pegasus") in out
    assert "at most 1 from Armour (army list): Light armour, Heavy armour" in out
    assert "error: small.no-flyers [units 1]" in out  # the pegasus makes the Captain fly
    # without the catalogue in the database: the rules alone, and a warning that says so
    assert main(["--db", str(tmp_path / "empty.sqlite"), "validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert "warning: catalogue.not-checked" in out and "catalogue.group-max" not in out
    assert "error: small.no-flyers [units 1]" in out  # the mount table knows the pegasus
    assert not (tmp_path / "empty.sqlite").exists()  # validate creates no database


def hand_typed(tmp_path: Path, name: str, army: str, units: list[dict]) -> str:
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps({"format": "warbands-roster/1", "name": name, "army": army,
                                "units": units}), encoding="utf-8")
    return str(path)


def unit(name, category, models, points, base=None, traits=(), mounts=(), **more) -> dict:
    found = {"name": name, "category": category, "models": models,
             "points_per_model": points, "traits": list(traits),
             "upgrades": [{"name": m, "points": p, "kind": "mount"} for m, p in mounts]}
    return found | ({"base": base} if base else {}) | more


def test_hand_typed_rosters_without_army_data_through_validate(tmp_path):
    files = {
        "paladin": hand_typed(tmp_path, "paladin", "bretonnia", [
            unit("Paladin", "hero", 1, 65, mounts=[("Royal Pegasus", 50)], commander=True),
            unit("Men-at-arms", "core", 10, 5, "20x20"),
            unit("Peasant Bowmen", "core", 10, 6, "20x20"),
            unit("Pegasus Knights", "rare", 2, 50, "50x50", traits=["flyer"])]),
        "noble": hand_typed(tmp_path, "noble", "wood-elves", [
            unit("Noble", "hero", 1, 70, mounts=[("Great Eagle", 50)], commander=True),
            unit("Glade Guard", "core", 10, 12, "20x20"),
            unit("Eternal Guard", "core", 10, 12, "20x20"),
            unit("Warhawk Riders", "rare", 2, 45, "50x50", traits=["flyer"])]),
        "big-boss": hand_typed(tmp_path, "big-boss", "orcs-and-goblins", [
            unit("Goblin Big Boss", "hero", 1, 30, mounts=[("Goblin Wolf Chariot", 45)],
                 commander=True),
            unit("Goblins", "core", 20, 3, "20x20"), unit("Night Goblins", "core", 15, 3,
                                                          "20x20")]),
        "prince": hand_typed(tmp_path, "prince", "tomb-kings", [
            unit("Tomb Prince", "hero", 1, 100, mounts=[("Chariot", 45)], commander=True),
            unit("Skeleton Warriors", "core", 10, 8, "20x20"),
            unit("Skeleton Archers", "core", 10, 8, "20x20"),
            unit("Screaming Skull Catapult", "rare", 1, 90, "50x100",
                 traits=["war_machine"])]),
        "wolf-chariots": hand_typed(tmp_path, "wolf-chariots", "orcs-and-goblins", [
            unit("Orc Big Boss", "hero", 1, 55, commander=True),
            unit("Orc Boyz", "core", 10, 6, "20x20"), unit("Goblins", "core", 20, 3, "20x20"),
            unit("Goblin Wolf Chariot", "special", 1, 50, "50x100"),
            unit("Goblin Wolf Chariot", "special", 1, 50, "50x100")]),
    }
    result = run_command_fresh(["validate", "--json", *files.values()], [])
    checked = {Path(f["file"]).stem: f for f in json.loads(result.stdout)["files"]}
    broken = {name: {v["rule"] for v in found["violations"] if v["severity"] == "error"}
              for name, found in checked.items()}
    assert broken == {"paladin": {"large.max-flyers"}, "noble": {"large.max-flyers"},
                      "big-boss": {"small.no-chariots"},
                      "prince": {"large.max-war-machines"},
                      "wolf-chariots": {"large.max-war-machines"}}


@needs_bsdata
def test_the_army_data_screen_says_what_a_mount_makes_the_unit_and_why(database):
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.services.army_data_admin import ArmyDataAdmin

    armies = ArmyDataService(database, data_dir())
    armies.import_paths([GST_8TH, EMPIRE])
    [catalogue] = armies.armies()
    rows = {row.name: row for row in ArmyDataAdmin(database, armies).units(catalogue.bs_id)}
    assert ("with Imperial pegasus: flyer — catalogue profile (Fly (BRB-70) rule)"
            in rows["Captain of the Empire"].where_from)

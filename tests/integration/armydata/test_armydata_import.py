"""Importing BattleScribe data into the database: store, re-import, compare, .ros rosters, CLI."""

import io
import zipfile
from pathlib import Path

from tests.shared_data import BSDATA, SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.cli import main
from warbands_manager.rules.armydata.build import traits_unknown, unit_from_entry
from warbands_manager.rules.roster import Roster
from warbands_manager.services.rosters import RosterService

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"
VC_ID = "7429-f497-6c64-15cb"


def test_folder_import_stores_catalogues_with_provenance(armies):
    report = armies.import_paths(SEVENTH_EDITION_FILES)
    assert not report.errors and len(report.stored) == 5
    summaries = {summary.army: summary for summary in armies.armies()}
    assert sorted(summaries) == ["dark-elves", "lizardmen", "skaven", "vampire-counts"]
    vc = summaries["vampire-counts"]
    assert vc.source_file == VC.name and vc.revision == 2 and vc.units == 23
    assert "BSData" in vc.provenance and str(VC) in vc.provenance
    assert armies.army_list_for("skaven").unit("Clanrats").points_per_model == 4


def test_reimporting_the_same_files_changes_nothing(armies):
    armies.import_paths([GST, VC])
    report = armies.import_paths([GST, VC])
    assert report.stored == [] and len(report.unchanged) == 2


def test_catalogue_alone_uses_the_stored_game_system(armies):
    armies.import_paths([GST])
    report = armies.import_paths([VC])
    assert not report.errors and armies.army_list(VC_ID) is not None


def test_catalogue_without_any_game_system_is_refused(armies):
    report = armies.import_paths([VC])
    assert report.errors and "game system" in report.errors[0]
    assert armies.armies() == []


def newer_vampire_counts(tmp_path) -> Path:
    text = VC.read_text(encoding="utf-8")
    text = text.replace('name="Vampire Counts - Armybook (2008)" revision="2"',
                        'name="Vampire Counts - Armybook (2008)" revision="3"', 1)
    # Fell Bats leave the catalogue; Skeleton Warriors cost 9 instead of 8.
    text = text.replace('name="Fell Bats"', 'name="Fell Bats (retired)"')
    text = text.replace('id="94a1-17ab-7bf8-c61a"', 'id="0000-0000-0000-0001"')
    start = text.index('id="9423-ec42-0e6f-0a8b"')  # the Skeleton Warriors model entry
    cost = text.index('value="8.0"', start)
    text = text[:cost] + 'value="9.0"' + text[cost + len('value="8.0"'):]
    path = tmp_path / VC.name
    path.write_text(text, encoding="utf-8")
    return path


def test_newer_catalogue_reports_changes_and_keeps_rosters(armies, database, tmp_path):
    armies.import_paths([GST, VC])
    army = armies.army_list(VC_ID)
    table = armies.trait_table("vampire-counts")
    roster = Roster(name="Bats and Bones", army="vampire-counts", units=[
        unit_from_entry(army, army.unit("Skeleton Warriors"), table, "u1"),
        unit_from_entry(army, army.unit("Fell Bats"), table, "u2"),
    ])
    rosters = RosterService(database)
    roster_id = rosters.create(roster)
    report = armies.import_paths([newer_vampire_counts(tmp_path)])
    (diff,) = report.diffs
    text = "\n".join(diff.lines())
    assert "revision 2 → 3" in text
    assert "Fell Bats (no longer in the catalogue)" in text
    assert "Skeleton Warriors: points per model 8 → 9" in text
    assert "“Bats and Bones”: Fell Bats is no longer in the catalogue" in text
    assert "“Bats and Bones”: Skeleton Warriors now costs 9 per model" in text
    assert rosters.load(roster_id) == roster  # nothing silently dropped or repriced


def test_units_from_army_data_get_table_traits_or_are_flagged(armies):
    armies.import_paths([GST, VC])
    army = armies.army_list(VC_ID)
    table = armies.trait_table("vampire-counts")
    coach = unit_from_entry(army, army.unit("Black Coach"), table, "u1")
    assert coach.traits == ["chariot"] and coach.base == "50x100" and not traits_unknown(coach)
    wolves = unit_from_entry(army, army.unit("Dire Wolves"), table, "u2")
    assert "not_core_minimum" in wolves.traits and wolves.models == 2  # 25x50 → Warbands min 2
    empty = armies.trait_table("other")
    flagged = unit_from_entry(army, army.unit("Black Coach"), empty, "u3")
    assert traits_unknown(flagged) and flagged.traits == [] and flagged.base is None


ROS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r1" name="Night Patrol" battleScribeVersion="2.03" gameSystemId="779f-c127-a94a-bf00"
 gameSystemName="Warhammer Fantasy 7th ed" gameSystemRevision="1"
 xmlns="http://www.battlescribe.net/schema/rosterSchema">
  <costLimits><costLimit name="pts" typeId="eaa7-6800-e651-8bea" value="200.0"/></costLimits>
  <forces>
    <force id="f1" name="Warhammer Fantasy 7th Edition" entryId="5f75-906f-4d23-7a30"
     catalogueId="7429-f497-6c64-15cb" catalogueRevision="2"
     catalogueName="Vampire Counts - Armybook (2008)">
      <selections>
        <selection id="s1" name="Skeleton Warriors" entryId="40a1-83fb-a147-85d6" number="1"
         type="unit">
          <selections>
            <selection id="s2" name="Skeleton Warriors" entryId="9423-ec42-0e6f-0a8b"
             number="10" type="model"><costs><cost name="pts" value="80.0"/></costs></selection>
            <selection id="s3" name="Skeleton Champion" entryId="x" number="1" type="upgrade">
              <costs><cost name="pts" value="8.0"/></costs></selection>
          </selections>
          <categories><category id="c1" name="Core" entryId="62d3-efc6-6c2c-634e"
           primary="true"/></categories>
        </selection>
        <selection id="s4" name="Wight King" entryId="w" number="1" type="unit">
          <costs><cost name="pts" value="75.0"/></costs>
          <categories><category id="c2" name="Heroes" entryId="5694-61f3-6913-6154"
           primary="true"/></categories>
        </selection>
      </selections>
    </force>
  </forces>
</roster>
"""


def test_battlescribe_roster_becomes_a_roster(armies, database, tmp_path):
    armies.import_paths([GST, VC])
    path = tmp_path / "patrol.rosz"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("patrol.ros", ROS)
    path.write_bytes(buffer.getvalue())
    report = armies.import_paths([path])
    (roster_id,) = report.roster_ids
    roster = RosterService(database).load(roster_id)
    assert (roster.name, roster.army, roster.points_limit) == (
        "Night Patrol", "vampire-counts", 200)
    skeletons, king = roster.units
    assert (skeletons.models, skeletons.points_per_model, skeletons.base) == (10, 8, "20x20")
    assert [(u.name, u.kind) for u in skeletons.upgrades] == [("Skeleton Champion", "champion")]
    assert (king.category, king.points_per_model) == ("hero", 75)
    assert roster.total_points == 163


def test_cli_imports_and_reports(tmp_path, capsys):
    db = tmp_path / "cli.sqlite"
    assert main(["--db", str(db), "import-bsdata", str(GST), str(VC)]) == 0
    out = capsys.readouterr().out
    assert "imported Vampire Counts - Armybook (2008) revision 2: 23 units" in out
    bad = tmp_path / "bomb.cat"
    bad.write_text('<!DOCTYPE x [<!ENTITY a "b">]><catalogue/>')
    assert main(["--db", str(db), "import-bsdata", str(bad)]) == 2  # as validate
    assert "DOCTYPE or ENTITY" in capsys.readouterr().err


def test_army_data_warnings_cover_unknown_traits_and_magic_allowance(armies):
    from warbands_manager.rules.armydata.build import upgrade_from_item
    from warbands_manager.rules.armydata.checks import (
        MAGIC_ALLOWANCE,
        TRAITS_UNKNOWN,
        army_data_warnings,
    )

    armies.import_paths([GST, VC])
    army = armies.army_list(VC_ID)
    table = armies.trait_table("vampire-counts")
    vampire = unit_from_entry(army, army.unit("Vampire"), table, "u1")
    items = {item.name: item for item in army.magic_items}
    vampire.upgrades.append(upgrade_from_item(items["Sword of Might"]))  # 15
    vampire.upgrades.append(upgrade_from_item(items["Enchanted Shield"]))  # 15
    roster = Roster(name="R", army="vampire-counts", units=[vampire])
    assert army_data_warnings(roster, army) == []  # 30 of 50: on the limit's safe side
    vampire.upgrades.append(upgrade_from_item(items["Talisman of Protection"]))  # 15 → 45
    vampire.upgrades.append(upgrade_from_item(items["Power Stone"]))  # 20 → 65
    (warning,) = army_data_warnings(roster, army)
    assert warning.rule == MAGIC_ALLOWANCE and warning.units == (0,)
    assert "up to 50 points on magic items (army list): 65" in warning.message
    vampire.upgrades.pop()
    vampire.upgrades.append(upgrade_from_item(items["Biting Blade"]))  # 5 → exactly 50
    assert army_data_warnings(roster, army) == []
    flagged = unit_from_entry(army, army.unit("Varghulf"), armies.trait_table("other"), "u2")
    roster.units.append(flagged)
    assert [w.rule for w in army_data_warnings(roster, army)] == [TRAITS_UNKNOWN]

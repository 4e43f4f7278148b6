"""Importing both BattleScribe generations: the per-catalogue report, the refusal of a
catalogue that yields no unit (nothing stored, exit 2), ``--json``, and ``army-data show``."""

from __future__ import annotations

import json

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.cli import main

pytestmark = needs_bsdata
GST7 = BSDATA / "Warhammer Fantasy 7th ed.gst"
GST8 = MORE / "Warhammer Fantasy 8th ed.gst"
HIGH_ELVES = MORE / "High Elves - 8thBRB_7thAB.cat"
EMPTY = """<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="cat-empty" name="Homebrew - nothing here" revision="1" battleScribeVersion="2.03"
  gameSystemId="779f-c127-a94a-bf00" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries>
    <selectionEntry id="e1" name="Army Size" type="upgrade"/>
  </selectionEntries>
</catalogue>
"""


def test_report_lists_units_items_and_every_skipped_entry(armies):
    report = armies.import_paths([GST8, HIGH_ELVES])
    assert not report.errors
    (entry,) = report.catalogues
    assert (entry.outcome, entry.units, entry.army) == ("imported", 25, "high-elves")
    assert entry.magic_items > 100
    assert [skip.name for skip in entry.skipped] == ["- Army Size"]
    lines = report.lines()
    assert any("25 units" in line and "1 entry not read as units" in line for line in lines)
    assert any(line.startswith("  skipped - Army Size: it has no army-list category")
               for line in lines)


def test_catalogue_without_units_is_refused_and_nothing_stored(armies, tmp_path):
    empty = tmp_path / "Homebrew.cat"
    empty.write_text(EMPTY, encoding="utf-8")
    report = armies.import_paths([GST7, empty])
    assert [c.outcome for c in report.not_understood] == ["refused"]
    (error,) = report.errors
    assert error.startswith("Homebrew.cat: refused, no unit could be read")
    assert "it has no army-list category" in error and "nothing was stored" in error
    assert armies.armies() == []  # the game system is stored, no catalogue
    assert not any(line.startswith("imported Homebrew") for line in report.lines())


def test_cli_exit_2_for_a_catalogue_it_does_not_understand(tmp_path, capsys):
    empty = tmp_path / "Homebrew.cat"
    empty.write_text(EMPTY, encoding="utf-8")
    db = str(tmp_path / "cli.sqlite")
    assert main(["--db", db, "import-bsdata", str(GST7), str(empty)]) == 2
    captured = capsys.readouterr()
    assert "Homebrew.cat: refused" in captured.err


def test_cli_json_report_and_army_data_show(tmp_path, capsys):
    db = str(tmp_path / "cli.sqlite")
    assert main(["--db", db, "import-bsdata", "--json", str(GST8), str(HIGH_ELVES)]) == 0
    report = json.loads(capsys.readouterr().out)
    (entry,) = report["catalogues"]
    assert (entry["outcome"], entry["units"], entry["file"]) == ("imported", 25, HIGH_ELVES.name)
    assert entry["skipped"][0]["name"] == "- Army Size" and entry["skipped"][0]["reason"]
    assert main(["--db", db, "army-data", "show", "high-elves", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert set(shown) == {"id", "name", "army", "game_system", "units"}
    assert (shown["army"], shown["game_system"]) == ("high-elves", "Warhammer Fantasy 8th ed")
    units = {unit["name"]: unit for unit in shown["units"]}
    assert len(units) == 25
    spearmen = units["Spearmen"]
    assert set(spearmen) == {"name", "category", "points_per_model", "book_min", "book_max",
                             "army_max", "base", "base_source", "traits", "options"}
    assert (spearmen["category"], spearmen["points_per_model"], spearmen["book_min"],
            spearmen["book_max"], spearmen["army_max"]) == ("core", 9, 10, None, None)
    champion = next(o for o in spearmen["options"] if o["name"] == "Champion")
    assert champion == {"name": "Champion", "points": 10, "kind": "champion", "max": 1,
                        "group": {"name": "Command", "min": None, "max": None,
                                  "points_max": None}, "traits": []}
    noble = {o["name"]: o for o in units["Noble"]["options"]}
    assert noble["Great Eagle"]["group"] == {"name": "Mount", "min": None, "max": 1,
                                             "points_max": None}
    assert noble["Great Eagle"]["traits"] == [  # a 1.x file: no profile, the mount table
        {"trait": "flyer", "source": "mount table", "detail": "army book"}]
    assert noble["Shield"]["group"] is None
    assert units["Noble"]["book_min"] is None  # a character has no book size
    assert main(["--db", db, "army-data", "show", "high-elves"]) == 0
    text = capsys.readouterr().out
    assert "Spearmen — core, 9 points per model, 10+ models, Infantry" in text
    noble = text[text.index("\nNoble — "):]
    mount = noble.index("\n    Mount: at most 1\n")  # options under their group
    assert noble.index("\n      Great Eagle: 50 points, mount, at most 1; makes a flyer "
                       "(mount table: army book)") > mount
    assert "\n    Magic Items / Magic Items: up to 50 points\n" in noble


def test_show_unknown_catalogue_exits_2(tmp_path, capsys):
    db = str(tmp_path / "cli.sqlite")
    assert main(["--db", db, "army-data", "show", "nothing"]) == 2
    assert "no imported army data named 'nothing'" in capsys.readouterr().err


def test_all_files_of_both_generations_import_in_one_call(armies):
    report = armies.import_paths([BSDATA])  # the folder: 7th and 8th edition, both schemas
    assert not report.errors, report.errors
    assert len(report.catalogues) == 18 and all(c.units > 0 for c in report.catalogues)
    stored = {summary.source_file: summary.units for summary in armies.armies()}
    assert stored["Empire - 8thBRB_7thAB.cat"] == 33
    assert stored["Skaven - 7thBRB_6thAB.cat"] == 28


def test_a_file_stored_by_the_older_reader_is_read_again(armies, database):
    """A player who imported an 8th edition file before (stored with 0 units) imports the same
    file again: it is read anew, not reported "unchanged"."""
    import json as json_module

    from sqlmodel import select

    from warbands_manager.store.roster_tables import ArmyDataRecord

    armies.import_paths([GST8, HIGH_ELVES])
    with database.transaction() as session:
        row = session.exec(select(ArmyDataRecord).where(
            ArmyDataRecord.source_file == HIGH_ELVES.name)).one()
        document = json_module.loads(row.document)
        document.update(units=[], magic_items=[], skipped=[])
        document.pop("reader_version")
        row.document = json_module.dumps(document)
        session.add(row)
    report = armies.import_paths([HIGH_ELVES])
    (entry,) = report.catalogues
    assert (entry.outcome, entry.units) == ("imported", 25)
    (diff,) = report.diffs
    assert "Spearmen" in diff.added
    assert armies.army_list_for("high-elves").unit("Spearmen").points_per_model == 9
    again = armies.import_paths([HIGH_ELVES])
    assert [c.outcome for c in again.catalogues] == ["unchanged"]

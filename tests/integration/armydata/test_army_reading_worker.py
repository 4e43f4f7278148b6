"""The reading half of an import (``services/army_reading.py``) and its worker process.

``import-bsdata`` reads the files in a forked worker while it imports the database layer
(issue 16 §6). These tests check that the worker's result is the in-process one, that a worker
which fails is replaced by reading in the process, that the worker starts before any SQL
library is imported, and that a catalogue whose game system is only stored is still read.
The forking runs in child processes with a timeout, never in the test process (it may hold Qt's
threads).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from xml.etree.ElementTree import Element

from tests.fresh_python import run_command_fresh
from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.services import army_reading
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_reading import read_files

pytestmark = needs_bsdata
GST7 = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"
FILES = [MORE / "Warhammer Fantasy 8th ed.gst", MORE / "High Elves - 8thBRB_7thAB.cat",
         MORE / "Skaven - 7thBRB_6thAB.cat", MORE / "README.md"]

# Prints one line per file read (the worker's, then the in-process reading's), then facts.
SCRIPT = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from warbands_manager.paths import data_dir
    from warbands_manager import forked
    from warbands_manager.services import army_reading

    def lines(read):
        return [json.dumps([str(i.path), i.error, i.sha256, i.provenance, i.document,
                            i.stored_system]) for i in (*read.systems, *read.catalogues)] + [
                json.dumps([str(p) for p in read.rosters])]

    paths = sys.argv[2:]
    if sys.argv[1] == "broken-worker":  # the worker cannot send its result
        forked.pickle.dumps = lambda *_args, **_kw: 1 / 0
    reading = army_reading.Reading(paths, data_dir(), fork=True)
    started = reading.in_worker
    worker = lines(reading.result())
    print(json.dumps({"started": started, "same": worker == lines(
        army_reading.read_files(paths, data_dir())), "files": len(worker),
        "sql": sorted(m for m in sys.modules if m.split(".")[0] in ("sqlalchemy", "sqlmodel"))}))
""")


def run_script(mode: str, *paths) -> dict:
    import json

    done = subprocess.run([sys.executable, "-c", SCRIPT, mode, *map(str, paths)],
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.splitlines()[-1]) | {"stderr": done.stderr}


def test_the_worker_reads_exactly_what_the_process_would_and_no_sql_is_imported():
    found = run_script("worker", *FILES)
    assert found["started"] and found["same"]
    assert found["files"] == 5  # three BattleScribe files, the README refused, the roster list
    assert found["sql"] == []  # the reading half never needs the database layer


def test_a_worker_that_fails_is_replaced_by_reading_in_the_process():
    found = run_script("broken-worker", *FILES)
    assert found["started"] and found["same"]
    assert "reading worker ended with code" in found["stderr"]
    assert "working in process" in found["stderr"]


def test_a_catalogue_whose_system_is_not_among_the_files_is_read_against_the_stored_one(
        database):
    armies = ArmyDataService(database, data_dir())
    armies.import_paths([GST7])
    read = read_files([VC], data_dir())
    (item,) = read.catalogues
    assert item.army is None and item.stored_system == "779f-c127-a94a-bf00"
    report = armies.import_read(read)
    assert [line.split(":")[0] for line in report.lines()] == [
        "imported Vampire Counts - Armybook (2008) revision 2"]
    assert armies.army_list_for("vampire-counts") is not None


def test_the_reading_half_holds_what_is_stored_and_not_the_xml():
    read = read_files(FILES[:2], data_dir())
    (system,), (catalogue,) = read.systems, read.catalogues
    assert system.document.startswith('{"xml": "<gameSystem')
    assert catalogue.army is not None and len(catalogue.army.units) > 20
    assert '"units": [' in catalogue.document and catalogue.error == ""
    assert not any(isinstance(value, Element) for value in vars(catalogue).values())


def test_no_worker_is_forked_beside_qt_or_other_threads(monkeypatch):
    monkeypatch.setitem(sys.modules, "PySide6", sys.modules.get("PySide6", object()))
    assert not army_reading._fork_is_safe()
    assert not army_reading.start_reading([VC], data_dir()).in_worker


def test_the_worker_reads_a_stored_game_system_itself_with_the_stdlib_driver(database, db_path,
                                                                              tmp_path):
    from warbands_manager.store.quick_read import stored_game_system_xml

    armies = ArmyDataService(database, data_dir())
    armies.import_paths([GST7])
    read = read_files([VC], data_dir(), lambda ident: stored_game_system_xml(db_path, ident))
    (item,) = read.catalogues
    assert item.stored_system is None and item.army is not None and item.army.units
    assert [line.split(":")[0] for line in armies.import_read(read).lines()] == [
        "imported Vampire Counts - Armybook (2008) revision 2"]
    # Not a current database (here: none yet): the storing half reads the system instead.
    assert stored_game_system_xml(tmp_path / "new.sqlite", "779f-c127-a94a-bf00") is None
    assert stored_game_system_xml(db_path, "no-such-system") is None


def test_import_bsdata_into_a_current_database_loads_only_the_table_it_writes(database,
                                                                             db_path):
    """Every table class costs import time; the import writes ``army_data`` only (a new
    database still gets every table, from the migrations)."""
    run = run_command_fresh(["--db", str(db_path), "import-bsdata", str(GST7), str(VC)],
                            ["warbands_manager.store.tables",
                             "warbands_manager.store.campaign_tables"])
    assert run.returncode == 0, run.stderr
    assert run.loaded == []

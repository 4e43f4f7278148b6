"""pytest-qt benchmark: one roster edit in the editor (models count, an upgrade) → undo command,
save, validation, violation list and composition meter redrawn.

Not part of the test suite (it lives outside ``tests/`` and asserts no time). Run it with

    WARBANDS_BENCH_OUT=edit.json python -m pytest -q benchmarks/gui_edit_bench.py

(``benchmarks/run`` does); it writes the medians in ms to ``WARBANDS_BENCH_OUT``.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path

from benchmarks.common import ROOT
from benchmarks.rosters_app_bench import BSDATA

UNITS = ("Clanrats", "Clanrats", "Stormvermin", "Night Runners", "Giant Rats", "Chieftain",
         "Warlock Engineer", "Rat Ogres", "Gutter Runners", "Skavenslaves")


def _editor(qtbot, tmp_path):
    from warbands_manager.navigation import view_info
    from warbands_manager.rules.roster import Roster
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.views.rosters.page import RostersPage

    database = open_database(tmp_path / "edit.sqlite")
    services = Services.for_database(database)
    services.armies.import_paths(sorted(BSDATA.glob("*.gst")) + sorted(BSDATA.glob("*.cat")))
    army = services.armies.army_list_for("skaven")
    page = RostersPage(view_info("rosters"), services)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.open_editor(services.rosters.create(Roster(name="Bench", army="skaven")))
    for name in UNITS:
        page.editor.picker.entry_chosen.emit(army.unit(name))
    return database, page


def _median_ms(qtbot, action, runs: int) -> tuple[float, float]:
    """Median (wall ms, CPU ms) of an edit and the redraw it causes."""
    from PySide6.QtWidgets import QApplication

    walls, cpus = [], []
    for index in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        action(index)
        QApplication.processEvents()  # the redraw is part of the edit
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return statistics.median(walls), statistics.median(cpus)


def test_bench_roster_edit(qtbot, tmp_path):
    from warbands_manager.rules.roster import Upgrade

    runs = int(os.environ.get("WARBANDS_BENCH_RUNS", "40"))
    # Keep the page: qtbot holds widgets weakly, and a collected page takes its editor's
    # table with it (a later edit then died inside Qt's undo stack, mid-benchmark).
    database, page = _editor(qtbot, tmp_path)
    editor = page.editor
    assert len(editor.roster.units) == len(UNITS)
    models = editor.unit_model
    column = 2  # models

    def models_edit(index: int) -> None:
        models.setData(models.index(0, column), 10 + index % 7)

    def upgrade_edit(index: int) -> None:
        def change(roster) -> None:
            upgrades = roster.units[1].upgrades
            if index % 2 == 0:
                upgrades.append(Upgrade(name="Bench shields", points=1, kind="armour",
                                        count=1))
            else:
                del upgrades[-1]
        editor.edit("bench upgrade", change)

    models_ms, models_cpu = _median_ms(qtbot, models_edit, runs)
    upgrade_ms, upgrade_cpu = _median_ms(qtbot, upgrade_edit, runs)
    results = {"models": models_ms, "models_cpu": models_cpu, "upgrade": upgrade_ms,
               "upgrade_cpu": upgrade_cpu, "runs": runs, "problems": len(editor.violations)}
    database.close()
    out = os.environ.get("WARBANDS_BENCH_OUT")
    if out:
        Path(out).write_text(json.dumps(results), encoding="utf-8")
    assert results["models"] > 0 and ROOT.exists()

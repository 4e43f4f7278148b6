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

from benchmarks.common import ROOT, bsdata

UNITS = ("Clanrats", "Clanrats", "Stormvermin", "Night Runners", "Giant Rats", "Chieftain",
         "Warlock Engineer", "Rat Ogres", "Gutter Runners", "Skavenslaves")
# A 20-unit roster: the same ten twice over.
UNITS_20 = UNITS * 2


def _editor(qtbot, tmp_path, units=UNITS):
    from warbands_manager.navigation import view_info
    from warbands_manager.rules.roster import Roster
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.views.registry import create_view

    database = open_database(tmp_path / f"edit-{len(units)}.sqlite")
    services = Services.for_database(database)
    folder = bsdata()
    services.armies.import_paths(sorted(folder.glob("*.gst")) + sorted(folder.glob("*.cat")))
    army = services.armies.army_list_for("skaven")
    page = create_view(view_info("rosters"), services)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.open_editor(services.rosters.create(Roster(name="Bench", army="skaven")))
    for name in units:
        page.editor.picker.entry_chosen.emit(army.unit(name))
    page.editor.availability.update_now()  # not part of an edit: it runs after the frame
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


def _edit_medians(qtbot, tmp_path, units, runs: int) -> dict[str, float]:
    from warbands_manager.rules.roster import Upgrade

    # Keep the page: qtbot holds widgets weakly, and a collected page takes its editor's
    # table with it (a later edit then died inside Qt's undo stack, mid-benchmark).
    database, page = _editor(qtbot, tmp_path, units)
    editor = page.editor
    assert len(editor.roster.units) == len(units)
    models = editor.unit_model
    editor.select_units((0,))  # the unit's details are shown and redrawn too

    def models_edit(index: int) -> None:
        models.setData(models.unit_index(0, "Models"), 10 + index % 7)

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
    # Not part of an edit's frame: the army list's greying and What fits, which run once the
    # edits pause (a short timer each edit restarts). Measured on its own.
    available_ms, available_cpu = _median_ms(
        qtbot, lambda _i: editor.availability.update_now(), max(5, runs // 4))
    figures = {"models": models_ms, "models_cpu": models_cpu, "upgrade": upgrade_ms,
               "upgrade_cpu": upgrade_cpu, "problems": len(editor.violations),
               "army_list_after_edit": available_ms, "army_list_after_edit_cpu": available_cpu}
    page.close()
    database.close()
    return figures


def _bare_medians(qtbot, rows: int, runs: int) -> dict[str, float]:
    """The yardstick, measured in the same run: a bare 1280×800 PySide6 window with a tree of
    ``rows`` rows and a label; an "edit" changes one row and the label's text and lets Qt
    repaint. What Qt costs for a page of that size, whatever the app does."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QLabel, QTreeView, QVBoxLayout, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    model = QStandardItemModel(rows, 5)
    for row in range(rows):
        for column in range(5):
            model.setItem(row, column, QStandardItem(f"cell {row}.{column}"))
    tree = QTreeView()
    tree.setModel(model)
    label = QLabel()
    layout = QVBoxLayout(window)
    layout.addWidget(label)
    layout.addWidget(tree)
    window.resize(1280, 800)
    window.show()

    def edit(index: int) -> None:
        model.item(0, 1).setText(str(10 + index % 7))
        label.setText(f"{index % 7} points")

    wall, cpu = _median_ms(qtbot, edit, runs)
    window.close()
    return {"bare": wall, "bare_cpu": cpu}


def test_bench_roster_edit(qtbot, tmp_path):
    runs = int(os.environ.get("WARBANDS_BENCH_RUNS", "40"))
    ten = _edit_medians(qtbot, tmp_path, UNITS, runs)
    twenty = _edit_medians(qtbot, tmp_path, UNITS_20, runs)
    results = {**ten, "runs": runs,
               **{f"{key}_20": value for key, value in twenty.items()},
               **_bare_medians(qtbot, len(UNITS) + 5, runs)}
    out = os.environ.get("WARBANDS_BENCH_OUT")
    if out:
        Path(out).write_text(json.dumps(results), encoding="utf-8")
    print(json.dumps(results))
    assert results["models"] > 0 and ROOT.exists()

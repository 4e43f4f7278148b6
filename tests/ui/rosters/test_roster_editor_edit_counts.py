"""One roster edit in the editor validates once and converts the roster to its document once:
the service's verdict from the save is the one shown, and the snapshot the
edit makes is the one stored. Counted with spies, so a second validation or conversion fails;
undo and redo still convert their snapshot (they are other actions) and show what is stored."""

from __future__ import annotations

import sys
from collections import Counter

import pytest

import warbands_manager.rules.validation as validation
from warbands_manager.navigation import view_info
from warbands_manager.rules import roster_io
from warbands_manager.rules.roster import Roster, Unit, Upgrade


@pytest.fixture
def calls(monkeypatch):
    """Counts of validations (the checks run over a Context) and of conversions each way,
    wherever the functions were imported by name."""
    counted: Counter = Counter()
    real_checked = validation._checked

    def checked(ctx, army):
        counted["validate"] += 1
        return real_checked(ctx, army)

    monkeypatch.setattr(validation, "_checked", checked)
    for name in ("roster_to_dict", "roster_from_dict"):
        real = getattr(roster_io, name)

        def spy(*args, _real=real, _name=name, **kwargs):
            counted[_name] += 1
            return _real(*args, **kwargs)

        for module in list(sys.modules.values()):
            if (getattr(module, "__name__", "").startswith("warbands_manager")
                    and getattr(module, name, None) is real):
                monkeypatch.setattr(module, name, spy)
    return counted


def _roster() -> Roster:
    units = [Unit("Clanrats", "core", 10, 5, base="20x20", book_min=20, commander=True,
                  upgrades=[Upgrade("Clawleader", 10, "champion")]),
             Unit("Skavenslaves", "core", 10, 2, base="20x20", book_min=20),
             Unit("Giant Rats", "core", 6, 3, base="20x50")]
    return Roster("Counted", "skaven", units)


@pytest.fixture
def page(qtbot, services):
    from warbands_manager.ui.views.registry import create_view

    built = create_view(view_info("rosters"), services)
    qtbot.addWidget(built)
    roster_id = services.rosters.create(_roster())
    built.open_editor(roster_id)
    return built


def test_a_models_change_validates_once_and_converts_once(page, calls, services):
    models = page.editor.unit_model
    models.setData(models.unit_index(1, "Models"), 12)
    assert calls["validate"] == 1
    assert calls["roster_to_dict"] == 1
    assert calls["roster_from_dict"] == 0
    # ... and what is shown is what was stored, verdict included.
    stored = services.rosters.load(page.editor.roster_id)
    assert stored.units[1].models == 12 == page.editor.roster.units[1].models
    assert page.editor.violations == validation.validate(stored)
    summary = next(s for s in services.rosters.list() if s.id == page.editor.roster_id)
    errors = sum(v.is_error for v in page.editor.violations)
    assert summary.error_count == errors and summary.valid == (errors == 0)


def test_undo_and_redo_show_the_stored_snapshot_with_one_validation_each(page, calls,
                                                                         services):
    models = page.editor.unit_model
    models.setData(models.unit_index(2, "Models"), 1)  # a unit of one: too small
    shown = list(page.editor.violations)
    calls.clear()
    page.editor.undo_stack.undo()
    assert calls["validate"] == 1
    assert page.editor.roster.units[2].models == 6
    assert services.rosters.load(page.editor.roster_id).units[2].models == 6
    page.editor.undo_stack.redo()
    assert calls["validate"] == 2
    assert page.editor.roster.units[2].models == 1
    assert page.editor.violations == shown
    # The edit's working copy is not kept: a later edit starts from the stored document.
    models.setData(models.unit_index(0, "Models"), 11)
    assert services.rosters.load(page.editor.roster_id).units[2].models == 1
